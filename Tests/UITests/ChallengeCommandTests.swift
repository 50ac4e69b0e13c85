import Foundation
import GuessworkEngine
import XCTest

@testable import GuessworkCommandLine
@testable import guesswork

/// The command line's challenges: the options, and the built binary as a player runs it. Nothing
/// here needs a display: making a challenge opens no window, and a bad code is refused before GTK.
final class ChallengeCommandTests: GuessworkTestCase {
  let kebab = Challenge(word: Word("kebab")!, language: .english)!

  // MARK: Options

  func testChallengeOptionsAreParsed() throws {
    XCTAssertEqual(
      try LaunchOptions.parse(["--challenge", kebab.code]).get().request, .challenge(kebab))
    XCTAssertEqual(
      try LaunchOptions.parse(["--challenge=\(kebab.code.lowercased())"]).get().request,
      .challenge(kebab))
    XCTAssertEqual(try LaunchOptions.parse([kebab.link]).get().request, .challenge(kebab))
    XCTAssertEqual(
      try LaunchOptions.parse([kebab.link.uppercased() + "/"]).get().request, .challenge(kebab))
    XCTAssertEqual(
      try LaunchOptions.parse(["--make-challenge", "perro", "--language", "es"]).get()
        .makeChallenge,
      MakeChallengeOptions(word: "perro", language: .spanish))
    XCTAssertEqual(
      try LaunchOptions.parse(["--make-challenge", "crane"]).get().makeChallenge,
      MakeChallengeOptions(word: "crane", language: nil))
  }

  func testChallengeOptionMistakesAreNamed() {
    XCTAssertEqual(
      LaunchOptions.parse(["--challenge", "GW-7K3QX"]), .failure(.badChallenge(.wrongLength(5))))
    XCTAssertEqual(LaunchOptions.parse(["--challenge"]), .failure(.missingValue("--challenge")))
    XCTAssertEqual(
      LaunchOptions.parse(["--word", "crane", kebab.link]), .failure(.conflicting))
    XCTAssertEqual(
      LaunchOptions.parse(["--make-challenge", "crane", "--challenge", kebab.code]),
      .failure(.conflicting))
    XCTAssertEqual(
      LaunchOptions.parse(["--make-challenge", "crane", "--json"]),
      .failure(.onlyWithReview("--json")))
    XCTAssertEqual(
      LaunchOptions.parse(["--language", "es"]), .failure(.onlyWithReview("--language")))
    XCTAssertEqual(
      LaunchOptions.parse(["guesswork://other/x"]), .failure(.unexpected("guesswork://other/x")))
  }

  // MARK: The binary

  /// The built game run with `arguments` (in `home`'s folders when given), with no display.
  func run(_ arguments: [String], home: URL? = nil) throws -> ChildProcess.Result {
    try ChildProcess.runGame(arguments, home: home, extra: ["LANGUAGE": "en"])
  }

  func testMakeChallengeOfSeveralBoardsPrintsOneCodeThatPlaysThem() throws {
    let words = ["crane", "tooth", "borne", "slate"].map { Word($0)! }
    let four = try XCTUnwrap(Challenge(words: words, language: .english))
    let made = try run(["--make-challenge", "crane, tooth,borne,SLATE"])
    XCTAssertEqual(made.status, 0, made.stderr)
    XCTAssertEqual(made.stdout, "\(four.code)\n\(four.link)\n")
    XCTAssertTrue(four.code.hasPrefix("GW-4-"))
    let sequence = try run(["--make-challenge", "crane,tooth,borne,slate", "--sequence"])
    XCTAssertEqual(sequence.stdout.prefix(5), "GW-M-")
    // Refused as --word refuses them, naming this option.
    let three = try run(["--make-challenge", "crane,tooth,borne"])
    XCTAssertEqual(three.status, 2)
    XCTAssertEqual(
      three.stderr,
      "guesswork: --make-challenge takes one answer a board: 1, 2, 4 or 8 words separated by commas, not 3.\n")
    XCTAssertEqual(try run(["--make-challenge", "crane,crane"]).status, 2)
    // The code is checked before any window: a word of it mistyped is one line, status 2.
    var typo = Array(four.code)
    typo[8] = typo[8] == "7" ? "8" : "7"
    let bad = try run(["--challenge", String(typo)])
    XCTAssertEqual(bad.status, 2)
    XCTAssertEqual(bad.stderr, "guesswork: This challenge code has a typing mistake: check it character by character.\n")
  }

