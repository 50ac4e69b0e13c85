import GtkBridge
import GuessworkViewModel

/// One square of the board: a label whose CSS classes say its state (`typed`, `correct`,
/// `present`, `absent`) and run its animations (`pop`, `flip-in`, `flip-out`, `bounce`).
@MainActor
final class TileView {
  let label = Label("", classes: ["tile"])
  private(set) var shown = Tile.empty
  /// Where the tile is on the board (row, column), said first to screen readers; `nil` for the
  /// help's example tiles, which are named by their caller.
  private let position: (row: Int, column: Int)?

  static let stateClasses = ["typed", "correct", "present", "absent"]

  init(row: Int, column: Int) {
    position = (row, column)
    setUp()
  }

  /// A tile outside the board (the help's examples).
  init() {
    position = nil
    setUp()
  }

  private func setUp() {
    label.horizontalAlignment = .center
    label.verticalAlignment = .center
    label.drawsTextUnhinted()
    label.accessibleLabel = spoken(Tile.empty)
  }

  /// The tile's whole phrase for screen readers: "Row 2, letter 3, R, correct".
  private func spoken(_ tile: Tile) -> String {
    guard let position else { return tile.accessibleLabel }
    return tile.accessibleLabel(row: position.row, column: position.column)
  }

  /// Shows a tile's letter and colour (no animation).
  func show(_ tile: Tile) {
    guard tile != shown else { return }
    shown = tile
    label.text = tile.letter?.display ?? ""
    let active: String? =
      switch tile.state {
      case .empty: nil
      case .typed: "typed"
      case .revealed(let state): state.styleClass
      }
    for name in TileView.stateClasses { label.setClass(name, name == active) }
    label.accessibleLabel = spoken(tile)
  }

  /// What the tile last told screen readers.
  var accessibleLabel: String { label.accessibleLabel ?? "" }

  /// The CSS state class the tile shows now (for tests and pixel checks).
  var stateClass: String? { TileView.stateClasses.first { label.hasClass($0) } }

  var text: String { label.text }
}
