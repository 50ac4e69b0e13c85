import FoundationEssentials
import GuessworkEngine
import Localization

/// What Review opens on: a finished round to work out, or a game of the history that cannot be
/// reviewed because it was recorded before Guesswork kept the guesses (history format 1).
public enum ReviewSubject: Hashable, Sendable {
  case round(FinishedRound)
  case notKept(UnreviewableGame)
}

/// A finished game whose guesses were not kept: the review says so plainly instead of being
/// disabled without a word.
public struct UnreviewableGame: Hashable, Sendable {
  /// "Review · CRANE" (the game is over: its answer is no hint).
  public let title: String
  /// "Daily #326 · English · Hard mode".
  public let subtitle: String
  public let message: String

  public static var message: String {
    L("This game was played before Guesswork kept guesses, so it cannot be reviewed.")
  }
}

extension GameRecord {
  /// "Daily #326", "Unlimited": which round a recorded game was.
  var roundName: String {
    switch mode {
    case .daily: puzzleNumber.map { L("Daily #%d", $0) } ?? PlayMode.daily.displayName
    case .unlimited: PlayMode.unlimited.displayName
    }
  }
}
