import Foundation
import PropertyBased
import Testing

@testable import GuessworkEngine

@Suite("Letters")
struct LetterTests {
  @Test("Case does not matter: A and a are the same letter")
  func caseIsIgnored() {
    #expect(Letter("A") == Letter("a"))
    #expect(Letter("Z")?.index == 25)
    #expect(Letter("a")?.index == 0)
  }

  @Test(
    "Accents are stripped to the base letter",
    arguments: [("É", "e"), ("é", "e"), ("Á", "a"), ("á", "a"), ("û", "u"), ("Ù", "u"), ("í", "i"), ("ó", "o"), ("ç", "c")]
      as [(Character, Character)])
  func accentsAreStripped(accented: Character, base: Character) {
    #expect(Letter(accented) == Letter(base))
  }

  @Test("A decomposed accent (e + combining acute) reads as e")
  func decomposedAccent() {
    #expect(Letter("e\u{301}") == Letter("e"))
  }

  @Test("Ñ is a letter of its own, the same in both cases, and not N")
  func enyeIsItsOwnLetter() throws {
    let upper = try #require(Letter("Ñ"))
    let lower = try #require(Letter("ñ"))
    #expect(upper == lower)
    #expect(upper != Letter("n"))
    #expect(upper.index == 26)
    #expect(upper.display == "Ñ")
    #expect(lower.character == "ñ")
  }

  @Test("Ñ is Spanish only; every other letter belongs to both languages")
  func enyeIsNotEnglish() {
    #expect(!Language.english.uses(letter("ñ")))
    #expect(Language.spanish.uses(letter("ñ")))
    for index in 0..<26 {
      #expect(Language.english.uses(Letter(index: index)!))
      #expect(Language.spanish.uses(Letter(index: index)!))
    }
  }

  @Test(
    "Digits, punctuation, spaces and non-Latin letters are not letters",
    arguments: ["1", "0", " ", "-", "'", "ß", "Ω", "ж", "æ", "œ", "😀"] as [Character])
  func nonLetters(character: Character) {
    #expect(Letter(character) == nil)
  }

  @Test("Letters are ordered alphabetically, with ñ after z")
  func alphabeticalOrder() {
    #expect(letter("a") < letter("b"))
    #expect(letter("y") < letter("z"))
    #expect(letter("z") < letter("ñ"))
    let shuffled = "qñazmb".map { letter($0) }
    #expect(shuffled.sorted().map(\.character) == Array("abmqzñ"))
  }

  @Test("Letter(index:) accepts 0–29 only")
  func indexRange() {
    #expect(Letter(index: -1) == nil)
    #expect(Letter(index: 30) == nil)
    #expect(Letter(index: 26) == letter("ñ"))
    #expect(Letter(index: 29) == letter("ü"))
  }

  @Test(
    "Ä, Ö and Ü are letters of their own in either case, precomposed or with a combining diaeresis",
    arguments: [("ä", "ä", 27), ("Ä", "ä", 27), ("a\u{308}", "ä", 27), ("O\u{308}", "ö", 28), ("Ü", "ü", 29)]
      as [(Character, Character, Int)])
  func umlauts(typed: Character, own: Character, index: Int) throws {
    let read = try #require(Letter(typed))
    #expect(read.index == index && read.character == own)
    let base = String(String(own).decomposedStringWithCanonicalMapping.unicodeScalars.first!)
    #expect(read.base == Letter(Character(base)))
  }

  @Test("German keeps Ä, Ö and Ü; every other language reads them as A, O and U")
  func umlautsByLanguage() {
    for language in Language.allCases {
      let read = language.letters(typed: "Ö").map(\.character)
      #expect(read == (language == .german ? ["ö"] : ["o"]), "\(language)")
      #expect(language.word("Größe")?.text == (language == .german ? "grösse" : nil), "\(language)")
    }
    #expect(Language.german.letters(typed: "ß").map(\.character) == ["s", "s"])
    #expect(Language.german.word("STRAẞE")?.text == "strasse")
    #expect(Language.french.word("élève")?.text == "eleve")
    #expect(Language.french.word("Mädchen")?.text == "madchen")
    // Ñ belongs to Spanish alone: no other language has a reading of it.
    #expect(Language.french.letters(typed: "ñ").isEmpty && Language.german.word("niño") == nil)
    #expect(Language.german.alphabet.count == 29 && Language.french.alphabet.count == 26)
  }

