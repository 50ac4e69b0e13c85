import CAdwaita
import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// A won or lost round: the toast, the bounce, the statistics window and the share text.
final class RoundEndUITests: UITestCase {
  func testAWinBouncesTheRowPraisesItAndOpensTheStatisticsWithThatRowHighlighted() throws {
    try onMain {
      // The daily puzzle (custom words are not counted in the statistics).
      let game = try launch()
      let answer = game.viewModel.game.answer.display.lowercased()
      game.guess(answer == "slate" ? "crane" : "slate")
      try game.wait("the first reveal ends", timeout: 3) { !game.viewModel.board.isRevealing }
      game.guess(answer)
      try game.wait("the winning row bounces", timeout: 3) {
        game.window.board.tiles[1][0].label.hasClass("bounce")
      }
      XCTAssertEqual(game.toast, "Magnificent", "the original game's word for a win on the second row")
      XCTAssertEqual(game.states(row: 1), Array(repeating: "correct", count: 5))
      XCTAssertNil(game.app.statisticsDialog, "the statistics wait until the tiles have settled")
      try game.wait("the statistics open", timeout: 5) { game.app.statisticsDialog?.dialog.isOpen == true }
      let bars = try XCTUnwrap(game.app.statisticsDialog?.bars)
      XCTAssertEqual(bars.map(\.count), ["0", "1", "0", "0", "0", "0"])
      XCTAssertEqual(bars.filter(\.highlighted).map(\.row), [2])
    }
  }

  func testALossShowsTheAnswerUntilTheNextKey() throws {
    try onMain {
      let game = try launch(["--word", "crane"], animations: false)
      for word in ["slate", "moist", "pudgy", "hymns", "sloth", "jumbo"] { game.guess(word) }
      XCTAssertEqual(game.toast, "CRANE")
      XCTAssertTrue(game.viewModel.isRoundOver)
      // The statistics open two seconds after the last tile, longer than a toast stays.
      try game.wait("the statistics open", timeout: 4) { game.app.statisticsDialog?.dialog.isOpen == true }
      XCTAssertEqual(game.toast, "CRANE", "the answer does not fade by itself")
      XCTAssertEqual(game.app.statisticsDialog?.bars.filter(\.highlighted).count, 0, "no row is highlighted after a loss")
      game.press(.backspace)
      XCTAssertNil(game.toast)
    }
  }

  func testCtrlCCopiesTheShareTextOnceTheRoundHasEnded() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      XCTAssertEqual(game.actions(forAccelerator: "<Control>c"), ["app.copy-results"])
      game.guess("slate")
      game.activate(action: "copy-results")
      XCTAssertNil(game.window.window.clipboard.localText, "nothing is copied while the round goes on")
      game.guess("crane")
      game.activate(action: "copy-results")
      XCTAssertEqual(game.toast, "Copied results to clipboard")
      let text = try XCTUnwrap(game.window.window.clipboard.localText)
      XCTAssertEqual(text, "Guesswork 2/6\n\n⬜⬜🟩⬜🟩\n🟩🟩🟩🟩🟩")
    }
  }

  func testTheShareButtonOfTheStatisticsCopiesTheSameText() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.guess("crane")
      try game.wait("the statistics open", timeout: 4) { game.app.statisticsDialog?.dialog.isOpen == true }
      let dialog = try XCTUnwrap(game.app.statisticsDialog?.dialog)
      let share = try XCTUnwrap(game.app.statisticsDialog?.shareButton)
      try GameHarness.waitForFrame(of: dialog.window)
      let before = try XCTUnwrap(share.bounds(in: dialog.window))
      share.activate()
      // GtkButton shows the press for a moment before it emits `clicked`.
      try game.wait("the share text is copied", timeout: 3) { game.window.window.clipboard.localText != nil }
      XCTAssertEqual(game.window.window.clipboard.localText, "Guesswork 1/6\n\n🟩🟩🟩🟩🟩")
      XCTAssertEqual(dialog.toast.text, "Copied results to clipboard", "said in the dialog")
      XCTAssertTrue(dialog.heading.showsMessage, "in its header, in place of the title")
      try GameHarness.waitForFrame(of: dialog.window)
      let after = try XCTUnwrap(share.bounds(in: dialog.window))
      XCTAssertTrue(before == after, "Share stays under the pointer: \(before) then \(after)")
      XCTAssertFalse(dialog.heading.message.isEllipsized, "the message is whole")
    }
  }
}

/// Reset Statistics, in the preferences (not in the window that opens after every round), asks
/// first and deletes only after the player confirms; an open statistics window follows.
final class ResetStatisticsUITests: UITestCase {
  func testResettingAsksFirstAndThenEmptiesTheChart() throws {
    try onMain {
      let game = try launch()
      game.guess(game.viewModel.game.answer.display.lowercased())
      try game.wait("the statistics open", timeout: 4) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertEqual(statistics.bars.map(\.count), ["1", "0", "0", "0", "0", "0"])
      XCTAssertFalse(
        statistics.dialog.window.labelTexts.contains { $0.contains("Reset") }, "nothing destructive after a round")

      game.activate(action: "preferences")
      let preferences = try XCTUnwrap(game.app.preferencesDialog)
      XCTAssertEqual(preferences.resetButton.accessibleDescription, "The statistics of daily games in English")
      preferences.resetButton.activate()
      try game.wait("the confirmation opens", timeout: 2) { GameHarness.messageDialog() != nil }
      XCTAssertEqual(GameHarness.messageDialogText(), "Reset statistics?")
      try GameHarness.answerMessageDialog(.cancel)
      XCTAssertEqual(statistics.bars.map(\.count), ["1", "0", "0", "0", "0", "0"], "Cancel keeps them")
      XCTAssertEqual(game.viewModel.statistics.presentation().statistics.played, 1)

      preferences.resetButton.activate()
      try game.wait("the confirmation opens", timeout: 2) { GameHarness.messageDialog() != nil }
      try GameHarness.answerMessageDialog(.accept)
      XCTAssertEqual(game.viewModel.statistics.presentation().statistics.played, 0)
      XCTAssertFalse(preferences.resetButton.isSensitive, "nothing left to reset")
      let reopened = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertTrue(reopened.bars.isEmpty, "the open statistics say No data yet")
    }
  }
}
