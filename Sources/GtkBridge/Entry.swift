import CAdwaita
import CGtk

/// A GtkEntry: one line of text the player types or pastes (a word, a challenge code).
@MainActor
public final class Entry: Widget {
  public init(placeholder: String = "") {
    super.init(new: raw(gtk_entry_new()))
    if !placeholder.isEmpty { gtk_entry_set_placeholder_text(entry, placeholder) }
  }

  override class var gtype: GType { gtk_entry_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  private var entry: UnsafeMutablePointer<GtkEntry> { cast(object) }
  /// GtkEntry implements the GtkEditable interface, which holds the text.
  private var editable: OpaquePointer { opaque(object) }

  /// The text; setting it emits `changed`, as typing does.
  public var text: String {
    get { String(cString: gtk_editable_get_text(editable)) }
    set { gtk_editable_set_text(editable, newValue) }
  }

  /// At most this many characters can be typed (0: no limit).
  public var maxLength: Int32 {
    get { gtk_entry_get_max_length(entry) }
    set { gtk_entry_set_max_length(entry, newValue) }
  }

  /// Selects the whole text (after a mistake, so the next paste replaces it).
  /// Whether the text is shown; when not, each character shows as a dot (a password's way).
  public var showsText: Bool {
    get { gtk_entry_get_visibility(entry) != 0 }
    set { gtk_entry_set_visibility(entry, newValue ? 1 : 0) }
  }

  public func selectAll() { gtk_editable_select_region(editable, 0, -1) }

  /// Runs after every change of the text (typing, pasting, `text =`). GtkEditable's `changed`:
  /// `(editable, data) -> void`.
  @discardableResult
  public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.changed.connect(self, handler)
  }

  /// Emits `activate` as Enter in the entry does, for the UI tests.
  package func emitActivate() { guesswork_emit_signal(object, "activate") }

  /// Runs when Enter is pressed in the entry. GtkEntry's `activate`: `(entry, data) -> void`.
  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.activate.connect(self, handler)
  }
}
