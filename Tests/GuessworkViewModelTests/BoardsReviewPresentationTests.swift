import Foundation
import GuessworkEngine
import GuessworkSolver
import Testing

@testable import GuessworkViewModel

@Suite("The review of a round of several boards, in words")
struct BoardsReviewPresentationTests {
  /// CATCH, MATCH, PATCH, WATCH; CHOMP tells them apart.
  let words = WordList(
    language: .english, answers: ["catch", "match", "patch", "watch"].compactMap(Word.init),
    guesses: [Word("chomp")!])

  func review(_ guesses: [String], answers: [String], sequence: Bool = false) throws
    -> BoardsReviewPresentation
  {
    BoardsReviewPresentation(
      try Reviewer(words: words).reviewBoards(
        guesses, answers: answers, isSequence: sequence, opening: Word("chomp")),
      roundName: "Chosen word")
  }

  @Test("Two boards: the verdict, each board's cell, and how each guess compares with the solver's")
  func twoBoards() throws {
    let review = try review(["match", "catch", "watch"], answers: ["catch", "watch"])
    #expect(review.title == "Review · 2 Boards")
    #expect(review.subtitle == "Chosen word · 2 Boards · English")
    #expect(review.answersLine == "Answers: CATCH, WATCH")
    #expect(review.summary == "You: 3 guesses · Solver: 3 · Boards 2 of 2")
    #expect(review.chart.playerLegend == "You: 8 → 6 → 2 → solved")
    #expect(review.chart.solverLegend == "Solver: 8 → 2 → 1 → solved")
    let first = review.rows[0]
    #expect(first.cells.map { $0?.narrowing } == ["4 → 3", "4 → 3"])
    #expect(first.cells[0]?.tiles.map(\.state) == [.revealed(.absent)] + Array(repeating: .revealed(.correct), count: 4))
    #expect(first.cells[0]?.remaining == ["CATCH", "PATCH", "WATCH"])
    #expect(first.verdict == "CHOMP tells more: 4.0 bits expected against 1.6.")
    #expect(first.details == ["Information: 1.6 bits expected, 0.8 gained; CHOMP: 4.0 bits expected."])
    let second = review.rows[1]
    #expect(second.cells[0]?.narrowing == "3 → solved")
    #expect(second.verdict == "CATCH solves board 1. CHOMP tells more: 3.2 bits expected against 1.8.")
    // One board left, of PATCH and WATCH: weighed in guesses, 1.5 either way.
    let third = review.rows[2]
    #expect(third.cells[0] == nil && third.cells[1]?.narrowing == "2 → solved")
    #expect(third.verdict == "WATCH solves board 2. WATCH is as good as PATCH, the solver’s choice.")
    #expect(third.details.first == "Expected guesses to finish: 1.50; the best: 1.50 (exact).")
    #expect(third.accessibleLabel == "Guess 3, WATCH: Board 2: 2 to solved. \(third.verdict)")
    #expect(review.solverSummary == "The solver finds the 2 answers in 3 guesses: CHOMP, CATCH, WATCH.")
  }

  @Test("In sequence the boards not shown yet are said to be so, in the terminal's text too")
  func sequence() throws {
    let review = try review(
      ["catch", "match", "patch", "watch"], answers: ["catch", "match", "patch", "watch"], sequence: true)
    #expect(review.title == "Review · 4 in Sequence")
    #expect(review.rows[0].cells.map { $0?.isShown } == [true, false, false, false])
    #expect(review.text.contains("   Board 2: -GGGG  4 → 3  (MATCH, PATCH, WATCH)  not shown yet"))
    #expect(review.text.hasSuffix(BoardsReviewPresentation.explanation))
  }
}
