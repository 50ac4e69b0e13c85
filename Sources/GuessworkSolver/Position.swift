/// What the solver knows at one point of a round, in the rows and columns of its `PatternTable`.
public struct Position: Sendable, Hashable {
  /// The columns (words) still possible, in table order.
  public var candidates: [Int32]
  /// Hard mode: the rows (guesses) that keep every hint so far; `nil` when every guess is allowed.
  public var allowed: [Int32]?
  /// How many guesses the round has used.
  public var guessesMade: Int

  public init(candidates: [Int32], allowed: [Int32]? = nil, guessesMade: Int = 0) {
    self.candidates = candidates
    self.allowed = allowed
    self.guessesMade = guessesMade
  }
}

/// A guess the solver weighs: its row, and how it splits the candidates.
public struct Choice: Sendable, Hashable {
  public let row: Int32
  /// Σ nₚ·log₂ nₚ over the guess's pattern groups: the lower, the more informative
  /// (expected bits = log₂ n − this / n).
  public let spread: Double
  /// Whether the guess can itself be the answer.
  public let isCandidate: Bool

  /// More informative first; on a tie (within rounding) a possible answer, then the earlier word.
  func isBetter(than other: Choice) -> Bool {
    if spread < other.spread - 1e-9 { return true }
    if spread > other.spread + 1e-9 { return false }
    if isCandidate != other.isCandidate { return isCandidate }
    return row < other.row
  }
}

/// How the solver chooses its guesses.
public struct Strategy: Sendable, Hashable {
  /// How many of the most informative guesses the look-ahead weighs by expected game length
  /// (0: no look-ahead; play the most informative guess).
  public var width: Int
  /// How many of the most informative possible answers it weighs as well.
  public var candidateWidth: Int

  public init(width: Int, candidateWidth: Int) {
    self.width = width
    self.candidateWidth = candidateWidth
  }

  /// The game's solver: the 12 most informative guesses and 4 most informative possible answers,
  /// each played out (the rest of the round by information alone); the shortest expected round
  /// wins.
  public static let lookAhead = Strategy(width: 12, candidateWidth: 4)
  /// The most informative guess, ties toward a possible answer: the baseline that look-ahead
  /// improves on.
  public static let informationOnly = Strategy(width: 0, candidateWidth: 0)

  var looksAhead: Bool { width + candidateWidth > 1 }
}

extension Position {
  /// The guesses a search need scan here: with `outer`, the guesses that split a position this one
  /// is a part of (a guess that splits none of a position's words splits none of any part of
  /// them), those this position allows; else every guess it allows. Ascending, as allowed rows
  /// are, so ties are met in the same order as over every guess.
  func rows(splitting outer: [Int32]?, guessCount: Int) -> [Int32] {
    guard let outer else { return allowed ?? Array(0..<Int32(guessCount)) }
    guard let allowed else { return outer }
    // Both ascending: their common rows in one pass.
    var common: [Int32] = []
    var index = 0
    for row in outer {
      while index < allowed.count && allowed[index] < row { index += 1 }
      if index < allowed.count && allowed[index] == row { common.append(row) }
    }
    return common
  }
}
