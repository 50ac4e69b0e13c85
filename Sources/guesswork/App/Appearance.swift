import GtkBridge
import GuessworkEngine

/// Decides light or dark from the player's choice and the desktop's, and high contrast from the
/// player's switch and the desktop's setting; hands light/dark to libadwaita's style manager and
/// styles every window of the game with CSS classes (`.light`/`.dark`, `.high-contrast`) for the
/// game's own palette.
///
/// What the desktop asks for (its light/dark preference, its high-contrast setting) comes from the
/// style manager, which reads the settings portal or GSettings and follows their changes.
@MainActor
final class Appearance {
  private var manager: StyleManager?
  /// The open windows it styles; each is let go when GTK destroys it.
  private var windows: [Window] = []
  var preference: ThemePreference = .system { didSet { apply() } }
  /// The player's high-contrast switch.
  var highContrast = false { didSet { apply() } }
  /// Called after the look changed (the board redraws, the share text colours follow).
  var onChange: (() -> Void)?

  var isDark: Bool {
    if let manager { return manager.isDark }
    return preference == .dark
  }

  /// Whether the desktop asks for high contrast: the game's high-contrast palette is then used
  /// whatever the player's switch says (Preferences tells why).
  var desktopHighContrast: Bool { manager?.desktopHighContrast ?? false }

  /// Whether the high-contrast palette is in use.
  var usesHighContrast: Bool { highContrast || desktopHighContrast }

  /// Starts following the desktop through libadwaita's style manager (there once the application
  /// has started up).
  func start() {
    manager = StyleManager.shared
    manager?.onChange { [weak self] in self?.restyle() }
    apply()
  }

  /// Styles a window now and on every later change until it is destroyed.
  func adopt(_ window: Window) {
    windows.append(window)
    window.addClass("guesswork")
    window.onDestroy { [weak self] window in self?.windows.removeAll { $0 === window } }
    style(window)
  }

  /// Hands the player's choice to the style manager; it restyles every window when light/dark
  /// changes (`restyle`, from its signal), so only a change of contrast restyles here.
  private func apply() {
    guard let manager else { return }
    manager.colorScheme =
      switch preference {
      case .system: .followDesktop
      case .light: .light
      case .dark: .dark
      }
    restyle()
  }

  private func restyle() {
    for window in windows { style(window) }
    onChange?()
  }

  private func style(_ window: Window) {
    let dark = isDark
    window.setClass("dark", dark)
    window.setClass("light", !dark)
    window.setClass("high-contrast", usesHighContrast)
  }
}
