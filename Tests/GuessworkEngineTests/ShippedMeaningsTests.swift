import Foundation
import Testing

@testable import GuessworkEngine

// data/words/en/meanings*.txt as shipped (made by tools/make-meanings.py from WordNet 3.0): each
// reads, every line parses, the inflections come out as WordNet's morphy finds them, and every
// answer has a meaning except the ones data/words/README.md explains.

@Suite("Shipped meanings")
struct ShippedMeaningsTests {
  static let meanings = WordMeanings(wordsDirectory: ShippedWords.folder)

  /// Answers WordNet does not have, by length and why. Adding an answer without a meaning fails
  /// the test until it is explained here and in data/words/README.md.
  static let unexplained: [Int: [String: [String]]] = [
    4: [
      functionWords: [
        "ahoy", "amid", "dang", "drat", "else", "from", "gawd", "gosh", "heck", "hiya", "idem",
        "into", "jeez", "mkay", "nope", "nowt", "onto", "oops", "ouch", "phew", "pooh", "psst",
        "sans", "than", "that", "thee", "them", "they", "this", "thru", "unto", "upon", "what",
        "when", "whew", "whoa", "whom", "with", "your", "yuck",
      ],
      newerOrInformal: [
        "apps", "blag", "cine", "coed", "dosh", "faff", "fave", "fest", "feta", "filo", "frig",
        "glam", "joey", "kart", "keto", "mega", "naff", "pacy", "poly", "raga", "suss",
        "tony", "vape", "veep", "wack", "wiki", "zine",
      ],
      otherSpelling: ["ankh", "dost", "doth", "eave", "hast", "hath", "hols", "lorn", "situ", "tong"],
    ],
    5: [
      functionWords: [
        "among", "circa", "could", "golly", "ought", "shall", "since", "their", "these", "those",
        "until", "where", "which", "whose", "would", "yikes",
      ],
      newerOrInformal: [
        "artsy", "bendy", "bicep", "biker", "celeb", "chemo", "cutie", "daffy", "doozy", "dorky",
        "emoji", "flyby", "frack", "geeky", "girly", "hyper", "inbox", "kiddo", "korma", "login",
        "manga", "nerdy", "pouty", "promo", "ramen", "recon", "rehab", "remix", "saggy", "satay",
        "synth", "turbo", "tween", "twerk", "unmet",
      ],
    ],
    6: [
      functionWords: [
        "albeit", "anyone", "beside", "cannot", "dammit", "during", "gotcha", "itself", "myself",
        "should", "toward", "unless", "versus", "whilst",
      ],
      newerOrInformal: [
        "airbag", "barbie", "barney", "biggie", "biopic", "cardio", "clingy", "fanboy", "flirty",
        "hoodie", "inline", "kiddie", "mashup", "opioid", "payout", "physio", "plugin", "pointy",
        "rewind", "selfie", "shalom", "sheila", "shorty", "smokey", "snarky", "sparky",
        "sweaty", "thingy",
      ],
      otherSpelling: ["monies"],
    ],
    7: [
      functionWords: [
        "against", "anybody", "because", "helluva", "herself", "himself", "oneself", "thyself",
        "whereas", "whereby", "wherein", "whether", "whoever", "without",
      ],
      newerOrInformal: [
        "airbase", "airplay", "airtime", "anytime", "babysit", "bailout", "barista", "baseman",
        "bitcoin", "burnout", "carpool", "charlie", "comedic", "cosplay", "crunchy",
        "decider", "doughty", "enabler", "hashtag", "keyword", "malware", "midtown", "nucleic",
        "palazzo", "parkour", "prequel", "retweet", "scumbag", "sexting", "showbiz", "stepdad",
        "subtext", "toolbar", "toolkit", "webcast", "webinar",
      ],
    ],
  ]
  /// WordNet holds only nouns, verbs, adjectives and adverbs: no pronouns, determiners,
  /// prepositions, conjunctions, modal verbs, wh-words or interjections.
  static let functionWords = "function words and interjections"
  /// WordNet 3.0 is from 2006 and leaves out most informal words, clippings and brand names.
  static let newerOrInformal = "newer or informal words"
  /// A form or part WordNet keeps only under another spelling (EAVES, TONGS, IN SITU) or whose
  /// base its exception lists miss (DOTH, HATH, MONIES).
  static let otherSpelling = "kept by WordNet only in another form"

  func meaning(_ text: String) throws -> WordMeaning {
    try #require(try Self.meanings.meaning(of: word(text), in: .english), "no meaning for \(text)")
  }

  static func answers(length: Int) throws -> [Word] {
    try WordListLoader.load(.english, length: length, from: ShippedWords.folder).answers
  }

  @Test("Every English answer of every length has a meaning, but the explained ones", arguments: 4...7)
  func everyAnswer(length: Int) throws {
    let answers = try Self.answers(length: length)
    let explained = Set((Self.unexplained[length] ?? [:]).values.joined().map { word($0) })
    var without: [String] = []
    for answer in answers where try Self.meanings.meaning(of: answer, in: .english) == nil {
      without.append(answer.text)
    }
    #expect(Set(without.map { word($0) }) == explained, "without a meaning: \(without)")
    let counts = [4: 1_769, 5: 2_249, 6: 2_256, 7: 2_249]
    #expect(answers.count - without.count == counts[length])
  }

  @Test("Every line of every file parses, each word an accepted guess", arguments: 4...7)
  func everyLine(length: Int) throws {
    let table = try #require(try Self.meanings.table(for: .english, length: length))
    let list = try WordListLoader.load(.english, length: length, from: ShippedWords.folder)
    let counts = [4: 3_095, 5: 6_523, 6: 10_841, 7: 15_347]
    #expect(table.words.count == counts[length])
    for word in table.words {
      #expect(list.accepts(word), "\(word.text) is not a guess")
      let meaning = try #require(try table.meaning(of: word))
      #expect(!meaning.entries.isEmpty && meaning.entries.count <= 3)
      #expect(meaning.entries.allSatisfy { !$0.senses.isEmpty && $0.senses.count <= 2 })
    }
  }

  @Test("Words of four, six and seven letters have their meanings and forms")
  func otherLengths() throws {
    #expect(try meaning("kitchen").entries[0].partOfSpeech == .noun)
    #expect(try meaning("amok").entries.contains { $0.partOfSpeech == .adverb })
    #expect(try meaning("bought").entries[0].form == InflectedForm(.pastTenseAndParticiple, of: "buy"))
    #expect(try meaning("written").entries[0].form == InflectedForm(.pastParticiple, of: "write"))
    #expect(try meaning("comics").entries[1].form == InflectedForm(.plural, of: "comic strip"))
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
