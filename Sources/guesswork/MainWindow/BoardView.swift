import GtkBridge
import Localization
import GuessworkEngine
import GuessworkViewModel

/// The 6×5 board: six row boxes of five tiles, and the animations of the original game.
///
/// It draws what the view model says and animates the events it is given; it decides nothing about
/// the game. During a reveal it shows each tile's colour only from the middle of its flip, and it
/// reports the end of the reveal back to the view model. Every animation step is a timer of the
/// board's own (`box.timers`): cancelled by `cancelAnimations()`, when the board's window is
/// destroyed, or when the board goes, and each step holds the tiles through their wrappers.
@MainActor
final class BoardView {
  let box = Box(.vertical, classes: ["board"])
  private var rows: [Box] = []
  private(set) var tiles: [[TileView]] = []
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
    box.horizontalAlignment = .center
    box.verticalAlignment = .center
    box.expandsVertically = true
    // The board holds the focus while playing, and tells screen readers what it is.
    box.isFocusable = true
    box.accessibleLabel = L("Board")
    for rowIndex in 0..<Game.maximumGuesses {
      let row = Box(.horizontal, classes: ["board-row"])
      row.isHomogeneous = true
      row.accessibleLabel = Tile.accessibleRowName(rowIndex)
      let rowTiles = (0..<Word.length).map { TileView(row: rowIndex, column: $0) }
      for tile in rowTiles { row.append(tile.label) }
      box.append(row)
      rows.append(row)
      tiles.append(rowTiles)
    }
  }

  private var timers: Timers { box.timers }

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

  /// Stops every running animation (a new round, another language, the window closing).
  func cancelAnimations() {
    timers.cancelAll()
    revealed = [:]
    for row in rows { row.removeClass("shake") }
    for tile in tiles.joined() {
      for name in ["pop", "flip-in", "flip-out", "bounce"] { tile.label.removeClass(name) }
    }
  }

  func pop(row: Int, column: Int) {
    guard DesktopSettings.animationsEnabled else { return }
    restart("pop", on: tiles[row][column].label, for: Timing.pop)
  }

  func shake(row: Int) {
    guard DesktopSettings.animationsEnabled else { return }
    restart("shake", on: rows[row], for: Timing.shake)
  }

  /// Flips the row's tiles one after another; `render` is asked to show each colour half-way, and
  /// `finished` runs when the last tile has settled (at once without animations).
  func reveal(row: Int, render: @escaping () -> Void, finished: @escaping () -> Void) {
    guard DesktopSettings.animationsEnabled else {
      revealed[row] = nil
      render()
      finished()
      return
    }
    revealed[row] = 0
    render()
    for column in 0..<Word.length {
      let tile = tiles[row][column].label
      let start = UInt32(column) * Timing.flipStagger
      timers.after(milliseconds: start) { tile.addClass("flip-in") }
      timers.after(milliseconds: start + Timing.flipHalf) { [weak self] in
        self?.revealed[row] = column + 1
        render()
        tile.removeClass("flip-in")
        tile.addClass("flip-out")
      }
      timers.after(milliseconds: start + 2 * Timing.flipHalf) { tile.removeClass("flip-out") }
    }
    timers.after(milliseconds: UInt32(Word.length - 1) * Timing.flipStagger + 2 * Timing.flipHalf) {
      [weak self] in
      self?.revealed[row] = nil
      finished()
    }
  }

  /// The winning row's tiles jump one after another.
  func bounce(row: Int) {
    guard DesktopSettings.animationsEnabled else { return }
    for column in 0..<Word.length {
      let tile = tiles[row][column].label
      timers.after(milliseconds: UInt32(column) * Timing.bounceStagger) { [weak self] in
        self?.restart("bounce", on: tile, for: Timing.bounce)
      }
    }
  }

  /// What screen readers call each row, for tests.
  var rowNames: [String] { rows.map { $0.accessibleLabel ?? "" } }

  /// Whether a row carries a CSS class (`shake`), for tests.
  func rowHasClass(_ name: String, row: Int) -> Bool { rows[row].hasClass(name) }

  /// Whether any animation is still scheduled.
  var isAnimating: Bool { timers.isPending }

  /// Adds an animation class (removing it first so it starts over) and removes it when done.
  private func restart(_ name: String, on widget: Widget, for duration: UInt32) {
    if widget.hasClass(name) {
      widget.removeClass(name)
      timers.idle { widget.addClass(name) }
    } else {
      widget.addClass(name)
    }
    timers.after(milliseconds: duration + 20) { widget.removeClass(name) }
  }
}
