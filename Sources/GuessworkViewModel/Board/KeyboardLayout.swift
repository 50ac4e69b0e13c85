import GuessworkEngine
import Localization

/// A key of the on-screen keyboard.
public enum Key: Hashable, Sendable {
  case letter(Letter)
  case enter
  case backspace

  /// The text on the key cap.
  public var label: String {
    switch self {
    case .letter(let letter): letter.display
    // TRANSLATORS: the on-screen key that submits a guess; short, it shares a key's width.
    case .enter: Lp("key", "Enter")
    case .backspace: "⌫"
    }
  }
}

/// The on-screen keyboard of a language: three rows, Enter at the start of the last row and
/// Backspace at its end, as in the original game; the letters where that language's own
/// keyboard has them, as its best-known games do: Spanish adds Ñ after L, French is AZERTY
/// (SUTOM), German QWERTZ with Ü after P and Ö Ä after L (its letters of their own); Italian and
/// Portuguese type on QWERTY (their accents fold: È is E, Ç is C).
public enum KeyboardLayout {
  public static func rows(for language: Language) -> [[Key]] {
    let letters: [String] =
      switch language {
      case .english, .italian, .portuguese: ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
      case .spanish: ["qwertyuiop", "asdfghjklñ", "zxcvbnm"]
      case .french: ["azertyuiop", "qsdfghjklm", "wxcvbn"]
      case .german: ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]
      }
    var rows = letters.map { row in row.compactMap(Letter.init).map(Key.letter) }
    rows[2].insert(.enter, at: 0)
    rows[2].append(.backspace)
    return rows
  }

  /// How many letter keys wide the widest row is, Enter and Backspace counting one and a half
  /// each: ten for English, Spanish and French, eleven for German.
  public static func columns(of rows: [[Key]]) -> Int {
    rows.map { row in
      let wide = row.filter { if case .letter = $0 { false } else { true } }.count
      return row.count - wide + (3 * wide + 1) / 2
    }.max() ?? 10
  }
}
