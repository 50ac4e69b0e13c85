import CGtk

/// GtkSettings that the game reads or sets.
public enum DesktopSettings {
  /// Asks the GTK theme for its dark or light variant.
  public static func setPrefersDark(_ dark: Bool) {
    guard let settings = gtk_settings_get_default() else { return }
    guesswork_object_set_bool(raw(settings), "gtk-application-prefer-dark-theme", dark ? 1 : 0)
  }
}
