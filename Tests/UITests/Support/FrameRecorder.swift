import CGtk
import Foundation
import GtkBridge

@testable import guesswork

/// What the board showed in each frame GTK drew while it recorded: a tick callback on the board
/// runs once per frame, before the frame is laid out and painted, and reads each tile of one row
/// as it is about to be drawn (its colour class and its half of the flip), with the frame's time.
/// For the tests that follow a moment as the player's eye does (a reveal, a shake), not only the
/// state it ends in.
@MainActor
final class FrameRecorder {
  struct Tile: Equatable {
    /// "typed", "correct", "present", "absent" (`nil`: empty).
    let state: String?
    let foldingAway: Bool
    let unfolding: Bool
  }

  struct Frame {
    /// The frame clock's time, in microseconds.
    let time: Int64
    let tiles: [Tile]
    /// Whether the row's reveal was still going on (the view model's word).
    let revealing: Bool
    let rowShakes: Bool
    /// The header's line under the round's name, as drawn ("#327").
    let header: String
  }

  private(set) var frames: [Frame] = []
  private let game: GameHarness
  private let row: Int
  /// The board recorded (the first of a round of several by default).
  private let board: Int
  private var tickID: guint = 0
  private var box: Unmanaged<FrameRecorder>?

  /// Starts recording row `row` of the game's board (`board`: of that board of several).
  init(_ game: GameHarness, row: Int, board index: Int = 0) {
    self.game = game
    self.row = row
    self.board = index
    let board = game.window.boards[index].box.object.assumingMemoryBound(to: GtkWidget.self)
    let retained = Unmanaged.passRetained(self)
    box = retained
    tickID = gtk_widget_add_tick_callback(
      board,
      { _, clock, data in
        let recorder = Unmanaged<FrameRecorder>.fromOpaque(data!).takeUnretainedValue()
        let time = gdk_frame_clock_get_frame_time(clock)
        MainActor.assumeIsolated { recorder.record(time: Int64(time)) }
        return 1
      }, retained.toOpaque(), nil)
  }

  private func record(time: Int64) {
    let tiles = game.window.boards[board].tiles[row].map { tile in
      Tile(
        state: tile.stateClass, foldingAway: tile.label.hasClass("flip-in"),
        unfolding: tile.label.hasClass("flip-out"))
    }
    frames.append(
      Frame(
        time: time, tiles: tiles, revealing: game.viewModel.board.revealingRow == row,
        rowShakes: game.window.boards[board].rowHasClass("shake", row: row),
        header: game.window.header.roundButtonDetail))
  }

  /// Stops recording; the frames stay.
  func stop() {
    guard let box else { return }
    gtk_widget_remove_tick_callback(
      game.window.boards[board].box.object.assumingMemoryBound(to: GtkWidget.self), tickID)
    box.release()
    self.box = nil
  }
}
