/// The figures of the statistics dialog for one mode and language.
public struct Statistics: Hashable, Sendable {
  public var played = 0
  public var wins = 0
  public var currentStreak = 0
  public var maxStreak = 0
  /// Wins on each row, the first first: as many as the kind of round's rows.
  public var distribution: [Int]
  public var losses = 0
  /// The boards found in the rounds lost, all told (rounds of several boards: a loss is not all
  /// or nothing there).
  public var boardsFoundInLosses = 0

  /// How many boards a lost round found on average; `nil` before the first loss.
  public var averageBoardsFoundInLosses: Double? {
    losses == 0 ? nil : Double(boardsFoundInLosses) / Double(losses)
  }

  /// No game yet of a kind of round with `rows` rows.
  public init(rows: Int = RoundShape.standardRows) { distribution = Array(repeating: 0, count: rows) }

  /// Win percentage, rounded to the nearest whole number; 0 before any game.
  public var winPercentage: Int {
    played == 0 ? 0 : Int((Double(wins) * 100 / Double(played)).rounded())
  }

  /// Statistics of `mode` and `language` from the history.
  ///
  /// Daily figures are the puzzles played on their own day: archive records (a past day played
  /// later) are left to `ArchiveStatistics`, so they change neither the played count nor a streak.
  /// Daily streaks follow puzzle numbers: a win extends the streak only when the previous puzzle was
  /// won too; a loss or a skipped puzzle resets it. When `today` (the current puzzle number) is given,
  /// a streak whose last win is older than yesterday's puzzle has lapsed. Unlimited streaks count
  /// consecutive wins in the order rounds finished.
  ///
  /// Only `GameRecord`s go in, and every one is possible (guess count from 1 to the shape's rows, daily puzzle numbers from
  /// 1 to `DailySchedule.numbers.upperBound`), so no sum or difference here can overflow whatever
  /// the files held; `todaysPuzzle` is only compared. Counts never exceed the number of records.
  ///
  /// A daily puzzle counts once per language, the first way it was recorded: one held both as a
  /// daily record and as an archive record is a daily figure or an Archive figure, never both
  /// (`History`, which keeps these figures as games are added, holds every list to it).
  public init(
    _ records: [GameRecord], mode: PlayMode, language: Language, todaysPuzzle today: Int? = nil
  ) {
    self = History(records).statistics(mode, language: language, todaysPuzzle: today)
  }
}
