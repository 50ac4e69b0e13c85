import Foundation
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// The statistics' story and the history window (issue 30): the chart of the last 30 rounds, and
/// every round in a list that makes widgets only for the rows on screen, filtered, each opening its
/// board and review.
final class HistoryUITests: UITestCase {
  /// A home whose history holds `games` unlimited English games, alternately won in 2 and lost.
  @MainActor static func homeWithHistory(games: Int) throws -> URL {
    let home = try GameHarness.makeHome()
    let folder = home.appendingPathComponent("data/guesswork", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var text = "{\"format\":3,\"kind\":\"guesswork-history\"}\n"
    let start = 1_772_323_200  // 2026-03-01T00:00:00Z
    for index in 0..<games {
      let won = index % 2 == 0
      let rows = won ? ["slate", "crane"] : ["slate", "trace", "stare", "arose", "raise", "irate"]
      let guesses = rows.map { "\"\($0)\"" }.joined(separator: ",")
      let seconds = start + index * 60
      text += #"{"answer":"crane","finishedAt":"\#(Self.iso(seconds))","guessCount":\#(rows.count),"guesses":[\#(guesses)],"hardMode":false,"language":"en","mode":"unlimited","won":\#(won)}"#
      text += "\n"
    }
    try Data(text.utf8).write(to: folder.appendingPathComponent("history.jsonl"))
    return home
  }

  /// "2026-03-01T00:01:00Z" for seconds since 1970 (UTC).
  static func iso(_ seconds: Int) -> String {
    let day = LocalDay(ordinal: seconds / 86_400)
    let time = seconds % 86_400
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(day.iso)T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
  }

  func testTheStatisticsChartTheLastThirtyRoundsInPictureAndWords() throws {
    try onMain {
      let game = try launch(home: try Self.homeWithHistory(games: 40), animations: false)
      game.viewModel.switchMode(to: .unlimited)
      game.activate(action: "statistics")
      try game.wait("the statistics open") { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      let chart = try XCTUnwrap(statistics.recentChart)
      try GameHarness.waitForFrame(of: statistics.dialog.window)
      XCTAssertGreaterThan(chart.drawCount, 0)
      XCTAssertEqual(chart.accessibleLabel, "Last 30 Rounds")
      XCTAssertEqual(
        statistics.recentChartText,
        "Last 30 Rounds: 15 won · 15 lost · 2.0 guesses on average. Newest first: "
          + Array(repeating: "lost, won in 2", count: 15).joined(separator: ", ") + ".")
    }
  }

  func testTheHistoryListsEveryRoundButMakesOnlyTheVisibleRowsAndOpensAReview() throws {
    try onMain {
      let game = try launch(home: try Self.homeWithHistory(games: 3_000), animations: false)
      game.activate(action: "statistics")
      try game.wait("the statistics open") { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      GameHarness.click(try XCTUnwrap(statistics.historyButton))
      try game.wait("the history opens") { game.app.historyWindow?.dialog.isOpen == true }
      let history = try XCTUnwrap(game.app.historyWindow)
      XCTAssertFalse(statistics.dialog.isOpen, "the history takes the statistics' place")
      try GameHarness.waitForFrame(of: history.dialog.window)
      XCTAssertEqual(history.list.count, 3_000)
      XCTAssertGreaterThan(history.madeRows, 0)
      // GTK 4.8's list view keeps at most 200 list items around the rows on screen (its
      // GTK_LIST_VIEW_MAX_LIST_ITEMS), however long the list: never one a game.
      XCTAssertLessThanOrEqual(history.madeRows, 210, "widgets only for the rows on screen and around them")
      XCTAssertTrue(
        history.shownRows.contains { $0.hasPrefix("Unlimited, English, ") && $0.hasSuffix(": CRANE, not solved") },
        "\(history.shownRows.prefix(3))")

      history.languageFilter.selected = HistoryFilter.languages.firstIndex(of: .spanish)
      GameHarness.pump()
      XCTAssertEqual(history.list.count, 0)
      history.languageFilter.selected = HistoryFilter.languages.firstIndex(of: .english)
      history.modeFilter.selected = HistoryFilter.modes.firstIndex(of: .daily)
      GameHarness.pump()
      XCTAssertEqual(history.list.count, 0)
      history.modeFilter.selected = HistoryFilter.modes.firstIndex(of: .unlimited)
      GameHarness.pump()
      XCTAssertEqual(history.list.count, 3_000)

      // The newest game (the 3,000th) was lost; the one before it was won in 2.
      history.listView.activate(1)
      try game.wait("the review opens") { game.app.reviewDialog?.dialog.isOpen == true }
      let review = try XCTUnwrap(game.app.reviewDialog)
      guard case .round(let round) = review.subject else { return XCTFail("a round with guesses") }
      XCTAssertEqual(round.guesses.map(\.text), ["slate", "crane"])
      try game.wait("the review is worked out", timeout: 60) { review.presentation != nil }
      XCTAssertEqual(review.meaningView?.lines.first, "What CRANE means", "the answer's meaning in the review")
    }
  }
}
