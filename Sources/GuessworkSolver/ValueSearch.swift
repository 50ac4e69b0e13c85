import GuessworkEngine

/// The **value** of a position: the expected number of guesses still needed to find the answer,
/// the next guess included, every word still possible equally likely, playing the best way from
/// there. A guess's value at a position is 1 + Σ over its outcomes other than "solved" of
/// (words in the outcome ÷ words now) × the value of the outcome. The six-guess limit is not
/// counted: the value says what a choice costs, not whether the round was still winnable.
///
/// Up to `Solver.exactLimit` words the value is **exact**: the minimum over every guess the
/// position allows (every accepted word; in hard mode those keeping every hint), found by a
/// search that proves each guess it skips cannot be better. Above that it is an **estimate**:
/// the guess is played, and each outcome is finished by the most informative guess, down to
/// outcomes small enough to be valued exactly.
///
/// One search remembers the values it has found (a position is its words, and in hard mode the
/// guesses it allows), so the values of a review's guesses share their work. Not thread-safe: one
/// search per thread.
final class ValueSearch {
  let solver: Solver
  /// Exact values and estimates found so far, by position. Hard mode's positions are remembered
  /// too, with the guesses they allow: without it, a family of look-alike words (BATE, DATE, FATE,
  /// …), where hard mode allows only the family's words and each tells one word apart, was
  /// searched again along every order of the family (12! paths), and one opening took an hour.
  private var exact: [Key: (row: Int32, value: Double)] = [:]
  private var estimates: [Key: Double] = [:]

  private struct Key: Hashable {
    let candidates: [Int32]
    let allowed: [Int32]?

    init(_ position: Position) {
      candidates = position.candidates
      allowed = position.allowed
    }

    init(candidates: [Int32]) {
      self.candidates = candidates
      allowed = nil
    }

    /// The words, and of hard mode's allowed guesses their count and a few of them: hashing
    /// every allowed guess (hundreds to thousands) cost more than the lookup saved, and two
    /// positions of the same words whose allowed guesses agree there are told apart by `==`.
    func hash(into hasher: inout Hasher) {
      hasher.combine(candidates)
      guard let allowed else { return hasher.combine(-1) }
      let count = allowed.count
      hasher.combine(count)
      guard count > 0 else { return }
      // No array of the places: this runs at every lookup.
      hasher.combine(allowed[0])
      hasher.combine(allowed[count / 4])
      hasher.combine(allowed[count / 2])
      hasher.combine(allowed[3 * count / 4])
      hasher.combine(allowed[count - 1])
    }
  }
  /// Which patterns a scanned guess has shown (`seen[pattern] == mark`), reset by a new mark. A
  /// pointer rather than an array: the scan is the search's innermost loop, and an array property
  /// of a class is checked for exclusive access at every element.
  private let seen: UnsafeMutablePointer<Int32>
  private var mark: Int32 = 0
  /// The number of each pattern seen by `split` (valid where `seen` holds the mark).
  private let labels: UnsafeMutablePointer<UInt8>

  init(solver: Solver) {
    self.solver = solver
    seen = .allocate(capacity: solver.table.patternCount)
    seen.initialize(repeating: 0, count: solver.table.patternCount)
    labels = .allocate(capacity: solver.table.patternCount)
    labels.initialize(repeating: 0, count: solver.table.patternCount)
  }

  deinit {
    seen.deallocate()
    labels.deallocate()
  }

  /// The fewest guesses `m` words can need on average, even if every guess split them perfectly:
  /// one guess per word at best, so m words cost at least 2m − 1 guesses in all (one of them is
  /// guessed first, the others need a second guess each at best).
  private static func floor(_ m: Int) -> Double { Double(2 * m - 1) }

  // MARK: Exact

  /// The exact value of a position of at most `Solver.exactLimit` words.
  func exactValue(_ position: Position) -> Double {
    exactBest(position).value
  }

