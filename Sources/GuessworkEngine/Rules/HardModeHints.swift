/// Everything revealed so far that hard mode requires a guess to reuse.
///
/// Green letters must stay where they are; every coloured letter must appear again, as many times as
/// it was coloured within a single earlier guess (two coloured E's in one row mean two E's from now
/// on). Hints accumulate over every row of the round, not only the last one.
public struct HardModeHints: Hashable, Sendable {
  // Kept in vectors, not arrays: a guess submitted in hard mode rebuilds the hints from the rows,
  // and with arrays that took four allocations and more than a microsecond.
  /// One lane per position: 1 + the index of the letter revealed green there, 0 where none was.
  private var greens = SIMD8<UInt8>()
  /// The round's length once a green was revealed (the hints do not know it before), else 0.
  private var greenLength: UInt8 = 0
  /// The revealed letters' indexes in the order first revealed, and the fewest copies of each a
  /// guess must have (a letter's index is below 32, so every distinct letter has a lane).
  private var revealedLetters = SIMD32<UInt8>()
  private var revealedCounts = SIMD32<UInt8>()
  private var revealedCount = 0

  public init(_ guesses: [Guess] = []) {
    for guess in guesses { record(guess) }
  }

  /// The letter that must stand at each position, where one was revealed green (empty until the
  /// first green).
  public var fixed: [Letter?] {
    (0..<Int(greenLength)).map { greens[$0] == 0 ? nil : Letter(uncheckedIndex: greens[$0] - 1) }
  }

  /// The fewest copies of each revealed letter a guess must have, in the order first revealed.
  public var minimumCounts: [(letter: Letter, count: Int)] {
    (0..<revealedCount).map { (Letter(uncheckedIndex: revealedLetters[$0]), Int(revealedCounts[$0])) }
  }

  public mutating func record(_ guess: Guess) {
    // Coloured copies of each letter in this guess.
    var counts = SIMD32<UInt8>()
    let length = guess.word.length
    for position in 0..<length where guess.result[position] != .absent {
      let letter = guess.word[position]
      if guess.result[position] == .correct {
        if greenLength == 0 { greenLength = UInt8(length) }
        greens[position] = letter.index + 1
      }
      counts[Int(letter.index)] &+= 1
    }
    // Each coloured letter once, in the order of its first coloured tile.
    for position in 0..<length where guess.result[position] != .absent {
      let letter = guess.word[position]
      let count = counts[Int(letter.index)]
      guard count > 0 else { continue }
      counts[Int(letter.index)] = 0
      if let index = (0..<revealedCount).first(where: { revealedLetters[$0] == letter.index }) {
        revealedCounts[index] = max(revealedCounts[index], count)
      } else {
        revealedLetters[revealedCount] = letter.index
        revealedCounts[revealedCount] = count
        revealedCount += 1
      }
    }
  }

  /// The first rule the word breaks, green positions first (left to right), then missing letters.
  public func violation(by word: Word) -> Rejection? {
    for position in 0..<min(Int(greenLength), word.length) where greens[position] != 0 {
      if word[position].index + 1 != greens[position] {
        return .mustKeep(Letter(uncheckedIndex: greens[position] - 1), at: position)
      }
    }
    for index in 0..<revealedCount {
      let letter = Letter(uncheckedIndex: revealedLetters[index])
      let count = Int(revealedCounts[index])
      if HardModeHints.copies(of: letter, in: word) < count { return .mustContain(letter, count: count) }
    }
    return nil
  }

  /// How many times the letter occurs in the word (without building the word's letter array: this
  /// runs for every submitted guess in hard mode).
  private static func copies(of letter: Letter, in word: Word) -> Int {
    var copies = 0
    for position in 0..<word.length where word[position] == letter { copies += 1 }
    return copies
  }
}

extension HardModeHints {
  /// Whether each row keeps every hint the rows before it revealed, as every row of a round that
  /// ended in hard mode did (the same rule as `violation(by:)`, without building the hints: a saved
  /// history checks this for each hard-mode record at every start, so it is plain integer work).
  ///
  /// One pass: the greens so far as a bit per position, and, for the letter at each position of the
  /// answer, the most copies any one row had coloured: as many as the fewer of its copies in that
  /// row and in the answer. A letter that is not in the answer is never coloured, so never required.
  static func everyRowKeepsTheHints(_ rows: some Collection<Word>, answer: Word) -> Bool {
    let inAnswer = copies(of: answer, in: answer)
    var greens: UInt32 = 0
    var required: UInt64 = 0
    for row in rows {
      let rowGreens = greenPositions(row, answer)
      guard greens & ~rowGreens == 0 else { return false }
      let inRow = copies(of: answer, in: row)
      var next: UInt64 = 0
      for position in 0..<UInt64(answer.length) {
        let shift = 8 * position
        let needed = required >> shift & 0xFF
        let present = inRow >> shift & 0xFF
        guard needed <= present else { return false }
        let coloured = min(present, inAnswer >> shift & 0xFF)
        next |= max(needed, coloured) << shift
      }
      greens |= rowGreens
      required = next
    }
    return true
  }

  /// The same for a round of several boards (`answer` the first board's, `others` the rest): each
  /// board's hints are kept by every row up to the one that solved it (a solved board asks nothing
  /// more). One board's rows all keep its hints: its answer, if played, is the last.
  static func everyRowKeepsTheHints(_ rows: some Collection<Word>, answer: Word, others: [Word]) -> Bool {
    guard !others.isEmpty else { return everyRowKeepsTheHints(rows, answer: answer) }
    return ([answer] + others).allSatisfy { answer in
      let played = rows.firstIndex(of: answer).map { rows[...$0] } ?? rows[...]
      return everyRowKeepsTheHints(played, answer: answer)
    }
  }

  /// One bit for each position where the word has the answer's letter.
  private static func greenPositions(_ word: Word, _ answer: Word) -> UInt32 {
    let difference = word.code ^ answer.code
    var positions: UInt32 = 0
    for position in 0..<UInt64(answer.length) where (difference >> (5 * position)) & 31 == 0 {
      positions |= 1 << position
    }
    return positions
  }

  /// For the letter at each position of the answer, how many times it occurs in the word: one byte
  /// per position.
  private static func copies(of answer: Word, in word: Word) -> UInt64 {
    var result: UInt64 = 0
    for position in 0..<UInt64(answer.length) {
      let letter = answer.code >> (5 * position) & 31
      var count: UInt64 = 0
      for other in 0..<UInt64(word.length) where word.code >> (5 * other) & 31 == letter {
        count += 1
      }
      result |= count << (8 * UInt64(position))
    }
    return result
  }
}
