/// A word sent to a friend: the answer and its language, travelling as a short code
/// (`GW-7K3QX9`) or a link (`guesswork://challenge/GW-7K3QX9`) that does not show the word.
///
/// A five-letter word's code is five data characters and one check character in Crockford's base
/// 32 (no I, L, O or U, so nothing reads as another character); a word of 4, 6 or 7 letters has
/// seven data characters and the check (`GW-4H7RT2MX`); a word of French, German, Italian or
/// Portuguese eight and the check, whatever its length. The data is the word, its language and
/// length as one number below 2²⁵, 2³⁵ or 2⁴⁰ (`ChallengeNumber`), mixed by a fixed bijection
/// (`ChallengeMixing`) so that similar words get unrelated codes; the check character
/// (`ChallengeCheck`, Damm's algorithm) rejects every one-character change and every swap of
/// neighbours. Anyone can decode a code: it hides the word from a glance, not from a program.
public struct Challenge: Hashable, Sendable {
  /// Each board's word, in board order: one for a round of one board.
  public let words: [Word]
  public let language: Language
  /// Whether the boards are played one at a time (four or eight of them).
  public let isSequence: Bool

  /// The first board's word: the word of a challenge of one board.
  public var word: Word { words[0] }

  /// The kind of round the challenge is played as: one board, or its words' boards.
  public var kind: RoundKind { RoundKind(boards: words.count, isSequence: isSequence) }

  /// A challenge on a word of 4 to 7 letters of the language. Whether it is on the language's list
  /// is checked by `checked(against:)`; a letter the language does not use (`ñ` in English) cannot
  /// be encoded.
  public init?(word: Word, language: Language) {
    self.init(words: [word], language: language)
  }

  /// A challenge of several boards: one word a board, as many as a kind of round has (2, 4 or 8;
  /// 4 or 8 in sequence), distinct, of one length. Its code is the kind's character, then each
  /// word's own code (`GW-4-7K3QX9-…`).
  public init?(words: [Word], language: Language, isSequence: Bool = false) {
    guard let first = words.first,
      RoundKind.all.contains(RoundKind(boards: words.count, isSequence: isSequence)),
      words.allSatisfy({ Word.lengths.contains($0.length) && $0.length == first.length && language.uses($0) }),
      Set(words).count == words.count
    else { return nil }
    self.words = words
    self.language = language
    self.isSequence = isSequence && words.count > 1
  }

  /// What every code starts with.
  public static let prefix = "GW-"
  /// What every link starts with.
  public static let linkPrefix = "guesswork://challenge/"
  /// The most characters the Play a Challenge entry takes: the invitation the game copies is under
  /// 300 in any language. Text pasted past it is cut there, as GTK entries do: a paste of 20,000
  /// combining marks once held the main loop 3.2 s laying itself out before it was refused.
  public static let pastedLimit = 512
  /// Data characters of a five-letter word's code, then the check character.
  static let length = ChallengeForm.short.dataLength + 1
  /// Data characters of the code of a word of 4, 6 or 7 letters, then the check character.
  static let longLength = ChallengeForm.long.dataLength + 1
  /// Data characters of the code of a French, German, Italian or Portuguese word, then the check.
  static let wideLength = ChallengeForm.wide.dataLength + 1

  /// `GW-7K3QX9` (five letters), `GW-4H7RT2MX` (4, 6 or 7), `GW-9PZ4K7WQA` (a language added
  /// after); several boards: `GW-4-7K3QX9-…-…-…`, the kind's character then each board's code.
  public var code: String {
    guard words.count > 1 else { return Challenge.prefix + Self.body(of: word, in: language) }
    let kind = ChallengeAlphabet.character(Self.kindDigit(boards: words.count, isSequence: isSequence))
    return Challenge.prefix + ([String(kind)] + words.map { Self.body(of: $0, in: language) })
      .joined(separator: "-")
  }

  /// One word's data characters and check character.
  private static func body(of word: Word, in language: Language) -> String {
    let single = Challenge(checkedWord: word, language: language)
    let form = ChallengeNumber.form(of: single)
    let digits = ChallengeAlphabet.digits(
      of: form.mixing.mix(ChallengeNumber.number(of: single)), count: form.dataLength)
    let check = ChallengeCheck.checkDigit(for: digits)
    return String((digits + [check]).map(ChallengeAlphabet.character))
  }

  /// A one-word challenge of a word already known to fit.
  private init(checkedWord word: Word, language: Language) {
    words = [word]
    self.language = language
    isSequence = false
  }

  /// The character that opens a code of several boards: the boards, plus 16 in sequence
  /// (`2`, `4`, `8`, `M`, `R`).
  static func kindDigit(boards: Int, isSequence: Bool) -> UInt8 { UInt8(boards + (isSequence ? 16 : 0)) }

  /// `guesswork://challenge/GW-7K3QX9`.
  public var link: String { Challenge.linkPrefix + code }

