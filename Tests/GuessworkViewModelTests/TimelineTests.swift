import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkViewModel

/// The round's timeline belongs to the view model: these tests move its clock by hand, never
/// sleeping, and read what the window is told and when.
@Suite("The round's timeline")
struct TimelineTests {
  let b = Letter("b")!

  @Test func aRowTurnsOverTileByTileAndSettlesAfterTheLastFlip() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.enter("babes")
    #expect(log.take().last == .rowRevealed(board: 0, row: 0, results: [.present, .present, .correct, .correct, .absent]))
    #expect(viewModel.board.row(0, board: 0).allSatisfy { $0.state == .typed }, "no colour before the first half-flip")
    viewModel.advance(by: .milliseconds(0))
    #expect(log.take() == [.tileTurning(board: 0, row: 0, column: 0)])
    viewModel.advance(by: .milliseconds(250))
    #expect(log.take() == [.tileTurned(board: 0, row: 0, column: 0)])
    #expect(viewModel.board.row(0, board: 0).map(\.state) == [.revealed(.present), .typed, .typed, .typed, .typed])
    viewModel.advance(by: .milliseconds(50))
    #expect(log.take() == [.tileTurning(board: 0, row: 0, column: 1)])
    #expect(viewModel.board.keyState(for: b) == nil, "keys wait for the whole row")
    viewModel.advance(by: .milliseconds(1399))
    #expect(!log.take().contains(.rowSettled(row: 0)))
    #expect(viewModel.board.isRevealing)
    viewModel.advance(by: .milliseconds(1))
    #expect(log.take() == [.rowSettled(row: 0)])
    #expect(!viewModel.board.isRevealing)
    #expect(viewModel.board.keyState(for: b) == .correct)
    #expect(!viewModel.hasTimedWork)
  }

  @Test("Every listener hears every event, in the order they were added, and none after stop")
  func severalListeners() throws {
    let (viewModel, log) = try Harness().viewModel()
    var heard: [String] = []
    viewModel.listen { event in heard.append("window \(event)") }
    viewModel.listen { event in heard.append("application \(event)") }
    viewModel.enter("babes")
    let events = log.take()
    #expect(events.count == 6, "five letters and the reveal")
    #expect(heard == events.flatMap { ["window \($0)", "application \($0)"] })
    viewModel.stop()
    heard = []
    viewModel.advance(by: RoundTiming.reveal)
    viewModel.board.type("k")
    #expect(heard.isEmpty)
    #expect(log.take().isEmpty)
  }

  @Test func everyRowShowsNoColourUntilItsTilesTurn() throws {
    // The second row once drew all its colours at Enter: the count of turned tiles was the first
    // row's when the window drew the new one.
    let (viewModel, _) = try Harness().viewModel()
    var statesAtReveal: [Int: [Tile.State]] = [:]
    viewModel.listen { [unowned viewModel] event in
      if case .rowRevealed(_, let row, _) = event { statesAtReveal[row] = viewModel.board.row(row, board: 0).map(\.state) }
    }
    for (row, word) in ["babes", "kebab", "ebbed"].enumerated() {
      viewModel.enter(word)
      #expect(statesAtReveal[row] == Array(repeating: .typed, count: 5), "row \(row + 1) as drawn at Enter")
      viewModel.advance(by: .milliseconds(249))
      #expect(viewModel.board.row(row, board: 0).allSatisfy { $0.state == .typed }, "row \(row + 1) before the first half-flip")
      viewModel.advance(by: .milliseconds(1))
      #expect(viewModel.board.row(row, board: 0)[0].state != .typed, "row \(row + 1): the first tile has turned")
      #expect(viewModel.board.row(row, board: 0)[1...].allSatisfy { $0.state == .typed }, "row \(row + 1): the others have not")
      viewModel.advance(by: RoundTiming.reveal)
      #expect(!viewModel.board.isRevealing)
    }
  }

  @Test func withoutAnimationsARowSettlesAtOnce() throws {
    let (viewModel, log) = try Harness().viewModel(animates: false)
    viewModel.enter("babes")
    #expect(log.take().suffix(2) == [
      .rowRevealed(board: 0, row: 0, results: [.present, .present, .correct, .correct, .absent]), .rowSettled(row: 0),
    ])
    #expect(viewModel.board.keyState(for: b) == .correct)
    #expect(!viewModel.hasTimedWork)
  }

  @Test func anEnterHeldWithoutAnimationsIsNeverReentrant() throws {
    // Without animations there is no reveal to wait for: each Enter settles its own row.
    let (viewModel, log) = try Harness().viewModel(animates: false)
    viewModel.enter("babes")
    viewModel.enter("kebab")
    #expect(viewModel.game.guesses.count == 2)
    #expect(log.take().filter { if case .rowSettled = $0 { true } else { false } } == [
      .rowSettled(row: 0), .rowSettled(row: 1),
    ])
  }

  @Test func theStatisticsOpenTwoSecondsAfterTheLastTileSettles() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.enter("abbey")
    viewModel.advance(by: RoundTiming.reveal)
    #expect(log.take().suffix(2) == [.solved(board: 0, row: 0), .toast(Toast("Genius", spoken: "Genius! Solved in 1 guess"))])
    viewModel.advance(by: .milliseconds(1999))
    #expect(log.take().isEmpty)
    viewModel.advance(by: .milliseconds(1))
    #expect(log.take() == [.roundEnded])
  }

  @Test func aNewBoardCancelsTheRevealAndThePause() throws {
    let (viewModel, log) = try Harness().viewModel(.remembered)
    viewModel.play(viewModel.game.answer.text)
    viewModel.switchMode(to: .unlimited)
    #expect(log.take().last == .boardReplaced)
    viewModel.advance(by: .seconds(5))
    #expect(!log.take().contains(.roundEnded), "the statistics of a round no longer on the board never open")

    viewModel.enter("hello")
    viewModel.switchMode(to: .daily)
    _ = log.take()
    viewModel.advance(by: .seconds(5))
    #expect(log.take().isEmpty, "no tile of the old board turns over on the new one")
  }

  @Test func atMidnightTheBoardMovesToTheNextDailyPuzzle() throws {
    let (viewModel, log) = try Harness(now: Harness.madrid(2026, 11, 18, 23, 59, 58)).viewModel(.remembered)
    let today = try #require(viewModel.game.puzzle.dailyNumber)
    viewModel.advance(by: .seconds(2))
    #expect(viewModel.game.puzzle.dailyNumber == today, "not before midnight")
    viewModel.advance(by: .seconds(1))
    #expect(viewModel.game.puzzle.dailyNumber == today + 1)
    #expect(log.take().contains(.boardReplaced))
    #expect(viewModel.board.watchesForNewDay, "and it watches for the next one")
  }

  @Test func midnightWaitsForARowStillTurningOver() throws {
    let (viewModel, log) = try Harness(now: Harness.madrid(2026, 11, 18, 23, 59, 59)).viewModel(.remembered)
    let today = try #require(viewModel.game.puzzle.dailyNumber)
    viewModel.advance(by: .milliseconds(1500))
    viewModel.enter("hello")
    viewModel.advance(by: .milliseconds(1000))
    #expect(viewModel.game.puzzle.dailyNumber == today, "the board is not replaced under a reveal")
    #expect(viewModel.board.isRevealing)
    _ = log.take()
    viewModel.advance(by: .milliseconds(700))
    let unfinished = Toast(
      "Daily #\(today) waits in the Archive", duration: .long,
      spoken: "Daily #\(today) was not finished before midnight. It is not counted as a loss: finish it from the Archive.")
    #expect(log.take().suffix(3) == [.rowSettled(row: 0), .boardReplaced, .toast(unfinished)])
    #expect(viewModel.game.puzzle.dailyNumber == today + 1)
  }

  @Test("A daily round left unfinished at midnight is told, waits in the archive, and is not a loss")
  func midnightMovesAnUnfinishedDailyToTheArchive() throws {
    let (viewModel, log) = try Harness(now: Harness.madrid(2026, 11, 23, 23, 59, 50)).viewModel(.remembered)
    let today = try #require(viewModel.game.puzzle.dailyNumber)
    viewModel.enter("hello")
    viewModel.advance(by: RoundTiming.reveal)
    _ = log.take()
    viewModel.advance(by: .seconds(11))
    #expect(viewModel.game.puzzle.dailyNumber == today + 1)
    #expect(log.take().contains(.toast(Toast(
      "Daily #\(today) waits in the Archive", duration: .long,
      spoken: "Daily #\(today) was not finished before midnight. It is not counted as a loss: finish it from the Archive."))))
    #expect(viewModel.session.history.isEmpty, "no loss recorded")
    let month = viewModel.session.archiveMonth(.init(year: 2026, month: 11))
    #expect(month.days[22].state == .inProgress(guesses: 1))
  }

  @Test("A daily round finished just before midnight keeps its result")
  func aRoundFinishedBeforeMidnightKeepsItsResult() throws {
    let (viewModel, _) = try Harness(now: Harness.madrid(2026, 11, 23, 23, 59, 50)).viewModel(.remembered)
    viewModel.play(viewModel.game.answer.text)
    viewModel.advance(by: .seconds(30))
    #expect(viewModel.session.history.map(\.won) == [true])
  }

  @Test("A daily round won across midnight stays on the board while its statistics show it")
  func aRoundFinishedAcrossMidnightIsHeldForItsStatistics() throws {
    let (viewModel, log) = try Harness(now: Harness.madrid(2026, 11, 18, 23, 59, 59)).viewModel(.remembered)
    let today = try #require(viewModel.game.puzzle.dailyNumber)
    viewModel.play(viewModel.game.answer.text)
    #expect(viewModel.isRoundOver)
    #expect(viewModel.game.puzzle.dailyNumber == today, "midnight waits for the statistics about to open")
    viewModel.board.holdsFinishedDay = true  // the window opens them
    viewModel.advance(by: RoundTiming.roundEndPause)
    #expect(log.take().contains(.roundEnded))
    var shown: [String] = []
    viewModel.statistics.watchCountdown { shown.append($0); return true }
    #expect(shown == ["Out now"], "the next puzzle is out already, not 23:59:5x away")
    viewModel.advance(by: .seconds(30))
    #expect(viewModel.game.puzzle.dailyNumber == today, "the round just won stays while they are open")
    #expect(viewModel.statistics.shareText(darkTheme: false)?.hasPrefix("Guesswork #\(today) ") == true)
    viewModel.board.holdsFinishedDay = false  // closed
    #expect(viewModel.game.puzzle.dailyNumber == today + 1)
    #expect(log.take().contains(.boardReplaced))
  }

  @Test func withoutStatisticsOpenARoundFinishedAcrossMidnightGivesWayAfterItsPause() throws {
    let (viewModel, log) = try Harness(now: Harness.madrid(2026, 11, 18, 23, 59, 59)).viewModel(.remembered)
    let today = try #require(viewModel.game.puzzle.dailyNumber)
    viewModel.play(viewModel.game.answer.text)
    #expect(viewModel.game.puzzle.dailyNumber == today)
    viewModel.advance(by: RoundTiming.roundEndPause)
    #expect(log.take().suffix(2) == [.roundEnded, .boardReplaced])
    #expect(viewModel.game.puzzle.dailyNumber == today + 1)
  }

  @Test func aStoppedTimelineNeverRunsAgain() throws {
    let (viewModel, log) = try Harness(now: Harness.madrid(2026, 11, 18, 23, 59, 58)).viewModel(.remembered)
    let today = viewModel.game.puzzle.dailyNumber
    viewModel.enter("hello")
    var shown: [String] = []
    viewModel.statistics.watchCountdown { shown.append($0); return true }
    viewModel.stop()
    _ = log.take()
    viewModel.advance(by: .seconds(5))
    #expect(log.take().isEmpty)
    #expect(viewModel.game.puzzle.dailyNumber == today, "midnight does not reach a closed window's board")
    #expect(shown.count == 1)
    #expect(!viewModel.timeline.hasPendingWork)
  }

  @Test func theCountdownChangesOnTheSecondAndStopsWhenAsked() throws {
    let (viewModel, _) = try Harness(now: Harness.madrid(2026, 11, 18, 18, 47, 56.6)).viewModel(.remembered)
    var shown: [String] = []
    var wanted = true
    let task = viewModel.statistics.watchCountdown { text in
      shown.append(text)
      return wanted
    }
    #expect(shown == ["05:12:03"])
    viewModel.advance(by: .milliseconds(300))
    #expect(shown == ["05:12:03"], "the time left is still 5:12:03.1")
    viewModel.advance(by: .milliseconds(200))
    #expect(shown == ["05:12:03", "05:12:02"])
    viewModel.advance(by: .seconds(2))
    #expect(shown.suffix(2) == ["05:12:01", "05:12:00"])
    wanted = false
    viewModel.advance(by: .seconds(1))
    let count = shown.count
    viewModel.advance(by: .seconds(3))
    #expect(shown.count == count, "a countdown whose label is gone stops")
    task.cancel()
  }
}

extension Harness {
  init(now: Date) {
    self.init()
    self.now = now
  }

  /// An instant of Madrid's wall clock, where the tests' player lives.
  static func madrid(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Double
  ) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Madrid")!
    let whole = calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: Int(second)))!
    return whole.addingTimeInterval(second - second.rounded(.down))
  }
}
