import CAdwaita
import CGtk
import GtkBridge
import GuessworkEngine
@testable import GuessworkViewModel
import XCTest

@testable import guesswork

/// The flow between rounds and modes in the real window: the header's modes and buttons, a
/// finished daily that says what is next, How to Play on a first start, New Game that never gives
/// up a round the player cannot see.
final class PlayFlowUITests: UITestCase {
  /// Six words that are not the daily answer of `GameHarness.today`: a lost daily round.
  static let losingWords = ["slate", "crane", "moist", "pound", "fight", "lucky"]

  @MainActor static func label(_ button: Button) -> String { button.label ?? "" }

  @MainActor static func isActive(_ button: ToggleButton) -> Bool { button.isActive }

  /// Opens the header's round menu as a click would; returns its entries.
  @MainActor @discardableResult
  static func openRoundMenu(_ game: GameHarness) -> [(entry: RoundMenu.Entry, button: ToggleButton)] {
    let popover = game.window.header.roundPopover
    game.window.header.roundButton.popup()
    // The compositor maps the popover a moment later; a button is clicked only once it is on
    // screen (GTK ignores the activation of one never realized). A headless Wayland never maps it.
    try? game.wait("the round menu opens", timeout: 1) { popover.isMapped }
    GameHarness.pump()
    return game.window.header.roundEntries
  }

  /// Chooses an entry of the round menu as the pointer would.
  @MainActor static func choose(_ game: GameHarness, _ item: RoundMenu.Item) {
    let entries = openRoundMenu(game)
    let kinds = game.window.header.kindEntries
    guard let entry = (entries + kinds).first(where: { $0.entry.item == item }) else {
      XCTFail("no \(item) in the round menu: \(entries.map(\.entry.label))")
      return
    }
    if game.window.header.roundPopover.isMapped {
      GameHarness.click(entry.button)
    } else {
      // A headless Wayland compositor dismisses a popover opened without real input (its grab
      // needs an input event's serial): the entry gets the click's signal itself.
      entry.button.emitClicked()
    }
    try? game.wait("the round menu closes", timeout: 3) { !game.window.header.roundPopover.isMapped }
    GameHarness.pump()
  }

  /// Clicks a header button as the pointer would (activation, then the press's short pause).
  @MainActor static func click(_ button: Button) {
    GameHarness.click(button)
  }

  /// Plays the daily round to a loss and quits; returns the player's folders.
  @MainActor static func finishedDailyHome() throws -> URL {
    let first = try launch(animations: false)  // six rows: no need to watch them
    XCTAssertFalse(Self.losingWords.contains(first.viewModel.game.answer.text))
    for word in Self.losingWords { first.guess(word) }
    XCTAssertEqual(first.viewModel.game.status, .lost)
    quit(first)
    return first.home
  }

