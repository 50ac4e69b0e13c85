import Foundation
import Testing

@testable import GuessworkEngine

// The word lists the game ships in data/words/ (not the fixtures): the format data/words/README.md
// promises, what the engine's loader makes of them, their sizes, and that no answer is a word the
// hand-kept lists in tools/wordlists/ keep out. tools/check-wordlists.py checks the same in Python.

@Suite("Shipped word lists")
struct ShippedWordListTests {
  @Test(
    "Each list is one lowercase word a line, letters of its language only, sorted, no duplicates",
    arguments: Language.allCases, ShippedList.allCases)
  func format(language: Language, list: ShippedList) throws {
    let file = ShippedWords.file(language, list)
    let text = try #require(
      String(data: try Data(contentsOf: file), encoding: .utf8), "\(file.path) is not UTF-8")
    #expect(text.hasSuffix("\n"), "\(file.path): no newline after the last word")

    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let letters = ShippedWords.letters(language)
    var bad: [String] = []
    var unsorted: [String] = []
    var previous: [UInt32] = []
    for (index, line) in lines.enumerated() {
      let scalars = line.unicodeScalars.map(\.value)
      if scalars.count != Word.standardLength || !scalars.allSatisfy(letters.contains) {
        bad.append("line \(index + 1): “\(line)”")
      }
      if index > 0 && !previous.lexicographicallyPrecedes(scalars) {
        unsorted.append("line \(index + 1): “\(line)”")
      }
      previous = scalars
    }
    #expect(bad.isEmpty, "\(file.path): not five lowercase letters: \(ShippedWords.some(bad))")
    #expect(
      unsorted.isEmpty,
      "\(file.path): out of order or repeated: \(ShippedWords.some(unsorted))")
  }

  @Test(
    "The engine's loader reads every list, and each answer is in the guess list",
    arguments: Language.allCases)
  func answersAreGuesses(language: Language) throws {
    let list = try WordListLoader.load(language, from: ShippedWords.folder)
    let answers = try ShippedWords.load(language, .answers)
    let guesses = Set(try ShippedWords.load(language, .guesses))
    let missing = answers.filter { !guesses.contains($0) }
    #expect(missing.isEmpty, "answers missing from guesses.txt: \(ShippedWords.some(missing))")
    #expect(list.answers.count == answers.count)
    #expect(list.acceptedCount == guesses.count)
  }

  @Test(
    "The lists are the size data/words/README.md gives",
    arguments: [
      (Language.english, 2_200...2_400, 10_000...20_000),
      (Language.spanish, 1_400...1_600, 8_000...20_000),
      (Language.french, 1_400...1_500, 6_000...7_500),
      (Language.german, 1_100...1_300, 4_000...5_000),
      (Language.italian, 1_250...1_500, 4_800...6_000),
      (Language.portuguese, 1_400...1_500, 7_000...8_500),
    ])
  func counts(language: Language, answers: ClosedRange<Int>, guesses: ClosedRange<Int>) throws {
    let list = try WordListLoader.load(language, from: ShippedWords.folder)
    #expect(answers.contains(list.answers.count))
    #expect(guesses.contains(list.acceptedCount))
  }

  @Test("Common English words are accepted; names and abbreviations are not")
  func english() throws {
    let list = try WordListLoader.load(.english, from: ShippedWords.folder)
    for accepted in ["crane", "admin", "adieu", "cafes", "saute", "later", "thing", "umami"] {
      #expect(list.accepts(word(accepted)), "“\(accepted)” is not accepted")
    }
    for rejected in ["april", "obama", "https", "didnt", "zzzzz"] {
      #expect(!list.accepts(word(rejected)), "“\(rejected)” is accepted")
    }
    #expect(list.answers.contains(word("crane")))
    #expect(!list.answers.contains(word("cakes")))  // a plural
    #expect(!list.answers.contains(word("baked")))  // a regular past tense
  }

  /// data/words/README.md, *Famous first guesses*: a word a player types because a solver's
  /// write-up or a players' guide names it the best start is never refused.
  @Test(
    "The first guesses players read about are accepted, in every language",
    arguments: [
      (
        Language.english,
        [
          "roate", "soare", "salet", "trace", "crate", "raise", "arise", "adieu", "irate", "stare",
          "tares", "lares", "raile", "saine", "soane", "raine", "tarse", "tiare", "reast", "crane",
          "slate", "slant", "least", "audio", "arose", "serai",
        ]
      ),
      (.spanish, ["aireo", "audio", "seria", "oreas", "saeta", "aureo", "careo", "reina", "sarna"]),
      (.french, ["raies", "tarie", "aires", "serai", "saine", "taire", "tares", "reins", "oiseau"]),
      (.german, ["tarne", "raine", "seien", "ernst", "arien", "leier", "reise", "eisen", "leise"]),
      (.italian, ["aereo", "serio", "audio", "aiuto", "aiuole"]),
      (.portuguese, ["aureo", "seria", "serie", "ouvia", "audio", "raios", "meias", "saida"]),
    ])
  func famousFirstGuesses(language: Language, openers: [String]) throws {
    var lists: [Int: WordList] = [:]
    for opener in openers {
      let word = try #require(language.word(opener), "\(opener) is no word of \(language)")
      if lists[word.length] == nil {
        lists[word.length] = try WordListLoader.load(language, length: word.length, from: ShippedWords.folder)
      }
      #expect(lists[word.length]!.accepts(word), "“\(opener)” is refused")
    }
  }

  @Test("Spanish words keep ñ as a letter of their own and lose their accents")
  func spanish() throws {
    let list = try WordListLoader.load(.spanish, from: ShippedWords.folder)
    for accepted in ["señor", "niños", "araña", "arbol", "cielo", "tenia", "video"] {
      #expect(list.accepts(word(accepted)), "“\(accepted)” is not accepted")
    }
    #expect(list.answers.contains(word("señor")))
    #expect(list.answers.contains(word("arbol")))  // árbol
    #expect(list.answers.filter { $0.text.contains("ñ") }.count >= 10)
    #expect(!list.accepts(word("zzzzz")))
  }

  @Test("French, Italian and Portuguese fold their accents; German keeps Ä, Ö, Ü and writes ß as SS")
  func addedLanguages() throws {
    let french = try WordListLoader.load(.french, from: ShippedWords.folder)
    let eleve = try #require(Language.french.word("élève"))
    #expect(french.answers.contains(word("eleve")) && french.accepts(eleve))
    let german = try WordListLoader.load(.german, from: ShippedWords.folder)
    #expect(german.answers.contains(try #require(Language.german.word("Küche"))))
    #expect(german.answers.filter { word in word.letters.contains { $0.index >= 27 } }.count >= 100)
    let german7 = try WordListLoader.load(.german, length: 7, from: ShippedWords.folder)
    #expect(german7.accepts(try #require(Language.german.word("Straße"))))
    let italian = try WordListLoader.load(.italian, from: ShippedWords.folder)
    #expect(italian.answers.contains(word("gatto")))
    let portuguese = try WordListLoader.load(.portuguese, from: ShippedWords.folder)
    #expect(portuguese.accepts(try #require(Language.portuguese.word("ações"))))
  }

  /// The plural rule of data/words/README.md: an -s word whose singular is a word about as
  /// frequent is no answer, unless French lists it on its own or it is far more frequent.
  @Test(
    "French and Portuguese answers are no plurals; their -s words of their own stay",
    arguments: [
      (Language.french, ["memes", "cools", "touts", "choeurs", "etes"], ["mois", "fois", "fils"]),
      (
        .portuguese, ["bocas", "nerds", "https", "luvas", "pais", "jatos", "bencaos"],
        ["apenas", "antes", "dois", "ambos", "oculos", "caos", "cosmos"]
      ),
    ])
  func plurals(language: Language, plurals: [String], words: [String]) throws {
    var answers: Set<Word> = []
    for length in Word.lengths {
      answers.formUnion(try WordListLoader.load(language, length: length, from: ShippedWords.folder).answers)
    }
    for plural in plurals { #expect(!answers.contains(word(plural)), "\(plural) is an answer") }
    for kept in words { #expect(answers.contains(word(kept)), "\(kept) is no answer") }
  }

  @Test(
    "No answer is on the offensive or excluded hand-kept lists",
    arguments: Language.allCases, ["offensive", "exclude-answers"])
  func noBannedAnswers(language: Language, hand: String) throws {
    let file = ShippedWords.handLists.appendingPathComponent("\(language.rawValue)-\(hand).txt")
    let banned = try ShippedWords.handList(file, language)
    #expect(banned.count >= 20, "\(file.path) looks empty")
    let list = try WordListLoader.load(language, from: ShippedWords.folder)
    let found = list.answers.filter(banned.contains)
    #expect(
      found.isEmpty, "answers listed in \(file.lastPathComponent): \(ShippedWords.some(found))")
  }
}

