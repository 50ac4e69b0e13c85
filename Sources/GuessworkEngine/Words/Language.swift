/// A language the game has word lists and a keyboard for.
public enum Language: String, Codable, CaseIterable, Sendable {
  case english = "en"
  case spanish = "es"

  /// Whether the language's words may use this letter (`ñ` is Spanish only).
  public func uses(_ letter: Letter) -> Bool {
    letter.index < 26 || self == .spanish
  }

  /// Whether every letter of the word belongs to the language.
  public func uses(_ word: Word) -> Bool {
    guard self != .spanish else { return true }
    // Without building the letters: no five-bit field is `ñ` (checked for every saved word).
    var code = word.letterCode
    for _ in 0..<word.length {
      if code & 31 == UInt64(Letter.enye.index) { return false }
      code >>= 5
    }
    return true
  }
}
