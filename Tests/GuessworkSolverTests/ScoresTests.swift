import GuessworkEngine
import Testing

@testable import GuessworkSolver

/// Skill and luck on the four words CATCH, MATCH, PATCH, WATCH (see `atch`), worked by hand.
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

  @Test("Skill: 99 × expected / best, rounded; 99 for the best guess")
  func skill() {
    // MATCH (0.811 bits) where CHOMP gives 2: 99 × 0.405639 = 40.16 → 40.
    #expect(Scores.skill(expectedBits: 0.811278, bestBits: 2, guessCouldWin: true) == 40)
    #expect(Scores.skill(expectedBits: 2, bestBits: 2, guessCouldWin: false) == 99)
    // A hair above the best (rounding) is still 99, never 100.
    #expect(Scores.skill(expectedBits: 2.0000001, bestBits: 2, guessCouldWin: false) == 99)
    #expect(Scores.skill(expectedBits: 0, bestBits: 2, guessCouldWin: false) == 0)
  }

  @Test("Skill with one word left: 99 for guessing it, 0 for anything else")
  func skillWithOneWordLeft() {
    #expect(Scores.skill(expectedBits: 0, bestBits: 0, guessCouldWin: true) == 99)
    #expect(Scores.skill(expectedBits: 0, bestBits: 0, guessCouldWin: false) == 0)
  }

  @Test("Luck: the mid-rank of the words left among the possible outcomes")
  func luck() {
    // MATCH against the four: CATCH, PATCH, WATCH would each leave 3 words, MATCH itself 0 (a win).
    let outcomes = [3, 0, 3, 3]
    // The answer PATCH left 3: none worse, three the same: (0 + 1.5) / 4 × 99 = 37.1 → 37.
    #expect(Scores.luck(wordsLeft: 3, outcomes: outcomes) == 37)
    // The answer MATCH (a win): three worse, one the same: 3.5 / 4 × 99 = 86.6 → 87.
    #expect(Scores.luck(wordsLeft: 0, outcomes: outcomes) == 87)
    // Every outcome alike (CHOMP leaves one word whatever the answer): average luck, 50.
    #expect(Scores.luck(wordsLeft: 1, outcomes: [1, 1, 1, 1]) == 50)
    // The worst outcome of many: 0.5 / 100 × 99 → 0.
    #expect(Scores.luck(wordsLeft: 99, outcomes: Array(repeating: 1, count: 99) + [99]) == 0)
  }

  @Test("Actual information: log₂(before / after)")
  func actualBits() {
    #expect(Scores.bits(from: 4, to: 1) == 2)
    #expect(abs(Scores.bits(from: 4, to: 3) - 0.415037) < 1e-6)
    #expect(Scores.bits(from: 1, to: 1) == 0)
  }
}
