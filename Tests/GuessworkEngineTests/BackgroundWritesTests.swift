import Foundation
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
}
