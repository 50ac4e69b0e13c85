import Benchmark
import Foundation
import GuessworkEngine
import GuessworkSolver
import GuessworkTestSupport
import GuessworkViewModel

// The engine's hot paths, with ordo-one/benchmark. Run with `make bench`, or on their own with
// `swift package --package-path benchmarks benchmark`. Every figure is per operation: benchmarks of
// sub-microsecond work repeat it a thousand times per sample (`scalingFactor: .kilo`). Set-up inside
// a closure happens before `startMeasurement()`, so it is not counted.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 10,
    maxDuration: .seconds(2), maxIterations: 100_000)
  let perOperation = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 10,
    scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 100_000)

  // MARK: Word lists

  for language in Language.allCases {
    Benchmark("Load both word lists (\(language.rawValue))") { benchmark in
      _ = Fixtures.wordsFolder
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(try WordListLoader.load(language, from: Fixtures.wordsFolder))
      }
    }
  }

  // MARK: Rules

  Benchmark("Evaluate a guess", configuration: perOperation) { benchmark in
    let pairs = Fixtures.pairs
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      let (guess, answer) = pairs[index & (pairs.count - 1)]
      blackHole(evaluate(guess, against: answer))
    }
  }

  // The solver's pattern: the same colours as `evaluate`, as one byte, without allocating.
  Benchmark("Pattern of a guess (solver)", configuration: perOperation) { benchmark in
    let pairs = Fixtures.pairs
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      let (guess, answer) = pairs[index & (pairs.count - 1)]
      blackHole(Pattern(guess, against: answer))
    }
  }

  Benchmark("Validate a guess (word list + hard mode)", configuration: perOperation) { benchmark in
    let words = Fixtures.english
    let game = Fixtures.hardModeRound(words)
    let candidates = Fixtures.pairs.map(\.0)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      let word = candidates[index & (candidates.count - 1)]
      blackHole(words.accepts(word) && game.hints.violation(by: word) == nil)
    }
  }

  Benchmark("Submit a guess (validate, evaluate, record)", configuration: perOperation) { benchmark in
    let words = Fixtures.english
    let game = Fixtures.hardModeRound(words, typing: "brake")
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      var round = game
      blackHole(round.submit(in: words))
    }
  }

  // MARK: What the window asks for

  // A keystroke as the main window handles it: the view model takes the key (the session saves the
  // round), then the window reads the board and every key's colour and spoken label. The same with
  // the full English lists and with a five-word list shows the cost does not grow with the lists.
  for (name, words) in [("full English lists", Fixtures.english), ("five-word list", Fixtures.tiny)] {
    Benchmark("Keystroke and redraw data, in-memory files, \(name)", configuration: perOperation) {
      benchmark in
      let viewModel = try Fixtures.viewModel(words: words, files: InMemoryFiles().fileSystem)
      let keys = viewModel.board.keyboardRows.joined()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        viewModel.board.press(.letter(Letter("e")!))
        viewModel.board.press(.backspace)
        blackHole(viewModel.board.tiles)
        for key in keys { blackHole(viewModel.board.accessibleLabel(for: key)) }
      }
    }
  }

  // The same keystroke with the real disk: each key press saves the round (write, fsync, rename).
  Benchmark("Keystroke and redraw data, real files") { benchmark in
    let folder = try Fixtures.temporaryFolder()
    let viewModel = try Fixtures.viewModel(words: Fixtures.english, files: .live, folder: folder)
    let keys = viewModel.board.keyboardRows.joined()
    benchmark.startMeasurement()
    defer {
      benchmark.stopMeasurement()
      try? FileManager.default.removeItem(at: folder)
    }
    for _ in benchmark.scaledIterations {
      viewModel.board.press(.letter(Letter("e")!))
      blackHole(viewModel.board.tiles)
      for key in keys { blackHole(viewModel.board.accessibleLabel(for: key)) }
      viewModel.board.press(.backspace)
    }
  }

  // MARK: Round end

  Benchmark("Share text of a finished round", configuration: perOperation) { benchmark in
    let game = Fixtures.finishedRound(Fixtures.english)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(shareText(for: game, style: ShareStyle(darkTheme: true))) }
  }

  Benchmark("Statistics over 10,000 finished games") { benchmark in
    let history = Fixtures.history(count: 10_000)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(Statistics(history, mode: .daily, language: .english, todaysPuzzle: 9_000))
      blackHole(Statistics(history, mode: .unlimited, language: .english))
    }
  }

  Benchmark("Statistics dialog figures (view model), 1,000 games in history") { benchmark in
    let files = InMemoryFiles()
    let storage = Fixtures.storage(files.fileSystem, folder: URL(fileURLWithPath: "/bench"))
    storage.save(history: Fixtures.history(count: 1_000))
    let viewModel = try Fixtures.viewModel(words: Fixtures.english, files: files.fileSystem)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(viewModel.statistics.presentation()) }
  }

  // MARK: Start-up

  // Each load checks every record as a start does: fresh storage, fresh checks (the daily
  // schedule is built again each time), every word looked up, hard-mode rows replayed.
  for (name, records) in [
    ("Load a history of 1,000 finished games", Fixtures.history(count: 1_000)),
    ("Load a history of 1,000 finished games without rows (format 1)",
      Fixtures.historyWithoutRows(count: 1_000)),
  ] {
    Benchmark(name) { benchmark in
      let files = InMemoryFiles()
      Fixtures.storage(files.fileSystem, folder: URL(fileURLWithPath: "/bench")).save(history: records)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let storage = Fixtures.storage(files.fileSystem, folder: URL(fileURLWithPath: "/bench"))
        blackHole(storage.loadHistory(checkedBy: Fixtures.rules()))
      }
    }
  }

  Benchmark("Session start: settings, 1,000-game history, English lists, round") { benchmark in
    let files = InMemoryFiles()
    let storage = Fixtures.storage(files.fileSystem, folder: URL(fileURLWithPath: "/bench"))
    storage.save(history: Fixtures.history(count: 1_000))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let environment = Fixtures.environment(
        words: { try WordListLoader.load($0, from: Fixtures.wordsFolder) },
        storage: Fixtures.storage(files.fileSystem, folder: URL(fileURLWithPath: "/bench")))
      blackHole(try GameSession(environment: environment))
    }
  }
}

