import CAdwaita
import CGtk

/// A CSS provider installed for the whole display. Parsing errors are collected, not just printed,
/// so start-up can report a broken style sheet and tests can assert there is none.
@MainActor
public final class StyleSheet: ObjectWrapper {
  public private(set) var errors: [String] = []
  /// The display keeps its own reference to the provider while it is installed, so the sheet
  /// takes itself off when it goes.
  private var display: OpaquePointer?

  public init() {
    super.init(new: raw(gtk_css_provider_new()))
    Signal.parsingError.connect(self) { [weak self] message in self?.errors.append(message) }
  }

  override class var gtype: GType { gtk_css_provider_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  isolated deinit { uninstall() }

  /// Replaces the sheet with this CSS text.
  public func load(css: String) {
    errors = []
    gtk_css_provider_load_from_data(cast(object), css, -1)
  }

  /// Adds the sheet to every window of the default display.
  public func install(priority: UInt32 = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)) {
    guard display == nil, let display = gdk_display_get_default() else { return }
    gtk_style_context_add_provider_for_display(display, opaque(object), priority)
    self.display = display
  }

  /// Above the application's own sheet (for generated rules that override it).
  public static let overApplicationPriority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1

  public func uninstall() {
    guard let display else { return }
    gtk_style_context_remove_provider_for_display(display, opaque(object))
    self.display = nil
  }
}
