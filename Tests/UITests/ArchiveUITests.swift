import Foundation
import GtkBridge
import GuessworkEngine
import Localization
import XCTest

@testable import GuessworkViewModel
@testable import guesswork

/// The archive window over a history played for real: the right state on every day, colours as
/// the tiles', keyboard and screen-reader names; choosing a day plays it on the board.
final class ArchiveUITests: UITestCase {
  /// Accepted words that are none of these days' answers (checked as they are played).
  static let wrongWords = ["crane", "slate", "adieu", "stare", "pious", "mount", "lymph", "fjord"]

  /// Plays `wrong` words that are not the answer, then the answer if `win`.
  @MainActor static func play(_ game: GameHarness, wrong: Int, win: Bool) {
    let answer = game.viewModel.game.answer.text
    for word in wrongWords.filter({ $0 != answer }).prefix(wrong) { game.guess(word) }
    if win { game.guess(answer) }
  }

  /// A player's history: #70 (11 March) won in 3 on its day, #72 (13 March) lost on its day,
  /// #60 (1 March) won in 2 from the archive, #73 (14 March) in progress with 2 guesses from the
  /// archive. Today is 15 March (#74).
  /// Thirteen rows in all: played without animations.
  @MainActor static func preparedHome() throws -> URL {
    let home = try GameHarness.makeHome()
    var game = try launch(home: home, animations: false, today: "2026-03-11")
    play(game, wrong: 2, win: true)
    quit(game)
    game = try launch(home: home, animations: false, today: "2026-03-13")
    play(game, wrong: 6, win: false)
    XCTAssertTrue(game.viewModel.isRoundOver)
    quit(game)
    game = try launch(["--date", "2026-03-01"], home: home, animations: false)
    play(game, wrong: 1, win: true)
    quit(game)
    game = try launch(["--date", "2026-03-14"], home: home, animations: false)
    play(game, wrong: 2, win: false)
    quit(game)
    return home
  }