/// Words, rounds and histories the benchmarks share.
enum Fixtures {
  /// `data/words` of this source tree (or `$GUESSWORK_DATA_DIR/words`).
  static let wordsFolder: URL = {
    if let data = ProcessInfo.processInfo.environment["GUESSWORK_DATA_DIR"], !data.isEmpty {
      return URL(fileURLWithPath: data).appendingPathComponent("words")
    }
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent("data/words")
  }()

  static let english = try! WordListLoader.load(.english, from: wordsFolder)

  static let tiny = WordList(
    language: .english, answers: ["crane", "slate", "theme", "abbey", "llama"].compactMap(Word.init),
    guesses: [])

  /// Sixteen guess/answer pairs with repeated letters, hits and misses.
  static let pairs: [(Word, Word)] = [
    ("eerie", "theme"), ("crane", "crane"), ("slate", "least"), ("abbey", "kebab"),
    ("llama", "hello"), ("geese", "eerie"), ("trace", "crate"), ("mamma", "maxim"),
    ("xylyl", "style"), ("queue", "quiet"), ("adieu", "audio"), ("brake", "break"),
    ("stare", "tears"), ("sissy", "kiosk"), ("madam", "adams"), ("error", "order"),
  ].map { (Word($0.0)!, Word($0.1)!) }

