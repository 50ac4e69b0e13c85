import GuessworkEngine

/// Whether a position can surely be finished within the guesses left, whatever the answer: the
/// six-guess limit, which the look-ahead's averages only weigh (a loss costs 100 guesses there, but
/// a rollout by information alone can miss the one order of guesses that never loses).
///
/// A depth-first search over the most splitting guesses (`width` at each step, those whose largest
/// outcome is smallest), every outcome in turn: with one guess left only one word can be finished,
/// with two a guess must tell every word apart. It stops at the first guess that finishes every
/// outcome, and gives up (`nil`) once it has scanned `budget` words (a guess over n words scans n),
/// so a decision never waits on it long.
/// "No" means no such guess among those tried, not a proof that none exists.
final class FinishSearch {
  let solver: Solver
  /// How many guesses are tried at each position with three guesses or more left.
  let width: Int
  private var budget: Int
  /// Positions already settled (normal mode: a position is its words and the guesses left).
  private var known: [Key: Bool] = [:]
  private var counts: [Int32]
  /// Where each outcome's words go next while `everyOutcomeFinishes` lays them out.
  private var starts: [Int32]
  /// Which patterns `tellsApart` has met (`seen[pattern] == mark`), reset by a new mark.
  private var seen: [Int32]
  private var mark: Int32 = 0

  private struct Key: Hashable {
    let candidates: [Int32]
    let left: Int
  }

  /// The budget of a search nobody waits on (a third of a second at most on this machine).
  static let fullBudget = 100_000_000

  init(solver: Solver, width: Int = 200, budget: Int = FinishSearch.fullBudget) {
    self.solver = solver
    self.width = width
    self.budget = budget
    counts = [Int32](repeating: 0, count: solver.table.patternCount)
    starts = [Int32](repeating: 0, count: solver.table.patternCount)
    seen = [Int32](repeating: 0, count: solver.table.patternCount)
  }

  /// Whether every outcome of playing `row` now can be finished within the round's guesses;
  /// `nil` when the search ran out of budget before knowing.
  func finishes(_ row: Int32, at position: Position) -> Bool? {
    everyOutcomeFinishes(row, at: position, within: Solver.rows - position.guessesMade - 1)
  }

  /// Whether each outcome of `row` (the largest first: the likeliest to fail) can be finished in
  /// `left` more guesses; `nil` when one could not be settled within the budget and none failed.
  ///
  /// Most guesses fail at their first outcome: the words are laid out by outcome in one array and
  /// each outcome's list made only when it is searched. The outcomes come in pattern order, each
  /// keeping the candidates' order, as `Solver.groups` gives them, and are sorted the same way, so
  /// the search visits them in the same order.
  private func everyOutcomeFinishes(_ row: Int32, at position: Position, within left: Int) -> Bool? {
    let candidates = position.candidates
    let line = Int(row) * solver.table.columns.count
    var patterns: [UInt16] = []
    var laidOut = [Int32](repeating: 0, count: candidates.count)
    var outcomes: [(pattern: UInt16, start: Int, count: Int)] = []
    solver.table.codes.withUnsafeBufferPointer { codes in
      counts.withUnsafeMutableBufferPointer { counts in
        starts.withUnsafeMutableBufferPointer { starts in
          for column in candidates {
            let pattern = Int(codes[line + Int(column)])
            if counts[pattern] == 0 { patterns.append(UInt16(pattern)) }
            counts[pattern] &+= 1
          }
          patterns.sort()
          outcomes.reserveCapacity(patterns.count)
          var start = 0
          for pattern in patterns {
            let count = Int(counts[Int(pattern)])
            outcomes.append((pattern, start, count))
            starts[Int(pattern)] = Int32(start)
            start += count
            counts[Int(pattern)] = 0
          }
          for column in candidates {
            let pattern = Int(codes[line + Int(column)])
            laidOut[Int(starts[pattern])] = column
            starts[pattern] &+= 1
          }
        }
      }
    }
    var unknown = false
    for outcome in outcomes.sorted(by: { $0.count > $1.count }) {
      let pattern = Pattern(code: outcome.pattern, length: solver.table.length)
      guard !pattern.isWin else { continue }
      let members = Array(laidOut[outcome.start..<outcome.start + outcome.count])
      let next = solver.position(after: position, row: row, pattern: pattern, members: members)
      switch canFinish(next, within: left) {
      case false?: return false
      case nil: unknown = true
      case true?: break
      }
    }
    return unknown ? nil : true
  }

  /// A guess among the most splitting ones that surely finishes the round from `position` (`nil`
  /// when none was found within the budget).
  func finishingGuess(_ position: Position) -> Int32? {
    let left = Solver.rows - position.guessesMade
    guard left >= 3 else { return nil }
    return searchGuesses(position, left: left).row
  }

