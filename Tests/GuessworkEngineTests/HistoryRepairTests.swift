import FoundationEssentials
import Testing

@testable import GuessworkEngine

/// Repairing a damaged history never loses a sound game: not to a kill in the middle, not to a
/// full disk, not to a repair an older version left half done (issue 54).
@Suite("Repairing the history: set aside without a gap, retried until there is room")
struct HistoryRepairTests {
  let world = TestWorld()
  var historyPath: String { testLocations.historyFile.path }

  /// `count` unlimited games, one a minute from noon on 15 March 2026.
  func games(_ count: Int) -> [GameRecord] {
    (0..<count).map { index in
      let answer = TestWorld.englishAnswers[index % TestWorld.englishAnswers.count]
      return record(
        .unlimited, won: true, answer: answer,
        at: utc("2026-03-15T12:00:00Z").addingTimeInterval(Double(index) * 60), rows: [answer])
    }
  }

  /// The history of `records` with one line the game does not accept (a language it has no lists
  /// for) after the first `at` of them.
  func damagedHistory(_ records: [GameRecord], badLineAt at: Int = 1) -> Data {
    world.storage.save(history: records)
    let lines = String(decoding: world.files[historyPath]!, as: UTF8.self).split(separator: "\n")
    var damaged = Array(lines)
    damaged.insert(
      #"{"answer":"crane","finishedAt":"2026-03-15T11:00:00Z","guessCount":1,"guesses":["crane"],"hardMode":false,"language":"nl","mode":"unlimited","won":true}"#,
      at: 1 + at)
    return Data(damaged.joined(separator: "\n").utf8 + [10])
  }

  /// The files set aside beside the history.
  var asideCopies: [String] { world.files.paths.filter { $0.hasPrefix(historyPath + ".damaged-") } }

  /// A storage over the world's files whose atomic replace of the history fails while `failing`
  /// holds (a full disk; or, when `kills` is set, a kill at that moment: nothing after it runs).
  func storage(failing: Shared<Bool>) -> Storage {
    var fileSystem = world.files.fileSystem
    let replace = fileSystem.writeAtomically
    let path = historyPath
    fileSystem.writeAtomically = { data, url in
      if failing.value, url.path == path { throw FileError(path: url.path, reason: "No space left on device") }
      try replace(data, url)
    }
    let clock = world.clock
    return Storage(locations: testLocations, fileSystem: fileSystem, clock: { clock.value })
  }

  @Test("A kill after the damaged history is set aside and before its sound games are written back loses no game")
  func killDuringRepair() throws {
    let sound = games(10)
    let original = damagedHistory(sound)
    world.files[historyPath] = original
    // The rewrite never happens: the process is gone at that moment.
    _ = storage(failing: Shared(true)).loadHistory(checkedBy: world.rules)
    #expect(world.files[historyPath] == original, "the history is still there, as it was")
    // The next start repairs it.
    let next = world.storage
    #expect(next.loadHistory(checkedBy: world.rules) == sound)
    #expect(world.savedHistory == sound)
    #expect(asideCopies.allSatisfy { world.files[$0] == original }, "every copy set aside is the file as it was")
    #expect(!asideCopies.isEmpty)
  }

  @Test("A repair on a full disk keeps the history whole, and is finished before the next game is added, once there is room")
  func repairOnAFullDisk() throws {
    let sound = games(10)
    let original = damagedHistory(sound)
    world.files[historyPath] = original
    let full = Shared(true)
    let storage = storage(failing: full)
    #expect(storage.loadHistory(checkedBy: world.rules) == sound)
    #expect(storage.hasPendingHistoryRepair)
    #expect(world.files[historyPath] == original)
    let notices = storage.takeNotices()
    #expect(notices.contains { if case .notSaving = $0 { true } else { false } }, "told progress is not saved")
    // A game ends while the disk is still full: it waits behind the repair.
    let newGame = record(.unlimited, won: true, answer: "robot", at: utc("2026-03-15T14:00:00Z"), rows: ["robot"])
    storage.appendToHistory(newGame)
    #expect(world.files[historyPath] == original, "nothing appended to a file still to be repaired")
    // Room is made.
    full.value = false
    storage.retryWaitingHistoryWork()
    #expect(!storage.hasPendingHistoryRepair)
    #expect(world.savedHistory == sound + [newGame])
    #expect(asideCopies.count == 1)
    #expect(world.files[asideCopies[0]] == original, "the copy set aside is the file as it was")
  }

  @Test("A folder where no copy can be set aside: the damaged history is left as it is, told, and repaired later")
  func noRoomForTheCopy() throws {
    let sound = games(3)
    let original = damagedHistory(sound)
    world.files[historyPath] = original
    world.files.failCopies()
    let storage = world.storage
    #expect(storage.loadHistory(checkedBy: world.rules) == sound)
    #expect(world.files[historyPath] == original, "not rewritten without its copy")
    #expect(storage.takeNotices().contains(.damaged(file: historyPath, movedTo: nil, loss: .history(damaged: 1, repeated: 0, headerLost: false, kept: 3))))
    world.files.failCopies(false)
    storage.retryWaitingHistoryWork()
    #expect(world.savedHistory == sound)
    #expect(asideCopies.count == 1)
  }

