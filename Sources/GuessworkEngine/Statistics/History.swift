/// The finished games, with every figure the game shows of them kept up to date as games are
/// added: adding a game costs O(1), asking for statistics O(1) (not a pass over a history of a
/// million games at the end of every round).
///
/// A daily puzzle is kept once per language, whichever way it was first recorded (on its day, or
/// later from the archive): the loader keeps the first line, and a list built elsewhere is held to
/// the same rule, so no puzzle counts in both the daily figures and the Archive line.
public struct History: Sendable {
  /// Every game, oldest first.
  public private(set) var records: [GameRecord] = []
  /// Each daily puzzle's record, by language and number (a few per day: held whole, so removing
  /// games never renumbers them).
  private var dailyIndex: [DailyKey: GameRecord] = [:]
  private var dailyTallies: [Language: DailyTally] = [:]
  /// Unlimited rounds are counted per language and length.
  private var unlimitedTallies: [Shelf: UnlimitedTally] = [:]
  private var archive: [Language: ArchiveStatistics] = [:]
  /// The last unlimited answers of each language and length, oldest first
  /// (`UnlimitedDraw.recentWindow`).
  private var recentUnlimited: [Shelf: [Word]] = [:]

  /// Builds the figures of these games. Room for many more is reserved here (in the game, on the
  /// history's background queue): an array grows by copying all it holds, and at a million games
  /// that copy, at the first game added on the main thread, cost 70 ms.
  public init(_ records: [GameRecord] = []) {
    self.records.reserveCapacity(records.count + Swift.max(1024, records.count / 2))
    for record in records { append(record) }
  }

  /// Adds a finished game; `false`, and nothing added, for a daily puzzle already held in its
  /// language.
  @discardableResult
  public mutating func append(_ record: GameRecord) -> Bool {
    if let number = record.puzzleNumber {
      let key = DailyKey(language: record.language, number: number)
      guard dailyIndex[key] == nil else { return false }
      dailyIndex[key] = record
      if record.isArchive {
        archive[record.language, default: ArchiveStatistics()].played += 1
        if record.won { archive[record.language, default: ArchiveStatistics()].wins += 1 }
      } else {
        dailyTallies[record.language, default: DailyTally()].add(record, number: number)
      }
    } else {
      let shelf = Shelf(language: record.language, length: record.answer.length)
      unlimitedTallies[shelf, default: UnlimitedTally()].add(record)
      // In place: a copy taken out of the dictionary and put back copied the whole window at
      // every game (a million games: a copy of up to 200 words each).
      recentUnlimited[shelf, default: []].append(record.answer)
      if recentUnlimited[shelf]!.count > 2 * UnlimitedDraw.recentWindow {
        recentUnlimited[shelf]!.removeFirst(UnlimitedDraw.recentWindow)
      }
    }
    records.append(record)
    return true
  }

  public var count: Int { records.count }
  public var isEmpty: Bool { records.isEmpty }

  /// The record of a daily puzzle in a language (played on its day or from the archive).
  public func dailyRecord(_ number: Int, language: Language) -> GameRecord? {
    dailyIndex[DailyKey(language: language, number: number)]
  }

  /// Removes every game of a mode in a language (a reset of its statistics), and its figures, in
  /// one pass without building the rest again: 118 ms on the main thread for a million games
  /// when the whole history was counted anew.
  public mutating func removeAll(_ mode: PlayMode, language: Language) {
    records.removeAll { $0.mode == mode && $0.language == language }
    switch mode {
    case .daily:
      dailyIndex = dailyIndex.filter { $0.key.language != language || $0.value.mode != mode }
      dailyTallies[language] = nil
      archive[language] = nil
    case .unlimited:
      unlimitedTallies = unlimitedTallies.filter { $0.key.language != language }
      recentUnlimited = recentUnlimited.filter { $0.key.language != language }
    }
  }

  /// The figures of the statistics dialog (`Statistics.init(_:mode:language:todaysPuzzle:)` says
  /// what they count): unlimited rounds of `length` letters (the daily puzzle has five).
  public func statistics(
    _ mode: PlayMode, language: Language, length: Int = Word.standardLength,
    todaysPuzzle today: Int? = nil
  ) -> Statistics {
    switch mode {
    case .daily: dailyTallies[language]?.statistics(todaysPuzzle: today) ?? Statistics()
    case .unlimited:
      unlimitedTallies[Shelf(language: language, length: length)]?.statistics ?? Statistics()
    }
  }

  /// The Archive line of the daily statistics.
  public func archiveStatistics(_ language: Language) -> ArchiveStatistics {
    archive[language] ?? ArchiveStatistics()
  }

  /// The last unlimited answers in a language and length, oldest first: at least the
  /// `UnlimitedDraw`'s window.
  public func recentUnlimitedAnswers(_ language: Language, length: Int = Word.standardLength) -> [Word] {
    recentUnlimited[Shelf(language: language, length: length)] ?? []
  }

  /// Unlimited rounds of one language and length.
  private struct Shelf: Hashable {
    let language: Language
    let length: Int
  }
}

/// The daily figures of one language, kept as puzzles are added in any order: streaks are runs of
/// consecutive puzzle numbers all won, held by their ends so a win joins its neighbours' runs in
/// O(1).
private struct DailyTally: Sendable {
  var figures = Statistics()
  /// Each run of won puzzles: its last number by its first, and its first by its last.
  var runEnd: [Int: Int] = [:]
  var runStart: [Int: Int] = [:]
  /// The highest puzzle number recorded, and whether it was won.
  var highest: (number: Int, won: Bool)?

  mutating func add(_ record: GameRecord, number: Int) {
    figures.played += 1
    if record.won {
      figures.wins += 1
      figures.distribution[record.guessCount - 1] += 1
      let start = runStart.removeValue(forKey: number - 1) ?? number
      let end = runEnd.removeValue(forKey: number + 1) ?? number
      runEnd[start] = end
      runStart[end] = start
      figures.maxStreak = max(figures.maxStreak, end - start + 1)
    } else {
      figures.losses += 1
    }
    if highest.map({ number > $0.number }) ?? true { highest = (number, record.won) }
  }

  func statistics(todaysPuzzle today: Int?) -> Statistics {
    var result = figures
    result.currentStreak = 0
    if let highest, highest.won, let start = runStart[highest.number] {
      // A streak whose last win is older than yesterday's puzzle has lapsed.
      if today.map({ highest.number + 1 >= $0 }) ?? true {
        result.currentStreak = highest.number - start + 1
      }
    }
    return result
  }
}

/// The unlimited figures of one language: streaks in the order rounds finished.
private struct UnlimitedTally: Sendable {
  var figures = Statistics()

  mutating func add(_ record: GameRecord) {
    figures.played += 1
    if record.won {
      figures.wins += 1
      figures.distribution[record.guessCount - 1] += 1
      figures.currentStreak += 1
      figures.maxStreak = max(figures.maxStreak, figures.currentStreak)
    } else {
      figures.losses += 1
      figures.currentStreak = 0
    }
  }

  var statistics: Statistics { figures }
}

/// A daily (or archive) puzzle in one language: the history holds one record of each.
struct DailyKey: Hashable, Sendable {
  let language: Language
  let number: Int

  init(language: Language, number: Int) {
    self.language = language
    self.number = number
  }

  /// The key of a daily or archive record; `nil` for an unlimited one.
  init?(_ record: GameRecord) {
    guard let number = record.puzzleNumber else { return nil }
    self.init(language: record.language, number: number)
  }
}
