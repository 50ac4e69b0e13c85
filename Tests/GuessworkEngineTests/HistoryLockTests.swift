import Foundation
import Testing

@testable import GuessworkEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The history's lock file (`.history.jsonl.lock`) as an attacker or a broken disk leaves it, and
/// a lock another program never lets go (issue 39): a finished game is never lost.
@Suite("The history's lock: not a file, held for ever, and games recorded later")
struct HistoryLockTests {
  let world = TestWorld()
  var lockPath: String { testLocations.dataFolder.appendingPathComponent(".history.jsonl.lock").path }

  func record(_ answer: String = "abbey") throws -> GameRecord {
    try GameRecord(
      mode: .unlimited, language: .english, puzzleNumber: nil, answer: Word(answer)!, won: true,
      guessCount: 1, hardMode: false, finishedAt: utc("2026-03-15T12:00:00Z"), guesses: [Word(answer)!])
  }

  @Test(
    "A folder, a dangling link or a FIFO where the lock file belongs is set aside and told, and the game is recorded",
    arguments: ["folder", "dangling link", "link to a file", "FIFO"])
  func lockFileThatIsNotAFile(kind: String) throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      let lock = storage.historyLockFile
      try FileManager.default.createDirectory(
        at: lock.deletingLastPathComponent(), withIntermediateDirectories: true)
      switch kind {
      case "folder": try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
      case "dangling link": #expect(symlink(folder.appendingPathComponent("nowhere").path, lock.path) == 0)
      case "link to a file":
        let target = folder.appendingPathComponent("elsewhere")
        try Data("x".utf8).write(to: target)
        #expect(symlink(target.path, lock.path) == 0)
      default: #expect(mkfifo(lock.path, 0o600) == 0)
      }
      storage.appendToHistory(try record())
      let notices = storage.takeNotices()
      let aside = lock.path + ".damaged-20260315-123456"
      #expect(notices == [.notAFile(file: lock.path, movedTo: aside)], "\(kind)")
      #expect(storage.loadHistory().map(\.answer.text) == ["abbey"], "the game is recorded")
      var status = stat()
      #expect(lstat(lock.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG, "a new lock file")
      #expect(lstat(aside, &status) == 0, "the obstacle kept, set aside")
    }
  }

  @Test("A lock held for ever by another program: nothing waits, the game is kept and recorded when it goes")
  func lockHeldForEver() throws {
    let storage = world.storage
    world.files.holdLockElsewhere(lockPath)
    let started = Date()
    storage.appendToHistory(try record())
    storage.appendToHistory(try record("robot"))
    #expect(Date().timeIntervalSince(started) < 1, "never waits for the lock")
    #expect(storage.hasWaitingHistoryWork)
    #expect(storage.takeNotices() == [.historyLockHeld(file: lockPath)], "told once")
    storage.retryWaitingHistoryWork()
    #expect(storage.hasWaitingHistoryWork)
    #expect(storage.takeNotices().isEmpty)
    world.files.holdLockElsewhere(lockPath, false)
    storage.retryWaitingHistoryWork()
    #expect(!storage.hasWaitingHistoryWork)
    #expect(world.savedHistory.map(\.answer.text) == ["abbey", "robot"], "in the order they finished")
  }

  @Test("A daily finished while another program held the lock is recorded at the next start, once")
  func dailyRecordedAtTheNextStart() throws {
    world.files.holdLockElsewhere(lockPath)
    let session = try world.session()
    session.play("eerie")
    session.win()
    #expect(session.game.status == .won)
    #expect(world.savedHistory.isEmpty, "not appended: the lock is held")
    // The game ends (its waiting append goes with it); the lock is free at the next start.
    world.files.holdLockElsewhere(lockPath, false)
    let next = try world.session()
    #expect(next.game.status == .won)
    #expect(world.savedHistory.map(\.puzzleNumber) == [74])
    #expect(world.savedHistory.map(\.guessCount) == [2])
    #expect(next.statistics(for: .daily).currentStreak == 1)
    _ = try world.session()
    #expect(world.savedHistory.count == 1, "never twice")
  }

  @Test("An unlimited round finished while the lock was held is recorded at the next start, once")
  func unlimitedRecordedAtTheNextStart() throws {
    try world.session().switchMode(to: .unlimited)
    world.files.holdLockElsewhere(lockPath)
    let session = try world.session()
    let answer = session.game.answer
    session.win()
    world.files.holdLockElsewhere(lockPath, false)
    let next = try world.session()
    #expect(world.savedHistory.map(\.answer) == [answer])
    #expect(next.game.answer != answer, "a new round")
    _ = try world.session()
    #expect(world.savedHistory.count == 1, "never twice")
  }

  @Test("A finished daily whose append was lost (a kill, a full disk) is recorded at the next start")
  func lostAppendRecordedAtTheNextStart() throws {
    let session = try world.session()
    session.win()
    // The history as if the append never happened.
    world.files[testLocations.historyFile.path] = nil
    let next = try world.session()
    #expect(next.game.status == .won)
    #expect(world.savedHistory.map(\.puzzleNumber) == [74])
  }

  @Test("A daily recorded twice is no damage: the second record is dropped, the file kept, nothing told")
  func duplicateIsNotDamage() throws {
    let session = try world.session()
    session.win()
    let history = try #require(world.files[testLocations.historyFile.path])
    let lines = String(decoding: history, as: UTF8.self).split(separator: "\n")
    world.files[testLocations.historyFile.path] = Data((lines + [lines.last!]).joined(separator: "\n").utf8 + [10])
    let storage = world.storage
    #expect(storage.loadHistory(checkedBy: world.rules).map(\.puzzleNumber) == [74])
    #expect(storage.takeNotices().isEmpty)
    #expect(!world.files.paths.contains { $0.contains(".damaged-") }, "nothing set aside")
    #expect(world.savedHistory.count == 1)
  }

  @Test("A daily already in the history is never appended again, even when the start missed it")
  func neverWritesADuplicate() throws {
    let session = try world.session()
    session.win()
    let record = try #require(world.savedHistory.first)
    let storage = world.storage
    _ = storage.loadHistory(checkedBy: world.rules)
    storage.appendToHistory(record)
    #expect(world.savedHistory.count == 1)
    #expect(storage.takeNotices().isEmpty)
  }
}
