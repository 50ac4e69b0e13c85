/// The words of a finished round's rows, in order: at most six, packed two to an integer, so a
/// history of a thousand games keeps its rows without a thousand small arrays to allocate, count
/// and free at every start.
public struct PlayedRows: RandomAccessCollection, Hashable, Sendable {
  /// Words 0–1, 2–3 and 4–5, 25 bits each; unused bits are zero (so equal rows hash equal).
  private var low: UInt64 = 0
  private var middle: UInt64 = 0
  private var high: UInt64 = 0
  public private(set) var count = 0

  public init() {}

  /// The words, or `nil` when there are more than a round allows.
  public init?(_ words: some Sequence<Word>) {
    for word in words {
      guard append(word) else { return nil }
    }
  }

  /// Adds a word after the others; false when six are there already.
  @discardableResult
  mutating func append(_ word: Word) -> Bool {
    guard count < Game.maximumGuesses else { return false }
    let bits = UInt64(word.code) << (25 * UInt64(count % 2))
    switch count / 2 {
    case 0: low |= bits
    case 1: middle |= bits
    default: high |= bits
    }
    count += 1
    return true
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> Word {
    precondition(position >= 0 && position < count, "row \(position) of \(count)")
    let lane =
      switch position / 2 {
      case 0: low
      case 1: middle
      default: high
      }
    return Word(code: UInt32(truncatingIfNeeded: lane >> (25 * UInt64(position % 2)) & 0x1FF_FFFF))
  }
}
