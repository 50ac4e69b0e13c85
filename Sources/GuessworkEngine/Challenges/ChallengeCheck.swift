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
