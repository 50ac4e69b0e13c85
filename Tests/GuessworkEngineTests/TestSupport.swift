import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

// Shared helpers: words from text, tile patterns, fixed clocks and calendars, and sessions over files
// kept in memory. Nothing here reads the real clock or the real user's files.

// MARK: Words

/// A word spelled in a test; a typo in a test is a programming error.
func word(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Word {
  guard let word = Word(text) else {
    Issue.record("“\(text)” is not a five-letter word", sourceLocation: sourceLocation)
    return Word("xxxxx")!
  }
  return word
}

func words(_ texts: String...) -> [Word] { texts.map { word($0) } }

/// A word list from a few words; answers are accepted guesses too.
func wordList(
  answers: [String], guesses: [String] = [], language: Language = .english
) -> WordList {
  WordList(language: language, answers: answers.map { word($0) }, guesses: guesses.map { word($0) })
}

func letter(_ character: Character) -> Letter { Letter(character)! }

/// The small list a round's tests play: two answers, and misses enough for eight rows.
let roundWords = wordList(
  answers: ["crane", "theme"],
  guesses: ["slate", "eerie", "abide", "tones", "adieu", "babes", "kebab", "ebbed", "ghoul"])

/// Tile states written as the board shows them: `G` green (correct), `Y` yellow (present), `-` grey.
func tiles(_ pattern: String) -> [LetterState] {
  pattern.map { symbol in
    switch symbol {
    case "G": .correct
    case "Y": .present
    default: .absent
    }
  }
}

func pattern(_ states: [LetterState]) -> String {
  String(states.map { state in
    switch state {
    case .correct: "G"
    case .present: "Y"
    case .absent: "-"
    }
  })
}

/// Random five-letter words from a small alphabet, so duplicates are frequent.
func randomWord<G: RandomNumberGenerator>(from alphabet: String = "abcde", using generator: inout G)
  -> Word
{
  let letters = Array(alphabet)
  return Word(String((0..<Word.standardLength).map { _ in letters.randomElement(using: &generator)! }))!
}

extension Game {
  /// Types a whole row (or part of one).
  mutating func enter(_ text: String) {
    for character in text { type(Letter(character)!) }
  }

  /// Types a word and submits it.
  @discardableResult
  mutating func play(_ text: String, in words: WordList) -> Result<Guess, Rejection> {
    input = []
    enter(text)
    return submit(in: words).map(\.guess)
  }

  var typed: String { String(input.map(\.character)) }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }

  var success: Success? {
    if case .success(let success) = self { return success }
    return nil
  }

  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}

// MARK: Fixtures

enum Fixtures {
  static var folder: URL {
    get throws { try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)) }
  }

  static var words: URL {
    get throws { try folder.appendingPathComponent("words", isDirectory: true) }
  }
}

/// A fresh folder on disk, removed afterwards.
/// A storage on the real disk in `folder` (data and config folders inside it), at a fixed time;
/// `background`: writes and the history's work on queues, as in the game.
func liveStorage(_ folder: URL, background: Bool = false) -> Storage {
  Storage(
    locations: StorageLocations(
      dataFolder: folder.appendingPathComponent("data/guesswork", isDirectory: true),
      configFolder: folder.appendingPathComponent("config/guesswork", isDirectory: true)),
    fileSystem: .live, clock: { utc("2026-03-15T12:34:56Z") }, writesInBackground: background)
}

func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("guesswork-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try body(folder)
}

// MARK: Time

func day(_ iso: String) -> LocalDay { LocalDay(iso: iso)! }

extension Calendar {
  /// The Gregorian calendar in a named time zone, e.g. `.gregorian("Europe/Berlin")`.
  static func gregorian(_ timeZone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: timeZone)!
    return calendar
  }
}

// The engine takes a `LocalTimeZone`; the tests name zones through Foundation's calendars, whose
// ICU time-zone data and calendar arithmetic then check the engine's own.
extension LocalDay {
  init(containing instant: Date, in calendar: Calendar) {
    self.init(containing: instant, in: LocalTimeZone(calendar.timeZone))
  }
}

extension DailySchedule {
  static func nextPuzzleStart(after instant: Date, in calendar: Calendar) -> Date {
    nextPuzzleStart(after: instant, in: LocalTimeZone(calendar.timeZone))
  }
}

/// The instant a wall clock in the calendar's zone shows this date and time.
func instant(
  _ iso: String, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0, in calendar: Calendar
) -> Date {
  let day = day(iso)
  return calendar.date(
    from: DateComponents(
      year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: second))!
}

/// An ISO 8601 UTC instant, e.g. `2026-03-15T12:34:56Z`.
func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

