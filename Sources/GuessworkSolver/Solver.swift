import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif
import GuessworkEngine

/// Chooses guesses over a `PatternTable`: the most informative guess (entropy of its pattern
/// distribution over the candidates, in bits), and with look-ahead the guess among the most
/// informative that makes the round shortest on average; with few words left (`exactLimit`),
/// the guess that does so exactly, over every guess.
///
/// Look-ahead plays each weighed guess out: every pattern group it leaves is finished by the
/// information-only policy and the expected number of guesses counted exactly (a guess beyond the
/// sixth costs a penalty of 100, so plays that can lose are avoided). Because the policy played
/// out is the baseline, the chosen guess is never worse than the baseline's own (a rollout).
/// Groups of one or two words are finished by guessing a word of the group.
public final class Solver: Sendable {
  public let table: PatternTable
  public let isHardMode: Bool
  public let strategy: Strategy
  let guessCodes: [UInt64]
  /// Each guess's `letterMask`: hard mode filters thousands of guesses at every position.
  let guessLetters: [UInt32]
  /// The table row of each column's word.
  let columnRows: [Int32]
  /// n·log₂ n for n up to the number of columns.
  private let nLogN: [Double]

  static let failurePenalty = 100.0
  /// The guesses a round allows: the solver plays one board of the standard rows.
  static let rows = RoundShape.standardRows

  /// Every column's word must be one of the table's guesses.
  public init(table: PatternTable, hardMode: Bool, strategy: Strategy = .lookAhead) {
    self.table = table
    isHardMode = hardMode
    self.strategy = strategy
    guessCodes = table.guesses.map(\.code)
    guessLetters = table.guesses.map { letterMask($0.code, length: $0.length) }
    var rows: [Int32] = []
    rows.reserveCapacity(table.columns.count)
    for word in table.columns {
      let row = table.guesses.sortedIndex(of: word)
      precondition(row != nil, "\(word) is a column but not a guess")
      rows.append(Int32(row!))
    }
    columnRows = rows
    nLogN = (0...table.columns.count).map { $0 < 2 ? 0 : Double($0) * log2(Double($0)) }
  }

  /// The start of a round: every column possible, every guess allowed.
  public var start: Position {
    Position(candidates: (0..<Int32(table.columns.count)).map { $0 })
  }

  // MARK: Information

  /// The `keep` most informative guesses, best first (ties toward a possible answer), among the
  /// allowed rows, or among the candidates themselves.
  public func rank(_ position: Position, keep: Int, candidatesOnly: Bool = false) -> [Choice] {
    let candidates = position.candidates
    var isCandidate = [Bool](repeating: false, count: table.guesses.count)
    for column in candidates { isCandidate[Int(columnRows[Int(column)])] = true }
    let rows: [Int32] =
      candidatesOnly
      ? candidates.map { columnRows[Int($0)] }
      : position.allowed ?? (0..<Int32(table.guesses.count)).map { $0 }
    var best: [Choice] = []
    best.reserveCapacity(keep + 1)
    var counts = [Int32](repeating: 0, count: table.patternCount)
    let width = table.columns.count
    let small = candidates.count < table.patternCount
    table.codes.withUnsafeBufferPointer { codes in
      candidates.withUnsafeBufferPointer { columns in
        nLogN.withUnsafeBufferPointer { nLogN in
          counts.withUnsafeMutableBufferPointer { counts in
            for row in rows {
              let line = codes.baseAddress! + Int(row) * width
              for column in columns { counts[Int(line[Int(column)])] &+= 1 }
              var spread = 0.0
              if small {
                for column in columns {
                  let pattern = Int(line[Int(column)])
                  let count = counts[pattern]
                  if count != 0 {
                    spread += nLogN[Int(count)]
                    counts[pattern] = 0
                  }
                }
              } else {
                for pattern in 0..<table.patternCount where counts[pattern] != 0 {
                  spread += nLogN[Int(counts[pattern])]
                  counts[pattern] = 0
                }
              }
              let choice = Choice(row: row, spread: spread, isCandidate: isCandidate[Int(row)])
              if best.count < keep || choice.isBetter(than: best[best.count - 1]) {
                var index = best.count
                while index > 0 && choice.isBetter(than: best[index - 1]) { index -= 1 }
                best.insert(choice, at: index)
                if best.count > keep { best.removeLast() }
              }
            }
          }
        }
      }
    }
    return best
  }

