import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkViewModel

/// Nothing above the engine states a round's size (issue 55): a one-board round of three or of
/// eight rows, given through the session's shapes, has as many rows on the board, ends on its own
/// last row, and counts in figures with as many bars.
@Suite("Rounds of other rows through the view model")
struct RoundShapeFlowTests {
  static let misses = ["babes", "kebab", "ebbed", "eerie", "hello", "adieu", "stare", "roate", "trace"]

  func viewModel(rows: Int) throws -> (GameViewModel, EventLog) {
    var harness = Harness()
    harness.shapes = { _, _, letters in RoundShape(rows: rows, letters: letters) }
    return try harness.viewModel(.remembered)
  }

  @Test("A round of three or eight rows is lost on its last row, won on any before", arguments: [3, 8])
  func rowsOfTheShape(rows: Int) throws {
    let (viewModel, log) = try viewModel(rows: rows)
    viewModel.session.switchMode(to: .unlimited)
    let answer = viewModel.session.game.answer
    let misses = Self.misses.filter { $0 != answer.text }
    #expect(viewModel.board.shape.rows == rows)
    #expect(viewModel.board.tiles(board: 0).count == rows)
    for miss in misses.prefix(rows - 1) { viewModel.play(miss) }
    #expect(viewModel.session.game.status == .inProgress)
    _ = log.take()
    viewModel.play(misses[rows - 1])
    #expect(viewModel.session.game.status == .lost)
    #expect(log.take().contains(.lost(answers: [answer])))
    viewModel.advance(by: RoundTiming.roundEndPause)
    let lost = viewModel.statistics.presentation()
    #expect(lost.statistics.played == 1 && lost.statistics.losses == 1)
    #expect(lost.statistics.distribution.count == rows)

    viewModel.session.startNewRound()
    let next = viewModel.session.game.answer
    viewModel.play(Self.misses.first { $0 != next.text }!)
    viewModel.play(next.text)
    #expect(viewModel.session.game.status == .won)
    viewModel.advance(by: RoundTiming.roundEndPause)
    let won = viewModel.statistics.presentation()
    #expect(won.bars.count == rows)
    #expect(won.bars.filter(\.isHighlighted).map(\.row) == [2])
    #expect(viewModel.session.shareText(style: ShareStyle())?.contains("2/\(rows)") == true)
  }

  @Test("A round of other rows comes back after a restart with its rows")
  func restart() throws {
    var harness = Harness()
    harness.shapes = { _, _, letters in RoundShape(rows: 8, letters: letters) }
    let (viewModel, _) = try harness.viewModel(.remembered)
    viewModel.session.switchMode(to: .unlimited)
    let answer = viewModel.session.game.answer
    for miss in Self.misses.filter({ $0 != answer.text }).prefix(7) { viewModel.play(miss) }
    // The next start gives rounds of six rows, but the saved round keeps its eight.
    var restarted = harness
    restarted.shapes = nil
    let (again, _) = try restarted.viewModel(.remembered)
    #expect(again.session.game.shape.rows == 8 && again.session.game.currentRow == 7)
    #expect(again.board.tiles(board: 0).count == 8)
  }
}
