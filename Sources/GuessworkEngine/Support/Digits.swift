extension Int {
  /// The number in decimal with leading zeros up to `width` characters, sign included (`7` →
  /// `"07"`), as `String(format: "%02d")` wrote it before the game stopped loading Foundation.
  public func zeroPadded(_ width: Int) -> String {
    let digits = String(magnitude)
    let zeros = Swift.max(0, width - digits.count - (self < 0 ? 1 : 0))
    let padding = String(repeating: "0", count: zeros)
    return (self < 0 ? "-" : "") + padding + digits
  }
}
