import Foundation
import GuessworkTestSupport
import PropertyBased
import Testing

@testable import GuessworkEngine

/// Random valid saved data, then random damage: byte flips, truncations at every length, values of
/// the wrong type, nulls, huge and negative numbers, files from a future format. Whatever the
/// damage, reading never traps, never loses a sound record without telling the player (and keeping
/// the file as it was), and never yields statistics that do not add up.
@Suite("Saved data under random damage")
struct SavedDataPropertyTests {
  // MARK: Random valid data

  /// Random rounds, records and settings over the test world's lists, from one seed.
  struct Maker {
    let world: TestWorld
    var random: SeededGenerator

    init(seed: UInt64, world: TestWorld = TestWorld()) {
      self.world = world
      random = SeededGenerator(seed: seed)
    }

    func candidates(_ language: Language) -> [Word] {
      language == .english
        ? (TestWorld.englishAnswers + TestWorld.englishGuesses).map { word($0) }
        : (TestWorld.spanishAnswers + TestWorld.spanishGuesses).map { word($0) }
    }

    func schedule(_ language: Language) -> DailySchedule {
      DailySchedule(answers: world.lists[language]!.answers)
    }

    /// A round as a player could leave it: random accepted rows (hard mode refusing some), maybe
    /// letters typed.
    mutating func round(_ puzzle: Puzzle, _ language: Language, answer: Word? = nil) -> Game {
      let words = world.lists[language]!
      let answer = answer ?? words.answers.randomElement(using: &random)!
      var game = Game(
        answer: answer, puzzle: puzzle, language: language, hardMode: Bool.random(using: &random))
      let pool = candidates(language) + [answer, answer]
      for _ in 0..<Int.random(in: 0...8, using: &random) where !game.isOver {
        game.restoreInput(pool.randomElement(using: &random)!.letters)
        _ = game.submit(in: words)
      }
      let alphabet = (0..<(language == .spanish ? 27 : 26)).map { Letter(index: $0)! }
      game.restoreInput((0..<Int.random(in: 0...5, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      })
      return game
    }

    /// A history of finished games, daily puzzles once each per language, some without rows (as
    /// format 1 kept them).
    mutating func history(count: Int) -> [GameRecord] {
      var numbers: [Language: Set<Int>] = [:]
      var records: [GameRecord] = []
      while records.count < count {
        let language: Language = Bool.random(using: &random) ? .english : .spanish
        let daily = Bool.random(using: &random)
        var game: Game
        let finishedAt: Date
        if daily {
          let number = Int.random(in: 1...800, using: &random)
          guard numbers[language, default: []].insert(number).inserted else { continue }
          let day = DailySchedule.firstDay.adding(days: number - 1)
          game = round(.daily(number: number, day: day), language, answer: schedule(language).answer(for: number))
          finishedAt = Date(timeIntervalSince1970: TimeInterval(day.ordinal * 86_400 + Int.random(in: 0..<259_200, using: &random)))
        } else {
          game = round(.unlimited, language)
          finishedAt = Date(timeIntervalSince1970: 1_767_225_600 + TimeInterval(Int.random(in: 0..<60_000_000, using: &random)))
        }
        guard var record = GameRecord(game, finishedAt: finishedAt, abandoned: true) else { continue }
        if Int.random(in: 0..<4, using: &random) == 0 { record = record.withoutGuesses() }
        records.append(record)
      }
      return records
    }

    mutating func settings() -> Settings {
      var settings = Settings()
      settings.theme = ThemePreference.allCases.randomElement(using: &random)!
      settings.hardMode = Bool.random(using: &random)
      settings.highContrast = Bool.random(using: &random)
      settings.language = Language.allCases.randomElement(using: &random)!
      settings.mode = PlayMode.allCases.randomElement(using: &random)!
      if Bool.random(using: &random) {
        settings.windowWidth = Int.random(in: Settings.windowSizes, using: &random)
        settings.windowHeight = Int.random(in: Settings.windowSizes, using: &random)
      }
      settings.windowMaximized = Bool.random(using: &random)
      return settings
    }

    /// A value the field cannot hold: of another type, null, huge, negative, fractional, nested
    /// (a field is not given a value it may hold: a boolean the other boolean, and so on).
    mutating func badValue(for key: String) -> Any {
      var values: [Any] = [
        NSNull(), 1.5, Int.max, Int.min, -1, 0, 7, 1e300, ["a": 1], ["crane"],
        "2026-13-01T00:00:00Z", "CRANE", "x1",
      ]
      if !Maker.booleanKeys.contains(key) { values += [true, false] }
      if key != "input" { values += ["x", "", "ñññññ"] }  // letters typed in Spanish, or none
      if key != "guesses" { values.append([Any]()) }  // no rows yet
      return values.randomElement(using: &random)!
    }

    static let booleanKeys: Set = [
      "won", "hardMode", "highContrast", "windowMaximized", "helpShown",
    ]
  }

