/// Light, dark, or whatever the desktop uses.
public enum ThemePreference: String, Codable, CaseIterable, Sendable {
  case system
  case light
  case dark
}

/// The language of the game's menus and messages when the player chose one in the preferences
/// (else the desktop's): a catalogue of `po/`, named as gettext names it.
public enum InterfaceLanguage: String, Codable, CaseIterable, Sendable {
  case english = "en"
  case spanish = "es"
  case french = "fr"
  case german = "de"
  case italian = "it"
  case portuguese = "pt_BR"
}

/// The player's choices, saved on every change.
public struct Settings: Hashable, Encodable, Sendable {
  public var theme: ThemePreference = .system
  public var hardMode = false
  public var highContrast = false
  public var language: Language = .english
  public var mode: PlayMode = .daily
  /// The window's size when it was last closed, so it reopens the same (200–20,000 pixels).
  public var windowWidth: Int?
  public var windowHeight: Int?
  public var windowMaximized = false
  /// Whether How to Play has opened by itself (it does once, on the first start).
  public var helpShown = false
  /// The length of unlimited rounds, chosen words and challenges, 4 to 7 (the daily puzzle has
  /// five). `nil` is five, and is not written: a player who never chose another length keeps a
  /// file an older game reads without a word of complaint.
  public var wordLength: Int?
  /// The interface's language; `nil` (not written) follows the desktop's locale. Read before the
  /// window is built (`Storage.savedInterfaceLanguage`): a change shows at the next start.
  public var interfaceLanguage: InterfaceLanguage?
  /// The kind of round (boards at once or in sequence) of the daily and unlimited rounds, saved
  /// as `"boards": "4"`; `nil`, not written, is one board: a player who never picked another
  /// keeps a file an older game reads without a word of complaint.
  var boards: RoundKind?

  public init() {}

  /// The kind of the daily and unlimited rounds.
  public var kind: RoundKind {
    get { boards ?? .single }
    set { boards = newValue == .single ? nil : newValue }
  }

  /// The length of the next unlimited round, chosen word or challenge.
  public var roundLength: Int {
    get { wordLength ?? Word.standardLength }
    set { wordLength = newValue == Word.standardLength ? nil : newValue }
  }

  /// The window sizes a saved file may hold; anything else is a damaged value.
  public static let windowSizes = 200...20_000
}

/// A preference, as a damaged settings file names what it lost: a value, never the English words
/// for it (the view model's `Wording.swift` says them in the player's language).
public enum Preference: Hashable, Sendable, CaseIterable {
  case theme, hardMode, highContrast, wordLanguage, gameMode, windowSize, windowMaximized, helpShown
  case wordLength, interfaceLanguage, roundKind
}

/// How each preference is saved and checked: its key, the words the player is told when it is
/// damaged, whether the game always writes it, and which values it may take.
///
/// No preference is required: a preferences file written by hand may hold only the choices it
/// changes, and a missing one takes its default. A key damaged on disk still never goes unnoticed:
/// it becomes an unknown key (or breaks the JSON), and then the preferences the game always writes
/// that are missing are named as lost. A new preference is one more entry (files written before it lack it: its
/// `whenAbsent` says what that means); `Settings` gets the property, and
/// `SettingsValidationTests` checks that the table and the encoded keys agree.
struct SettingsField: Sendable {
  let key: String
  /// The preference the key holds, as the player is told it was lost (the view model words it).
  let preference: Preference
  /// Whether every file the game writes has it (window sizes only once the window was closed).
  let alwaysWritten: Bool
  /// Reads the value into the settings; false when it is of the wrong type or out of range.
  let apply: @Sendable (JSONValue, inout Settings) -> Bool
  /// Sets the preference to its value in other settings: a save puts only the preferences this
  /// game changed onto the file as another game may have left it (`Storage.save(_:)`).
  let copy: @Sendable (Settings, inout Settings) -> Void
  /// Whether two sets of settings differ in this preference.
  let differs: @Sendable (Settings, Settings) -> Bool
  /// What a file written before the preference existed means for it (nothing: its default).
  var whenAbsent: (@Sendable (inout Settings) -> Void)?

