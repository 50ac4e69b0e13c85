import FoundationEssentials
import GuessworkEngine

#if canImport(Glibc)
  import Glibc
#endif

/// How a review values a first guess over thousands of answers, in a few milliseconds: each of its
/// outcomes by the number of words it leaves alone. One word left takes 1 more guess and two take
/// 1.5 (exact); m ≥ 3 words take `intercept + slope × log₂ m`, never fewer than the (2m − 1) / m
/// no play can beat. It is an **estimate**, said to be one (`GuessValue.isExact` is false).
///
/// The line is fitted, per language and mode, on the solver's own play: the outcomes of the
/// solver's opening, each valued by `ValueSearch` (exact up to `Solver.exactLimit` words, its
/// estimate above), least squares weighted by the words of each outcome. The opening row values
/// the player's guess and the solver's opening with the same line, so skill and luck compare like
/// with like. Valuing the outcomes of a first guess by `ValueSearch` takes a table per outcome
/// (every guess × its words) and about a second and a half; the line replaces that for every
/// round after the opening book.
public struct OpeningEstimate: Sendable, Hashable {
  public let intercept: Double
  /// Guesses per bit: how much a doubling of the words left adds.
  public let slope: Double

  public init(intercept: Double, slope: Double) {
    self.intercept = intercept
    self.slope = slope
  }

  /// The guesses `words` words left are estimated to need, the next one included.
  public func guessesLeft(words m: Int) -> Double {
    switch m {
    case ...0: return 0
    case 1: return 1
    case 2: return 1.5
    default: return max(Double(2 * m - 1) / Double(m), intercept + slope * log2(Double(m)))
    }
  }

  /// The line through the outcomes of three words or more (pattern, words, value left), weighted
  /// by their words. One size among them: the line through it and two words' 1.5. None: `nil`
  /// (nothing to fit; the review then values first guesses with `ValueSearch`).
  public static func fitted(on outcomes: [GuessValue.Outcome]) -> OpeningEstimate? {
    let points = outcomes.filter { !$0.pattern.isWin && $0.words >= 3 }
    guard !points.isEmpty else { return nil }
    var weight = 0.0
    var sumX = 0.0
    var sumY = 0.0
    for point in points {
      let w = Double(point.words)
      weight += w
      sumX += w * log2(w)
      sumY += w * point.guessesLeft
    }
    let meanX = sumX / weight
    let meanY = sumY / weight
    var sxx = 0.0
    var sxy = 0.0
    for point in points {
      let w = Double(point.words)
      let x = log2(w) - meanX
      sxx += w * x * x
      sxy += w * x * (point.guessesLeft - meanY)
    }
    if sxx < 1e-9 {
      // Every outcome the same size: through it and (2 words, 1.5 guesses).
      let slope = max(0, (meanY - 1.5) / (meanX - 1))
      return OpeningEstimate(intercept: 1.5 - slope, slope: slope)
    }
    let slope = max(0, sxy / sxx)
    return OpeningEstimate(intercept: meanY - slope * meanX, slope: slope)
  }

  /// `guess` weighed over `universe` (every possible answer): 1 + the words-weighted average of
  /// its outcomes' estimates.
  public func value(of guess: Word, over universe: [Word]) -> GuessValue {
    let patterns = Pattern.count(length: guess.length)
    var counts = [Int](repeating: 0, count: patterns)
    for word in universe { counts[Int(Pattern(guess, against: word).code)] += 1 }
    var outcomes: [GuessValue.Outcome] = []
    var total = 0.0
    for code in 0..<patterns where counts[code] > 0 {
      let pattern = Pattern(code: UInt16(code), length: guess.length)
      let left = pattern.isWin ? 0 : guessesLeft(words: counts[code])
      outcomes.append(.init(pattern: pattern, words: counts[code], guessesLeft: left))
      total += Double(counts[code]) * left
    }
    return GuessValue(value: 1 + total / Double(universe.count), outcomes: outcomes, isExact: false)
  }
}
