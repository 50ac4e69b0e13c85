import CAdwaita
import CGtk
import GuessworkViewModel
import GtkBridge
import XCTest

@testable import guesswork

/// Help, preferences, statistics and the shortcuts window open from their shortcuts and close with
/// Escape; start-up problems are said in a dialog.
final class DialogsUITests: UITestCase {
  func testShortcutsAreBoundToTheirActions() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      XCTAssertEqual(game.actions(forAccelerator: "F1"), ["app.help"])
      XCTAssertEqual(game.actions(forAccelerator: "<Control>comma"), ["app.preferences"])
      XCTAssertEqual(game.actions(forAccelerator: "<Control>n"), ["app.new-game"])
      XCTAssertEqual(game.actions(forAccelerator: "<Control>q"), ["app.quit"])
      XCTAssertEqual(game.actions(forAccelerator: "<Control>question"), ["win.show-help-overlay"])
    }
  }

  func testTheGamesStyleSheetsHaveNoMistake() throws {
    try onMain {
      _ = try launch(["--word", "crane"])
      for path in [GameResources.styleSheet, GameResources.dialogStyleSheet] {
        let css = try XCTUnwrap(Resources.text(at: path), path)
        XCTAssertFalse(css.isEmpty, path)
        let sheet = StyleSheet()
        // The main sheet is loaded with the animations' rules (`AnimationStyle`).
        sheet.load(css: path == GameResources.styleSheet ? css + "\n" + AnimationStyle.rules : css)
        XCTAssertEqual(sheet.errors, [], path)
      }
    }
  }

  func testHelpOpensAndEscapeClosesIt() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.activate(action: "help")
      let help = try XCTUnwrap(game.app.helpDialog)
      XCTAssertTrue(help.dialog.isOpen)
      XCTAssertEqual(help.dialog.window.title, "How to Play")
      try game.waitForFrame()
      let expander = try XCTUnwrap(help.moreExpander)
      XCTAssertFalse(expander.isExpanded, "hard mode, the modes and the review wait behind the expander")
      XCTAssertLessThanOrEqual(help.dialog.window.height, 700, "How to Play fits one screen, as the original's")
      XCTAssertEqual(help.exampleLabels.count, 15, "with the three examples")
      XCTAssertTrue(help.dialog.keyController.emit(.escape))
      try game.wait("the help closes", timeout: 2) { game.app.helpDialog?.dialog.isOpen != true }
    }
  }

  func testAChosenWordsStatisticsShowThatRoundAndLeadToTheModesFigures() throws {
    try onMain {
      let game = try launch(["--word", "crane"], animations: false)
      game.guess("slate")
      game.guess("crane")
      try game.wait("the statistics open", timeout: 5) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      let board = try XCTUnwrap(statistics.roundBoard, "the round's own board")
      XCTAssertEqual(board.accessibleLabel, "row 1: 2 in place, 0 elsewhere, row 2: 5 in place, 0 elsewhere")
      XCTAssertTrue(statistics.dialog.window.labelTexts.contains("Guesswork 2/6"), "its share line")
      XCTAssertTrue(statistics.bars.isEmpty, "no figures it is not part of")
      XCTAssertNotNil(statistics.shareButton)
      let figures = try XCTUnwrap(statistics.modeStatisticsButton)
      XCTAssertEqual(figures.accessibleLabel, "Daily Statistics")
      GameHarness.click(figures)
      GameHarness.pump()
      XCTAssertNil(statistics.roundBoard)
      XCTAssertTrue(statistics.dialog.window.labelTexts.contains("Daily · English"), "the daily figures")
      XCTAssertNotNil(statistics.shareButton, "Share stays, for the round just played")
      XCTAssertTrue(statistics.dialog.window.focusIs(try XCTUnwrap(statistics.shareButton)))
    }
  }

  func testStatisticsFromTheMenuSayNoDataYetBeforeAnyGame() throws {
    try onMain {
      let game = try launch()
      game.activate(action: "statistics")
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertTrue(statistics.dialog.isOpen)
      XCTAssertTrue(statistics.bars.isEmpty, "no bars, the chart says No data yet")
      XCTAssertNil(statistics.shareButton, "nothing to share mid-round")
    }
  }

  /// GTK sends keys to the focused window only, and a modal dialog over the main window keeps
  /// the focus: that is what keeps letters typed into a dialog off the board.
  func testEveryDialogIsModalOverTheMainWindow() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      for action in ["preferences", "statistics", "help"] {
        game.activate(action: action)
        let dialogs = [game.app.preferencesDialog?.dialog, game.app.statisticsDialog?.dialog, game.app.helpDialog?.dialog]
        let dialog = try XCTUnwrap(dialogs.compactMap { $0 }.first(where: \.isOpen), action)
        XCTAssertTrue(dialog.window.isModal, action)
        XCTAssertTrue(dialog.window.isTransient(for: game.window.window), action)
        dialog.close()
        GameHarness.pump()
      }
      XCTAssertEqual(game.letters(row: 0), "     ")
    }
  }

  /// Every dialog fits a 360-pixel-wide screen (a phone's, GNOME's narrowest): what it asks for
  /// inside its frame is no wider.
  func testEveryDialogFitsA360PixelScreen() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      // Measured in GNOME's interface font (Cantarell 11), which a Wayland session reads from the
      // desktop, rather than GTK's 10-point default that Xvfb leaves: the wider of the two.
      let font = DesktopSettings.fontName
      DesktopSettings.fontName = "Cantarell 11"
      defer { DesktopSettings.fontName = font }
      game.guess("crane")
      try game.wait("the statistics open", timeout: 8) { game.app.statisticsDialog?.dialog.isOpen == true }
      game.app.statisticsDialog?.dialog.close()
      GameHarness.pump()
      var widths: [String: Int] = [:]
      for action in ["statistics", "preferences", "help", "archive", "history", "challenge-friend", "play-challenge", "review", "about"] {
        game.activate(action: action)
        try game.waitForFrame()
        let app = game.app
        let windows: [Window?] = [
          app.statisticsDialog?.dialog.window, app.preferencesDialog?.dialog.window, app.helpDialog?.dialog.window,
          app.archiveWindow?.dialog.window, app.historyWindow?.dialog.window, app.challengeFriendDialog?.dialog.window,
          app.playChallengeDialog?.dialog.window, app.reviewDialog?.dialog.window, app.aboutDialog,
        ]
        let window = try XCTUnwrap(windows.compactMap { $0 }.first { $0.isOpen }, action)
        widths[action] = window.preferredWidth.minimum - window.styleFrame.width
        window.close()
        try game.wait("\(action) closes") { !window.isOpen }
      }
      // The daily's statistics: the figures, the countdown and Share.
      let daily = try launch()
      daily.guess(daily.viewModel.game.answer.display.lowercased())
      try daily.wait("the daily's statistics open", timeout: 8) { daily.app.statisticsDialog?.dialog.isOpen == true }
      try daily.waitForFrame()
      let statistics = try XCTUnwrap(daily.app.statisticsDialog?.dialog.window)
      widths["statistics (daily)"] = statistics.preferredWidth.minimum - statistics.styleFrame.width
      let printWidths = ProcessInfo.processInfo.environment["GUESSWORK_PRINT_WIDTHS"] != nil
      for (action, width) in widths.sorted(by: { $0.key < $1.key }) {
        if printWidths { print("\(action): \(width) pixels") }
        XCTAssertLessThanOrEqual(width, 360, "\(action) fits 360 pixels")
      }
    }
  }

  func testAMissingWordListIsNamedInADialogAndTheGameDoesNotStart() throws {
    try onMain {
      let data = try GameHarness.makeHome()
      defer { try? FileManager.default.removeItem(at: data) }
      try FileManager.default.createDirectory(
        at: data.appendingPathComponent("words/en"), withIntermediateDirectories: true)
      let game = try launch(dataFolder: data, waitForWindow: false)
      XCTAssertNil(game.app.mainWindow)
      XCTAssertEqual(game.app.exitStatus, 1)
      var message: String?
      try game.wait("the error dialog shows", timeout: 3) {
        message = GameHarness.messageDialogDetail()
        return message != nil
      }
      XCTAssertEqual(GameHarness.messageDialogText(), "Guesswork cannot start")
      XCTAssertTrue(message?.contains("words/en/answers.txt") == true, message ?? "")
    }
  }
}

