import Foundation
import Testing

@testable import GuessworkEngine

/// Files written before rounds had a shape (issue 55, by the game at 1a9005a: `Fixtures/saved-by-1a9005a`)
/// read as the rounds, games and preferences they were, one board of six rows, and are written back
/// byte for byte: an older version reads them after this one played on them.
@Suite("Files written before rounds had a shape")
struct ShapelessFilesTests {
  let world = TestWorld()
  let daily = Puzzle.daily(number: 324, day: LocalDay(year: 2026, month: 11, day: 20)!)

  func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: try Fixtures.folder.appendingPathComponent("saved-by-1a9005a/\(name)"))
  }

  func place() throws {
    world.files[testLocations.settingsFile.path] = try fixture("settings.json")
    world.files[testLocations.historyFile.path] = try fixture("history.jsonl")
    world.files[testLocations.roundFile(daily, .english).path] = try fixture("rounds/daily-en.json")
    world.files[testLocations.roundFile(.unlimited, .english).path] = try fixture("rounds/unlimited-en.json")
  }

  @Test("The history's game reads as it was, and its line is written back the same")
  func history() throws {
    try place()
    let storage = world.storage
    let records = storage.loadHistory(checkedBy: .withoutWordLists)
    #expect(storage.takeNotices().isEmpty)
    let record = try #require(records.first)
    #expect(records.count == 1)
    #expect(record.shape == .single(letters: 5) && record.answers == [word("grunt")])
    #expect(record.mode == .daily && record.puzzleNumber == 324 && !record.won && record.guessCount == 6)
    let lines = try fixture("history.jsonl").split(separator: UInt8(ascii: "\n"))
    #expect(Data(record.historyLine()) == Data(lines[1]))
    storage.save(history: records)
    storage.flushFiles()
    #expect(world.files[testLocations.historyFile.path] == (try fixture("history.jsonl")))
  }

  @Test("The rounds read as one board of six rows, and are written back the same")
  func rounds() throws {
    try place()
    let storage = world.storage
    let lost = try #require(storage.loadRound(daily, .english, checkedBy: .withoutWordLists))
    #expect(lost.shape == .single(letters: 5) && lost.status == .lost && lost.currentRow == 6)
    let fresh = try #require(storage.loadRound(.unlimited, .english, checkedBy: .withoutWordLists))
    #expect(fresh.shape == .single(letters: 5) && fresh.answer == word("curvy") && fresh.currentRow == 0)
    #expect(storage.takeNotices().isEmpty)
    storage.save(round: lost)
    storage.save(round: fresh)
    storage.flushFiles()
    #expect(world.files[testLocations.roundFile(daily, .english).path] == (try fixture("rounds/daily-en.json")))
    #expect(world.files[testLocations.roundFile(.unlimited, .english).path] == (try fixture("rounds/unlimited-en.json")))
  }

  @Test("The preferences read and are written back the same")
  func settings() throws {
    try place()
    let storage = world.storage
    let settings = storage.loadSettings()
    #expect(settings.mode == .unlimited && settings.windowWidth == 500 && settings.helpShown)
    storage.save(settings)
    storage.flushFiles()
    #expect(world.files[testLocations.settingsFile.path] == (try fixture("settings.json")))
  }
}