  /// The best guess at a position and its exact value. Ties go to a possible answer, then to the
  /// earlier word: the order `Solver.decide` has always preferred.
  func exactBest(_ position: Position) -> (row: Int32, value: Double) {
    let candidates = position.candidates
    let n = candidates.count
    let first = solver.columnRows[Int(candidates[0])]
    if n == 1 { return (first, 1) }
    if n == 2 { return (first, 1.5) }
    let key = Key(position)
    if let known = exact[key] { return known }
    // A possible answer that tells every other word apart cannot be beaten (the first of them).
    let perfect = 1 + Double(n - 1) / Double(n)
    for column in candidates {
      let row = solver.columnRows[Int(column)]
      if split(row, candidates).outcomes == n {
        exact[key] = (row, perfect)
        return (row, perfect)
      }
    }
    // The guesses worth weighing, by their number of outcomes. A guess that splits nothing only
    // adds a guess (and would weigh the same words again). In normal mode a guess that is not one
    // of these words is worth what its split of them is worth: of the guesses splitting them
    // alike, only the first (the earliest word, which a tie would choose) is weighed. In hard
    // mode what a guess allows next differs too.
    var byOutcomes = [[Int32]](repeating: [], count: n + 1)
    var splitting: [Int32] = []
    let scanned = rowsToScan(position)
    var splits = SignatureSet(capacity: position.allowed == nil && n <= 16 ? scanned.count : 0)
    for row in scanned {
      let split = self.split(row, candidates)
      guard split.outcomes > 1 else { continue }
      if splits.isEnabled && !splits.insert(split.signature) { continue }
      byOutcomes[split.outcomes].append(row)
      splitting.append(row)
    }
    // A guess that splits none of these words splits none of any part of them, and guesses that
    // split these alike split any part alike: the positions searched below (parts of this one)
    // scan only the guesses weighed here.
    splitters.append(splitting)
    defer { splitters.removeLast() }
    var bestRow: Int32 = -1
    var best = Double.infinity
    // Possible answers first: they can win at once, so they are usually best.
    for column in candidates {
      let row = solver.columnRows[Int(column)]
      let value = guessValue(row, at: position, bound: best)
      if value < best - 1e-12 {
        best = value
        bestRow = row
      }
    }
    // Any other guess leaves every word to guess again: at least 1 + (2n − k) / n for a guess
    // with k outcomes, so at least 2, and worth weighing only when that bound beats the best.
    // The guesses are weighed most outcomes first, so the best is found early and the search
    // stops at the first count whose bound cannot beat it; an earlier word as good as a best
    // that is not a possible answer replaces it (the alphabetical order's choice).
    var bestIsAnswer = true
    outer: for outcomes in stride(from: n, to: 1, by: -1) {
      let floor = 1 + Double(2 * n - outcomes) / Double(n)
      guard floor < best + 1e-12 else { break }
      for row in byOutcomes[outcomes] {
        // Only an earlier word can take a tie, and only from a guess that is not an answer.
        let takesTie = !bestIsAnswer && row < bestRow
        guard floor < best - 1e-12 || takesTie && floor < best + 1e-12 else {
          if bestIsAnswer || row > bestRow { continue outer }
          continue
        }
        let value = guessValue(row, at: position, bound: takesTie ? best + 2e-12 : best)
        if value < best - 1e-12 || takesTie && value < best + 1e-12 {
          best = value
          bestRow = row
          bestIsAnswer = false
        }
      }
    }
    precondition(bestRow >= 0, "no guess is allowed")
    exact[key] = (bestRow, best)
    return (bestRow, best)
  }

  /// The guesses that split the words of the position being searched, for each position on the
  /// search's path (the innermost last): a superset of those that can split a part of it.
  private var splitters: [[Int32]] = []

  /// The guesses worth scanning at a position (`Position.rows(splitting:guessCount:)`).
  private func rowsToScan(_ position: Position) -> [Int32] {
    position.rows(splitting: splitters.last, guessCount: solver.table.guesses.count)
  }

