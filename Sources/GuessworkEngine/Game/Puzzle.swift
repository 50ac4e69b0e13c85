/// Which kind of round is being played, and for a daily puzzle which one.
public enum Puzzle: Hashable, Codable, Sendable {
  /// Today's puzzle: one answer per local calendar date, counted in the daily statistics.
  case daily(number: Int, day: LocalDay)
  /// A past day's daily puzzle (the archive, `--date`): recorded in the history and counted in the
  /// daily statistics' Archive line (played, won), never in the streaks, so they stay honest.
  case archive(number: Int, day: LocalDay)
  /// A random answer per round, counted in the unlimited statistics.
  case unlimited
  /// A word chosen on the command line (`--word`); not counted.
  case custom
  /// A friend's word, sent as a code (`Challenge`); not counted, and its share text names the code.
  case challenge(Challenge)

  /// The statistics this round counts in, if any. An archive round has none of its own: its record
  /// goes in the Archive line of the daily statistics (`GameRecord.isArchive`).
  public var countedMode: PlayMode? {
    switch self {
    case .daily: .daily
    case .unlimited: .unlimited
    case .archive, .custom, .challenge: nil
    }
  }

  /// The daily puzzle number, for daily and archive rounds.
  public var dailyNumber: Int? {
    switch self {
    case .daily(let number, _), .archive(let number, _): number
    case .unlimited, .custom, .challenge: nil
    }
  }

  /// Where a round of this kind is saved: one round per kind and language, and for the archive one
  /// per day (`archive-2026-03-10`), so several past days can be in progress at once.
  public var slotName: String {
    switch self {
    case .daily: "daily"
    case .archive(_, let day): "archive-\(day.iso)"
    case .unlimited: "unlimited"
    case .custom: "custom"
    case .challenge: "challenge"
    }
  }

  /// Saved as `{"challenge":{"code":"GW-7K3QX9"}}`.
  enum ChallengeCodingKeys: String, CodingKey {
    case _0 = "code"
  }
}

/// The two modes a player picks between in the preferences.
public enum PlayMode: String, Codable, CaseIterable, Sendable {
  case daily
  case unlimited
}
