/// How one round of the statistics' "recent rounds" chart went.
public enum RecentResult: Hashable, Sendable {
  case won(guesses: Int)
  case lost
  /// A daily puzzle nobody played in that language (the chart of days keeps the day's place).
  case notPlayed
}

/// The rounds of the statistics' chart of recent play, oldest first: for Daily, one per day (the
/// last `count` puzzles, ending with today's once it is recorded, else with yesterday's; a puzzle
/// played later from the archive counts on its own day); for Unlimited, the last `count` games.
public struct RecentResults: Hashable, Sendable {
  public let mode: PlayMode
  /// Oldest first; fewer than asked when the history (or the schedule, before puzzle #1) is
  /// shorter.
  public let results: [RecentResult]
  /// For Daily: the puzzle number of each result, oldest first; empty for Unlimited.
  public let puzzleNumbers: [Int]
  /// The rows of the kind of round charted (its shape's): a win in one is the full height.
  public let rows: Int

  public init(
    mode: PlayMode, results: [RecentResult], puzzleNumbers: [Int] = [], rows: Int = RoundShape.standardRows
  ) {
    self.mode = mode
    self.results = results
    self.puzzleNumbers = puzzleNumbers
    self.rows = rows
  }

  public var wins: Int { results.count { if case .won = $0 { true } else { false } } }
  public var losses: Int { results.count { $0 == .lost } }
  public var played: Int { results.count { $0 != .notPlayed } }

  /// The average number of guesses of the wins among these rounds; `nil` with none.
  public var averageGuesses: Double? {
    let guesses = results.compactMap { if case .won(let count) = $0 { count } else { nil } }
    return guesses.isEmpty ? nil : Double(guesses.reduce(0, +)) / Double(guesses.count)
  }

  /// How many rounds the chart shows.
  public static let chartLength = 30
}

extension History {
  /// The chart of recent play of `mode` in `language` (unlimited: of `length` letters; see
  /// `RecentResults`). Daily needs
  /// `todaysPuzzle`, the current puzzle number; without it the chart is empty. Cost: `count`
  /// lookups for Daily; for Unlimited a walk back from the newest game until `count` are found.
  public func recentResults(
    _ mode: PlayMode, language: Language, length: Int = Word.standardLength, shape: RoundShape? = nil,
    todaysPuzzle today: Int?, count: Int = RecentResults.chartLength
  ) -> RecentResults {
    let shape = shape ?? (mode == .daily ? .dailyPuzzle : .single(letters: length))
    switch mode {
    case .daily:
      guard let today, count > 0 else { return RecentResults(mode: .daily, results: [], rows: shape.rows) }
      let last = dailyRecord(today, language: language, shape: shape) == nil ? today - 1 : today
      let first = Swift.max(DailySchedule.numbers.lowerBound, last - count + 1)
      guard first <= last else { return RecentResults(mode: .daily, results: [], rows: shape.rows) }
      let numbers = Array(first...last)
      let results = numbers.map { number in
        dailyRecord(number, language: language, shape: shape).map(RecentResult.init) ?? .notPlayed
      }
      return RecentResults(mode: .daily, results: results, puzzleNumbers: numbers, rows: shape.rows)
    case .unlimited:
      var results: [RecentResult] = []
      var index = records.endIndex
      while results.count < count, index > records.startIndex {
        index -= 1
        let record = records[index]
        if record.mode == .unlimited, record.language == language, record.shape == shape {
          results.append(RecentResult(record))
        }
      }
      return RecentResults(mode: .unlimited, results: results.reversed(), rows: shape.rows)
    }
  }
}

extension RecentResult {
  init(_ record: GameRecord) {
    self = record.won ? .won(guesses: record.guessCount) : .lost
  }
}

extension Statistics {
  /// The average number of guesses of the won rounds; `nil` before the first win.
  public var averageGuesses: Double? {
    guard wins > 0 else { return nil }
    let total = distribution.enumerated().reduce(0) { $0 + ($1.offset + 1) * $1.element }
    return Double(total) / Double(wins)
  }
}
