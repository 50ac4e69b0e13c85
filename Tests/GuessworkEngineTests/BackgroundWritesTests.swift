import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

@Suite("Writing in the background")
struct BackgroundWritesTests {
  let files = InMemoryFiles()
  var storage: Storage {
    Storage(
      locations: testLocations, fileSystem: files.fileSystem, clock: { Date(timeIntervalSince1970: 0) },
      writesInBackground: true)
  }

  @Test("Every write reaches the disk by the time flush returns, the newest content last")
  func flushWaitsForEveryWrite() {
    let storage = self.storage
    var settings = Settings()
    for width in 300..<400 {
      settings.windowWidth = width
      storage.save(settings)
    }
    storage.flush()
    let again = memoryStorage(files)
    #expect(again.loadSettings().windowWidth == 399)
  }

  @Test("A read waits for the writes before it")
  func readsSeeEarlierWrites() {
    let storage = self.storage
    var settings = Settings()
    settings.theme = .dark
    storage.save(settings)
    #expect(storage.loadSettings().theme == .dark)
    storage.removeRound(.unlimited, .english)
    #expect(storage.loadRound(.unlimited, .english) == nil)
  }

  @Test("A failing background write is told once, like a failing write at once")
  func failingWritesAreToldOnce() {
    let storage = self.storage
    files.failWrites()
    storage.save(Settings())
    storage.save(history: [])
    storage.flush()
    let notices = storage.takeNotices()
    #expect(notices.count == 1)
    guard case .notSaving = notices.first else {
      Issue.record("expected a notSaving notice, got \(notices)")
      return
    }
  }

  @Test("A write that failed (a full disk) is tried again, with the newest content, once there is room")
  func failedWriteIsTriedAgain() throws {
    let storage = self.storage
    var settings = Settings()
    settings.theme = .dark
    storage.save(settings)
    storage.flush()
    files.failWrites()
    settings.theme = .light
    storage.save(settings)
    storage.flush()
    #expect(memoryStorage(files).loadSettings().theme == .dark, "the file on disk stays as it was")
    settings.windowWidth = 420
    storage.save(settings)
    files.failWrites(false)
    // Tried again by itself, half a second later (no flush: the game goes on meanwhile).
    let deadline = Date().addingTimeInterval(5)
    while memoryStorage(files).loadSettings().windowWidth != 420, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    let saved = memoryStorage(files).loadSettings()
    #expect(saved.theme == .light && saved.windowWidth == 420)
    #expect(storage.takeNotices().count == 1)
  }

  @Test("A finished game whose append failed (a full disk) is appended once there is room, whole")
  func failedAppendIsTriedAgain() throws {
    let storage = self.storage
    let game = try GameRecord(
      mode: .unlimited, language: .english, puzzleNumber: nil, answer: Word("abbey")!, won: true,
      guessCount: 1, hardMode: false, finishedAt: Date(timeIntervalSince1970: 1_773_576_000),
      guesses: [Word("abbey")!])
    files.failWrites()
    storage.appendToHistory(game)
    storage.flush()
    #expect(storage.hasWaitingHistoryWork, "the game is kept")
    files.failWrites(false)
    let deadline = Date().addingTimeInterval(5)
    while storage.hasWaitingHistoryWork, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(memoryStorage(files).loadHistory().map(\.answer.text) == ["abbey"])
  }
}
