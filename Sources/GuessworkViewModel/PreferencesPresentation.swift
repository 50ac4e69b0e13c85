import GuessworkEngine
import Localization

/// What the preferences dialog shows: each control's state, as the session has it now (after a
/// change was applied or refused).
public struct PreferencesPresentation: Hashable, Sendable {
  public let theme: ThemePreference
  public let highContrast: Bool
  /// Hard mode of the round in progress; of the next round once this one is over.
  public let hardMode: Bool
  /// The selected game mode; `nil` while a chosen word or day is played (neither mode, so choosing
  /// either one, even the remembered one, goes back to it).
  public let mode: PlayMode?
  /// The chosen round's own entry after the modes ("Chosen Word", "Past Day"), selected instead.
  public let otherRound: String?
  /// The line under "Game Mode".
  public let modeSubtitle: String
  public let language: Language

  public static let themes: [ThemePreference] = [.system, .light, .dark]
  public static var modeSubtitle: String { L("A new puzzle every day, or as many rounds as you like") }
  public static var chosenRoundSubtitle: String {
    L("Playing a chosen word or day; choose a mode to go back to it")
  }
}

extension GameViewModel {
  public var preferences: PreferencesPresentation {
    let settings = session.settings
    let choices = modeChoices
    return PreferencesPresentation(
      theme: settings.theme, highContrast: settings.highContrast,
      hardMode: isRoundOver ? settings.hardMode : game.isHardMode,
      mode: choices.selected, otherRound: choices.otherRound,
      modeSubtitle: choices.otherRound != nil
        ? PreferencesPresentation.chosenRoundSubtitle : PreferencesPresentation.modeSubtitle,
      language: settings.language)
  }
}
