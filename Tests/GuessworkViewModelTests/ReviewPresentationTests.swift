import Foundation
import GuessworkEngine
import GuessworkSolver
import Testing

@testable import GuessworkViewModel

@Suite("The review of a finished round")
struct ReviewPresentationTests {
  /// CATCH, MATCH, PATCH, WATCH; CHOMP tells them apart.
  let words = WordList(
    language: .english, answers: ["catch", "match", "patch", "watch"].compactMap(Word.init),
    guesses: [Word("chomp")!])

  func review(_ guesses: [String], answer: String, hard: Bool = false) throws -> ReviewPresentation
  {
    ReviewPresentation(
      try Reviewer(words: words).review(guesses, answer: answer, hardMode: hard, book: nil))
  }

  @Test("The title and the solver's sentence write the answer as the round's end showed it")
  func writtenAnswer() throws {
    let review = try Reviewer(words: words).review(["match", "patch"], answer: "patch", hardMode: false, book: nil)
    let written = ReviewPresentation(review, answer: "PÄTCH")
    #expect(written.title == "Review · PÄTCH")
    #expect(written.solverSummary.hasPrefix("The solver finds PÄTCH in "))
    #expect(ReviewPresentation(review).title == "Review · PATCH")
  }

  @Test("A round of another length than five says it, as Statistics does")
  func otherLength() throws {
    let four = WordList(
      language: .english, answers: ["cart", "dart", "part"].compactMap(Word.init), guesses: [])
    let review = try Reviewer(words: four).review(["dart", "part"], answer: "part", hardMode: false, book: nil)
    #expect(ReviewPresentation(review, roundName: "Unlimited").subtitle == "Unlimited · 4 letters · English")
    #expect(try self.review(["patch"], answer: "patch").subtitle == "English", "five letters is not said")
  }