  /// How many different outcomes `row` can meet over these words, and how it splits them: each
  /// word's outcome numbered in order of first appearance, four bits a word (at most
  /// `Solver.exactLimit` words), so guesses splitting the words alike have one signature.
  private func split(_ row: Int32, _ candidates: [Int32]) -> (outcomes: Int, signature: UInt64) {
    mark &+= 1
    let mark = self.mark
    let seen = self.seen
    let labels = self.labels
    var outcomes = 0
    var signature: UInt64 = 0
    let line = Int(row) * solver.table.columns.count
    solver.table.codes.withUnsafeBufferPointer { codes in
      candidates.withUnsafeBufferPointer { candidates in
        for (index, column) in candidates.enumerated() {
          let pattern = Int(codes[line + Int(column)])
          if seen[pattern] != mark {
            seen[pattern] = mark
            labels[pattern] = UInt8(truncatingIfNeeded: outcomes)
            outcomes += 1
          }
          signature |= UInt64(labels[pattern]) << UInt64(4 * index)
        }
      }
    }
    return (outcomes, signature)
  }


  /// The exact value of playing `row` at a position of at most `Solver.exactLimit` words, or
  /// `.infinity` as soon as it cannot come under `bound`.
  func guessValue(_ row: Int32, at position: Position, bound: Double = .infinity) -> Double {
    let n = Double(position.candidates.count)
    let groups = solver.groups(of: row, in: position.candidates)
    // A guess that leaves every word as it was costs a guess more than the position itself.
    if groups.count == 1 && !groups[0].pattern.isWin { return .infinity }
    var total = n
    var rest = 0.0
    for group in groups where !group.pattern.isWin { rest += Self.floor(group.members.count) }
    if (total + rest) / n >= bound - 1e-12 { return .infinity }
    for group in groups.sorted(by: { $0.members.count > $1.members.count })
    where !group.pattern.isWin {
      let m = group.members.count
      total += Double(m) * exactValue(after: position, row: row, group: group)
      rest -= Self.floor(m)
      if (total + rest) / n >= bound - 1e-12 { return .infinity }
    }
    return total / n
  }

  private func exactValue(
    after position: Position, row: Int32, group: (pattern: Pattern, members: [Int32])
  ) -> Double {
    switch group.members.count {
    case 1: return 1
    case 2: return 1.5
    default:
      if position.allowed == nil, let known = exact[Key(candidates: group.members)] { return known.value }
      return exactValue(
        solver.position(after: position, row: row, pattern: group.pattern, members: group.members))
    }
  }

  /// Among the guesses as good as `best` on average (the same exact value), the one whose worst
  /// case is fewest guesses, and that worst case: the average decides, the worst case only breaks
  /// its ties, so the choice keeps the best value (and a review's skill 99) while a round never
  /// runs longer than it must. Possible answers are weighed first, then every other guess.
  func steadiest(_ position: Position, best: (row: Int32, value: Double)) -> (row: Int32, worst: Int) {
    var chosen = (row: best.row, worst: worstCase(best.row, at: position))
    // Two guesses at the least for three words or more (one of them can be guessed first).
    guard chosen.worst > 2 else { return chosen }
    let candidateRows = position.candidates.map { solver.columnRows[Int($0)] }
    let others = (position.allowed ?? Array(0..<Int32(solver.table.guesses.count)))
      .filter { !candidateRows.contains($0) }
    let n = position.candidates.count
    for (index, row) in (candidateRows + others).enumerated() where row != best.row {
      // A guess that is not a possible answer costs at least 1 + (2n − k) / n with k outcomes
      // (as in `exactBest`): most are passed over without being weighed.
      if index >= candidateRows.count {
        let outcomes = split(row, position.candidates).outcomes
        guard outcomes > 1, 1 + Double(2 * n - outcomes) / Double(n) <= best.value + 1e-9 else {
          continue
        }
      }
      guard guessValue(row, at: position, bound: best.value + 1e-9) <= best.value + 1e-9 else {
        continue
      }
      let worst = worstCase(row, at: position)
      if worst < chosen.worst {
        chosen = (row, worst)
        if worst <= 2 { break }
      }
    }
    return chosen
  }

