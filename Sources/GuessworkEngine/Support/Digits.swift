extension Int {
  /// The number in decimal with leading zeros up to `width` digits (`7` → `"07"`), as
  /// `String(format: "%02d")` wrote it before the game stopped loading Foundation's formatters.
  public func zeroPadded(_ width: Int) -> String {
    let digits = String(magnitude)
    let padding = String(repeating: "0", count: Swift.max(0, width - digits.count))
    return (self < 0 ? "-" : "") + padding + digits
  }
}
