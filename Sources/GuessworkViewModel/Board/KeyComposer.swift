/// Accented letters typed as a keyboard spells them: a dead key then a letter (`¨` `a` on a
/// US-international or French layout), the Compose key then a mark and a letter in either order
/// (`Compose " a`), or a letter followed by a combining mark. GTK's input methods compose these in
/// a text entry; the board reads raw key presses, which once turned a German Ä typed this way into
/// an A (issue 54).
///
/// Pure input handling, no game rule: what the composed character is worth (an Ä in German, an A
/// in Spanish) is the language's to say (`Language.letters(typed:)`).
public struct KeyComposer: Sendable, Equatable {
  /// What is held, waiting for the next key.
  enum Pending: Sendable, Equatable {
    case none
    /// A dead key's mark.
    case mark(Unicode.Scalar)
    /// The Compose key, then (perhaps) a mark or a letter.
    case compose
    case composeMark(Unicode.Scalar)
    case composeLetter(Character)
  }

  private(set) var pending: Pending = .none

  public init() {}

  /// Whether a key is held for what follows: the next character goes to `compose` whatever it is.
  public var isComposing: Bool { pending != .none }

  /// A dead key: its mark waits for the letter. A second dead key replaces the first.
  public mutating func deadKey(_ mark: Unicode.Scalar) {
    pending = .mark(mark)
  }

  /// The Compose key: a sequence starts (pressed again, it is left).
  public mutating func composeKey() {
    pending = pending == .compose ? .none : .compose
  }

  /// Forgets what is held (Backspace, Enter, Escape: the sequence is left, as in GTK).
  public mutating func cancel() { pending = .none }

  /// The character a typed character makes with what is held: `nil` while a sequence goes on, the
  /// character itself when nothing is held. A sequence that makes no letter is dropped.
  public mutating func compose(_ character: Character) -> Character? {
    switch pending {
    case .none:
      return character
    case .mark(let mark):
      pending = .none
      return KeyComposer.isLetter(character) ? KeyComposer.joined(character, mark) : nil
    case .compose:
      if let mark = KeyComposer.composeMarks[character] {
        pending = .composeMark(mark)
      } else if KeyComposer.isLetter(character) {
        pending = .composeLetter(character)
      } else {
        pending = .none
      }
      return nil
    case .composeMark(let mark):
      pending = .none
      return KeyComposer.isLetter(character) ? KeyComposer.joined(character, mark) : nil
    case .composeLetter(let letter):
      pending = .none
      return KeyComposer.composeMarks[character].map { KeyComposer.joined(letter, $0) }
    }
  }

  /// A letter and a combining mark as one character (`a` and U+0308: `ä`); Swift compares
  /// characters by canonical equivalence, so it is the precomposed letter too.
  static func joined(_ letter: Character, _ mark: Unicode.Scalar) -> Character {
    var scalars = String.UnicodeScalarView(letter.unicodeScalars)
    scalars.append(mark)
    return Character(String(scalars))
  }

  /// A lone combining mark (typed after the letter it belongs to).
  public static func isCombiningMark(_ character: Character) -> Bool {
    character.unicodeScalars.count == 1 && character.unicodeScalars.first!.properties.isGraphemeExtend
  }

  private static func isLetter(_ character: Character) -> Bool {
    character.isLetter && character.unicodeScalars.count == 1
  }

  /// The marks the Compose key's sequences name, as X11's Compose table spells them.
  static let composeMarks: [Character: Unicode.Scalar] = [
    "\"": "\u{308}", "'": "\u{301}", "`": "\u{300}", "^": "\u{302}", "~": "\u{303}", ",": "\u{327}",
  ]
}