/// File problems are long messages: each waits for the one before, so none is lost.
final class ToastQueueUITests: UITestCase {
  func testLongMessagesAreShownOneAfterAnother() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      let toast = game.window.toast
      toast.show(Toast("settings.json was damaged.", duration: .long))
      toast.show(Toast("history.jsonl was damaged.", duration: .long))
      XCTAssertEqual(game.toast, "settings.json was damaged.")
      toast.hide()
      try game.wait("the second message shows", timeout: 2) { game.toast == "history.jsonl was damaged." }
      // A short message (a key the game refused) still shows at once, and the long one comes back.
      game.guess("sla")
      XCTAssertEqual(game.toast, "Not enough letters")
      try game.wait("the interrupted message comes back", timeout: 3) { game.toast == "history.jsonl was damaged." }
    }
  }

  func testAWriteThatFailsInTheBackgroundIsToldOverTheBoard() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      // The folder of saved rounds is replaced by a file: the next save fails, on the writer's thread.
      let rounds = game.home.appendingPathComponent("data/guesswork/rounds")
      try FileManager.default.removeItem(at: rounds)
      try Data().write(to: rounds)
      game.type("s")
      try game.wait("the player is told", timeout: 3) { game.toast?.hasPrefix("Progress is not being saved") == true }
      XCTAssertEqual(game.letters(row: 0), "S    ", "the game goes on")
    }
  }

  func testDamagedFilesAreMovedAsideAndTheFirstIsToldAtStart() throws {
    try onMain {
      let home = try GameHarness.makeHome()
      let rounds = home.appendingPathComponent("data/guesswork/rounds")
      try FileManager.default.createDirectory(at: rounds, withIntermediateDirectories: true)
      try Data("garbage".utf8).write(to: rounds.appendingPathComponent("daily-en.json"))
      let game = try launch(home: home)
      try game.wait("the player is told, in words, what was lost", timeout: 2) {
        game.toast?.hasPrefix("The daily round (English) in progress could not be read and was set aside.") == true
          && game.toast?.contains("daily-en.json.damaged-") == true
      }
      let names = try FileManager.default.contentsOfDirectory(atPath: rounds.path)
      XCTAssertTrue(names.contains { $0.hasPrefix("daily-en.json.damaged-") }, "\(names)")
      XCTAssertEqual(game.letters(row: 0), "     ", "a fresh round of the day")
    }
  }
}
