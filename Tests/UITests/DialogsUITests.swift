import CGtk
import GtkBridge
import XCTest

@testable import guesswork

/// Help, preferences, statistics and the shortcuts window open from their shortcuts and close with
/// Escape; start-up problems are said in a dialog.
final class DialogsUITests: UITestCase {
  func testShortcutsAreBoundToTheirActions() throws {
    let game = try launch(["--word", "crane"])
    XCTAssertEqual(game.actions(forAccelerator: "F1"), ["app.help"])
    XCTAssertEqual(game.actions(forAccelerator: "<Control>comma"), ["app.preferences"])
    XCTAssertEqual(game.actions(forAccelerator: "<Control>n"), ["app.new-game"])
    XCTAssertEqual(game.actions(forAccelerator: "<Control>q"), ["app.quit"])
    XCTAssertEqual(game.actions(forAccelerator: "<Control>question"), ["win.show-help-overlay"])
  }

  func testHelpOpensAndEscapeClosesIt() throws {
    let game = try launch(["--word", "crane"])
    game.activate(action: "help")
    let help = try XCTUnwrap(game.app.helpDialog)
    XCTAssertTrue(help.dialog.isOpen)
    XCTAssertEqual(String(cString: gtk_window_get_title(cast(help.dialog.window))), "How to Play")
    XCTAssertEqual(guesswork_emit_key_pressed(help.dialog.keyController, guint(GDK_KEY_Escape), 0, GdkModifierType(rawValue: 0)), 1)
    try game.wait("the help closes", timeout: 2) { game.app.helpDialog?.dialog.isOpen != true }
  }

  func testStatisticsFromTheMenuSayNoDataYetBeforeAnyGame() throws {
    let game = try launch()
    game.activate(action: "statistics")
    let statistics = try XCTUnwrap(game.app.statisticsDialog)
    XCTAssertTrue(statistics.dialog.isOpen)
    XCTAssertTrue(statistics.bars.isEmpty, "no bars, the chart says No data yet")
    XCTAssertNil(statistics.shareButton, "nothing to share mid-round")
  }

  func testLettersTypedWhileADialogIsOpenDoNotReachTheBoard() throws {
    let game = try launch(["--word", "crane"])
    game.activate(action: "preferences")
    let preferences = try XCTUnwrap(game.app.preferencesDialog)
    let handled = guesswork_emit_key_pressed(
      preferences.dialog.keyController, gdk_unicode_to_keyval(0x61), 0, GdkModifierType(rawValue: 0))
    XCTAssertEqual(handled, 0)
    XCTAssertEqual(game.letters(row: 0), "     ")
  }

  func testAMissingWordListIsNamedInADialogAndTheGameDoesNotStart() throws {
    let data = try GameHarness.makeHome()
    defer { try? FileManager.default.removeItem(at: data) }
    try FileManager.default.createDirectory(
      at: data.appendingPathComponent("words/en"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: GameHarness.dataFolder.appendingPathComponent("style.css"), to: data.appendingPathComponent("style.css"))
    let game = try launch(dataFolder: data, waitForWindow: false)
    XCTAssertNil(game.app.mainWindow)
    XCTAssertEqual(game.app.exitStatus, 1)
    var message: String?
    try game.wait("the error dialog shows", timeout: 3) {
      message = GameHarness.messageDialogText()
      return message != nil
    }
    XCTAssertTrue(message?.contains("words/en/answers.txt") == true, message ?? "")
  }
}
