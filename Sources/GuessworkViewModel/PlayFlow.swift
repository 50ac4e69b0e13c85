import GuessworkEngine
import Localization

/// The question New Game asks before it gives up the unlimited round on the board.
public struct NewRoundQuestion: Hashable, Sendable {
  public var title: String { L("Start a new round?") }
  /// What is given up, e.g. "Your round with 1 guess will count as a loss."
  public let detail: String
  /// The confirming button, styled as destructive: it costs the round.
  public var confirmLabel: String { L("_New Round") }
  public var cancelLabel: String { L("_Cancel") }

  init(guesses: Int) {
    detail = Ln(
      "Your round with %d guess will count as a loss.", "Your round with %d guesses will count as a loss.",
      guesses, guesses)
  }
}

/// A dialog the window opens together with the board.
public enum StartupDialog: Hashable, Sendable {
  /// How to Play, on the first plain start.
  case help
  /// The statistics with the countdown, when today's daily puzzle is already finished.
  case statistics
}

/// The modes in the header: Daily and Unlimited, one of them chosen, and for a round that is neither
/// (a chosen word, a past day) that round's own label, chosen instead.
public struct ModeChoices: Hashable, Sendable {
  public let modes: [PlayMode]
  /// The mode of the round on the board; `nil` for a chosen word or a past day.
  public let selected: PlayMode?
  /// The label of a round that is neither mode ("Chosen Word", "Past Day").
  public let otherRound: String?
}

extension GameViewModel {
  public var modeChoices: ModeChoices {
    let puzzle = session.game.puzzle
    let other: String? =
      switch puzzle {
      case .custom: L("Chosen Word")
      case .challenge: L("Challenge")
      case .archive: L("Past Day")
      case .daily, .unlimited: nil
      }
    return ModeChoices(modes: PlayMode.allCases, selected: puzzle.countedMode, otherRound: other)
  }
}

/// Durations as a clock shows them.
enum TimeFormat {
  /// "05:12:03", or "5:12:03" without padding the hours.
  static func clock(seconds: Int, padHours: Bool = true) -> String {
    let rest = String(printf: "%02d:%02d", seconds / 60 % 60, seconds % 60)
    return padHours ? String(printf: "%02d:", seconds / 3600) + rest : "\(seconds / 3600):" + rest
  }
}
