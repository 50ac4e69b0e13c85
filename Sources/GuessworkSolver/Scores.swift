import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The two marks a review gives each guess, on a 0–99 scale.
public enum Scores {
  /// **Skill**: how close the guess's expected information came to the best available at that
  /// point, `round(99 × expected bits / best expected bits)`, capped at 99. When nothing is left
  /// to learn (one word possible, best expectation 0 bits), guessing that word scores 99 and
  /// anything else 0.
  public static func skill(expectedBits: Double, bestBits: Double, guessCouldWin: Bool) -> Int {
    guard bestBits > 1e-9 else { return guessCouldWin ? 99 : 0 }
    return min(99, max(0, Int((99 * expectedBits / bestBits).rounded())))
  }

  /// **Luck**: where the colours that came fell among those that could have come, as a mid-rank
  /// percentile. Every word still possible before the guess is an equally likely answer; for each,
  /// count the words the guess would have left (0 if the guess was that word: a win). Luck is
  /// `round(99 × (worse + ½ · same) / possible)`, where `worse` counts the possible answers that
  /// would have left more words than the real one did, and `same` those that would have left as
  /// many (the real answer among them). 99: nothing could have gone better; 50: as lucky as the
  /// average outcome; 0: nothing could have gone worse.
  public static func luck(wordsLeft actual: Int, outcomes: [Int]) -> Int {
    guard !outcomes.isEmpty else { return 50 }
    var worse = 0.0
    var same = 0.0
    for left in outcomes {
      if left > actual { worse += 1 } else if left == actual { same += 1 }
    }
    let share = (worse + same / 2) / Double(outcomes.count)
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