  func testTheArchiveShowsEachDaysStateAndOpensADay() throws {
    try onMain {
      let game = try launch(home: try ArchiveUITests.preparedHome())
      XCTAssertEqual(game.actions(forAccelerator: "<Control><Shift>a"), ["app.archive"])
      game.activate(action: "archive")
      let archive = try XCTUnwrap(game.app.archiveWindow)
      XCTAssertTrue(archive.dialog.isOpen)
      XCTAssertEqual(archive.presentation.title, "March 2026")
      let buttons = archive.dayButtons
      XCTAssertEqual(buttons.count, 31)
      XCTAssertEqual(buttons[10].accessibleLabel, "11 March 2026, puzzle 70, won in 3 guesses")
      XCTAssertTrue(buttons[10].hasClass("archive-won"))
      XCTAssertEqual(buttons[12].accessibleLabel, "13 March 2026, puzzle 72, lost")
      XCTAssertTrue(buttons[12].hasClass("archive-lost"))
      XCTAssertEqual(buttons[0].accessibleLabel, "1 March 2026, puzzle 60, won in 2 guesses")
      XCTAssertEqual(buttons[13].accessibleLabel, "14 March 2026, puzzle 73, in progress, 2 guesses made")
      XCTAssertTrue(buttons[13].hasClass("archive-in-progress"))
      XCTAssertEqual(buttons[11].accessibleLabel, "12 March 2026, puzzle 71, not played")
      XCTAssertEqual(buttons[14].accessibleLabel, "Today, 15 March 2026, puzzle 74, not played")
      XCTAssertTrue(buttons[14].hasClass("archive-today"))
      XCTAssertFalse(buttons[15].isSensitive, "the future cannot be opened")
      XCTAssertFalse(archive.nextButton.isSensitive)
      XCTAssertTrue(archive.previousButton.isSensitive)
      for button in [archive.previousButton, archive.nextButton, archive.todayButton] + buttons {
        XCTAssertFalse((button.accessibleLabel ?? "").isEmpty)
      }
      try ArchiveUITests.render(archive, of: game)

      // The keyboard: the focus starts on today and the arrows move it by a day and a week.
      XCTAssertTrue(archive.dialog.window.focusIs(buttons[14]))
      XCTAssertTrue(archive.arrowKeys.emit(.left))
      XCTAssertTrue(archive.dialog.window.focusIs(buttons[13]))
      XCTAssertTrue(archive.arrowKeys.emit(.up))
      XCTAssertTrue(archive.dialog.window.focusIs(buttons[6]))
      XCTAssertTrue(archive.arrowKeys.emit(.down))
      XCTAssertTrue(archive.arrowKeys.emit(.right))
      XCTAssertTrue(archive.dialog.window.focusIs(buttons[14]))
      XCTAssertTrue(archive.arrowKeys.emit(.right), "no further than today")
      XCTAssertTrue(archive.dialog.window.focusIs(buttons[14]))

      // Months: back to February, then Today returns.
      GameHarness.click(archive.previousButton)
      XCTAssertEqual(archive.presentation.title, "February 2026")
      XCTAssertEqual(archive.dayButtons.count, 28)
      XCTAssertTrue(archive.nextButton.isSensitive)
      GameHarness.click(archive.previousButton)
      XCTAssertEqual(archive.presentation.title, "January 2026")
      XCTAssertFalse(archive.previousButton.isSensitive, "nothing before puzzle #1")
      GameHarness.click(archive.todayButton)
      XCTAssertEqual(archive.presentation.title, "March 2026")

      // Choosing the day in progress resumes it on the board, and it can be won there.
      GameHarness.click(archive.dayButtons[13])
      XCTAssertFalse(archive.dialog.isOpen)
      XCTAssertEqual(game.window.subtitle, "Puzzle #73 · 14 March 2026")
      XCTAssertEqual(game.viewModel.game.guesses.count, 2)
      XCTAssertFalse(game.letters(row: 1).contains(" "))
      let png = FileManager.default.temporaryDirectory.appendingPathComponent("guesswork-archive-board.png")
      try ArchiveUITests.assertBoardDrawn(game, png: png)
      game.guess(game.viewModel.game.answer.text)
      XCTAssertEqual(game.viewModel.session.history.last?.isArchive, true)
      try game.wait("the statistics open", timeout: 4) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertEqual(game.viewModel.statistics.presentation().archiveLine, "Archive: 2 played, 2 won")
      XCTAssertEqual(game.viewModel.statistics.presentation().statistics.played, 2)
      statistics.dialog.close()
      GameHarness.pump()

      // Again: the day is won now; the day won on its own day shows its finished board.
      game.activate(action: "archive")
      let again = try XCTUnwrap(game.app.archiveWindow)
      XCTAssertEqual(again.dayButtons[13].accessibleLabel, "14 March 2026, puzzle 73, won in 3 guesses")
      GameHarness.click(again.dayButtons[10])
      XCTAssertTrue(game.viewModel.isRoundOver)
      XCTAssertEqual(game.viewModel.game.guesses.count, 3)
      XCTAssertTrue(try XCTUnwrap(game.app.statisticsDialog).dialog.isOpen, "with Share, as a finished daily")
      XCTAssertNotNil(game.app.statisticsDialog?.shareButton)
      XCTAssertEqual(game.viewModel.statistics.shareText(darkTheme: false)?.hasPrefix("Guesswork #70 3/6"), true)
      let finished = FileManager.default.temporaryDirectory.appendingPathComponent("guesswork-archive-finished.png")
      try ArchiveUITests.assertBoardDrawn(game, png: finished)
      game.app.statisticsDialog?.dialog.close()
      GameHarness.pump()

      // Escape closes the archive and gives the board back the keyboard.
      game.activate(action: "archive")
      let third = try XCTUnwrap(game.app.archiveWindow)
      XCTAssertTrue(third.dialog.keyController.emit(.escape))
      GameHarness.pump()
      XCTAssertFalse(third.dialog.isOpen)
    }
  }

  /// Renders the main window once GTK has drawn the board again and checks that every played row
  /// shows its tiles' colours (the light palette), as the player sees the day chosen in the archive.
  @MainActor static func assertBoardDrawn(_ game: GameHarness, png: URL) throws {
    try game.waitForFrame()
    let image = try RenderedImage(game.window.window, png: png)
    let palette: [String: UInt32] = ["correct": 0x5a9a54, "present": 0xa68e2b, "absent": 0x787c7e]
    let rows = game.viewModel.game.guesses.count
    XCTAssertGreaterThan(rows, 0)
    for row in 0..<rows {
      for tile in game.window.board.tiles[row] {
        let expected = try XCTUnwrap(palette[tile.stateClass ?? ""], "row \(row + 1) is revealed")
        let seen = try image.colour(of: tile.label, in: game.window.window)
        XCTAssertTrue(
          colour(seen, isCloseTo: expected, tolerance: 6),
          "row \(row + 1), \(tile.text): \(hex(seen)), expected \(hex(expected))")
      }
    }
  }

