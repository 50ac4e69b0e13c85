import Foundation
import Testing

@testable import GuessworkEngine

/// A start over a history whose whole read is still going on (a million games take seconds; here
/// another Guesswork holds the history's lock): the start decides from the history's end and never
/// waits for the rest (issue 25), and what it records meanwhile is counted once the whole read
/// arrives.
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

    let release = DispatchSemaphore(value: 0)
    world.holdHistoryLock(for: 5, until: release)
    let started = Date()
    let session = try world.backgroundSession()
    let waited = Date().timeIntervalSince(started)
    let ready = session.isHistoryReady
    release.signal()

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

    let release = DispatchSemaphore(value: 0)
    world.holdHistoryLock(for: 5, until: release)
    let session = try world.backgroundSession()
    session.win()
    session.startNewRound()
    #expect(!session.isHistoryReady)
    release.signal()

    let figures = session.statistics(for: .unlimited)
    #expect(figures.played == 2)
    #expect(figures.wins == 2)
    #expect(figures.currentStreak == 2)
    session.environment.storage.flush()
    #expect(world.savedHistory.count == 2)
  }

  @Test("A daily finished before the whole history arrives is recorded once, not again by the read")
  func dailyFinishedMeanwhile() throws {
    let release = DispatchSemaphore(value: 0)
    world.holdHistoryLock(for: 5, until: release)
    let session = try world.backgroundSession()
    session.win()
    #expect(!session.isHistoryReady)
    release.signal()
    #expect(session.statistics(for: .daily).played == 1)
    #expect(session.statistics(for: .daily).currentStreak == 1)
    session.environment.storage.flush()
    #expect(world.savedHistory.map(\.puzzleNumber) == [74])
    // Started again, the day's puzzle is over.
    let again = try world.backgroundSession()
    #expect(again.game.isOver)
    #expect(again.statistics(for: .daily).played == 1)
  }
}
