import Testing

@testable import GuessworkEngine

@Suite("Looking words up in a list")
struct WordListLookupTests {
  /// Every five-letter word over a small alphabet, in a fixed shuffled order.
  private static let pool: [Word] = {
    let letters = Array("abcde")
    var all: [Word] = []
    for a in letters { for b in letters { for c in letters { for d in letters { for e in letters {
      all.append(Word(String([a, b, c, d, e]))!)
    } } } } }
    var generator = SeededGenerator(seed: 17)
    return all.shuffled(using: &generator)
  }()

  @Test("A word is accepted exactly when it is a guess or an answer, whatever the order and repeats of the lists")
  func acceptsExactlyTheUnion() {
    var generator = SeededGenerator(seed: 5)
    for round in 0..<40 {
      let guesses = (0..<(round * 7)).map { _ in WordListLookupTests.pool.randomElement(using: &generator)! }
      let answers = (0..<(round * 3 + 1)).map { _ in WordListLookupTests.pool.randomElement(using: &generator)! }
      let list = WordList(language: .english, answers: answers, guesses: guesses)
      let union = Set(guesses).union(answers)
      for word in WordListLookupTests.pool {
        #expect(list.accepts(word) == union.contains(word), "\(word) in round \(round)")
        #expect(list.isAnswer(word) == answers.contains(word), "\(word) in round \(round)")
      }
      #expect(list.acceptedCount == union.count)
      #expect(list.acceptedWords == union.sorted())
      #expect(list.answers == Set(answers).sorted())
    }
  }

  @Test("Lists already in order, as shipped, are taken as they are and merged, each word once")
  func sortedListsAreMerged() {
    var generator = SeededGenerator(seed: 9)
    for round in 0..<40 {
      let guesses = Set((0..<(round * 7)).map { _ in WordListLookupTests.pool.randomElement(using: &generator)! }).sorted()
      let answers = Set((0..<(round * 3 + 1)).map { _ in WordListLookupTests.pool.randomElement(using: &generator)! }).sorted()
      let list = WordList(language: .english, answers: answers, guesses: guesses)
      #expect(list.answers == answers)
      #expect(list.acceptedWords == Set(guesses).union(answers).sorted(), "round \(round)")
    }
    #expect(WordList.merged([word("abbey"), word("crane")], [word("crane"), word("zesty")]).map(\.text) == ["abbey", "crane", "zesty"])
    #expect(WordList.merged([], [word("crane")]).map(\.text) == ["crane"])
    #expect(WordList.sortedWithoutRepeats([word("crane"), word("abbey"), word("crane")]).map(\.text) == ["abbey", "crane"])
  }

  @Test("An empty guess list still accepts the answers")
  func answersAloneAreAccepted() {
    let list = WordList(language: .english, answers: [word("crane"), word("abbey"), word("crane")], guesses: [])
    #expect(list.accepts(word("crane")) && list.accepts(word("abbey")))
    #expect(!list.accepts(word("zzzzz")))
    #expect(list.acceptedCount == 2)
  }
}
