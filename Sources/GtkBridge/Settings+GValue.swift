import CGtk

/// GtkSettings that the game reads or sets.
public enum DesktopSettings {
  /// Asks the GTK theme for its dark or light variant. GTK reloads the whole theme on every set,
  /// even of the value it already has (which also restyles every window at once); `onlyIfChanged`
  /// skips that reload when nothing changes, as at start-up, where two of them cost about 30 ms.
  public static func setPrefersDark(_ dark: Bool, onlyIfChanged: Bool = false) {
    guard let settings = gtk_settings_get_default() else { return }
    let name = "gtk-application-prefer-dark-theme"
    if onlyIfChanged, (guesswork_object_get_bool(raw(settings), name) != 0) == dark { return }
    guesswork_object_set_bool(raw(settings), name, dark ? 1 : 0)
  }
}
