import Localization
import Testing

/// The placeholders of translated messages (`MessageFormat`): what xgettext marks c-format and
/// msgfmt checks, filled without Foundation.
@Suite("Message format")
struct MessageFormatTests {
  @Test("Values fill %s and %d in order; %% is a percent sign")
  func inOrder() {
    #expect(MessageFormat.apply("%s has %d letters (100%%)", ["crane", 5]) == "crane has 5 letters (100%)")
  }

  @Test("Positional placeholders let a translation reorder the values")
  func positional() {
    #expect(MessageFormat.apply("%2$d de %1$s de %3$d", ["enero", 31, 2026]) == "31 de enero de 2026")
  }

  @Test("A grouped number uses the locale's separator (none in the C locale)")
  func grouped() {
    #expect(MessageFormat.apply("%'d wins", [1234]) == "1234 wins")
    #expect(LocaleNumbers.grouped(-42) == "-42")
    #expect(LocaleNumbers.decimal(5.94, digits: 1) == "5.9")
    #expect(LocaleNumbers.decimal(.infinity, digits: 1) == "inf")
  }

  @Test("A placeholder without a value is left empty; an unknown one is kept as text")
  func forgiving() {
    #expect(MessageFormat.apply("%s and %s", ["one"]) == "one and ")
    #expect(MessageFormat.apply("50%x", []) == "50%x")
    #expect(MessageFormat.apply("no placeholders", ["ignored"]) == "no placeholders")
  }

  @Test("The player's languages: LANGUAGE first, then the locale; none under C")
  func languages() {
    #expect(messageLanguages(locale: "es_ES.UTF-8", languageVariable: nil) == ["es_ES", "es"])
    #expect(
      messageLanguages(locale: "en_GB.UTF-8", languageVariable: "es_MX:fr")
        == ["es_MX", "es", "fr", "en_GB", "en"])
    #expect(messageLanguages(locale: "C", languageVariable: "es") == [])
    #expect(messageLanguages(locale: "C.UTF-8", languageVariable: "es") == [])
  }
}
