import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

@Suite("Storage")
struct StorageTests {
  let files = InMemoryFiles()
  let storage: Storage

  init() { storage = memoryStorage(files) }

  var settingsPath: String { testLocations.settingsFile.path }
  var historyPath: String { testLocations.historyFile.path }

  var customSettings: Settings {
    var settings = Settings()
    settings.theme = .dark
    settings.hardMode = true
    settings.highContrast = true
    settings.language = .spanish
    settings.mode = .unlimited
    settings.windowWidth = 640
    settings.windowHeight = 900
    settings.windowMaximized = true
    return settings
  }

  func roundInProgress(_ puzzle: Puzzle = .unlimited, language: Language = .english) -> Game {
    let words = wordList(answers: ["theme", "señor"], guesses: ["eerie", "dueño"], language: language)
    var game = Game(answer: word(language == .english ? "theme" : "señor"), puzzle: puzzle, language: language)
    game.play(language == .english ? "eerie" : "dueño", in: words)
    game.enter("ab")
    return game
  }

  func json(_ path: String) throws -> [String: Any] {
    let data = try #require(files[path])
    return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  // MARK: Round trips

  @Test("Settings read back as they were saved; with no file, the defaults")
  func settingsRoundTrip() {
    #expect(storage.loadSettings() == Settings())
    storage.save(customSettings)
    #expect(storage.loadSettings() == customSettings)
    #expect(storage.takeNotices().isEmpty)
  }

  @Test("Each kind of round and language has its own slot")
  func roundsPerSlot() {
    let daily = roundInProgress(.daily(number: 74, day: day("2026-03-15")))
    let unlimited = roundInProgress(.unlimited)
    let spanish = roundInProgress(.unlimited, language: .spanish)
    storage.save(round: daily)
    storage.save(round: unlimited)
    storage.save(round: spanish)
    #expect(storage.loadRound(.daily(number: 0, day: day("2026-01-01")), .english) == daily)
    #expect(storage.loadRound(.unlimited, .english) == unlimited)
    #expect(storage.loadRound(.unlimited, .spanish) == spanish)
    #expect(storage.loadRound(.daily(number: 0, day: day("2026-01-01")), .spanish) == nil)
    #expect(storage.loadRound(.custom, .english) == nil)
    #expect(files.paths.contains(testLocations.dataFolder.path + "/rounds/daily-en.json"))
    #expect(files.paths.contains(testLocations.dataFolder.path + "/rounds/unlimited-es.json"))
  }

  @Test("A removed round is gone")
  func removeRound() {
    storage.save(round: roundInProgress())
    storage.removeRound(.unlimited, .english)
    #expect(storage.loadRound(.unlimited, .english) == nil)
    storage.removeRound(.custom, .english)  // removing what is not there is fine
    #expect(storage.takeNotices().isEmpty)
  }

  @Test("The history reads back record for record, oldest first")
  func historyRoundTrip() {
    let records = [
      record(.daily, 1, won: true, guesses: 3, at: utc("2026-01-01T08:00:00Z")),
      record(.unlimited, won: false, at: utc("2026-01-01T09:00:00Z")),
      record(.daily, 2, won: true, guesses: 6, language: .spanish, answer: "señor", hardMode: true,
        at: utc("2026-01-02T21:15:30Z")),
    ]
    #expect(storage.loadHistory() == [])
    storage.save(history: records)
    #expect(storage.loadHistory() == records)
    #expect(storage.takeNotices().isEmpty)
  }

  @Test("Every file carries a format key")
  func formatKeys() throws {
    storage.save(Settings())
    storage.save(round: roundInProgress())
    storage.save(history: [record(.daily, 1, won: true)])
    #expect(try json(settingsPath)["format"] as? Int == Storage.settingsFormat)
    #expect(try json(testLocations.roundFile(.unlimited, .english).path)["format"] as? Int == 1)
    let history = try #require(files[historyPath])
    let firstLine = try #require(history.split(separator: UInt8(ascii: "\n")).first)
    let header = try JSONSerialization.jsonObject(with: Data(firstLine)) as? [String: Any]
    #expect(header?["format"] as? Int == 4)
    #expect(header?["kind"] as? String == "guesswork-history")
  }

  // MARK: Damaged files

  @Test("Corrupt settings: defaults, the file moved aside with a timestamp, and a notice")
  func corruptSettings() throws {
    files[settingsPath] = Data("{\"format\": 1, \"theme\": \"da".utf8)
    #expect(storage.loadSettings() == Settings())
    let aside = settingsPath + ".damaged-20260315-123456"
    #expect(files[settingsPath] == nil)
    #expect(files[aside] == Data("{\"format\": 1, \"theme\": \"da".utf8))
    let notices = storage.takeNotices()
    #expect(notices == [.damaged(file: settingsPath, movedTo: aside, loss: .settingsUnreadable)])
  }

  @Test("Settings without a format key are treated as damaged")
  func settingsWithoutFormat() {
    files[settingsPath] = Data("{\"theme\": \"dark\"}".utf8)
    #expect(storage.loadSettings() == Settings())
    #expect(files.paths.contains { $0.contains("settings.json.damaged-") })
  }

  @Test("One damaged setting goes back to its default; the others are kept and saved again")
  func oneDamagedField() throws {
    files[settingsPath] = Data(
      #"{"format": 1, "theme": "dark", "hardMode": "yes", "highContrast": false, "language": "es", "mode": "daily", "windowMaximized": false, "windowWidth": 800}"#.utf8)
    let settings = storage.loadSettings()
    #expect(settings.theme == .dark)
    #expect(settings.language == .spanish)
    #expect(settings.windowWidth == 800)
    #expect(settings.hardMode == false)
    let notices = storage.takeNotices()
    #expect(notices.count == 1)
    #expect(notices.first?.loss == .settingsDamaged([.hardMode]))
    #expect(files.paths.contains { $0.contains("settings.json.damaged-") })
    // The file was written again, so the next start reads it without complaint.
    let again = memoryStorage(files)
    #expect(again.loadSettings() == settings)
    #expect(again.takeNotices().isEmpty)
  }

  @Test("Settings saved before the first-start help existed count it as shown; new ones keep it")
  func helpShownField() {
    files[settingsPath] = Data("{\"format\": 1, \"theme\": \"dark\"}".utf8)
    #expect(storage.loadSettings().helpShown, "a player who has settings has played before")
    var settings = Settings()
    #expect(!settings.helpShown)
    storage.save(settings)
    #expect(!memoryStorage(files).loadSettings().helpShown)
    settings.helpShown = true
    storage.save(settings)
    #expect(memoryStorage(files).loadSettings().helpShown)
  }

  @Test("A preference written twice is damaged, as a repeated key in the history is: told, the rest kept")
  func repeatedKey() throws {
    files[settingsPath] = Data(
      #"{"format": 1, "theme": "dark", "theme": "light", "hardMode": true, "language": "es", "mode": "daily", "highContrast": false}"#.utf8)
    let settings = storage.loadSettings()
    #expect(settings.theme == Settings().theme, "neither of two values is trusted")
    #expect(settings.hardMode && settings.language == .spanish)
    let notices = storage.takeNotices()
    #expect(notices.count == 1)
    #expect(notices.first?.loss == .settingsDamaged([.theme]))
    #expect(files.paths.contains { $0.hasPrefix(settingsPath + ".damaged-") }, "the file as it was, set aside")
  }

  @Test("Window sizes out of reason are damaged values: dropped, and the player told")
  func unreasonableWindowSize() throws {
    storage.save(customSettings)
    var object = try json(settingsPath)
    object["windowWidth"] = 5
    object["windowHeight"] = 99999
    files[settingsPath] = try JSONSerialization.data(withJSONObject: object)
    let settings = storage.loadSettings()
    #expect(settings.windowWidth == nil)
    #expect(settings.windowHeight == nil)
    #expect(settings.theme == .dark && settings.language == .spanish)
    let notices = storage.takeNotices()
    #expect(notices.first?.loss == .settingsDamaged([.windowSize]))
  }

  @Test("A truncated history keeps every readable record and is written again")
  func truncatedHistory() throws {
    let records = (1...3).map { (number: Int) in record(.daily, number, won: true, at: utc("2026-01-0\(number)T10:00:00Z")) }
    storage.save(history: records)
    var data = try #require(files[historyPath])
    data.removeLast(40)  // the last line is cut off half-way, as by a crash
    files[historyPath] = data
    #expect(storage.loadHistory() == Array(records.prefix(2)))
    let notices = storage.takeNotices()
    #expect(notices.count == 1)
    #expect(notices == [.damaged(
      file: historyPath, movedTo: historyPath + ".damaged-20260315-123456",
      loss: .history(damaged: 1, repeated: 0, headerLost: false, kept: 2))])
    #expect(files.paths.contains { $0.contains("history.jsonl.damaged-20260315-123456") })
    let again = memoryStorage(files)
    #expect(again.loadHistory() == Array(records.prefix(2)))
    #expect(again.takeNotices().isEmpty)
  }

