import GuessworkEngine
import Localization

/// What the preferences dialog shows: each control's state, as the session has it now (after a
/// change was applied or refused).
public struct PreferencesPresentation: Hashable, Sendable {
  public let theme: ThemePreference
  public let highContrast: Bool
  /// Hard mode of the round in progress; of the next round once this one is over.
  public let hardMode: Bool
  public let language: Language
  /// The length of unlimited rounds.
  public let wordLength: Int
  /// The interface's language chosen here (`nil`: the desktop's).
  public let interfaceLanguage: InterfaceLanguage?
  /// The kind of the daily and unlimited rounds.
  public let kind: RoundKind
  /// Whether the round on the board has several boards, where hard mode is not played.
  public let hasSeveralBoards: Bool

  /// The Boards row's choices, in its order.
  public static let kinds = RoundKind.all
  public static var kindNames: [String] { kinds.map(\.displayName) }

  /// What Boards changes.
  public static var kindSubtitle: String {
    L("Answers found at once on one keyboard, or one board after another")
  }

  /// What Hard Mode means, and that it waits for a round of one board when there are several.
  public var hardModeSubtitle: String {
    hasSeveralBoards
      ? L("One board only: with several, one board's hints could rule out another's answer")
      : L("Any revealed hints must be used in subsequent guesses")
  }

  public static let themes: [ThemePreference] = [.system, .light, .dark]
  /// The lengths the Word Length row offers, in its order.
  public static let wordLengths = Array(Word.lengths)

  /// Each choice of the Word Length row: "4 letters" … "7 letters".
  public static var wordLengthNames: [String] { wordLengths.map(lettersName) }

  /// "7 letters": a length as the header, the statistics and Preferences name it.
  static func lettersName(_ length: Int) -> String { Ln("%d letter", "%d letters", length, length) }

  /// The length where a round's name says it (the header, a review's second line): none for
  /// five letters, the original game's.
  static func otherLengthName(_ length: Int) -> String? {
    length == Word.standardLength ? nil : lettersName(length)
  }

  /// The Interface Language row's choices, in its order: the desktop's, then each language.
  public static let interfaceLanguages: [InterfaceLanguage?] = [nil] + InterfaceLanguage.allCases

  /// Each choice of the Interface Language row: "Follow System", then each language in its own
  /// name (as the Word Language row names them; Brazilian Portuguese says so).
  public static var interfaceLanguageNames: [String] {
    interfaceLanguages.map { language in
      switch language {
      case nil: Lp("interface", "Follow System")
      case .english: "English"
      case .spanish: "Español"
      case .french: "Français"
      case .german: "Deutsch"
      case .italian: "Italiano"
      case .portuguese: "Português (Brasil)"
      }
    }
  }

  /// What Interface Language changes, and when.
  public static var interfaceLanguageSubtitle: String {
    L("From the next start")
  }

  /// What Word Length changes.
  public static var wordLengthSubtitle: String {
    L("Unlimited rounds and chosen words; the daily puzzle always has five")
  }

  /// What High Contrast Mode changes, or, when the desktop asks for high contrast (its
  /// accessibility setting), that the game follows it: the switch is then on and cannot be
  /// turned off here.
  public static func highContrastSubtitle(desktopAsks: Bool) -> String {
    desktopAsks
      ? L("On because the desktop asks for high contrast")
      : L("Orange and blue instead of green and yellow, for colour vision")
  }
}

extension GameViewModel {
  public var preferences: PreferencesPresentation {
    let settings = session.settings
    return PreferencesPresentation(
      theme: settings.theme, highContrast: settings.highContrast,
      // Of a round of several boards, which has none: the setting, for rounds of one.
      hardMode: isRoundOver || game.shape.boards > 1 ? settings.hardMode : game.isHardMode,
      language: settings.language, wordLength: settings.roundLength,
      interfaceLanguage: settings.interfaceLanguage, kind: settings.kind,
      hasSeveralBoards: game.shape.boards > 1)
  }
}
