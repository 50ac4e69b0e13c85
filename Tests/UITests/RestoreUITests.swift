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
      // Ten seconds before midnight: a sanitizer build on a busy machine once took more than two
      // to show the window, and the new day came before the test looked at the old one.
      let game = try launch(today: "2026-03-15T23:59:50")
      let subtitle = game.window.subtitle
      game.type("cr")
      guard case .daily(let number, let day) = game.viewModel.game.puzzle else { return XCTFail("not a daily round") }
      XCTAssertEqual(day.iso, "2026-03-15", "the window opened before midnight")
      try game.wait("the next puzzle arrives", timeout: 30) {
        if case .daily(number + 1, _) = game.viewModel.game.puzzle { return true }
        return false
      }
      XCTAssertNotEqual(game.window.subtitle, subtitle)
      XCTAssertEqual(game.letters(row: 0), "     ", "a fresh board for the new puzzle")
    }
  }

  func testARoundFinishedAcrossMidnightKeepsItsStatisticsUntilTheyClose() throws {
    try onMain {
      // The reveal and the pause before the statistics take 3.7 s; 12 s before midnight leaves
      // room for a slow machine (a sanitizer build) without racing the new day.
      let game = try launch(today: "2026-03-15T23:59:48")
      let answer = game.viewModel.game.answer
      game.guess(answer.display.lowercased())
      try game.wait("the statistics open", timeout: 11) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertNotNil(statistics.shareButton, "yesterday's round can be shared")
      try game.wait("midnight passes", timeout: 20) { statistics.countdown == "Out now" }
      XCTAssertEqual(game.viewModel.game.answer, answer, "the round just played stays on the board")
      XCTAssertNotNil(statistics.shareButton, "and in the statistics, Share with it")
      XCTAssertNotNil(game.viewModel.shareText(darkTheme: false), "which shares that round")
      statistics.dialog.close()
      try game.wait("the next puzzle arrives once they close", timeout: 3) { !game.viewModel.isRoundOver }
      XCTAssertNotEqual(game.viewModel.game.answer, answer)
    }
  }
}
