import GuessworkEngine
import Testing

@testable import GuessworkSolver

// Hard mode in the solver: which guesses still keep a scored row's hints. The solver filters
// thousands of guesses per position on packed codes and letter masks; the game's own rule
// (`HardModeHints`) is the reference it must agree with.

@Suite("Hard mode's hints on packed words")
struct RowConstraintTests {
  /// Whether the game would accept `candidate` in hard mode after `guess` was scored against
  /// `answer`.
  func gameAdmits(_ candidate: Word, after guess: Word, against answer: Word) -> Bool {
    HardModeHints([Guess(guess, against: answer)]).violation(by: candidate) == nil
  }

  @Test("A letter coloured twice must be played twice; green letters stay in place")
  func repeatedLetters() {
    // SASSY against ASSAY: S yellow, A yellow, S green, S grey, Y green: two S, one A, S and Y
    // in place.
    let constraint = RowConstraint(
      guess: word("sassy"), pattern: Pattern(word("sassy"), against: word("assay")))
    #expect(constraint.admits(word("assay").code))
    #expect(constraint.admits(word("essay").code))
    #expect(constraint.admits(word("missy").code) == false, "no A")
    #expect(constraint.admits(word("pasty").code) == false, "one S short")
    #expect(constraint.admits(word("asasy").code) == false, "the green S moved")
  }

  @Test("Agrees with the game's rule over the shipped words: English five and seven, Spanish four")
  func agreesWithTheGame() throws {
    for (language, length) in [(Language.english, 5), (.english, 7), (.spanish, 4)] {
      let words = try shippedList(language, length: length)
      let guesses = words.acceptedWords
      let codes = guesses.map(\.code)
      let letters = guesses.map { letterMask($0.code, length: length) }
      var generator = SeededGenerator(seed: UInt64(length))
      for _ in 0..<12 {
        let guess = guesses.randomElement(using: &generator)!
        let answer = words.answers.randomElement(using: &generator)!
        let constraint = RowConstraint(guess: guess, pattern: Pattern(guess, against: answer))
        let kept = constraint.filter(nil, codes: codes, letters: letters)
        let expected = guesses.indices.filter { gameAdmits(guesses[$0], after: guess, against: answer) }
        #expect(kept == expected.map(Int32.init), "\(guess.display) against \(answer.display)")
        // Filtering a part keeps the part's admitted rows, in order.
        let part = stride(from: 0, to: Int32(guesses.count), by: 3).map { $0 }
        let admitted = Set(kept)
        #expect(
          constraint.filter(part, codes: codes, letters: letters) == part.filter(admitted.contains))
      }
    }
  }
}
