import GtkBridge
import Localization
import GuessworkEngine
import GuessworkViewModel

/// A board: a row box for each row of its round's shape (six for the original game), of as many tiles as the round's word has letters (five, or 4 to 7),
/// and the animations of the original game.
///
/// It draws what the view model says and animates the events it is given; it decides nothing about
/// the game and keeps none of its time: when each tile of a reveal turns over is the view model's
/// (`tileTurning`, `tileTurned`). Its own timers only take an animation's class away once the CSS
/// animation is over (`box.timers`: cancelled by `cancelAnimations()`, when the board's window is
/// destroyed, or when the board goes); each holds the tiles through their wrappers.
@MainActor
final class BoardView {
  let box = Box(.vertical, classes: ["board"])
  private var rows: [Box] = []
  private(set) var tiles: [[TileView]] = []

  /// The CSS animations' lengths (`RoundTiming`, as `AnimationStyle` gives them to the CSS), in
  /// milliseconds.
  enum Timing {
    static let pop = RoundTiming.milliseconds(RoundTiming.pop)
    static let shake = RoundTiming.milliseconds(RoundTiming.shake)
    static let bounce = RoundTiming.milliseconds(RoundTiming.bounce)
    static let bounceStagger = RoundTiming.milliseconds(RoundTiming.bounceStagger)
  }

  /// `rows`: the board's (its round's shape's).
  init(rows rowCount: Int = RoundShape.standardRows) {
    box.horizontalAlignment = .center
    box.verticalAlignment = .center
    box.expandsVertically = true
    // The board holds the focus while playing, and tells screen readers what it is.
    box.isFocusable = true
    box.accessibleLabel = L("Board")
    for rowIndex in 0..<rowCount {
      let row = Box(.horizontal, classes: ["board-row"])
      row.isHomogeneous = true
      row.accessibleLabel = Tile.accessibleRowName(rowIndex)
      box.append(row)
      rows.append(row)
      tiles.append([])
    }
    setLength(Word.standardLength)
  }

  /// A row's box (for scrolling it into view).
  func rowBox(_ row: Int) -> Box { rows[row] }

  /// How many rows the board has.
  var rowCount: Int { rows.count }

  /// How many tiles each row has.
  var length: Int { tiles.first?.count ?? 0 }

  /// Gives every row `length` tiles: tiles are added or taken away at the end of each row (a
  /// round of another length; animations were cancelled with the old round).
  func setLength(_ length: Int) {
    guard length != self.length else { return }
    for (rowIndex, row) in rows.enumerated() {
      while tiles[rowIndex].count > length {
        row.remove(tiles[rowIndex].removeLast().label)
      }
      while tiles[rowIndex].count < length {
        let tile = TileView(row: rowIndex, column: tiles[rowIndex].count)
        row.append(tile.label)
        tiles[rowIndex].append(tile)
      }
    }
  }

  private var timers: Timers { box.timers }

  /// Shows the whole board as the view model has it.
  func render(_ board: [[Tile]]) {
    for (rowIndex, row) in board.enumerated() { show(row: rowIndex, row) }
  }

  /// Shows one row (a tile that already shows it is not touched).
  func show(row: Int, _ tiles: [Tile]) {
    for (column, tile) in tiles.enumerated() { show(tile, row: row, column: column) }
  }

  /// Shows one tile.
  func show(_ tile: Tile, row: Int, column: Int) {
    tiles[row][column].show(tile)
  }

  /// Stops every running animation (a new round, another language, the window closing).
  func cancelAnimations() {
    timers.cancelAll()
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

  /// The first half of a tile's flip: it folds away, still showing its letter only.
  func startFlip(row: Int, column: Int) {
    tiles[row][column].label.addClass("flip-in")
  }

  /// The second half: it unfolds showing its colour (drawn by the caller just before).
  func turnFlip(row: Int, column: Int) {
    let label = tiles[row][column].label
    label.removeClass("flip-in")
    label.addClass("flip-out")
  }

  /// The row has settled: its flips are over.
  func endFlips(row: Int) {
    for tile in tiles[row] {
      tile.label.removeClass("flip-in")
      tile.label.removeClass("flip-out")
    }
  }

  /// The winning row's tiles jump one after another.
  func bounce(row: Int) {
    guard DesktopSettings.animationsEnabled else { return }
    for column in tiles[row].indices {
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

  /// Whether an animation's class is still to be taken away (a pop, shake or bounce).
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