  func testTheHeaderButtonsOpenHelpAndStatistics() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      XCTAssertEqual(game.window.header.helpButton.tooltip, "How to Play (F1)")
      XCTAssertEqual(game.window.header.statisticsButton.tooltip, "Statistics (Ctrl+S)")
      PlayFlowUITests.click(game.window.header.helpButton)
      XCTAssertEqual(game.app.helpDialog?.dialog.isOpen, true)
      game.app.helpDialog?.dialog.close()
      try game.wait("the help closes") { game.app.helpDialog?.dialog.isOpen != true }
      PlayFlowUITests.click(game.window.header.statisticsButton)
      XCTAssertEqual(game.app.statisticsDialog?.dialog.isOpen, true)
      XCTAssertEqual(game.actions(forAccelerator: "<Control>s"), ["app.statistics"])
      let shortcuts = try XCTUnwrap(ShortcutsWindow.build(for: game.window.window, appearance: game.app.appearance))
      XCTAssertTrue(shortcuts.shortcuts.contains { $0 == ("<Control>s", "Statistics") }, "\(shortcuts.shortcuts)")
      shortcuts.destroy()
    }
  }

  func testTheRoundMenuSwitchesModesAndResumesEachRound() throws {
    try onMain {
      let game = try launch()
      let header = game.window.header
      XCTAssertEqual(header.roundButtonTitle, "Daily")
      XCTAssertTrue(header.roundButtonDetail.hasPrefix("#"), header.roundButtonDetail)
      let entries = PlayFlowUITests.openRoundMenu(game)
      XCTAssertEqual(entries.map(\.entry.label), ["Daily", "Unlimited"], "nothing else is in progress")
      XCTAssertEqual(entries.map { $0.button.isActive }, [true, false])
      game.type("cr")
      PlayFlowUITests.choose(game, .mode(.unlimited))
      XCTAssertFalse(header.roundPopover.isMapped, "a choice closes the menu")
      XCTAssertEqual(game.viewModel.game.puzzle, .unlimited)
      XCTAssertEqual(header.roundButtonTitle, "Unlimited")
      XCTAssertEqual(game.window.subtitle, "Unlimited")
      XCTAssertEqual(game.letters(row: 0), "     ")
      game.type("sl")
      PlayFlowUITests.choose(game, .mode(.daily))
      XCTAssertEqual(game.letters(row: 0), "CR   ", "the daily round comes back")
      PlayFlowUITests.choose(game, .mode(.unlimited))
      XCTAssertEqual(game.letters(row: 0), "SL   ", "and so does the unlimited one")
    }
  }

  func testTheHeaderKeepsItsWidthAndTheTilesTheirSizeWhateverTheRound() throws {
    try onMain {
      let daily = try launch()
      try daily.waitForFrame()
      let buttonWidth = daily.window.header.roundButton.width
      let tile = daily.window.sizing.metrics?.tileSize
      XCTAssertTrue(daily.window.header.newGameButton.isVisible && daily.window.header.helpButton.isVisible)
      let code = try XCTUnwrap(Challenge(word: Word("kebab")!, language: .english)).code
      for arguments in [["--word", "crane"], ["--date", "2026-03-14"], ["--challenge", code]] {
        let other = try launch(arguments)
        try other.waitForFrame()
        XCTAssertNotEqual(other.window.header.roundButtonTitle, "Daily", "\(arguments)")
        XCTAssertEqual(other.window.header.roundButton.width, buttonWidth, "the round button keeps its width: \(arguments)")
        XCTAssertEqual(other.window.sizing.metrics?.tileSize, tile, "the tiles keep their size: \(arguments)")
        XCTAssertEqual(other.window.header.bar.height, daily.window.header.bar.height, "one header line: \(arguments)")
      }
      let home = try GameHarness.makeHome(windowSize: (360, 600))
      let narrow = try launch(["--word", "crane"], home: home)
      try narrow.waitForFrame()
      XCTAssertLessThanOrEqual(narrow.window.window.width, 380, "the window stays narrow")
      // What the window asks for inside its frame (the frame is a border drawn by GTK under
      // Xvfb, a shadow outside the window under a compositor): a 360-pixel screen holds it.
      let frame = narrow.window.window.styleFrame.width
      XCTAssertLessThanOrEqual(narrow.window.window.preferredWidth.minimum - frame, 360, "the window fits 360 pixels")
      XCTAssertLessThanOrEqual(narrow.window.header.bar.preferredWidth.minimum, 360, "the header fits 360 pixels")
      XCTAssertFalse(narrow.window.header.newGameShowsLabel, "no room for New Game's name")
      XCTAssertEqual(narrow.window.header.newGameButton.accessibleLabel, "Play Unlimited", "which it keeps")
    }
  }

  /// A window manager never lets a drag make a window narrower than the minimum it was told: at
  /// the default 500 px, with every header button shown, that minimum must already be 360 px (it
  /// was 467), and a drag to 360 px then hides the buttons that no longer fit.
  func testAWindowOfTheDefaultSizeCanBeDraggedTo360Pixels() throws {
    try onMain {
      try GameHarness.requireDisplay()
      let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
      let before = guesswork_object_dup_string(settings, "gtk-decoration-layout")
      defer {
        guesswork_object_set_string(settings, "gtk-decoration-layout", before)
        g_free(before)
      }
      // GNOME's window buttons (close only), and a layout with minimise and maximise too.
      for layout in [":close", ":minimize,maximize,close"] {
        guesswork_object_set_string(settings, "gtk-decoration-layout", layout)
        let game = try launch(["--word", "crane"])
        try game.waitForFrame()
        let window = game.window.window
        XCTAssertTrue(game.window.header.helpButton.isVisible, "\(layout): at 500 px every button shows")
        let frame = window.styleFrame.width
        XCTAssertLessThanOrEqual(window.preferredWidth.minimum - frame, 360, "\(layout): the minimum told the window manager")
        window.setDefaultSize(width: Int32(360 + frame), height: -1)
        try game.wait("\(layout): the header is fitted to 360 px") {
          game.window.header.bar.preferredWidth.minimum <= 360 && !game.window.header.newGameShowsLabel
        }
        try game.waitForFrame()
        XCTAssertLessThanOrEqual(window.width - frame, 360, "\(layout): the window is 360 px wide")
        let holder = game.window.headerHolder
        XCTAssertLessThanOrEqual(
          game.window.header.bar.preferredWidth.minimum, holder.width, "\(layout): the header fits its place")
        quit(game)
      }
    }
  }

  func testTheHeaderShowsTheRoundsWholeLineAtTheDefaultSize() throws {
    try onMain {
      // GNOME's window buttons (close only), as players have them; Xvfb alone draws three.
      try GameHarness.requireDisplay()
      let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
      let before = guesswork_object_dup_string(settings, "gtk-decoration-layout")
      guesswork_object_set_string(settings, "gtk-decoration-layout", ":close")
      defer {
        guesswork_object_set_string(settings, "gtk-decoration-layout", before)
        g_free(before)
      }
      let code = try XCTUnwrap(Challenge(word: Word("kebab")!, language: .english)).code
      var widths: Set<Int> = []
      for arguments in [["--date", "2026-03-14"], ["--challenge", code], []] {
        let game = try launch(arguments)
        try game.waitForFrame()
        let header = game.window.header
        XCTAssertLessThanOrEqual(game.window.window.width, 500, "the default size")
        XCTAssertTrue(header.showsWholeLine, "cut: \(header.roundButtonTitle) / \(header.roundButtonDetail)")
        widths.insert(header.roundButton.width)
      }
      XCTAssertEqual(widths.count, 1, "the round button keeps one width whatever the round")
    }
  }

  func testAChosenWordIsNamedInTheHeaderAndStaysReachableFromTheDaily() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      XCTAssertEqual(game.window.header.roundButtonTitle, "Chosen Word")
      XCTAssertEqual(game.window.header.newGameMenuLabel, "_Play Unlimited", "the menu says what the button does")
      game.guess("slate")
      PlayFlowUITests.choose(game, .mode(.daily))
      XCTAssertEqual(game.viewModel.game.puzzle.countedMode, .daily)
      let entries = PlayFlowUITests.openRoundMenu(game)
      XCTAssertEqual(entries.map(\.entry.label), ["Daily", "Unlimited", "Chosen Word"])
      XCTAssertEqual(entries.last?.button.accessibleLabel, "Chosen Word, 1 guess")
      PlayFlowUITests.choose(game, .other(.chosenWord))
      XCTAssertEqual(game.viewModel.game.puzzle, .custom)
      XCTAssertEqual(game.letters(row: 0), "SLATE", "the chosen word's round is back as it was")
    }
  }

  func testMessagesShowAboveTheBoardWholeAndCoverNoRow() throws {
    try onMain {
      let home = try PlayFlowUITests.finishedDailyHome()
      for size in [(360, 600), (500, 760)] {
        let settings = home.appendingPathComponent("config/guesswork/settings.json")
        try Data(
          "{\"format\":\(Storage.settingsFormat),\"helpShown\":true,\"windowWidth\":\(size.0),\"windowHeight\":\(size.1)}\n"
            .utf8
        ).write(to: settings)
        let game = try launch(home: home)
        try game.wait("the statistics open by themselves", timeout: 3) {
          game.app.statisticsDialog?.dialog.isOpen == true
        }
        game.app.statisticsDialog?.dialog.close()
        try game.wait("the statistics close") { game.app.statisticsDialog?.dialog.isOpen != true }
        game.type("a")
        let message = try XCTUnwrap(game.toast)
        XCTAssertTrue(message.hasPrefix("Next puzzle in "), message)
        try game.waitForFrame()
        let shown = try XCTUnwrap(game.window.messages.toastWidget)
        let toast = try XCTUnwrap(shown.bounds(in: game.window.window))
        let board = try XCTUnwrap(game.window.board.box.bounds(in: game.window.window))
        let firstTile = try XCTUnwrap(game.window.board.tiles[0][0].label.bounds(in: game.window.window))
        // libadwaita's toast rises into its strip (clipped there) for a moment: then it is inside.
        try? game.wait("the message has risen into its strip", timeout: 2) {
          (shown.bounds(in: game.window.window).map { $0.y + $0.height } ?? .infinity) <= firstTile.y
        }
        let settled = try XCTUnwrap(shown.bounds(in: game.window.window))
        XCTAssertLessThanOrEqual(settled.y + settled.height, firstTile.y, "\(size): the message covers no row (\(settled), \(board))")
        // One line: no taller than the toast measured with all the width it could want.
        XCTAssertLessThanOrEqual(
          toast.height, Double(shown.preferredHeight(forWidth: 10_000)), "\(size): one line (\(toast.height) pixels)")
        // Longer ones wrap onto a second line, still in the strip; one too long for two lines (a
        // file's problem and its path) shows what fits and a Details button with the whole.
        let medium = "Your preferences could not be read and were reset to their defaults."
        let long = "Progress is not being saved: /home/player/.local/share/guesswork/rounds/daily-en.json "
          + "cannot be written (Read-only file system)."
        for text in [medium, long] {
          game.window.toast.show(Toast(text, duration: .long))
          try game.wait("\(size): the message arrives", timeout: 3) { !game.window.messages.isArriving }
          try game.waitForFrame()
          let shown = try XCTUnwrap(game.window.messages.toastWidget?.bounds(in: game.window.window))
          let cut = game.window.messages.overlay.shownToastIsCut
          XCTAssertTrue(!cut || game.window.messages.offersDetails, "\(size): whole, or whole behind Details: \(text)")
          XCTAssertGreaterThan(shown.height, toast.height, "\(size): on two lines: \(text)")
          XCTAssertLessThanOrEqual(shown.y + shown.height, firstTile.y, "\(size): it covers no row: \(text)")
        }
        if size.0 == 360 { XCTAssertTrue(game.window.messages.offersDetails, "a file's path needs Details at 360 px") }
        if size.0 == 500 { XCTAssertFalse(game.window.messages.overlay.shownToastIsCut, "at 500 px it fits two lines") }
        XCTAssertNotNil(game.window.messages.onDetails, "\(size): which the window shows whole")
        quit(game)
      }
    }
  }

  func testNewGameSaysWhatItDoes() throws {
    try onMain {
      let game = try launch()
      let button = game.window.header.newGameButton
      XCTAssertEqual(button.accessibleLabel, "Play Unlimited", "from the daily, New Game goes to Unlimited")
      XCTAssertEqual(button.tooltip, "Play Unlimited (Ctrl+N)")
      game.activate(action: "new-game")
      XCTAssertEqual(game.viewModel.game.puzzle, .unlimited)
      XCTAssertEqual(button.accessibleLabel, "New Game", "in Unlimited it starts a new word")
    }
  }

  func testAFinishedDailyReopensTheStatisticsAtStartAndTypingSaysWhatIsNext() throws {
    try onMain {
      let home = try PlayFlowUITests.finishedDailyHome()
      let game = try launch(home: home)
      try game.wait("the statistics open by themselves", timeout: 3) {
        game.app.statisticsDialog?.dialog.isOpen == true
      }
      let countdown = try XCTUnwrap(game.app.statisticsDialog?.countdownLabel)
      XCTAssertTrue(countdown.text.contains(":"))
      game.app.statisticsDialog?.dialog.close()
      try game.wait("the statistics close") { game.app.statisticsDialog?.dialog.isOpen != true }
      game.type("a")
      let toast = try XCTUnwrap(game.toast)
      XCTAssertTrue(toast.hasPrefix("Next puzzle in "), toast)
      XCTAssertEqual(game.letters(row: 6 - 1), "LUCKY", "the board is as it was")
    }
  }

  func testNewGameFromAFinishedDailyResumesTheUnlimitedRoundWithoutALoss() throws {
    try onMain {
      let home = try {
        let first = try launch(animations: false)
        PlayFlowUITests.choose(first, .mode(.unlimited))
        first.guess(first.viewModel.game.answer.text == "slate" ? "crane" : "slate")
        PlayFlowUITests.choose(first, .mode(.daily))
        for word in Self.losingWords { first.guess(word) }
        quit(first)
        return first.home
      }()
      let game = try launch(home: home)
      try game.wait("the statistics open by themselves", timeout: 3) {
        game.app.statisticsDialog?.dialog.isOpen == true
      }
      game.activate(action: "new-game")
      XCTAssertNil(GameHarness.messageDialog(), "nothing to ask")
      XCTAssertEqual(game.viewModel.game.puzzle, .unlimited)
      XCTAssertEqual(game.viewModel.game.guesses.count, 1, "the unlimited round is back")
      XCTAssertEqual(game.viewModel.session.history.map(\.mode), [.daily])
    }
  }

  func testANewRoundOverAnUnlimitedRoundOnScreenAsksWithADestructiveButton() throws {
    try onMain {
      let game = try launch()
      PlayFlowUITests.choose(game, .mode(.unlimited))
      game.guess(game.viewModel.game.answer.text == "slate" ? "crane" : "slate")
      game.activate(action: "new-game")
      XCTAssertEqual(GameHarness.messageDialogText(), "Start a new round?")
      XCTAssertEqual(GameHarness.messageDialogDetail(), "Your round with 1 guess will count as a loss.")
      let dialog = try XCTUnwrap(GameHarness.messageDialog())
      let confirm = try XCTUnwrap(dialog.button(for: .accept))
      XCTAssertEqual(confirm.labelTexts, ["New Round"])
      XCTAssertTrue(dialog.isDestructive(.accept), "drawn as destructive")
      try GameHarness.answerMessageDialog(.cancel)
      XCTAssertEqual(game.viewModel.game.guesses.count, 1, "Cancel keeps the round")
      game.activate(action: "new-game")
      try GameHarness.answerMessageDialog(.accept)
      XCTAssertEqual(game.viewModel.game.guesses.count, 0)
      XCTAssertEqual(game.viewModel.session.history.map(\.won), [false])
    }
  }

  func testHowToPlayOpensOnTheFirstStartAndATypedLetterGoesToTheBoard() throws {
    try onMain {
      let first = try launch(firstStart: true)
      try first.wait("How to Play opens by itself", timeout: 3) { first.app.helpDialog?.dialog.isOpen == true }
      let help = try XCTUnwrap(first.app.helpDialog)
      XCTAssertTrue(help.dialog.keyController.emit(KeyPress(character: "c")))
      try first.wait("the help closes") { first.app.helpDialog?.dialog.isOpen != true }
      XCTAssertEqual(first.letters(row: 0), "C    ")
      quit(first)

      let again = try launch(home: first.home)
      try again.waitForFrame()  // a dialog opened at start opens after the first frame
      XCTAssertNil(again.app.helpDialog, "only on the first start")
    }
  }

  /// A friend's first start is through the challenge they were sent: the rules open over it.
  func testHowToPlayOpensOverAFriendsFirstChallenge() throws {
    try onMain {
      let challenge = try XCTUnwrap(Challenge(word: Word("crane")!, language: .english))
      let game = try launch(["--challenge", challenge.code], firstStart: true)
      try game.wait("How to Play opens by itself", timeout: 3) { game.app.helpDialog?.dialog.isOpen == true }
      XCTAssertEqual(game.viewModel.game.puzzle, .challenge(challenge), "the challenge waits behind it")
      let help = try XCTUnwrap(game.app.helpDialog)
      XCTAssertTrue(help.dialog.keyController.emit(KeyPress(character: "s")))
      try game.wait("the help closes") { game.app.helpDialog?.dialog.isOpen != true }
      XCTAssertEqual(game.letters(row: 0), "S    ", "a typed letter goes to the challenge's board")
    }
  }

  func testHowToPlayDoesNotOpenByItselfForAChosenWord() throws {
    try onMain {
      let game = try launch(["--word", "crane"], firstStart: true)
      try game.waitForFrame()
      XCTAssertNil(game.app.helpDialog)
    }
  }

  func testQuittingFromThePreferencesAfterCancellingResetLeavesNoCritical() throws {
    try onMain {
      let home = try PlayFlowUITests.finishedDailyHome()
      let game = try launch(home: home)
      try game.wait("the statistics open", timeout: 3) { game.app.statisticsDialog?.dialog.isOpen == true }
      game.app.statisticsDialog?.dialog.close()
      game.activate(action: "preferences")
      let preferences = try XCTUnwrap(game.app.preferencesDialog)
      preferences.resetButton.activate()
      try game.wait("the question opens") { GameHarness.messageDialog() != nil }
      try GameHarness.answerMessageDialog(.cancel)
      // GTK holds the window of the key being handled (Ctrl+Q pressed in the preferences) until the
      // key is done (here the dialog's wrapper holds it); with criticals fatal, a dialog outliving
      // the main window aborts here.
      withExtendedLifetime(preferences.dialog.window) { game.activate(action: "quit") }
      GameHarness.pump()
      XCTAssertEqual(game.viewModel.session.history.count, 1, "Cancel kept the statistics")
    }
  }
}
