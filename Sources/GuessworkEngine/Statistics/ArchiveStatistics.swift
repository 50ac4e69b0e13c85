/// The Archive line of the daily statistics: past days' puzzles played after their day, in one
/// language. They have a line of their own so that a player catching up on the archive neither
/// builds nor breaks a streak, which belongs to playing each puzzle on its day.
public struct ArchiveStatistics: Hashable, Sendable {
  public var played = 0
  public var wins = 0

  public init(played: Int = 0, wins: Int = 0) {
    self.played = played
    self.wins = wins
  }

  /// Counts each archive puzzle once: the history keeps a daily puzzle once per language, and a
  /// list built elsewhere is held to it too (`History`), so a puzzle also held as a daily record
  /// (the first one kept) is not counted here as well.
  public init(_ records: [GameRecord], language: Language) {
    self = History(records).archiveStatistics(language)
  }
}
