/// A fixed bijection of the 25-bit numbers onto themselves (multiply by odd numbers, xor-shift,
/// add), so that neighbouring words (CRANE, CRANK) get unrelated codes. Not a secret: it only keeps
/// the word from being read off the code.
enum ChallengeMixing {
  static let bits: UInt32 = 25
  static let mask: UInt32 = (1 << bits) - 1
  static let offset: UInt32 = 0x0B5_3C2D & mask
  static let first: UInt32 = 0x1C6_9A35 & mask  // odd
  static let second: UInt32 = 0x0E2_7B5B & mask  // odd
  static let firstShift: UInt32 = 12
  static let secondShift: UInt32 = 13

  static func mix(_ value: UInt32) -> UInt32 {
    var x = (value &+ offset) & mask
    x = (x &* first) & mask
    x ^= x >> firstShift
    x = (x &* second) & mask
    x ^= x >> secondShift
    return x
  }

  static func unmix(_ value: UInt32) -> UInt32 {
    var x = undoShift(value & mask, secondShift)
    x = (x &* inverse(second)) & mask
    x = undoShift(x, firstShift)
    x = (x &* inverse(first)) & mask
    return (x &- offset) & mask
  }

  /// `x ^ (x >> s)` undone: each pass recovers `s` more of the high bits.
  private static func undoShift(_ value: UInt32, _ shift: UInt32) -> UInt32 {
    var x = value
    var recovered = shift
    while recovered < bits {
      x = value ^ (x >> shift)
      recovered += shift
    }
    return x
  }

  /// The inverse of an odd number modulo 2²⁵ (Newton's iteration doubles the correct bits).
  static func inverse(_ odd: UInt32) -> UInt32 {
    var inverse = odd
    for _ in 0..<5 { inverse = inverse &* (2 &- odd &* inverse) }
    return inverse & mask
  }
}