  @Test("Each row: the tiles, the words left, skill, luck, and the solver's choice")
  func rows() throws {
    let presentation = try review(["match", "patch"], answer: "patch")
    #expect(presentation.title == "Review · PATCH")
    #expect(presentation.subtitle == "English")
    let first = presentation.rows[0]
    #expect(first.word == "MATCH")
    #expect(
      first.tiles.map(\.state) == [.revealed(.absent)]
        + Array(repeating: .revealed(.correct), count: 4))
    #expect(first.narrowing == "4 → 3 words")
    #expect(first.skill == 70 && first.luck == 37)
    #expect(
      first.verdict
        == "CHOMP splits the words left better than MATCH: about 0.5 guesses lost."
        + " Unlucky: 3 words left, about 0.5 guesses more to go than it could expect.")
    // Bits only among the details.
    #expect(
      first.details == [
        "Expected guesses to finish: 2.50; the best: 2.00 (exact).",
        "Information: 0.8 bits expected, 0.4 gained; CHOMP: 2.0 bits expected.",
      ])
    #expect(!first.verdict.contains("bits"))
    #expect(first.remaining == ["CATCH", "PATCH", "WATCH"])
    #expect(
      first.accessibleLabel.hasPrefix(
        "Guess 1, MATCH: 4 to 3 words. Skill 70, luck 37. CHOMP splits the words left better"))
    #expect(presentation.rows[1].narrowing == "3 → solved")
    #expect(
      presentation.rows[1].verdict
        == "PATCH is as good as CATCH, the solver’s choice."
        + " Lucky: it won, about 1 guess sooner than it could expect.")
    #expect(presentation.rows[1].remaining.isEmpty)
    // MATCH lost half a guess, PATCH none: the round's skill is 99 × 2^−½.
    #expect(presentation.summary == "You: 2 guesses · Solver: 2 · Skill 70 · Luck 60")
    // For a label: it may break only between the parts.
    #expect(
      presentation.wrappingSummary
        == "You:\u{A0}2\u{A0}guesses\u{A0}· Solver:\u{A0}2\u{A0}· Skill\u{A0}70\u{A0}· Luck\u{A0}60")
    #expect(presentation.chart.player == [4, 3, 0] && presentation.chart.solver == [4, 1, 0])
    #expect(presentation.chart.playerLegend == "You: 4 → 3 → solved")
    #expect(presentation.chart.solverLegend == "Solver: 4 → 1 → solved")
    #expect(
      presentation.chart.description
        == "Words left after each guess. You: 4, 3, solved. The solver: 4, 1, solved.")
    #expect(presentation.solverSummary == "The solver finds PATCH in 2 guesses: CHOMP, PATCH.")
    #expect(presentation.solverRows.count == 2)
    #expect(presentation.solverRows[1].allSatisfy { $0.state == .revealed(.correct) })
  }

  @Test("A guess that cannot win and tells nothing: no luck, and the guesses it cost")
  func certainOutcome() throws {
    // CHOMP tells all four apart, so after it one word is left; guessing CHOMP again (it cannot
    // be the answer) tells nothing and costs a guess.
    let presentation = try review(["chomp", "chomp", "patch"], answer: "patch")
    let second = presentation.rows[1]
    #expect(second.luck == nil && second.skill == 50)
    // With one word left there is nothing to say about luck.
    #expect(second.verdict == "CHOMP could not be the answer; PATCH was the only word left.")
    #expect(presentation.summary == "You: 3 guesses · Solver: 2 · Skill 50 · Luck 50")
  }

  @Test("A round not solved says so in the verdict")
  func notSolved() throws {
    let presentation = try review(
      ["match", "match", "match", "match", "match", "match"], answer: "patch")
    #expect(presentation.summary.hasPrefix("You: not solved in 6 · Solver: 2 · Skill "))
    #expect(presentation.chart.player.last == 3)
  }

  @Test("An answer the lists no longer accept (a round restored after they changed) is reviewed")
  func answerNoLongerAccepted() {
    let round = FinishedRound(
      guesses: [Word("match")!, Word("zesty")!], answer: Word("zesty")!, language: .english,
      isHardMode: true, words: words)
    let presentation = ReviewService().review(round)
    #expect(presentation.rows.map(\.narrowing) == ["5 → 1 word", "1 → solved"])
    #expect(presentation.solverSummary.hasSuffix("ZESTY."))
  }

  @Test("Hard mode is named under the title")
  func hardMode() throws {
    #expect(
      try review(["match", "patch"], answer: "patch", hard: true).subtitle == "English · Hard mode")
  }

  /// In the test process's C locale, which groups nothing; `SpanishUITests` checks 2,300 in
  /// en_US.UTF-8 and 2.300 in es_ES.UTF-8 (a locale is per process, and these tests run in parallel).
  @Test("Word counts are grouped as the locale groups thousands")
  func grouping() {
    #expect(ReviewPresentation.count(7) == "7")
    #expect(ReviewPresentation.count(2300) == "2300")
    #expect(ReviewPresentation.count(1_234_567) == "1234567")
    #expect(ReviewPresentation.bits(5.94) == "5.9")
  }

  @Test("Nothing is offered while the round goes on; the finished round afterwards")
  func onlyFinishedRounds() throws {
    let (viewModel, _) = try Harness().viewModel(.word("crane"))
    #expect(viewModel.review.finishedRound == nil)
    for word in ["slate", "crane"] {
      for character in word { viewModel.board.type(character) }
      viewModel.board.press(.enter)
      #expect(viewModel.review.finishedRound == nil || word == "crane")
      viewModel.advance(by: RoundTiming.reveal)
    }
    let round = try #require(viewModel.review.finishedRound)
    #expect(round.guesses == ["slate", "crane"].compactMap(Word.init))
    #expect(round.answer == Word("crane"))
    let service = ReviewService()
    #expect(!service.knowsOpening(for: round))
    let presentation = service.review(round)
    #expect(service.knowsOpening(for: round))
    #expect(presentation.rows.count == 2)
    #expect(presentation.rows[0].narrowing == "5 → 1 word")
    #expect(presentation.rows[1].narrowing == "1 → solved")
    #expect(presentation.rows[1].verdict == "CRANE was the only word left.")
    #expect(presentation.rows[1].luck == nil)
  }
}

@Suite("How to Play's review paragraph")
struct HowToPlayReviewTests {
  @Test("It says what the review weighs in at most 80 words, without bits")
  func plainAndShort() {
    let text = HowToPlay(highContrast: false).review
    #expect(text.split(whereSeparator: \.isWhitespace).count <= 80)
    #expect(!text.contains("bit") && !text.contains("information"))
    #expect(text.contains("Skill") && text.contains("Luck"))
  }
}
