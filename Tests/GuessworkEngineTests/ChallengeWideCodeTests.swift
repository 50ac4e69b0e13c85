import Foundation
import Testing

@testable import GuessworkEngine

// French, German, Italian and Portuguese challenges fit in neither of the first two forms (their
// numbers are full): their words of every length take nine characters, each letter numbered by its
// place in the language's alphabet (German's has Ä, Ö, Ü), and English and Spanish codes are as
// they were.

@Suite("Challenge codes of the languages added after English and Spanish")
struct ChallengeWideCodeTests {
  static let added: [Language] = [.french, .german, .italian, .portuguese]

  @Test("Every answer and every 5th guess of every length comes back from its nine characters")
  func roundTrip() throws {
    let alphabet = Set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    var seen: [String: String] = [:]
    for language in Self.added {
      for length in Word.lengths {
        let lists = try WordListLoader.load(language, length: length, from: ShippedWords.folder)
        let guesses = lists.acceptedWords.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
        for word in lists.answers + guesses {
          let made = try #require(Challenge(word: word, language: language))
          let code = made.code
          #expect(code.hasPrefix("GW-") && code.count == 12, "\(code)")
          #expect(code.dropFirst(3).allSatisfy(alphabet.contains), "\(code)")
          #expect(try Challenge.read(code) == made, "\(word) \(language)")
          #expect(try Challenge.read(made.link) == made, "\(word) \(language)")
          #expect(
            seen[code] == nil || seen[code] == "\(word) \(language)",
            "\(code): \(word) \(language) and \(seen[code] ?? "")")
          seen[code] = "\(word) \(language)"
        }
      }
    }
    #expect(seen.count > 40_000)
  }

  @Test("German's Ä, Ö and Ü are letters of the code; the first and last words of each kind")
  func germanLetters() throws {
    for text in ["bären", "größe", "übung", "müssen", "ääää", "üüüüüüü", "aaaa", "zzzzzzz"] {
      let word = try #require(Language.german.word(text))
      let made = try #require(Challenge(word: word, language: .german))
      #expect(try Challenge.read(made.code) == made, "\(text)")
      #expect(made.word.text == text.replacingOccurrences(of: "ß", with: "ss"))
    }
    // An umlaut is no letter of a French word: no code for it.
    #expect(Challenge(word: try #require(Word("bäre")), language: .french) == nil)
  }

  @Test("The same letters in each language make another code; neighbours unrelated codes")
  func kindsDiffer() throws {
    let codes = Language.allCases.map { Challenge(word: word("carte"), language: $0)!.code }
    #expect(Set(codes).count == codes.count)
    #expect(codes.filter { $0.count == 12 }.count == 4)
    let one = Array(Challenge(word: word("maison"), language: .french)!.code.dropFirst(3))
    let two = Array(Challenge(word: word("maisoo"), language: .french)!.code.dropFirst(3))
    #expect(zip(one, two).filter { $0 == $1 }.count <= 3, "\(one) \(two)")
  }

  @Test("Codes keep their words: made once and kept here, they must read the same forever")
  func pinned() throws {
    // Made by the game when the form was added (2026-11-29).
    let sent: [(String, String, Language)] = [
      ("GW-QFNWC1EK7", "élève", .french), ("GW-8TGTVBMW9", "straße", .german),
      ("GW-KCEQFB6MW", "gatto", .italian), ("GW-Z2HNE16JR", "coração", .portuguese),
      ("GW-C3F6X9JRE", "mais", .french),
    ]
    for (code, text, language) in sent {
      let word = try #require(language.word(text))
      let made = try #require(Challenge(word: word, language: language))
      #expect(made.code == code, "\(text): \(made.code)")
      #expect(try Challenge.read(code) == made)
    }
  }

  @Test("Every one-character change and every swap of neighbours is rejected by the check")
  func substitutionsRejected() throws {
    var accepted: [String] = []
    for language in Self.added {
      for word in try WordListLoader.load(language, from: ShippedWords.folder).answers.prefix(100) {
        let code = Challenge(word: word, language: language)!.code
        #expect(code.count - Challenge.prefix.count == Challenge.wideLength)
        accepted += changesTheCheckAccepts(code)
      }
    }
    #expect(accepted.isEmpty, "\(accepted.prefix(5))")
  }

  @Test("A well-formed nine-character code beyond every kind is of a language this game lacks")
  func beyondTheKinds() throws {
    let total = ChallengeNumber.wideKindSizes.reduce(0, +)
    #expect(total == 42_925_110_972)
    for number: UInt64 in [total, total + 12_345, (1 << 40) - 1] {
      let digits = ChallengeAlphabet.digits(of: ChallengeMixing.wide.mix(number), count: 8)
      let code =
        "GW-"
        + String((digits + [ChallengeCheck.checkDigit(for: digits)]).map(ChallengeAlphabet.character))
      #expect(throws: ChallengeError.unknownLanguage) { try Challenge.read(code) }
    }
    let last = try ChallengeNumber.challenge(of: total - 1, form: .wide)
    #expect(last.word.text == "zzzzzzz" && last.language == .portuguese)
  }

  @Test("The wide mixing is a bijection: unmix undoes mix")
  func mixingInverts() {
    var generator = SeededGenerator(seed: 44)
    for _ in 0..<10_000 {
      let value = UInt64.random(in: 0..<(1 << 40), using: &generator)
      #expect(ChallengeMixing.wide.unmix(ChallengeMixing.wide.mix(value)) == value)
    }
  }
}