  /// Expected information of a choice over `count` candidates, in bits.
  public func bits(of choice: Choice, over count: Int) -> Double {
    count < 2 ? 0 : max(0, log2(Double(count)) - choice.spread / Double(count))
  }

  /// The expected information of one guess (a row) at a position, in bits.
  public func expectedBits(row: Int32, at position: Position) -> Double {
    let n = position.candidates.count
    var counts = [Int](repeating: 0, count: table.patternCount)
    for column in position.candidates {
      counts[Int(table.codes[Int(row) * table.columns.count + Int(column)])] += 1
    }
    let spread = counts.reduce(0.0) { $0 + nLogN[$1] }
    return n < 2 ? 0 : max(0, log2(Double(n)) - spread / Double(n))
  }

  // MARK: Splitting

  /// The candidates grouped by the pattern `row` would show, in pattern order.
  func groups(of row: Int32, in candidates: [Int32]) -> [(pattern: Pattern, members: [Int32])] {
    let line = Int(row) * table.columns.count
    // A few words (the exact search, its innermost loop): sorted by pattern in place, rather than
    // counted in arrays as long as the patterns (2,187 for seven letters).
    if candidates.count <= 16 {
      var pairs: [(pattern: UInt16, column: Int32)] = candidates.map { (table.codes[line + Int($0)], $0) }
      // Insertion sort: stable, so each group keeps the candidates' order.
      for index in 1..<max(1, pairs.count) {
        let pair = pairs[index]
        var slot = index
        while slot > 0 && pairs[slot - 1].pattern > pair.pattern {
          pairs[slot] = pairs[slot - 1]
          slot -= 1
        }
        pairs[slot] = pair
      }
      var groups: [(pattern: Pattern, members: [Int32])] = []
      for pair in pairs {
        if let last = groups.last, last.pattern.code == pair.pattern {
          groups[groups.count - 1].members.append(pair.column)
        } else {
          groups.append((Pattern(code: pair.pattern, length: table.length), [pair.column]))
        }
      }
      return groups
    }
    var counts = [Int32](repeating: 0, count: table.patternCount)
    for column in candidates { counts[Int(table.codes[line + Int(column)])] += 1 }
    var slot = [Int32](repeating: -1, count: table.patternCount)
    var groups: [(pattern: Pattern, members: [Int32])] = []
    for pattern in 0..<table.patternCount where counts[pattern] > 0 {
      slot[pattern] = Int32(groups.count)
      var members: [Int32] = []
      members.reserveCapacity(Int(counts[pattern]))
      groups.append((Pattern(code: UInt16(pattern), length: table.length), members))
    }
    for column in candidates {
      groups[Int(slot[Int(table.codes[line + Int(column)])])].members.append(column)
    }
    return groups
  }

  /// The position after playing `row` and seeing `pattern`, whose candidates are `members`.
  public func position(after position: Position, row: Int32, pattern: Pattern, members: [Int32])
    -> Position
  {
    var allowed: [Int32]? = nil
    if isHardMode {
      allowed = RowConstraint(guess: table.guesses[Int(row)], pattern: pattern)
        .filter(position.allowed, codes: guessCodes, letters: guessLetters)
    }
    return Position(candidates: members, allowed: allowed, guessesMade: position.guessesMade + 1)
  }

