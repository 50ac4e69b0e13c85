import CGtk
import GtkBridge

/// Small conveniences over GTK calls the windows make often.
enum Widgets {
  static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, classes: [String] = [])
    -> UnsafeMutablePointer<GtkWidget>
  {
    let box = gtk_box_new(orientation, spacing)!
    for name in classes { gtk_widget_add_css_class(box, name) }
    return box
  }

  static func label(_ text: String, classes: [String] = []) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(text)!
    for name in classes { gtk_widget_add_css_class(label, name) }
    return label
  }

  static func append(_ child: UnsafeMutablePointer<GtkWidget>, to box: UnsafeMutablePointer<GtkWidget>) {
    gtk_box_append(cast(box), child)
  }

  /// Sets or clears a CSS class.
  static func setClass(_ name: String, _ on: Bool, on widget: UnsafeMutablePointer<GtkWidget>) {
    if on {
      gtk_widget_add_css_class(widget, name)
    } else {
      gtk_widget_remove_css_class(widget, name)
    }
  }

  static func hasClass(_ name: String, _ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_has_css_class(widget, name) != 0
  }

  /// Whether the desktop wants animations (GtkSettings `gtk-enable-animations`).
  static var animationsEnabled: Bool {
    guard let settings = gtk_settings_get_default() else { return true }
    return guesswork_object_get_bool(raw(settings), "gtk-enable-animations") != 0
  }
}
