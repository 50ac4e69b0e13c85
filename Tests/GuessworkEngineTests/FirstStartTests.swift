import Testing

@testable import GuessworkEngine

/// The first start takes the word language from the player's locale (injected as
/// `firstStartLanguage`); from then on the saved preference decides.
@Suite("First start")
struct FirstStartTests {
  @Test("With no preferences saved, the locale's language is chosen and remembered")
  func firstStartPicksTheLocalesLanguage() throws {
    let world = TestWorld()
    var environment = world.environment
    environment.firstStartLanguage = .spanish
    let session = try GameSession(environment: environment)
    #expect(session.settings.language == .spanish)
    #expect(session.game.language == .spanish)
    #expect(world.storage.loadSettings().language == .spanish)
  }

  @Test("Saved preferences win over the locale")
  func savedChoiceWins() throws {
    let world = TestWorld()
    var spanishLocale = world.environment
    spanishLocale.firstStartLanguage = .spanish
    let first = try GameSession(environment: spanishLocale)
    try first.switchLanguage(to: .english)
    #expect(try GameSession(environment: spanishLocale).settings.language == .english)
  }

  @Test("Without a language of the game in the locale, English")
  func defaultIsEnglish() throws {
    let world = TestWorld()
    #expect(try world.session().settings.language == .english)
    #expect(world.storage.hasSettingsFile)
  }
}
