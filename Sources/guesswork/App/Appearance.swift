import FoundationEssentials
import GtkBridge
import GuessworkEngine

/// Decides light or dark from the player's choice and the desktop's, and high contrast; applies it
/// to GTK's theme and to every window of the game as CSS classes (`.light`/`.dark`,
/// `.high-contrast`).
@MainActor
final class Appearance {
  private let portal = AppearancePortal()
  /// The open windows it styles; each is let go when GTK destroys it.
  private var windows: [Window] = []
  var preference: ThemePreference = .system { didSet { apply(restyleAtOnce: isStarted) } }
  var highContrast = false { didSet { apply(restyleAtOnce: isStarted) } }
  /// Called after the look changed (the board redraws, the share text colours follow).
  var onChange: (() -> Void)?

  var isDark: Bool {
    switch preference {
    case .dark: true
    case .light: false
    case .system:
      switch portal.colorScheme {
      case .dark: true
      case .light: false
      case .noPreference: desktopDefaultIsDark
      }
    }
  }

  /// The desktop's GTK set-up as it was before the game touched it (read at the first use, which
  /// comes before the game's first change).
  private lazy var desktopDefaultIsDark = DesktopSettings.desktopPrefersDark(
    environment: ProcessInfo.processInfo.environment)

  func start(connection: DBusConnection?) {
    isStarted = true
    portal.onChange = { [weak self] _ in
      guard let self, self.preference == .system else { return }
      self.apply(restyleAtOnce: false)
    }
    portal.start(connection: connection)
  }

  /// Stops following the desktop (the application is shutting down).
  func stop() { portal.stop() }

  /// Styles a window now and on every later change until it is destroyed.
  func adopt(_ window: Window) {
    windows.append(window)
    window.addClass("guesswork")
    window.onDestroy { [weak self] window in self?.windows.removeAll { $0 === window } }
    style(window)
  }

  /// Whether start-up is over (the player's own changes then restyle every window at once).
  private var isStarted = false

  /// `restyleAtOnce` reloads GTK's theme even when light/dark stays (the player changed the look);
  /// without it, as at start-up and when the desktop's preference arrives, the theme is reloaded
  /// only if light/dark changes (each reload costs about 15 ms).
  private func apply(restyleAtOnce: Bool) {
    DesktopSettings.setPrefersDark(isDark, onlyIfChanged: !restyleAtOnce)
    for window in windows { style(window) }
    onChange?()
  }

  private func style(_ window: Window) {
    window.setClass("dark", isDark)
    window.setClass("light", !isDark)
    window.setClass("high-contrast", highContrast)
  }
}
