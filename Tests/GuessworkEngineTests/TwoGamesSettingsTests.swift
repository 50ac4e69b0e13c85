import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

/// Two games share one preferences file: each save writes the preferences this game changed onto
/// the file as it is then, so one game's save never takes back what the other chose.
@Suite("Two games, one preferences file")
struct TwoGamesSettingsTests {
  let files = InMemoryFiles()

  var settingsPath: String { testLocations.settingsFile.path }

  @Test("A save writes only what this game changed: the other game's language stays")
  func saveKeepsTheOthersChange() {
    let first = memoryStorage(files)
    let second = memoryStorage(files)
    var mine = first.loadSettings()
    var theirs = second.loadSettings()
    mine.language = .french
    first.save(mine)
    theirs.windowWidth = 800
    theirs.windowHeight = 600
    second.save(theirs)
    let saved = memoryStorage(files).loadSettings()
    #expect(saved.language == .french)
    #expect(saved.windowWidth == 800 && saved.windowHeight == 600)
  }

  @Test("A preference changed and changed back is written back too")
  func changedBackIsWritten() {
    let first = memoryStorage(files)
    let second = memoryStorage(files)
    var mine = first.loadSettings()
    var theirs = second.loadSettings()
    mine.hardMode = true
    first.save(mine)
    theirs.hardMode = true
    second.save(theirs)
    mine.hardMode = false
    first.save(mine)
    #expect(memoryStorage(files).loadSettings().hardMode == false)
  }

  @Test("A language chosen in one game survives the other game's quitting after it")
  func quittingKeepsTheOthersLanguage() throws {
    let world = TestWorld()
    let first = try world.session()
    let second = try world.session(.date(day("2026-03-10")))
    try first.switchLanguage(to: .spanish)
    first.setWindowSize(width: 700, height: 900, maximized: false)
    second.setWindowSize(width: 500, height: 760, maximized: false)
    let saved = try world.session().settings
    #expect(saved.language == .spanish)
    #expect(saved.windowWidth == 500)
  }

  @Test("Saves queued together in the background keep every change, and the other game's")
  func queuedSavesKeepEveryChange() {
    let first = Storage(
      locations: testLocations, fileSystem: files.fileSystem, writesInBackground: true)
    let second = memoryStorage(files)
    var mine = first.loadSettings()
    var theirs = second.loadSettings()
    theirs.theme = .dark
    second.save(theirs)
    mine.language = .german
    first.save(mine)
    mine.highContrast = true
    first.save(mine)
    first.flush()
    let saved = memoryStorage(files).loadSettings()
    #expect(saved.theme == .dark)
    #expect(saved.language == .german && saved.highContrast)
  }

  @Test("A save while another process holds the preferences' lock is told, and kept for the next")
  func lockHeldKeepsTheChange() {
    let storage = memoryStorage(files)
    var settings = storage.loadSettings()
    settings.language = .italian
    storage.save(settings)
    let lockFile = testLocations.configFolder.appendingPathComponent(".settings.json.lock").path
    files.holdLockElsewhere(lockFile)
    settings.theme = .dark
    storage.save(settings)
    #expect(memoryStorage(files).loadSettings().theme == .system)
    #expect(storage.takeNotices().count == 1)
    files.holdLockElsewhere(lockFile, false)
    settings.hardMode = true
    storage.save(settings)
    let saved = memoryStorage(files).loadSettings()
    #expect(saved.theme == .dark && saved.hardMode && saved.language == .italian)
  }
}
