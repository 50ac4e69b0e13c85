import CGtk
import GtkBridge
import GuessworkViewModel

/// One square of the board: a label whose CSS classes say its state (`typed`, `correct`,
/// `present`, `absent`) and run its animations (`pop`, `flip-in`, `flip-out`, `bounce`).
final class TileView {
  private let reference: ObjectReference
  var widget: UnsafeMutablePointer<GtkWidget> { reference.widget }
  private(set) var shown = Tile.empty
  /// What the tile last told screen readers (GTK 4.8 has no getter for accessible properties).
  private(set) var accessibleLabel = Tile.empty.accessibleLabel

  static let stateClasses = ["typed", "correct", "present", "absent"]

  init() {
    reference = ObjectReference(sinking: raw(Widgets.label("", classes: ["tile"])))
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    guesswork_set_accessible_label(widget, accessibleLabel)
  }

  /// Shows a tile's letter and colour (no animation).
  func show(_ tile: Tile) {
    guard tile != shown else { return }
    shown = tile
    gtk_label_set_text(cast(widget), tile.letter?.display ?? "")
    let active: String? =
      switch tile.state {
      case .empty: nil
      case .typed: "typed"
      case .revealed(let state): state.styleClass
      }
    for name in TileView.stateClasses { Widgets.setClass(name, name == active, on: widget) }
    accessibleLabel = tile.accessibleLabel
    guesswork_set_accessible_label(widget, accessibleLabel)
  }

  /// The CSS state class the tile shows now (for tests and pixel checks).
  var stateClass: String? { TileView.stateClasses.first { Widgets.hasClass($0, widget) } }

  var text: String { String(cString: gtk_label_get_text(cast(widget))) }
}