  static let all: [SettingsField] = [
    .value("theme", .theme, \.theme) { $0.named() },
    .value("hardMode", .hardMode, \.hardMode) { $0.bool },
    .value("highContrast", .highContrast, \.highContrast) { $0.bool },
    .value("language", .wordLanguage, \.language) { $0.named() },
    .value("mode", .gameMode, \.mode) { $0.named() },
    .windowSize("windowWidth", \.windowWidth),
    .windowSize("windowHeight", \.windowHeight),
    .value("windowMaximized", .windowMaximized, \.windowMaximized) { $0.bool },
    // Added after the first release: preferences saved before it belong to a player who has
    // played already, so the help does not open by itself for them.
    .value("helpShown", .helpShown, \.helpShown, alwaysWritten: false) { $0.bool }
      .whenAbsent { $0.helpShown = true },
    // Added with words of 4 to 7 letters; written only when it is not five.
    .value("wordLength", .wordLength, \.wordLength, alwaysWritten: false) { json -> Int?? in
      guard let length = json.int, Word.lengths.contains(length) else { return .none }
      return .some(length)
    },
    // Added with the interface language in the preferences; written only when one is chosen.
    .value("interfaceLanguage", .interfaceLanguage, \.interfaceLanguage, alwaysWritten: false) {
      json -> InterfaceLanguage?? in
      guard let language = json.named(InterfaceLanguage.self) else { return .none }
      return .some(language)
    },
    // Added with rounds of several boards; written only when it is not one board.
    .value("boards", .roundKind, \.boards, alwaysWritten: false) { json -> RoundKind?? in
      guard let kind = json.string.flatMap(RoundKind.init(key:)) else { return .none }
      return .some(kind)
    },
  ]

  func whenAbsent(_ meaning: @escaping @Sendable (inout Settings) -> Void) -> SettingsField {
    var field = self
    field.whenAbsent = meaning
    return field
  }

  static func value<Value: Equatable & Sendable>(
    _ key: String, _ preference: Preference, _ path: WritableKeyPath<Settings, Value> & Sendable,
    alwaysWritten: Bool = true,
    _ convert: @escaping @Sendable (JSONValue) -> Value?
  ) -> SettingsField {
    SettingsField(
      key: key, preference: preference, alwaysWritten: alwaysWritten,
      apply: { json, settings in
        guard let value = convert(json) else { return false }
        settings[keyPath: path] = value
        return true
      },
      copy: { source, settings in settings[keyPath: path] = source[keyPath: path] },
      differs: { one, other in one[keyPath: path] != other[keyPath: path] })
  }

  /// Written only once the window was closed.
  static func windowSize(
    _ key: String, _ path: WritableKeyPath<Settings, Int?> & Sendable
  ) -> SettingsField {
    .value(key, .windowSize, path, alwaysWritten: false) { json -> Int?? in
      // `.none` refuses the value; `.some(size)` sets it (a bare `nil` would set it to nil).
      guard let size = json.int, Settings.windowSizes.contains(size) else { return .none }
      return .some(size)
    }
  }
}

/// Settings read field by field: each damaged, missing or unknown field is named, and every sound
/// one is kept (a damaged one keeps its default).
struct CheckedSettings {
  var settings = Settings()
  /// The preferences the player is told were lost, without repeats, in the table's order.
  var damagedNames: [Preference] = []
  /// Keys that no preference has.
  var unknownKeys: [String] = []

  /// `checkMissing` is off for what was saved from a file cut short (its missing keys are known).
  /// `repeatedKeys`: keys the file holds more than once, each a damaged preference (which of its
  /// values was meant cannot be told; the history counts a repeated key as damage too).
  init(_ object: [String: JSONValue], checkMissing: Bool = true, repeatedKeys: Set<String> = []) {
    let known = Set(SettingsField.all.map(\.key)).union(["format"])
    unknownKeys = object.keys.filter { !known.contains($0) }.sorted()
    for field in SettingsField.all {
      if repeatedKeys.contains(field.key) {
        damaged(field.preference)
        field.whenAbsent?(&settings)
        continue
      }
      guard let value = object[field.key] else {
        // Beside an unknown key, a missing preference is most likely that key, damaged.
        if checkMissing && field.alwaysWritten && !unknownKeys.isEmpty { damaged(field.preference) }
        field.whenAbsent?(&settings)
        continue
      }
      if !field.apply(value, &settings) { damaged(field.preference) }
    }
  }

  var isSound: Bool { damagedNames.isEmpty && unknownKeys.isEmpty }

  private mutating func damaged(_ preference: Preference) {
    if !damagedNames.contains(preference) { damagedNames.append(preference) }
  }
}
