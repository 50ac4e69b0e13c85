import GtkBridge
import XCTest

@testable import guesswork

/// The board frame by frame (`FrameRecorder`): what the player's eye meets between Enter and the
/// row settling, on every row.
final class FrameUITests: UITestCase {
  /// A tile shows its colour only from the middle of its flip: in every frame drawn while the row
  /// turns, a coloured tile is unfolding, and tiles turn left to right. Once every row after the
  /// session's first showed all its colours at Enter, then flipped tiles already coloured.
  func testEveryRevealShowsEachColourOnlyAsItsTileTurns() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      for (row, word) in ["slate", "caste", "brine"].enumerated() {
        let recorder = FrameRecorder(game, row: row)
        game.type(word)
        game.press(.enter, pumping: false)
        game.waitForReveal()
        GameHarness.pump(for: 0.1)
        recorder.stop()
        let turning = recorder.frames.filter(\.revealing)
        XCTAssertGreaterThan(turning.count, 10, "row \(row + 1): frames drawn during the reveal")
        XCTAssertEqual(turning.first?.tiles.map(\.state), Array(repeating: "typed", count: 5), "row \(row + 1), first frame")
        for frame in turning {
          for (column, tile) in frame.tiles.enumerated() where tile.state != "typed" {
            XCTAssertTrue(tile.unfolding, "row \(row + 1), tile \(column + 1): coloured before it turned")
            if column > 0 {
              XCTAssertNotEqual(frame.tiles[column - 1].state, "typed", "row \(row + 1): tiles turn left to right")
            }
          }
        }
        XCTAssertFalse(recorder.frames.last!.tiles.contains { $0.state == "typed" }, "row \(row + 1) settled")
      }
    }
  }

  /// A refused row shakes from the first frame after Enter, for its 600 ms, and keeps its letters.
  func testARefusedRowShakesFromTheFirstFrame() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("xxxxx")
      let recorder = FrameRecorder(game, row: 0)
      game.press(.enter, pumping: false)
      GameHarness.pump(for: 1.0)
      recorder.stop()
      let frames = recorder.frames
      XCTAssertTrue(frames.first?.rowShakes == true, "the first frame after Enter shakes")
      let start = frames.first?.time ?? 0
      let shaking = frames.filter(\.rowShakes)
      let lasted = Double((shaking.last?.time ?? start) - start) / 1_000_000
      XCTAssertGreaterThan(lasted, 0.45, "the shake lasts about 600 ms")
      XCTAssertLessThan(lasted, 0.9)
      XCTAssertFalse(frames.last!.rowShakes)
      XCTAssertTrue(frames.allSatisfy { $0.tiles.allSatisfy { $0.state == "typed" } }, "never coloured")
    }
  }

  /// At midnight an unfinished daily round leaves the board for the Archive: in one frame the
  /// board empties and the header names the new puzzle (never the new number over the old
  /// letters, nor the old number over an empty board), and the player is told where it went.
  func testAtMidnightTheBoardAndTheHeaderMoveInOneFrame() throws {
    try onMain {
      let game = try launch(today: "2026-03-15T23:59:50", manualTime: true)
      guard case .daily(let number, _) = game.viewModel.game.puzzle else { return XCTFail("not a daily round") }
      game.type("slate")
      game.press(.enter)
      game.advance(by: .seconds(3))
      GameHarness.pump(for: 0.8)
      let before = game.window.header.roundButtonDetail
      let recorder = FrameRecorder(game, row: 0)
      GameHarness.pump(for: 0.1)
      game.advance(by: .seconds(8))
      GameHarness.pump(for: 0.3)
      recorder.stop()
      let after = game.window.header.roundButtonDetail
      XCTAssertNotEqual(before, after, "the header names the new puzzle")
      let frames = recorder.frames
      XCTAssertGreaterThan(frames.count, 2, "frames drawn around midnight")
      for (index, frame) in frames.enumerated() {
        let empty = frame.tiles.allSatisfy { $0.state == nil }
        let old = frame.tiles.allSatisfy { $0.state != nil && $0.state != "typed" }
        XCTAssertTrue(
          (old && frame.header == before) || (empty && frame.header == after),
          "frame \(index): \(frame.header) over \(frame.tiles.map { $0.state ?? "-" })")
      }
      XCTAssertTrue(frames.last.map { $0.header == after } ?? false, "the last frame shows the new puzzle")
      XCTAssertEqual(game.toast, "Daily #\(number) waits in the Archive")
    }
  }
}
