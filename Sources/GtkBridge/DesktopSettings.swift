import CGtk

/// GtkSettings that the game reads or sets (GTK owns the object for the display's life).
@MainActor
public enum DesktopSettings {
  private static var settings: gpointer? { gtk_settings_get_default().map { raw($0) } }

  /// Whether the desktop's own GTK set-up asks for dark, before the game changes anything: a dark
  /// variant asked for in settings.ini, a theme named "…-dark", or `GTK_THEME=Name:dark`. What
  /// "follow the system" falls back on where no settings portal says.
  public static func desktopPrefersDark(environment: [String: String]) -> Bool {
    if let theme = environment["GTK_THEME"]?.lowercased(), theme.hasSuffix(":dark") || theme.hasSuffix("-dark") {
      return true
    }
    guard let settings else { return false }
    if guesswork_object_get_bool(settings, "gtk-application-prefer-dark-theme") != 0 { return true }
    guard let name = guesswork_object_dup_string(settings, "gtk-theme-name") else { return false }
    defer { g_free(name) }
    return String(cString: name).lowercased().hasSuffix("-dark")
  }

  /// Asks the GTK theme for its dark or light variant. GTK reloads the whole theme on every set,
  /// even of the value it already has (which also restyles every window at once); `onlyIfChanged`
  /// skips that reload when nothing changes, as at start-up, where two of them cost about 30 ms.
  public static func setPrefersDark(_ dark: Bool, onlyIfChanged: Bool = false) {
    guard let settings else { return }
    let name = "gtk-application-prefer-dark-theme"
    if onlyIfChanged, (guesswork_object_get_bool(settings, name) != 0) == dark { return }
    guesswork_object_set_bool(settings, name, dark ? 1 : 0)
  }

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