  @Test("A damaged line in the middle of the history loses only that line")
  func damagedMiddleLine() throws {
    let records = (1...3).map { (number: Int) in record(.daily, number, won: true, at: utc("2026-01-0\(number)T10:00:00Z")) }
    storage.save(history: records)
    var lines = try #require(files[historyPath]).split(separator: UInt8(ascii: "\n")).map { Data($0) }
    lines[2] = Data("{\"mode\": \"daily\", garbage".utf8)
    files[historyPath] = Data(lines.joined(separator: Data("\n".utf8)))
    #expect(storage.loadHistory() == [records[0], records[2]])
  }

  @Test("A history without its header keeps the records it can read")
  func historyWithoutHeader() throws {
    let records = [record(.daily, 1, won: true), record(.unlimited, won: false)]
    storage.save(history: records)
    let lines = try #require(files[historyPath]).split(separator: UInt8(ascii: "\n")).dropFirst()
    files[historyPath] = Data(lines.joined(separator: Data("\n".utf8)))
    #expect(storage.loadHistory() == records)
    #expect(storage.takeNotices().count == 1)
    #expect(memoryStorage(files).loadHistory() == records)
  }

  @Test("A corrupt saved round is not restored, and is moved aside with a notice")
  func corruptRound() throws {
    let path = testLocations.roundFile(.unlimited, .english).path
    files[path] = Data("{\"format\":1,\"round\":{\"answer\":\"theme\",\"guesses\":[\"eer".utf8)
    #expect(storage.loadRound(.unlimited, .english) == nil)
    #expect(files[path] == nil)
    #expect(files[path + ".damaged-20260315-123456"] != nil)
    let notices = storage.takeNotices()
    #expect(notices.count == 1)
    #expect(notices.first?.loss == .roundUnreadable(.unlimited, .english))
  }