  /// The position after playing `row` when the answer is the word of column `answer`.
  public func position(after position: Position, row: Int32, answer: Int32) -> Position {
    let line = Int(row) * table.columns.count
    let pattern = table.codes[line + Int(answer)]
    let members = position.candidates.filter { table.codes[line + Int($0)] == pattern }
    return self.position(
      after: position, row: row, pattern: Pattern(code: pattern, length: table.length), members: members)
  }

  // MARK: Choosing

  /// The most informative allowed guess (ties toward a possible answer).
  public func mostInformative(_ position: Position) -> Choice {
    if let perfect = perfectCandidate(position) { return perfect }
    return rank(position, keep: 1)[0]
  }

  /// A possible answer that tells every candidate apart, when there is one (checked for small
  /// sets only, where it is cheap): exactly what `rank` would pick first, found faster.
  private func perfectCandidate(_ position: Position) -> Choice? {
    let candidates = position.candidates
    guard candidates.count <= 12 else { return nil }
    let width = table.columns.count
    outer: for column in candidates {
      let row = columnRows[Int(column)]
      var seen = [Bool](repeating: false, count: table.patternCount)
      for other in candidates {
        let pattern = Int(table.codes[Int(row) * width + Int(other)])
        if seen[pattern] { continue outer }
        seen[pattern] = true
      }
      return Choice(row: row, spread: 0, isCandidate: true)
    }
    return nil
  }

  /// Positions of at most this many words are played (and valued by the review) exactly: the guess
  /// with the fewest expected guesses to finish, over every allowed guess (see `ValueSearch`).
  public static let exactLimit = 12

  /// The solver's guess at a position (a row of the table). One or two words left: the first of
  /// them. Otherwise the most informative guess; with look-ahead, the exact best up to
  /// `exactLimit` words, and above that the best of the weighed ones.
  /// `parallel` spreads the weighing over the cores (the opening, where it is expensive).
  /// `thorough` gives the six-guess check its whole budget: for the decisions worked out ahead and
  /// shipped (the replies to the opening), not those a review makes while the player waits (see
  /// `liveCheck`).
  public func decide(_ position: Position, parallel: Bool = false, thorough: Bool = false) -> Choice {
    decide(position, parallel: parallel, thorough: thorough, search: nil)
  }

  /// `decide`, its exact search sharing what it finds with `search` (a review values the same
  /// position's guesses after asking for the solver's move).
  func decide(
    _ position: Position, parallel: Bool = false, thorough: Bool = false, search shared: ValueSearch?
  ) -> Choice {
    let candidates = position.candidates
    precondition(!candidates.isEmpty, "no word is possible")
    if candidates.count <= 2 {
      return Choice(row: columnRows[Int(candidates[0])], spread: 0, isCandidate: true)
    }
    guard strategy.looksAhead else { return mostInformative(position) }
    if let perfect = perfectCandidate(position) { return perfect }
    if candidates.count <= Solver.exactLimit {
      let search = shared ?? ValueSearch(solver: self)
      let exact = search.exactBest(position)
      var best = (row: exact.row, worst: search.worstCase(exact.row, at: position))
      // The best on average; when it could run the round to its sixth guess, a guess as good on
      // average that cannot is taken instead (`steadiest`: ties broken by the worst case).
      if position.guessesMade + best.worst >= Solver.rows {
        best = search.steadiest(position, best: exact)
      }
      // The average does not count the six-guess limit: late in a round the choice is played
      // only if it cannot lose (m words never take more than m guesses), else the look-ahead
      // below, which does.
      let left = Solver.rows - position.guessesMade
      if candidates.count <= left || best.worst <= left { return choice(best.row, at: position) }
    }
    var options = rank(position, keep: strategy.width)
    for choice in rank(position, keep: strategy.candidateWidth, candidatesOnly: true)
    where !options.contains(where: { $0.row == choice.row }) {
      options.append(choice)
    }
    let weighed: [(cost: Double, losesSome: Bool)]
    if parallel {
      // The best cost so far is shared, so each core prunes against the other's finds. An option
      // cut short costs more than some other, so the choice is the same as in one thread.
      let options = options
      let shared = Locked(Double.infinity)
      weighed = Parallel.map(options.count) { index in
        let losses = LossWatch()
        let cost = self.expectedGuesses(
          options[index].row, at: position, bound: shared.withLock { $0 }, losses: losses)
        shared.withLock { $0 = min($0, cost) }
        return (cost, losses.seen)
      }
    } else {
      var bound = Double.infinity
      // The options' play-outs meet many of the same positions: each is valued once.
      let memo = Rollouts()
      weighed = options.map { option in
        let losses = LossWatch()
        let cost = expectedGuesses(option.row, at: position, bound: bound, memo: memo, losses: losses)
        bound = min(bound, cost)
        return (cost, losses.seen)
      }
    }
    let costs = weighed.map(\.cost)
    var best = 0
    for index in options.indices where costs[index] < costs[best] - 1e-12 { best = index }
    // In hard mode the six-guess check is costly (every position is also the guesses it allows,
    // so the search remembers nothing): it runs only when the chosen guess's play-out, itself a
    // way to finish, lost a word. Normal mode always checks (its play-outs remember positions, so
    // a loss may go unseen there).
    guard !isHardMode || weighed[best].losesSome else { return options[best] }
    let order = options.indices.sorted { costs[$0] < costs[$1] || costs[$0] == costs[$1] && $0 < $1 }
    if position.guessesMade == 0 { return surelyFinishingOpening(order.map { options[$0] }, at: position) }
    let budget = thorough ? FinishSearch.fullBudget : isHardMode ? Solver.liveHardModeCheck : Solver.liveCheck
    return surelyFinishing(order.map { options[$0] }, at: position, budget: budget)
  }

