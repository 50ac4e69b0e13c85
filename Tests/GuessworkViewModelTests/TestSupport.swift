import Foundation
import GuessworkEngine

@testable import GuessworkViewModel
import GuessworkTestSupport

/// A session over in-memory files, a clock that moves only when the test advances the view model's
/// scheduler, fixed randomness and a handful of words. The view model animates, as for most players.
struct Harness {
  let files = InMemoryFiles()
  var now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
  var answers = ["abbey", "crane", "slate", "theme", "llama"]
  var guesses = ["babes", "kebab", "ebbed", "eerie", "hello", "adieu", "stare", "roate", "trace"]
  /// English lists of other lengths: answers and guesses by length (none unless a test adds them).
  var otherLengths: [Int: (answers: [String], guesses: [String])] = [:]
  /// The shape of each puzzle's rounds, when a test plays other rows (`SessionEnvironment.shapes`).
  var shapes: (@Sendable (Puzzle, RoundKind, Int) -> RoundShape)?

  func environment(clock: ManualClock) -> SessionEnvironment {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Madrid")!
    let list = WordList(
      language: .english, answers: answers.compactMap(Word.init), guesses: guesses.compactMap(Word.init))
    let spanish = WordList(
      language: .spanish, answers: ["cielo", "mundo", "niño"].compactMap { Word($0, length: 5) },
      guesses: ["playa", "cañas"].compactMap(Word.init))
    let french = WordList(
      language: .french, answers: ["piece", "monde", "table"].compactMap { Word($0, length: 5) },
      guesses: [])
    let german = WordList(
      language: .german, answers: ["bären", "küste", "hören"].compactMap { Word($0, length: 5) },
      guesses: [])
    let storage = Storage(
      locations: StorageLocations(
        dataFolder: URL(fileURLWithPath: "/data"), configFolder: URL(fileURLWithPath: "/config")),
      fileSystem: files.fileSystem, clock: { clock.now })
    var environment = SessionEnvironment(
      now: { clock.now }, timeZone: LocalTimeZone(calendar.timeZone), random: { 7 },
      wordLists: { $0 == .english ? list : $0 == .french ? french : $0 == .german ? german : spanish }, storage: storage)
    let others = otherLengths.mapValues { lists in
      WordList(
        language: .english, answers: lists.answers.compactMap { Word($0) },
        guesses: lists.guesses.compactMap { Word($0) })
    }
    environment.otherLengthLists = { language, length in
      guard language == .english, let list = others[length] else {
        throw WordListError.missing(path: "/data/words/\(language.rawValue)/answers-\(length).txt")
      }
      return list
    }
    if let shapes { environment.shapes = shapes }
    return environment
  }

  func viewModel(
    _ launch: LaunchRequest = .word("abbey"), animates: Bool = true, meanings: WordMeanings? = nil
  ) throws -> (GameViewModel, EventLog) {
    let clock = ManualClock(now)
    let viewModel = GameViewModel(
      session: try GameSession(environment: environment(clock: clock), launch: launch),
      scheduler: ManualScheduler(clock: clock), meanings: meanings)
    viewModel.board.animates = animates
    let log = EventLog()
    viewModel.listen { log.events.append($0) }
    // As the window does (there through the main loop): file problems are told when they happen.
    let target = WeakViewModel(viewModel)
    viewModel.session.environment.storage.onNotice { target.value?.reportStorageNotices() }
    return (viewModel, log)
  }
}

/// A test's view model in the storage's `@Sendable` notice handler: the test storage writes at
/// once, so the handler runs on the test's own thread.
final class WeakViewModel: @unchecked Sendable {
  weak var value: GameViewModel?
  init(_ value: GameViewModel) { self.value = value }
}

final class EventLog {
  var events: [BoardEvent] = []

  func take() -> [BoardEvent] {
    defer { events = [] }
    return events
  }
}

extension GameViewModel {
  /// Types the letters and presses Enter, as a player on the on-screen keyboard would.
  func enter(_ word: String) {
    for character in word { board.type(character) }
    board.press(.enter)
  }

  /// Plays a word and lets its reveal finish.
  func play(_ word: String) {
    enter(word)
    advance(by: RoundTiming.reveal)
  }

  /// The test's scheduler: its time moves only when the test says.
  var timeline: ManualScheduler { scheduler as! ManualScheduler }

  /// Lets time pass: whatever falls due meanwhile happens, in order.
  func advance(by delay: Duration) { timeline.advance(by: delay) }

  /// The letters of a board row, as shown.
  func letters(ofRow row: Int) -> String {
    board.row(row, board: 0).map { $0.letter?.display ?? "·" }.joined()
  }
}
