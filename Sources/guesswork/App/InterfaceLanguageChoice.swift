import Glibc
import GuessworkEngine
import Localization

/// The interface language chosen in the preferences, applied before the first message: gettext
/// then looks in its catalogue first (`LANGUAGE`), whatever the desktop's locale, which keeps its
/// dates, numbers and word language's default. gettext reads `LANGUAGE` only under a real locale:
/// under C (a bare container, a script) the messages take a UTF-8 locale of that language, or of
/// English, where one is installed; with none the interface stays English.
enum InterfaceLanguageChoice {
  /// Applies the saved choice, if any, and returns the environment as the rest of the start-up
  /// should see it (its `LANGUAGE` changed).
  static func apply(environment: [String: String]) -> [String: String] {
    guard
      let chosen = Storage.savedInterfaceLanguage(locations: StorageLocations(environment: environment))
    else { return environment }
    let code = chosen.rawValue
    let base = String(code.prefix { $0 != "_" })
    let value = code == base ? code : "\(code):\(base)"
    setenv("LANGUAGE", value, 1)
    var changed = environment
    changed["LANGUAGE"] = value
    if messageLanguages(locale: Catalogue.messagesLocale, languageVariable: nil).isEmpty {
      for candidate in [chosen.locale, "en_US.UTF-8", "C.UTF-8"] where setlocale(LC_MESSAGES, candidate) != nil {
        break
      }
    }
    return changed
  }
}

extension InterfaceLanguage {
  /// The usual UTF-8 locale of the language.
  var locale: String {
    switch self {
    case .english: "en_US.UTF-8"
    case .spanish: "es_ES.UTF-8"
    case .french: "fr_FR.UTF-8"
    case .german: "de_DE.UTF-8"
    case .italian: "it_IT.UTF-8"
    case .portuguese: "pt_BR.UTF-8"
    }
  }
}
