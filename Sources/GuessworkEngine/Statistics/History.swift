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
  /// Each daily puzzle's record, by language, shape and number (a few per day: held whole, so
  /// removing games never renumbers them).
  private var dailyIndex: [DailyKey: GameRecord] = [:]
  /// What a player counts as one kind of round has figures of its own: daily puzzles per
  /// language and shape, unlimited rounds per language and shape (its letters among it).
  private var dailyTallies: [Shelf: DailyTally] = [:]
  private var unlimitedTallies: [Shelf: UnlimitedTally] = [:]
  private var archive: [Shelf: ArchiveStatistics] = [:]
  /// The last unlimited answers of each language and length, oldest first, whatever the round's
  /// boards (`UnlimitedDraw.recentWindow`).
  private var recentUnlimited: [LengthShelf: [Word]] = [:]

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
    let shelf = Shelf(language: record.language, shape: record.shape)
    if let number = record.puzzleNumber {
      let key = DailyKey(language: record.language, number: number, shape: record.shape)
      guard dailyIndex[key] == nil else { return false }
      dailyIndex[key] = record
      if record.isArchive {
        archive[shelf, default: ArchiveStatistics()].played += 1
        if record.won { archive[shelf, default: ArchiveStatistics()].wins += 1 }
      } else {
        dailyTallies[shelf, default: DailyTally(rows: record.shape.rows)].add(record, number: number)
      }
    } else {
      unlimitedTallies[shelf, default: UnlimitedTally(rows: record.shape.rows)].add(record)
      let recent = LengthShelf(language: record.language, length: record.answer.length)
      // In place: a copy taken out of the dictionary and put back copied the whole window at
      // every game (a million games: a copy of up to 200 words each).
      recentUnlimited[recent, default: []].append(record.answer)
      let others = record.otherAnswers
      if !others.isEmpty { recentUnlimited[recent]!.append(contentsOf: others) }
      if recentUnlimited[recent]!.count > 2 * UnlimitedDraw.recentWindow {
        recentUnlimited[recent]!.removeFirst(UnlimitedDraw.recentWindow)
      }
    }
    records.append(record)
    return true
  }

  public var count: Int { records.count }
  public var isEmpty: Bool { records.isEmpty }

  /// The record of a daily puzzle of a shape in a language (played on its day or from the
  /// archive).
  public func dailyRecord(_ number: Int, language: Language, shape: RoundShape = .dailyPuzzle) -> GameRecord? {
    dailyIndex[DailyKey(language: language, number: number, shape: shape)]
  }

  /// Removes every game of a mode in a language (a reset of its statistics), and its figures, in
  /// one pass without building the rest again: 118 ms on the main thread for a million games
  /// when the whole history was counted anew.
  public mutating func removeAll(_ mode: PlayMode, language: Language) {
    records.removeAll { $0.mode == mode && $0.language == language }
    switch mode {
    case .daily:
      dailyIndex = dailyIndex.filter { $0.key.language != language || $0.value.mode != mode }
      dailyTallies = dailyTallies.filter { $0.key.language != language }
      archive = archive.filter { $0.key.language != language }
    case .unlimited:
      unlimitedTallies = unlimitedTallies.filter { $0.key.language != language }
      recentUnlimited = recentUnlimited.filter { $0.key.language != language }
    }
  }

  /// The figures of the statistics dialog (`Statistics.init(_:mode:language:todaysPuzzle:)` says
  /// what they count) of one kind of round: `shape`'s (by default one board of six rows of
  /// `length` letters; the daily puzzle has five).
  public func statistics(
    _ mode: PlayMode, language: Language, length: Int = Word.standardLength, shape: RoundShape? = nil,
    todaysPuzzle today: Int? = nil
  ) -> Statistics {
    let shape = shape ?? (mode == .daily ? .dailyPuzzle : .single(letters: length))
    let shelf = Shelf(language: language, shape: shape)
    switch mode {
    case .daily: return dailyTallies[shelf]?.statistics(todaysPuzzle: today) ?? Statistics(rows: shape.rows)
    case .unlimited: return unlimitedTallies[shelf]?.statistics ?? Statistics(rows: shape.rows)
    }
  }

  /// The Archive line of the daily statistics of a shape.
  public func archiveStatistics(_ language: Language, shape: RoundShape = .dailyPuzzle) -> ArchiveStatistics {
    archive[Shelf(language: language, shape: shape)] ?? ArchiveStatistics()
  }

  /// The last unlimited answers in a language and length, oldest first: at least the
  /// `UnlimitedDraw`'s window.
  public func recentUnlimitedAnswers(_ language: Language, length: Int = Word.standardLength) -> [Word] {
    recentUnlimited[LengthShelf(language: language, length: length)] ?? []
  }

  /// One kind of round's figures: a language and a shape (hashed as one integer, as `DailyKey`).
  private struct Shelf: Hashable {
    let language: Language
    let shape: RoundShape

    func hash(into hasher: inout Hasher) { hasher.combine(shape.packed << 4 | UInt64(language.ordinal)) }
  }

  /// Unlimited answers of one language and length.
  private struct LengthShelf: Hashable {
    let language: Language
    let length: Int
  }
}

