import GuessworkEngine
import Localization

/// The statistics' chart of recent play (the last 30 days of the daily puzzle, or the last 30
/// unlimited games), read at a glance as a player reads a score: a win rises from the base line,
/// the taller the fewer guesses it took (a win in one the full height, in six a sixth); a loss
/// hangs below the line in a colour of its own; a day not played is a dot on the line. (Columns as
/// tall as the guesses drew a loss as the tallest, which the eye read as the best.) Its text
/// alternative says the same in words for screen readers.
public struct RecentChartPresentation: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case won
    case lost
    case notPlayed
  }

  public struct Column: Hashable, Sendable {
    public let kind: Kind
    /// A win's height as a fraction of the room above the line (in 1: 1; in 3: 4/6; in 6: 1/6);
    /// a loss's depth as a fraction of the room below it (1); not played: 0.
    public let fraction: Double
  }

  public let recent: RecentResults

  public init(_ recent: RecentResults) { self.recent = recent }

  /// The rows of the rounds charted (their shape's): a guide line for each.
  public var rows: Int { recent.rows }

  public var columns: [Column] {
    recent.results.map { result in
      switch result {
      case .won(let guesses):
        Column(kind: .won, fraction: Double(rows + 1 - guesses) / Double(rows))
      case .lost: Column(kind: .lost, fraction: 1)
      case .notPlayed: Column(kind: .notPlayed, fraction: 0)
      }
    }
  }

  /// Whether there is anything to draw (a round played among them).
  public var hasData: Bool { recent.played > 0 }

  /// How many places the chart has: the rounds asked for, so that a short history starts at the left.
  public var slots: Int { RecentResults.chartLength }

  /// "Last 30 Days", "Last 30 Rounds".
  public var heading: String {
    switch recent.mode {
    case .daily: L("Last %d Days", RecentResults.chartLength)
    case .unlimited: L("Last %d Rounds", RecentResults.chartLength)
    }
  }

  /// The line under the chart: "12 won · 2 lost · 3.8 guesses on average".
  public var summary: String {
    var parts = [
      Ln("%'d won", "%'d won", recent.wins, recent.wins), Ln("%'d lost", "%'d lost", recent.losses, recent.losses),
    ]
    if let average = recent.averageGuesses {
      // TRANSLATORS: the average number of guesses of the rounds won, e.g. "3.8 guesses on average".
      parts.append(L("%s guesses on average", LocaleNumbers.decimal(average, digits: 1)))
    }
    return parts.joined(separator: L(" · "))
  }

  /// The chart in words, newest first: "Last 30 days: 12 won · 2 lost · 3.8 guesses on average.
  /// Newest first: won in 4, lost, not played, …".
  public var accessibleText: String {
    let words = recent.results.reversed().map { result in
      switch result {
      case .won(let guesses): Ln("won in %d", "won in %d", guesses, guesses)
      case .lost: L("lost")
      case .notPlayed: L("not played")
      }
    }
    guard !words.isEmpty else { return L("%1$s: %2$s", heading, L("No data yet")) }
    // TRANSLATORS: the recent-rounds chart for screen readers: %1$s its heading, %2$s the summary
    // line, %3$s each round from the newest ("won in 4, lost, not played").
    return L("%1$s: %2$s. Newest first: %3$s.", heading, summary, words.joined(separator: L(", ")))
  }
}
