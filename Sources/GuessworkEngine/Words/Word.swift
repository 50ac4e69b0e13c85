/// A word of four to seven letters, packed into one integer: five bits a letter, the first letter
/// highest, in the low `5 × length` bits, and the length in bits 56–59.
///
/// Packing makes hashing and comparison a single integer operation, so a set of ten thousand words
/// loads in well under a millisecond and a lookup costs nanoseconds. Among words of one length,
/// ordering by the packed value is alphabetical order (with `ñ` after `z`); a shorter word comes
/// before every longer one, so words of different lengths are never equal.
public struct Word: Hashable, Comparable, Sendable {
  /// The length of the daily puzzle, of the archive and of every round before lengths could be
  /// chosen (and so of every file without a length).
  public static let standardLength = 5
  /// The lengths a round can have.
  public static let lengths: ClosedRange<Int> = 4...7

  /// The packed letters and length: the solver scores guesses on these codes directly (two words of
  /// one length differ in their letter bits only).
  public let code: UInt64

  static let lengthShift: UInt64 = 56

  public init(_ letters: [Letter]) {
    precondition(Word.lengths.contains(letters.count), "a word has 4 to 7 letters")
    var code: UInt64 = 0
    for letter in letters { code = code << 5 | UInt64(letter.index) }
    self.code = code | UInt64(letters.count) << Word.lengthShift
  }

  /// A word from its letters packed as `code` is, without the length (five bits a letter, the last
  /// letter lowest).
  init(letterCode: UInt64, length: Int) {
    self.code = letterCode | UInt64(length) << Word.lengthShift
  }

  /// Reads a word as a player or a list spells it: case and accents do not matter; anything other
  /// than four to seven letters gives `nil`.
  public init?(_ text: some StringProtocol) {
    var letters: [Letter] = []
    letters.reserveCapacity(Word.lengths.upperBound)
    for character in text {
      guard letters.count < Word.lengths.upperBound, let letter = Letter(character) else { return nil }
      letters.append(letter)
    }
    guard Word.lengths.contains(letters.count) else { return nil }
    self.init(letters)
  }

  /// Reads a word of exactly `length` letters (`nil` for any other length).
  public init?(_ text: some StringProtocol, length: Int) {
    guard let word = Word(text), word.length == length else { return nil }
    self = word
  }

  /// How many letters the word has.
  public var length: Int { Int(truncatingIfNeeded: code >> Word.lengthShift) }

  /// The letters alone (five bits each, the last letter in bits 0–4).
  public var letterCode: UInt64 { code & (1 << 35 - 1) }

  public subscript(position: Int) -> Letter {
    let shift = UInt64(5 * (length - 1 - position))
    return Letter(uncheckedIndex: UInt8(truncatingIfNeeded: code >> shift & 31))
  }

  public var letters: [Letter] { (0..<length).map { self[$0] } }

  /// The lowercase spelling, as in the word lists.
  public var text: String { String(letters.map(\.character)) }

  /// The capitalised spelling, as the game shows it.
  public var display: String { text.uppercased() }

  public static func < (lhs: Word, rhs: Word) -> Bool { lhs.code < rhs.code }
}

extension Word: CustomStringConvertible {
  public var description: String { display }
}

extension Word: Codable {
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let word = Word(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not a word of 4 to 7 letters")
    }
    self = word
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
