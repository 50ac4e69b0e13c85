/// Light, dark, or whatever the desktop uses.
public enum ThemePreference: String, Codable, CaseIterable, Sendable {
  case system
  case light
  case dark
}

/// The player's choices, saved on every change.
public struct Settings: Hashable, Codable, Sendable {
  public var theme: ThemePreference = .system
  public var hardMode = false
  public var highContrast = false
  public var language: Language = .english
  public var mode: PlayMode = .daily
  /// The window's size when it was last closed, so it reopens the same.
  public var windowWidth: Int?
  public var windowHeight: Int?
  public var windowMaximized = false
  /// Whether How to Play has opened by itself (it does once, on the first start).
  public var helpShown = false

  public init() {}

  enum CodingKeys: String, CodingKey, CaseIterable {
    case theme, hardMode, highContrast, language, mode, windowWidth, windowHeight, windowMaximized
    case helpShown
  }
}

/// Settings read field by field: one damaged value falls back to its default and is named, while the
/// rest of the player's choices are kept.
struct RecoveredSettings: Decodable {
  var settings = Settings()
  var damagedFields: [String] = []

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: Settings.CodingKeys.self)
    func field<Value: Decodable>(_ key: Settings.CodingKeys, _ apply: (Value) -> Void) {
      guard container.contains(key) else { return }
      if let value = try? container.decode(Value.self, forKey: key) {
        apply(value)
      } else {
        damagedFields.append(key.stringValue)
      }
    }
    field(.theme) { settings.theme = $0 }
    field(.hardMode) { settings.hardMode = $0 }
    field(.highContrast) { settings.highContrast = $0 }
    field(.language) { settings.language = $0 }
    field(.mode) { settings.mode = $0 }
    field(.windowWidth) { (value: Int) in settings.windowWidth = (200...20_000).contains(value) ? value : nil }
    field(.windowHeight) { (value: Int) in settings.windowHeight = (200...20_000).contains(value) ? value : nil }
    field(.windowMaximized) { settings.windowMaximized = $0 }
    // Choices saved before the field existed belong to a player who has played already.
    settings.helpShown = Settings.CodingKeys.allCases.contains { container.contains($0) }
    field(.helpShown) { settings.helpShown = $0 }
  }
}
