import Foundation
import Testing

@testable import GuessworkEngine

/// The end of the history, read backwards at start while the whole of it is read in the background
/// (issue 25: a start must not wait for a million games).
@Suite("The history's end, read at start")
struct HistoryTailTests {
  let since = utc("2026-03-14T00:00:00Z")
  let rules = SavedDataRules.withoutWordLists

  func storage(_ folder: URL) -> Storage {
    Storage(
      locations: StorageLocations(
        dataFolder: folder.appendingPathComponent("data", isDirectory: true),
        configFolder: folder.appendingPathComponent("config", isDirectory: true)),
      fileSystem: .live, clock: { utc("2026-03-15T12:34:56Z") })
  }

  /// A history of `count` unlimited games finished on 1 January, one a second, then `recent`.
  func writeHistory(_ storage: Storage, old count: Int, recent: [GameRecord] = []) {
    let start = utc("2026-01-01T00:00:00Z")
    let answers = ["crane", "slate", "abide", "theme", "llama", "speed", "abbey", "hello"]
    let old = (0..<count).map {
      record(.unlimited, won: true, answer: answers[$0 % answers.count], at: start.addingTimeInterval(Double($0)))
    }
    storage.save(history: old + recent)
  }

  func appendRaw(_ storage: Storage, _ text: String) throws {
    let handle = try FileHandle(forWritingTo: storage.locations.historyFile)
    handle.seekToEndOfFile()
    handle.write(Data(text.utf8))
    try handle.close()
  }

