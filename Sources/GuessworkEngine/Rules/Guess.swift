/// A submitted guess with its per-letter result.
public struct Guess: Hashable, Codable, Sendable {
  public let word: Word
  public let result: [LetterState]

  public init(word: Word, result: [LetterState]) {
    self.word = word
    self.result = result
  }

  /// Scores `word` against `answer`.
  public init(_ word: Word, against answer: Word) {
    self.init(word: word, result: evaluate(word, against: answer))
  }

  public var isCorrect: Bool { result.allSatisfy { $0 == .correct } }
}
