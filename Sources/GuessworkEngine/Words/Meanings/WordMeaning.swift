/// What a word means, as the dictionary file holds it: typed, with no English of the game's own.
/// The view model words it (`MeaningPresentation`).
public struct WordMeaning: Hashable, Sendable {
  public let word: Word
  /// The lemmas the word is, or is a form of, most used first (WordNet's tagged corpus); never
  /// empty.
  public let entries: [MeaningEntry]
}

/// One part of speech of one lemma: the word itself (BEARS as a noun, for MEDIA the lemma
/// MEDIUM), with its first senses.
public struct MeaningEntry: Hashable, Sendable {
  public let partOfSpeech: PartOfSpeech
  /// `nil` when the word is itself the lemma; else which form of which lemma it is.
  public let form: InflectedForm?
  /// Definitions, most frequent sense first (one or two), without WordNet's examples.
  public let senses: [String]

  public init(partOfSpeech: PartOfSpeech, form: InflectedForm?, senses: [String]) {
    self.partOfSpeech = partOfSpeech
    self.form = form
    self.senses = senses
  }
}

/// An inflected word's base (WordNet's `morphy`: BORNE → BEAR) and what form of it the word is.
public struct InflectedForm: Hashable, Sendable {
  public let inflection: Inflection
  /// The lemma, in lowercase; not always five letters (BORNE → `bear`).
  public let base: String

  public init(_ inflection: Inflection, of base: String) {
    self.inflection = inflection
    self.base = base
  }
}

/// WordNet's four parts of speech (adjective satellites are adjectives); the raw values are the
/// file's codes.
public enum PartOfSpeech: String, CaseIterable, Sendable {
  case noun = "n"
  case verb = "v"
  case adjective = "a"
  case adverb = "r"
}

/// Which form of its base an inflected word is; the raw values are the file's codes
/// (tools/make-meanings.py says how each is found).
public enum Inflection: String, CaseIterable, Sendable {
  case plural = "pl"
  case thirdPersonSingular = "3sg"
  /// A regular -ed form (ASKED), or an irregular verb's only irregular form (FOUND): both.
  case pastTenseAndParticiple = "ed"
  case pastTense = "past"
  case pastParticiple = "pp"
  case presentParticiple = "ing"
  case comparative = "cmp"
  case superlative = "sup"
  /// An irregular verb form whose tense WordNet's lists do not tell.
  case otherForm = "form"
}
