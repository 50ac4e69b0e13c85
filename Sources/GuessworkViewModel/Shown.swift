/// A player's text as a refusal quotes it: on one line (control characters and line breaks
/// become �) and at most `limit` characters (then …), so that neither a newline nor 131,000
/// characters can get into the one line a refusal is. Reads no further than `limit + 1`
/// characters.
public enum Shown {
  public static func argument(_ text: String, limit: Int = 40) -> String {
    // Bounded in scalars too: one character can carry any number of combining marks ('a' and
    // 60,000 of them is one character, and was a 120 KB refusal).
    var scalars = String.UnicodeScalarView()
    var taken = 0
    var isCut = false
    for scalar in text.unicodeScalars {
      guard taken < limit * 4 else {
        isCut = true
        break
      }
      scalars.append(scalar)
      taken += 1
    }
    let start = String(scalars).prefix(limit + 1)
    let shown = start.prefix(limit).map { character in
      character.unicodeScalars.contains(where: isLineBreakOrControl) ? "�" : String(character)
    }
    return shown.joined() + (start.count > limit || isCut ? "…" : "")
  }

  private static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }
}
