/// How a round is laid out: how many boards it plays at once (answers to find), how many rows
/// each board has, how many letters a row. The puzzle decides it (`Puzzle.shape(letters:)`) and the
/// round carries it (`Game.shape`); everything that draws, checks, counts or words a round reads
/// its size here, so a new kind of round is a new value, not a change in every layer.
///
/// The kinds a player picks from are `RoundKind`s: one board of six rows (the original game),
/// or several boards at once or in sequence.
public struct RoundShape: Hashable, Sendable {
  /// Answers found at once, each on its board.
  public let boards: Int
  /// Guesses a round allows (each board shows every one).
  public let rows: Int
  /// Letters a row (the answer's length).
  public let letters: Int
  /// Whether the boards are shown one at a time, the next once the one before is solved (every
  /// row is still scored on every board: the next appears with the rows so far on it).
  public let isSequence: Bool

  public init(boards: Int = 1, rows: Int, letters: Int, isSequence: Bool = false) {
    precondition(boards >= 1 && rows >= 1, "a round has a board and a row")
    precondition(!isSequence || boards > 1, "a sequence has boards to follow one another")
    self.boards = boards
    self.rows = rows
    self.letters = letters
    self.isSequence = isSequence
  }

  /// The kind of round a player picks that has these boards.
  public var kind: RoundKind { RoundKind(boards: boards, isSequence: isSequence) }

  /// The rows of the original game's board.
  public static let standardRows = 6

  /// One board of `standardRows` rows: the original game, of any length.
  public static func single(letters: Int) -> RoundShape {
    RoundShape(rows: standardRows, letters: letters)
  }

  /// The daily puzzle's shape (and its archive's): one board of six rows of five letters.
  public static let dailyPuzzle = single(letters: Word.standardLength)

  /// The most boards and rows a saved round or record may have: eight boards in fifteen rows,
  /// the largest of the multi-board rounds players know (eight in sequence).
  public static let mostBoards = 8
  public static let mostRows = 15

  /// Whether this is one board of the standard rows: the original game's round, which files
  /// write as they did before rounds had a shape.
  public var isOriginal: Bool { boards == 1 && rows == RoundShape.standardRows }

  /// Whether hard mode can be played: on one board only. With several, one board's hints can
  /// rule out another's answer (a green C first on one, S first on the other), and a round could
  /// not be won.
  public var allowsHardMode: Bool { boards == 1 }

  /// Whether a saved round or record may have this shape: one to `mostBoards` boards, at least a
  /// row a board (each solves on its own row) up to `mostRows`, letters of a word's length.
  public var isPossible: Bool {
    (1...RoundShape.mostBoards).contains(boards) && (boards...RoundShape.mostRows).contains(rows)
      && Word.lengths.contains(letters)
  }

  /// The shape, if a saved round or record may have it (`isPossible`).
  public static func possible(
    boards: Int, rows: Int, letters: Int, isSequence: Bool = false
  ) -> RoundShape? {
    guard boards >= 1, rows >= 1, !isSequence || boards > 1 else { return nil }
    let shape = RoundShape(boards: boards, rows: rows, letters: letters, isSequence: isSequence)
    return shape.isPossible ? shape : nil
  }

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
