import GuessworkEngine
import PropertyBased
import Testing

@testable import GuessworkSolver

@Suite("A row's colours as one number")
struct PatternTests {
  /// Words over a five-letter alphabet, so repeated letters are everywhere.
  static let smallAlphabetWord = Gen.character(in: "a"..."e").string(of: Word.length).map {
    Word($0)!
  }
  /// Words over the whole Spanish alphabet (ñ is letter 26, the top of the 5-bit range).
  static let anyWord = Gen.int(in: 0...26).array(of: Word.length).map { indices in
    Word(indices.map { Letter(index: $0)! })
  }

  @Test("The pattern agrees with evaluate on every pair (small alphabet: repeated letters)")
  func agreesWithEvaluateOnRepeats() async {
    await propertyCheck(count: 3000, input: Self.smallAlphabetWord, Self.smallAlphabetWord) {
      guess, answer in
      #expect(Pattern(guess, against: answer).states == evaluate(guess, against: answer))
      #expect(Pattern(guess, against: answer) == Pattern(evaluate(guess, against: answer)))
    }
  }

  @Test("The pattern agrees with evaluate on every pair (any letters, ñ included)")
  func agreesWithEvaluate() async {
    await propertyCheck(count: 3000, input: Self.anyWord, Self.anyWord) { guess, answer in
      #expect(Pattern(guess, against: answer).states == evaluate(guess, against: answer))
    }
  }

  @Test("Both scoring paths agree whenever the guess's letters differ")
  func distinctPathAgrees() async {
    await propertyCheck(count: 2000, input: Self.anyWord, Self.anyWord) { guess, answer in
      guard hasDistinctLetters(guess.code) else { return }
      #expect(
        patternCode(distinctGuess: guess.code, answer: answer.code)
          == patternCode(anyGuess: guess.code, answer: answer.code))
    }
  }

  @Test("A table agrees with evaluate in every cell")
  func tableAgrees() async {
    let words = Self.smallAlphabetWord.array(of: 1...40)
    await propertyCheck(count: 60, input: words, words) { guesses, columns in
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
    #expect(Pattern(word("crane"), against: word("crane")) == .win)
    #expect(Pattern(word("ghoul"), against: word("crane")).code == 0)
    // E R I E against THEME: Y - - - G → 1·81 + 2 = 83.
    #expect(Pattern(word("eerie"), against: word("theme")).code == 83)
    #expect(tiles(Pattern(code: 83).states) == "Y---G")
    for code in 0..<UInt8(Pattern.count) {
      #expect(Pattern(Pattern(code: code).states).code == code)
    }
  }
}
