import CAdwaita
import CGtk
import GtkBridge
import GuessworkEngine
import XCTest

@testable import guesswork

/// Quitting and starting again brings the round back exactly as it was, without replaying animations.
final class RestoreUITests: UITestCase {
  func testTheDailyRoundComesBackWithItsColoursAndTypedLetters() throws {
    try onMain {
      // The first run is scoped so its application is gone before the second starts.
      let (home, rows, keys) = try {
        let first = try launch()
        let answer = first.viewModel.game.answer.display.lowercased()
        let guesses = ["slate", "crane", "moist"].filter { $0 != answer }.prefix(2)
        for word in guesses { first.guess(word) }
        first.type("pu")
        let rows = (0..<3).map { (first.letters(row: $0), first.states(row: $0)) }
        let keys = "slatecrnmoi".map { first.keyState($0) }
        quit(first)
        return (first.home, rows, keys)
      }()

      let second = try launch(home: home)
      for (index, row) in rows.enumerated() {
        XCTAssertEqual(second.letters(row: index), row.0)
        XCTAssertEqual(second.states(row: index), row.1)
      }
      XCTAssertEqual(second.letters(row: 2), "PU   ", "typed letters are kept")
      XCTAssertEqual("slatecrnmoi".map { second.keyState($0) }, keys)
      XCTAssertFalse(second.window.hasPendingWork, "a restored board appears without flips")
      let flipping = second.window.board.tiles.joined().contains {
        $0.label.hasClass("flip-in") || $0.label.hasClass("pop")
      }
      XCTAssertFalse(flipping)
      second.type("ter")
      XCTAssertEqual(second.letters(row: 2), "PUTER", "typing goes on where it stopped")
    }
  }

  func testAFinishedDailyRoundStaysFinishedAfterARestart() throws {
    try onMain {
      let home = try {
        let first = try launch()
        first.guess(first.viewModel.game.answer.display.lowercased())
        quit(first)
        return first.home
      }()
      let second = try launch(home: home)
      XCTAssertTrue(second.viewModel.isRoundOver)
      XCTAssertEqual(second.states(row: 0), Array(repeating: "correct", count: 5))
      second.type("slate")
      XCTAssertEqual(second.letters(row: 1), "     ", "nothing can be typed into a finished round")
    }
  }

  func testTheNextDailyPuzzleArrivesAtMidnightWhileTheGameIsOpen() throws {
    try onMain {
      // The game's clock stands still until the test moves it: ten seconds before midnight.
      let game = try launch(today: "2026-03-15T23:59:50", manualTime: true)
      let subtitle = game.window.subtitle
      game.type("cr")
      guard case .daily(let number, let day) = game.viewModel.game.puzzle else { return XCTFail("not a daily round") }
      XCTAssertEqual(day.iso, "2026-03-15")
      game.advance(by: .seconds(9.5))
      XCTAssertEqual(game.letters(row: 0), "CR   ", "half a second before midnight the round is still on the board")
      XCTAssertEqual(game.window.subtitle, subtitle)
      // The watch looks a second after midnight, when any clock has surely passed it.
      game.advance(by: .seconds(1.5))
      guard case .daily(number + 1, _) = game.viewModel.game.puzzle else {
        return XCTFail("the next puzzle did not arrive a second after midnight")
      }
      XCTAssertNotEqual(game.window.subtitle, subtitle)
      XCTAssertEqual(game.letters(row: 0), "     ", "a fresh board for the new puzzle")
    }
  }

  func testARoundFinishedAcrossMidnightKeepsItsStatisticsUntilTheyClose() throws {
    try onMain {
      let game = try launch(today: "2026-03-15T23:59:55", manualTime: true)
      let answer = game.viewModel.game.answer
      game.type(answer.display.lowercased())
      game.press(.enter)
      XCTAssertNil(game.app.statisticsDialog, "the statistics wait for the reveal")
      // The reveal and the pause before the statistics take 3.7 s.
      game.advance(by: .seconds(4))
      let statistics = try XCTUnwrap(game.app.statisticsDialog, "the statistics open after the reveal")
      XCTAssertTrue(statistics.dialog.isOpen)
      XCTAssertNotNil(statistics.shareButton, "yesterday's round can be shared")
      XCTAssertNotEqual(statistics.countdown, "Out now", "a second before midnight")
      game.advance(by: .seconds(2))
      XCTAssertEqual(statistics.countdown, "Out now", "midnight has passed")
      XCTAssertEqual(game.viewModel.game.answer, answer, "the round just played stays on the board")
      XCTAssertNotNil(statistics.shareButton, "and in the statistics, Share with it")
      XCTAssertNotNil(game.viewModel.statistics.shareText(darkTheme: false), "which shares that round")
      statistics.dialog.close()
      try game.wait("the next puzzle arrives once they close", timeout: 3) { !game.viewModel.isRoundOver }
      XCTAssertNotEqual(game.viewModel.game.answer, answer)
    }
  }
}
