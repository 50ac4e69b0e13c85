import PropertyBased
import Testing

@testable import GuessworkEngine

@Suite("Keyboard hints")
struct KeyboardHintsTests {
  @Test("A key not yet guessed has no colour")
  func unguessed() {
    let hints = KeyboardHints([Guess(word("slate"), against: word("crane"))])
    #expect(hints[letter("z")] == nil)
    #expect(hints[letter("s")] == .absent)
    #expect(hints[letter("a")] == .correct)
  }

  @Test("A key shows the best state of its letter within one row")
  func bestStateInARow() {
    // EERIE against THEME: the first E is yellow, the second grey, the last green.
    let hints = KeyboardHints([Guess(word("eerie"), against: word("theme"))])
    #expect(hints[letter("e")] == .correct)
    #expect(hints[letter("r")] == .absent)
  }

  @Test("A green key never turns back to yellow")
  func greenStaysGreen() {
    let answer = word("crane")
    var hints = KeyboardHints()
    hints.record(Guess(word("trace"), against: answer))  // A green in the 3rd place
    #expect(hints[letter("a")] == .correct)
    hints.record(Guess(word("adieu"), against: answer))  // A yellow in the 1st place
    #expect(hints[letter("a")] == .correct)
  }

  @Test("A yellow key stays yellow when a later tile of its letter is grey")
  func yellowStaysYellow() {
    // SPEED against ABIDE: the first E is yellow, the second grey (only one E in ABIDE).
    let hints = KeyboardHints([Guess(word("speed"), against: word("abide"))])
    #expect(hints[letter("e")] == .present)
    // A later all-grey row for the letter does not lower it either.
    var later = hints
    later.record(Guess(word: word("eeeee"), result: tiles("-----")))
    #expect(later[letter("e")] == .present)
  }

  @Test("Every key shows the best state any tile of its letter has had")
  func bestStateOverRows() async {
    let rows = Gen.character(in: "a"..."f").string(of: Word.standardLength).map { Word($0)! }.array(of: 1...6)
    let answer = Gen.character(in: "a"..."f").string(of: Word.standardLength).map { Word($0)! }
    await propertyCheck(count: 300, input: rows, answer) { rows, answer in
      let guesses = rows.map { Guess($0, against: answer) }
      let hints = KeyboardHints(guesses)
      for index in 0..<Letter.count {
        let letter = Letter(index: index)!
        let seen = guesses.flatMap { guess in
          (0..<Word.standardLength).filter { guess.word[$0] == letter }.map { guess.result[$0] }
        }
        #expect(hints[letter] == seen.max())
      }
      // Adding rows never lowers a key.
      var growing = KeyboardHints()
      var previous = growing
      for guess in guesses {
        growing.record(guess)
        for index in 0..<Letter.count {
          let letter = Letter(index: index)!
          if let before = previous[letter] { #expect(growing[letter]! >= before) }
        }
        previous = growing
      }
    }
  }
}
