import Foundation
import Testing

@testable import GuessworkEngine

/// A start over a history whose whole read is still going on (a million games take seconds; here
/// the read is held): the start decides from the history's end and never waits for the rest
/// (issue 25), what it records meanwhile is in the file at once (issue 39) and counted once when
/// the whole read arrives.
@Suite("A start before the whole history is read")
struct StartBeforeHistoryTests {
  let world = TestWorld()

  @Test("Today's daily, recorded but its round file lost, opens finished without waiting")
  func finishedDailyFromTheEnd() throws {
    let first = try world.session()
    first.play("eerie")
    first.win()
    let puzzle = first.game.puzzle
    world.files[testLocations.roundFile(puzzle, .english).path] = nil

    let read = SlowWholeRead(.beforeReading)
    let started = Date()
    let session = try world.backgroundSession(slowRead: read)
    let waited = Date().timeIntervalSince(started)
    let ready = session.isHistoryReady
    read.release()

    #expect(!ready, "the start waited for the whole history")
    #expect(waited < 4)
    #expect(session.game.puzzle == puzzle)
    #expect(session.game.status == .won)
    #expect(session.game.guesses.count == 2)
    // The history, once read, holds the game once.
    #expect(session.statistics(for: .daily).played == 1)
  }

  @Test("Rounds finished before the whole history arrives are recorded once and counted")
  func roundsFinishedMeanwhile() throws {
    try world.session().switchMode(to: .unlimited)
    let earlier = try world.session()
    earlier.win()
    earlier.startNewRound()

    let read = SlowWholeRead(.beforeReading)
    let session = try world.backgroundSession(slowRead: read)
    session.win()
    session.startNewRound()
    #expect(!session.isHistoryReady)
    read.release()

    let figures = session.statistics(for: .unlimited)
    #expect(figures.played == 2)
    #expect(figures.wins == 2)
    #expect(figures.currentStreak == 2)
    session.environment.storage.flush()
    #expect(world.savedHistory.count == 2)
  }

  @Test("A daily finished before the whole history arrives is recorded once, not again by the read")
  func dailyFinishedMeanwhile() throws {
    let read = SlowWholeRead(.beforeReading)
    let session = try world.backgroundSession(slowRead: read)
    session.win()
    #expect(!session.isHistoryReady)
    read.release()
    #expect(session.statistics(for: .daily).played == 1)
    #expect(session.statistics(for: .daily).currentStreak == 1)
    session.environment.storage.flush()
    #expect(world.savedHistory.map(\.puzzleNumber) == [74])
    // Started again, the day's puzzle is over.
    let again = try world.backgroundSession()
    #expect(again.game.isOver)
    #expect(again.statistics(for: .daily).played == 1)
  }

  @Test("A game finished during the whole read is in the file at once: a kill then loses nothing")
  func appendedAtOnce() throws {
    let earlier = try world.session()
    earlier.switchMode(to: .unlimited)
    earlier.win()
    earlier.startNewRound()

    let read = SlowWholeRead(.beforeReading)
    defer { read.release() }
    let session = try world.backgroundSession(slowRead: read)
    session.win()
    #expect(!session.isHistoryReady)
    // Killed now: a start after it finds both games, the read still held.
    #expect(try waitFor { world.savedHistory.count == 2 })
    #expect(!session.isHistoryReady)
    #expect(try world.session().statistics(for: .unlimited).played == 2)
  }

  @Test(
    "A game appended during the whole read is counted once, whether the read finds it or the next append does",
    arguments: [SlowWholeRead.Moment.beforeReading, .afterReading])
  func appendDuringReadCountedOnce(moment: SlowWholeRead.Moment) throws {
    try world.session().switchMode(to: .unlimited)
    let read = SlowWholeRead(moment)
    let session = try world.backgroundSession(slowRead: read)
    session.win()
    #expect(try waitFor { world.savedHistory.count == 1 })
    read.release()
    #expect(session.statistics(for: .unlimited).played == 1)
    session.startNewRound()
    session.win()
    #expect(session.statistics(for: .unlimited).played == 2)
    #expect(session.statistics(for: .unlimited).currentStreak == 2)
    session.environment.storage.flush()
    #expect(world.savedHistory.count == 2)
  }

