extension String {
  /// Whether the text starts with `prefix`, ASCII letters in either case (only ASCII: no other
  /// character lower-cases into a letter of the prefix).
  public func hasASCIIPrefix(caseInsensitive prefix: String) -> Bool {
    func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
    return utf8.starts(with: prefix.utf8) { lower($0) == lower($1) }
  }
}
