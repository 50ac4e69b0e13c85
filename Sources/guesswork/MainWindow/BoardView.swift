import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel

/// The 6×5 board: six row boxes of five tiles, and the animations of the original game.
///
/// It draws what the view model says and animates the events it is given; it decides nothing about
/// the game. During a reveal it shows each tile's colour only from the middle of its flip, and it
/// reports the end of the reveal back to the view model.
final class BoardView {
  private let reference: ObjectReference
  var widget: UnsafeMutablePointer<GtkWidget> { reference.widget }
  private var rows: [UnsafeMutablePointer<GtkWidget>] = []
  private(set) var tiles: [[TileView]] = []
  private var pending: [ScheduledWork] = []
  /// For a row being revealed: how many of its tiles already show their colour.
  private var revealed: [Int: Int] = [:]

  /// Original timings, in milliseconds.
  enum Timing {
    static let pop: UInt32 = 100
    static let flipHalf: UInt32 = 250
    static let flipStagger: UInt32 = 300
    static let shake: UInt32 = 600
    static let bounce: UInt32 = 1000
    static let bounceStagger: UInt32 = 100
  }

  init() {
    reference = ObjectReference(sinking: raw(Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["board"])))
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_vexpand(widget, 1)
    // The board holds the focus while playing, and tells screen readers what it is.
    gtk_widget_set_focusable(widget, 1)
    guesswork_set_accessible_label(widget, "Board")
    for _ in 0..<Game.maximumGuesses {
      let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["board-row"])
      gtk_box_set_homogeneous(cast(row), 1)
      let rowTiles = (0..<Word.length).map { _ in TileView() }
      for tile in rowTiles { Widgets.append(tile.widget, to: row) }
      Widgets.append(row, to: widget)
      rows.append(row)
      tiles.append(rowTiles)
    }
  }

  /// Shows the board as the view model has it, except tiles whose flip has not reached half-way.
  func render(_ board: [[Tile]]) {
    for (rowIndex, row) in board.enumerated() {
      let shownColours = revealed[rowIndex] ?? Word.length
      for (column, tile) in row.enumerated() {
        var tile = tile
        if column >= shownColours, case .revealed = tile.state { tile.state = .typed }
        tiles[rowIndex][column].show(tile)
      }
    }
  }

  /// Stops every running animation (a new round, another language).
  func cancelAnimations() {
    for work in pending { work.cancel() }
    pending = []
    revealed = [:]
    for row in rows { gtk_widget_remove_css_class(row, "shake") }
    for tile in tiles.joined() {
      for name in ["pop", "flip-in", "flip-out", "bounce"] { gtk_widget_remove_css_class(tile.widget, name) }
    }
  }

  func pop(row: Int, column: Int) {
    guard Widgets.animationsEnabled else { return }
    restart("pop", on: tiles[row][column].widget, for: Timing.pop)
  }

  func shake(row: Int) {
    guard Widgets.animationsEnabled else { return }
    restart("shake", on: rows[row], for: Timing.shake)
  }

  /// Flips the row's tiles one after another; `render` is asked to show each colour half-way, and
  /// `finished` runs when the last tile has settled (at once without animations).
  func reveal(row: Int, render: @escaping () -> Void, finished: @escaping () -> Void) {
    guard Widgets.animationsEnabled else {
      revealed[row] = nil
      render()
      finished()
      return
    }
    revealed[row] = 0
    render()
    for column in 0..<Word.length {
      let tile = tiles[row][column].widget
      let start = UInt32(column) * Timing.flipStagger
      later(start) { gtk_widget_add_css_class(tile, "flip-in") }
      later(start + Timing.flipHalf) { [weak self] in
        self?.revealed[row] = column + 1
        render()
        gtk_widget_remove_css_class(tile, "flip-in")
        gtk_widget_add_css_class(tile, "flip-out")
      }
      later(start + 2 * Timing.flipHalf) { gtk_widget_remove_css_class(tile, "flip-out") }
    }
    later(UInt32(Word.length - 1) * Timing.flipStagger + 2 * Timing.flipHalf) { [weak self] in
      self?.revealed[row] = nil
      finished()
    }
  }

  /// The winning row's tiles jump one after another.
  func bounce(row: Int) {
    guard Widgets.animationsEnabled else { return }
    for column in 0..<Word.length {
      let tile = tiles[row][column].widget
      later(UInt32(column) * Timing.bounceStagger) { [weak self] in
        self?.restart("bounce", on: tile, for: Timing.bounce)
      }
    }
  }

  /// Whether a row carries a CSS class (`shake`), for tests.
  func rowHasClass(_ name: String, row: Int) -> Bool { Widgets.hasClass(name, rows[row]) }

  /// Whether any animation is still scheduled.
  var isAnimating: Bool { pending.contains { $0.isPending } }

  /// Adds an animation class (removing it first so it starts over) and removes it when done.
  private func restart(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>, for duration: UInt32) {
    if gtk_widget_has_css_class(widget, name) != 0 {
      gtk_widget_remove_css_class(widget, name)
      pending.append(MainLoop.idle { gtk_widget_add_css_class(widget, name) })
    } else {
      gtk_widget_add_css_class(widget, name)
    }
    later(duration + 20) { gtk_widget_remove_css_class(widget, name) }
  }

  private func later(_ milliseconds: UInt32, _ work: @escaping () -> Void) {
    pending.removeAll { !$0.isPending }
    pending.append(MainLoop.after(milliseconds: milliseconds, work))
  }
}
