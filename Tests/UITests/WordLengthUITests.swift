import GtkBridge
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
      // Seven tiles of 44 pixels (with their borders) and six gaps fill the 344 pixels inside the
      // margins; five letters had 47.
      XCTAssertEqual(game.window.sizing.metrics?.tileSize, 44)
      XCTAssertEqual(game.window.board.tiles[0][0].label.width, 40, "a tile as drawn, within its border")
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

  /// A seven-letter word sent through Challenge a Friend: an eight-character code, which Play a
  /// Challenge opens on a seven-letter board whatever the length chosen in the preferences.
  func testASevenLetterChallengeIsMadeAndPlayed() throws {
    try onMain {
      let game = try launch()
      game.activate(action: "challenge-friend")
      let maker = try XCTUnwrap(game.app.challengeFriendDialog)
      maker.entry.text = "kitch"
      GameHarness.pump()
      XCTAssertFalse(maker.problem.isVisible, "KITCH begins KITCHEN: nothing to say yet")
      XCTAssertFalse(maker.makeButton.isSensitive)
      maker.entry.text = "kitchen"
      GameHarness.pump()
      XCTAssertTrue(maker.makeButton.isSensitive)
      maker.entry.emitActivate()
      GameHarness.pump()
      let challenge = try XCTUnwrap(maker.challenge)
      XCTAssertEqual(challenge.word, Word("kitchen"))
      XCTAssertEqual(maker.codeLabel.text.count, 11, maker.codeLabel.text)
      XCTAssertTrue(maker.dialog.keyController.emit(.escape))
      try game.wait("the dialog closes", timeout: 2) { !maker.dialog.isOpen }

      game.activate(action: "play-challenge")
      let player = try XCTUnwrap(game.app.playChallengeDialog)
      player.entry.text = try XCTUnwrap(Clipboard.display?.localText)
      player.playButton.activate()
      try game.wait("the dialog closes", timeout: 2) { !player.dialog.isOpen }
      XCTAssertEqual(game.viewModel.game.puzzle, .challenge(challenge))
      XCTAssertEqual(game.window.board.tiles.map(\.count), Array(repeating: 7, count: 6))
      XCTAssertEqual(game.window.header.roundButtonDetail, "\(challenge.code) · 7 letters")
      game.guess("kitchen")
      XCTAssertEqual(game.states(row: 0), Array(repeating: "correct", count: 7))
      XCTAssertEqual(
        game.viewModel.statistics.shareText(darkTheme: false)?.split(separator: "\n").first,
        "Guesswork challenge \(challenge.code) 7 letters 1/6")
      // Back to the daily puzzle: five letters again.
      game.viewModel.switchMode(to: .daily)
      GameHarness.pump()
      XCTAssertEqual(game.window.board.tiles.map(\.count), Array(repeating: 5, count: 6))
    }
  }

  /// The unlimited statistics show the round's length first; the buttons 4 to 7 show each
  /// length's own figures, and the daily statistics have none.
  func testTheStatisticsShowEachLength() throws {
    try onMain {
      let game = try launch()
      game.viewModel.switchMode(to: .unlimited)
      GameHarness.pump()
      try WordLengthUITests.chooseLength(7, in: game)
      game.guess(game.viewModel.game.answer.text)
      try game.wait("the statistics open", timeout: 5) {
        game.app.statisticsDialog?.dialog.isOpen == true
      }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertEqual(statistics.lengthButtons.count, 4)
      XCTAssertEqual(statistics.lengthButtons.map(\.isActive), [false, false, false, true])
      XCTAssertEqual(statistics.lengthButtons[3].accessibleLabel, "Statistics of 7 letters")
      XCTAssertTrue(statistics.dialog.window.labelTexts.contains("Unlimited · 7 letters · English"))
      XCTAssertEqual(statistics.bars.first(where: \.highlighted)?.row, 1, "the round just won")
      GameHarness.click(statistics.lengthButtons[1])
      try game.wait("the five-letter figures", timeout: 3) {
        statistics.dialog.window.labelTexts.contains("Unlimited · English")
      }
      XCTAssertEqual(statistics.lengthButtons.map(\.isActive), [false, true, false, false])
      XCTAssertTrue(statistics.bars.isEmpty, "no five-letter round played: No data yet")
      XCTAssertTrue(statistics.lengthButtons[1].hasFocus, "the focus stays on the button")
      XCTAssertEqual(game.viewModel.game.length, 7, "the board does not change")
      GameHarness.click(statistics.lengthButtons[3])
      try game.wait("the seven-letter figures again", timeout: 3) {
        statistics.dialog.window.labelTexts.contains("Unlimited · 7 letters · English")
      }
      statistics.dialog.close()
      game.viewModel.switchMode(to: .daily)
      game.activate(action: "statistics")
      let daily = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertTrue(daily.lengthButtons.isEmpty, "the daily puzzle is always five letters")
    }
  }
}
