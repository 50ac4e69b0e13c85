import GuessworkEngine
import Testing

@testable import GuessworkSolver

/// Skill and luck, worked by hand (the words are those of `atch`).
@Suite("Skill and luck")
struct ScoresTests {
  @Test("Expected information is the entropy of the split")
  func entropy() {
    // MATCH splits the four 1 + 3: −(¼ log₂ ¼ + ¾ log₂ ¾) = 0.5 + 0.311278 bits.
    #expect(abs(Scores.entropy(groupSizes: [1, 3], total: 4) - 0.811278) < 1e-6)
    #expect(Scores.entropy(groupSizes: [1, 1, 1, 1], total: 4) == 2)
    #expect(Scores.entropy(groupSizes: [4], total: 4) == 0)
    #expect(Scores.entropy(groupSizes: [1], total: 1) == 0)
  }

  @Test("Skill: 99 for the best value, halved by each guess lost")
  func skill() {
    #expect(Scores.skill(value: 2, best: 2) == 99)
    // A hair above the best (rounding) is still 99, never 100; a guess better than the "best"
    // (an estimate) too.
    #expect(Scores.skill(value: 2.0000000001, best: 2) == 99)
    #expect(Scores.skill(value: 1.9, best: 2) == 99)
    // A quarter of a guess lost: 99 × 2^−¼ = 83.2; at most 90, as a coach would say.
    #expect(Scores.skill(value: 2.25, best: 2) == 83)
    #expect(Scores.skill(value: 2.5, best: 2) == 70)  // 99 / √2 = 70.0
    #expect(Scores.skill(value: 3, best: 2) == 50)  // 49.5 rounds up
    #expect(Scores.skill(value: 4, best: 2) == 25)  // 24.75
    #expect(Scores.skill(value: 12, best: 2) == 0)  // 0.097
  }

  func outcomes(_ pairs: [(words: Int, left: Double)]) -> [GuessValue.Outcome] {
    pairs.enumerated().map {
      GuessValue.Outcome(
        pattern: Pattern(code: UInt16($0.offset), length: 5), words: $0.element.words,
        guessesLeft: $0.element.left)
    }
  }

  @Test("Luck: the mid-rank of the guesses left among the possible outcomes")
  func luck() {
    // MATCH against CATCH, MATCH, PATCH, WATCH: a win (0 guesses left) for one word, three words
    // that leave CATCH, PATCH, WATCH (2 guesses left).
    let match = outcomes([(1, 0), (3, 2)])
    // The answer PATCH: none worse, three the same: (0 + 1.5) / 4 × 99 = 37.1 → 37.
    #expect(Scores.luck(guessesLeft: 2, outcomes: match) == 37)
    // The answer MATCH (a win): three worse, one the same: 3.5 / 4 × 99 = 86.6 → 87.
    #expect(Scores.luck(guessesLeft: 0, outcomes: match) == 87)
    // Every outcome alike (CHOMP leaves one word whatever the answer): average luck, 50.
    #expect(Scores.luck(guessesLeft: 1, outcomes: outcomes([(1, 1), (1, 1), (1, 1), (1, 1)])) == 50)
    // The worst outcome of many: 0.5 / 100 × 99 → 0.
    #expect(Scores.luck(guessesLeft: 3, outcomes: outcomes([(99, 1), (1, 3)])) == 0)
  }

  @Test("Luck: none when only one outcome could come")
  func noLuck() {
    #expect(Scores.luck(guessesLeft: 1.5, outcomes: outcomes([(2, 1.5)])) == nil)
    #expect(Scores.luck(guessesLeft: 0, outcomes: outcomes([(1, 0)])) == nil)
  }

  @Test("Luck averages 50 over the outcomes, weighed by their words")
  func luckAverage() {
    let split = outcomes([(1, 0), (3, 1), (5, 1.6), (2, 1.5), (1, 1)])
    var sum = 0.0
    for outcome in split {
      sum += Double(outcome.words) * Double(Scores.luck(guessesLeft: outcome.guessesLeft, outcomes: split)!)
    }
    #expect(abs(sum / 12 - 49.5) < 1)
  }

  @Test("Actual information: log₂(before / after)")
  func actualBits() {
    #expect(Scores.bits(from: 4, to: 1) == 2)
    #expect(abs(Scores.bits(from: 4, to: 3) - 0.415037) < 1e-6)
    #expect(Scores.bits(from: 1, to: 1) == 0)
  }
}
