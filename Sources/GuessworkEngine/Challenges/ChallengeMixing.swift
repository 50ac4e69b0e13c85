/// A fixed bijection of the numbers below 2ᵇⁱᵗˢ onto themselves (multiply by odd numbers,
/// xor-shift, add), so that neighbouring words (CRANE, CRANK) get unrelated codes. Not a secret: it
/// only keeps the word from being read off the code.
///
/// Three widths, one per form of code (`ChallengeForm`): 25 bits for five-letter codes, 35 bits for
/// the codes of 4, 6 and 7 letters, 40 for the languages added after. Their constants are fixed
/// forever: every code sent so far reads through them.
struct ChallengeMixing: Sendable {
  let bits: UInt64
  let offset: UInt64
  let first: UInt64  // odd
  let second: UInt64  // odd
  let firstShift: UInt64
  let secondShift: UInt64

  var mask: UInt64 { (1 << bits) - 1 }

  /// Five-letter codes (six characters).
  static let short = ChallengeMixing(
    bits: 25, offset: 0x0B5_3C2D, first: 0x1C6_9A35, second: 0x0E2_7B5B,
    firstShift: 12, secondShift: 13)
  /// Codes of 4, 6 and 7 letters (eight characters).
  static let long = ChallengeMixing(
    bits: 35, offset: 0x2_D5A3_C96B, first: 0x5_9E37_79B1, second: 0x3_C6EF_372F,
    firstShift: 17, secondShift: 18)
  /// Codes of French, German, Italian and Portuguese words (nine characters).
  static let wide = ChallengeMixing(
    bits: 40, offset: 0x9E_3779_B97F, first: 0xB5_297A_4D3B, second: 0x68_E31D_A4C5,
    firstShift: 19, secondShift: 21)

  private init(
    bits: UInt64, offset: UInt64, first: UInt64, second: UInt64, firstShift: UInt64,
    secondShift: UInt64
  ) {
    let mask: UInt64 = (1 << bits) - 1
    self.bits = bits
    self.offset = offset & mask
    self.first = first & mask
    self.second = second & mask
    self.firstShift = firstShift
    self.secondShift = secondShift
  }

  func mix(_ value: UInt64) -> UInt64 {
    var x = (value &+ offset) & mask
    x = (x &* first) & mask
    x ^= x >> firstShift
    x = (x &* second) & mask
    x ^= x >> secondShift
    return x
  }

  func unmix(_ value: UInt64) -> UInt64 {
    var x = undoShift(value & mask, secondShift)
    x = (x &* inverse(second)) & mask
    x = undoShift(x, firstShift)
    x = (x &* inverse(first)) & mask
    return (x &- offset) & mask
  }

  /// `x ^ (x >> s)` undone: each pass recovers `s` more of the high bits.
  private func undoShift(_ value: UInt64, _ shift: UInt64) -> UInt64 {
    var x = value
    var recovered = shift
    while recovered < bits {
      x = value ^ (x >> shift)
      recovered += shift
    }
    return x
  }

  /// The inverse of an odd number modulo 2ᵇⁱᵗˢ (Newton's iteration doubles the correct bits: 3,
  /// then 6, 12, 24, 48).
  func inverse(_ odd: UInt64) -> UInt64 {
    var inverse = odd
    for _ in 0..<5 { inverse = inverse &* (2 &- odd &* inverse) }
    return inverse & mask
  }
}
