/// The code inside what a player pasted: a link (alone or inside a message) or a bare code.
enum ChallengeText {
  static func body(of text: String) throws(ChallengeError) -> String {
    let characters = Array(text)
    let prefix = Array(Challenge.linkPrefix)
    var rest = characters[...]
    if let start = characters.indices.first(where: { start in
      start + prefix.count <= characters.count
        && zip(characters[start...], prefix).allSatisfy { $0.lowercased() == String($1) }
    }) {
      // Up to the next space, without the punctuation of a sentence the link ends ("…GW-7K3QX9.").
      rest = characters[(start + prefix.count)...].prefix { !$0.isWhitespace }
      while let last = rest.last, ".,;:!?)]}>»”’\"'/".contains(last) { rest = rest.dropLast() }
    } else if text.contains("://") {
      throw .notAChallengeLink
    }
    rest = rest.drop { $0.isWhitespace }
    while let last = rest.last, last.isWhitespace || last == "/" { rest = rest.dropLast() }
    var body = String(rest.filter { !$0.isWhitespace }).uppercased()
    if body.hasPrefix(Challenge.prefix) {
      body.removeFirst(Challenge.prefix.count)
    } else if body.count == Challenge.length + 2, body.hasPrefix("GW") {
      body.removeFirst(2)
    }
    return body.filter { $0 != "-" }
  }
}
