import CAdwaita
import CGtk

/// libadwaita's style manager: the light or dark style the application asks for, and what the
/// desktop asks for (its light/dark preference and its high-contrast setting, read by libadwaita
/// from the settings portal or GSettings, and followed while the game runs).
///
/// It wraps the display's one manager, which libadwaita owns for the process's life.
@MainActor
public final class StyleManager: ObjectWrapper {
  /// What the application asks for: follow the desktop, or always light or dark.
  public enum ColorScheme: Sendable {
    case followDesktop, light, dark
  }

  override class var gtype: GType { adw_style_manager_get_type() }
  override class var isCounted: Bool { false }

  required init(retaining object: gpointer) { super.init(retaining: object) }

  /// The default display's manager (`nil` before libadwaita is started: no application yet).
  public static var shared: StyleManager? {
    guard adw_is_initialized() != 0, let manager = adw_style_manager_get_default() else { return nil }
    return StyleManager.wrapping(raw(manager))
  }

  private var manager: OpaquePointer { opaque(object) }

  public var colorScheme: ColorScheme {
    get {
      switch adw_style_manager_get_color_scheme(manager) {
      case ADW_COLOR_SCHEME_FORCE_DARK, ADW_COLOR_SCHEME_PREFER_DARK: .dark
      case ADW_COLOR_SCHEME_FORCE_LIGHT: .light
      default: .followDesktop
      }
    }
    set {
      let scheme =
        switch newValue {
        case .followDesktop: ADW_COLOR_SCHEME_DEFAULT
        case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
        case .dark: ADW_COLOR_SCHEME_FORCE_DARK
        }
      if adw_style_manager_get_color_scheme(manager) != scheme { adw_style_manager_set_color_scheme(manager, scheme) }
    }
  }

  /// Whether the style shown is dark (the application's choice, or the desktop's).
  public var isDark: Bool { adw_style_manager_get_dark(manager) != 0 }

  /// Whether the desktop asks for high contrast.
  public var desktopHighContrast: Bool { adw_style_manager_get_high_contrast(manager) != 0 }

  /// Called when the style shown turns dark or light, or the desktop's high contrast changes.
  @discardableResult
  public func onChange(_ handler: @escaping @MainActor () -> Void) -> [SignalConnection] {
    [Signal.darkChanged.connect(self, handler), Signal.highContrastChanged.connect(self, handler)]
  }
}
