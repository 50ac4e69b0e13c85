import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

// The meanings file as the engine reads it: the format, lookups, lazy loading, and every way a
// damaged file is refused with its path and line rather than a wrong meaning or a crash.

@Suite("Word meanings")
struct WordMeaningsTests {
  static let words = URL(fileURLWithPath: "/data/words", isDirectory: true)
  static let path = "/data/words/en/meanings.txt"

  static let sample = """
    #guesswork-meanings 1
    # from a test
    asked\tv|ed|ask|inquire about|make a request or demand for something to somebody
    bears\tv|3sg|bear|have\tn|pl|bear|massive plantigrade carnivorous mammals
    borne\tv|pp|bear|have|cause to be born
    drunk\tv|pp|drink|take in liquids\ta|||stupefied by alcohol\tn|||a chronic drinker

    """

  static func meanings(_ text: String, files: InMemoryFiles = InMemoryFiles()) -> WordMeanings {
    files[path] = Data(text.utf8)
    return WordMeanings(wordsDirectory: words, fileSystem: files.fileSystem)
  }

  static func lookUp(_ text: String, _ word: String) throws(MeaningsError) -> WordMeaning? {
    try meanings(text).meaning(of: GuessworkEngineTests.word(word), in: .english)
  }

  @Test("An inflection gives its base and form, each part of speech with its senses")
  func inflections() throws {
    let borne = try #require(try Self.lookUp(Self.sample, "borne"))
    #expect(borne.entries == [
      MeaningEntry(
        partOfSpeech: .verb, form: InflectedForm(.pastParticiple, of: "bear"),
        senses: ["have", "cause to be born"])
    ])
    let bears = try #require(try Self.lookUp(Self.sample, "bears"))
    #expect(bears.entries.map(\.form) == [
      InflectedForm(.thirdPersonSingular, of: "bear"), InflectedForm(.plural, of: "bear"),
    ])
    #expect(bears.entries.map(\.partOfSpeech) == [.verb, .noun])
    let asked = try #require(try Self.lookUp(Self.sample, "asked"))
    #expect(asked.entries.first?.form == InflectedForm(.pastTenseAndParticiple, of: "ask"))
  }

  @Test("A word that is a lemma has no form; the order of the entries is kept")
  func lemmas() throws {
    let drunk = try #require(try Self.lookUp(Self.sample, "drunk"))
    #expect(drunk.entries.map(\.partOfSpeech) == [.verb, .adjective, .noun])
    #expect(drunk.entries.map { $0.form == nil } == [false, true, true])
    #expect(drunk.entries[2].senses == ["a chronic drinker"])
  }

  @Test(
    "A word the file lacks, and any Spanish word, has no meaning", arguments: ["zebra", "aaaaa"])
  func missingWords(text: String) throws {
    #expect(try Self.lookUp(Self.sample, text) == nil)
    let files = InMemoryFiles()
    let meanings = Self.meanings(Self.sample, files: files)
    #expect(try meanings.meaning(of: word("borne"), in: .spanish) == nil)
    #expect(!meanings.isLoaded(.spanish) && !meanings.isLoaded(.english))
  }

  @Test("The file is read on the first lookup, once, not when the game makes the lookup")
  func readsOnDemand() throws {
    let files = InMemoryFiles()
    let meanings = Self.meanings(Self.sample, files: files)
    #expect(!meanings.isLoaded(.english))
    _ = try meanings.meaning(of: word("asked"), in: .english)
    #expect(meanings.isLoaded(.english))
    files[Self.path] = Data("not a meanings file\n".utf8)
    #expect(try meanings.meaning(of: word("borne"), in: .english) != nil, "read again")
  }

  @Test("A missing or unreadable file is an error naming it, kept for the run")
  func missingFile() throws {
    let files = InMemoryFiles()
    let meanings = WordMeanings(wordsDirectory: Self.words, fileSystem: files.fileSystem)
    #expect(throws: MeaningsError.missing(path: Self.path)) {
      try meanings.meaning(of: word("borne"), in: .english)
    }
    files[Self.path] = Data(Self.sample.utf8)
    #expect(throws: MeaningsError.missing(path: Self.path)) {
      try meanings.meaning(of: word("borne"), in: .english)
    }
    let failing = InMemoryFiles([Self.path: Data(Self.sample.utf8)])
    failing.failReads()
    let unreadable = WordMeanings(wordsDirectory: Self.words, fileSystem: failing.fileSystem)
    #expect {
      try unreadable.meaning(of: word("borne"), in: .english)
    } throws: { error in
      guard case .unreadable(let path, _) = error as? MeaningsError else { return false }
      return path == Self.path
    }
  }

  @Test(
    "A file without the format line is refused before any word",
    arguments: ["", "#guesswork-meanings 2\nasked\tv|||ask\n", "asked\tv|||ask\n"])
  func formatLine(text: String) {
    #expect {
      try Self.lookUp(text, "asked")
    } throws: { error in
      guard case .notMeaningsFile(let path, _) = error as? MeaningsError else { return false }
      return path == Self.path
    }
  }

  @Test(
    "A line whose word is not five letters and a tab is refused when the file is read",
    arguments: [
      "asked v|||ask", "aske\tv|||ask", "askedd\tv|||ask", "ASKED\tv|||ask", "", "# late comment",
    ])
  func malformedWord(line: String) {
    let text = "#guesswork-meanings 1\nabout\tr|||around\n\(line)\nzebra\tn|||a horse\n"
    #expect(throws: MeaningsError.malformed(path: Self.path, line: 3, text: line)) {
      try Self.lookUp(text, "zebra")
    }
  }

  @Test(
    "Words out of order or repeated are refused: the search by halves would miss words",
    arguments: ["about", "aardv"])
  func unsorted(word: String) {
    let text = "#guesswork-meanings 1\nabout\tr|||around\n\(word)\tn|||a thing\n"
    let error = MeaningsError.unsorted(path: Self.path, line: 3, text: "\(word)\tn|||a thing")
    #expect(throws: error) { try Self.lookUp(text, "about") }
  }

  @Test(
    "A damaged entry is refused when its word is looked up, naming the line",
    arguments: [
      "borne\t", "borne\tv|pp|bear", "borne\tx|||to carry", "borne\tv|pp||to carry",
      "borne\tv||bear|to carry", "borne\tv|past tense|bear|to carry", "borne\tv|pp|bear|",
      "borne\tv|pp|bear|to carry|", "borne\tv|pp|bear| to carry", "borne\tv|pp|bear|to carry\r",
      "borne\tv|pp| bear|to carry", "borne\tv|pp|b  ar|to carry", "borne\tv|pp|bear|to carry\t",
    ])
  func malformedEntry(line: String) throws {
    let text = "#guesswork-meanings 1\nasked\tv|||ask\n\(line)\nzebra\tn|||a horse\n"
    let meanings = Self.meanings(text)
    #expect(try meanings.meaning(of: word("zebra"), in: .english) != nil, "other lines still read")
    #expect(throws: MeaningsError.self) { try meanings.meaning(of: word("borne"), in: .english) }
    do {
      _ = try meanings.meaning(of: word("borne"), in: .english)
    } catch .malformed(let path, let number, let shown) {
      #expect(path == Self.path && number == 3 && shown == String(line.prefix(80)))
    } catch .notMeaningsFile, .unsorted, .missing, .unreadable {
      Issue.record("the wrong error")
    }
  }

  @Test("Bytes that are not UTF-8 are refused, never decoded into a wrong meaning")
  func invalidUTF8() {
    var bytes = Array("#guesswork-meanings 1\nborne\tv|pp|bear|to c".utf8)
    bytes += [0xFF, 0xFE] + Array("rry\n".utf8)
    let files = InMemoryFiles([Self.path: Data(bytes)])
    let meanings = WordMeanings(wordsDirectory: Self.words, fileSystem: files.fileSystem)
    #expect {
      try meanings.meaning(of: word("borne"), in: .english)
    } throws: { error in
      guard case .malformed(_, 2, _) = error as? MeaningsError else { return false }
      return true
    }
  }

  @Test("Lines without a final newline and Spanish words with ñ are read")
  func lastLineAndEnye() throws {
    let text = "#guesswork-meanings 1\nabout\tr|||around\nniñas\tn|||girls"
    let table = try MeaningsTable(Data(text.utf8), path: "x")
    #expect(table.words == [word("about"), word("niñas")])
    #expect(try table.meaning(of: word("niñas"))?.entries.first?.senses == ["girls"])
  }
}
