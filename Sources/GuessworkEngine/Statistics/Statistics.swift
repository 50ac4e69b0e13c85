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
  /// Daily streaks follow puzzle numbers: a win extends the streak only when the previous puzzle was
  /// won too; a loss or a skipped puzzle resets it. When `today` (the current puzzle number) is given,
  /// a streak whose last win is older than yesterday's puzzle has lapsed. Unlimited streaks count
  /// consecutive wins in the order rounds finished.
  public init(
    _ records: [GameRecord], mode: PlayMode, language: Language, todaysPuzzle today: Int? = nil
  ) {
    var games = records.filter { $0.mode == mode && $0.language == language }
    if mode == .daily {
      var seen = Set<Int>()
      games = games.filter { seen.insert($0.puzzleNumber ?? 0).inserted }
      games.sort { ($0.puzzleNumber ?? 0) < ($1.puzzleNumber ?? 0) }
    }
    var streak = 0
    var previousWin: Int?
    for game in games {
      played += 1
      if game.won {
        wins += 1
        if (1...Game.maximumGuesses).contains(game.guessCount) {
          distribution[game.guessCount - 1] += 1
        }
        let follows = mode == .unlimited || (game.puzzleNumber.map { $0 - 1 } == previousWin)
        streak = follows ? streak + 1 : 1
        previousWin = game.puzzleNumber
      } else {
        losses += 1
        streak = 0
        previousWin = nil
      }
      maxStreak = max(maxStreak, streak)
    }
    if mode == .daily, let today, let last = previousWin, last < today - 1 { streak = 0 }
    currentStreak = streak
  }
}
