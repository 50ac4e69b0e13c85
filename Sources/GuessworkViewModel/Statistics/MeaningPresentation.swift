import GuessworkEngine
import Localization

/// What a finished round's answer means, as text and links: the statistics' result and the review
/// lay it out (later: issue 30's windows). Built only from a `FinishedRound`, which exists only
/// once the round is over, so the meaning can never be a hint.
///
/// English words have WordNet's meaning (`WordMeanings`, read when first asked for) and a link to
/// Wiktionary; Spanish words only a link to the Real Academia's dictionary, as no open Spanish
/// dictionary with definitions is available.
public struct MeaningPresentation: Hashable, Sendable {
  /// One part of speech of the word, or of the word it is a form of.
  public struct Entry: Hashable, Sendable {
    /// "noun"; "past participle of BEAR".
    public let heading: String
    /// The definitions, most frequent first (in English: WordNet's own words, a verb's with "to":
    /// "to have").
    public let senses: [String]
  }

  /// A page about the word, opened in the desktop's browser.
  public struct Link: Hashable, Sendable {
    /// "Wiktionary"; "Look it up".
    public let title: String
    /// Where it goes, for a tooltip and screen readers: "The word in Wiktionary".
    public let description: String
    /// The address, the word percent-encoded (`ñ` as `%C3%B1`).
    public let uri: String
  }

  /// "What BORNE means".
  public let title: String
  public let entries: [Entry]
  /// Instead of entries: why there are none ("WordNet has no meaning for THEIR.", a damaged
  /// dictionary, a language without one); `nil` when there are entries.
  public let note: String?
  /// "Meanings from WordNet 3.0, Princeton University." under entries taken from it.
  public let source: String?
  public let links: [Link]

  /// The meaning of the round's answer; `nil` for no round (`ReviewPresenter.finishedRound` is `nil`
  /// while a round is played), and for a round of several boards, which has no one answer.
  public init?(round: FinishedRound?, meanings: WordMeanings) {
    guard let round, !round.hasSeveralBoards else { return nil }
    self.init(word: round.answer, language: round.language, meanings: meanings)
  }

  /// The meaning of any word (a past round's answer, in the history); the caller checks the round
  /// is over.
  public init(word: Word, language: Language, meanings: WordMeanings) {
    let lookup = Result { () throws(MeaningsError) in try meanings.meaning(of: word, in: language) }
    self.init(
      word: word, language: language, lookup: lookup,
      spelling: meanings.spelling(of: word, in: language))
  }

  /// `spelling` is how the word is written (`élève`; its letters when `nil`): the title shows it,
  /// the link looks it up.
  init(
    word: Word, language: Language, lookup: Result<WordMeaning?, MeaningsError>,
    spelling: String? = nil
  ) {
    let spelling = spelling ?? word.text
    // TRANSLATORS: the title over the answer's meaning after a round; %s is the word, in capitals.
    title = L("What %s means", spelling.uppercased())
    links = Self.links(for: spelling, in: language)
    guard WordMeanings.hasDictionary(language) else {
      // One line on why the meaning is only a link.
      (entries, note, source) = ([], Self.noDictionary(language), nil)
      return
    }
    switch lookup {
    case .success(let meaning?):
      entries = meaning.entries.map { entry in
        Entry(heading: Self.heading(entry), senses: entry.senses.map { Self.sense($0, of: entry) })
      }
      note = nil
      source = L("Meanings from WordNet 3.0, Princeton University.")
    case .success(nil):
      entries = []
      // TRANSLATORS: %s is the word, in capitals; WordNet is the English dictionary's name.
      note = L("WordNet has no meaning for %s.", word.display)
      source = nil
    case .failure(let error):
      entries = []
      note = Self.text(of: error)
      source = nil
    }
  }

  /// Why a Spanish word has no meaning in the game (the only language without a dictionary).
  static func noDictionary(_ language: Language) -> String {
    switch language {
    case .english, .spanish:
      L("No openly licensed Spanish dictionary can ship with the game: the meaning is a link away.")
    case .french:
      L("No openly licensed French dictionary can ship with the game: the meaning is a link away.")
    case .german:
      L("No openly licensed German dictionary can ship with the game: the meaning is a link away.")
    case .italian:
      L("No openly licensed Italian dictionary can ship with the game: the meaning is a link away.")
    case .portuguese:
      L("No openly licensed Portuguese dictionary can ship with the game: the meaning is a link away.")
    }
  }

