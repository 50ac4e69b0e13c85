/// The words of a finished round's rows, in order: at most `RoundShape.mostRows`, all of one length, their letters
/// packed twelve to an integer, so a history of a thousand games keeps its rows without a thousand
/// small arrays to allocate, count and free at every start.
///
/// A trivial value (no reference inside): letters past the 48th, of the long rounds of several
/// boards only, are `Interned`.
public struct PlayedRows: RandomAccessCollection, Hashable, Sendable {
  /// Letters 0–11, 12–23, 24–35 and 36–47 of the rows read one after the other, five bits each;
  /// unused bits are zero (so equal rows hash equal). Six rows of seven letters fit here.
  private var lanes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// The letters after the 48th, twelve a lane (none for every round of six rows).
  private var moreLanes: Interned<[UInt64]>?
  /// The words' length (0 while there are none).
  private var length: UInt8 = 0
  private var rowCount: UInt8 = 0
  public var count: Int { Int(rowCount) }

  static let lettersPerLane = 12

  public init() {}

  /// The words, or `nil` when there are more than a round allows or their lengths differ.
  public init?(_ words: some Sequence<Word>) {
    var builder = Builder()
    for word in words {
      guard builder.append(word) else { return nil }
    }
    self = builder.rows
  }

  /// Rows packed one word after another (the history's reader adds them as it reads a line).
  struct Builder {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var moreLanes: [UInt64] = []
    private var length: UInt8 = 0
    private var count = 0

    /// Adds a word after the others; false when a round's most rows are there already or it has
    /// another length.
    mutating func append(_ word: Word) -> Bool {
      guard count < RoundShape.mostRows, count == 0 || Int(length) == word.length else { return false }
      length = UInt8(word.length)
      for position in 0..<word.length {
        let index = count * word.length + position
        let bits = UInt64(word[position].index) << UInt64(5 * (index % PlayedRows.lettersPerLane))
        switch index / PlayedRows.lettersPerLane {
        case 0: lanes.0 |= bits
        case 1: lanes.1 |= bits
        case 2: lanes.2 |= bits
        case 3: lanes.3 |= bits
        case let lane:
          if moreLanes.count < lane - 3 { moreLanes.append(0) }
          moreLanes[lane - 4] |= bits
        }
      }
      count += 1
      return true
    }

    var rows: PlayedRows {
      var rows = PlayedRows()
      rows.lanes = lanes
      rows.moreLanes = moreLanes.isEmpty ? nil : Interned(moreLanes)
      rows.length = length
      rows.rowCount = UInt8(count)
      return rows
    }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> Word {
    precondition(position >= 0 && position < count, "row \(position) of \(count)")
    let length = Int(length)
    var code: UInt64 = 0
    for letter in 0..<length {
      let index = position * length + letter
      let lane =
        switch index / PlayedRows.lettersPerLane {
        case 0: lanes.0
        case 1: lanes.1
        case 2: lanes.2
        case 3: lanes.3
        case let lane: moreLanes!.value[lane - 4]
        }
      code = code << 5 | lane >> UInt64(5 * (index % PlayedRows.lettersPerLane)) & 31
    }
    return Word(letterCode: code, length: length)
  }

  public static func == (lhs: PlayedRows, rhs: PlayedRows) -> Bool {
    lhs.count == rhs.count && lhs.length == rhs.length && lhs.lanes == rhs.lanes
      && lhs.moreLanes == rhs.moreLanes
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(length)
    hasher.combine(lanes.0)
    hasher.combine(lanes.1)
    hasher.combine(lanes.2)
    hasher.combine(lanes.3)
    hasher.combine(moreLanes)
  }
}
