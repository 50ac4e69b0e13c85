/// One letter of the game's alphabet: `a`–`z`, plus `ñ` for Spanish.
///
/// Letters are small integers so that words pack into one `UInt32` (see `Word`), which keeps word-list
/// lookups and guess evaluation free of allocation.
public struct Letter: Hashable, Comparable, Sendable {
  /// 0–25 for `a`–`z`, 26 for `ñ`.
  public let index: UInt8

  /// The number of distinct letters across every supported language.
  public static let count = 27
  static let enye = Letter(uncheckedIndex: 26)
  private static let lowercase: [Character] = Array("abcdefghijklmnopqrstuvwxyzñ")

  init(uncheckedIndex: UInt8) { index = uncheckedIndex }

  public init?(index: Int) {
    guard (0..<Letter.count).contains(index) else { return nil }
    self.index = UInt8(index)
  }

  /// Reads a typed or listed character: case is ignored, accents are stripped (`Á` → `a`), and `ñ`
  /// stays a letter of its own. Anything that is not a Latin letter gives `nil`.
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

  /// The slow path of `init(_:)`: `ñ`/`Ñ`, or a letter with diacritics reduced to its base letter
  /// (precomposed, through `foldedBases`, or followed by combining marks).
  private static func folding(_ character: Character) -> Letter? {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return nil }
    let marks = scalars.dropFirst()
    guard marks.allSatisfy({ (0x300...0x36F).contains($0.value) }) else { return nil }
    let base: UInt8
    if first.isASCII {
      base = UInt8(first.value)
      let isTilde = marks.count == 1 && marks.first?.value == 0x303
      if isTilde && (base == 0x6E || base == 0x4E) { return .enye }
    } else if let folded = foldedBases[first.value] {
      if marks.isEmpty && (first == "ñ" || first == "Ñ") { return .enye }
      base = folded
    } else {
      return nil
    }
    return Letter(Character(Unicode.Scalar(base))).flatMap { $0.index < 26 ? $0 : nil }
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