/// A value several closures share and tests change, such as the clock.
/// (`@unchecked Sendable`: the value is read and written only under `lock`.)
final class Shared<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storedValue: Value

  init(_ value: Value) { storedValue = value }

  var value: Value {
    get { lock.withLock { storedValue } }
    set { lock.withLock { storedValue = newValue } }
  }

  func update<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&storedValue) }
  }
}

// MARK: Storage and sessions

let testLocations = StorageLocations(
  dataFolder: URL(fileURLWithPath: "/home/player/.local/share/guesswork", isDirectory: true),
  configFolder: URL(fileURLWithPath: "/home/player/.config/guesswork", isDirectory: true))

/// A storage over files in memory with a fixed clock (for the names of moved-aside files).
func memoryStorage(
  _ files: InMemoryFiles, now: Date = utc("2026-03-15T12:34:56Z")
) -> Storage {
  Storage(locations: testLocations, fileSystem: files.fileSystem, clock: { now })
}

/// A record for statistics and storage tests (without rows, as format 1 kept them); a test that
/// asks for an impossible one stops at once.
func record(
  _ mode: PlayMode = .daily, _ puzzle: Int? = nil, won: Bool, guesses: Int? = nil,
  language: Language = .english, answer: String = "crane", hardMode: Bool = false,
  at date: Date = utc("2026-03-15T12:00:00Z"), rows: [String]? = nil
) -> GameRecord {
  do {
    return try GameRecord(
      mode: mode, language: language, puzzleNumber: mode == .daily ? puzzle : nil,
      answer: word(answer), won: won,
      guessCount: guesses ?? rows?.count ?? (won ? 4 : RoundShape.standardRows),
      hardMode: hardMode, finishedAt: date, guesses: rows.map { $0.map { word($0) } })
  } catch {
    fatalError("an impossible record in a test: \(error)")
  }
}

/// The world a session lives in: files in memory, a clock the test moves, a calendar, a seeded source
/// of randomness and small word lists. Each `session()` is a fresh start of the program over the same
/// files, as after a restart.
final class TestWorld: Sendable {
  static let englishAnswers = [
    "crane", "slate", "abide", "theme", "llama", "speed", "abbey", "hello", "robot", "paper",
  ]
  static let englishGuesses = ["eerie", "babes", "kebab", "ebbed", "adieu", "tones", "elide"]
  /// Six accepted words that are not answers: playing them all loses any round.
  static let losingRows = ["eerie", "babes", "kebab", "ebbed", "adieu", "tones"]
  static let spanishAnswers = ["árbol", "señor", "niños", "campo", "gatos"]
  static let spanishGuesses = ["dueño", "lápiz", "güero"]
  /// English lists of 6 and 7 letters (there are none of 4 letters, nor any in Spanish).
  static let otherEnglishLists: [Int: WordList] = [
    6: wordList(answers: ["candle", "garden", "planet", "silver"], guesses: ["orange", "pencil"]),
    7: wordList(answers: ["kitchen", "laptops", "morning"], guesses: ["cookies", "evening"]),
  ]

  let files = InMemoryFiles()
  let clock: Shared<Date>
  let calendar: Calendar
  let generator = Shared(SeededGenerator(seed: 2026))
  let lists: [Language: WordList]

  init(
    now: Date = instant("2026-03-15", 12, in: .gregorian("Europe/Berlin")),
    calendar: Calendar = .gregorian("Europe/Berlin"),
    lists: [Language: WordList]? = nil
  ) {
    clock = Shared(now)
    // Files are stamped by the world's clock, as the disk stamps them by the computer's.
    let clock = self.clock
    files.now = { clock.value }
    self.calendar = calendar
    self.lists =
      lists ?? [
        .english: wordList(answers: TestWorld.englishAnswers, guesses: TestWorld.englishGuesses),
        .spanish: wordList(
          answers: TestWorld.spanishAnswers, guesses: TestWorld.spanishGuesses, language: .spanish),
      ]
  }

  var storage: Storage {
    let clock = self.clock
    return Storage(locations: testLocations, fileSystem: files.fileSystem, clock: { clock.value })
  }

  var environment: SessionEnvironment {
    let clock = self.clock
    let generator = self.generator
    let lists = self.lists
    var environment = SessionEnvironment(
      now: { clock.value }, timeZone: LocalTimeZone(calendar.timeZone),
      random: { generator.update { $0.next() } },
      wordLists: { language in
        guard let list = lists[language] else {
          throw WordListError.missing(path: "/words/\(language.rawValue)/answers.txt")
        }
        return list
      },
      storage: storage)
    environment.otherLengthLists = { language, length in
      guard language == .english, let list = TestWorld.otherEnglishLists[length] else {
        throw WordListError.missing(path: "/words/\(language.rawValue)/answers-\(length).txt")
      }
      return list
    }
    return environment
  }

