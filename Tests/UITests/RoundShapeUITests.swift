import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// The window reads a round's rows from its shape (issue 55): a one-board round of three or of
/// eight rows has as many rows of tiles, fitted to the window, ends on its own last row, and its
/// statistics have as many bars.
final class RoundShapeUITests: UITestCase {
  @MainActor private static func playRound(rows: Int) throws {
    let game = try launch(animations: false, shapes: { _, _, letters in RoundShape(rows: rows, letters: letters) })
    try game.waitForFrame()
    game.viewModel.switchMode(to: .unlimited)
    GameHarness.pump()
    XCTAssertEqual(game.window.boards.count, 1)
    XCTAssertEqual(game.window.board.tiles.map(\.count), Array(repeating: 5, count: rows))
    XCTAssertEqual(game.window.board.rowNames, (1...rows).map { "Row \($0)" })
    let space = game.window.sizing.space
    XCTAssertEqual(
      game.window.sizing.metrics, BoardMetrics(width: space.width, height: space.height, rows: rows))
    XCTAssertLessThanOrEqual(
      game.window.board.box.height + game.window.keyboard.box.height, space.height, "every row fits")
    let answer = game.viewModel.game.answer.text
    let misses = ["slate", "tones", "fight", "baker", "dumpy", "mocks", "wring", "chirp", "glove"]
      .filter { $0 != answer }
    for (row, miss) in misses.prefix(rows).enumerated() {
      XCTAssertEqual(game.viewModel.game.status, .inProgress, "row \(row + 1) is played")
      game.type(miss)
      game.press(.enter)
      game.waitForReveal()
      XCTAssertEqual(game.letters(row: row), miss.uppercased())
    }
    XCTAssertEqual(game.viewModel.game.status, .lost, "lost on its own last row")
    try game.wait("the statistics open", timeout: 8) { game.app.statisticsDialog?.dialog.isOpen == true }
    XCTAssertEqual(game.app.statisticsDialog?.bars.map(\.row), Array(1...rows), "a bar a row")
  }

  func testARoundOfThreeRows() throws { try onMain { try RoundShapeUITests.playRound(rows: 3) } }

  func testARoundOfEightRows() throws { try onMain { try RoundShapeUITests.playRound(rows: 8) } }
}
