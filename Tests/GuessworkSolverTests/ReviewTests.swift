import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkSolver

@Suite("Reviewing a round")
struct ReviewTests {
  func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-5 }

  @Test("Rounds of 4, 6 and 7 letters are reviewed like five-letter ones", arguments: [
    (["cast", "pint", "mast", "gust", "dusk"], ["mint", "cast"], "cast"),
    (["candle", "garden", "planet", "silver", "orange"], ["garden", "planet"], "planet"),
    (["kitchen", "laptops", "morning", "evening"], ["evening", "kitchen"], "kitchen"),
  ])
  func otherLengths(words: [String], guesses: [String], answer: String) throws {
    let list = WordList(
      language: .english, answers: words.map(word), guesses: (words + guesses).map(word))
    let review = try Reviewer(words: list).review(guesses, answer: answer, hardMode: false, book: nil)
    #expect(review.rows.count == 2 && review.rows.last!.isWin && !review.rows[0].isWin)
    #expect(review.rows[0].pattern.length == answer.count)
    #expect(review.rows[0].pattern == Pattern(word(guesses[0]), against: word(answer)))
    #expect(review.rows.allSatisfy { (0...99).contains($0.skill) })
    #expect(review.solverPath.last == word(answer))
    #expect(review.rows[0].candidatesBefore == words.count)
    #expect(throws: ReviewError.guessWrongLength("crane", answer.count)) {
      try Reviewer(words: list).review(["crane"], answer: answer, hardMode: false, book: nil)
    }
  }

  @Test("MATCH then PATCH, worked by hand on the _ATCH words")
  func handWorked() throws {
    let review = try Reviewer(words: atch).review(
      ["match", "patch"], answer: "patch", hardMode: false, book: nil)
    #expect(review.rows.count == 2)
    let first = review.rows[0]
    #expect(first.guess == word("match") && tiles(first.pattern.states) == "-GGGG")
    #expect(first.candidatesBefore == 4 && first.candidatesAfter == 3)
    // MATCH: a win for one word in four, else CATCH, PATCH, WATCH, which take 2 more (no word of
    // them tells the other two apart): 1 + ¾ × 2 = 2.5. CHOMP tells all four apart: 2.
    #expect(close(first.expectedGuesses, 2.5) && close(first.bestExpectedGuesses, 2))
    #expect(first.isExact && first.couldWin && !first.bestCouldWin)
    #expect(close(first.expectedBits, 0.811278))
    #expect(first.bestGuess == word("chomp") && first.bestExpectedBits == 2)
    #expect(close(first.actualBits, 0.415037))
    #expect(first.skill == 70)  // half a guess lost: 99 × 2^−½
    #expect(first.luck == 37)  // (0 worse + ½ · 3 the same) / 4
    #expect(close(first.luckInGuesses, -0.5))  // 2 left where 1.5 were expected
    #expect(first.remaining == ["catch", "patch", "watch"].map(word))
    // Three left; PATCH splits them {PATCH} {CATCH, WATCH}: 1 + ⅔ × 1.5 = 2, the best there is
    // (CATCH, the first word doing as well, is the solver's move). PATCH won: 2 of 3 outcomes
    // would have left more.
    let second = review.rows[1]
    #expect(second.isWin && second.candidatesBefore == 3 && second.candidatesAfter == 1)
    #expect(close(second.expectedGuesses, 2) && close(second.bestExpectedGuesses, 2))
    #expect(close(second.expectedBits, 0.918296))
    #expect(second.bestGuess == word("catch") && close(second.bestExpectedBits, 0.918296))
    #expect(close(second.actualBits, 1.584963))
    #expect(second.skill == 99)
    #expect(second.luck == 83)  // (2 + ½) / 3 × 99 = 82.5
    #expect(review.solverPath == ["chomp", "patch"].map(word))
    #expect(review.wordsLeft.player == [4, 3, 0] && review.wordsLeft.solver == [4, 1, 0])
    // The round lost half a guess in all (MATCH's): 99 × 2^−½ = 70, not the rows' average, 85.
    #expect(
      review.summary
        == ReviewSummary(guesses: 2, isSolved: true, solverGuesses: 2, skill: 70, luck: 60))
  }

  @Test("Hard mode: the best guess keeps the hints")
  func hardMode() throws {
    let review = try Reviewer(words: atch).review(
      ["match", "catch", "patch"], answer: "patch", hardMode: true, book: nil)
    #expect(review.rows[1].bestGuess == word("catch"))
    #expect(close(review.rows[1].bestExpectedGuesses, 2))
    #expect(review.rows[1].skill == 99)
    // CATCH left PATCH and WATCH: PATCH, 1.5 guesses, the best there is, and won: of the two
    // outcomes one would have left a word, one (the real one) none: (1 + ½) / 2 × 99 = 74.25.
    #expect(review.rows[2].skill == 99 && review.rows[2].expectedGuesses == 1.5)
    #expect(review.rows[2].luck == 74)
    #expect(review.solverPath == ["chomp", "patch"].map(word))
  }

  @Test("A round on a word that is not an answer counts that word among the possible ones")
  func chosenWord() throws {
    let review = try Reviewer(words: atch).review(
      ["chomp"], answer: "chomp", hardMode: false, book: nil)
    #expect(review.rows[0].candidatesBefore == 5)
    #expect(review.rows[0].candidatesAfter == 1)
    #expect(review.solverPath.last == word("chomp"))
    // Its own opening book (the answers and CHOMP) is kept apart from the language's.
    let reviewer = Reviewer(words: atch)
    let book = reviewer.openingBook(hardMode: false, adding: word("chomp"))
    #expect(book.addedAnswer == word("chomp") && book.answerCount == 5)
    #expect(reviewer.openingBook(hardMode: false).addedAnswer == nil)
    let again = reviewer.review([word("chomp")], answer: word("chomp"), hardMode: false, book: book)
    #expect(again == review)
  }

  @Test(
    "Bad rounds are refused with one clear reason",
    arguments: [
      (["matc"], "patch", false, ReviewError.guessWrongLength("matc", 5)),
      (["match", "zzzzz"], "patch", false, .notInWordList("ZZZZZ", .english)),
      (["patch", "match"], "patch", false, .afterAnswerFound("MATCH")),
      (["match", "chomp"], "patch", true, .hardMode("CHOMP", .mustKeep(Letter("a")!, at: 1))),
      (["match"], "zzzzz", false, .answerNotAccepted("ZZZZZ", .english)),
      (["match"], "pat", false, .answerNotAWord("pat")),
      ([], "patch", false, .noGuesses),
      (Array(repeating: "chomp", count: 7), "patch", false, .tooManyGuesses(rows: RoundShape.standardRows)),
    ])
  func refusals(guesses: [String], answer: String, hard: Bool, error: ReviewError) {
    #expect(throws: error) {
      try Reviewer(words: atch).review(guesses, answer: answer, hardMode: hard, book: nil)
    }
  }

  // MARK: Against an independent brute-force count on the shipped English list

  /// The answers consistent with every row, counted with `evaluate` alone.
  func bruteForceCandidates(_ answers: [Word], rows: [(Word, [LetterState])]) -> [Word] {
    answers.filter { candidate in rows.allSatisfy { evaluate($0.0, against: candidate) == $0.1 } }
  }

  func bruteForceEntropy(_ guess: Word, over candidates: [Word]) -> Double {
    var groups: [[LetterState]: Int] = [:]
    for candidate in candidates { groups[evaluate(guess, against: candidate), default: 0] += 1 }
    let n = Double(candidates.count)
    return groups.values.reduce(0) { $0 - Double($1) / n * log2(Double($1) / n) }
  }

  @Test("A shipped-list round: every count and every expectation matches a brute-force count")
  func shippedListAgainstBruteForce() throws {
    let words = try shippedList(.english)
    let answer = words.answers[1234]
    let played = ["slate", "crony", "audio", answer.text].map(word)
    for guess in played { #expect(words.accepts(guess)) }
    let reviewer = Reviewer(words: words, strategy: .informationOnly)
    let review = reviewer.review(played, answer: answer, hardMode: false, book: nil)
    var rows: [(Word, [LetterState])] = []
    for (index, guess) in played.enumerated() {
      let before = bruteForceCandidates(words.answers, rows: rows)
      rows.append((guess, evaluate(guess, against: answer)))
      let after = bruteForceCandidates(words.answers, rows: rows)
      let row = review.rows[index]
      #expect(row.candidatesBefore == before.count)
      #expect(row.candidatesAfter == after.count)
      #expect(close(row.expectedBits, bruteForceEntropy(guess, over: before)))
      #expect(close(row.actualBits, log2(Double(before.count) / Double(after.count))))
      #expect(close(row.bestExpectedBits, bruteForceEntropy(row.bestGuess, over: before)))
      if after.count <= 30 { #expect(row.remaining == after) }
      // Without look-ahead the solver plays the most informative word: no accepted word is more
      // informative (every word checked where few remain, a sample of them on the first row).
      let checked =
        before.count > 100
        ? words.acceptedWords.enumerated().filter { $0.offset % 50 == 0 }.map(\.element)
        : words.acceptedWords
      let most = checked.map { bruteForceEntropy($0, over: before) }.max() ?? 0
      #expect(row.bestExpectedBits >= most - 1e-9)
    }
    #expect(review.solverPath.last == answer)
    #expect(review.solverPath.count <= RoundShape.standardRows)
  }
}