  /// Reads a code or a link as a player pastes it: case, spaces, hyphens, a missing `GW-`, a
  /// trailing slash, the link or the code inside a longer message, and O/I/L for 0/1/1 do not
  /// matter. One pass over the text; a text over 4 KB is refused unread (`ChallengeText`). The
  /// word is not yet checked against the word list (`checked(against:)`).
  /// A scalar as a refusal names it: itself, or `U+200D` when it would not be seen (a format
  /// character, a space other than the plain one, a mark with nothing to sit on).
  static func name(of scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    // (Control characters are left to the refusal's quoting, which shows them as �.)
    case .format, .spaceSeparator, .nonspacingMark, .enclosingMark:
      guard scalar != " " else { return " " }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    default: return String(scalar)
    }
  }

  public static func read(_ text: String) throws(ChallengeError) -> Challenge {
    let body = try ChallengeText.body(of: text)
    guard !body.isEmpty else { throw .empty }
    var digits: [UInt8] = []
    var strange: [String] = []
    var seen: Set<String> = []
    for character in body {
      if let digit = ChallengeAlphabet.digit(character) {
        digits.append(digit)
        continue
      }
      // Named scalar by scalar: a zero-width joiner after an E is one character with it, which
      // a refusal once named as the good letter “E‍”. An invisible one is named by its code.
      for scalar in character.unicodeScalars where ChallengeAlphabet.digit(Character(scalar)) == nil {
        let name = Challenge.name(of: scalar)
        if seen.insert(name).inserted { strange.append(name) }
      }
    }
    guard strange.isEmpty else {
      let named = strange.prefix(maximumNamedCharacters)
      throw .badCharacters(named.joined() + (strange.count > named.count ? "…" : ""))
    }
    if digits.count > wideLength { return try severalBoards(digits) }
    guard let form = ChallengeForm(characters: digits.count) else {
      throw .wrongLength(digits.count)
    }
    guard ChallengeCheck.isValid(digits) else { throw .wrongCheckCharacter }
    let number = form.mixing.unmix(ChallengeAlphabet.number(of: digits.dropLast()))
    return try ChallengeNumber.challenge(of: number, form: form)
  }

  /// A code of several boards: the kind's character, then as many one-word codes of one form as
  /// it has boards, each with its check character; their words of one language and length, none
  /// twice (else the code was mistyped).
  private static func severalBoards(_ digits: [UInt8]) throws(ChallengeError) -> Challenge {
    let kinds = RoundKind.all.filter { $0.boards > 1 }
    guard
      let kind = kinds.first(where: { kindDigit(boards: $0.boards, isSequence: $0.isSequence) == digits[0] }),
      (digits.count - 1) % kind.boards == 0,
      ChallengeForm(characters: (digits.count - 1) / kind.boards) != nil
    else { throw .wrongLength(digits.count) }
    let width = (digits.count - 1) / kind.boards
    var words: [Word] = []
    var language: Language?
    for board in 0..<kind.boards {
      let part = Array(digits[1 + board * width..<1 + (board + 1) * width])
      let single = try read(digits: part)
      guard language == nil || language == single.language else { throw .wrongCheckCharacter }
      language = single.language
      words.append(single.word)
    }
    guard let language, let challenge = Challenge(words: words, language: language, isSequence: kind.isSequence)
    else { throw .wrongCheckCharacter }
    return challenge
  }

  /// One word's code as digits.
  private static func read(digits: [UInt8]) throws(ChallengeError) -> Challenge {
    guard let form = ChallengeForm(characters: digits.count) else { throw .wrongLength(digits.count) }
    guard ChallengeCheck.isValid(digits) else { throw .wrongCheckCharacter }
    let number = form.mixing.unmix(ChallengeAlphabet.number(of: digits.dropLast()))
    return try ChallengeNumber.challenge(of: number, form: form)
  }

  /// The most strange characters a refusal names (then "…"): a sentence, not the whole paste.
  static let maximumNamedCharacters = 10

  /// The challenge, if its words are guesses the language's list accepts.
  public func checked(against list: WordList) throws(ChallengeError) -> Challenge {
    if let word = words.first(where: { !list.accepts($0) }) { throw .notAWord(word.display, language) }
    return self
  }
}

/// Why a code or link cannot be played.
public enum ChallengeError: Error, Hashable, Sendable {
  /// Nothing was given.
  case empty
  /// Characters that are in no code (each once, in order).
  case badCharacters(String)
  /// Not six, eight or nine characters after `GW-` (the count found).
  case wrongLength(Int)
  /// Mistyped: the check character does not agree with the others.
  case wrongCheckCharacter
  /// A well-formed code of a language this game does not have.
  case unknownLanguage
  /// A well-formed code of a word that is not on the language's list.
  case notAWord(String, Language)
  /// A link, but not a Guesswork challenge link.
  case notAChallengeLink
  /// Over 4 KB: longer than any message that holds a code (refused without reading it).
  case tooLong
}

extension Challenge: Codable {
  /// A challenge is saved as its code, read back through `read` (a damaged code is refused).
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try Challenge.read(text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not a challenge code")
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
