import Foundation
import GuessworkEngine
import GuessworkSolver

func word(_ text: String) -> Word { Word(text)! }

/// Tiles as the engine tests write them: `G` correct, `Y` present, `-` absent.
func tiles(_ states: [LetterState]) -> String {
  String(states.map { $0 == .correct ? "G" : $0 == .present ? "Y" : "-" })
}

/// A word list made of the given words.
func list(answers: [String], guesses: [String] = [], language: Language = .english) -> WordList {
  WordList(language: language, answers: answers.map(word), guesses: guesses.map(word))
}

/// The shipped word lists, read from the repository's data folder.
func shippedList(_ language: Language, length: Int = Word.standardLength) throws -> WordList {
  let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/words")
  return try WordListLoader.load(language, length: length, from: data)
}

/// Words that are all four-word families of "_ATCH": the hand-worked examples of the tests.
///
/// MATCH against the four splits them {MATCH} and {CATCH, PATCH, WATCH}: 0.811 bits. CHOMP tells
/// all four apart (C green or yellow, M or P yellow where the answer has them): 2 bits.
let atch = list(answers: ["catch", "match", "patch", "watch"], guesses: ["chomp"])
