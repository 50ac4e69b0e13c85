import GuessworkEngine

/// The colours of one row as a single number: each tile is a base-3 digit (absent 0, present 1,
/// correct 2), the first tile the most significant: 3⁵ = 243 patterns for five letters (a win is
/// 242), 3⁷ = 2,187 for seven, so a pattern takes two bytes.
///
/// The solver compares millions of guess/answer pairs; a row as one small number makes those
/// comparisons, the tables they fill and the pattern counts behind every entropy allocation-free.
public struct Pattern: Hashable, Comparable, Sendable {
  public let code: UInt16
  /// How many tiles the row has.
  public let length: Int

  /// How many patterns a row of `length` tiles can show: 3^length.
  public static func count(length: Int) -> Int {
    (0..<length).reduce(1) { product, _ in product * 3 }
  }

  /// Every tile green.
  public static func win(length: Int) -> Pattern {
    Pattern(code: UInt16(count(length: length) - 1), length: length)
  }

  public init(code: UInt16, length: Int) {
    precondition(Int(code) < Pattern.count(length: length), "a pattern is below 3^length")
    self.code = code
    self.length = length
  }

  /// The pattern of a scored row, as `evaluate` colours it.
  public init(_ states: [LetterState]) {
    precondition(Word.lengths.contains(states.count), "a row has 4 to 7 tiles")
    var code = 0
    for state in states { code = code * 3 + state.rawValue }
    self.init(code: UInt16(code), length: states.count)
  }

  /// The colours back, first tile first.
  public var states: [LetterState] {
    var digits = [LetterState](repeating: .absent, count: length)
    var rest = Int(code)
    for position in stride(from: length - 1, through: 0, by: -1) {
      digits[position] = LetterState(rawValue: rest % 3)!
      rest /= 3
    }
    return digits
  }

  public var isWin: Bool { Int(code) == Pattern.count(length: length) - 1 }

  public static func < (lhs: Pattern, rhs: Pattern) -> Bool {
    (lhs.length, lhs.code) < (rhs.length, rhs.code)
  }
}

extension Pattern {
  /// Scores `guess` against `answer` (of the same length): the same colours as
  /// `evaluate(_:against:)`, as one number, with no allocation (the letters stay in the packed
  /// codes; claimed answer tiles are bits).
  @inlinable
  public init(_ guess: Word, against answer: Word) {
    self.init(
      code: patternCode(guess: guess.code, answer: answer.code, length: answer.length),
      length: answer.length)
  }
}

/// `Pattern(_:against:)` on packed word codes (`length` 5-bit letters, the last in bits 0–4).
///
/// Greens first; then, left to right, a non-green guess letter is present while an answer tile with
/// that letter is neither green nor already claimed by an earlier present tile: the two passes of
/// `evaluate`, in registers.
@inlinable @inline(__always)
public func patternCode(guess: UInt64, answer: UInt64, length: Int) -> UInt16 {
  hasDistinctLetters(guess, length: length)
    ? patternCode(distinctGuess: guess, answer: answer, length: length)
    : patternCode(anyGuess: guess, answer: answer, length: length)
}

/// The shift of the letter at `position` in a packed word of `length` letters.
@inlinable @inline(__always)
func letterShift(_ position: Int, _ length: Int) -> UInt64 { UInt64(5 * (length - 1 - position)) }

/// The letters of a packed word, one bit each.
@inlinable @inline(__always)
func letterMask(_ word: UInt64, length: Int) -> UInt32 {
  var mask: UInt32 = 0
  for position in 0..<length { mask |= 1 << ((word >> letterShift(position, length)) & 31) }
  return mask
}

/// Whether no letter repeats in the packed word.
@inlinable @inline(__always)
public func hasDistinctLetters(_ word: UInt64, length: Int) -> Bool {
  letterMask(word, length: length).nonzeroBitCount == length
}

/// `patternCode` for a guess whose letters differ: each guess letter can then claim at most one
/// answer tile, so a non-green letter is present exactly when some non-green answer tile has it;
/// one bit set of those letters replaces the claiming, with no branch on the letters.
@inlinable @inline(__always)
public func patternCode(distinctGuess guess: UInt64, answer: UInt64, length: Int) -> UInt16 {
  let difference = guess ^ answer
  var open: UInt32 = 0  // letters of the answer's non-green tiles
  for position in 0..<length {
    let shift = letterShift(position, length)
    let differs: UInt32 = (difference >> shift) & 31 != 0 ? 1 : 0
    open |= differs << ((answer >> shift) & 31)
  }
  var code: UInt32 = 0
  for position in 0..<length {
    let shift = letterShift(position, length)
    let green = (difference >> shift) & 31 == 0
    code = code &* 3 &+ (green ? 2 : (open >> ((guess >> shift) & 31)) & 1)
  }
  return UInt16(truncatingIfNeeded: code)
}

/// `patternCode` for any guess: the two passes of `evaluate`, claimed answer tiles as a bit mask.
@inlinable @inline(__always)
public func patternCode(anyGuess guess: UInt64, answer: UInt64, length: Int) -> UInt16 {
  let difference = guess ^ answer
  var green: UInt32 = 0
  for position in 0..<length where (difference >> letterShift(position, length)) & 31 == 0 {
    green |= 1 << UInt32(position)
  }
  var unclaimed = ~green & (1 << UInt32(length) - 1)
  var code: UInt32 = 0
  for position in 0..<length {
    code &*= 3
    if green & (1 << UInt32(position)) != 0 {
      code &+= 2
      continue
    }
    let letter = (guess >> letterShift(position, length)) & 31
    var free = unclaimed
    while free != 0 {
      let other = free.trailingZeroBitCount
      if (answer >> letterShift(other, length)) & 31 == letter {
        code &+= 1
        unclaimed &= ~(1 << UInt32(other))
        break
      }
      free &= free &- 1
    }
  }
  return UInt16(truncatingIfNeeded: code)
}
