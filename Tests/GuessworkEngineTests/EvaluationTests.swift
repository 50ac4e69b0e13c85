import PropertyBased
import Testing

@testable import GuessworkEngine

/// One scored row: the answer, the guess, and the tiles (`G` correct, `Y` present, `-` absent).
struct Scoring: Sendable, CustomTestStringConvertible {
  let answer: String
  let guess: String
  let tiles: String
  let rule: String

  var testDescription: String { "\(guess.uppercased()) against \(answer.uppercased()): \(tiles) (\(rule))" }
}

@Suite("Evaluating a guess")
struct EvaluationTests {
  static let duplicateLetterCases: [Scoring] = [
    Scoring(answer: "theme", guess: "eerie", tiles: "Y---G",
      rule: "the green E claims one copy, the first E takes the other, the middle E is grey"),
    Scoring(answer: "abide", guess: "speed", tiles: "--Y-Y",
      rule: "one E in the answer colours only the first of two E's"),
    Scoring(answer: "speed", guess: "abide", tiles: "---YY",
      rule: "single letters against doubled ones are simply present"),
    Scoring(answer: "abbey", guess: "babes", tiles: "YYGG-",
      rule: "the green B leaves one B for the yellow"),
    Scoring(answer: "llama", guess: "hello", tiles: "--YY-",
      rule: "two L's in the guess, two in the answer: both yellow"),
    Scoring(answer: "hello", guess: "llama", tiles: "YY---",
      rule: "two A's in the guess, none in the answer"),
    Scoring(answer: "abbey", guess: "kebab", tiles: "-YGYY",
      rule: "the green B and the yellow B use both B's of the answer"),
    Scoring(answer: "abbey", guess: "ebbed", tiles: "-GGG-",
      rule: "the one E is green at the fourth place, so the first E is grey"),
    Scoring(answer: "aloft", guess: "llama", tiles: "-GY--",
      rule: "a later green claims the only L before an earlier L can be yellow"),
    Scoring(answer: "abbey", guess: "bbbbb", tiles: "-GG--",
      rule: "five B's against two: only the two in place are coloured"),
    Scoring(answer: "eerie", guess: "theme", tiles: "--Y-G",
      rule: "three E's in the answer, two in the guess: both coloured"),
    Scoring(answer: "speed", guess: "erase", tiles: "Y--YY",
      rule: "two E's in the guess, two in the answer, none in place"),
    Scoring(answer: "sassy", guess: "asses", tiles: "YYG-Y",
      rule: "three S's in the guess, three in the answer"),
    Scoring(answer: "robot", guess: "floor", tiles: "--YGY",
      rule: "a green O and a yellow O for the answer's two O's"),
    Scoring(answer: "paper", guess: "apple", tiles: "YYG-Y",
      rule: "the green P and the yellow P"),
    Scoring(answer: "crane", guess: "crane", tiles: "GGGGG", rule: "the answer itself"),
    Scoring(answer: "crane", guess: "ghoul", tiles: "-----", rule: "no letter in common"),
  ]

  @Test("Two passes: exact matches first, then present letters while copies remain",
    arguments: duplicateLetterCases)
  func scoring(_ row: Scoring) {
    #expect(pattern(evaluate(word(row.guess), against: word(row.answer))) == row.tiles)
  }

  @Test("A guess is correct only when every tile is green")
  func guessIsCorrect() {
    #expect(Guess(word("crane"), against: word("crane")).isCorrect)
    #expect(!Guess(word("crate"), against: word("crane")).isCorrect)
    #expect(Guess(word("eerie"), against: word("theme")).result == tiles("Y---G"))
  }

  // MARK: Properties, over words from a five-letter alphabet so that duplicates are everywhere.

  static let smallAlphabetWord = Gen.character(in: "a"..."e").string(of: Word.standardLength).map {
    Word($0)!
  }

