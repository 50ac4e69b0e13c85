import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkSolver

// The openings compiled into the game (Sources/GuessworkSolver/ShippedOpenings.swift, written by
// tools/make-openings.sh): one for every language, length and mode, made from the lists shipped
// today, and the same as a fresh computation, the solver's replies to the opening included.

@Suite("Shipped openings")
struct ShippedOpeningTests {
  static func lists(_ language: Language, _ length: Int) throws -> WordList {
    let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/words")
    return try WordListLoader.load(language, length: length, from: data)
  }

  @Test("Every language, length and mode has one, made from the lists as they are")
  func everyList() throws {
    #expect(ShippedOpening.all.count == Language.allCases.count * Word.lengths.count * 2)
    for language in Language.allCases {
      for length in Word.lengths {
        let words = try Self.lists(language, length)
        for hard in [false, true] {
          let entry = ShippedOpening.find(for: words, hardMode: hard)
          #expect(
            entry != nil,
            "\(language) \(length) hard \(hard): the lists changed; run tools/make-openings.sh")
          if let entry { #expect(words.accepts(entry.opening)) }
        }
      }
    }
  }

  /// Two of the sixteen, one per mode, the quickest to compute in a debug build.
  @Test(
    "The shipped book is the book computed from nothing",
    arguments: [(Language.spanish, 5, false), (.english, 4, true)])
  func sameAsComputed(language: Language, length: Int, hard: Bool) throws {
    let words = try Self.lists(language, length)
    let reviewer = Reviewer(words: words)
    let shipped = reviewer.openingBook(hardMode: hard)
    let computed = reviewer.computeOpeningBook(hardMode: hard)
    #expect(shipped.solverOpening == computed.solverOpening)
    #expect(shipped.solverOpeningValue == computed.solverOpeningValue)
    #expect(shipped.solverOpeningBits == computed.solverOpeningBits)
    #expect(shipped.openingEstimate == computed.openingEstimate)
    // A reply for every outcome but the win; a sample (the smallest outcomes of three words or
    // more, quick in a debug build) decided again.
    var outcomes: [Pattern: [Word]] = [:]
    for word in words.answers {
      outcomes[Pattern(shipped.solverOpening, against: word), default: []].append(word)
    }
    #expect(Set(shipped.solverReplies.keys) == Set(outcomes.keys.filter { !$0.isWin }))
    let sample = outcomes.filter { $0.value.count >= 3 && !$0.key.isWin }
      .sorted { ($0.value.count, $0.key) < ($1.value.count, $1.key) }.prefix(4)
    for (pattern, candidates) in sample {
      let decided = reviewer.solverReply(
        after: shipped.solverOpening, showed: pattern, candidates: candidates, hardMode: hard)
      #expect(shipped.solverReplies[pattern] == decided, "\(pattern.code)")
    }
  }

  @Test("The solver's round is the same with the shipped replies as decided anew")
  func repliesPlayTheSameRound() throws {
    let words = try Self.lists(.english, 5)
    let reviewer = Reviewer(words: words)
    let book = reviewer.openingBook(hardMode: false)
    for answer in [words.answers[0], words.answers[777], words.answers[1_500]] {
      let shipped = reviewer.solverPath(
        to: answer, universe: words.answers, opening: book.solverOpening, hardMode: false,
        replies: book.solverReplies)
      let decided = reviewer.solverPath(
        to: answer, universe: words.answers, opening: book.solverOpening, hardMode: false)
      #expect(shipped.words == decided.words && shipped.wordsLeft == decided.wordsLeft)
    }
  }

  /// After SARTE, hard mode's look-ahead lost POULE, RATER and VOUTE (the _OULE, _ATER, _OUTE
  /// words leave one letter a guess once the hints must be kept); after RAINE without the deeper
  /// search at the reply, TONTE and VENTE.
  @Test(
    "In hard mode the solver's French rounds that once went past six end within six",
    arguments: ["poule", "rater", "voute", "tonte", "vente"])
  func frenchHardRounds(answer: String) throws {
    let words = try Self.lists(.french, 5)
    let reviewer = Reviewer(words: words)
    let book = reviewer.openingBook(hardMode: true)
    let path = reviewer.solverPath(
      to: word(answer), universe: words.answers, opening: book.solverOpening, hardMode: true,
      replies: book.solverReplies)
    #expect(path.words.last == word(answer))
    #expect(path.words.count <= RoundShape.standardRows, "\(path.words.map(\.display))")
  }

  @Test("Other lists (one word fewer) have no shipped opening; theirs is computed")
  func otherLists() throws {
    let words = try Self.lists(.english, 5)
    let fewer = WordList(
      language: .english, answers: Array(words.answers.dropLast()), guesses: words.acceptedWords)
    #expect(ShippedOpening.find(for: fewer, hardMode: false) == nil)
    #expect(ShippedOpening.fingerprint(of: fewer) != ShippedOpening.fingerprint(of: words))
  }

  @Test("A chosen word outside the answers joins the words the language's opening is weighed over")
  func chosenWord() throws {
    let words = try Self.lists(.english, 5)
    let reviewer = Reviewer(words: words)
    let added = try #require(words.acceptedWords.first { !words.isAnswer($0) })
    let base = reviewer.openingBook(hardMode: false)
    let book = reviewer.openingBook(hardMode: false, adding: added)
    #expect(book.solverOpening == base.solverOpening && book.openingEstimate == base.openingEstimate)
    // The outcome the added word falls in holds a word more: its reply is decided anew.
    let outcome = Pattern(base.solverOpening, against: added)
    #expect(base.solverReplies[outcome] != nil && book.solverReplies[outcome] == nil)
    #expect(book.solverReplies.count == base.solverReplies.count - 1)
    #expect(book.addedAnswer == added && book.answerCount == words.answers.count + 1)
    let review = reviewer.review([base.solverOpening, added], answer: added, hardMode: false, book: nil)
    #expect(review.rows[0].candidatesBefore == words.answers.count + 1 && review.rows[0].skill == 99)
  }
}
