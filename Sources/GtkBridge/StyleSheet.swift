import CGtk

/// A CSS provider installed for the whole display. Parsing errors are collected, not just printed,
/// so start-up can report a broken style sheet and tests can assert there is none.
public final class StyleSheet {
  private let provider: OpaquePointer
  public private(set) var errors: [String] = []
  /// The display the sheet is installed on: the display keeps its own reference to the provider,
  /// so the sheet takes itself off when it goes.
  private var display: OpaquePointer?

  public init() {
    provider = OpaquePointer(gtk_css_provider_new())
    Signals.onParsingError(raw(provider)) { [weak self] section, error in
      var place = ""
      if let section {
        let start = gtk_css_section_get_start_location(section)
        if let start { place = "line \(start.pointee.lines + 1): " }
      }
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      self?.errors.append(place + message)
    }
  }

  deinit {
    uninstall()
    g_object_unref(raw(provider))
  }

  /// Replaces the sheet with this CSS text.
  public func load(css: String) {
    errors = []
    css.withCString { gtk_css_provider_load_from_data(cast(provider), $0, -1) }
  }

  /// Adds the sheet to every window of the default display.
  public func install(priority: UInt32 = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)) {
    guard display == nil, let display = gdk_display_get_default() else { return }
    gtk_style_context_add_provider_for_display(display, provider, priority)
    self.display = display
  }

  public func uninstall() {
    guard let display else { return }
    gtk_style_context_remove_provider_for_display(display, provider)
    self.display = nil
  }
}
