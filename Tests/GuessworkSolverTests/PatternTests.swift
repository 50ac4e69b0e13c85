import GuessworkEngine
import PropertyBased
import Testing

@testable import GuessworkSolver

@Suite("A row's colours as one number")
struct PatternTests {
  /// Words of `length` letters over a five-letter alphabet, so repeated letters are everywhere.
  static func smallAlphabetWord(_ length: Int) -> Generator<Word, some SendableSequenceType> {
    Gen.character(in: "a"..."e").string(of: length).map { Word($0)! }
  }
  /// Words of `length` letters over the whole Spanish alphabet (ñ is letter 26, the top of the
  /// 5-bit range).
  static func anyWord(_ length: Int) -> Generator<Word, some SendableSequenceType> {
    Gen.int(in: 0...26).array(of: length).map { indices in Word(indices.map { Letter(index: $0)! }) }
  }

  @Test(
    "The pattern agrees with evaluate on every pair (small alphabet: repeated letters)",
    arguments: Word.lengths)
  func agreesWithEvaluateOnRepeats(length: Int) async {
    let word = Self.smallAlphabetWord(length)
    await propertyCheck(count: 2000, input: word, word) { guess, answer in
      #expect(Pattern(guess, against: answer).states == evaluate(guess, against: answer))
      #expect(Pattern(guess, against: answer) == Pattern(evaluate(guess, against: answer)))
    }
  }

  @Test("The pattern agrees with evaluate on every pair (any letters, ñ included)", arguments: Word.lengths)
  func agreesWithEvaluate(length: Int) async {
    let word = Self.anyWord(length)
    await propertyCheck(count: 2000, input: word, word) { guess, answer in
      #expect(Pattern(guess, against: answer).states == evaluate(guess, against: answer))
    }
  }

  @Test("Both scoring paths agree whenever the guess's letters differ", arguments: Word.lengths)
  func distinctPathAgrees(length: Int) async {
    let word = Self.anyWord(length)
    await propertyCheck(count: 2000, input: word, word) { guess, answer in
      guard hasDistinctLetters(guess.code, length: length) else { return }
      #expect(
        patternCode(distinctGuess: guess.code, answer: answer.code, length: length)
          == patternCode(anyGuess: guess.code, answer: answer.code, length: length))
    }
  }

  @Test("A table agrees with evaluate in every cell", arguments: Word.lengths)
  func tableAgrees(length: Int) async {
    let words = Self.smallAlphabetWord(length).array(of: 1...40)
    await propertyCheck(count: 40, input: words, words) { guesses, columns in
      let table = PatternTable(guesses: guesses, columns: columns)
      for (row, guess) in guesses.enumerated() {
        for (column, answer) in columns.enumerated() {
          #expect(
            table.pattern(guess: row, column: column).states == evaluate(guess, against: answer))
        }
      }
    }
  }

  @Test("The shipped English table agrees with evaluate (every 7th guess, every answer)")
  func shippedTableAgrees() throws {
    let words = try shippedList(.english)
    let guesses = words.acceptedWords.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
    let table = PatternTable(guesses: guesses, columns: words.answers)
    var mismatches = 0
    for (row, guess) in guesses.enumerated() {
      for (column, answer) in words.answers.enumerated()
      where Pattern(evaluate(guess, against: answer)) != table.pattern(guess: row, column: column) {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test("Codes: absent 0, present 1, correct 2 per tile, the first tile most significant")
  func codes() {
    #expect(Pattern(word("crane"), against: word("crane")) == .win(length: 5))
    #expect(Pattern(word("ghoul"), against: word("crane")).code == 0)
    // E R I E against THEME: Y - - - G → 1·81 + 2 = 83.
    #expect(Pattern(word("eerie"), against: word("theme")).code == 83)
    #expect(tiles(Pattern(code: 83, length: 5).states) == "Y---G")
    for length in Word.lengths {
      for code in 0..<UInt16(Pattern.count(length: length)) {
        #expect(Pattern(Pattern(code: code, length: length).states).code == code)
      }
    }
  }

  @Test("Rows of 4 to 7 tiles: 81 to 2,187 patterns, a win is every tile green")
  func otherLengths() {
    #expect(Word.lengths.map { Pattern.count(length: $0) } == [81, 243, 729, 2187])
    #expect(Pattern(word("laptops"), against: word("laptops")) == .win(length: 7))
    #expect(Pattern(word("laptops"), against: word("laptops")).code == 2186)
    // P A S T against S P O T: P is in SPOT elsewhere, A is not, S elsewhere, T in place.
    #expect(tiles(Pattern(word("past"), against: word("spot")).states) == "Y-YG")
    // Two O's in COOKIES, none in KITCHEN; C, K and I elsewhere, E in place.
    #expect(tiles(Pattern(word("cookies"), against: word("kitchen")).states) == "Y--YYG-")
    #expect(!Pattern(word("cookies"), against: word("kitchen")).isWin)
  }
}
