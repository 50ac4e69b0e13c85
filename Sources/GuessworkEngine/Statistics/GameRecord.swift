import FoundationEssentials

/// A finished round, as kept in the history file.
public struct GameRecord: Hashable, Codable, Sendable {
  public let mode: PlayMode
  public let language: Language
  /// The daily puzzle number; `nil` for unlimited rounds.
  public let puzzleNumber: Int?
  public let answer: Word
  public let won: Bool
  /// How many rows were used (for a win, the row it was won on).
  public let guessCount: Int
  public let hardMode: Bool
  public let finishedAt: Date

  public init(
    mode: PlayMode, language: Language, puzzleNumber: Int?, answer: Word, won: Bool,
    guessCount: Int, hardMode: Bool, finishedAt: Date
  ) {
    self.mode = mode
    self.language = language
    self.puzzleNumber = puzzleNumber
    self.answer = answer
    self.won = won
    self.guessCount = guessCount
    self.hardMode = hardMode
    self.finishedAt = finishedAt
  }

  /// The record of a finished round, or `nil` for one that is not counted in statistics or not over.
  /// An `abandoned` round (given up with at least one guess) counts as a loss.
  public init?(_ game: Game, finishedAt: Date, abandoned: Bool = false) {
    guard let mode = game.puzzle.countedMode, game.isOver || (abandoned && !game.guesses.isEmpty)
    else { return nil }
    self.init(
      mode: mode, language: game.language, puzzleNumber: game.puzzle.dailyNumber,
      answer: game.answer, won: game.status == .won, guessCount: game.guesses.count,
      hardMode: game.isHardMode, finishedAt: finishedAt)
  }
}
