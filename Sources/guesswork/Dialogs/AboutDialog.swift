import GtkBridge
import Localization

/// The standard About window: version, licence, website, and credit for the word lists' sources.
@MainActor
enum AboutDialog {
  @discardableResult
  static func present(parent: Window, appearance: Appearance) -> GtkBridge.AboutDialog {
    let about = GtkBridge.AboutDialog()
    about.set(
      programName: "Guesswork", version: BuildProfile.version,
      comments: L("Guess the hidden five-letter word in six tries."), logoIconName: BuildProfile.applicationID,
      website: "https://github.com/guesswork-game/guesswork", websiteLabel: L("Website"),
      copyright: L("© 2026 The Guesswork developers"), authors: [L("The Guesswork developers")])
    about.addCreditSection(L("Word Lists"), [
      L("SCOWL by Kevin Atkinson (English words) http://wordlist.aspell.net/"),
      L("Hunspell Spanish dictionary, RLA-ES project (Spanish words) https://github.com/sbosio/rla-es"),
      L("wspanish, the Spanish word list packaged by Debian (public domain)"),
      L("wordfreq by Robyn Speer (word frequencies, CC BY-SA 4.0) https://github.com/rspeer/wordfreq"),
    ])
    // TRANSLATORS: your names, one a line; shown in About under "Translated by".
    let translators = L("translator-credits")
    if translators != "translator-credits" { about.setTranslatorCredits(translators) }
    about.setParent(parent)
    about.isModal = true
    // GTK owns the window until it is closed; `Appearance` keeps it styled until then.
    appearance.adopt(about)
    about.present()
    return about
  }
}