  /// The archive drawn light, dark and in high contrast, left in the temporary folder to look at;
  /// the won, in-progress and lost days have the tiles' colours.
  @MainActor static func render(_ archive: ArchiveWindow, of game: GameHarness) throws {
    let palettes: [(ThemePreference, Bool, String, [UInt32])] = [
      (.light, false, "light", [0x5a9a54, 0xa68e2b, 0x787c7e]),
      (.dark, false, "dark", [0x538d4e, 0xa38b2a, 0x3a3a3c]),
      (.light, true, "contrast", [0xf5793a, 0x85c0f9, 0x787c7e]),
    ]
    for (theme, highContrast, name, colours) in palettes {
      game.app.appearance.preference = theme
      game.app.appearance.highContrast = highContrast
      try GameHarness.waitForFrame(of: archive.dialog.window)
      let png = FileManager.default.temporaryDirectory.appendingPathComponent("guesswork-archive-\(name).png")
      let image = try RenderedImage(archive.dialog.window, png: png)
      for (button, expected) in zip([10, 13, 12].map { archive.dayButtons[$0] }, colours) {
        let seen = try image.colour(of: button, in: archive.dialog.window)
        XCTAssertTrue(colour(seen, isCloseTo: expected, tolerance: 6), "\(name): \(hex(seen)), expected \(hex(expected))")
      }
    }
    game.app.appearance.preference = .light
    game.app.appearance.highContrast = false
    try GameHarness.waitForFrame(of: archive.dialog.window)
  }

  /// In es_ES the weeks start on Monday (glibc's locale data) and the archive speaks Spanish.
  func testTheArchiveInSpanishStartsItsWeeksOnMonday() throws {
    try inSpanish {
      let game = try launch()
      game.activate(action: "archive")
      let archive = try XCTUnwrap(game.app.archiveWindow)
      XCTAssertEqual(archive.dialog.window.title, "Archivo")
      XCTAssertEqual(archive.presentation.title, "marzo de 2026")
      XCTAssertEqual(archive.presentation.weekdays.map(\.short), ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"])
      XCTAssertTrue(archive.presentation.position(ofDay: 1) == (0, 6), "1 March 2026 is a Sunday")
      XCTAssertEqual(archive.dayButtons[14].accessibleLabel, "Hoy, 15 de marzo de 2026, palabra 74, sin jugar")
      XCTAssertEqual(archive.previousButton.accessibleLabel, "Mes anterior")
      let png = FileManager.default.temporaryDirectory.appendingPathComponent("guesswork-archive-es.png")
      _ = try RenderedImage(archive.dialog.window, png: png)
    }
  }

  /// Thirty openings, each moving through the months and closed with Escape, leave nothing alive:
  /// every archive's Swift side released, its window finalized, no wrapper or widget piling up.
  func testOpeningTheArchiveThirtyTimesLeavesNothingBehind() throws {
    try onMain {
      let game = try launch()
      var owners: [Weak<ArchiveWindow>] = []
      var windows: [FinalizationWatch] = []
      var counts: [(wrappers: Int, widgets: Int)] = []
      for _ in 1...30 {
        game.activate(action: "archive")
        let archive = try XCTUnwrap(game.app.archiveWindow)
        owners.append(Weak(archive))
        windows.append(FinalizationWatch(archive.dialog.window))
        // The month rebuilt twice (the buttons' own clicks are tested above).
        archive.show(archive.presentation.previousMonth)
        archive.show(ArchiveMonth.lastMonth(today: game.viewModel.today))
        GameHarness.pump()
        XCTAssertTrue(archive.dialog.keyController.emit(.escape))
        GameHarness.pump()
        counts.append((ObjectWrapper.liveCount, liveWidgetCount()))
      }
      try game.wait("the closed archives are released", timeout: 2) {
        owners.allSatisfy { $0.object == nil } && windows.allSatisfy(\.isFinalized)
      }
      XCTAssertTrue(owners.allSatisfy { $0.object == nil }, "every closed archive is released")
      XCTAssertEqual(windows.filter { !$0.isFinalized }.count, 0, "every archive window is finalized")
      XCTAssertEqual(counts[29].wrappers, counts[1].wrappers, "wrappers do not pile up")
      XCTAssertEqual(counts[29].widgets, counts[1].widgets, "widgets do not pile up")
    }
  }
}
