import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The two marks a review gives each guess, on a 0–99 scale, both counted in guesses (see
/// `ValueSearch` for a guess's value: the guesses it is expected to take to finish).
public enum Scores {
  /// **Skill**: how close the guess's value came to the best value at that point. 99 when it is
  /// as good; each guess lost against the best halves it: `round(99 × 2^−(value − best))`, so a
  /// quarter of a guess lost scores 83, half a guess 70, one guess 50, two guesses 25.
  public static func skill(value: Double, best: Double) -> Int {
    skill(guessesLost: value - best)
  }

  /// Skill for `lost` guesses lost against the best play: 99 for none, halved by each one. A
  /// round's skill applies it to the sum over its guesses (`Review.summary`), so a round that loses
  /// a guess at each of six rows reads 2, not the average of six 50s.
  public static func skill(guessesLost lost: Double) -> Int {
    guard lost > 1e-9 else { return 99 }
    return min(99, max(0, Int((99 * exp2(-lost)).rounded())))
  }

  /// **Luck**: how the outcome that came compares with the others the guess could have met, in
  /// the guesses each would have left to play (0 for the win; every word still possible equally
  /// likely). A mid-rank percentile, `round(99 × (worse + ½ · same) / possible)`: `worse` counts
  /// the words that would have left more guesses to play than the real outcome did, `same` those
  /// that would have left as many (the answer among them). 99: nothing could have gone better;
  /// 0: nothing could have gone worse; 50 on average over the outcomes. `nil` when the guess had
  /// only one possible outcome: there was no luck in it.
  public static func luck(guessesLeft actual: Double, outcomes: [GuessValue.Outcome]) -> Int? {
    guard outcomes.count > 1 else { return nil }
    var worse = 0.0
    var same = 0.0
    var total = 0.0
    for outcome in outcomes {
      let words = Double(outcome.words)
      total += words
      if outcome.guessesLeft > actual + 1e-9 {
        worse += words
      } else if outcome.guessesLeft > actual - 1e-9 {
        same += words
      }
    }
    let share = (worse + same / 2) / total
    return min(99, max(0, Int((99 * share).rounded())))
  }

  /// Information gained by going from `before` possible words to `after`, in bits.
  public static func bits(from before: Int, to after: Int) -> Double {
    guard before > 0, after > 0 else { return 0 }
    return log2(Double(before) / Double(after))
  }

  /// Entropy of a split of `total` words into groups of the given sizes, in bits.
  public static func entropy(groupSizes: some Sequence<Int>, total: Int) -> Double {
    guard total > 1 else { return 0 }
    let n = Double(total)
    var bits = 0.0
    for size in groupSizes where size > 0 {
      let p = Double(size) / n
      bits -= p * log2(p)
    }
    return max(0, bits)
  }
}