  static func storage(_ world: TestWorld) -> Storage { world.storage }

  static var historyPath: String { testLocations.historyFile.path }
  static var settingsPath: String { testLocations.settingsFile.path }

  /// The figures add up, in every mode and language.
  static func statisticsAddUp(_ records: [GameRecord], today: Int? = nil) {
    for mode in PlayMode.allCases {
      for language in Language.allCases {
        let statistics = Statistics(records, mode: mode, language: language, todaysPuzzle: today)
        #expect(statistics.played == statistics.wins + statistics.losses)
        #expect(statistics.distribution.reduce(0, +) == statistics.wins)
        #expect(statistics.distribution.allSatisfy { $0 >= 0 })
        #expect(statistics.maxStreak <= statistics.wins)
        #expect(statistics.currentStreak <= statistics.maxStreak)
        #expect((0...100).contains(statistics.winPercentage))
      }
    }
  }

  /// The byte ranges of the history's lines (each with its newline), header first.
  static func lineRanges(_ data: Data) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    for (index, byte) in data.enumerated() where byte == 10 {
      ranges.append(start..<index + 1)
      start = index + 1
    }
    if start < data.count { ranges.append(start..<data.count) }
    return ranges
  }

  /// After reading damaged data, when the player was told: the file as it was is still there (in
  /// place, or set aside) byte for byte. When nothing was told, each caller checks that what it
  /// wrote was kept, value for value.
  static func toldAndKept(_ notices: [StorageNotice], original: Data, files: InMemoryFiles, path: String) {
    guard let notice = notices.first else { return }
    switch notice {
    case .newerFormat:
      #expect(files[path] == original)
    case .damaged(_, let movedTo, _):
      #expect(movedTo.flatMap { files[$0] } == original)
    default:
      Issue.record("unexpected notice \(notice)")
    }
  }

  // MARK: Valid data round-trips

  @Test("Random valid histories, rounds and settings read back exactly, without a word")
  func roundTrips() async {
    await propertyCheck(count: 60, input: Gen.uint64()) { seed in
      var maker = Maker(seed: seed)
      let storage = maker.world.storage
      let rules = maker.world.rules
      let records = maker.history(count: Int.random(in: 0...30, using: &maker.random))
      storage.save(history: records)
      #expect(storage.loadHistory(checkedBy: rules) == records)
      // The languages the test world has lists for.
      for language in [Language.english, .spanish] {
        let number = Int.random(in: 1...900, using: &maker.random)
        let day = DailySchedule.firstDay.adding(days: number - 1)
        let answer = maker.schedule(language).answer(for: number)
        for game in [
          maker.round(.daily(number: number, day: day), language, answer: answer),
          maker.round(.archive(number: number, day: day), language, answer: answer),
          maker.round(.unlimited, language), maker.round(.custom, language),
        ] {
          storage.save(round: game)
          #expect(storage.loadRound(game.puzzle, language, checkedBy: rules) == game)
        }
      }
      let settings = maker.settings()
      storage.save(settings)
      #expect(storage.loadSettings() == settings)
      #expect(storage.takeNotices().isEmpty)
      Self.statisticsAddUp(records)
    }
  }

