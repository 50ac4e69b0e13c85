/// How a round is laid out: how many boards it plays at once (answers to find), how many rows
/// each board has, how many letters a row. The puzzle decides it (`Puzzle.shape(letters:)`) and the
/// round carries it (`Game.shape`); everything that draws, checks, counts or words a round reads
/// its size here, so a new kind of round is a new value, not a change in every layer.
///
/// Every round played today is `single(letters:)`: one board of six rows, as in the original game.
public struct RoundShape: Hashable, Sendable {
  /// Answers found at once, each on its board.
  public let boards: Int
  /// Guesses a round allows (each board shows every one).
  public let rows: Int
  /// Letters a row (the answer's length).
  public let letters: Int

  public init(boards: Int = 1, rows: Int, letters: Int) {
    precondition(boards >= 1 && rows >= 1, "a round has a board and a row")
    self.boards = boards
    self.rows = rows
    self.letters = letters
  }

  /// The rows of the original game's board.
  public static let standardRows = 6

  /// One board of `standardRows` rows: the original game, of any length.
  public static func single(letters: Int) -> RoundShape {
    RoundShape(rows: standardRows, letters: letters)
  }

  /// The most rows a saved round or record may hold: those of the longest shape played.
  public static let mostRows = standardRows

  /// A result as the share text and the history write it: `3/6`, or `X/6` for a lost round.
  public func score(guesses: Int?) -> String {
    "\(guesses.map(String.init) ?? "X")/\(rows)"
  }
}

extension Puzzle {
  /// The shape of this puzzle's rounds with answers of `letters` letters: one board of six rows for
  /// every kind played today.
  public func shape(letters: Int) -> RoundShape { .single(letters: letters) }
}
