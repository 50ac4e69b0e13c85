import CAdwaita
import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// What a screen reader is told, checked in the window itself (`make test` also runs these on
/// Wayland; Tests/Accessibility reads the same over AT-SPI): messages announced through the focused
/// widget, the focus on a round's result and back on the board, names of rows and example tiles.
final class AccessibilityUITests: UITestCase {
  func testARefusedGuessIsAnnouncedOverTheBoardAndTheBoardGetsItsDescriptionBack() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.guess("qqqqq")
      XCTAssertEqual(game.window.window.announcement, "Not in word list")
      try game.wait("the toast goes", timeout: 3) { game.toast == nil }
      XCTAssertNil(game.window.window.announcement, "the board's description is its own again")
    }
  }

  func testTheWinAndTheAnswerAreAnnouncedAsSentences() throws {
    try onMain {
      let won = try launch(["--word", "crane"])
      won.guess("slate")
      won.guess("crane")
      XCTAssertEqual(won.toast, "Magnificent")
      XCTAssertEqual(won.window.window.announcement, "Magnificent! Solved in 2 guesses")
      quit(won)
      let lost = try launch(["--word", "crane"], animations: false)  // six rows: no need to watch them
      for word in ["slate", "moist", "pudgy", "hymns", "sloth", "jumbo"] { lost.guess(word) }
      XCTAssertEqual(lost.toast, "CRANE")
      XCTAssertEqual(lost.window.window.announcement, "The answer was CRANE")
    }
  }

  func testWhenARoundEndsTheFocusIsOnShareTheResultIsTheHeadingAndEscapeGivesItBackToTheBoard() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.guess("slate")
      game.guess("crane")
      try game.wait("the statistics open", timeout: 5) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      let share = try XCTUnwrap(statistics.shareButton)
      XCTAssertTrue(statistics.dialog.window.focusIs(share), "the focus is on Share, as in the original")
      XCTAssertEqual(share.accessibleDescription, "Solved in 2 guesses", "said with the focused button")
      let result = try XCTUnwrap(statistics.resultBox)
      XCTAssertFalse(result.isFocusable, "the result is a heading, not a field boxed by a focus ring")
      game.activate(action: "copy-results")
      XCTAssertEqual(statistics.dialog.window.announcement, "Copied results to clipboard", "said in the dialog")
      XCTAssertTrue(statistics.dialog.keyController.emit(KeyPress(keyval: UInt32(GDK_KEY_Escape))))
      try game.wait("the statistics close", timeout: 2) { statistics.dialog.isOpen == false }
      XCTAssertTrue(game.window.window.focusIs(game.window.board.box), "the focus is back on the board")
    }
  }

  func testAHardModeRefusalIsAnnouncedInThePreferences() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.guess("slate")
      game.activate(action: "preferences")
      let preferences = try XCTUnwrap(game.app.preferencesDialog)
      preferences.hardMode.isActive = true
      GameHarness.pump()
      XCTAssertEqual(
        preferences.dialog.window.announcement, "Hard mode can only be enabled at the start of a round")
    }
  }

  func testRowsAndTheHelpsExamplesAreNamed() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      XCTAssertEqual(game.window.board.rowNames, (1...6).map { "Row \($0)" })
      game.activate(action: "help")
      let help = try XCTUnwrap(game.app.helpDialog)
      XCTAssertEqual(Array(help.exampleLabels.prefix(5)), ["W, correct", "E", "A", "R", "Y"])
    }
  }
}
