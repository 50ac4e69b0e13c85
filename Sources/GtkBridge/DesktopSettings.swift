import CAdwaita
import CGtk

/// GtkSettings that the game reads or sets (GTK owns the object for the display's life).
@MainActor
public enum DesktopSettings {
  private static var settings: gpointer? { gtk_settings_get_default().map { raw($0) } }

  /// Whether the desktop wants animations (`gtk-enable-animations`).
  public static var animationsEnabled: Bool {
    get {
      guard let settings else { return true }
      return guesswork_object_get_bool(settings, "gtk-enable-animations") != 0
    }
    set {
      guard let settings else { return }
      guesswork_object_set_bool(settings, "gtk-enable-animations", newValue ? 1 : 0)
    }
  }

  /// The desktop's interface font (`gtk-font-name`, "Cantarell 11" on GNOME), e.g. for a test
  /// that measures text as a GNOME user sees it; `nil` when there is no display.
  public static var fontName: String? {
    get {
      guard let settings, let value = guesswork_object_dup_string(settings, "gtk-font-name") else { return nil }
      defer { g_free(value) }
      return String(cString: value)
    }
    set {
      guard let settings else { return }
      guesswork_object_set_string(settings, "gtk-font-name", newValue)
    }
  }
}
