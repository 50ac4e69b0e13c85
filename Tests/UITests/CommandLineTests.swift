import Foundation
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import GuessworkCommandLine
@testable import guesswork

/// The command line's grammar (GNU's conventions, strictly) and the environment's test hooks:
/// the parser itself, and the built binary as a player or a script runs it. Every refusal is one
/// line on stderr and status 2, before GTK starts (no display is given, so a window could not
/// even open) and before anything of the player's is written.
final class CommandLineTests: GuessworkTestCase {
  let kebab = Challenge(word: Word("kebab")!, language: .english)!

  func parse(_ arguments: [String]) -> Result<LaunchOptions, LaunchOptionsError> {
    LaunchOptions.parse(arguments)
  }

  /// A home folder not made yet, removed after the test.
  func freshHome() -> URL {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("guesswork-cli-\(UUID().uuidString)", isDirectory: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: home) }
    return home
  }

  // MARK: The grammar

  func testAValueFollowsItsOptionOrItsEqualsSign() throws {
    XCTAssertEqual(try parse(["--word", "crane"]).get().request, .word("crane"))
    XCTAssertEqual(try parse(["--word=crane"]).get().request, .word("crane"))
    XCTAssertEqual(try parse(["--date=2026-01-02"]).get().request, .date(LocalDay(iso: "2026-01-02")!))
    // An `=` inside a value is the value's.
    XCTAssertEqual(try parse(["--word=a=b"]).get().request, .word("a=b"))
    XCTAssertEqual(try parse(["-h"]).get().showsHelp, true)
  }

  func testDoubleDashEndsTheOptions() throws {
    XCTAssertEqual(try parse(["--", kebab.link]).get().request, .challenge(kebab))
    XCTAssertEqual(parse(["--", "--word", "crane"]), .failure(.unexpected("--word")))
    XCTAssertEqual(parse(["--", "--help"]), .failure(.unexpected("--help")))
    // An operand may come before the options.
    XCTAssertEqual(
      parse([kebab.link, "--word", "crane"]), .failure(.conflicting))
  }

  /// Issue 25, example 1: these trapped (`parts[0]` of an empty split).
  func testEmptyAndEqualsArgumentsAreUnexpected() {
    XCTAssertEqual(parse([""]), .failure(.unexpected("")))
    XCTAssertEqual(parse(["="]), .failure(.unexpected("=")))
    XCTAssertEqual(parse(["=="]), .failure(.unexpected("==")))
    XCTAssertEqual(parse(["-"]), .failure(.unexpected("-")))
    XCTAssertEqual(parse(["crane"]), .failure(.unexpected("crane")))
    XCTAssertEqual(parse(["guesswork://other/x"]), .failure(.unexpected("guesswork://other/x")))
  }

  /// Issue 25, example 7: a value given to a flag was ignored (`--hard=no` turned hard mode on).
  func testAFlagTakesNoValue() {
    XCTAssertEqual(
      parse(["--review", "crane", "--word", "crane", "--hard=no"]),
      .failure(.takesNoValue("--hard")))
    XCTAssertEqual(parse(["--json=false"]), .failure(.takesNoValue("--json")))
    XCTAssertEqual(parse(["--help=x"]), .failure(.takesNoValue("--help")))
    XCTAssertEqual(parse(["--version=1"]), .failure(.takesNoValue("--version")))
    XCTAssertEqual(parse(["--hard="]), .failure(.takesNoValue("--hard")))
  }

  func testUnknownRepeatedAndAbbreviatedOptionsAreRefused() {
    XCTAssertEqual(parse(["--bogus"]), .failure(.unknown("--bogus")))
    XCTAssertEqual(parse(["--wo", "crane"]), .failure(.unknown("--wo")))
    XCTAssertEqual(parse(["-x"]), .failure(.unknown("-x")))
    XCTAssertEqual(parse(["-hh"]), .failure(.unknown("-hh")))
    XCTAssertEqual(parse(["--word", "crane", "--word=slate"]), .failure(.repeated("--word")))
    XCTAssertEqual(parse(["--version", "--version"]), .failure(.repeated("--version")))
    XCTAssertEqual(parse(["-h", "--help"]), .failure(.repeated("--help")))
    XCTAssertEqual(
      parse(["--review", "a", "--word", "b", "--json", "--json"]), .failure(.repeated("--json")))
  }

  /// Blanks around a word are dropped for `--word` as for each word of `--review` (one was
  /// refused, the other accepted).
  func testBlanksAroundAWordAreDroppedEverywhere() throws {
    XCTAssertEqual(try parse(["--word", "kitchen "]).get().request, .word("kitchen"))
    XCTAssertEqual(try parse(["--review", " crane", "--word", " crane "]).get().review?.guesses, ["crane"])
    XCTAssertEqual(try parse(["--review", " crane", "--word", " crane "]).get().review?.answer, "crane")
  }

  /// `--word=` said "needs a value" while `--word ""` was accepted: now both are refused alike.
  func testAnEmptyValueIsRefusedEitherWay() {
    XCTAssertEqual(parse(["--word="]), .failure(.emptyValue("--word")))
    XCTAssertEqual(parse(["--word", ""]), .failure(.emptyValue("--word")))
    XCTAssertEqual(parse(["--challenge", ""]), .failure(.emptyValue("--challenge")))
    XCTAssertEqual(parse(["--language="]), .failure(.emptyValue("--language")))
    XCTAssertEqual(parse(["--word", "  "]), .failure(.emptyValue("--word")))
    XCTAssertEqual(parse(["--word"]), .failure(.missingValue("--word")))
    XCTAssertEqual(parse(["--word", "--hard"]), .failure(.missingValue("--word")))
  }

  func testAValueLongerThanAnyValidOneIsRefusedUnread() {
    let long = String(repeating: "a", count: 131_000)
    XCTAssertEqual(parse(["--word", long]), .failure(.tooLong("--word", 96)))
    XCTAssertEqual(parse(["--date=" + long]), .failure(.tooLong("--date", 32)))
    XCTAssertEqual(parse(["--review", long, "--word", "crane"]), .failure(.tooLong("--review", 256)))
    XCTAssertEqual(parse(["--challenge", long]), .failure(.badChallenge(.tooLong)))
    XCTAssertEqual(parse([Challenge.linkPrefix + long]), .failure(.badChallenge(.tooLong)))
    // One character with 60,000 combining marks is counted by its bytes, not as one character.
    let marked = "a" + String(repeating: "\u{301}", count: 60_000)
    XCTAssertEqual(parse(["--word", marked]), .failure(.tooLong("--word", 96)))
    XCTAssertEqual(parse(["--date=" + marked]), .failure(.tooLong("--date", 32)))
    // Up to the bound the value is the word check's to judge.
    let bound = String(repeating: "a", count: 96)
    XCTAssertEqual(try parse(["--word", bound]).get().request, .word(bound))
  }

  /// Issue 56: `--boards N [--sequence]` picks a kind of round, `--word` takes an answer a board.
  func testBoardsSequenceAndAnAnswerABoard() throws {
    XCTAssertEqual(try parse(["--boards", "4"]).get().kind, .fourBoards)
    XCTAssertEqual(try parse(["--boards=8", "--sequence"]).get().kind, .eightInSequence)
    XCTAssertEqual(try parse(["--word", "crane,slate,borne,tooth", "--sequence"]).get().kind, .fourInSequence)
    XCTAssertEqual(try parse(["--word", "crane,slate"]).get().kind, nil, "the answers give the kind")
    XCTAssertEqual(try parse(["--boards", "2", "--date", "2026-03-01"]).get().kind, .twoBoards)
    XCTAssertEqual(parse(["--boards", "3"]), .failure(.badBoards("3")))
    XCTAssertEqual(parse(["--boards", "four"]), .failure(.badBoards("four")))
    XCTAssertEqual(parse(["--sequence"]), .failure(.sequenceNeedsBoards))
    XCTAssertEqual(parse(["--boards", "2", "--sequence"]), .failure(.sequenceNeedsBoards))
    XCTAssertEqual(parse(["--boards", "4", "--word", "crane,slate"]), .failure(.boardsDisagree(4, 2)))
    XCTAssertEqual(parse(["--boards", "4", "--make-challenge", "crane"]), .failure(.conflicting))
    XCTAssertEqual(
      try parse(["--make-challenge", "crane,slate,borne,tooth", "--sequence"]).get().makeChallenge,
      MakeChallengeOptions(word: "crane,slate,borne,tooth", isSequence: true))
    XCTAssertEqual(parse(["--make-challenge", "crane,slate", "--sequence"]), .failure(.sequenceNeedsBoards))
    XCTAssertEqual(
      try refusal(["--word", "crane,slate,borne"]).stderr,
      "guesswork: --word takes one answer a board: 1, 2, 4 or 8 words separated by commas, not 3.\n")
    XCTAssertEqual(
      try refusal(["--word", "crane, CRANE"]).stderr,
      "guesswork: “CRANE” is given twice: each board has an answer of its own.\n")
    XCTAssertEqual(
      try refusal(["--word", "crane,zzzzz"]).stderr,
      "guesswork: “ZZZZZ” is not a word of 4 to 7 letters in the English word lists.\n")
    XCTAssertEqual(
      try refusal(["--boards", "3"]).stderr, "guesswork: “3” is not a number of boards (1, 2, 4 or 8)\n")
  }

  func testQuotedTextStaysOnOneLineAndShort() {
    XCTAssertEqual(Shown.argument("--a\nb"), "--a�b")
    XCTAssertEqual(Shown.argument("x\r\ny\u{2028}"), "x�y�")
    XCTAssertEqual(Shown.argument(String(repeating: "z", count: 131_000)), String(repeating: "z", count: 40) + "…")
    XCTAssertEqual(Shown.argument(String(repeating: "z", count: 40)), String(repeating: "z", count: 40))
    // Combining marks cannot make one quoted character 120 KB long.
    let marked = Shown.argument("a" + String(repeating: "\u{301}", count: 60_000))
    XCTAssertLessThanOrEqual(marked.utf8.count, 40 * 4 * 4 + 3)
    XCTAssertTrue(marked.unicodeScalars.first == "a" && marked.unicodeScalars.last == "…")
  }

  // MARK: GUESSWORK_TODAY

  func testThePretendedDayIsADateOrALocalTime() {
    let zone = LocalTimeZone.system
    let noon = SessionEnvironment.pretendedStart("2026-01-02", in: zone)
    XCTAssertEqual(noon, LocalDay(iso: "2026-01-02")!.instant(hour: 12, minute: 0, in: zone))
    XCTAssertEqual(
      SessionEnvironment.pretendedStart("2026-01-02T23:59:30", in: zone),
      LocalDay(iso: "2026-01-02")!.instant(hour: 23, minute: 59, second: 30, in: zone))
    XCTAssertNotNil(SessionEnvironment.pretendedStart("2026-01-02T00:00", in: zone))
    for bad in [
      "", "T", "TT", "2026-01-02T", "T12:00", "2026-01-02T24:00", "2026-01-02T12:60",
      "2026-01-02T12:00:60", "2026-01-02T1:00", "2026-01-02T+1:00", "2026-01-02T12:00:00:00",
      "2026-02-30", "2026-01-02T12::", "2026-01-02T12:00:00Z", "2026-01-02 12:00",
    ] {
      XCTAssertNil(SessionEnvironment.pretendedStart(bad, in: zone), bad)
    }
  }

  func testTheEnvironmentIsChecked() throws {
    XCTAssertNil(EnvironmentCheck.problem(environment: [:]))
    XCTAssertNil(
      EnvironmentCheck.problem(environment: [
        "GUESSWORK_TODAY": "2026-01-02T08:00", "GUESSWORK_DATA_DIR": GameHarness.dataFolder.path,
        "GUESSWORK_LOCALE_DIR": "", "GUESSWORK_DATA_DIR_UNRELATED": "x",
      ]))
    XCTAssertEqual(
      EnvironmentCheck.problem(environment: ["GUESSWORK_TODAY": "T"]),
      "GUESSWORK_TODAY is “T”, not a date YYYY-MM-DD or a local time YYYY-MM-DDTHH:MM:SS")
    XCTAssertNotNil(EnvironmentCheck.problem(environment: ["GUESSWORK_TODAY": ""]))
    XCTAssertEqual(
      EnvironmentCheck.problem(environment: ["GUESSWORK_DATA_DIR": "/nonexistent"]),
      "GUESSWORK_DATA_DIR is “/nonexistent”, which is not a folder with words/")
    XCTAssertEqual(
      EnvironmentCheck.problem(environment: ["GUESSWORK_LOCALE_DIR": "/nonexistent"]),
      "GUESSWORK_LOCALE_DIR is “/nonexistent”, which is not a folder")
  }

  // MARK: --word against the word list

  func testTheWordIsCheckedInTheRoundsLanguage() throws {
    let home = freshHome()
    let environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "GUESSWORK_DATA_DIR": GameHarness.dataFolder.path, "LANGUAGE": "en",
    ]
    XCTAssertNil(WordCheck.problem(with: .word("crane"), environment: environment))
    XCTAssertNil(WordCheck.problem(with: .word("CRANE"), environment: environment))
    XCTAssertNil(WordCheck.problem(with: .remembered, environment: environment))
    XCTAssertEqual(
      WordCheck.problem(with: .word("zzzzz"), environment: environment)?.message,
      "“ZZZZZ” is not a word of 4 to 7 letters in the English word lists.")
    XCTAssertNil(WordCheck.problem(with: .word("kitchen"), environment: environment), "seven letters")
    XCTAssertEqual(WordCheck.problem(with: .word("perro"), environment: environment)?.status, 2)
    // Once settings are saved, their language decides.
    let settings = home.appendingPathComponent("config/guesswork/settings.json")
    try FileManager.default.createDirectory(
      at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #"{"format":1,"language":"es"}"#.write(to: settings, atomically: true, encoding: .utf8)
    XCTAssertEqual(WordCheck.roundLanguage(environment: environment), .spanish)
    XCTAssertNil(WordCheck.problem(with: .word("perro"), environment: environment))
    XCTAssertEqual(
      WordCheck.problem(with: .word("crane"), environment: environment)?.message,
      "“CRANE” is not a word of 4 to 7 letters in the Spanish word lists.")
    // A damaged settings file is read, not set aside: the game does that when it starts.
    try #"{"format":1,"language":"es","bogus":1}"#.write(to: settings, atomically: true, encoding: .utf8)
    _ = WordCheck.roundLanguage(environment: environment)
    let left = try FileManager.default.contentsOfDirectory(atPath: settings.deletingLastPathComponent().path)
    XCTAssertEqual(left, ["settings.json"])
  }

  // MARK: The binary

  /// The built game run with `arguments` in a fresh home (which must stay unmade), no display.
  func refusal(_ arguments: [String], environment: [String: String] = [:]) throws
    -> ChildProcess.Result
  {
    let home = freshHome()
    var extra = ["LANGUAGE": "en", "GUESSWORK_TODAY": "2026-03-15"]
    extra.merge(environment) { $1 }
    let result = try ChildProcess.runGame(arguments, home: home, extra: extra)
    let name = "\(arguments.map { $0.prefix(60) }) \(environment)"
    XCTAssertEqual(result.status, 2, "\(name): \(result.stderr)")
    XCTAssertEqual(result.stdout, "", name)
    XCTAssertTrue(result.stderr.hasPrefix("guesswork: "), "\(name): \(result.stderr)")
    XCTAssertTrue(result.stderr.hasSuffix("\n"), name)
    XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
    XCTAssertLessThan(result.stderr.count, 300, name)
    XCTAssertFalse(FileManager.default.fileExists(atPath: home.path), "\(name) wrote nothing")
    return result
  }

  /// Issue 25, examples 1 and 7, through the binary: each exited 132 or was taken as something
  /// else.
  func testEveryRefusalIsOneLineAndStatusTwo() throws {
    let cases: [([String], String)] = [
      ([""], "guesswork: unexpected argument “” (see guesswork --help)\n"),
      (["="], "guesswork: unexpected argument “=” (see guesswork --help)\n"),
      (["=="], "guesswork: unexpected argument “==” (see guesswork --help)\n"),
      (["--hard=no"], "guesswork: --hard takes no value (see guesswork --help)\n"),
      (["--json=false"], "guesswork: --json takes no value (see guesswork --help)\n"),
      (["--help=x"], "guesswork: --help takes no value (see guesswork --help)\n"),
      (["--version=1"], "guesswork: --version takes no value (see guesswork --help)\n"),
      (["--bogus"], "guesswork: unknown option “--bogus” (see guesswork --help)\n"),
      (["--a\nb"], "guesswork: unknown option “--a�b” (see guesswork --help)\n"),
      (["--date", "2026-01-02", "--date", "2026-01-03"], "guesswork: --date is given twice (see guesswork --help)\n"),
      (["--word="], "guesswork: --word needs a value, not an empty one (see guesswork --help)\n"),
      (["--word", ""], "guesswork: --word needs a value, not an empty one (see guesswork --help)\n"),
      (["--word"], "guesswork: --word needs a value (see guesswork --help)\n"),
      (["--", "--word"], "guesswork: unexpected argument “--word” (see guesswork --help)\n"),
      (["--date", "2026-02-30"], "guesswork: “2026-02-30” is not a date of the form YYYY-MM-DD\n"),
    ]
    for (arguments, message) in cases {
      XCTAssertEqual(try refusal(arguments).stderr, message, "\(arguments)")
    }
  }

  /// Issue 25, example 6: a "cannot start" window opened (and a first start wrote its settings);
  /// 131,000 characters made a 65,000 px wide dialog.
  func testABadWordIsRefusedBeforeAWindowOrAFile() throws {
    XCTAssertEqual(
      try refusal(["--word", "zzzzz"]).stderr,
      "guesswork: “ZZZZZ” is not a word of 4 to 7 letters in the English word lists.\n")
    XCTAssertEqual(
      try refusal(["--word=crannies"]).stderr,
      "guesswork: “CRANNIES” is not a word of 4 to 7 letters in the English word lists.\n")
    XCTAssertEqual(
      try refusal(["--word", String(repeating: "a", count: 131_000)]).stderr,
      "guesswork: the value of --word is too long: none that could be right has over 96 characters\n")
    XCTAssertEqual(
      try refusal(["--challenge", String(repeating: "7", count: 131_000)]).stderr,
      "guesswork: This text is too long to be a challenge: paste only the code or the link.\n")
  }

  /// Issue 25, example 1: `GUESSWORK_TODAY=` and `GUESSWORK_TODAY=T` trapped.
  func testABadTestHookIsRefused() throws {
    for today in ["", "T", "2026-01-02T25:00", "tomorrow"] {
      XCTAssertEqual(
        try refusal(["--date", "2026-01-02"], environment: ["GUESSWORK_TODAY": today]).stderr,
        "guesswork: GUESSWORK_TODAY is “\(today)”, not a date YYYY-MM-DD or a local time "
          + "YYYY-MM-DDTHH:MM:SS\n")
    }
    _ = try refusal([], environment: ["GUESSWORK_DATA_DIR": "/nonexistent"])
    _ = try refusal(["--word", "crane"], environment: ["GUESSWORK_LOCALE_DIR": "/nonexistent"])
  }

  /// Random command lines from the pieces of `CommandLinePropertyTests`, run as a program: each
  /// ends with a status of its own (0 help, version, a review or a challenge made; 1 no display
  /// for a window; 2 a refusal), never a signal, and writes nothing of the player's.
  func testRandomCommandLinesEndWithAStatusNotASignal() throws {
    var state: UInt64 = 25  // SplitMix64, seeded: the same command lines every run
    func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    let pieces = CommandLinePropertyTests.pieces
    for _ in 0..<40 {
      let argv = (0..<next(5)).map { _ in
        (0...next(3)).map { _ in pieces[next(pieces.count)] }.joined()
      }
      let home = freshHome()
      let result = try ChildProcess.runGame(
        argv, home: home, extra: ["LANGUAGE": "en", "GUESSWORK_TODAY": "2026-03-15"])
      XCTAssertTrue([0, 1, 2].contains(result.status), "\(argv): \(result.status) \(result.stderr)")
      if result.status == 2 {
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(argv): \(result.stderr)")
      }
      XCTAssertFalse(FileManager.default.fileExists(atPath: home.appendingPathComponent("config").path), "\(argv)")
    }
  }

  /// A word that is on the list gets past the check (and then needs a display, which this run
  /// does not have, so it stops later and differently).
  func testAGoodWordGetsPastTheCheck() throws {
    let home = freshHome()
    let result = try ChildProcess.runGame(["--word", "crane"], home: home, extra: ["LANGUAGE": "en"])
    XCTAssertNotEqual(result.status, 2, result.stderr)
    XCTAssertFalse(result.stderr.contains("word list"), result.stderr)
  }
}
