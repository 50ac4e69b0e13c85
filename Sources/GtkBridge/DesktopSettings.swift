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
}