  @Test("Every letter reads back from its own character and display")
  func characterRoundTrip() {
    for index in 0..<Letter.count {
      let letter = Letter(index: index)!
      #expect(Letter(letter.character) == letter)
      #expect(Letter(Character(letter.display)) == letter)
    }
  }
}

@Suite("Words")
struct WordTests {
  @Test("Case and accents are normalised: ÁRBOL is arbol, CRANE is crane")
  func normalised() {
    #expect(Word("CRANE") == Word("crane"))
    #expect(Word("ÁRBOL")?.text == "arbol")
    // Ü is a letter of its own (German's), which Spanish reads as U.
    #expect(Word("Güero")?.text == "güero")
    #expect(Language.spanish.word("Güero")?.text == "guero")
  }

  @Test("Ñ is kept in a word")
  func enyeKept() {
    #expect(Word("SEÑOR")?.text == "señor")
    #expect(Word("señor") != Word("senor"))
  }

  @Test(
    "Anything but four to seven letters is refused",
    arguments: ["", "cra", "crannies", "crane5", "cr4ne", "12345", "cra e", "crane ", "ab-cd"])
  func refused(text: String) {
    #expect(Word(text) == nil)
  }

  @Test("Words of four to seven letters: their length is part of the word")
  func lengths() {
    #expect(["cran", "crane", "cranes", "cranium"].map { Word($0)?.length } == [4, 5, 6, 7])
    #expect(Word("cranes")?.text == "cranes")
    #expect(Word("señores")?.letters.count == 7)
    // A is letter 0: AAAA and AAAAA pack the same letters, yet are different words.
    #expect(Word("aaaa") != Word("aaaaa"))
    #expect(Word("zzzz")! < Word("aaaaa")!, "a shorter word sorts first")
    #expect(Word("cranes", length: 5) == nil)
    #expect(Word("CRANES", length: 6)?.display == "CRANES")
  }

  @Test("A word shows in capitals and lists in lowercase")
  func display() {
    let word = word("crane")
    #expect(word.display == "CRANE")
    #expect(word.description == "CRANE")
    #expect(word.text == "crane")
    #expect(word.letters.map(\.character) == Array("crane"))
    #expect(word[0] == letter("c"))
    #expect(word[4] == letter("e"))
  }

  @Test("Packing round trip: any five letters read back as they went in")
  func packingRoundTrip() async {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzñ")
    let letters = Gen.int(in: 0...(alphabet.count - 1)).array(of: Word.standardLength)
    await propertyCheck(count: 500, input: letters) { indices in
      let text = String(indices.map { alphabet[$0] })
      let word = Word(text)
      #expect(word?.text == text)
      #expect(word.map { Word($0.letters) } == word)
      #expect(word?.letters.map(\.index) == indices.map(UInt8.init))
    }
  }

  @Test("Words are ordered alphabetically, as their spelling is")
  func alphabeticalOrder() async {
    let spelling = Gen.lowercaseLetter.string(of: Word.standardLength)
    await propertyCheck(count: 500, input: spelling, spelling) { first, second in
      #expect((word(first) < word(second)) == (first < second))
      #expect((word(first) == word(second)) == (first == second))
    }
  }

  @Test("A word with ñ sorts after every word with z at the same place")
  func enyeSortsAfterZ() {
    #expect(word("señor") > word("sezor"))
    #expect(word("cañon") > word("cazon"))
  }

  @Test("A word is saved as its lowercase spelling and refused when it is not a word")
  func codable() throws {
    let data = try JSONEncoder().encode([word("SEÑOR")])
    #expect(String(decoding: data, as: UTF8.self) == "[\"señor\"]")
    #expect(try JSONDecoder().decode([Word].self, from: data) == [word("señor")])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Word].self, from: Data("[\"abc\"]".utf8))
    }
  }
}