  func testMakeChallengePrintsTheCodeAndTheLink() throws {
    let english = try run(["--make-challenge", "KEBAB"])
    XCTAssertEqual(english.status, 0)
    XCTAssertEqual(english.stdout, "\(kebab.code)\n\(kebab.link)\n")
    XCTAssertEqual(english.stderr, "")
    let perro = try XCTUnwrap(Challenge(word: Word("perro")!, language: .spanish))
    let spanish = try run(["--make-challenge", "perro", "--language", "es"])
    XCTAssertEqual(spanish.status, 0)
    XCTAssertEqual(spanish.stdout, "\(perro.code)\n\(perro.link)\n")
    // Words of 4, 6 and 7 letters: eight characters, read back as the same word.
    for (text, language) in [("kitchen", Language.english), ("caña", .spanish)] {
      let made = try XCTUnwrap(Challenge(word: Word(text)!, language: language))
      let result = try run(["--make-challenge", text, "--language", language.rawValue])
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertEqual(result.stdout, "\(made.code)\n\(made.link)\n")
      XCTAssertEqual(made.code.count, 11)
    }
    // French, German, Italian and Portuguese: nine characters, whatever the length, the word as
    // the player writes it (accents, ß).
    for (text, language) in [("élève", Language.french), ("Straße", .german), ("città", .italian), ("coração", .portuguese)] {
      let made = try XCTUnwrap(Challenge(word: XCTUnwrap(language.word(text)), language: language))
      let result = try run(["--make-challenge", text, "--language", language.rawValue])
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertEqual(result.stdout, "\(made.code)\n\(made.link)\n")
      XCTAssertEqual(made.code.count, 12)
    }
  }

  /// Issue 54: the interface's language chose the list, so a player of English words in a German
  /// window was told KEBAB is not a German word. The words the preferences name decide; with no
  /// preferences, the first start's choice (the locale's).
  @MainActor
  func testMakeChallengeUsesTheLanguageThePlayerPlays() throws {
    let home = try GameHarness.makeHome()
    let settings = home.appendingPathComponent("config/guesswork/settings.json")
    try Data(#"{"format":1,"interfaceLanguage":"de","language":"en"}"#.utf8).write(to: settings)
    let english = try ChildProcess.runGame(["--make-challenge", "kebab"], home: home, extra: ["LANGUAGE": "de"])
    XCTAssertEqual(english.status, 0, english.stderr)
    XCTAssertEqual(english.stdout, "\(kebab.code)\n\(kebab.link)\n")
    try Data(#"{"format":1,"language":"es"}"#.utf8).write(to: settings)
    let perro = try XCTUnwrap(Challenge(word: Word("perro")!, language: .spanish))
    let spanish = try ChildProcess.runGame(["--make-challenge", "perro"], home: home, extra: ["LANGUAGE": "en"])
    XCTAssertEqual(spanish.stdout, "\(perro.code)\n\(perro.link)\n")
    XCTAssertEqual(try Data(contentsOf: settings), Data(#"{"format":1,"language":"es"}"#.utf8), "not written")
  }

  /// Each a single line on stderr, status 2, nothing on stdout, and no file of the player's made.
  func testBadChallengesAreOneLineAndStatusTwo() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("guesswork-challenge-\(UUID().uuidString)", isDirectory: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: home) }
    var mistyped = Array(kebab.code)
    mistyped[5] = mistyped[5] == "A" ? "B" : "A"
    let zzzzz = try XCTUnwrap(Challenge(word: Word("zzzzz")!, language: .english))
    let cases: [([String], String)] = [
      (
        ["--challenge", String(mistyped)],
        "guesswork: This challenge code has a typing mistake: check it character by character.\n"
      ),
      (
        ["--challenge", "GW-7K3QX"],
        "guesswork: A challenge code has six, eight or nine characters after GW-, not 5.\n"
      ),
      (
        ["guesswork://challenge/GW-7KU#X9"],
        "guesswork: A challenge code has no “U#”: only digits and letters other than U.\n"
      ),
      ([zzzzz.link], "guesswork: This challenge's word is not in the English word list.\n"),
      (
        ["--make-challenge", "zzzzz"],
        "guesswork: “ZZZZZ” is not a word of 4 to 7 letters in the English word lists.\n"
      ),
      (
        ["--challenge", "GW-\u{1}\u{1B}x"],
        "guesswork: A challenge code has no “��”: only digits and letters other than U.\n"
      ),
      (
        ["--make-challenge", "ab\ncd"],
        "guesswork: “AB�CD” is not a word of 4 to 7 letters in the English word lists.\n"
      ),
      (
        ["--make-challenge", "crane", "--language", "ja"],
        "guesswork: “ja” is not a language of the game (en, es, fr, de, it or pt)\n"
      ),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments, home: home)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.stderr, message, "\(arguments)")
      XCTAssertEqual(result.stdout, "", "\(arguments)")
    }
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: home.path), "nothing of the player's was written")
  }

  func testHelpNamesTheChallengeOptions() throws {
    let help = try run(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("--challenge CODE"), help.stdout)
    XCTAssertTrue(help.stdout.contains("guesswork://challenge/CODE"), help.stdout)
    XCTAssertTrue(help.stdout.contains("--make-challenge WORD"), help.stdout)
  }
}
