/// The figures of the statistics dialog for one mode and language.
public struct Statistics: Hashable, Sendable {
  public var played = 0
  public var wins = 0
  public var currentStreak = 0
  public var maxStreak = 0
  /// Wins on row 1 through 6.
  public var distribution = Array(repeating: 0, count: Game.maximumGuesses)
  public var losses = 0

  public init() {}

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
  /// Only `GameRecord`s go in, and every one is possible (guess count 1–6, daily puzzle numbers from
  /// 1 to `DailySchedule.numbers.upperBound`), so no sum or difference here can overflow whatever
  /// the files held; `todaysPuzzle` is only compared. Counts never exceed the number of records.
  public init(
    _ records: [GameRecord], mode: PlayMode, language: Language, todaysPuzzle today: Int? = nil
  ) {
    // Only the three figures that count, so sorting moves no record (and its rows) around.
    var games: [Counted] = []
    games.reserveCapacity(records.count)
    var seen = Set<Int>()
    for record in records
    where record.mode == mode && record.language == language && !record.isArchive {
      if mode == .daily {
        // The history keeps each daily puzzle once; a list built elsewhere is held to it too.
        guard let number = record.puzzleNumber, seen.insert(number).inserted else { continue }
      }
      games.append(
        Counted(puzzleNumber: record.puzzleNumber, won: record.won, guessCount: record.guessCount))
    }
    if mode == .daily { games.sort { ($0.puzzleNumber ?? 0) < ($1.puzzleNumber ?? 0) } }
    var streak = 0
    var previousWin: Int?
    for game in games {
      played += 1
      if game.won {
        wins += 1
        if (1...Game.maximumGuesses).contains(game.guessCount) {
          distribution[game.guessCount - 1] += 1
        }
        let follows = mode == .unlimited || (previousWin.map { $0 + 1 } == game.puzzleNumber)
        streak = follows ? streak + 1 : 1
        previousWin = game.puzzleNumber
      } else {
        losses += 1
        streak = 0
        previousWin = nil
      }
      maxStreak = max(maxStreak, streak)
    }
    if mode == .daily, let today, let last = previousWin, last + 1 < today { streak = 0 }
    currentStreak = streak
  }

  private struct Counted {
    let puzzleNumber: Int?
    let won: Bool
    let guessCount: Int
  }
}
