/// The words of one language: the answers the game draws from and every word it accepts as a guess.
public struct WordList: Sendable {
  public let language: Language
  /// Possible answers, in alphabetical order with duplicates removed.
  public let answers: [Word]
  private let accepted: Set<Word>

  /// Answers are always accepted guesses, whether or not the guess list repeats them.
  public init(language: Language, answers: [Word], guesses: [Word]) {
    self.language = language
    self.answers = Array(Set(answers)).sorted()
    var accepted = Set(guesses)
    accepted.formUnion(answers)
    self.accepted = accepted
  }

  /// Whether the game accepts the word as a guess. Constant time.
  public func accepts(_ word: Word) -> Bool { accepted.contains(word) }

  /// Whether the word is one of the answers (a binary search of the sorted list).
  public func isAnswer(_ word: Word) -> Bool {
    var low = 0
    var high = answers.count
    while low < high {
      let middle = (low + high) / 2
      if answers[middle] < word { low = middle + 1 } else { high = middle }
    }
    return low < answers.count && answers[low] == word
  }

  /// Every accepted guess (answers included), in alphabetical order; built on each call (the
  /// solver asks once per language, the game never).
  public var acceptedWords: [Word] { accepted.sorted() }

  /// How many distinct words are accepted as guesses.
  public var acceptedCount: Int { accepted.count }
}
