import CAdwaita
import CGtk
import Foundation
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization
import XCTest

@testable import guesswork

/// The review of a finished round: offered by the statistics and the menu once the round is over,
/// never during it; worked out in the background; drawn in light, dark and high contrast.
final class ReviewUITests: UITestCase {
  /// Plays SLATE, CRONY, CRANE against CRANE and waits for the statistics.
  @MainActor private static func finishRound(_ game: GameHarness) throws {
    for word in ["slate", "crony", "crane"] { game.guess(word) }
    try game.wait("the statistics open", timeout: 5) {
      game.app.statisticsDialog?.dialog.isOpen == true
    }
  }

  @MainActor private static func isReviewEnabled(_ game: GameHarness) -> Bool {
    game.app.application.isActionEnabled("review")
  }

  @MainActor private static func openReview(_ game: GameHarness) throws -> ReviewDialog {
    // The review's solver work (the opening book, then the round) is a few seconds in a debug
    // build, and over a minute under ThreadSanitizer beside CI's other jobs.
    let sanitized = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil
      || ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
    try game.wait("the review is worked out", timeout: sanitized ? 300 : 60) {
      game.app.reviewDialog?.presentation != nil
    }
    return try XCTUnwrap(game.app.reviewDialog)
  }

  func testNoReviewIsOfferedWhileTheRoundGoesOn() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.guess("slate")
      XCTAssertFalse(ReviewUITests.isReviewEnabled(game), "the menu item is off during a round")
      game.activate(action: "review")
      XCTAssertNil(game.app.reviewDialog, "no review, so no hint, before the round ends")
      game.activate(action: "statistics")
      XCTAssertNil(try XCTUnwrap(game.app.statisticsDialog).reviewButton)
    }
  }

  func testTheStatisticsOfferTheReviewAfterARoundAndItShowsEachGuess() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      try ReviewUITests.finishRound(game)
      XCTAssertTrue(ReviewUITests.isReviewEnabled(game))
      let button = try XCTUnwrap(game.app.statisticsDialog?.reviewButton)
      button.activate()
      try game.wait("the review opens", timeout: 3) { game.app.reviewDialog != nil }
      XCTAssertNotEqual(
        game.app.statisticsDialog?.dialog.isOpen, true, "the review takes the statistics' place")
      let review = try ReviewUITests.openReview(game)
      XCTAssertTrue(review.dialog.isOpen)
      XCTAssertFalse(review.isShowingSpinner)
      let presentation = try XCTUnwrap(review.presentation)
      XCTAssertEqual(presentation.title, "Review · CRANE")
      XCTAssertEqual(presentation.rows.map(\.word), ["SLATE", "CRONY", "CRANE"])
      // The player's tiles are the board's.
      for row in 0..<3 {
        XCTAssertEqual(review.rowTiles[row].map(\.stateClass), game.states(row: row))
        XCTAssertEqual(review.rowTiles[row].map(\.text).joined(), game.letters(row: row))
      }
      XCTAssertTrue(
        // Grouped as the test process's locale groups thousands (C: none; en_US: 2,300).
        presentation.rows[0].narrowing.hasPrefix(LocaleNumbers.grouped(2300) + " → "),
        presentation.rows[0].narrowing)
      XCTAssertTrue(presentation.rows[0].verdict.hasPrefix("SLATE "), presentation.rows[0].verdict)
      XCTAssertEqual(presentation.rows[0].skill, 99)
      XCTAssertEqual(presentation.rows[2].narrowing.hasSuffix("→ solved"), true)
      XCTAssertEqual(review.bars.count, 3)
      XCTAssertEqual(review.bars[0].skill, 99)
      // The solver's round ends on the answer, all green.
      XCTAssertEqual(
        review.solverTiles.last?.map(\.stateClass), Array(repeating: "correct", count: 5))
      XCTAssertTrue(presentation.solverSummary.hasPrefix("The solver finds CRANE in "))
      // A screen reader hears each row as one sentence.
      XCTAssertTrue(presentation.rows[1].accessibleLabel.hasPrefix("Guess 2, CRONY: "))
    }
  }

  func testTheMenuOpensTheReviewOfTheRoundOnTheBoardOnceItIsOver() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      try ReviewUITests.finishRound(game)
      game.app.statisticsDialog?.dialog.close()
      game.activate(action: "review")
      let review = try ReviewUITests.openReview(game)
      XCTAssertEqual(review.presentation?.rows.count, 3)
      XCTAssertTrue(
        game.app.reviewService.knowsOpening(for: try XCTUnwrap(game.viewModel.review.finishedRound)))
    }
  }

  /// Light, dark and high contrast at the smallest size (360×600): the tiles keep the palette; the
  /// PNGs are left in the temporary folder to look at.
  func testTheReviewIsDrawnInEveryThemeAtTheSmallestSize() throws {
    try onMain {
      let palettes: [(ThemePreference, Bool, String, [String: UInt32])] = [
        (.light, false, "light", RenderingUITests.Palette.light),
        (.dark, false, "dark", RenderingUITests.Palette.dark),
        (.light, true, "high-contrast", RenderingUITests.Palette.highContrast),
      ]
      for (theme, highContrast, name, palette) in palettes {
        let game = try launch(["--word", "crane"])
        game.app.appearance.preference = theme
        game.app.appearance.highContrast = highContrast
        try ReviewUITests.finishRound(game)
        game.activate(action: "review")
        let review = try ReviewUITests.openReview(game)
        review.dialog.window.setDefaultSize(width: 360, height: 600)
        // Whatever the style sheets installed before it (one game after another in this process).
        XCTAssertLessThanOrEqual(review.dialog.window.preferredWidth.minimum, 360, "\(name): the review can be 360 px wide")
        // The compositor resizes it when it gets to it (slower on a busy machine, on Wayland: with
        // the sanitizer steps beside it in CI, 5 s was once not enough, and once 15 s were not
        // while weston answered no frame: nudged then).
        try GameHarness.waitOnCompositor("the review fits 360 px", for: review.dialog.window) {
          review.dialog.window.width <= 360
        }
        // Drawn at that width before it is read back.
        try GameHarness.waitForFrame(of: review.dialog.window)
        let png = FileManager.default.temporaryDirectory.appendingPathComponent(
          "guesswork-review-\(name).png")
        let image = try RenderedImage(review.dialog.window, png: png)
        for tile in review.rowTiles[0] {
          guard let state = tile.stateClass, let expected = palette[state] else { continue }
          let seen = try image.colour(of: tile.label, in: review.dialog.window)
          XCTAssertTrue(
            colour(seen, isCloseTo: expected), "\(name) \(tile.text) \(state): \(hex(seen))")
        }
        quit(game)
      }
    }
  }

  /// Finishes today's daily puzzle (a wrong word, then the answer), starts a new round with New
  /// Game (Ctrl+N) and opens Review from the menu: it reviews the finished round, from the history.
  func testAfterNewGameTheMenuReviewsTheRoundJustFinished() throws {
    try onMain {
      let game = try launch()
      let answer = game.viewModel.game.answer
      let wrong = answer.text == "slate" ? "crony" : "slate"
      for word in [wrong, answer.text] { game.guess(word) }
      try game.wait("the statistics open", timeout: 5) {
        game.app.statisticsDialog?.dialog.isOpen == true
      }
      game.app.statisticsDialog?.dialog.close()
      XCTAssertEqual(game.actions(forAccelerator: "<Control>n"), ["app.new-game"])
      game.activate(action: "new-game")
      XCTAssertFalse(game.viewModel.isRoundOver, "a new round is on the board")
      XCTAssertEqual(game.letters(row: 0).trimmingCharacters(in: .whitespaces), "")
      XCTAssertTrue(ReviewUITests.isReviewEnabled(game), "the menu still offers the finished round")

      game.activate(action: "review")
      let review = try ReviewUITests.openReview(game)
      let presentation = try XCTUnwrap(review.presentation)
      XCTAssertEqual(presentation.title, "Review · \(answer.display)")
      XCTAssertTrue(presentation.subtitle.hasPrefix("Daily #"), presentation.subtitle)
      XCTAssertEqual(presentation.rows.map(\.word), [wrong.uppercased(), answer.display])
      XCTAssertEqual(
        review.rowTiles[1].map(\.stateClass), Array(repeating: "correct", count: 5))
      XCTAssertEqual(review.rowTiles[0].map(\.text).joined(), wrong.uppercased())
      XCTAssertFalse(game.viewModel.isRoundOver, "the round in progress is untouched")
      XCTAssertEqual(game.viewModel.game.guesses.count, 0)
      // The statistics show Unlimited now, which has no finished round yet: no button there.
      game.activate(action: "statistics")
      XCTAssertNil(try XCTUnwrap(game.app.statisticsDialog).reviewButton)
      try ReviewUITests.render(review, of: game, name: "after-new-game")
    }
  }

  /// A game recorded before Guesswork kept guesses: Review opens and says so plainly.
  func testAGameFromBeforeGuessesWereKeptSaysItCannotBeReviewed() throws {
    try onMain {
      let home = try GameHarness.makeHome()
      let folder = home.appendingPathComponent("data/guesswork", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let lines = [
        #"{"format":1,"kind":"guesswork-history"}"#,
        #"{"answer":"crane","finishedAt":"2026-03-10T12:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      ]
      try Data((lines.joined(separator: "\n") + "\n").utf8)
        .write(to: folder.appendingPathComponent("history.jsonl"))
      let game = try launch(home: home)
      XCTAssertNotEqual(game.viewModel.game.answer.text, "crane")
      XCTAssertTrue(ReviewUITests.isReviewEnabled(game), "offered, to say why there is no review")
      game.activate(action: "review")
      let review = try XCTUnwrap(game.app.reviewDialog)
      XCTAssertTrue(review.dialog.isOpen)
      XCTAssertEqual(
        review.message,
        "This game was played before Guesswork kept guesses, so it cannot be reviewed.")
      XCTAssertNil(review.presentation)
      XCTAssertFalse(review.isShowingSpinner)
      XCTAssertEqual(
        review.dialog.window.title, "Review · CRANE")
      try ReviewUITests.render(review, of: game, name: "not-kept")
    }
  }

  /// Leaves the review, light and dark at its default size, in the temporary folder to look at.
  @MainActor private static func render(_ review: ReviewDialog, of game: GameHarness, name: String) throws {
    for theme in [ThemePreference.light, .dark] {
      game.app.appearance.preference = theme
      // Restyled and drawn in that theme before it is rendered.
      try GameHarness.waitForFrame(of: review.dialog.window)
      let png = FileManager.default.temporaryDirectory.appendingPathComponent(
        "guesswork-review-\(name)-\(theme).png")
      _ = try RenderedImage(review.dialog.window, png: png)
    }
  }
}
