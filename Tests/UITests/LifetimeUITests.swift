import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// Nothing of the game runs or stays alive after its window or application is gone: timers stop
/// with the window, and every wrapper, widget and model is released.
final class LifetimeUITests: UITestCase {
  func testClosingTheWindowMidRevealStopsEveryAnimation() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("slate")
      game.press(.enter, pumping: false)
      XCTAssertTrue(game.window.hasPendingWork, "the row is turning over")
      XCTAssertTrue(game.viewModel.board.isRevealing)
      let tiles = game.states(row: 0)
      game.window.window.destroy()
      XCTAssertFalse(game.window.hasPendingWork, "no animation step is left to run for a closed window")
      XCTAssertFalse(game.viewModel.hasTimedWork, "the reveal's timeline stopped with the window")
      GameHarness.pump()
      XCTAssertEqual(game.states(row: 0), tiles, "the tiles of a closed window are not touched")
    }
  }

  /// GLib drops its quark table each time a process has interned 2,048 more quarks (as a full
  /// run of these tests does): under LeakSanitizer (`make sanitize`) each table is found and
  /// ignored by address before it goes (`QuarkTable`), so no suppression needs to name `g_malloc`.
  /// This test makes the table grow twice in every run, so a subset under the sanitizer checks it.
  /// Without LeakSanitizer there is no table to find: the test says so and is skipped, rather
  /// than passing on nothing.
  func testGLibsDroppedQuarkTablesAreFoundUnderLeakSanitizer() throws {
    guard QuarkTable.ignoreCurrentTable() != nil else {
      throw XCTSkip("LeakSanitizer is not in this build: `make sanitize` runs this test")
    }
    for step in 0..<5 {
      for number in 0..<1000 { _ = g_quark_from_string("guesswork-test-quark-\(step)-\(number)") }
      XCTAssertEqual(QuarkTable.ignoreCurrentTable(), true, "GLib's quark table was not found")
    }
  }

  func testTheMidnightWatchStopsWhenTheWindowIsClosed() throws {
    try onMain {
      let game = try launch(today: "2026-03-15T23:59:58", manualTime: true)
      guard case .daily(let number, _) = game.viewModel.game.puzzle else { return XCTFail("not a daily round") }
      XCTAssertTrue(game.viewModel.board.watchesForNewDay)
      game.window.window.destroy()
      XCTAssertFalse(game.viewModel.board.watchesForNewDay, "the midnight watch stopped with the window")
      // The watch would have fired a second after midnight (RestoreUITests sees it do so in an
      // open window): move the game's clock well past it.
      game.advance(by: .seconds(5))
      guard case .daily(number, _) = game.viewModel.game.puzzle else {
        return XCTFail("midnight reached the board of a closed window")
      }
      XCTAssertFalse(game.time?.hasPendingWork ?? true, "nothing of the closed window is left to run")
    }
  }

  /// Two pieces of work for the next frame (the window icon and a dialog opened at start) each run
  /// once: the first once ran again on every later frame.
  func testWorkForTheNextFrameRunsOncePerRequest() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      var runs = [0, 0]
      game.window.window.afterNextFrame { runs[0] += 1 }
      game.window.window.afterNextFrame { runs[1] += 1 }
      for letter in "slat" {
        game.type(String(letter))
        try game.waitForFrame()
      }
      XCTAssertEqual(runs, [1, 1])
    }
  }

  func testAClosedGameReleasesItsWindowItsMenuAndEveryWrapper() throws {
    try onMain {
      // The dialogs' style sheet lives as long as the process, from the first dialog on: here
      // before the count, whichever test opens the first dialog.
      DialogWindow.installStyleSheet()
      let baseline = ObjectWrapper.liveCount, baselineClasses = ObjectWrapper.liveClasses
      let (app, window, menu) = try {
        let game = try launch(["--word", "crane"])
        let watches = (
          Weak(game.app), FinalizationWatch(game.window.window), FinalizationWatch(try XCTUnwrap(game.window.header.menuButton.menu))
        )
        game.guess("slate")
        quit(game)
        return watches
      }()
      try GameHarness.wait("the game is released", timeout: 2) {
        app.object == nil && window.isFinalized && menu.isFinalized
      }
      XCTAssertNil(app.object, "the application object is released")
      XCTAssertTrue(window.isFinalized, "the main window is finalized")
      XCTAssertTrue(menu.isFinalized, "the primary menu's model is released with its window")
      XCTAssertEqual(ObjectWrapper.liveCount, baseline, "no wrapper is left alive: \(wrappersLeft(since: baselineClasses))")
    }
  }

  func testFiftyRoundsAndFiftyOpeningsOfEveryDialogLeaveNothingBehind() throws {
    try onMain {
      // The dialogs' style sheet lives as long as the process, from the first dialog on: here
      // before the count, whichever test opens the first dialog.
      DialogWindow.installStyleSheet()
      let baseline = ObjectWrapper.liveCount, baselineClasses = ObjectWrapper.liveClasses
      var dialogs: [Weak<AnyObject>] = []
      var windows: [FinalizationWatch] = []
      var counts: [(wrappers: Int, widgets: Int)] = []
      let app = try {
        let game = try launch(animations: false)  // fifty rounds
        game.viewModel.switchMode(to: .unlimited)
        for _ in 1...50 {
          let opened = try LifetimeUITests.openAndCloseEveryDialog(game)
          dialogs += opened.map(\.0)
          windows += opened.map(\.1)
          let answer = game.viewModel.game.answer.display.lowercased()
          game.guess(answer == "slate" ? "crane" : "slate", pumping: false)
          game.activate(action: "new-game")
          try GameHarness.answerMessageDialog(.cancel)  // "Start a new round?" asked mid-round
          game.guess(answer, pumping: false)
          XCTAssertTrue(game.viewModel.isRoundOver)
          game.activate(action: "new-game")
          XCTAssertFalse(game.viewModel.isRoundOver, "a new round after a finished one needs no question")
          GameHarness.pump()
          counts.append((ObjectWrapper.liveCount, liveWidgetCount()))
        }
        quit(game)
        return Weak(game.app)
      }()
      try GameHarness.wait("the game and its dialogs are released", timeout: 2) {
        app.object == nil && windows.allSatisfy(\.isFinalized)
      }
      print("wrappers and widgets after round 1, 2 and 50: \(counts[0]), \(counts[1]), \(counts[49])")
      XCTAssertEqual(counts[49].wrappers, counts[1].wrappers, "wrappers do not pile up while playing")
      XCTAssertEqual(counts[49].widgets, counts[1].widgets, "the process's widget count does not grow")
      XCTAssertNil(app.object)
      XCTAssertEqual(dialogs.count, 50 * 5)
      XCTAssertTrue(dialogs.allSatisfy { $0.object == nil }, "every closed dialog is released")
      XCTAssertEqual(windows.count, 50 * 5)
      XCTAssertEqual(windows.filter { !$0.isFinalized }.count, 0, "every closed dialog window is finalized")
      XCTAssertEqual(ObjectWrapper.liveCount, baseline, "no wrapper is left alive: \(wrappersLeft(since: baselineClasses))")
    }
  }

  /// Opens and closes help, preferences (and its reset question), statistics, About, the
  /// shortcuts window and returns weak references to what was opened.
  @MainActor private static func openAndCloseEveryDialog(_ game: GameHarness) throws -> [(Weak<AnyObject>, FinalizationWatch)] {
    var opened: [(Weak<AnyObject>, FinalizationWatch)] = []
    for action in ["help", "preferences", "statistics", "about"] {
      game.activate(action: action)
      let app = game.app
      let dialog: (AnyObject, Window)? =
        switch action {
        case "help": app.helpDialog.map { ($0, $0.dialog.window) }
        case "preferences": app.preferencesDialog.map { ($0, $0.dialog.window) }
        case "statistics": app.statisticsDialog.map { ($0, $0.dialog.window) }
        default: app.aboutDialog.map { ($0, $0) }
        }
      let (owner, window) = try XCTUnwrap(dialog, "\(action) opened")
      XCTAssertTrue(window.isOpen, action)
      let watch = FinalizationWatch(window)
      if action == "preferences", let preferences = owner as? PreferencesDialog, preferences.resetButton.isSensitive {
        preferences.resetButton.activate()
        try game.wait("the reset question opens", timeout: 2) { GameHarness.messageDialog() != nil }
        let question = try XCTUnwrap(GameHarness.messageDialog())
        opened.append((Weak(question), FinalizationWatch(question)))
        try GameHarness.answerMessageDialog(.cancel)
      } else if action == "preferences" {
        // Nothing to reset before the first round: count the dialog twice, to keep the tally.
        opened.append((Weak(owner), watch))
      }
      window.close()
      GameHarness.pump()
      XCTAssertFalse(window.isOpen, action)
      opened.append((Weak(owner), watch))
    }
    game.window.window.activateAction("show-help-overlay")
    GameHarness.pump()
    let shortcuts = try XCTUnwrap(Window.visibleWindows().first { $0.typeName == "GtkShortcutsWindow" })
    shortcuts.close()
    GameHarness.pump()
    XCTAssertFalse(shortcuts.isVisible, "the shortcuts window hides")
    return opened
  }
}

/// A weak reference, to see that an object is gone.
@MainActor
final class Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

/// The wrapper classes that have more live wrappers now than in `baseline`, and how many more.
@MainActor
func wrappersLeft(since baseline: [String: Int]) -> [String: Int] {
  ObjectWrapper.liveClasses.reduce(into: [:]) { left, entry in
    let more = entry.value - baseline[entry.key, default: 0]
    if more != 0 { left[entry.key] = more }
  }
}