/// The daily figures of one language, kept as puzzles are added in any order: streaks are runs of
/// consecutive puzzle numbers all won, held by their ends so a win joins its neighbours' runs in
/// O(1).
private struct DailyTally: Sendable {
  var figures: Statistics
  /// Each run of won puzzles: its last number by its first, and its first by its last.
  var runEnd: [Int: Int] = [:]
  var runStart: [Int: Int] = [:]
  /// The highest puzzle number recorded, and whether it was won.
  var highest: (number: Int, won: Bool)?

  init(rows: Int) { figures = Statistics(rows: rows) }

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
      figures.boardsFoundInLosses += record.boardsFound
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
  var figures: Statistics

  init(rows: Int) { figures = Statistics(rows: rows) }

  mutating func add(_ record: GameRecord) {
    figures.played += 1
    if record.won {
      figures.wins += 1
      figures.distribution[record.guessCount - 1] += 1
      figures.currentStreak += 1
      figures.maxStreak = max(figures.maxStreak, figures.currentStreak)
    } else {
      figures.losses += 1
      figures.boardsFoundInLosses += record.boardsFound
      figures.currentStreak = 0
    }
  }

  var statistics: Statistics { figures }
}

/// A daily (or archive) puzzle of one shape in one language: the history holds one record of each.
///
/// Hashed as one integer: a million records' keys are made and hashed at every start, and hashing
/// the language, the number and each of the shape's fields in turn cost a tenth of the history's
/// whole read.
struct DailyKey: Hashable, Sendable {
  let language: Language
  let number: Int
  let shape: RoundShape

  init(language: Language, number: Int, shape: RoundShape = .dailyPuzzle) {
    self.language = language
    self.number = number
    self.shape = shape
  }

  /// The key of a daily or archive record; `nil` for an unlimited one.
  init?(_ record: GameRecord) {
    guard let number = record.puzzleNumber else { return nil }
    self.init(language: record.language, number: number, shape: record.shape)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(UInt64(truncatingIfNeeded: number) << 25 | shape.packed << 4 | UInt64(language.ordinal))
  }
}

extension RoundShape {
  /// Boards, rows, letters and the sequence in 21 bits (each well under 256), for keys hashed as
  /// one integer.
  var packed: UInt64 {
    (isSequence ? 1 << 20 : 0) | UInt64(boards & 0xFF) << 12 | UInt64(rows & 0xFF) << 4
      | UInt64(letters & 0xF)
  }
}

extension Language {
  /// The language's place among `allCases`, for keys hashed as one integer.
  var ordinal: UInt8 {
    switch self {
    case .english: 0
    case .spanish: 1
    case .french: 2
    case .german: 3
    case .italian: 4
    case .portuguese: 5
    }
  }
}
