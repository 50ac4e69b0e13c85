import Foundation
import GuessworkEngine
import GuessworkTestSupport
import GuessworkViewModel
import Testing

// The answer's meaning after a round, as the windows will show it: worded from the typed
// `WordMeaning`, never while the round is played, with links that are safe for any letter.

@Suite("Meaning presentation")
struct MeaningPresentationTests {
  static let path = "/words/en/meanings.txt"
  static let sevenLetters = """
    #guesswork-meanings 1
    kitchen\tn|||a room equipped for preparing meals
    """
  static let file = """
    #guesswork-meanings 1
    borne\tv|pp|bear|have|cause to be born
    crane\tv|||stretch (the neck) so as to see better\tn|||lifts and moves heavy objects
    drunk\tv|pp|drink|take in liquids\ta|||stupefied by alcohol
    zebra\tn|||a horse\t
    """

  static func meanings(_ text: String = file) -> WordMeanings {
    let files = InMemoryFiles([
      path: Data(text.utf8), "/words/en/meanings-7.txt": Data(sevenLetters.utf8),
    ])
    return WordMeanings(
      wordsDirectory: URL(fileURLWithPath: "/words", isDirectory: true),
      fileSystem: files.fileSystem)
  }

  static func english(
    _ text: String, _ meanings: WordMeanings = meanings()
  ) -> MeaningPresentation {
    MeaningPresentation(word: Word(text)!, language: .english, meanings: meanings)
  }

  @Test("Nothing while the round is played, nor is the dictionary read; the answer's meaning after")
  func onlyAfterTheRound() throws {
    let meanings = Self.meanings()
    let (viewModel, _) = try Harness().viewModel(.word("crane"), meanings: meanings)
    #expect(viewModel.statistics.meaning == nil)
    for word in ["slate", "crane"] {
      for character in word { viewModel.board.type(character) }
      #expect(viewModel.statistics.meaning == nil, "typing \(word)")
      viewModel.board.press(.enter)
      viewModel.advance(by: RoundTiming.reveal)
      if word == "slate" {
        #expect(viewModel.statistics.meaning == nil)
        #expect(!meanings.isLoaded(.english))
      }
    }
    let meaning = try #require(viewModel.statistics.meaning)
    #expect(meaning.title == "What CRANE means")
    #expect(meaning.entries.map(\.heading) == ["verb", "noun"])
    #expect(meaning.entries[1].senses == ["lifts and moves heavy objects"])
    #expect(meaning.source == "Meanings from WordNet 3.0, Princeton University.")
    #expect(meaning.note == nil)
  }

  @Test("A word of another length is looked up in the file of its length")
  func otherLengths() {
    let shown = Self.english("kitchen")
    #expect(shown.entries.map(\.heading) == ["noun"])
    #expect(shown.entries[0].senses == ["a room equipped for preparing meals"])
    #expect(shown.links.count == 1 && shown.title == "What KITCHEN means")
    // Six letters: no file here, so the note says the dictionary cannot be read.
    #expect(Self.english("kitten").entries.isEmpty && Self.english("kitten").note != nil)
  }

  @Test("An inflection reads as a person says it: the form of which word, then that word's senses")
  func inflections() {
    let borne = Self.english("borne")
    #expect(borne.entries.map(\.heading) == ["past participle of BEAR"])
    #expect(borne.entries.map(\.senses) == [["to have", "to cause to be born"]])
    #expect(Self.english("drunk").entries.map(\.heading) == ["past participle of DRINK", "adjective"])
    #expect(Self.english("drunk").entries[1].senses == ["stupefied by alcohol"])
  }

  @Test("Every inflection has its own wording")
  func everyInflection() {
    var headings: Set<String> = []
    for inflection in Inflection.allCases {
      let line = "#guesswork-meanings 1\nbears\tn|\(inflection.rawValue)|bear|a sense\n"
      let heading = Self.english("bears", Self.meanings(line)).entries.first?.heading ?? ""
      #expect(heading.hasSuffix(" of BEAR") || heading.hasSuffix(" BEAR"), "\(heading)")
      headings.insert(heading)
    }
    #expect(headings.count == Inflection.allCases.count)
  }

  @Test("A word WordNet lacks says so, and still links to Wiktionary")
  func missingWord() {
    let their = Self.english("their")
    #expect(their.entries.isEmpty && their.source == nil)
    #expect(their.note == "WordNet has no meaning for THEIR.")
    #expect(their.links.map(\.uri) == ["https://en.wiktionary.org/wiki/their"])
  }

  @Test("A damaged dictionary is told with its file and line, the links still offered")
  func damaged() {
    let zebra = Self.english("zebra")
    #expect(zebra.note == "The dictionary of meanings is damaged: \(Self.path), line 5")
    #expect(zebra.entries.isEmpty && zebra.links.count == 1)
    let missing = MeaningPresentation(
      word: Word("crane")!, language: .english,
      meanings: WordMeanings(wordsDirectory: URL(fileURLWithPath: "/nowhere")))
    #expect(missing.note == "The dictionary of meanings is missing: /nowhere/en/meanings.txt")
    #expect(Self.english("crane", Self.meanings("crane\tn|||x\n")).note
      == "\(Self.path) is not a dictionary of meanings Guesswork can read.")
  }

  @Test("A Spanish word has only the Real Academia's dictionary, its ñ percent-encoded")
  func spanish() throws {
    let meanings = Self.meanings()
    let word = try #require(Word("cañas"))
    let meaning = MeaningPresentation(word: word, language: .spanish, meanings: meanings)
    #expect(meaning.entries.isEmpty && meaning.source == nil)
    #expect(
      meaning.note
        == "No openly licensed Spanish dictionary can ship with the game: the meaning is a link away.")
    #expect(meaning.links.map(\.title) == ["Look it up"])
    #expect(meaning.links.map(\.uri) == ["https://dle.rae.es/ca%C3%B1as"])
    #expect(!meanings.isLoaded(.english) && !meanings.isLoaded(.spanish))
  }

  @Test("Every link of every Spanish guess is plain ASCII without spaces, the word recoverable")
  func linksAreSafe() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("data/words", isDirectory: true)
    let list = try WordListLoader.load(.spanish, from: folder)
    let meanings = Self.meanings()
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEF0123456789%:/.".unicodeScalars)
    var withEnye = 0
    for word in list.acceptedWords {
      let uri = try #require(
        MeaningPresentation(word: word, language: .spanish, meanings: meanings).links.first?.uri)
      #expect(uri.unicodeScalars.allSatisfy(allowed.contains), "\(uri)")
      let path = String(uri.dropFirst("https://dle.rae.es/".count))
      #expect(path.removingPercentEncoding == word.text)
      if word.text.contains("ñ") { withEnye += 1 }
    }
    #expect(withEnye > 300)
  }
}