  /// "noun" for a lemma; for a form of another word, what form of which, as a person says it
  /// ("past participle of BEAR": the form names its part of speech).
  static func heading(_ entry: MeaningEntry) -> String {
    guard let form = entry.form else { return name(of: entry.partOfSpeech) }
    return text(of: form)
  }

  /// A verb's sense as a dictionary writes it, "to have" (WordNet writes "have"); others as they
  /// are.
  static func sense(_ sense: String, of entry: MeaningEntry) -> String {
    guard entry.partOfSpeech == .verb, !sense.hasPrefix("to ") else { return sense }
    return "to " + sense
  }

  static func name(of partOfSpeech: PartOfSpeech) -> String {
    switch partOfSpeech {
    case .noun: Lp("part of speech", "noun")
    case .verb: Lp("part of speech", "verb")
    case .adjective: Lp("part of speech", "adjective")
    case .adverb: Lp("part of speech", "adverb")
    }
  }

  /// "past participle of BEAR" (the base in capitals, as the game writes words).
  static func text(of form: InflectedForm) -> String {
    let base = form.base.uppercased()
    // TRANSLATORS: in each "… of %s", %s is an English word in capitals (the answer's base form,
    // e.g. BEAR).
    return switch form.inflection {
    case .plural: L("plural of %s", base)
    case .thirdPersonSingular: L("third person singular of %s", base)
    case .pastTenseAndParticiple: L("past tense and past participle of %s", base)
    case .pastTense: L("past tense of %s", base)
    case .pastParticiple: L("past participle of %s", base)
    case .presentParticiple: L("present participle of %s", base)
    case .comparative: L("comparative of %s", base)
    case .superlative: L("superlative of %s", base)
    case .otherForm: L("a form of %s", base)
    }
  }

  static func text(of error: MeaningsError) -> String {
    switch error {
    case .missing(let path):
      // TRANSLATORS: %s is a file's path.
      L("The dictionary of meanings is missing: %s", path)
    case .unreadable(let path, let reason):
      // TRANSLATORS: %1$s is a file's path, %2$s the system's reason.
      L("The dictionary of meanings cannot be read: %1$s (%2$s)", path, reason)
    case .notMeaningsFile(let path, _):
      L("%s is not a dictionary of meanings Guesswork can read.", path)
    case .malformed(let path, let line, _), .unsorted(let path, let line, _):
      // TRANSLATORS: %1$s is a file's path, %2$d a line number.
      L("The dictionary of meanings is damaged: %1$s, line %2$d", path, line)
    }
  }

  /// The word's pages: Wiktionary in the word's language, the Real Academia's dictionary for
  /// Spanish. `spelling` is the word as written (`élève`, `Abend`: Wiktionary's page names).
  static func links(for spelling: String, in language: Language) -> [Link] {
    let path = percentEncoded(spelling)
    switch language {
    case .english, .french, .german, .italian, .portuguese:
      return [
        Link(
          title: L("Wiktionary"), description: L("The word in Wiktionary, the free dictionary"),
          uri: "https://\(language.rawValue).wiktionary.org/wiki/\(path)")
      ]
    case .spanish:
      return [
        Link(
          title: L("Look it up"),
          description: L("The word in the Real Academia Española's dictionary"),
          uri: "https://dle.rae.es/\(path)")
      ]
    }
  }

  /// The text as one path segment: letters and digits of ASCII as they are, every other byte of
  /// its UTF-8 as `%XX` (so `ñ` is `%C3%B1`, and nothing can end the path or start a query).
  static func percentEncoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."), UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        encoded.unicodeScalars.append("%")
        encoded.unicodeScalars.append(digits[Int(byte >> 4)])
        encoded.unicodeScalars.append(digits[Int(byte & 15)])
      }
    }
    return encoded
  }
}