  @Test("For every letter, coloured tiles never outnumber its copies in the answer")
  func colouredNeverOutnumberCopies() async {
    await propertyCheck(count: 1000, input: Self.smallAlphabetWord, Self.smallAlphabetWord) {
      guess, answer in
      let result = evaluate(guess, against: answer)
      for letter in Set(guess.letters) {
        let coloured = (0..<Word.standardLength).count { guess[$0] == letter && result[$0] != .absent }
        let inAnswer = answer.letters.count(of: letter)
        let inGuess = guess.letters.count(of: letter)
        #expect(coloured <= inAnswer)
        // ...and exactly as many are coloured as both words can share.
        #expect(coloured == min(inAnswer, inGuess))
      }
    }
  }

  @Test("A word against itself is all green")
  func wordAgainstItself() async {
    await propertyCheck(count: 500, input: Self.smallAlphabetWord) { word in
      #expect(evaluate(word, against: word) == tiles("GGGGG"))
    }
  }

  @Test("Green tiles are exactly the positions where the letters are equal")
  func greensAreEqualPositions() async {
    await propertyCheck(count: 1000, input: Self.smallAlphabetWord, Self.smallAlphabetWord) {
      guess, answer in
      let result = evaluate(guess, against: answer)
      for position in 0..<Word.standardLength {
        #expect((result[position] == .correct) == (guess[position] == answer[position]))
      }
    }
  }

  @Test("Yellow copies of a letter go to its leftmost misplaced tiles")
  func yellowsGoLeftFirst() async {
    await propertyCheck(count: 1000, input: Self.smallAlphabetWord, Self.smallAlphabetWord) {
      guess, answer in
      let result = evaluate(guess, against: answer)
      for position in 0..<Word.standardLength where result[position] == .present {
        let letter = guess[position]
        let earlierGrey = (0..<position).contains { guess[$0] == letter && result[$0] == .absent }
        #expect(!earlierGrey)
      }
    }
  }

  @Test("Only the letters matter: renaming letters the same way in both words changes nothing")
  func renamingLettersChangesNothing() async {
    let renaming = Gen.shuffled(Array("abcdefghijklmnopqrstuvwxyz"))
    await propertyCheck(
      count: 500, input: Self.smallAlphabetWord, Self.smallAlphabetWord, renaming
    ) { guess, answer, alphabet in
      func renamed(_ word: Word) -> Word {
        Word(word.letters.map { Letter(alphabet[Int($0.index)])! })
      }
      #expect(evaluate(renamed(guess), against: renamed(answer)) == evaluate(guess, against: answer))
    }
  }

  @Test("The same guess against the same answer always scores the same")
  func deterministic() async {
    await propertyCheck(count: 300, input: Self.smallAlphabetWord, Self.smallAlphabetWord) {
      guess, answer in
      #expect(evaluate(guess, against: answer) == evaluate(guess, against: answer))
      #expect(Guess(guess, against: answer).result == evaluate(guess, against: answer))
    }
  }

  @Test("It agrees with a plain counting version of the rules")
  func agreesWithReference() async {
    await propertyCheck(count: 1000, input: Self.smallAlphabetWord, Self.smallAlphabetWord) {
      guess, answer in
      #expect(evaluate(guess, against: answer) == referenceEvaluation(guess, answer))
    }
  }
}

/// The rules written the obvious way: count the answer's letters that are not matched exactly, then
/// hand them out left to right.
private func referenceEvaluation(_ guess: Word, _ answer: Word) -> [LetterState] {
  var result = [LetterState](repeating: .absent, count: Word.standardLength)
  var spare: [Letter: Int] = [:]
  for position in 0..<Word.standardLength {
    if guess[position] == answer[position] {
      result[position] = .correct
    } else {
      spare[answer[position], default: 0] += 1
    }
  }
  for position in 0..<Word.standardLength where result[position] != .correct {
    if let left = spare[guess[position]], left > 0 {
      result[position] = .present
      spare[guess[position]] = left - 1
    }
  }
  return result
}

extension Array where Element == Letter {
  func count(of letter: Letter) -> Int { count { $0 == letter } }
}
