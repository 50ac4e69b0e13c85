#if canImport(Glibc)
  import Glibc
#endif

extension String {
  /// Formats like C's `printf` (`String(printf: "%.1f", 2.25)` is `"2.2"`), through the C library:
  /// what `String(format:)` did, without Foundation proper (which the game does not load).
  public init(printf format: String, _ arguments: CVarArg...) {
    let length = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
    guard length > 0 else {
      self = ""
      return
    }
    var buffer = [CChar](repeating: 0, count: Int(length) + 1)
    _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
    self = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension StringProtocol {
  /// The text without blanks (spaces, tabs, line ends: Unicode's White_Space) at either end, as
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` gave it, without Foundation proper.
  public func trimmingBlanks() -> String {
    let scalars = String(self).unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
