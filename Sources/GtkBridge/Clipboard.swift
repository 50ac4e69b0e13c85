import CGtk

/// The desktop clipboard of a widget's display.
public enum Clipboard {
  public static func setText(_ text: String, for widget: UnsafeMutablePointer<GtkWidget>) {
    let clipboard = gtk_widget_get_clipboard(widget)
    text.withCString { gdk_clipboard_set_text(clipboard, $0) }
  }

  /// The clipboard's text when this process owns it (what the game itself copied), else `nil`.
  public static func localText(for widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    let clipboard = gtk_widget_get_clipboard(widget)
    guard let content = gdk_clipboard_get_content(clipboard) else { return nil }
    var value = GValue()
    g_value_init(&value, G_TYPE_STRING_TYPE)
    defer { g_value_unset(&value) }
    var error: UnsafeMutablePointer<GError>?
    guard gdk_content_provider_get_value(content, &value, &error) != 0 else {
      if let error { g_error_free(error) }
      return nil
    }
    return g_value_get_string(&value).map { String(cString: $0) }
  }
}

/// `G_TYPE_STRING` is a macro; its fundamental type number is fixed by GLib (16 << 2).
public let G_TYPE_STRING_TYPE = GType(16 << 2)
/// `G_TYPE_BOOLEAN`.
public let G_TYPE_BOOLEAN_TYPE = GType(5 << 2)
