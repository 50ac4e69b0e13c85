import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

@Suite("Word lists")
struct WordListLoaderTests {
  @Test("The English fixture loads: answers in alphabetical order, guesses accepted")
  func loadsEnglish() throws {
    let list = try WordListLoader.load(.english, from: Fixtures.words)
    #expect(list.language == .english)
    #expect(list.answers == words("abbey", "abide", "crane", "hello", "llama", "speed", "theme"))
    #expect(list.accepts(word("eerie")))
    #expect(list.accepts(word("tones")))  // listed as “Tones”
    #expect(!list.accepts(word("zzzzz")))
    #expect(list.acceptedCount == 14)
  }

  @Test("Answers are always accepted, even when the guess list leaves them out")
  func answersAccepted() throws {
    let list = try WordListLoader.load(.english, from: Fixtures.words)
    for answer in list.answers { #expect(list.accepts(answer)) }
    let small = wordList(answers: ["crane"], guesses: [])
    #expect(small.accepts(word("crane")))
  }

  @Test("Answers are kept once each, sorted, whatever order the list has")
  func answersDeduplicated() {
    let list = wordList(answers: ["theme", "crane", "theme", "abbey"])
    #expect(list.answers == words("abbey", "crane", "theme"))
  }

  @Test("The Spanish fixture: accents stripped, ñ kept, capitals lowered")
  func loadsSpanish() throws {
    let list = try WordListLoader.load(.spanish, from: Fixtures.words)
    #expect(list.answers.map(\.text) == ["arbol", "campo", "niños", "señor"])
    #expect(list.accepts(word("guero")))
    #expect(list.accepts(word("LAPIZ")))
    #expect(list.accepts(word("dueño")))
    #expect(!list.accepts(word("dueno")))
  }

  @Test("Comments and blank lines are ignored, spaces and Windows line ends trimmed")
  func commentsAndBlankLines() throws {
    let text = "# header\n\ncrane\n   \n  # indented comment\n slate \r\nTHEME\r\n\n"
    #expect(try WordListLoader.parse(Data(text.utf8), path: "list.txt", .english) == words("crane", "slate", "theme"))
  }

  @Test("A malformed line is reported with the file and the line number")
  func malformedLine() throws {
    let folder = try Fixtures.folder.appendingPathComponent("malformed-words")
    let answers = folder.appendingPathComponent("en/answers.txt").path
    #expect(throws: WordListError.malformed(path: answers, line: 4, text: "cranes")) {
      try WordListLoader.load(.english, from: folder)
    }
  }

  @Test("A list with no words is an error naming the file")
  func emptyList() throws {
    let folder = try Fixtures.folder.appendingPathComponent("empty-words")
    let answers = folder.appendingPathComponent("en/answers.txt").path
    do {
      _ = try WordListLoader.load(.english, from: folder)
      Issue.record("an empty list loaded")
    } catch {
      #expect(error == .empty(path: answers))
    }
  }

  @Test("A missing file is an error naming the file")
  func missingFile() throws {
    let folder = try Fixtures.folder.appendingPathComponent("missing-words")
    let guesses = folder.appendingPathComponent("en/guesses.txt").path
    do {
      _ = try WordListLoader.load(.english, from: folder)
      Issue.record("a missing list loaded")
    } catch {
      #expect(error == .missing(path: guesses))
    }
  }

  @Test("A language with no folder at all is missing its answers")
  func missingLanguage() throws {
    let folder = try Fixtures.folder.appendingPathComponent("malformed-words")
    #expect(throws: WordListError.missing(path: folder.appendingPathComponent("es/answers.txt").path)) {
      try WordListLoader.load(.spanish, from: folder)
    }
  }

  @Test(
    "An unreadable file is an error naming the file and the reason")
  func unreadableFile() throws {
    let files = InMemoryFiles(["/words/en/answers.txt": Data("crane\n".utf8)])
    files.failReads()
    do {
      _ = try WordListLoader.load(.english, from: URL(fileURLWithPath: "/words"), fileSystem: files.fileSystem)
      Issue.record("an unreadable list loaded")
    } catch {
      guard case .unreadable(let path, let reason) = error else {
        Issue.record("expected unreadable, got \(error)")
        return
      }
      #expect(path == "/words/en/answers.txt")
      #expect(reason.contains("Permission denied"))
    }
  }

  @Test(
    "Lines that are not five letters of the language are malformed in a five-letter list",
    arguments: [
      ("crane\nabcd\n", 2, "abcd"), ("crane\nslate\nabcdef\n", 3, "abcdef"), ("cr4ne\n", 1, "cr4ne"),
      ("crane\nseñor\n", 2, "señor"), ("crane\ncra ne\n", 2, "cra ne"),
    ])
  func malformedEnglish(text: String, line: Int, shown: String) {
    #expect(throws: WordListError.malformed(path: "en.txt", line: line, text: shown)) {
      try WordListLoader.parse(Data(text.utf8), path: "en.txt", .english)
    }
  }

  @Test("A 10 MB line, or a letter with 60,000 marks: refused at once, the start of the line shown")
  func hugeLines() throws {
    let marks = "a" + String(repeating: "\u{301}", count: 60_000)
    for line in [String(repeating: "x", count: 10_000_000), marks] {
      let started = Date()
      do {
        _ = try WordListLoader.parse(Data(("crane\n" + line + "\n").utf8), path: "en.txt", .english)
        Issue.record("a huge line loaded")
      } catch {
        guard case .malformed(_, let number, let text) = error else {
          Issue.record("expected malformed, got \(error)")
          continue
        }
        #expect(number == 2)
        #expect(text.hasSuffix("…"))
        #expect(text.unicodeScalars.count <= 4 * WordListLoader.shownCharacters + 1)
        #expect(text.unicodeScalars.first == line.unicodeScalars.first)
      }
      #expect(Date().timeIntervalSince(started) < 5)
    }
  }

  @Test("A word list past the size limit is refused without being read whole")
  func tooLarge() throws {
    let path = "/words/en/answers.txt"
    let files = InMemoryFiles([path: Data(count: WordListLoader.sizeLimit + 1)])
    #expect(throws: WordListError.tooLarge(path: path, limit: WordListLoader.sizeLimit)) {
      try WordListLoader.load(.english, from: URL(fileURLWithPath: "/words"), fileSystem: files.fileSystem)
    }
  }

  @Test("Ñ is a Spanish letter: señor is malformed in English but fine in Spanish")
  func enyeOnlyInSpanish() throws {
    let data = Data("señor\nniños\n".utf8)
    #expect(try WordListLoader.parse(data, path: "es.txt", .spanish).map(\.text) == ["señor", "niños"])
    #expect(throws: WordListError.malformed(path: "en.txt", line: 1, text: "señor")) {
      try WordListLoader.parse(data, path: "en.txt", .english)
    }
  }

  @Test("Lists load from a real folder with the live file system")
  func loadsFromTemporaryFolder() throws {
    try withTemporaryFolder { folder in
      let english = folder.appendingPathComponent("en", isDirectory: true)
      try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
      try Data("crane\nslate\n".utf8).write(to: english.appendingPathComponent("answers.txt"))
      try Data("adieu".utf8).write(to: english.appendingPathComponent("guesses.txt"))  // no last newline
      let list = try WordListLoader.load(.english, from: folder, fileSystem: .live)
      #expect(list.answers == words("crane", "slate"))
      #expect(list.accepts(word("adieu")))
    }
  }
}