  // MARK: The six-guess limit

  /// The look-ahead's choice (first of `options`, cheapest first), unless it may run the round past
  /// its sixth guess while another guess surely finishes it (`FinishSearch`): then the cheapest
  /// weighed guess that does, else the most splitting one the search found.
  private func surelyFinishing(_ options: [Choice], at position: Position, budget: Int) -> Choice {
    let search = FinishSearch(solver: self, budget: budget)
    guard search.finishes(options[0].row, at: position) == false else { return options[0] }
    for option in options.dropFirst() where search.finishes(option.row, at: position) == true {
      return option
    }
    guard let row = search.finishingGuess(position) else { return options[0] }
    return choice(row, at: position)
  }

  /// The first guess of a round: the cheapest weighed one from which every answer can surely be
  /// found within six guesses; when none of them can, the most informative such guess among the
  /// next `openingReach`, weighed on both cores; when none is found, the cheapest. (The Spanish
  /// four-letter words' cheapest openings, RALO, TARO and others, each leave 100 words or so of
  /// the _A_A kind that no order of guesses sorts out in time: MARO does.)
  private func surelyFinishingOpening(_ options: [Choice], at position: Position) -> Choice {
    var tried = Set(options.map(\.row))
    let more = rank(position, keep: Solver.openingReach).filter { tried.insert($0.row).inserted }
    let ordered = options + more
    var start = 0
    while start < ordered.count {
      let batch = Array(ordered[start..<min(ordered.count, start + 2 * Parallel.cores)])
      let finishes = Parallel.map(batch.count) { index in
        FinishSearch(solver: self).finishes(batch[index].row, at: position) == true
      }
      if let index = finishes.firstIndex(of: true) { return batch[index] }
      start += batch.count
    }
    return options[0]
  }

  /// How many of the most informative first guesses are searched for a sure finish when the
  /// weighed ones have none.
  static let openingReach = 60