  @Test("A history of an older format waits for the read, then is rewritten with the game")
  func olderFormatWaits() throws {
    world.files[testLocations.historyFile.path] = Data(#"{"format":3,"kind":"guesswork-history"}"#.utf8 + [10])
    try world.session().switchMode(to: .unlimited)
    let read = SlowWholeRead(.beforeReading)
    let session = try world.backgroundSession(slowRead: read)
    session.win()
    Thread.sleep(forTimeInterval: 0.2)
    #expect(world.savedHistory.isEmpty, "appended to a file of another format")
    read.release()
    #expect(session.statistics(for: .unlimited).played == 1)
    session.environment.storage.flush()
    #expect(world.savedHistory.count == 1)
    #expect(String(decoding: world.files[testLocations.historyFile.path]!.prefix(11), as: UTF8.self) == #"{"format":4"#)
  }

  /// A returning player: the daily round file holds a finished puzzle of ten days ago. Whether the
  /// history holds it is read from the history's end back to that day (the games since), not
  /// from the whole history: the start once waited 2.8–3.9 s over a million games (issue 54).
  @Test("A finished daily of ten days ago in the round file, missing from the history: recorded without waiting")
  func oldFinishedDailyRecordedWithoutWaiting() throws {
    let first = try world.session()
    first.win()
    let number = try #require(first.game.puzzle.dailyNumber)
    world.storage.save(history: [record(.unlimited, won: true, at: utc("2026-03-14T12:00:00Z"))])
    world.advance(days: 10)

    let read = SlowWholeRead(.beforeReading)
    let started = Date()
    let session = try world.backgroundSession(slowRead: read)
    let waited = Date().timeIntervalSince(started)
    let ready = session.isHistoryReady
    read.release()

    #expect(!ready, "the start waited for the whole history")
    #expect(waited < 4)
    #expect(session.statistics(for: .daily).played == 1)
    session.environment.storage.flush()
    #expect(world.savedHistory.compactMap(\.puzzleNumber) == [number])
  }

  /// More games since that day than the start reads of the history's end (a player of thousands
  /// of unlimited rounds): the question is left to the whole read, which the record waits for in
  /// the background, and the puzzle is in the history once whether it was there or not.
  @Test(
    "An old finished daily behind thousands of newer games: left to the whole read, recorded once",
    arguments: [false, true])
  func oldFinishedDailyBehindManyGames(recordedAlready: Bool) throws {
    let first = try world.session()
    first.win()
    let number = try #require(first.game.puzzle.dailyNumber)
    let daily = try #require(world.savedHistory.first)
    let later = (0..<8_000).map { index in
      record(.unlimited, won: true, at: utc("2026-03-16T00:00:00Z").addingTimeInterval(Double(index) * 60))
    }
    world.storage.save(history: (recordedAlready ? [daily] : []) + later)
    world.advance(days: 10)

    let read = SlowWholeRead(.beforeReading)
    let started = Date()
    let session = try world.backgroundSession(slowRead: read)
    let waited = Date().timeIntervalSince(started)
    let ready = session.isHistoryReady
    read.release()

    #expect(!ready, "the start waited for the whole history")
    #expect(waited < 4)
    #expect(session.statistics(for: .daily).played == 1)
    session.environment.storage.flush()
    let saved = world.savedHistory
    #expect(saved.compactMap(\.puzzleNumber) == [number])
    #expect(saved.count == 8_001)
  }

  @Test("`--date` ten days back opens that day as the history has it, without waiting")
  func pastDayFromTheEnd() throws {
    let first = try world.session()
    first.play("eerie")
    first.win()
    let day = world.today
    world.advance(days: 10)

    let read = SlowWholeRead(.beforeReading)
    let started = Date()
    let session = try world.backgroundSession(.date(day), slowRead: read)
    let waited = Date().timeIntervalSince(started)
    let ready = session.isHistoryReady
    read.release()

    #expect(!ready, "the start waited for the whole history")
    #expect(waited < 4)
    #expect(session.game.status == .won)
    #expect(session.game.guesses.count == 2)
    #expect(session.statistics(for: .daily).played == 1)
  }

  /// Polls `condition` for up to five seconds (the history's queue works in the background).
  private func waitFor(_ condition: () throws -> Bool) throws -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return false
  }
}
