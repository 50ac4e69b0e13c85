import GuessworkViewModel
import XCTest

@testable import guesswork

/// The board's size sheet is worked out for the space the window will give the board before the
/// first layout, so the first frame measures every tile and key once (issue 17): the guess must be
/// exactly the space GTK then gives, at the default size, at a saved size and in a narrow window
/// whose modes sit in a bar under the header, with the frame of the display it runs on (a solid
/// frame on X11 without a compositor, none on Wayland).
final class BoardSizingUITests: UITestCase {
  @MainActor private static func launchSized(_ size: (width: Int, height: Int)?) throws -> GameHarness {
    let game = try launch(home: try GameHarness.makeHome(windowSize: size))
    try game.waitForFrame()
    return game
  }

  /// The sheet was loaded once, before the first layout, with the sizes the board's real space
  /// asks for.
  /// `tile` and `keyHeight`: what a player measures on the screen, in pixels (a tile with its
  /// 2-pixel border; a key).
  @MainActor private static func assertSizedOnce(_ game: GameHarness, _ what: String, tile: Int, keyHeight: Int) {
    XCTAssertEqual(game.window.sizing.sheetLoadsBeforeLayout, 1, "\(what): the sheet was there before the first layout")
    XCTAssertEqual(game.window.sizing.sheetLoads, 1, "\(what): the first allocation found the sheet right")
    let space = game.window.sizing.space
    XCTAssertEqual(
      game.window.sizing.metrics, BoardMetrics(width: space.width, height: space.height),
      "\(what): the sheet fits the board's space \(space)")
    XCTAssertEqual(game.window.sizing.metrics?.tileSize, tile, "\(what): the tiles' size")
    XCTAssertEqual(game.window.sizing.metrics?.keyHeight, keyHeight, "\(what): the keys' height")
    // Drawn at that size: the tile's label is the tile within its border.
    let label = game.window.board.tiles[0][0].label
    XCTAssertEqual([label.width, label.height], [tile - 4, tile - 4], "\(what): a tile as drawn")
  }

  func testTheBoardIsSizedOnceAtTheDefaultSize() throws {
    try onMain {
      let game = try BoardSizingUITests.launchSized(nil)
      BoardSizingUITests.assertSizedOnce(game, "500×760", tile: 61, keyHeight: 57)
    }
  }

  func testTheBoardIsSizedOnceAtASavedSize() throws {
    try onMain {
      let game = try BoardSizingUITests.launchSized((720, 980))
      BoardSizingUITests.assertSizedOnce(game, "720×980", tile: 80, keyHeight: 75)
    }
  }

  func testTheBoardIsSizedOnceInANarrowWindow() throws {
    try onMain {
      let game = try BoardSizingUITests.launchSized((360, 600))
      BoardSizingUITests.assertSizedOnce(game, "360×600", tile: 47, keyHeight: 44)
    }
  }

  func testAResizeLoadsTheSheetForTheNewSize() throws {
    try onMain {
      let game = try BoardSizingUITests.launchSized(nil)
      game.window.window.setDefaultSize(width: 700, height: 950)
      try GameHarness.waitOnCompositor("the window is resized", for: game.window.window) {
        game.window.sizing.space.height > 800
      }
      try game.waitForFrame()
      XCTAssertEqual(game.window.sizing.sheetLoads, 2)
      let space = game.window.sizing.space
      XCTAssertEqual(game.window.sizing.metrics, BoardMetrics(width: space.width, height: space.height))
    }
  }
}
