import GtkBridge

/// The Keyboard Shortcuts window (Ctrl+?), installed as the main window's help overlay.
@MainActor
enum ShortcutsWindow {
  /// Where it is described (`data/shortcuts.ui`, compiled into the game).
  static let resource = GameResources.basePath + "/shortcuts.ui"

  /// Adds the main window's `win.show-help-overlay` action (Ctrl+?, the menu's Keyboard
  /// Shortcuts). The window itself is built the first time it is asked for: building it with the
  /// main window delayed the game's first frame for a window most players never open (which is
  /// also why it is not at GTK's automatic `gtk/help-overlay.ui`).
  static func install(on window: ApplicationWindow, appearance: Appearance) {
    var overlay: GtkBridge.ShortcutsWindow?
    window.addAction("show-help-overlay") { [weak window, weak appearance] in
      if overlay == nil, let window, let appearance { overlay = build(for: window, appearance: appearance) }
      overlay?.present()
    }
  }

  /// Builds the shortcuts window and makes it the main window's help overlay, which owns it (and
  /// keeps it, hidden, when it is closed).
  static func build(for window: ApplicationWindow, appearance: Appearance) -> GtkBridge.ShortcutsWindow? {
    guard let overlay = GtkBridge.ShortcutsWindow(resource: resource, id: "shortcuts") else { return nil }
    window.setHelpOverlay(overlay)
    appearance.adopt(overlay)
    return overlay
  }
}
