import GuessworkEngine

/// What one scored row demands of later guesses in hard mode, on packed word codes: its green
/// letters in place and each coloured letter as many times as it was coloured in the row (the
/// rule of `HardModeHints`, for the solver's filtering of thousands of guesses per position).
struct RowConstraint {
  /// The 5-bit fields of the green positions.
  private var greenFields: UInt64 = 0
  private let guess: UInt64
  private let length: Int
  /// Coloured letters and their counts in the row (at most one per tile).
  private var letters: [(letter: UInt64, count: Int)] = []

  init(guess: Word, pattern: Pattern) {
    self.guess = guess.code
    length = guess.length
    let states = pattern.states
    for position in 0..<length where states[position] != .absent {
      let shift = letterShift(position, length)
      if states[position] == .correct { greenFields |= 31 << shift }
      let letter = (guess.code >> shift) & 31
      if let index = letters.firstIndex(where: { $0.letter == letter }) {
        letters[index].count += 1
      } else {
        letters.append((letter, 1))
      }
    }
  }

  /// Whether a guess (of the row's length) keeps this row's hints.
  func admits(_ word: UInt64) -> Bool {
    guard (word ^ guess) & greenFields == 0 else { return false }
    for (letter, count) in letters {
      var copies = 0
      for position in 0..<length where (word >> letterShift(position, length)) & 31 == letter {
        copies += 1
      }
      if copies < count { return false }
    }
    return true
  }
}