  @Test("A long history: only its end is read, and it holds every recent game")
  func readsOnlyTheEnd() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      let today = record(.daily, 74, won: true, at: utc("2026-03-15T08:00:00Z"))
      let newest = record(.unlimited, won: false, at: utc("2026-03-15T09:00:00Z"))
      writeHistory(storage, old: 20_000, recent: [today, newest])
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: nil, checkedBy: rules))
      #expect(!tail.isComplete)
      #expect(tail.records.count < 2 + HistoryTail.oldRunToStop + 8)
      #expect(Array(tail.records.suffix(2)) == [today, newest])
      #expect(tail.dailyRecord(74, language: .english) == today)
      #expect(tail.dailyRecord(73, language: .english) == nil)
    }
  }

  @Test("Today's daily followed by games finished weeks ago is still found: the start never offers it again")
  func farOutOfOrder() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      let today = record(.daily, 74, won: true, at: utc("2026-03-15T08:00:00Z"))
      let weeksAgo = (0..<(HistoryTail.oldRunToStop - 1)).map {
        record(.unlimited, won: true, at: utc("2026-03-01T08:00:00Z").addingTimeInterval(Double($0)))
      }
      writeHistory(storage, old: 5_000, recent: [today] + weeksAgo)
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: nil, checkedBy: rules))
      #expect(tail.dailyRecord(74, language: .english) == today)
    }
  }

  @Test("Unlimited answers of a kind never played: the read stops at its limit, not at the file's start")
  func kindNeverPlayed() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      let today = record(.daily, 74, won: true, at: utc("2026-03-15T08:00:00Z"))
      writeHistory(storage, old: 40_000, recent: [today])
      let size = try #require(try FileSystem.live.readFrom(storage.locations.historyFile, Int.max)).size
      #expect(size > 4 * HistoryTail.readLimit)
      let tail = try #require(
        storage.readHistoryTail(since: since, unlimitedIn: .spanish, length: 4, checkedBy: rules))
      #expect(tail.isCut && !tail.isComplete)
      #expect(tail.knowsRecentUnlimited(.spanish, length: 4), "taken as not recent: nothing more is read")
      #expect(tail.recentUnlimitedAnswers(.spanish, length: 4).isEmpty)
      #expect(tail.dailyRecord(74, language: .english) == today)
      #expect(tail.records.count < 12_000, "about a megabyte read, not the whole file")
    }
  }

  @Test("A sparse history of zeros at its end gives a tail at once, and the whole read decides")
  func sparseEnd() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      writeHistory(storage, old: 10)
      let handle = try FileHandle(forWritingTo: storage.locations.historyFile)
      try handle.truncate(atOffset: 64 * 1024 * 1024)
      try handle.close()
      let started = Date()
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: .english, checkedBy: rules))
      #expect(Date().timeIntervalSince(started) < 5)
      #expect(tail.isCut && tail.records.isEmpty)
    }
  }

  /// Issue 54: a last line of more than the tail's megabyte (damage the whole read sets aside)
  /// hid the games before it, today's recorded daily among them: the start offered it again.
  @Test("Long damaged lines at the end are passed over: today's daily before them is found", arguments: [1, 3])
  func longLastLines(count: Int) throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      let daily = record(.daily, 74, won: true, at: utc("2026-03-15T09:00:00Z"))
      writeHistory(storage, old: 100, recent: [daily])
      for _ in 0..<count { try appendRaw(storage, String(repeating: "x", count: 1_200_000) + "\n") }
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: nil, checkedBy: rules))
      #expect(tail.dailyRecord(74, language: .english) == daily)
      #expect(!tail.isCut)
    }
  }

  @Test("A history of only a header and one long line: the tail is cut, and the whole read decides")
  func onlyALongLine() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      writeHistory(storage, old: 0, recent: [record(.daily, 74, won: true)])
      try Data((#"{"format":4,"kind":"guesswork-history"}"# + "\n" + String(repeating: "x", count: 2_000_000) + "\n").utf8)
        .write(to: storage.locations.historyFile)
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: nil, checkedBy: rules))
      #expect(tail.records.isEmpty)
    }
  }

  @Test("A game that landed behind an older one (two processes, a clock set back) is still found")
  func outOfOrder() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      let today = record(.daily, 74, won: true, at: utc("2026-03-15T08:00:00Z"))
      // Appended after today's puzzle, though finished a day before the time asked for.
      let late = record(.unlimited, won: true, at: utc("2026-03-13T00:00:00Z"))
      writeHistory(storage, old: 5_000, recent: [today, late])
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: nil, checkedBy: rules))
      #expect(tail.dailyRecord(74, language: .english) == today)
      #expect(tail.records.contains(late))
    }
  }

  @Test("The last unlimited answers of a language: the same as the whole history's")
  func unlimitedWindow() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      writeHistory(storage, old: 3_000)
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: .english, checkedBy: rules))
      let whole = History(storage.loadHistory())
      #expect(!tail.isComplete)
      #expect(tail.knowsRecentUnlimited(.english))
      #expect(tail.recentUnlimitedAnswers(.english)
        == Array(whole.recentUnlimitedAnswers(.english).suffix(UnlimitedDraw.recentWindow)))
      // Spanish was never played: the whole file is read to know it.
      let spanish = try #require(storage.readHistoryTail(since: since, unlimitedIn: .spanish, checkedBy: rules))
      #expect(spanish.isComplete)
      #expect(spanish.records.count == 3_000)
    }
  }

  @Test("A damaged line at the end is skipped (the whole read tells and repairs it)")
  func damagedTailLine() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      let today = record(.daily, 74, won: true, at: utc("2026-03-15T08:00:00Z"))
      writeHistory(storage, old: 1_000, recent: [today])
      try appendRaw(storage, "{\"mode\":\"daily\",\"won\":tru\n\u{0}\u{1}garbage\n")
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: nil, checkedBy: rules))
      #expect(tail.records.last == today)
      #expect(storage.takeNotices().isEmpty)
    }
  }

  @Test("A last line without its newline (a process killed while appending) is not read")
  func lineCutShort() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      let today = record(.daily, 74, won: true, at: utc("2026-03-15T08:00:00Z"))
      writeHistory(storage, old: 1_000, recent: [today])
      var line = try String(decoding: JSONEncoder.history.encode(record(.daily, 75, won: true, at: utc("2026-03-16T08:00:00Z"))), as: UTF8.self)
      line.removeLast(3)
      try appendRaw(storage, line)
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: nil, checkedBy: rules))
      #expect(tail.records.last == today)
      #expect(tail.dailyRecord(75, language: .english) == nil)
    }
  }

  @Test("A small history is read whole, header and all")
  func smallHistory() throws {
    try withTemporaryFolder { folder in
      let storage = storage(folder)
      #expect(try #require(storage.readHistoryTail(since: since, unlimitedIn: .english, checkedBy: rules)).isComplete)
      writeHistory(storage, old: 3)
      let tail = try #require(storage.readHistoryTail(since: since, unlimitedIn: .english, checkedBy: rules))
      #expect(tail.isComplete)
      #expect(tail.records == storage.loadHistory())
    }
  }

  @Test("Another process appending meanwhile: every tail read is whole lines, in order, none lost")
  func appendsMeanwhile() throws {
    try withTemporaryFolder { folder in
      let reader = storage(folder)
      writeHistory(reader, old: 2_000)
      let writer = storage(folder)
      _ = writer.loadHistory()
      let start = utc("2026-03-15T00:00:00Z")
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        for index in 0..<300 {
          writer.appendToHistory(record(.unlimited, won: true, at: start.addingTimeInterval(Double(index))))
        }
        done.signal()
      }
      var seen = 0
      var finished = false
      while !finished {
        finished = done.wait(timeout: .now()) == .success
        let recent = try #require(reader.readHistoryTail(since: since, unlimitedIn: nil, checkedBy: rules)).records
          .filter { $0.finishedAt >= start }
        // The games so far, each once, in the order they were appended.
        #expect(recent.map(\.finishedAt) == (0..<recent.count).map { start.addingTimeInterval(Double($0)) })
        #expect(recent.count >= seen)
        seen = recent.count
      }
      #expect(seen == 300)
    }
  }
}

extension JSONEncoder {
  /// History lines as `Storage` writes them.
  static var history: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