  /// Whether some order of guesses finds every word of the position within `left` guesses.
  func canFinish(_ position: Position, within left: Int) -> Bool? {
    let n = position.candidates.count
    if n == 1 { return left >= 1 }
    if left <= 1 { return false }
    if n == 2 { return true }
    // With two guesses, the first must leave every other word alone in its outcome: at most one
    // outcome per pattern.
    if left == 2 && n > solver.table.patternCount { return false }
    let key = Key(candidates: position.candidates, left: left)
    let remembers = position.allowed == nil
    if remembers, let answer = known[key] { return answer }
    guard budget > 0 else { return nil }
    let answer: Bool?
    if left == 2 {
      answer = tellsEveryWordApart(position)
    } else {
      answer = searchGuesses(position, left: left).found
    }
    if remembers, let answer { known[key] = answer }
    return answer
  }

  /// Some allowed guess whose outcomes are all different for these words (a word of them first).
  /// Each guess is charged to the budget as `searchGuesses` charges one (the words it could scan),
  /// but it stops at the first two words alike, which for most guesses come within a few words.
  private func tellsEveryWordApart(_ position: Position) -> Bool? {
    let candidates = position.candidates
    let width = solver.table.columns.count
    let columnRows = solver.columnRows
    // The budget and the mark in locals, the tables' storage held once for every guess tried:
    // this runs for thousands of guesses per position.
    var budget = self.budget
    var mark = self.mark
    defer {
      self.budget = budget
      self.mark = mark
    }
    return solver.table.codes.withUnsafeBufferPointer { codes in
      seen.withUnsafeMutableBufferPointer { seen -> Bool? in
        /// Whether every outcome of `row` over the candidates holds one word.
        func tellsApart(_ row: Int32) -> Bool {
          budget -= candidates.count
          mark &+= 1
          let line = codes.baseAddress! + Int(row) * width
          for column in candidates {
            let pattern = Int(line[Int(column)])
            if seen[pattern] == mark { return false }
            seen[pattern] = mark
          }
          return true
        }
        /// The first of `rows` that tells the words apart: true; none: false; out of budget: nil.
        func search(_ rows: some Sequence<Int32>) -> Bool? {
          for row in rows {
            guard budget > 0 else { return nil }
            if tellsApart(row) { return true }
          }
          return false
        }
        // The words themselves first, then every allowed guess (no array of them is built).
        let amongWords = search(candidates.lazy.map { columnRows[Int($0)] })
        guard amongWords == false else { return amongWords }
        if let allowed = position.allowed { return search(allowed) }
        return search(0..<Int32(solver.table.guesses.count))
      }
    }
  }

  /// The `width` guesses whose largest outcome is smallest, each tried with all its outcomes.
  private func searchGuesses(_ position: Position, left: Int) -> (found: Bool?, row: Int32?) {
    let n = position.candidates.count
    // Every allowed guess is charged to the budget as scanned, but only those that split the
    // enclosing position searched can split this part of it: the others are passed over.
    budget -= (position.allowed?.count ?? solver.table.guesses.count) * n
    var ranked: [(row: Int32, largest: Int32)] = []
    ranked.reserveCapacity(width + 1)
    var splitting: [Int32] = []
    let rows = rowsToScan(position)
    let candidates = position.candidates
    let columnCount = solver.table.columns.count
    let width = self.width
    // The tables' storage held once for every guess scanned (thousands per position).
    solver.table.codes.withUnsafeBufferPointer { codes in
      counts.withUnsafeMutableBufferPointer { counts in
        for row in rows {
          // The most words one outcome of `row` holds among the candidates.
          let line = codes.baseAddress! + Int(row) * columnCount
          var largest: Int32 = 0
          for column in candidates {
            let pattern = Int(line[Int(column)])
            counts[pattern] &+= 1
            largest = max(largest, counts[pattern])
          }
          for column in candidates { counts[Int(line[Int(column)])] = 0 }
          guard Int(largest) < n else { continue }
          splitting.append(row)
          if ranked.count < width || largest < ranked[ranked.count - 1].largest {
            var index = ranked.count
            while index > 0 && largest < ranked[index - 1].largest { index -= 1 }
            ranked.insert((row, largest), at: index)
            if ranked.count > width { ranked.removeLast() }
          }
        }
      }
    }
    splitters.append(splitting)
    defer { splitters.removeLast() }
    var unknown = false
    for (row, _) in ranked {
      switch everyOutcomeFinishes(row, at: position, within: left - 1) {
      case true?: return (true, row)
      case nil: unknown = true
      case false?: break
      }
    }
    return (unknown || budget <= 0 ? nil : false, nil)
  }

  /// The guesses that split each position being searched (the innermost last): a guess that
  /// splits none of a position's words splits none of any part of them.
  private var splitters: [[Int32]] = []

  /// The guesses worth scanning at a position (`Position.rows(splitting:guessCount:)`).
  private func rowsToScan(_ position: Position) -> [Int32] {
    position.rows(splitting: splitters.last, guessCount: solver.table.guesses.count)
  }
}
