import GuessworkEngine

/// Fills table rows fast: the candidates' letters are laid out position by position
/// ("structure of arrays") with a bit set of each word's letters, so that scoring one guess against
/// all of them is a short branch-free loop the compiler vectorises.
///
/// The shortcut behind it: when a letter occurs once in the guess, any copy of it in the answer
/// that is not under that tile cannot be green (a green there would need the same letter in the
/// guess), so the tile is present exactly when it is not green and the answer has the letter.
/// Letters repeated in the guess are counted out left to right, as `evaluate` does.
struct RowFiller {
  private let letters: [[UInt32]]  // letters[position][column]
  private let masks: [UInt32]  // bit n: the word has letter n
  let width: Int

  init(columns: [Word]) {
    width = columns.count
    letters = (0..<Word.length).map { position in
      columns.map { ($0.code >> UInt32(20 - 5 * position)) & 31 }
    }
    masks = columns.map { word in
      var mask: UInt32 = 0
      for position in 0..<Word.length {
        mask |= 1 << ((word.code >> UInt32(20 - 5 * position)) & 31)
      }
      return mask
    }
  }

  /// Writes the patterns of `guess` against every column to `out[0..<width]`.
  func fill(_ guess: Word, into out: UnsafeMutablePointer<UInt8>) {
    let g = (0..<Word.length).map { (guess.code >> UInt32(20 - 5 * $0)) & 31 }
    var repeated: [Bool] = g.map { letter in g.filter { $0 == letter }.count > 1 }
    letters[0].withUnsafeBufferPointer { l0 in
      letters[1].withUnsafeBufferPointer { l1 in
        letters[2].withUnsafeBufferPointer { l2 in
          letters[3].withUnsafeBufferPointer { l3 in
            letters[4].withUnsafeBufferPointer { l4 in
              masks.withUnsafeBufferPointer { masks in
                let (g0, g1, g2, g3, g4) = (g[0], g[1], g[2], g[3], g[4])
                for column in 0..<width {
                  let mask = masks[column]
                  var code = l0[column] == g0 ? 2 : (mask >> g0) & 1
                  code = code &* 3 &+ (l1[column] == g1 ? 2 : (mask >> g1) & 1)
                  code = code &* 3 &+ (l2[column] == g2 ? 2 : (mask >> g2) & 1)
                  code = code &* 3 &+ (l3[column] == g3 ? 2 : (mask >> g3) & 1)
                  code = code &* 3 &+ (l4[column] == g4 ? 2 : (mask >> g4) & 1)
                  out[column] = UInt8(truncatingIfNeeded: code)
                }
              }
            }
          }
        }
      }
    }
    guard repeated.contains(true) else { return }
    // Repeated letters: redo their tiles, each letter's copies counted out left to right.
    let weights: [UInt8] = [81, 27, 9, 3, 1]
    for position in 0..<Word.length where repeated[position] {
      let letter = g[position]
      let copies = (0..<Word.length).filter { g[$0] == letter }
      for index in copies { repeated[index] = false }
      for column in 0..<width {
        var inAnswer = 0
        for other in 0..<Word.length where letters[other][column] == letter { inAnswer += 1 }
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