  @Test("A saved round that breaks the rules (seven guesses) is refused like a corrupt one")
  func impossibleRound() throws {
    storage.save(round: roundInProgress())
    let path = testLocations.roundFile(.unlimited, .english).path
    var object = try json(path)
    var round = try #require(object["round"] as? [String: Any])
    round["guesses"] = Array(repeating: "eerie", count: 7)
    object["round"] = round
    files[path] = try JSONSerialization.data(withJSONObject: object)
    #expect(storage.loadRound(.unlimited, .english) == nil)
    #expect(files.paths.contains { $0.contains("unlimited-en.json.damaged-") })
  }

  @Test("A round saved in another slot's file is refused")
  func roundInWrongSlot() throws {
    storage.save(round: roundInProgress(.unlimited))
    files[testLocations.roundFile(.custom, .english).path] = files[testLocations.roundFile(.unlimited, .english).path]
    #expect(storage.loadRound(.custom, .english) == nil)
  }

  @Test("An unreadable file gives the defaults and a notice, and is left where it is")
  func unreadable() {
    storage.save(customSettings)
    files.failReads()
    #expect(storage.loadSettings() == Settings())
    #expect(storage.loadHistory() == [])
    let notices = storage.takeNotices()
    #expect(notices.count == 2)
    #expect(notices == [
      .unreadable(file: settingsPath, reason: "Permission denied"),
      .unreadable(file: testLocations.historyFile.path, reason: "Permission denied"),
    ])
    storage.save(Settings())
    #expect(storage.takeNotices() == [.notSavingOverUnreadable(file: settingsPath)])
    files.failReads(false)
    #expect(memoryStorage(files).loadSettings() == customSettings, "never written over")
  }

  @Test("Settings cut short keep every field that was written whole")
  func truncatedSettings() {
    files[settingsPath] = Data(#"{"format":1,"hardMode":true,"highContrast":true,"language":"es","mode":"unli"#.utf8)
    let settings = storage.loadSettings()
    #expect(settings.hardMode && settings.highContrast && settings.language == .spanish)
    #expect(settings.mode == .daily, "the field cut in the middle goes back to the default")
    #expect(files.paths.contains { $0.hasPrefix(settingsPath + ".damaged-") })
    #expect(memoryStorage(files).loadSettings() == settings, "what was kept is saved again")
    #expect(storage.takeNotices().first?.loss == .settingsCutShort)
  }

  @Test("A number cut short is not taken for a smaller one")
  func truncatedNumber() {
    files[settingsPath] = Data(#"{"format":1,"theme":"dark","windowHeight":900,"windowWidth":64"#.utf8)
    let settings = storage.loadSettings()
    #expect(settings.theme == .dark && settings.windowHeight == 900)
    #expect(settings.windowWidth == nil)
  }

  @Test("A file from a newer version of the game is neither read nor written over")
  func newerFormat() {
    let newer = Data(#"{"format":2,"theme":"dark","colourBlindPalette":"deuteranopia"}"#.utf8)
    files[settingsPath] = newer
    #expect(storage.loadSettings() == Settings())
    storage.save(customSettings)
    #expect(files[settingsPath] == newer)
    let notices = storage.takeNotices()
    #expect(notices.first == .newerFormat(file: settingsPath))
    #expect(!files.paths.contains { $0.contains(".damaged-") }, "not moved aside as damaged")
  }

  @Test("A history from a newer version of the game is neither read nor written over")
  func newerHistory() {
    let newer = Data("{\"format\":6,\"kind\":\"guesswork-history\"}\n{\"future\":true}\n".utf8)
    files[historyPath] = newer
    #expect(storage.loadHistory().isEmpty)
    storage.save(history: [])
    #expect(files[historyPath] == newer)
    #expect(storage.takeNotices().first == .newerFormat(file: historyPath))
  }

  @Test("A file that could not be read is never written over, so nothing in it is lost")
  func unreadableIsNotOverwritten() {
    storage.save(customSettings)
    let before = files[settingsPath]
    files.failReads()
    _ = storage.loadSettings()
    files.failReads(false)
    storage.save(Settings())
    #expect(files[settingsPath] == before)
    let notices = storage.takeNotices()
    #expect(notices.contains(.notSavingOverUnreadable(file: settingsPath)))
  }

  // MARK: Failing writes

  @Test("When nothing can be written, the player is told once and the game goes on")
  func failingWritesToldOnce() {
    files.failWrites()
    storage.save(customSettings)
    storage.save(round: roundInProgress())
    storage.save(history: [record(.daily, 1, won: true)])
    storage.removeRound(.unlimited, .english)
    let notices = storage.takeNotices()
    #expect(notices.count == 1)
    guard case .notSaving(_, let reason) = notices.first else {
      Issue.record("expected a notSaving notice, got \(notices)")
      return
    }
    #expect(reason.contains("Read-only file system"))
    storage.save(customSettings)
    #expect(storage.takeNotices().isEmpty)
    #expect(storage.loadSettings() == Settings())  // nothing was written
  }
}

@Suite("Storage on disk")
struct LiveStorageTests {
  @Test("Settings, rounds and history survive a round trip through real files, folders created as needed")
  func roundTrip() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      var settings = Settings()
      settings.theme = .light
      settings.mode = .unlimited
      storage.save(settings)
      let words = wordList(answers: ["theme"], guesses: ["eerie"])
      var game = Game(answer: word("theme"), puzzle: .unlimited, language: .english)
      game.play("eerie", in: words)
      game.enter("th")
      storage.save(round: game)
      let records = [record(.daily, 1, won: true), record(.unlimited, won: false)]
      storage.save(history: records)

      let restarted = liveStorage(folder)
      #expect(restarted.loadSettings() == settings)
      #expect(restarted.loadRound(.unlimited, .english) == game)
      #expect(restarted.loadHistory() == records)
      #expect(restarted.takeNotices().isEmpty)
      #expect(storage.takeNotices().isEmpty)
    }
  }

  @Test("A write replaces the file whole and leaves no temporary file behind")
  func atomicReplace() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      var settings = Settings()
      for theme in ThemePreference.allCases {
        settings.theme = theme
        storage.save(settings)
        #expect(liveStorage(folder).loadSettings().theme == theme)
      }
      let configFolder = folder.appendingPathComponent("config/guesswork")
      let names = try FileManager.default.contentsOfDirectory(atPath: configFolder.path).sorted()
      #expect(names == [".settings.json.lock", "settings.json"], "the saves' lock file, no temporary")
    }
  }

  @Test("A damaged file on disk is renamed aside and the defaults are used")
  func damagedOnDisk() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      storage.save(Settings())
      let file = storage.locations.settingsFile
      try Data("not json".utf8).write(to: file)
      #expect(storage.loadSettings() == Settings())
      let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        .sorted()
      #expect(names == [".settings.json.lock", "settings.json.damaged-20260315-123456"])
      #expect(storage.takeNotices().count == 1)
    }
  }

  @Test("A folder that cannot be created (under a regular file): told once, the game goes on")
  func unwritableFolder() throws {
    try withTemporaryFolder { folder in
      let blocker = folder.appendingPathComponent("blocker")
      try Data("a file where a folder should be".utf8).write(to: blocker)
      let storage = Storage(
        locations: StorageLocations(
          dataFolder: blocker.appendingPathComponent("data", isDirectory: true),
          configFolder: blocker.appendingPathComponent("config", isDirectory: true)),
        fileSystem: .live, clock: { utc("2026-03-15T12:34:56Z") })
      storage.save(Settings())
      storage.save(history: [record(.daily, 1, won: true)])
      storage.save(round: Game(answer: word("theme"), puzzle: .unlimited, language: .english))
      let notices = storage.takeNotices()
      #expect(notices.count == 1)
      if case .notSaving = notices.first {} else { Issue.record("expected notSaving, got \(notices)") }
      #expect(storage.loadSettings() == Settings())
      #expect(storage.loadHistory() == [])
    }
  }

  @Test("The live file system: a missing file reads as nil, and removing it is no error")
  func liveMissingFile() throws {
    try withTemporaryFolder { folder in
      let missing = folder.appendingPathComponent("nothing.json")
      #expect(try FileSystem.live.read(missing) == nil)
      try FileSystem.live.remove(missing)
      try FileSystem.live.writeAtomically(Data("x".utf8), missing)
      #expect(try FileSystem.live.read(missing) == Data("x".utf8))
      try FileSystem.live.move(missing, folder.appendingPathComponent("moved.json"))
      #expect(try FileSystem.live.read(missing) == nil)
      #expect(throws: FileError.self) {
        try FileSystem.live.move(missing, folder.appendingPathComponent("again.json"))
      }
    }
  }
}
