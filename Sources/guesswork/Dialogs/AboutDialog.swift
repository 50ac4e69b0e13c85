import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// libadwaita's About window: version, developers and translators, licence, website, where to
/// report a problem, the word lists' sources, and the release notes of the version running.
@MainActor
enum AboutDialog {
  @discardableResult
  static func present(parent: Window, appearance: Appearance) -> AboutWindow {
    let about = AboutWindow()
    about.set(
      name: "Guesswork", iconName: BuildProfile.applicationID, version: BuildProfile.version,
      developerName: L("The Guesswork developers"),
      comments: L("Guess the hidden five-letter word in six tries."),
      website: "https://github.com/guesswork-game/guesswork",
      issueURL: "https://github.com/guesswork-game/guesswork/issues",
      copyright: L("© 2026 The Guesswork developers"), developers: [L("The Guesswork developers")])
    about.addAcknowledgementSection(L("Word Lists"), [
      L("SCOWL by Kevin Atkinson (English words) http://wordlist.aspell.net/"),
      L("Hunspell Spanish dictionary, RLA-ES project (Spanish words) https://github.com/sbosio/rla-es"),
      L("wspanish, the Spanish word list packaged by Debian (public domain)"),
      L("wordfreq by Robyn Speer (word frequencies, CC BY-SA 4.0) https://github.com/rspeer/wordfreq"),
    ])
    // TRANSLATORS: your names, one a line; shown in About under "Translated by".
    let translators = L("translator-credits")
    if translators != "translator-credits" { about.setTranslatorCredits(translators) }
    if let notes = ReleaseNotes.latest() { about.setReleaseNotes(notes.description, version: notes.version) }
    about.setParent(parent)
    about.isModal = true
    // GTK owns the window until it is closed; `Appearance` keeps it styled until then.
    appearance.adopt(about)
    about.present()
    return about
  }
}
