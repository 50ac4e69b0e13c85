/// A language the game has word lists and a keyboard for.
///
/// Each has its letters (`a`–`z`, plus `ñ` in Spanish and `ä`, `ö`, `ü` in German, as that
/// language's best-known games have them) and reads every other letter it is given through them:
/// accents fold to the base letter (`é` is an `e` everywhere, `ä` an `a` outside German), German
/// writes `ß` as `ss`, and a letter no reading gives (`ñ` in English) is not one of its letters.
public enum Language: String, Codable, CaseIterable, Sendable {
  case english = "en"
  case spanish = "es"
  case french = "fr"
  case german = "de"
  case italian = "it"
  case portuguese = "pt"

  /// The language's letters as one bit per `Letter.index`.
  var letterMask: UInt32 {
    let latin: UInt32 = 1 << 26 - 1
    switch self {
    case .spanish: return latin | 1 << Letter.enye.index
    case .german: return latin | 0b111 << Letter.umlauts.lowerBound
    case .english, .french, .italian, .portuguese: return latin
    }
  }

  /// The language's letters in alphabetical order (`a`–`z`, then its own).
  public var alphabet: [Letter] {
    (0..<Letter.count).compactMap { Letter(index: $0) }.filter(uses)
  }

  /// Whether the language's words may use this letter (`ñ` is Spanish only).
  public func uses(_ letter: Letter) -> Bool {
    letterMask >> letter.index & 1 == 1
  }

  /// Whether every letter of the word belongs to the language.
  public func uses(_ word: Word) -> Bool {
    let mask = letterMask
    // Without building the letters: each five-bit field checked against the mask.
    var code = word.letterCode
    for _ in 0..<word.length {
      if mask >> (code & 31) & 1 == 0 { return false }
      code >>= 5
    }
    return true
  }

  /// A letter as this language reads it: itself if it is one of the language's letters, `a`, `o`,
  /// `u` for `ä`, `ö`, `ü` outside German; `nil` for `ñ` outside Spanish (a letter of another
  /// language, which a keyboard of this one does not have).
  public func reading(_ letter: Letter) -> Letter? {
    if uses(letter) { return letter }
    return Letter.umlauts.contains(letter.index) ? letter.base : nil
  }

  /// The letters a typed or pasted character stands for in this language: one letter (`É` is
  /// `e`), two for German's `ß` (`ss`, as its word lists write it), none for anything else.
  public func letters(typed character: Character) -> [Letter] {
    if let letter = Letter(character) { return reading(letter).map { [$0] } ?? [] }
    if self == .german, character == "ß" || character == "ẞ" {
      return [Letter(uncheckedIndex: 18), Letter(uncheckedIndex: 18)]
    }
    return []
  }

  /// A word as a player of this language spells it (`élève`, `Straße`), or `nil` when it is not
  /// four to seven of the language's letters.
  public func word(_ text: some StringProtocol) -> Word? {
    var read: [Letter] = []
    for character in text {
      let typed = letters(typed: character)
      guard !typed.isEmpty, read.count + typed.count <= Word.lengths.upperBound else { return nil }
      read += typed
    }
    return Word.lengths.contains(read.count) ? Word(read) : nil
  }

  /// The same, of exactly `length` letters.
  public func word(_ text: some StringProtocol, length: Int) -> Word? {
    word(text).flatMap { $0.length == length ? $0 : nil }
  }
}
