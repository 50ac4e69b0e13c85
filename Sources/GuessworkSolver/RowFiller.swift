import GuessworkEngine

/// Fills table rows fast: the candidates' letters are laid out position by position
/// ("structure of arrays") with a bit set of each word's letters, so that scoring one guess against
/// all of them is a short branch-free loop per position the compiler vectorises (see
/// `scoreColumns`).
///
/// The shortcut behind it: when a letter occurs once in the guess, any copy of it in the answer
/// that is not under that tile cannot be green (a green there would need the same letter in the
/// guess), so the tile is present exactly when it is not green and the answer has the letter.
/// Letters repeated in the guess are counted out left to right, as `evaluate` does.
struct RowFiller {
  /// letters[position * width + column], one flat array so the inner loop has one base pointer.
  private let letters: [UInt8]
  private let masks: [UInt32]  // bit n: the word has letter n
  /// hasLetter[letter * width + column]: 1 when the column's word has the letter, else 0 (the
  /// masks as bytes, laid out for vector loads).
  private let hasLetter: [UInt8]
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
    var hasLetter = [UInt8](repeating: 0, count: 32 * columns.count)
    for (column, mask) in masks.enumerated() {
      for letter in 0..<32 where mask & (1 << UInt32(letter)) != 0 { hasLetter[letter * columns.count + column] = 1 }
    }
    self.hasLetter = hasLetter
  }

  /// Writes the patterns of `guess` against every column to `out[0..<width]`. Nothing is
  /// allocated: a review builds a table of every guess over a few words, where allocating per row
  /// cost more than the scoring.
  func fill(_ guess: Word, into out: UnsafeMutablePointer<UInt16>) {
    let code = guess.code
    scoreColumns(code, into: out)
    var seen: UInt32 = 0
    var repeatedLetters: UInt32 = 0
    for position in 0..<length {
      let bit: UInt32 = 1 << letter(code, position)
      if seen & bit != 0 { repeatedLetters |= bit }
      seen |= bit
    }
    guard repeatedLetters != 0 else { return }
    // Repeated letters: redo their tiles, each letter's copies counted out left to right.
    let length = self.length
    letters.withUnsafeBufferPointer { letters in
      masks.withUnsafeBufferPointer { masks in
        hasLetter.withUnsafeBufferPointer { hasLetter in
          guard let letters = letters.baseAddress, let masks = masks.baseAddress,
            let hasLetter = hasLetter.baseAddress
          else { return }
          while repeatedLetters != 0 {
            let letter = UInt8(repeatedLetters.trailingZeroBitCount)
            repeatedLetters &= repeatedLetters &- 1
            var copies: UInt32 = 0  // bit n: the guess has the letter at position n
            for position in 0..<length where self.letter(code, position) == letter {
              copies |= 1 << UInt32(position)
            }
            let done = recountVectors(
              letter, copies: copies, letters: letters, hasLetter: hasLetter, out: out)
            recount(letter, copies: copies, from: done, letters: letters, masks: masks, out: out)
          }
        }
      }
    }
  }

  /// Recounts the tiles of a letter the guess has at `copies` (a bit per position) in columns
  /// `start...`, one at a time. The first pass scored every copy not green as present: the
  /// answer's copies beyond those matched green go to the first of them, the rest turn grey. Only
  /// columns whose word has the letter can change (elsewhere every copy is rightly grey), and only
  /// when the word has fewer copies than the guess.
  private func recount(
    _ letter: UInt8, copies: UInt32, from start: Int, letters: UnsafePointer<UInt8>,
    masks: UnsafePointer<UInt32>, out: UnsafeMutablePointer<UInt16>
  ) {
    let bit: UInt32 = 1 << UInt32(letter)
    let copyCount = copies.nonzeroBitCount
    for column in start..<width where masks[column] & bit != 0 {
      var inAnswer = 0
      var greens = 0
      for position in 0..<length where letters[position &* width &+ column] == letter {
        inAnswer &+= 1
        if copies & (1 << UInt32(position)) != 0 { greens &+= 1 }
      }
      var free = inAnswer &- greens
      guard free < copyCount &- greens else { continue }
      var pattern = out[column]
      var rest = copies
      while rest != 0 {
        let index = rest.trailingZeroBitCount
        rest &= rest &- 1
        guard letters[index &* width &+ column] != letter else { continue }
        if free > 0 { free &-= 1 } else { pattern &-= RowFiller.weight(length &- 1 &- index) }
      }
      out[column] = pattern
    }
  }

  /// `recount` sixteen columns at a time, in lane arithmetic; returns the first column left to
  /// recount one at a time.
  private func recountVectors(
    _ letter: UInt8, copies: UInt32, letters: UnsafePointer<UInt8>,
    hasLetter: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt16>
  ) -> Int {
    typealias Bytes = SIMD16<UInt8>
    let one = Bytes(repeating: 1)
    let target = Bytes(repeating: letter)
    var column = 0
    while column &+ 16 <= width {
      func load(_ pointer: UnsafePointer<UInt8>) -> Bytes {
        UnsafeRawPointer(pointer).loadUnaligned(as: Bytes.self)
      }
      /// 1 where the column's letter at `position` is the letter, else 0.
      func matches(_ position: Int) -> Bytes {
        let x = load(letters + (position &* width &+ column)) ^ target
        return one &- ((x | (Bytes(repeating: 0) &- x)) &>> 7)
      }
      var inAnswer = Bytes(repeating: 0)
      var greens = Bytes(repeating: 0)
      for position in 0..<length {
        let match = matches(position)
        inAnswer &+= match
        if copies & (1 << UInt32(position)) != 0 { greens &+= match }
      }
      let has = load(hasLetter + (Int(letter) &* width &+ column))
      let free = inAnswer &- greens
      var rank = Bytes(repeating: 0)  // copies not green so far
      var grey = SIMD16<UInt16>(repeating: 0)
      var rest = copies
      while rest != 0 {
        let index = rest.trailingZeroBitCount
        rest &= rest &- 1
        let notGreen = one &- matches(index)
        // Grey when not green, the answer has the letter (else the first pass scored it grey)
        // and the answer's free copies are used up (rank ≥ free; both below 8).
        let usedUp = one &- ((rank &- free) &>> 7)
        let turns = notGreen & usedUp & has
        grey &+= SIMD16<UInt16>(truncatingIfNeeded: turns) &* RowFiller.weight(length &- 1 &- index)
        rank &+= notGreen
      }
      let target = UnsafeMutableRawPointer(out + column)
      let scored = target.loadUnaligned(as: SIMD16<UInt16>.self)
      target.storeBytes(of: scored &- grey, as: SIMD16<UInt16>.self)
      column &+= 16
    }
    return column
  }

  /// 3ⁿ: the weight of a tile n places from the end of the pattern.
  @inline(__always)
  private static func weight(_ n: Int) -> UInt16 {
    var weight: UInt16 = 1
    for _ in 0..<n { weight &*= 3 }
    return weight
  }

  /// The letter (0–31) at `position` of a packed word of this length.
  @inline(__always)
  private func letter(_ code: UInt64, _ position: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: (code >> letterShift(position, length)) & 31)
  }

  /// Each column's pattern as if every guess letter occurred once: green where the letters match,
  /// else present when the column's word has the letter. Sixteen columns at a time in vector
  /// registers (about 1 ns a cell; scalar, 7–11 ns).
  private func scoreColumns(_ guess: UInt64, into out: UnsafeMutablePointer<UInt16>) {
    let width = self.width
    let length = self.length
    letters.withUnsafeBufferPointer { letters in
      hasLetter.withUnsafeBufferPointer { hasLetter in
        guard let letters = letters.baseAddress, let hasLetter = hasLetter.baseAddress else { return }
        var column = 0
        while column &+ 16 <= width {
          var code = SIMD16<UInt16>(repeating: 0)
          for position in 0..<length {
            let letter = UInt8(truncatingIfNeeded: (guess >> UInt64(5 &* (length &- 1 &- position))) & 31)
            let here = UnsafeRawPointer(letters + (position &* width &+ column))
              .loadUnaligned(as: SIMD16<UInt8>.self)
            let has = UnsafeRawPointer(hasLetter + (Int(letter) &* width &+ column))
              .loadUnaligned(as: SIMD16<UInt8>.self)
            // Lane arithmetic only (comparisons give masks the compiler does not vectorise):
            // differs is 1 where the letters differ (x | −x has its top bit set unless x is 0).
            let x = here ^ SIMD16(repeating: letter)
            let differs = (x | (SIMD16(repeating: 0) &- x)) &>> 7
            // Green: 2; else 1 when the word has the letter, 0 when not.
            let digit = has &+ (SIMD16(repeating: 1) &- differs) &* (SIMD16(repeating: 2) &- has)
            code = code &* 3 &+ SIMD16<UInt16>(truncatingIfNeeded: digit)
          }
          UnsafeMutableRawPointer(out + column).storeBytes(of: code, as: SIMD16<UInt16>.self)
          column &+= 16
        }
        while column < width {
          var code: UInt16 = 0
          for position in 0..<length {
            let letter = UInt8(truncatingIfNeeded: (guess >> UInt64(5 &* (length &- 1 &- position))) & 31)
            let digit: UInt16 =
              letters[position &* width &+ column] == letter
              ? 2 : UInt16(hasLetter[Int(letter) &* width &+ column])
            code = code &* 3 &+ digit
          }
          out[column] = code
          column &+= 1
        }
      }
    }
  }
}
