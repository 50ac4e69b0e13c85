import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// Word Length in the preferences: the board takes as many tiles as the round's word has letters,
/// the tiles fit the window (seven of them at 360 pixels), and each length keeps its round.
final class WordLengthUITests: UITestCase {
  @MainActor private static func chooseLength(_ length: Int, in game: GameHarness) throws {
    game.activate(action: "preferences")
    let preferences = try XCTUnwrap(game.app.preferencesDialog, "Preferences opened")
    XCTAssertEqual(preferences.wordLength.items, ["4 letters", "5 letters", "6 letters", "7 letters"])
    preferences.wordLength.selected = length - 4
    GameHarness.pump()
    preferences.dialog.window.close()
    GameHarness.pump()
  }

  func testSevenLettersFitA360PixelWindowAndFiveLettersComeBack() throws {
    try onMain {
      let game = try launch(home: try GameHarness.makeHome(windowSize: (360, 600)))
      try game.waitForFrame()
      game.viewModel.switchMode(to: .unlimited)
      GameHarness.pump()
      game.type("sl")
      try WordLengthUITests.chooseLength(7, in: game)
      XCTAssertEqual(game.viewModel.game.length, 7)
      XCTAssertEqual(game.window.board.tiles.map(\.count), Array(repeating: 7, count: 6))
      XCTAssertEqual(game.letters(row: 0), "       ", "a new seven-letter round")
      XCTAssertEqual(game.window.header.roundButtonDetail, "7 letters")
      try game.waitForFrame()
      let space = game.window.sizing.space
      XCTAssertEqual(
        game.window.sizing.metrics, BoardMetrics(width: space.width, height: space.height, columns: 7))
      XCTAssertLessThanOrEqual(game.window.board.box.width, game.window.window.width, "the board fits")
      XCTAssertLessThanOrEqual(game.window.window.width, 360, "the window did not grow")
      game.type("kitchen")
      XCTAssertEqual(game.letters(row: 0), "KITCHEN")
      game.type("s")
      XCTAssertEqual(game.letters(row: 0), "KITCHEN", "an eighth letter does not fit")
      game.press(.enter)
      game.waitForReveal()
      XCTAssertEqual(game.states(row: 0).compactMap { $0 }.count, 7, "all seven tiles coloured")
      XCTAssertEqual(
        game.window.board.tiles[0][6].label.accessibleLabel?.hasPrefix("Row 1, letter 7, N"), true,
        game.window.board.tiles[0][6].label.accessibleLabel ?? "")
      try WordLengthUITests.chooseLength(5, in: game)
      XCTAssertEqual(game.window.board.tiles.map(\.count), Array(repeating: 5, count: 6))
      XCTAssertEqual(game.letters(row: 0), "SL   ", "the five-letter round is where it was left")
    }
  }
}
