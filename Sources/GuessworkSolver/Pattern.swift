import GuessworkEngine

/// The colours of one row as a single number: each tile is a base-3 digit (absent 0, present 1,
/// correct 2), the first tile the most significant: 3⁵ = 243 patterns, and a win is 242.
///
/// The solver compares millions of guess/answer pairs; a row as one byte makes those comparisons,
/// the tables they fill and the pattern counts behind every entropy allocation-free.
public struct Pattern: Hashable, Comparable, Sendable {
  public let code: UInt8

  public static let count = 243
  /// Five green tiles.
  public static let win = Pattern(code: 242)

  public init(code: UInt8) {
    precondition(Int(code) < Pattern.count, "a pattern is 0..<243")
    self.code = code
  }

  /// The pattern of a scored row, as `evaluate` colours it.
  public init(_ states: [LetterState]) {
    precondition(states.count == Word.length, "a row has \(Word.length) tiles")
    var code = 0
    for state in states { code = code * 3 + state.rawValue }
    self.code = UInt8(code)
  }

  /// The colours back, first tile first.
  public var states: [LetterState] {
    var digits = [LetterState](repeating: .absent, count: Word.length)
    var rest = Int(code)
    for position in stride(from: Word.length - 1, through: 0, by: -1) {
      digits[position] = LetterState(rawValue: rest % 3)!
      rest /= 3
    }
    return digits
  }

  public var isWin: Bool { self == .win }

  public static func < (lhs: Pattern, rhs: Pattern) -> Bool { lhs.code < rhs.code }
}

extension Pattern {
  /// Scores `guess` against `answer`: the same colours as `evaluate(_:against:)`, as one number,
  /// with no allocation (the letters stay in the packed codes; claimed answer tiles are bits).
  @inlinable
  public init(_ guess: Word, against answer: Word) {
    self.init(code: patternCode(guess: guess.code, answer: answer.code))
  }
}

/// `Pattern(_:against:)` on packed word codes (five 5-bit letters, the first in bits 20–24).
///
/// Greens first; then, left to right, a non-green guess letter is present while an answer tile with
/// that letter is neither green nor already claimed by an earlier present tile: the two passes of
/// `evaluate`, in registers.
@inlinable @inline(__always)
public func patternCode(guess: UInt32, answer: UInt32) -> UInt8 {
  hasDistinctLetters(guess)
    ? patternCode(distinctGuess: guess, answer: answer)
    : patternCode(anyGuess: guess, answer: answer)
}

/// Whether no letter repeats in the packed word.
@inlinable @inline(__always)
public func hasDistinctLetters(_ word: UInt32) -> Bool {
  var seen: UInt32 = 0
  for position in 0..<5 { seen |= 1 << ((word >> (20 - 5 * UInt32(position))) & 31) }
  return seen.nonzeroBitCount == 5
}

/// `patternCode` for a guess whose five letters differ: each guess letter can then claim at most
/// one answer tile, so a non-green letter is present exactly when some non-green answer tile has
/// it; one bit set of those letters replaces the claiming, with no branch on the letters.
@inlinable @inline(__always)
public func patternCode(distinctGuess guess: UInt32, answer: UInt32) -> UInt8 {
  let difference = guess ^ answer
  var open: UInt32 = 0  // letters of the answer's non-green tiles
  for position in 0..<5 {
    let shift = 20 - 5 * UInt32(position)
    let differs: UInt32 = (difference >> shift) & 31 != 0 ? 1 : 0
    open |= differs << ((answer >> shift) & 31)
  }
  var code: UInt32 = 0
  for position in 0..<5 {
    let shift = 20 - 5 * UInt32(position)
    let green = (difference >> shift) & 31 == 0
    code = code &* 3 &+ (green ? 2 : (open >> ((guess >> shift) & 31)) & 1)
  }
  return UInt8(truncatingIfNeeded: code)
}

/// `patternCode` for any guess: the two passes of `evaluate`, claimed answer tiles as a bit mask.
@inlinable @inline(__always)
public func patternCode(anyGuess guess: UInt32, answer: UInt32) -> UInt8 {
  let difference = guess ^ answer
  var green: UInt32 = 0
  for position in 0..<5 where (difference >> (20 - 5 * UInt32(position))) & 31 == 0 {
    green |= 1 << UInt32(position)
  }
  var unclaimed = ~green & 31
  var code: UInt32 = 0
  for position in 0..<5 {
    code &*= 3
    if green & (1 << UInt32(position)) != 0 {
      code &+= 2
      continue
    }
    let letter = (guess >> (20 - 5 * UInt32(position))) & 31
    var free = unclaimed
    while free != 0 {
      let other = UInt32(free.trailingZeroBitCount)
      if (answer >> (20 - 5 * other)) & 31 == letter {
        code &+= 1
        unclaimed &= ~(1 << other)
        break
      }
      free &= free &- 1
    }
  }
  return UInt8(truncatingIfNeeded: code)
}
