/// Crockford's base 32: digits and capitals without I, L, O and U; read case-insensitively, with
/// O as 0 and I and L as 1.
enum ChallengeAlphabet {
  static let characters: [Character] = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

  static func character(_ digit: UInt8) -> Character { characters[Int(digit)] }

  static func digit(_ character: Character) -> UInt8? {
    guard let ascii = character.asciiValue else { return nil }
    let upper = ascii >= 97 && ascii <= 122 ? ascii - 32 : ascii
    switch upper {
    case UInt8(ascii: "O"): return 0
    case UInt8(ascii: "I"), UInt8(ascii: "L"): return 1
    default: return characters.firstIndex(of: Character(Unicode.Scalar(upper))).map(UInt8.init)
    }
  }

  static func digits(of number: UInt64, count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: number >> (5 * UInt64($0)) & 31) }
  }

  static func number(of digits: some Sequence<UInt8>) -> UInt64 {
    digits.reduce(0) { $0 << 5 | UInt64($1) }
  }
}
