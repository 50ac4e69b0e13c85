import Foundation
import Testing

@testable import GuessworkEngine

// A challenge can be a word of 4 to 7 letters. Five-letter codes are the six characters they always
// were (codes sent before other lengths still read the same); other lengths take eight, which carry
// the length with the language.

@Suite("Challenge codes of every length")
struct ChallengeLengthCodeTests {
  func shipped(_ language: Language, _ length: Int) throws -> WordList {
    try WordListLoader.load(language, length: length, from: ShippedWords.folder)
  }

  @Test("Codes made before other lengths existed read as the same words")
  func fiveLetterCodesUnchanged() throws {
    // Made by the game of 2026-11-27 (9892296), before codes carried a length.
    let sent = [
      ("GW-ZN8HRA", "crane", Language.english), ("GW-W1RVZN", "zymic", .english),
      ("GW-W6RNKF", "señor", .spanish),
    ]
    for (code, text, language) in sent {
      let made = try #require(Challenge(word: word(text), language: language))
      #expect(made.code == code)
      #expect(try Challenge.read(code) == made)
    }
  }

  @Test("Every answer of 4, 6 and 7 letters and every 7th guess comes back from its long code")
  func roundTrip() throws {
    let alphabet = Set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    var seen: [String: String] = [:]
    for language in ChallengeNumber.languages {
      for length in [4, 6, 7] {
        let lists = try shipped(language, length)
        let guesses = lists.acceptedWords.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
        for word in lists.answers + guesses {
          let made = try #require(Challenge(word: word, language: language))
          let code = made.code
          #expect(code.hasPrefix("GW-") && code.count == 11, "\(code)")
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
  }

  @Test("The same letters in another language or length make another code")
  func kindsDiffer() throws {
    let codes = [
      Challenge(word: word("cara"), language: .english)!.code,
      Challenge(word: word("cara"), language: .spanish)!.code,
      Challenge(word: word("carbon"), language: .english)!.code,
      Challenge(word: word("carbon"), language: .spanish)!.code,
      Challenge(word: word("cabinet"), language: .english)!.code,
      Challenge(word: word("cabinet"), language: .spanish)!.code,
    ]
    #expect(Set(codes).count == codes.count)
    // Neighbouring words get unrelated codes.
    let one = Array(Challenge(word: word("kitchen"), language: .english)!.code.dropFirst(3))
    let two = Array(Challenge(word: word("kitcheo"), language: .english)!.code.dropFirst(3))
    #expect(zip(one, two).filter { $0 == $1 }.count <= 3, "\(one) \(two)")
  }

  @Test("Every one-character change of a long code is rejected by its check")
  func substitutionsRejected() throws {
    var accepted: [String] = []
    for length in [4, 6, 7] {
      for word in try shipped(.english, length).answers.prefix(300) {
        let code = Challenge(word: word, language: .english)!.code
        #expect(code.count - Challenge.prefix.count == Challenge.longLength)
        accepted += changesTheCheckAccepts(code)
      }
    }
    #expect(accepted.isEmpty, "\(accepted.prefix(5))")
  }

  @Test("A well-formed long code beyond every kind is of a language this game does not have")
  func beyondTheKinds() throws {
    let total = ChallengeNumber.longKinds.reduce(UInt64(0)) {
      $0 + UInt64(ChallengeNumber.power(27, $1.length))
    }
    #expect(total == 21_696_610_266)
    #expect(total < 1 << 35)
    for number: UInt64 in [total, total + 12_345, (1 << 35) - 1] {
      let digits = ChallengeAlphabet.digits(of: ChallengeMixing.long.mix(number), count: 7)
      let code =
        "GW-"
        + String((digits + [ChallengeCheck.checkDigit(for: digits)]).map(ChallengeAlphabet.character))
      #expect(throws: ChallengeError.unknownLanguage) { try Challenge.read(code) }
    }
    // The last number of the last kind is the Spanish ÑÑÑÑÑÑÑ.
    let last = try ChallengeNumber.challenge(of: total - 1, form: .long)
    #expect(last.word.text == "ñññññññ" && last.language == .spanish)
    // An English code of ñ cannot be made.
    #expect(Challenge(word: word("niño"), language: .english) == nil)
  }

  @Test("Codes of seven characters or ten are no form")
  func otherCounts() {
    #expect(throws: ChallengeError.wrongLength(7)) { try Challenge.read("GW-7K3QX9A") }
    #expect(throws: ChallengeError.wrongLength(10)) { try Challenge.read("GW-7K3QX9ABCD") }
    #expect(throws: ChallengeError.wrongLength(3)) { try Challenge.read("GW-4H7") }
  }

  @Test("An eight-character code is read leniently like a six-character one")
  func lenient() throws {
    let made = Challenge(word: word("kitchen"), language: .english)!
    let body = String(made.code.dropFirst(3))
    for text in [
      made.code.lowercased(), body, "gw" + body, "GW - \(body.prefix(4)) \(body.dropFirst(4))",
      "Play my challenge: \(made.link) !", "Code \(made.code), see https://example.com",
    ] {
      #expect(try Challenge.read(text) == made, "\(text)")
    }
  }
}

/// Every one-character change and every swap of two different neighbours of `code` that its check
/// character lets through (none should), each described.
func changesTheCheckAccepts(_ code: String) -> [String] {
  let digits = code.dropFirst(Challenge.prefix.count).map { ChallengeAlphabet.digit($0)! }
  var accepted: [String] = []
  for position in digits.indices {
    for replacement in UInt8(0)..<32 where replacement != digits[position] {
      var changed = digits
      changed[position] = replacement
      if ChallengeCheck.isValid(changed) { accepted.append("\(code) → \(changed)") }
    }
    guard position + 1 < digits.count, digits[position] != digits[position + 1] else { continue }
    var swapped = digits
    swapped.swapAt(position, position + 1)
    if ChallengeCheck.isValid(swapped) { accepted.append("\(code) swapped at \(position)") }
  }
  return accepted
}
