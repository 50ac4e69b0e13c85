/// A five-letter word, packed into 25 bits (five letters of five bits each, first letter highest).
///
/// Packing makes hashing and comparison a single integer operation, so a set of ten thousand words
/// loads in well under a millisecond and a lookup costs nanoseconds. Ordering by the packed value is
/// alphabetical order (with `ñ` after `z`).
public struct Word: Hashable, Comparable, Sendable {
  public static let length = 5
  /// The packed letters (first letter in bits 20–24, last in bits 0–4): the solver scores guesses
  /// on these codes directly.
  public let code: UInt32

  public init(_ letters: [Letter]) {
    precondition(letters.count == Word.length, "a word has \(Word.length) letters")
    var code: UInt32 = 0
    for letter in letters { code = code << 5 | UInt32(letter.index) }
    self.code = code
  }

  /// Reads a word as a player or a list spells it: case and accents do not matter; anything other
  /// than exactly five letters gives `nil`.
  public init?(_ text: some StringProtocol) {
    var letters: [Letter] = []
    letters.reserveCapacity(Word.length)
    for character in text {
      guard letters.count < Word.length, let letter = Letter(character) else { return nil }
      letters.append(letter)
    }
    guard letters.count == Word.length else { return nil }
    self.init(letters)
  }

  public subscript(position: Int) -> Letter {
    Letter(uncheckedIndex: UInt8(truncatingIfNeeded: code >> (5 * UInt32(Word.length - 1 - position)) & 31))
  }

  public var letters: [Letter] { (0..<Word.length).map { self[$0] } }

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
        in: container, debugDescription: "\"\(text)\" is not a five-letter word")
    }
    self = word
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
