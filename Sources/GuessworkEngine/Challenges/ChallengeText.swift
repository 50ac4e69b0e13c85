/// The code inside what a player pasted: a link (alone or inside a message), a `GW-` code inside a
/// message, or a bare code.
///
/// Every step is one pass over the text (a text of 40,000 characters once took 28 s, each
/// character compared with every strange one before it), and a text longer than
/// `maximumLength` is refused before it is read at all: the window reading a link sent over D-Bus
/// never stops answering. Only ASCII is case-folded, so no other letter can turn into a code's
/// letter (`ı` is not I, `ß` not SS, `ﬁ` not FI, `ſ` not S).
enum ChallengeText {
  /// The most UTF-8 bytes read: a code is 9, 11 or 12 characters, a link 34 at most, the
  /// invitation the game copies under 300 in any language; a pasted text over 4 KB holds no
  /// challenge worth reading.
  static let maximumLength = 4096

  /// The characters the code is made of (without `GW-`, spaces and hyphens), not yet checked
  /// against the alphabet.
  static func body(of text: String) throws(ChallengeError) -> [Character] {
    guard text.utf8.count <= maximumLength else { throw .tooLong }
    let characters = Array(text)
    if let link = linkCode(in: characters) { return code(in: link) }
    if characters.allSatisfy(isCodeLike) { return code(in: characters[...]) }
    if let token = codeToken(in: characters) { return code(in: token) }
    if text.contains("://") { throw .notAChallengeLink }
    return code(in: characters[...])
  }

  /// What follows the first `guesswork://challenge/` (any case), up to the next space, without the
  /// punctuation of a sentence the link ends ("…GW-7K3QX9.").
  private static func linkCode(in characters: [Character]) -> ArraySlice<Character>? {
    let prefix = Array(Challenge.linkPrefix.utf8)
    guard characters.count >= prefix.count else { return nil }
    let start = (0...(characters.count - prefix.count)).first { start in
      prefix.indices.allSatisfy { asciiLowercase(characters[start + $0]) == prefix[$0] }
    }
    guard let start else { return nil }
    return withoutClosingPunctuation(
      characters[(start + prefix.count)...].prefix { !$0.isWhitespace })
  }

  /// The first word of a message that starts with `GW-` (any case), without the quotes or
  /// brackets around it: "Code GW-ZN8HRA, see https://example.com" holds GW-ZN8HRA.
  private static func codeToken(in characters: [Character]) -> ArraySlice<Character>? {
    var start = characters.startIndex
    while start < characters.endIndex {
      guard !characters[start].isWhitespace else {
        start += 1
        continue
      }
      let end = characters[start...].firstIndex(where: \.isWhitespace) ?? characters.endIndex
      let word = withoutClosingPunctuation(characters[start..<end].drop(while: opening.contains))
      if hasCodePrefix(word) { return word }
      start = end
    }
    return nil
  }

  /// The code's characters in `text`: blanks and hyphens gone, and `GW-` (or `GW` before six,
  /// eight or nine characters) taken off; trailing slashes are a link's.
  private static func code(in text: ArraySlice<Character>) -> [Character] {
    var rest = text.drop { $0.isWhitespace }
    while let last = rest.last, last.isWhitespace || last == "/" { rest = rest.dropLast() }
    var body = rest.filter { !$0.isWhitespace }[...]
    if hasCodePrefix(body) {
      body = body.dropFirst(Challenge.prefix.count)
    } else if [Challenge.length, Challenge.longLength, Challenge.wideLength].contains(body.count - 2),
      asciiLowercase(body.first) == UInt8(ascii: "g"),
      asciiLowercase(body.dropFirst().first) == UInt8(ascii: "w")
    {
      body = body.dropFirst(2)
    }
    return body.filter { $0 != "-" }
  }

  /// Whether `text` starts with `GW-` in any case.
  private static func hasCodePrefix(_ text: ArraySlice<Character>) -> Bool {
    let prefix = Array(Challenge.prefix.lowercased().utf8)
    return text.count >= prefix.count
      && zip(text, prefix).allSatisfy { asciiLowercase($0) == $1 }
  }

  /// What a bare code may hold: ASCII letters and digits, blanks, hyphens, a link's slash.
  private static func isCodeLike(_ character: Character) -> Bool {
    if character.isWhitespace || character == "-" || character == "/" { return true }
    guard let ascii = character.asciiValue else { return false }
    return (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii)
      || (0x61...0x7A).contains(ascii)
  }

  private static let opening: Set<Character> = ["(", "[", "{", "<", "«", "“", "‘", "\"", "'"]
  private static let closing: Set<Character> = [
    ".", ",", ";", ":", "!", "?", ")", "]", "}", ">", "»", "”", "’", "\"", "'", "/",
  ]

  private static func withoutClosingPunctuation(_ text: ArraySlice<Character>)
    -> ArraySlice<Character>
  {
    var rest = text
    while let last = rest.last, closing.contains(last) { rest = rest.dropLast() }
    return rest
  }

  /// The character's ASCII byte in lower case; `nil` for anything else (so `İ`, `K` (Kelvin) or
  /// `ſ` never match a letter of the prefix, as lower-casing them through Unicode would).
  private static func asciiLowercase(_ character: Character?) -> UInt8? {
    guard let character, character.unicodeScalars.count == 1, let ascii = character.asciiValue
    else { return nil }
    return (0x41...0x5A).contains(ascii) ? ascii + 0x20 : ascii
  }
}
