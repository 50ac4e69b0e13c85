import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkSolver

@Suite("The estimate first guesses are valued by")
struct OpeningEstimateTests {
  func outcome(_ code: UInt16, words: Int, left: Double) -> GuessValue.Outcome {
    .init(pattern: Pattern(code: code, length: 5), words: words, guessesLeft: left)
  }

  @Test("Fitted on outcomes on a line in log₂ of their words, it finds that line")
  func recoversLine() throws {
    // 1.25 + 0.25 × log₂ m at m = 4, 16, 64: 1.75, 2.25, 2.75; one and two words are not fitted.
    let outcomes = [
      outcome(0, words: 4, left: 1.75), outcome(1, words: 16, left: 2.25),
      outcome(2, words: 64, left: 2.75), outcome(3, words: 1, left: 1), outcome(4, words: 2, left: 1.5),
      outcome(242, words: 1, left: 0),
    ]
    let estimate = try #require(OpeningEstimate.fitted(on: outcomes))
    #expect(abs(estimate.intercept - 1.25) < 1e-9 && abs(estimate.slope - 0.25) < 1e-9)
    #expect(estimate.guessesLeft(words: 1) == 1 && estimate.guessesLeft(words: 2) == 1.5)
    #expect(abs(estimate.guessesLeft(words: 32) - 2.5) < 1e-9)
  }

  @Test("Never below what perfect play needs; nothing to fit without an outcome of three words")
  func floorsAndNothing() {
    let flat = OpeningEstimate(intercept: 0, slope: 0)
    #expect(flat.guessesLeft(words: 3) == 5.0 / 3)
    #expect(OpeningEstimate.fitted(on: [outcome(0, words: 2, left: 1.5)]) == nil)
    // One size only: the line through it and two words' 1.5.
    let one = OpeningEstimate.fitted(on: [outcome(0, words: 8, left: 2.5)])
    #expect(one.map { abs($0.guessesLeft(words: 8) - 2.5) < 1e-9 } == true)
  }

  @Test("A guess's value: one plus its outcomes' estimates, weighted by their words")
  func value() throws {
    let estimate = OpeningEstimate(intercept: 1.25, slope: 0.25)
    let words = ["catch", "hatch", "match", "patch", "watch"].map { Word($0)! }
    // MATCH: the win, and CATCH HATCH PATCH WATCH in one outcome: 1 + ⅘ × (1.25 + 0.25 × 2).
    let value = estimate.value(of: Word("match")!, over: words)
    #expect(abs(value.value - (1 + 0.8 * 1.75)) < 1e-9 && !value.isExact)
    #expect(value.outcomes.map(\.words).sorted() == [1, 4])
  }
}