  func session(_ launch: LaunchRequest = .remembered, kind: RoundKind? = nil) throws -> GameSession {
    try GameSession(environment: environment, launch: launch, kind: kind)
  }

  /// A session whose storage works as the game's does: writes, and the start's read of the
  /// history, on background queues. With `slowRead`, the start's whole read of the history is held
  /// (as a long one takes seconds) until it is released.
  func backgroundSession(
    _ launch: LaunchRequest = .remembered, slowRead: SlowWholeRead? = nil
  ) throws -> GameSession {
    let clock = self.clock
    var environment = self.environment
    environment.storage = Storage(
      locations: testLocations, fileSystem: slowRead?.wrapping(files.fileSystem) ?? files.fileSystem,
      clock: { clock.value }, writesInBackground: true)
    return try GameSession(environment: environment, launch: launch)
  }

  var today: LocalDay { LocalDay(containing: clock.value, in: calendar) }

  /// Moves the clock by whole calendar days, keeping the wall-clock time.
  func advance(days: Int) {
    clock.value = calendar.date(byAdding: .day, value: days, to: clock.value)!
  }

  var schedule: DailySchedule { DailySchedule(answers: lists[.english]!.answers) }

  /// The history as saved on disk (read by a fresh storage, checked against the world's lists).
  var savedHistory: [GameRecord] { storage.loadHistory(checkedBy: rules) }

  /// The checks a session makes, over the world's lists.
  var rules: SavedDataRules {
    let lists = self.lists
    return SavedDataRules(
      wordLists: { lists[$0] },
      otherLengths: { $0 == .english ? TestWorld.otherEnglishLists[$1] : nil })
  }
}

extension GameSession {
  /// Types a word into the current row and submits it.
  @discardableResult
  func play(_ text: String) -> Result<Guess, Rejection> {
    while deleteLetter() {}
    for character in text { type(Letter(character)!) }
    return submit().map(\.guess)
  }

  func enter(_ text: String) {
    for character in text { type(Letter(character)!) }
  }

  /// Plays the answer: wins the round on the current row.
  func win() { play(game.answer.text) }

  /// Plays six wrong (but accepted) words.
  func lose() {
    for row in TestWorld.losingRows where !game.isOver { play(row) }
  }
}

/// `count` distinct made-up words in alphabetical order (`aaaaa`, `aaaab`, … spread over the alphabet),
/// for schedules and draws that need long lists.
func syntheticWords(_ count: Int) -> [Word] {
  let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
  return (0..<count).map { number in
    var value = number * 7919 % (26 * 26 * 26 * 26 * 26)  // spread out, still distinct for count < 26⁵
    var letters: [Character] = []
    for _ in 0..<Word.standardLength {
      letters.append(alphabet[value % 26])
      value /= 26
    }
    return Word(String(letters.reversed()))!
  }.sorted()
}

extension StorageNotice {
  /// What a damaged file lost, if the notice is about one.
  var loss: StorageLoss? {
    guard case .damaged(_, _, let loss) = self else { return nil }
    return loss
  }

  /// Where a damaged file went, if the notice is about one that could be moved.
  var movedTo: String? {
    guard case .damaged(_, let movedTo, _) = self else { return nil }
    return movedTo
  }
}

/// Holds the start's whole read of the history (its read of the file on the storage's read queue)
/// until `release()`: `.beforeReading` finds every game appended meanwhile, `.afterReading` none
/// (it read the file as it was, then waited).
final class SlowWholeRead: Sendable {
  enum Moment: Sendable { case beforeReading, afterReading }
  let moment: Moment
  private let gate = DispatchSemaphore(value: 0)
  private let held = Shared(false)

  init(_ moment: Moment) { self.moment = moment }

  func release() { gate.signal() }

  func wrapping(_ inner: FileSystem) -> FileSystem {
    var fileSystem = inner
    let history = testLocations.historyFile.path
    // The whole read takes the file a piece at a time, from its first byte.
    fileSystem.readRange = { [self] url, offset, count in
      guard url.path == history, offset == 0,
        String(cString: currentQueueLabel(nil)) == "guesswork.history-read",
        held.update({ held in
          defer { held = true }
          return !held
        })
      else { return try inner.readRange(url, offset, count) }
      if moment == .beforeReading { _ = gate.wait(timeout: .now() + 10) }
      let slice = try inner.readRange(url, offset, count)
      if moment == .afterReading { _ = gate.wait(timeout: .now() + 10) }
      return slice
    }
    return fileSystem
  }
}

/// libdispatch's `dispatch_queue_get_label` (nil: the queue the caller runs on), which Swift's
/// Dispatch does not offer.
@_silgen_name("dispatch_queue_get_label")
private func currentQueueLabel(_ queue: OpaquePointer?) -> UnsafePointer<CChar>