  @Test("Every line the game writes is read by the fast reader (the decoder is only for others)")
  func fastReaderReadsWhatIsWritten() async {
    await propertyCheck(count: 40, input: Gen.uint64()) { seed in
      var maker = Maker(seed: seed)
      maker.world.storage.save(history: maker.history(count: 20))
      let lines = maker.world.files[Self.historyPath]!.split(separator: 10).dropFirst()
      for line in lines {
        let fields = Data(line).withUnsafeBytes { RecordFields(historyLine: $0, format: 2) }
        #expect(fields != nil, "\(String(decoding: line, as: UTF8.self))")
      }
    }
  }

  // MARK: Damage

  @Test("A flipped byte anywhere in the history: no trap, the untouched records kept, or told")
  func historyByteFlips() async {
    await propertyCheck(count: 250, input: Gen.uint64(), Gen.int(in: 0...10_000), Gen.uint8(in: 1...255)) {
      seed, position, mask in
      var maker = Maker(seed: seed)
      let storage = maker.world.storage
      let records = maker.history(count: Int.random(in: 1...12, using: &maker.random))
      storage.save(history: records)
      let original = maker.world.files[Self.historyPath]!
      var data = original
      let index = position % data.count
      data[index] ^= mask
      maker.world.files[Self.historyPath] = data
      let loaded = storage.loadHistory(checkedBy: maker.world.rules)
      let notices = storage.takeNotices()
      Self.statisticsAddUp(loaded, today: position)
      Self.toldAndKept(notices, original: data, files: maker.world.files, path: Self.historyPath)
      // The lines as written: the flipped one is touched, and so is the next when its newline went.
      let lines = Self.lineRanges(original)
      let touched = { (line: Int) in
        lines[line].contains(index)
          || (line > 0 && original[index] == 10 && lines[line - 1].contains(index))
      }
      // Nothing is dropped without a word (a flip from one sound value to another, such as a
      // digit of a format-1 guess count, is a changed record, not a lost one: no check can see it).
      #expect(loaded.count == records.count || !notices.isEmpty)
      for (offset, record) in records.enumerated() where !touched(0) && !touched(offset + 1) {
        if notices.isEmpty {
          // Nothing told: every record the flip did not reach is there as it was, in its place.
          #expect(
            loaded.indices.contains(offset) && loaded[offset] == record,
            "record \(offset) of \(records.count) kept in place, flip at \(index)")
        } else {
          #expect(loaded.contains(record), "record \(offset) of \(records.count), flip at \(index)")
        }
      }
    }
  }

  @Test("The history cut at every length: each whole line kept, the rest told, no trap")
  func historyTruncations() async {
    await propertyCheck(count: 4, input: Gen.uint64()) { seed in
      var maker = Maker(seed: seed)
      let records = maker.history(count: 6)
      maker.world.storage.save(history: records)
      let full = maker.world.files[Self.historyPath]!
      let lines = Self.lineRanges(full)
      for length in 0...full.count {
        let files = InMemoryFiles([Self.historyPath: full.prefix(length)])
        let storage = memoryStorage(files)
        let loaded = storage.loadHistory(checkedBy: maker.world.rules)
        let notices = storage.takeNotices()
        // A line is whole once its closing brace is there; a cut between lines cannot be seen.
        let whole = lines.dropFirst().filter { $0.upperBound - 1 <= length }.count
        #expect(loaded == Array(records.prefix(whole)), "cut at \(length)")
        let betweenLines = lines.contains { $0.upperBound == length || $0.upperBound - 1 == length }
        // An empty file is told too: the game always writes the header (issue 25).
        #expect(notices.isEmpty == betweenLines, "cut at \(length): \(notices)")
        Self.toldAndKept(notices, original: full.prefix(length), files: files, path: Self.historyPath)
        Self.statisticsAddUp(loaded)
      }
    }
  }

  @Test("Settings and round files cut at every length: no trap; what is kept is what was saved, or told")
  func settingsAndRoundTruncations() async {
    await propertyCheck(count: 6, input: Gen.uint64()) { seed in
      var maker = Maker(seed: seed)
      maker.world.storage.save(maker.settings())
      let settingsData = maker.world.files[Self.settingsPath]!
      let saved = maker.world.storage.loadSettings()
      let game = maker.round(.unlimited, .english)
      maker.world.storage.save(round: game)
      let roundPath = testLocations.roundFile(.unlimited, .english).path
      let roundData = maker.world.files[roundPath]!
      for length in 0...settingsData.count {
        let files = InMemoryFiles([Self.settingsPath: settingsData.prefix(length)])
        let storage = memoryStorage(files)
        let settings = storage.loadSettings()
        let notices = storage.takeNotices()
        if length < settingsData.count {
          #expect(notices.count == 1)
          Self.toldAndKept(notices, original: settingsData.prefix(length), files: files, path: Self.settingsPath)
        }
        // Each preference is the one saved, or its default.
        let defaults = Settings()
        #expect(settings.theme == saved.theme || settings.theme == defaults.theme)
        #expect(settings.language == saved.language || settings.language == defaults.language)
        #expect(settings.mode == saved.mode || settings.mode == defaults.mode)
        #expect(settings.windowWidth == saved.windowWidth || settings.windowWidth == nil)
        #expect(settings.windowHeight == saved.windowHeight || settings.windowHeight == nil)
      }
      for length in 0..<roundData.count {
        let files = InMemoryFiles([roundPath: roundData.prefix(length)])
        let storage = memoryStorage(files)
        #expect(storage.loadRound(.unlimited, .english, checkedBy: maker.world.rules) == nil)
        Self.toldAndKept(storage.takeNotices(), original: roundData.prefix(length), files: files, path: roundPath)
      }
    }
  }

  @Test("A wrong type, a null, a huge or negative number in any field: set aside and told, or harmless")
  func wrongValues() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var maker = Maker(seed: seed)
      let storage = maker.world.storage
      let rules = maker.world.rules
      // A record.
      let records = maker.history(count: Int.random(in: 1...8, using: &maker.random))
      storage.save(history: records)
      var lines = String(decoding: maker.world.files[Self.historyPath]!, as: UTF8.self)
        .split(separator: "\n").map(String.init)
      let target = Int.random(in: 1..<lines.count, using: &maker.random)
      var object = try JSONSerialization.jsonObject(with: Data(lines[target].utf8)) as! [String: Any]
      let key = object.keys.sorted().randomElement(using: &maker.random)!
      object[key] = maker.badValue(for: key)
      lines[target] = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
      let damaged = Data((lines.joined(separator: "\n") + "\n").utf8)
      maker.world.files[Self.historyPath] = damaged
      let loaded = storage.loadHistory(checkedBy: rules)
      var notices = storage.takeNotices()
      Self.statisticsAddUp(loaded, today: Int.random(in: Int.min...Int.max, using: &maker.random))
      for (offset, record) in records.enumerated() where offset != target - 1 {
        #expect(loaded.contains(record))
      }
      #expect(loaded.count == records.count || !notices.isEmpty)
      Self.toldAndKept(notices, original: damaged, files: maker.world.files, path: Self.historyPath)

      // A round.
      let game = maker.round(.unlimited, .spanish)
      storage.save(round: game)
      let roundPath = testLocations.roundFile(.unlimited, .spanish).path
      var file = try JSONSerialization.jsonObject(with: maker.world.files[roundPath]!) as! [String: Any]
      var round = file["round"] as! [String: Any]
      let field = round.keys.sorted().randomElement(using: &maker.random)!
      round[field] = maker.badValue(for: field)
      file["round"] = round
      let roundData = try JSONSerialization.data(withJSONObject: file)
      maker.world.files[roundPath] = roundData
      let restored = storage.loadRound(.unlimited, .spanish, checkedBy: rules)
      notices = storage.takeNotices()
      if restored != game {
        #expect(notices.count == 1, "\(field) = \(String(decoding: roundData, as: UTF8.self))")
        Self.toldAndKept(notices, original: roundData, files: maker.world.files, path: roundPath)
      }
      if let restored { #expect(restored.guesses == game.guesses || restored.guesses.isEmpty) }

      // The settings.
      let settings = maker.settings()
      storage.save(settings)
      var preferences = try JSONSerialization.jsonObject(with: maker.world.files[Self.settingsPath]!) as! [String: Any]
      let setting = preferences.keys.filter { $0 != "format" }.sorted().randomElement(using: &maker.random)!
      preferences[setting] = maker.badValue(for: setting)
      let settingsData = try JSONSerialization.data(withJSONObject: preferences)
      maker.world.files[Self.settingsPath] = settingsData
      let read = storage.loadSettings()
      notices = storage.takeNotices()
      // No preference takes any of these values: always told, the others kept.
      #expect(notices.count == 1)
      Self.toldAndKept(notices, original: settingsData, files: maker.world.files, path: Self.settingsPath)
      #expect(read.theme == settings.theme || setting == "theme")
      #expect(read.language == settings.language || setting == "language")
      #expect(read.mode == settings.mode || setting == "mode")
    }
  }

  @Test("Files from a future format are neither read nor written over, and told once")
  func futureFormats() async {
    await propertyCheck(count: 25, input: Gen.uint64(), Gen.int(in: 2...Int.max)) { seed, format in
      var maker = Maker(seed: seed)
      let storage = maker.world.storage
      let history = Data("{\"format\":\(max(format, 3)),\"kind\":\"guesswork-history\"}\n{\"anything\":[1,2]}\n".utf8)
      let settings = Data("{\"format\":\(format),\"theme\":42,\"newThing\":true}".utf8)
      let roundPath = testLocations.roundFile(.unlimited, .english).path
      let round = Data("{\"format\":\(format),\"round\":null}".utf8)
      maker.world.files[Self.historyPath] = history
      maker.world.files[Self.settingsPath] = settings
      maker.world.files[roundPath] = round
      #expect(storage.loadHistory(checkedBy: maker.world.rules).isEmpty)
      #expect(storage.loadSettings() == Settings())
      #expect(storage.loadRound(.unlimited, .english, checkedBy: maker.world.rules) == nil)
      storage.save(history: maker.history(count: 2))
      storage.save(maker.settings())
      storage.save(round: maker.round(.unlimited, .english))
      _ = storage.loadHistory()
      _ = storage.loadSettings()
      let notices = storage.takeNotices()
      #expect(notices.filter { if case .newerFormat = $0 { true } else { false } }.count == 3)
      #expect(maker.world.files[Self.historyPath] == history)
      #expect(maker.world.files[Self.settingsPath] == settings)
      #expect(maker.world.files[roundPath] == round)
    }
  }

  // MARK: Rules the checks rely on

  @Test("The history's hard-mode check agrees with the hints a round enforces")
  func hardModeCheckAgrees() async {
    let word = Gen.character(in: "a"..."e").string(of: Word.standardLength).map { Word($0)! }
    await propertyCheck(count: 1000, input: word, word.array(of: 1...6)) { answer, rows in
      var keeps = true
      var guesses: [Guess] = []
      for row in rows {
        if HardModeHints(guesses).violation(by: row) != nil { keeps = false }
        guesses.append(Guess(row, against: answer))
      }
      #expect(HardModeHints.everyRowKeepsTheHints(rows, answer: answer) == keeps)
    }
  }

  @Test("A set-aside file's name carries the UTC date and time, as a date formatter writes them")
  func timestamps() async {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    await propertyCheck(count: 500, input: Gen.int(in: -2_000_000_000...7_000_000_000)) { seconds in
      let date = Date(timeIntervalSince1970: TimeInterval(seconds) + 0.75)
      #expect(Storage.timestamp(date) == formatter.string(from: date))
    }
  }

  @Test("Rows packed into integers give back the words as they went in; one past a round's most rows is refused")
  func packedRows() async {
    let most = RoundShape.mostRows
    for length in [Word.standardLength, Word.lengths.upperBound] {
      let letters = Gen.int(in: 0...26).array(of: length).map { Word($0.map { Letter(index: $0)! }) }
      await propertyCheck(count: 500, input: letters.array(of: 0...(most + 1))) { words in
        let rows = PlayedRows(words)
        #expect(rows.map(Array.init) == (words.count <= most ? words : nil))
        #expect(rows?.count == (words.count <= most ? words.count : nil))
      }
    }
  }

  @Test("Statistics of any possible records add up and agree with a plain count, whatever today's number")
  func statisticsOfAnyRecords() async {
    await propertyCheck(count: 300, input: Gen.uint64(), Gen.int()) { seed, today in
      var random = SeededGenerator(seed: seed)
      let answer = word("crane")
      let records: [GameRecord] = (0..<Int.random(in: 0...60, using: &random)).compactMap { _ in
        let daily = Bool.random(using: &random)
        let extreme = [1, 2, 3, DailySchedule.numbers.upperBound, DailySchedule.numbers.upperBound - 1]
        // Extremes, anywhere, or a few weeks of puzzles (runs of wins, repeats).
        let number =
          switch Int.random(in: 0..<3, using: &random) {
          case 0: extreme.randomElement(using: &random)!
          case 1: Int.random(in: DailySchedule.numbers, using: &random)
          default: Int.random(in: 300...310, using: &random)
          }
        return try? GameRecord(
          mode: daily ? .daily : .unlimited, language: .english, puzzleNumber: daily ? number : nil,
          answer: answer, won: Bool.random(using: &random), guessCount: Int.random(in: 1...6, using: &random),
          hardMode: false, finishedAt: utc("2199-12-31T12:00:00Z"))
      }
      Self.statisticsAddUp(records, today: today)
      for mode in PlayMode.allCases {
        for today in [today, nil, 305 + Int(seed % 8)] {
          #expect(
            Statistics(records, mode: mode, language: .english, todaysPuzzle: today)
              == Self.plainStatistics(records, mode: mode, today: today), "\(mode), today \(String(describing: today))")
        }
      }
    }
  }

  /// The figures counted the plain way, to compare `History`'s running tallies with: unlimited
  /// streaks in the order rounds finished; daily puzzles each counted once (the first record),
  /// streaks as runs of consecutive numbers all won, the current one ending at the highest puzzle
  /// played when it was won and is yesterday's or later.
  static func plainStatistics(_ records: [GameRecord], mode: PlayMode, today: Int?) -> Statistics {
    var figures = Statistics()
    func count(_ record: GameRecord) {
      figures.played += 1
      if record.won {
        figures.wins += 1
        figures.distribution[record.guessCount - 1] += 1
      } else {
        figures.losses += 1
      }
    }
    switch mode {
    case .unlimited:
      var streak = 0
      for record in records where record.mode == .unlimited {
        count(record)
        streak = record.won ? streak + 1 : 0
        figures.maxStreak = max(figures.maxStreak, streak)
      }
      figures.currentStreak = streak
    case .daily:
      var first: [Int: GameRecord] = [:]
      for record in records where record.mode == .daily && first[record.puzzleNumber!] == nil {
        first[record.puzzleNumber!] = record
      }
      let days = first.values.filter { !$0.isArchive }
      for record in days { count(record) }
      let won = Set(days.filter(\.won).map { $0.puzzleNumber! })
      func run(endingAt number: Int) -> Int {
        var length = 0
        while won.contains(number - length) { length += 1 }
        return length
      }
      for number in won where !won.contains(number + 1) { figures.maxStreak = max(figures.maxStreak, run(endingAt: number)) }
      if let highest = days.max(by: { $0.puzzleNumber! < $1.puzzleNumber! }), highest.won,
        today.map({ highest.puzzleNumber! + 1 >= $0 }) ?? true
      {
        figures.currentStreak = run(endingAt: highest.puzzleNumber!)
      }
    }
    return figures
  }
}