  /// A hard-mode round with three guesses (greens, yellows and repeated letters to check).
  static func hardModeRound(_ words: WordList, typing: String = "") -> Game {
    var game = Game(answer: Word("brake")!, puzzle: .unlimited, language: .english, hardMode: true)
    for guess in ["crane", "trade", "grape"] {
      game.restoreInput(Word(guess)!.letters)
      _ = game.submit(in: words)
    }
    if let word = Word(typing) { game.restoreInput(word.letters) }
    return game
  }

  static func finishedRound(_ words: WordList) -> Game {
    var game = hardModeRound(words, typing: "brake")
    _ = game.submit(in: words)
    return game
  }

  /// A player's history: two daily puzzles for every unlimited round, one in seven lost, every
  /// other round in hard mode, rows of 1–6 words played through `Game` (so hard-mode rows keep
  /// their hints), each daily answer that day's answer. Everything `Storage` checks holds.
  static func history(count: Int) -> [GameRecord] {
    let answers = english.answers
    let schedule = DailySchedule(answers: answers)
    return (0..<count).map { index in
      let unlimited = index % 3 == 0
      let number = index + 1
      let day = DailySchedule.firstDay.adding(days: number - 1)
      let answer = unlimited ? answers[index * 31 % answers.count] : schedule.answer(for: number)
      let puzzle: Puzzle = unlimited ? .unlimited : .daily(number: number, day: day)
      var game = Game(answer: answer, puzzle: puzzle, language: .english, hardMode: index % 2 == 0)
      let won = index % 7 != 0
      let rows = won ? index % 6 : 5
      var candidate = index * 7919
      var tries = 0
      while game.guesses.count < rows, tries < 2_000 {
        let word = answers[candidate % answers.count]
        candidate += 1
        tries += 1
        guard word != answer else { continue }
        game.restoreInput(word.letters)
        _ = game.submit(in: english)
      }
      if won {
        game.restoreInput(answer.letters)
        _ = game.submit(in: english)
      }
      let finished = Date(timeIntervalSince1970: TimeInterval(day.ordinal * 86_400 + 43_200))
      return GameRecord(game, finishedAt: finished, abandoned: true)!
    }
  }

  /// Older records, as history format 1 kept them: the same games without their rows.
  static func historyWithoutRows(count: Int) -> [GameRecord] {
    history(count: count).map { record in
      try! GameRecord(
        mode: record.mode, language: record.language, puzzleNumber: record.puzzleNumber,
        answer: record.answer, won: record.won, guessCount: record.guessCount,
        hardMode: record.hardMode, finishedAt: record.finishedAt)
    }
  }

  /// The checks a session makes at start: the English lists, the schedule built afresh.
  static func rules() -> SavedDataRules {
    SavedDataRules { $0 == .english ? english : nil }
  }

  static func storage(_ files: FileSystem, folder: URL) -> Storage {
    Storage(
      locations: StorageLocations(
        dataFolder: folder.appendingPathComponent("data"),
        configFolder: folder.appendingPathComponent("config")),
      fileSystem: files)
  }

  static func environment(
    words: @escaping @Sendable (Language) throws -> WordList, storage: Storage
  ) -> SessionEnvironment {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Madrid")!
    let now = Date(timeIntervalSince1970: 1_773_576_000)  // 2026-03-15
    return SessionEnvironment(
      now: { now }, timeZone: LocalTimeZone(calendar.timeZone), random: { 42 }, wordLists: words, storage: storage)
  }

  /// A view model on a custom-word round, typing into its first row.
  static func viewModel(
    words: WordList, files: FileSystem, folder: URL = URL(fileURLWithPath: "/bench")
  ) throws -> GameViewModel {
    let environment = Fixtures.environment(words: { _ in words }, storage: storage(files, folder: folder))
    let viewModel = GameViewModel(
      session: try GameSession(environment: environment, launch: .word("crane")),
      scheduler: ManualScheduler(clock: ManualClock(Date(timeIntervalSince1970: 1_773_576_000))))
    viewModel.listen { _ in }
    return viewModel
  }

  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("guesswork-bench-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