/// One of a language's two files.
enum ShippedList: String, CaseIterable, Sendable {
  case answers, guesses
}

/// Where the repository this file was compiled from keeps its lists.
enum ShippedWords {
  /// `<repository>/Tests/GuessworkEngineTests/ShippedWordListTests.swift`, three folders up.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let folder = repository.appendingPathComponent("data/words", isDirectory: true)
  static let handLists = repository.appendingPathComponent("tools/wordlists", isDirectory: true)

  static func file(_ language: Language, _ list: ShippedList) -> URL {
    folder.appendingPathComponent("\(language.rawValue)/\(list.rawValue).txt")
  }

  /// The words of one file, in file order, read by the engine's parser.
  static func load(_ language: Language, _ list: ShippedList) throws -> [Word] {
    let file = file(language, list)
    return try WordListLoader.parse(Data(contentsOf: file), path: file.path, language)
  }

  /// The Unicode scalars a line may hold: `a`–`z`, and `ñ` (U+00F1, precomposed) in Spanish,
  /// `ä`, `ö`, `ü` (U+00E4, U+00F6, U+00FC) in German.
  static func letters(_ language: Language) -> Set<UInt32> {
    let ascii = Set(UInt32(97)...UInt32(122))
    switch language {
    case .spanish: return ascii.union([0xF1])
    case .german: return ascii.union([0xE4, 0xF6, 0xFC])
    case .english, .french, .italian, .portuguese: return ascii
    }
  }

  /// The words of a hand-kept list: a word of 4 to 7 letters a line, as the language reads it
  /// (`#` starts a comment; tools/check-wordlists.py checks each against its length's lists).
  static func handList(_ file: URL, _ language: Language) throws -> Set<Word> {
    let text = try String(contentsOf: file, encoding: .utf8)
    var words: Set<Word> = []
    for line in text.split(separator: "\n") {
      let entry = line.split(separator: "#", omittingEmptySubsequences: false)[0]
        .trimmingCharacters(in: .whitespaces)
      guard !entry.isEmpty else { continue }
      words.insert(try #require(language.word(entry), "\(file.lastPathComponent): “\(entry)”"))
    }
    return words
  }

  /// The first few items of a list of problems.
  static func some(_ items: [some CustomStringConvertible]) -> String {
    let shown = items.prefix(10).map(\.description).joined(separator: ", ")
    return items.count > 10 ? "\(shown) (and \(items.count - 10) more)" : shown
  }
}
