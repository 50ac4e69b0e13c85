import CGtk
import GtkBridge
import GuessworkEngine

/// Decides light or dark from the player's choice and the desktop's, and high contrast; applies it
/// to GTK's theme and to every window of the game as CSS classes (`.light`/`.dark`,
/// `.high-contrast`).
final class Appearance {
  private let portal = AppearancePortal()
  private var windows: [UnsafeMutablePointer<GtkWidget>] = []
  var preference: ThemePreference = .system { didSet { apply() } }
  var highContrast = false { didSet { apply() } }
  /// Called after the look changed (the board redraws, the share text colours follow).
  var onChange: (() -> Void)?

  var isDark: Bool {
    switch preference {
    case .dark: true
    case .light: false
    case .system: portal.colorScheme == .dark
    }
  }

  func start(connection: OpaquePointer?) {
    portal.onChange = { [weak self] _ in
      guard let self, self.preference == .system else { return }
      self.apply()
    }
    portal.start(connection: connection)
  }

  /// Styles a window now and on every later change until it is destroyed.
  func adopt(_ window: UnsafeMutablePointer<GtkWidget>) {
    windows.append(window)
    gtk_widget_add_css_class(window, "guesswork")
    Signals.on(raw(window), "destroy") { [weak self] in self?.windows.removeAll { $0 == window } }
    style(window)
  }

  private func apply() {
    DesktopSettings.setPrefersDark(isDark)
    for window in windows { style(window) }
    onChange?()
  }

  private func style(_ window: UnsafeMutablePointer<GtkWidget>) {
    Widgets.setClass("dark", isDark, on: window)
    Widgets.setClass("light", !isDark, on: window)
    Widgets.setClass("high-contrast", highContrast, on: window)
  }
}
