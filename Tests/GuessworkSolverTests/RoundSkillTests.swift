import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkSolver

// The round's skill: 99 halved by every guess the round lost against the best play, summed over
// its guesses (`Scores.skill(guessesLost:)`), on the shipped English list and its shipped opening.

@Suite("A round's skill")
struct RoundSkillTests {
  static let reviewer = Reviewer(words: try! shippedList(.english))

  func review(_ guesses: [String], _ answer: String) throws -> Review {
    try Self.reviewer.review(guesses, answer: answer, hardMode: false, book: nil)
  }

  @Test("The rule: 99, halved by each guess lost")
  func rule() {
    #expect(Scores.skill(guessesLost: 0) == 99)
    #expect(Scores.skill(guessesLost: 0.5) == 70)
    #expect(Scores.skill(guessesLost: 1) == 50)
    #expect(Scores.skill(guessesLost: 2) == 25)
    #expect(Scores.skill(guessesLost: 7) == 1)
    #expect(Scores.skill(guessesLost: 8) == 0)
  }

  @Test("Six hopeless guesses that never find BORNE read low")
  func hopeless() throws {
    let review = try review(["jazzy", "fuzzy", "kayak", "mamma", "puppy", "civic"], "borne")
    #expect(!review.summary.isSolved)
    #expect(review.summary.skill <= 5, "\(review.summary.skill), lost \(review.guessesLost)")
    // Each guess on its own still scores what it lost there.
    #expect(review.rows.allSatisfy { $0.skill < 99 })
  }

  @Test("The solver's own round reads 99")
  func solversRound() throws {
    for answer in ["borne", "humor", "crane", "jazzy"] {
      let path = Self.reviewer.solverPath(
        to: word(answer), universe: Self.reviewer.universe(for: word(answer)),
        opening: Self.reviewer.openingBook(hardMode: false).solverOpening, hardMode: false)
      let review = try review(path.words.map(\.text), answer)
      #expect(review.summary.skill == 99, "\(answer): \(review.summary.skill)")
    }
  }

  @Test("A lucky first-guess win and a slow win read in between, the lucky one higher")
  func inBetween() throws {
    let hopeless = try review(["jazzy", "fuzzy", "kayak", "mamma", "puppy", "civic"], "borne")
    let lucky = try review(["humor"], "humor")
    let slow = try review(["crane", "boost", "mouth", "truth", "tooth"], "tooth")
    for round in [lucky, slow] {
      #expect(round.summary.isSolved)
      #expect(round.summary.skill > hopeless.summary.skill && round.summary.skill < 99)
    }
    // What the review shows: HUMOR at once lost about a quarter of a guess against the solver's
    // play (skill 84, luck 99); CRANE…TOOTH in five lost about two (skill 22, luck 50).
    #expect(lucky.summary.skill == 84 && lucky.summary.luck == 99)
    #expect((0.2...0.26).contains(lucky.guessesLost))
    #expect(slow.summary.skill == 22 && slow.summary.luck == 50)
    #expect((2.1...2.2).contains(slow.guessesLost))
  }
}
