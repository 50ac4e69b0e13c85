import GuessworkEngine

/// Fills table rows fast: the candidates' letters are laid out position by position
/// ("structure of arrays") with a bit set of each word's letters, so that scoring one guess against
/// all of them is a short branch-free loop per position the compiler vectorises.
///
/// The shortcut behind it: when a letter occurs once in the guess, any copy of it in the answer
/// that is not under that tile cannot be green (a green there would need the same letter in the
/// guess), so the tile is present exactly when it is not green and the answer has the letter.
/// Letters repeated in the guess are counted out left to right, as `evaluate` does.
struct RowFiller {
  private let letters: [[UInt16]]  // letters[position][column]
  private let masks: [UInt32]  // bit n: the word has letter n
  let width: Int
  /// The words' length (every column and every guess has it).
  let length: Int

  init(columns: [Word]) {
    width = columns.count
    let length = columns.first?.length ?? Word.standardLength
    self.length = length
    letters = (0..<length).map { position in
      columns.map { UInt16(truncatingIfNeeded: ($0.code >> letterShift(position, length)) & 31) }
    }
    masks = columns.map { word in
      var mask: UInt32 = 0
      for position in 0..<length { mask |= 1 << ((word.code >> letterShift(position, length)) & 31) }
      return mask
    }
  }

  /// Writes the patterns of `guess` against every column to `out[0..<width]`.
  func fill(_ guess: Word, into out: UnsafeMutablePointer<UInt16>) {
    let g = (0..<length).map { UInt16(truncatingIfNeeded: (guess.code >> letterShift($0, length)) & 31) }
    var repeated: [Bool] = g.map { letter in g.filter { $0 == letter }.count > 1 }
    out.update(repeating: 0, count: width)
    masks.withUnsafeBufferPointer { masks in
      // One pass per position over a row that stays in the first-level cache.
      for position in 0..<length {
        letters[position].withUnsafeBufferPointer { column in
          let letter = g[position]
          for index in 0..<width {
            let digit: UInt16 =
              column[index] == letter ? 2 : UInt16(truncatingIfNeeded: (masks[index] >> UInt32(letter)) & 1)
            out[index] = out[index] &* 3 &+ digit
          }
        }
      }
    }
    guard repeated.contains(true) else { return }
    // Repeated letters: redo their tiles, each letter's copies counted out left to right.
    let weights = (0..<length).map { UInt16(Pattern.count(length: length - 1 - $0)) }
    for position in 0..<length where repeated[position] {
      let letter = g[position]
      let copies = (0..<length).filter { g[$0] == letter }
      for index in copies { repeated[index] = false }
      for column in 0..<width {
        var inAnswer = 0
        for other in 0..<length where letters[other][column] == letter { inAnswer += 1 }
        // Copies of the letter the answer has beyond those matched green under the guess.
        var free = inAnswer
        for index in copies where letters[index][column] == letter { free -= 1 }
        var code = out[column]
        for index in copies where letters[index][column] != letter {
          // The vectorised pass scored this tile present when the answer has the letter at all.
          let scoredPresent = inAnswer > 0
          let present = free > 0
          if present { free -= 1 }
          if scoredPresent && !present { code -= weights[index] }
        }
        out[column] = code
      }
    }
  }
}
