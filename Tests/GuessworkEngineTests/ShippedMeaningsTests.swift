import Foundation
import Testing

@testable import GuessworkEngine

// data/words/en/meanings.txt as shipped (made by tools/make-meanings.py from WordNet 3.0): it
// reads, every line parses, the inflections come out as WordNet's morphy finds them, and every
// answer has a meaning except the ones data/words/README.md explains.

@Suite("Shipped meanings")
struct ShippedMeaningsTests {
  static let meanings = WordMeanings(wordsDirectory: ShippedWords.folder)

  /// Answers WordNet does not have, by why. Adding an answer without a meaning fails the test
  /// until it is explained here and in data/words/README.md.
  static let unexplained: [String: [String]] = [
    // WordNet holds only nouns, verbs, adjectives and adverbs: no pronouns, determiners,
    // prepositions, conjunctions, modal verbs, wh-words or interjections.
    "function words and interjections": [
      "among", "circa", "could", "golly", "ought", "shall", "since", "their", "these", "those",
      "until", "where", "which", "whose", "would", "yikes",
    ],
    // WordNet 3.0 is from 2006 and leaves out most informal words and clippings.
    "newer or informal words": [
      "artsy", "bendy", "bicep", "biker", "celeb", "chemo", "cutie", "daffy", "doozy", "dorky",
      "emoji", "flyby", "frack", "geeky", "girly", "hyper", "inbox", "kiddo", "korma", "login",
      "manga", "nerdy", "pouty", "promo", "ramen", "recon", "rehab", "remix", "saggy", "satay",
      "synth", "turbo", "tween", "twerk", "unmet",
    ],
  ]

  func meaning(_ text: String) throws -> WordMeaning {
    try #require(try Self.meanings.meaning(of: word(text), in: .english), "no meaning for \(text)")
  }

  @Test("Every English answer has a meaning, but the explained ones")
  func everyAnswer() throws {
    let answers = try ShippedWords.load(.english, .answers)
    let explained = Set(Self.unexplained.values.joined().map { word($0) })
    var without: [String] = []
    for answer in answers where try Self.meanings.meaning(of: answer, in: .english) == nil {
      without.append(answer.text)
    }
    #expect(Set(without.map { word($0) }) == explained, "without a meaning: \(without)")
    #expect(answers.count - without.count == 2_249)
  }

  @Test("Every line of the file parses, each word an accepted guess")
  func everyLine() throws {
    let table = try #require(try Self.meanings.table(for: .english))
    let list = try WordListLoader.load(.english, from: ShippedWords.folder)
    #expect(table.words.count == 6_523)
    for word in table.words {
      #expect(list.accepts(word), "\(word.text) is not a guess")
      let meaning = try #require(try table.meaning(of: word))
      #expect(!meaning.entries.isEmpty && meaning.entries.count <= 3)
      #expect(meaning.entries.allSatisfy { !$0.senses.isEmpty && $0.senses.count <= 2 })
    }
  }

  @Test("Irregular forms from WordNet's exception lists")
  func irregular() throws {
    let borne = try meaning("borne").entries[0]
    #expect(borne.partOfSpeech == .verb && borne.form == InflectedForm(.pastParticiple, of: "bear"))
    #expect(try meaning("began").entries[0].form == InflectedForm(.pastTense, of: "begin"))
    #expect(
      try meaning("found").entries[0].form == InflectedForm(.pastTenseAndParticiple, of: "find"))
    #expect(try meaning("media").entries[0].form == InflectedForm(.plural, of: "medium"))
    #expect(try meaning("worst").entries[0].form == InflectedForm(.superlative, of: "bad"))
  }

  @Test("Forms found by morphy's detachment rules")
  func regular() throws {
    #expect(try meaning("bears").entries.map(\.form) == [
      InflectedForm(.thirdPersonSingular, of: "bear"), InflectedForm(.plural, of: "bear"),
    ])
    #expect(try meaning("boxes").entries.contains { $0.form == InflectedForm(.plural, of: "box") })
    #expect(
      try meaning("asked").entries[0].form == InflectedForm(.pastTenseAndParticiple, of: "ask"))
    #expect(try meaning("owing").entries[0].form == InflectedForm(.presentParticiple, of: "owe"))
    #expect(try meaning("nicer").entries[0].form == InflectedForm(.comparative, of: "nice"))
  }

  @Test("A lemma's senses are WordNet's definitions without the examples, names left out")
  func senses() throws {
    #expect(
      try meaning("china").entries[0].senses[0]
        == "high quality porcelain originally made only in China")
    let crane = try meaning("crane")
    #expect(crane.entries.allSatisfy { $0.form == nil })
    for sense in crane.entries.flatMap(\.senses) {
      #expect(!sense.contains("\"") && !sense.hasSuffix(";"), "\(sense)")
    }
  }
}
