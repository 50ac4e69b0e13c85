/// The words of one language and length: the answers the game draws from and every word it
/// accepts as a guess.
public struct WordList: Sendable {
  public let language: Language
  /// How many letters every word has (the lists of other lengths are other `WordList`s).
  public let length: Int
  /// Possible answers, in alphabetical order with duplicates removed.
  public let answers: [Word]
  /// Every accepted guess, answers included, sorted and without repeats: looked up by binary search.
  /// (A `Set` cost the start of the game about 0.8 ms hashing 13,800 words, BENCHMARKS.md.)
  private let accepted: [Word]

  /// Answers are always accepted guesses, whether or not the guess list repeats them. Every word
  /// has the same length.
  public init(language: Language, answers: [Word], guesses: [Word]) {
    self.language = language
    let length = answers.first?.length ?? guesses.first?.length ?? Word.standardLength
    precondition(
      answers.allSatisfy { $0.length == length } && guesses.allSatisfy { $0.length == length },
      "a word list holds words of one length")
    self.length = length
    let answers = WordList.sortedWithoutRepeats(answers)
    self.answers = answers
    self.accepted = WordList.merged(WordList.sortedWithoutRepeats(guesses), answers)
  }

  /// The words in order, each once. The shipped lists are already so: a pass that checks it is
  /// all they cost (a sort of 11,500 guesses was a tenth of the window's start-up work outside GTK).
  static func sortedWithoutRepeats(_ words: [Word]) -> [Word] {
    if isStrictlyIncreasing(words) { return words }
    var sorted = words.sorted()
    var kept = 0
    for index in sorted.indices where kept == 0 || sorted[index] != sorted[kept - 1] {
      sorted[kept] = sorted[index]
      kept += 1
    }
    sorted.removeLast(sorted.count - kept)
    return sorted
  }

  private static func isStrictlyIncreasing(_ words: [Word]) -> Bool {
    zip(words, words.dropFirst()).allSatisfy { $0 < $1 }
  }

  /// Two lists in order, each word once, merged into one in order with each word once.
  static func merged(_ first: [Word], _ second: [Word]) -> [Word] {
    var merged: [Word] = []
    merged.reserveCapacity(first.count + second.count)
    var (i, j) = (0, 0)
    while i < first.count || j < second.count {
      let next: Word
      if j == second.count || (i < first.count && first[i] < second[j]) {
        next = first[i]
        i += 1
      } else if i == first.count || second[j] < first[i] {
        next = second[j]
        j += 1
      } else {
        next = first[i]
        i += 1
        j += 1
      }
      merged.append(next)
    }
    return merged
  }

  /// Whether the game accepts the word as a guess (a binary search: 14 steps for 13,800 words).
  public func accepts(_ word: Word) -> Bool { accepted.sortedIndex(of: word) != nil }

  /// Whether the word is one of the answers (a binary search of the sorted list).
  public func isAnswer(_ word: Word) -> Bool { answers.sortedIndex(of: word) != nil }

  /// Every accepted guess (answers included), in alphabetical order.
  public var acceptedWords: [Word] { accepted }

  /// How many distinct words are accepted as guesses.
  public var acceptedCount: Int { accepted.count }
}

extension Array where Element == Word {
  /// Where `word` is in this alphabetical list, by binary search (nil when it is not there).
  public func sortedIndex(of word: Word) -> Int? {
    let low = insertionIndex(of: word)
    return low < count && self[low] == word ? low : nil
  }

  /// The first place in this alphabetical list whose word is not before `word` (`count` when
  /// every word is), by binary search.
  public func insertionIndex(of word: Word) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < word { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
