import Foundation
import Testing

@testable import GuessworkEngine

// A challenge code carries a word and its language, reads as nothing to a human, and rejects a
// mistyped code rather than playing another word.

@Suite("Challenge codes")
struct ChallengeCodeTests {
  func challenge(_ text: String, _ language: Language = .english) -> Challenge {
    Challenge(word: word(text), language: language)!
  }

  @Test("Every English and Spanish answer, and every 7th guess, comes back from its code and link")
  func roundTrip() throws {
    for language in Language.allCases {
      let answers = try ShippedWords.load(language, .answers)
      let guesses = try ShippedWords.load(language, .guesses).enumerated().filter {
        $0.offset % 7 == 0
      }
      .map(\.element)
      for word in answers + guesses {
        let made = try #require(Challenge(word: word, language: language))
        #expect(try Challenge.read(made.code) == made, "\(word) \(language)")
        #expect(try Challenge.read(made.link) == made, "\(word) \(language)")
      }
    }
  }

  @Test("Codes of different words (and of the same word in two languages) differ")
  func codesDiffer() throws {
    var seen: [String: String] = [:]
    for language in Language.allCases {
      for word in try ShippedWords.load(language, .answers) {
        let code = try #require(Challenge(word: word, language: language)).code
        #expect(seen[code] == nil, "\(code): \(word) \(language) and \(seen[code] ?? "")")
        seen[code] = "\(word) \(language)"
      }
    }
    #expect(challenge("crane").code != challenge("crane", .spanish).code)
  }

  @Test("A code is GW- and six characters of Crockford's base 32, and does not spell its word")
  func shape() throws {
    let alphabet = Set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    for word in try ShippedWords.load(.english, .answers) {
      let code = challenge(word.text).code
      #expect(code.hasPrefix("GW-") && code.count == 9, "\(code)")
      #expect(code.dropFirst(3).allSatisfy(alphabet.contains), "\(code)")
    }
    // Neighbouring words get unrelated codes: CRANE and CRANK share at most two places.
    let crane = Array(challenge("crane").code.dropFirst(3))
    let crank = Array(challenge("crank").code.dropFirst(3))
    #expect(zip(crane, crank).filter { $0 == $1 }.count <= 2, "\(crane) \(crank)")
  }

