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

  public static let themes: [ThemePreference] = [.system, .light, .dark]
}

extension GameViewModel {
  public var preferences: PreferencesPresentation {
    let settings = session.settings
    return PreferencesPresentation(
      theme: settings.theme, highContrast: settings.highContrast,
      hardMode: isRoundOver ? settings.hardMode : game.isHardMode,
      language: settings.language)
  }
}
