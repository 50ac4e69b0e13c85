import PropertyBased
import Testing

@testable import GuessworkEngine

// What a player or another program hands the game as a challenge (a paste, a link over D-Bus, an
// argument) is read in one pass, never past 4 KB, and only ASCII letters and digits make a code.

@Suite("Reading a pasted challenge")
struct ChallengeTextTests {
  /// The first English challenge (any five letters, on the list or not) whose code contains
  /// `piece`, so a test can write that piece another way.
  func code(containing piece: String) -> Challenge {
    for number in UInt64(0)..<UInt64(ChallengeNumber.wordCount) {
      guard let challenge = try? ChallengeNumber.challenge(of: number, form: .short) else { continue }
      if challenge.code.dropFirst(3).contains(piece) { return challenge }
    }
    fatalError("no code contains \(piece)")
  }

  @Test("A code in a message with other links is found")
  func codeAmongLinks() throws {
    let made = Challenge(word: word("crane"), language: .english)!
    let messages = [
      "Code \(made.code), see https://example.com",
      "See https://example.com/page?x=1 and try “\(made.code.lowercased())”.",
      "(\(made.code)) https://a.example https://b.example",
      "https://example.com says \(made.link)",
    ]
    for message in messages { #expect(try Challenge.read(message) == made, "\(message)") }
    // The issue's own example reads as the code it names.
    #expect(try Challenge.read("Code GW-ZN8HRA, see https://example.com").code == "GW-ZN8HRA")
    // A link of another kind with no code beside it is still not a challenge.
    #expect(throws: ChallengeError.notAChallengeLink) {
      try Challenge.read("see https://example.com/GW")
    }
    // The first code of a message is the one read, mistakes and all.
    #expect(throws: ChallengeError.badCharacters("U#")) {
      try Challenge.read("Try GW-7KU#X9, see https://example.com")
    }
  }

  @Test(
    "Only ASCII letters and digits count: no other letter is upper-cased into one",
    arguments: [("ı", "1"), ("ſ", "S"), ("ß", "SS"), ("ﬁ", "F1"), ("İ", "1"), ("\u{212A}", "K")])
  func onlyASCII(lookalike: String, plain: String) throws {
    let made = code(containing: plain)
    #expect(try Challenge.read(made.code) == made)
    let written = made.code.replacingFirst(plain, with: lookalike)
    #expect(throws: ChallengeError.badCharacters(lookalike), "\(written)") {
      try Challenge.read(written)
    }
    #expect(throws: ChallengeError.badCharacters(lookalike)) {
      try Challenge.read("guesswork://challenge/" + written)
    }
  }

  @Test("The link's prefix is matched in ASCII only")
  func prefixInASCII() throws {
    let made = Challenge(word: word("crane"), language: .english)!
    // A Kelvin sign lower-cases to k in Unicode, and a dotted capital I to i: neither is a link.
    #expect(throws: ChallengeError.notAChallengeLink) {
      try Challenge.read("guesswor\u{212A}://challenge/" + made.code + " https://x")
    }
    #expect(try Challenge.read("GUESSWORK://CHALLENGE/" + made.code) == made)
  }

  @Test("A text over 4 KB is refused unread; one of 4 KB is read")
  func bounded() throws {
    let made = Challenge(word: word("crane"), language: .english)!
    let message = "Play \(made.link) "
    let padding = String(repeating: "x", count: ChallengeText.maximumLength - message.utf8.count)
    #expect(try Challenge.read(message + padding) == made)
    #expect(throws: ChallengeError.tooLong) { try Challenge.read(message + padding + "x") }
    #expect(throws: ChallengeError.tooLong) {
      try Challenge.read(String(repeating: "ñ", count: ChallengeText.maximumLength / 2 + 1))
    }
  }

  @Test("An invisible character is named by its code, never as the letter it joins")
  func invisibleNamedByCode() {
    // A zero-width joiner after E is one character with it: once named as the good letter “E‍”.
    #expect(throws: ChallengeError.badCharacters("U+200D")) { try Challenge.read("GW-ZN8E\u{200D}RA") }
    #expect(throws: ChallengeError.badCharacters("U+200BU+FEFF")) {
      try Challenge.read("GW-ZN\u{200B}8H\u{FEFF}RA")
    }
    #expect(throws: ChallengeError.badCharacters("#")) { try Challenge.read("GW-ZN8H#RA") }
  }

  @Test("A refusal names at most ten strange characters")
  func namesTenCharacters() {
    let strange = String((0..<40).map { Character(Unicode.Scalar(0x4E00 + $0)!) })
    #expect(throws: ChallengeError.badCharacters(String(strange.prefix(10)) + "…")) {
      try Challenge.read(strange)
    }
  }

  /// The pieces hostile texts are made of: distinct characters (each compared with all before it,
  /// once), near misses of the link's prefix and of `GW-`, blanks, punctuation, other links.
  static let pieces = [
    "guesswork://challeng", "GW", "gw-", " ", "://", ".,", "(", "O1L", "\u{4E00}", "https://x ",
  ]

  /// A text of about `bytes` UTF-8 bytes, cycling through the pieces `shape` names; the
  /// character pieces (CJK) are each a new character.
  static func text(_ shape: [Int], bytes: Int) -> String {
    var text = ""
    var next: UInt32 = 0x4E00
    var index = 0
    while text.utf8.count < bytes {
      let piece = pieces[shape[index % shape.count]]
      if piece == "\u{4E00}" {
        text.unicodeScalars.append(Unicode.Scalar(next)!)
        next += 1
      } else {
        text += piece
      }
      index += 1
    }
    return text
  }

  /// How many times longer reading `long` takes than reading `short`: each timed in turn (so a
  /// burst of other work on the machine falls on both alike), `short` as a batch of ten so the
  /// two batches take about as long, and the fastest of each kept.
  static func ratio(_ short: String, _ long: String, rounds: Int = 7) -> Double {
    let clock = ContinuousClock()
    func nanoseconds(_ duration: Duration) -> Int64 {
      duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }
    var fastestShort = Int64.max
    var fastestLong = Int64.max
    for _ in 0..<rounds {
      fastestShort = min(fastestShort, nanoseconds(clock.measure {
        for _ in 0..<10 { _ = try? Challenge.read(short) }
      }))
      fastestLong = min(fastestLong, nanoseconds(clock.measure { _ = try? Challenge.read(long) }))
    }
    return Double(fastestLong) * 10 / Double(max(fastestShort, 1))
  }

  @Test("Reading grows linearly: ten times the text takes far less than a hundred times as long")
  func linear() async {
    // Every text has distinct characters among its pieces: the case that was quadratic.
    let shapes = Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...5).map { $0 + [8] }
    await propertyCheck(count: 6, input: shapes) { shape in
      let short = Self.text(shape, bytes: 400)
      let long = Self.text(shape, bytes: 4000)
      // Measured again before it counts as a failure: a machine busy for the whole of one
      // measurement cannot fail the test, a quadratic reader (about 100×) fails every time. The
      // bound is 40× (linear is about 10×): CI, with suites side by side, measured over 15×.
      var ratio = Double.infinity
      for _ in 0..<5 where ratio > 40 {
        ratio = Self.ratio(short, long)
      }
      #expect(ratio <= 40, "shape \(shape.map { Self.pieces[$0] }): \(ratio)×")
    }
  }

  @Test("Random texts never trap, and a link among them reads as its code")
  func randomTexts() async {
    let made = Challenge(word: word("crane"), language: .english)!
    let noise = Gen.character(in: " "..."\u{2FFF}").string(of: 0...300)
    await propertyCheck(count: 300, input: noise, noise) { before, after in
      _ = try? Challenge.read(before + after)
      let message = before + " " + made.link + " " + after
      #expect((try? Challenge.read(message)) == made, "\(message)")
    }
  }
}

extension String {
  /// The text with the first `piece` written as `replacement`.
  func replacingFirst(_ piece: String, with replacement: String) -> String {
    let characters = Array(self)
    let target = Array(piece)
    for start in 0...(characters.count - target.count)
    where Array(characters[start..<(start + target.count)]) == target {
      return String(characters[..<start]) + replacement
        + String(characters[(start + target.count)...])
    }
    return self
  }
}
