import GuessworkEngine

/// What one scored row demands of later guesses in hard mode, on packed word codes: its green
/// letters in place and each coloured letter as many times as it was coloured in the row (the
/// rule of `HardModeHints`, for the solver's filtering of thousands of guesses per position).
struct RowConstraint {
  /// The 5-bit fields of the green positions.
  private var greenFields: UInt64 = 0
  private let guess: UInt64
  private let length: Int
  /// The letters coloured in the row, one bit each (`letterMask`): a guess must hold them all.
  private var present: UInt32 = 0
  /// The letters coloured more than once in the row, and how many times: a guess must hold as
  /// many copies (rare, so counted only for them).
  private var repeated: [(letter: UInt64, count: Int)] = []

  /// Built for every outcome the solver's searches meet in hard mode: no array but for a letter
  /// coloured twice (rare).
  init(guess: Word, pattern: Pattern) {
    self.guess = guess.code
    length = guess.length
    // The pattern's digits, base 3, the last letter's lowest (`LetterState` raw values).
    var coloured: UInt32 = 0
    var rest = Int(pattern.code)
    for position in stride(from: length - 1, through: 0, by: -1) {
      let state = rest % 3
      rest /= 3
      guard state != LetterState.absent.rawValue else { continue }
      coloured |= 1 << UInt32(position)
      let shift = letterShift(position, length)
      if state == LetterState.correct.rawValue { greenFields |= 31 << shift }
      present |= 1 << ((guess.code >> shift) & 31)
    }
    for position in 0..<length where coloured & (1 << UInt32(position)) != 0 {
      let letter = (guess.code >> letterShift(position, length)) & 31
      var count = 0
      var first = position
      for other in 0..<length
      where coloured & (1 << UInt32(other)) != 0
        && (guess.code >> letterShift(other, length)) & 31 == letter
      {
        if count == 0 { first = other }
        count += 1
      }
      // Once per letter: at its first coloured place.
      if count > 1 && first == position { repeated.append((letter, count)) }
    }
  }

  /// Whether a guess (of the row's length) keeps this row's hints.
  func admits(_ word: UInt64) -> Bool {
    admits(word, letters: letterMask(word, length: length))
  }

  /// `admits`, the guess's `letterMask` being known (the solver keeps every guess's).
  @inline(__always)
  func admits(_ word: UInt64, letters: UInt32) -> Bool {
    guard (word ^ guess) & greenFields == 0, letters & present == present else { return false }
    for (letter, count) in repeated {
      var copies = 0
      for position in 0..<length where (word >> letterShift(position, length)) & 31 == letter {
        copies += 1
      }
      if copies < count { return false }
    }
    return true
  }

  /// The guesses among `rows` (every row of `codes` when nil) that keep this row's hints, in order.
  func filter(_ rows: [Int32]?, codes: [UInt64], letters: [UInt32]) -> [Int32] {
    var kept: [Int32] = []
    codes.withUnsafeBufferPointer { codes in
      letters.withUnsafeBufferPointer { letters in
        if let rows {
          kept.reserveCapacity(rows.count)
          for row in rows where admits(codes[Int(row)], letters: letters[Int(row)]) {
            kept.append(row)
          }
        } else {
          for row in 0..<codes.count where admits(codes[row], letters: letters[row]) {
            kept.append(Int32(row))
          }
        }
      }
    }
    return kept
  }
}