  /// The six-guess check's budget (words scanned) in a decision made live, while a review is
  /// waited for: where no guess can surely finish (Spanish four letters after TALA: the _ATA
  /// words; English four after RASH), the search runs to its budget, and the whole one (100 M)
  /// took up to 150–250 ms of a review. These find the sure finish wherever the shipped lists'
  /// solver rounds need one past their second guess (3 M in normal mode loses Spanish four
  /// letters' one round); the opening and its replies, where the deeper search is needed (French
  /// hard mode: RAINE, then _ENTE and _ONTE), are decided `thorough` and shipped.
  static let liveCheck = 10_000_000
  /// Hard mode's: a hard-mode position is also the guesses its hints allow, so the search
  /// remembers nothing there and each word scanned costs more.
  static let liveHardModeCheck = 3_000_000

  /// The decisions made ahead and shipped: the opening (no guess made) and its replies (one).
  /// The solver's own round makes them `thorough`, as the generator did.
  public static let shippedDepth = 1

  /// A guess chosen by its value rather than its information (no spread weighed).
  private func choice(_ row: Int32, at position: Position) -> Choice {
    Choice(row: row, spread: 0, isCandidate: position.candidates.contains { columnRows[Int($0)] == row })
  }

  // MARK: Expected game length

  /// The cost of a guess beyond the sixth, noted in `losses`.
  private func penalty(_ guessNumber: Int, _ losses: LossWatch? = nil) -> Double {
    guard guessNumber > Solver.rows else { return 0 }
    losses?.seen = true
    return Solver.failurePenalty
  }

  /// Expected guesses to finish from `position` when `row` is played now and the information-only
  /// policy after it; `.infinity` as soon as it surely exceeds `bound`.
  func expectedGuesses(
    _ row: Int32, at position: Position, bound: Double = .infinity, memo: Rollouts? = nil,
    losses: LossWatch? = nil
  ) -> Double {
    let n = Double(position.candidates.count)
    let groups = self.groups(of: row, in: position.candidates)
    var total = n * (1 + penalty(position.guessesMade + 1, losses))
    // A group of m words needs at least 2m − 1 more guesses in all (one word per guess at best).
    var rest = 0.0
    for group in groups where !group.pattern.isWin { rest += Double(2 * group.members.count - 1) }
    if (total + rest) / n > bound + 1e-12 { return .infinity }
    for group in groups.sorted(by: { $0.members.count > $1.members.count })
    where !group.pattern.isWin {
      let next = self.position(
        after: position, row: row, pattern: group.pattern, members: group.members)
      let m = Double(group.members.count)
      total += m * baselineGuesses(next, memo: memo, losses: losses)
      rest -= 2 * m - 1
      if (total + rest) / n > bound + 1e-12 { return .infinity }
    }
    return total / n
  }

  /// Expected guesses to finish from `position` by the information-only policy.
  func baselineGuesses(_ position: Position, memo: Rollouts? = nil, losses: LossWatch? = nil) -> Double {
    let made = position.guessesMade
    switch position.candidates.count {
    case 1: return 1 + penalty(made + 1, losses)
    case 2: return 1 + penalty(made + 1, losses) + 0.5 * (1 + penalty(made + 2, losses))
    default:
      // Normal mode only: a hard-mode position is also the guesses it allows, long to compare.
      guard let memo, position.allowed == nil else {
        return expectedGuesses(mostInformative(position).row, at: position, memo: memo, losses: losses)
      }
      let key = Rollouts.Key(candidates: position.candidates, guessesMade: made)
      if let known = memo.values[key] { return known }
      let value = expectedGuesses(mostInformative(position).row, at: position, memo: memo, losses: losses)
      memo.values[key] = value
      return value
    }
  }
}

/// The values of positions met while playing out the options of one decision (normal mode): the
/// options' play-outs often meet the same small positions. One decision, one thread.
final class Rollouts {
  struct Key: Hashable {
    let candidates: [Int32]
    /// The six-guess penalty depends on it.
    let guessesMade: Int
  }
  var values: [Key: Double] = [:]
}

/// Whether a play-out went past the sixth guess on some answer (values remembered in `Rollouts`
/// are not replayed, so only a play-out without a memo, as in hard mode, sees every loss).
final class LossWatch {
  var seen = false
}
