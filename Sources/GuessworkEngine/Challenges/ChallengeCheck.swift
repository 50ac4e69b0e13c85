/// The check character: Damm's algorithm over the quasigroup x ∘ y = 2·x + y of the field with 32
/// elements (x⁵ + x² + 1). It is totally anti-symmetric — (c ∘ x) ∘ y = (c ∘ y) ∘ x only when
/// x = y, since (2 + 1)(x + y) = 0 only then — so every change of one character and every swap of
/// two neighbouring characters (the check character included) leaves a non-zero result.
enum ChallengeCheck {
  static func combine(_ interim: UInt8, _ digit: UInt8) -> UInt8 { double(interim) ^ digit }

  /// 2·x in GF(32).
  static func double(_ x: UInt8) -> UInt8 {
    let shifted = x << 1
    return shifted & 0x20 != 0 ? (shifted ^ 0x25) & 31 : shifted
  }

  static func interim(_ digits: some Sequence<UInt8>) -> UInt8 { digits.reduce(0, combine) }

  /// The digit that brings the data's interim to zero.
  static func checkDigit(for data: [UInt8]) -> UInt8 { double(interim(data)) }

  static func isValid(_ digits: [UInt8]) -> Bool { interim(digits) == 0 }
}

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

  static func digits(of number: UInt32, count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: number >> (5 * UInt32($0)) & 31) }
  }

  static func number(of digits: some Sequence<UInt8>) -> UInt32 {
    digits.reduce(0) { $0 << 5 | UInt32($1) }
  }
}

/// The code inside what a player pasted: a link (alone or inside a message) or a bare code.
enum ChallengeText {
  static func body(of text: String) throws(ChallengeError) -> String {
    let characters = Array(text)
    let prefix = Array(Challenge.linkPrefix)
    var rest = characters[...]
    if let start = characters.indices.first(where: { start in
      start + prefix.count <= characters.count
        && zip(characters[start...], prefix).allSatisfy { $0.lowercased() == String($1) }
    }) {
      // Up to the next space, without the punctuation of a sentence the link ends ("…GW-7K3QX9.").
      rest = characters[(start + prefix.count)...].prefix { !$0.isWhitespace }
      while let last = rest.last, ".,;:!?)]}>»”’\"'/".contains(last) { rest = rest.dropLast() }
    } else if text.contains("://") {
      throw .notAChallengeLink
    }
    var body = String(rest.filter { !$0.isWhitespace && $0 != "/" }).uppercased()
    if body.hasPrefix(Challenge.prefix) {
      body.removeFirst(Challenge.prefix.count)
    } else if body.count == Challenge.length + 2, body.hasPrefix("GW") {
      body.removeFirst(2)
    }
    return body.filter { $0 != "-" }
  }
}
