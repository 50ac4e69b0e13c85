/// One letter of the game's alphabets: `a`–`z`, plus `ñ` for Spanish and `ä`, `ö`, `ü` for German.
///
/// Letters are small integers so that words pack into one integer (see `Word`), which keeps word-list
/// lookups and guess evaluation free of allocation. Which letters a language has, and what becomes of
/// the others when typed there (`ä` is an `a` in French), is the language's (`Language`).
public struct Letter: Hashable, Comparable, Sendable {
  /// 0–25 for `a`–`z`, 26 for `ñ`, 27–29 for `ä`, `ö`, `ü`.
  public let index: UInt8

  /// The number of distinct letters across every supported language.
  public static let count = 30
  static let enye = Letter(uncheckedIndex: 26)
  /// `ä`, `ö`, `ü`: German's letters of their own; every other language reads them as `a`, `o`, `u`.
  static let umlauts: ClosedRange<UInt8> = 27...29
  private static let lowercase: [Character] = Array("abcdefghijklmnopqrstuvwxyzñäöü")

  init(uncheckedIndex: UInt8) { index = uncheckedIndex }

  public init?(index: Int) {
    guard (0..<Letter.count).contains(index) else { return nil }
    self.index = UInt8(index)
  }

  /// Reads a typed or listed character: case is ignored, accents are stripped (`Á` → `a`), and `ñ`,
  /// `ä`, `ö`, `ü` stay letters of their own (a language without them reads them through
  /// `Language.reading(_:)`). Anything that is not a Latin letter gives `nil`.
  public init?(_ character: Character) {
    if let ascii = character.asciiValue {
      switch ascii {
      case 97...122: self.init(uncheckedIndex: ascii - 97)
      case 65...90: self.init(uncheckedIndex: ascii - 65)
      default: return nil
      }
      return
    }
    guard let letter = Letter.folding(character) else { return nil }
    self = letter
  }

  /// The slow path of `init(_:)`: `ñ`, `ä`, `ö`, `ü` in either case (precomposed, or the base letter
  /// and one combining tilde or diaeresis), or a letter with diacritics reduced to its base letter
  /// (precomposed, through `foldedBases`, or followed by combining marks).
  private static func folding(_ character: Character) -> Letter? {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return nil }
    let marks = scalars.dropFirst()
    guard marks.allSatisfy({ (0x300...0x36F).contains($0.value) }) else { return nil }
    let base: UInt8
    if first.isASCII {
      base = UInt8(first.value) | 0x20
      if marks.count == 1, let own = ownLetter(base, mark: marks.first!.value) { return own }
    } else if let folded = foldedBases[first.value] {
      base = folded | 0x20
      if marks.isEmpty, let own = precomposed[first.value | 0x20] { return own }
    } else {
      return nil
    }
    return Letter(Character(Unicode.Scalar(base))).flatMap { $0.index < 26 ? $0 : nil }
  }

  /// `ñ`, `ä`, `ö`, `ü` as one precomposed character (lowercased by setting bit 5: `Ä` is U+00C4).
  private static let precomposed: [UInt32: Letter] = [
    0xF1: enye, 0xE4: Letter(uncheckedIndex: 27), 0xF6: Letter(uncheckedIndex: 28),
    0xFC: Letter(uncheckedIndex: 29),
  ]

  /// `n` and a combining tilde, or `a`, `o`, `u` and a combining diaeresis: the same letters.
  private static func ownLetter(_ base: UInt8, mark: UInt32) -> Letter? {
    switch (base, mark) {
    case (0x6E, 0x303): enye
    case (0x61, 0x308): Letter(uncheckedIndex: 27)
    case (0x6F, 0x308): Letter(uncheckedIndex: 28)
    case (0x75, 0x308): Letter(uncheckedIndex: 29)
    default: nil
    }
  }

  /// The letter without its mark: `a` for `ä`, `n` for `ñ`; itself for `a`–`z`.
  public var base: Letter {
    switch index {
    case 26: Letter(uncheckedIndex: 13)
    case 27: Letter(uncheckedIndex: 0)
    case 28: Letter(uncheckedIndex: 14)
    case 29: Letter(uncheckedIndex: 20)
    default: self
    }
  }

  /// The lowercase character, as the word lists spell it.
  public var character: Character { Letter.lowercase[Int(index)] }

  /// The capital letter, as tiles and keys show it.
  public var display: String { String(character).uppercased() }

  public static func < (lhs: Letter, rhs: Letter) -> Bool { lhs.index < rhs.index }
}

extension Letter: CustomStringConvertible {
  public var description: String { display }
}