  @Test("A repair an older version left half done (the file set aside, the history never written back) is recovered at the next start")
  func recoversHalfDoneRepair() throws {
    let sound = games(5)
    let original = damagedHistory(sound)
    // An older version renamed the file aside at 12:30 and was killed before writing it back.
    let aside = historyPath + ".damaged-20260315-113000"
    world.files[aside] = original
    world.files[historyPath] = nil
    let storage = world.storage
    #expect(storage.loadHistory(checkedBy: world.rules) == sound)
    #expect(storage.takeNotices().contains(.historyRecovered(from: aside, games: 5)))
    #expect(world.savedHistory == sound)
    #expect(world.files[aside] == original, "the copy stays as it is")
    // Told once: the history is newer than the copy now.
    let again = world.storage
    #expect(again.loadHistory(checkedBy: world.rules) == sound)
    #expect(again.takeNotices().isEmpty)
  }

  @Test("A session started over a half-done repair shows every game, and one finished then is added to them")
  func sessionRecoversHalfDoneRepair() throws {
    let sound = games(4)
    world.files[historyPath + ".damaged-20260315-113000"] = damagedHistory(sound)
    world.files[historyPath] = nil
    let session = try world.backgroundSession()
    session.switchMode(to: .unlimited)
    session.win()
    session.environment.storage.flush()
    #expect(session.statistics(for: .unlimited).played == 5)
    #expect(world.savedHistory.count == 5)
    #expect(Array(world.savedHistory.prefix(4)) == sound)
  }

  @Test("A history written after the copy was set aside (a reset of statistics) does not take the copy's games back")
  func resetAfterARepairStaysReset() throws {
    let sound = games(5)
    let aside = historyPath + ".damaged-20260315-113000"
    world.files[aside] = damagedHistory(sound)
    world.files[historyPath] = nil
    world.storage.save(history: [])
    world.files.setModified(historyPath, utc("2026-03-15T11:31:00Z"))
    #expect(world.storage.loadHistory(checkedBy: world.rules).isEmpty)
    #expect(world.savedHistory.isEmpty)
  }

  @Test("A daily recorded twice with two results is set aside and told once; the first record is kept")
  func repeatedDailyWithAnotherResult() throws {
    let first = record(.daily, 74, won: true, answer: world.schedule.answer(for: 74).text, at: utc("2026-03-15T12:00:00Z"))
    let storage = world.storage
    storage.save(history: [first])
    let other = record(.daily, 74, won: false, answer: world.schedule.answer(for: 74).text, at: utc("2026-03-15T13:00:00Z"))
    let line = try storage.encoder.encode(other)
    world.files[historyPath]!.append(line + [10])
    let reading = world.storage
    let kept = reading.loadHistory(checkedBy: world.rules)
    #expect(kept.map(\.won) == [true])
    #expect(reading.takeNotices().contains { if case .damaged(_, _?, .history(0, 1, false, 1)) = $0 { true } else { false } })
    #expect(asideCopies.count == 1)
    let again = world.storage
    _ = again.loadHistory(checkedBy: world.rules)
    #expect(again.takeNotices().isEmpty, "told once")
  }

  @Test("One line repeated 20,000 times among other games: every distinct game comes back")
  func manyRepeatsKeepTheOthers() throws {
    let others = games(5)
    let storage = world.storage
    storage.save(history: others)
    var data = world.files[historyPath]!
    let daily = record(.daily, 74, won: true, answer: world.schedule.answer(for: 74).text, at: utc("2026-03-15T12:00:00Z"))
    let line = try storage.encoder.encode(daily) + [10]
    for _ in 0..<20_000 { data.append(line) }
    world.files[historyPath] = data
    let kept = world.storage.loadHistory(checkedBy: world.rules)
    #expect(kept.count == 6)
    #expect(Set(kept) == Set(others + [daily]))
    #expect(world.savedHistory.count == 6)
  }
}

/// Settings and round files are read no further than a real one could be long (issue 54).
@Suite("Huge settings and round files")
struct HugeFilesTests {
  let world = TestWorld()

  @Test("A settings file of megabytes is read 256 KiB far, its sound start kept, and set aside")
  func hugeSettings() throws {
    let path = testLocations.settingsFile.path
    var data = Data(#"{"format":1,"theme":"dark","hardMode":true}"#.utf8)
    data.append(Data(repeating: 0x20, count: 4 * 1024 * 1024))
    world.files[path] = data
    let storage = world.storage
    let settings = storage.loadSettings()
    #expect(settings.theme == .dark)
    #expect(settings.hardMode)
    #expect(storage.takeNotices().first?.loss == .settingsCutShort)
    storage.flush()
    #expect((world.files[path]?.count ?? 0) < 1024, "written back small")
  }

  @Test("A round file of megabytes is set aside unread past 256 KiB")
  func hugeRound() throws {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    session.play("eerie")
    let path = testLocations.roundFile(.unlimited, .english).path
    var data = world.files[path]!
    data.append(Data(repeating: 0x20, count: 4 * 1024 * 1024))
    world.files[path] = data
    let storage = world.storage
    #expect(storage.loadRound(.unlimited, .english, checkedBy: world.rules) == nil)
    #expect(storage.takeNotices().first?.loss == .roundUnreadable(.unlimited, .english))
    #expect(world.files.paths.contains { $0.hasPrefix(path + ".damaged-") })
  }
}
