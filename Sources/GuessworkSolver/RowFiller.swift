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
  /// letters[position * width + column], one flat array so the inner loop has one base pointer.
  private let letters: [UInt8]
  private let masks: [UInt32]  // bit n: the word has letter n
  let width: Int
  /// The words' length (every column and every guess has it).
  let length: Int

  init(columns: [Word]) {
    width = columns.count
    let length = columns.first?.length ?? Word.standardLength
    self.length = length
    var letters = [UInt8](repeating: 0, count: length * columns.count)
    for (column, word) in columns.enumerated() {
      for position in 0..<length {
        letters[position * columns.count + column] = UInt8(
          truncatingIfNeeded: (word.code >> letterShift(position, length)) & 31)
      }
    }
    self.letters = letters
    masks = columns.map { word in
      var mask: UInt32 = 0
      for position in 0..<length { mask |= 1 << ((word.code >> letterShift(position, length)) & 31) }
      return mask
    }
  }

  /// Writes the patterns of `guess` against every column to `out[0..<width]`.
  func fill(_ guess: Word, into out: UnsafeMutablePointer<UInt16>) {
    let g = (0..<length).map { UInt8(truncatingIfNeeded: (guess.code >> letterShift($0, length)) & 31) }
    // One pass over the columns, the positions unrolled for each length (a constant there).
    switch length {
    case 4: scoreColumns(g, into: out, length: 4)
    case 5: scoreColumns(g, into: out, length: 5)
    case 6: scoreColumns(g, into: out, length: 6)
    default: scoreColumns(g, into: out, length: 7)
    }
    var repeated: [Bool] = g.map { letter in g.filter { $0 == letter }.count > 1 }
    guard repeated.contains(true) else { return }
    // Repeated letters: redo their tiles, each letter's copies counted out left to right.
    let weights = (0..<length).map { UInt16(Pattern.count(length: length - 1 - $0)) }
    for position in 0..<length where repeated[position] {
      let letter = g[position]
      let copies = (0..<length).filter { g[$0] == letter }
      for index in copies { repeated[index] = false }
      for column in 0..<width {
        var inAnswer = 0
        for other in 0..<length where letters[other * width + column] == letter { inAnswer += 1 }
        // Copies of the letter the answer has beyond those matched green under the guess.
        var free = inAnswer
        for index in copies where letters[index * width + column] == letter { free -= 1 }
        var code = out[column]
        for index in copies where letters[index * width + column] != letter {
          // The first pass scored this tile present when the answer has the letter at all.
          let scoredPresent = inAnswer > 0
          let present = free > 0
          if present { free -= 1 }
          if scoredPresent && !present { code -= weights[index] }
        }
        out[column] = code
      }
    }
  }

  /// Each column's pattern as if every guess letter occurred once: green where the letters match,
  /// else present when the column's word has the letter.
  @inline(__always)
  private func scoreColumns(_ g: [UInt8], into out: UnsafeMutablePointer<UInt16>, length: Int) {
    let width = self.width
    letters.withUnsafeBufferPointer { letters in
      masks.withUnsafeBufferPointer { masks in
        g.withUnsafeBufferPointer { g in
          for column in 0..<width {
            let mask = masks[column]
            var code: UInt32 = 0
            for position in 0..<length {
              let letter = g[position]
              let digit: UInt32 =
                letters[position * width + column] == letter ? 2 : (mask >> UInt32(letter)) & 1
              code = code &* 3 &+ digit
            }
            out[column] = UInt16(truncatingIfNeeded: code)
          }
        }
      }
    }
  }
}