  /// The most guesses playing `row` and then the exact best (`exactBest`) can take to finish,
  /// `row` included, at a position of at most `Solver.exactLimit` words.
  func worstCase(_ row: Int32, at position: Position) -> Int {
    var worst = 0
    for group in solver.groups(of: row, in: position.candidates) {
      if group.pattern.isWin {
        worst = max(worst, 1)
        continue
      }
      let next = solver.position(
        after: position, row: row, pattern: group.pattern, members: group.members)
      let rest =
        group.members.count <= 2
        ? group.members.count : worstCase(exactBest(next).row, at: next)
      worst = max(worst, 1 + rest)
    }
    return worst
  }

  // MARK: Any size

  /// The value of a position: exact up to `Solver.exactLimit` words, else the estimate.
  func value(_ position: Position) -> Double {
    let n = position.candidates.count
    if n <= Solver.exactLimit {
      return exactValue(position)
    }
    if let known = estimates[Key(position)] { return known }
    let estimate = outcomes(of: solver.mostInformative(position).row, at: position).value
    estimates[Key(position)] = estimate
    return estimate
  }

  /// Every outcome of playing `row` at a position: its pattern, its words and the value of what it
  /// leaves (0 when it is the win); and the guess's value, their average plus the guess itself.
  func outcomes(of row: Int32, at position: Position) -> GuessValue {
    let n = Double(position.candidates.count)
    var list: [GuessValue.Outcome] = []
    var total = 0.0
    for group in solver.groups(of: row, in: position.candidates) {
      let cost =
        group.pattern.isWin
        ? 0
        : value(
          solver.position(
            after: position, row: row, pattern: group.pattern, members: group.members))
      list.append(.init(pattern: group.pattern, words: group.members.count, guessesLeft: cost))
      total += Double(group.members.count) * cost
    }
    return GuessValue(
      value: 1 + total / n, outcomes: list,
      isExact: position.candidates.count <= Solver.exactLimit)
  }
}

/// A set of split signatures (never 0: a split into one outcome is never added), open addressing
/// in one array: the exact search adds thousands per position, where `Set` spent more on hashing
/// than the scan that made them.
private struct SignatureSet {
  private var slots: [UInt64]
  private let mask: Int

  /// Room for `capacity` signatures; 0 makes a set that is not used (`isEnabled` false).
  init(capacity: Int) {
    var size = 1
    while size < 2 * capacity { size <<= 1 }
    slots = [UInt64](repeating: 0, count: capacity == 0 ? 0 : size)
    mask = size - 1
  }

  var isEnabled: Bool { !slots.isEmpty }

  /// Adds `signature`; false when it was there already.
  mutating func insert(_ signature: UInt64) -> Bool {
    var index = Int(truncatingIfNeeded: (signature &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    while slots[index] != 0 {
      if slots[index] == signature { return false }
      index = (index + 1) & mask
    }
    slots[index] = signature
    return true
  }
}

/// A guess weighed at a position: its value and each outcome it could have met.
public struct GuessValue: Sendable, Hashable {
  public struct Outcome: Sendable, Hashable {
    public let pattern: Pattern
    /// How many of the possible words give this outcome.
    public let words: Int
    /// The value of the position it leaves: guesses still needed after this one (0: solved).
    public let guessesLeft: Double
  }

  /// Expected guesses to finish, this one included.
  public let value: Double
  public let outcomes: [Outcome]
  /// Whether `value` is exact (few enough words) rather than the estimate.
  public let isExact: Bool
}
