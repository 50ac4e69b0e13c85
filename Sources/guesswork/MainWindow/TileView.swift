import GtkBridge
import GuessworkViewModel

/// One square of the board: a label whose CSS classes say its state (`typed`, `correct`,
/// `present`, `absent`) and run its animations (`pop`, `flip-in`, `flip-out`, `bounce`).
@MainActor
final class TileView {
  let label = Label("", classes: ["tile"])
  private(set) var shown = Tile.empty

  static let stateClasses = ["typed", "correct", "present", "absent"]

  init() {
    label.horizontalAlignment = .center
    label.verticalAlignment = .center
    label.accessibleLabel = Tile.empty.accessibleLabel
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
    label.accessibleLabel = tile.accessibleLabel
  }

  /// What the tile last told screen readers.
  var accessibleLabel: String { label.accessibleLabel ?? "" }

  /// The CSS state class the tile shows now (for tests and pixel checks).
  var stateClass: String? { TileView.stateClasses.first { label.hasClass($0) } }

  var text: String { label.text }
}