  @Test("Every change of one character to another of the alphabet is rejected, for every answer")
  func everySubstitutionIsRejected() throws {
    let english = try ShippedWords.load(.english, .answers).map { ($0, Language.english) }
    let spanish = try ShippedWords.load(.spanish, .answers).map { ($0, Language.spanish) }
    var checked = 0
    var accepted: [String] = []
    for (index, (word, language)) in (english + spanish).enumerated() {
      let code = Array(try #require(Challenge(word: word, language: language)).code)
      let digits = code.dropFirst(3).map { ChallengeAlphabet.digit($0)! }
      for position in digits.indices {
        for replacement in UInt8(0)..<32 where replacement != digits[position] {
          var changed = digits
          changed[position] = replacement
          checked += 1
          // The check on the digits for every change; the whole reading of the text for every
          // 10th code (700 000 readings would take seconds).
          if ChallengeCheck.isValid(changed) { accepted.append("\(String(code)) → \(changed)") }
          guard index % 10 == 0 else { continue }
          let text = "GW-" + String(changed.map(ChallengeAlphabet.character))
          do {
            let read = try Challenge.read(text)
            accepted.append("\(text) read as \(read.word) for \(String(code))")
          } catch {
            if error != .wrongCheckCharacter { accepted.append("\(text): \(error)") }
          }
        }
      }
    }
    #expect(accepted.isEmpty, "\(accepted.prefix(5))")
    #expect(checked == (english.count + spanish.count) * 6 * 31)
  }

  @Test("Every swap of two different neighbouring characters is rejected")
  func everyAdjacentSwapIsRejected() throws {
    for word in try ShippedWords.load(.english, .answers) {
      let code = Array(challenge(word.text).code)
      for position in 3..<(code.count - 1) where code[position] != code[position + 1] {
        var swapped = code
        swapped.swapAt(position, position + 1)
        #expect(throws: ChallengeError.wrongCheckCharacter) { try Challenge.read(String(swapped)) }
      }
    }
  }

  @Test("The check is a totally anti-symmetric quasigroup: every row and column a permutation")
  func checkTable() {
    let all = (0..<32).map(UInt8.init)
    for x in all {
      #expect(Set(all.map { ChallengeCheck.combine(x, $0) }).count == 32)
      #expect(Set(all.map { ChallengeCheck.combine($0, x) }).count == 32)
    }
    for c in all {
      for x in all {
        for y in all where x != y {
          let left = ChallengeCheck.combine(ChallengeCheck.combine(c, x), y)
          let right = ChallengeCheck.combine(ChallengeCheck.combine(c, y), x)
          #expect(left != right)
        }
      }
    }
  }

  @Test("The mixing is a bijection of the 25-bit and of the 35-bit numbers")
  func mixingIsABijection() {
    var generator = SeededGenerator(seed: 14)
    for mixing in [ChallengeMixing.short, ChallengeMixing.long] {
      for _ in 0..<100_000 {
        let value = generator.next() & mixing.mask
        #expect(mixing.unmix(mixing.mix(value)) == value)
      }
      for value: UInt64 in [0, 1, mixing.mask] {
        #expect(mixing.unmix(mixing.mix(value)) == value)
      }
    }
  }

  @Test("Pasted codes and links are read leniently")
  func lenientReading() throws {
    let made = challenge("crane")
    let code = made.code
    let body = String(code.dropFirst(3))
    let readings = [
      code, code.lowercased(), body, "gw" + body, "  \(code)\n",
      "GW - \(body.prefix(3)) \(body.dropFirst(3))",
      made.link, made.link + "/", " \(made.link.uppercased())/ \n",
      "GUESSWORK://Challenge/\(body.lowercased())",
      "Play my challenge: \(made.link) !", "Open \(made.link), or paste \(code).",
      "(\(made.link)/)",
      code.replacingOccurrences(of: "0", with: "O").replacingOccurrences(of: "1", with: "l"),
    ]
    for text in readings { #expect(try Challenge.read(text) == made, "\(text)") }
  }

  @Test("Bad codes say what is wrong")
  func badCodes() throws {
    #expect(throws: ChallengeError.empty) { try Challenge.read("  ") }
    #expect(throws: ChallengeError.empty) { try Challenge.read("GW-") }
    #expect(throws: ChallengeError.badCharacters("U#")) { try Challenge.read("GW-7KU#X9") }
    #expect(throws: ChallengeError.wrongLength(5)) { try Challenge.read("GW-7K3QX") }
    #expect(throws: ChallengeError.badCharacters("/")) { try Challenge.read("GW-7K/3QX9") }
    #expect(throws: ChallengeError.wrongLength(7)) { try Challenge.read("GW-7K3QX9A") }
    #expect(throws: ChallengeError.notAChallengeLink) {
      try Challenge.read("https://example.com/GW-7K3QX9")
    }
    // A well-formed code of a number beyond the languages.
    let digits = ChallengeAlphabet.digits(
      of: ChallengeMixing.short.mix(2 * UInt64(ChallengeNumber.wordCount)), count: 5)
    let foreign =
      "GW-"
      + String((digits + [ChallengeCheck.checkDigit(for: digits)]).map(ChallengeAlphabet.character))
    #expect(throws: ChallengeError.unknownLanguage) { try Challenge.read(foreign) }
    // An English code with ñ cannot be made, and one forged is no word.
    #expect(Challenge(word: word("señor"), language: .english) == nil)
    let forged = ChallengeAlphabet.digits(of: ChallengeMixing.short.mix(26), count: 5)
    let enye =
      "GW-"
      + String((forged + [ChallengeCheck.checkDigit(for: forged)]).map(ChallengeAlphabet.character))
    #expect(throws: ChallengeError.notAWord("AAAAÑ", .english)) { try Challenge.read(enye) }
  }

  @Test("A word not on the language's list is refused by the check")
  func notOnTheList() throws {
    let lists = wordList(answers: ["crane"], guesses: ["eerie"])
    #expect(try challenge("eerie").checked(against: lists) == challenge("eerie"))
    #expect(throws: ChallengeError.notAWord("ZZZZZ", .english)) {
      try challenge("zzzzz").checked(against: lists)
    }
  }
}
