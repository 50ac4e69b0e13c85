import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// The answer's meaning in the statistics once the round is over (issue 30), and its dictionary
/// links, opened through the app's launcher (a recorder here, `URILauncher` in the game).
final class MeaningUITests: UITestCase {
  func testAFinishedRoundShowsWhatTheAnswerMeansAndItsLinkOpens() throws {
    try onMain {
      let game = try launch(["--word", "crane"], animations: false)
      var opened: [String] = []
      game.app.launchURI = { uri, _, done in
        opened.append(uri)
        done(nil)
      }
      game.guess("slate")
      game.activate(action: "statistics")
      let during = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertNil(during.meaningBox, "no meaning while the round is played: it would be a hint")
      during.dialog.close()
      game.guess("crane")
      try game.wait("the statistics open", timeout: 4) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      // WordNet's entries for CRANE, each part of speech with its first sense.
      XCTAssertEqual(
        statistics.meaningLines,
        [
          "What CRANE means", "verb", "to stretch (the neck) so as to see better", "noun",
          "lifts and moves heavy objects; lifting tackle is suspended from a pivoted boom that rotates around a vertical axis",
          "Meanings from WordNet 3.0, Princeton University.",
        ])
      XCTAssertEqual(statistics.linkButtons.map { $0.label ?? "" }, ["Wiktionary"])
      GameHarness.click(statistics.linkButtons[0])
      XCTAssertEqual(opened, ["https://en.wiktionary.org/wiki/crane"])
      XCTAssertNil(statistics.dialog.toast.text, "an address that opened says nothing")
    }
  }

  func testALinkThatCannotBeOpenedIsTold() throws {
    try onMain {
      let game = try launch(["--word", "crane"], animations: false)
      game.app.launchURI = { _, _, done in done("No application is registered as handling this file") }
      game.guess("crane")
      try game.wait("the statistics open", timeout: 4) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      GameHarness.click(statistics.linkButtons[0])
      XCTAssertEqual(
        statistics.dialog.toast.text,
        "Wiktionary could not be opened: No application is registered as handling this file")
    }
  }

  func testASpanishAnswerLinksToTheAcademysDictionary() throws {
    try onMain {
      let game = try launch(["--word", "araña"], home: try SpanishUITests.spanishHome(), animations: false)
      var opened: [String] = []
      game.app.launchURI = { uri, _, done in
        opened.append(uri)
        done(nil)
      }
      game.guess("araña")
      try game.wait("the statistics open", timeout: 4) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      // The title, then one line on why there is no meaning here: no Spanish dictionary with
      // definitions is open to us.
      XCTAssertEqual(statistics.meaningLines.count, 2)
      XCTAssertEqual(statistics.linkButtons.count, 1)
      GameHarness.click(statistics.linkButtons[0])
      XCTAssertEqual(opened, ["https://dle.rae.es/ara%C3%B1a"])
    }
  }
}
