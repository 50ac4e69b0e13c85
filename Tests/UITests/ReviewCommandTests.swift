import Foundation
import GuessworkEngine
import XCTest

@testable import GuessworkCommandLine
@testable import guesswork

/// `guesswork --review`: the options, and the built binary run as a player runs it (no display is
/// needed: the review never opens a window).
final class ReviewCommandTests: GuessworkTestCase {
  // MARK: Options

  func testReviewOptionsAreParsed() throws {
    let options = try LaunchOptions.parse(
      ["--review", "slate,crony", "--word", "trunk", "--hard", "--language", "es", "--json"]
    ).get()
    XCTAssertEqual(
      options.review,
      ReviewOptions(
        guesses: ["slate", "crony"], answer: "trunk", hardMode: true, json: true, language: .spanish
      ))
    XCTAssertEqual(
      try LaunchOptions.parse(["--review=a,b", "--word=c"]).get().review?.guesses, ["a", "b"])
    XCTAssertNil(try LaunchOptions.parse(["--word", "crane"]).get().review)
    // Several boards: an answer a board, and in sequence.
    let boards = try LaunchOptions.parse(["--review", "a,b", "--word", "crane, slate,borne,tooth", "--sequence"]).get()
    XCTAssertEqual(boards.review?.answers, ["crane", "slate", "borne", "tooth"])
    XCTAssertEqual(boards.review?.isSequence, true)
    XCTAssertNil(boards.kind, "the review opens no round")
  }

  func testReviewOptionMistakesAreNamed() {
    XCTAssertEqual(LaunchOptions.parse(["--review", "slate"]), .failure(.reviewNeedsWord))
    XCTAssertEqual(
      LaunchOptions.parse(["--review", "slate", "--date", "2026-01-02"]), .failure(.reviewNeedsWord)
    )
    XCTAssertEqual(LaunchOptions.parse(["--json"]), .failure(.onlyWithReview("--json")))
    XCTAssertEqual(
      LaunchOptions.parse(["--word", "crane", "--hard"]), .failure(.onlyWithReview("--hard")))
    XCTAssertEqual(
      LaunchOptions.parse(["--review", "a", "--word", "b", "--language", "ja"]),
      .failure(.badLanguage("ja")))
    XCTAssertEqual(
      LaunchOptions.parse(["--review", "a", "--review", "b", "--word", "c"]),
      .failure(.repeated("--review")))
  }

  // MARK: The binary

  /// The _ATCH words: MATCH splits the four 1 + 3 (0.811 bits); CHOMP tells them apart (2 bits).
  func atchData() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("guesswork-review-\(UUID().uuidString)", isDirectory: true)
    let words = folder.appendingPathComponent("words/en", isDirectory: true)
    try FileManager.default.createDirectory(at: words, withIntermediateDirectories: true)
    try "catch\nmatch\npatch\nwatch\n".write(
      to: words.appendingPathComponent("answers.txt"), atomically: true, encoding: .utf8)
    try "chomp\n".write(
      to: words.appendingPathComponent("guesses.txt"), atomically: true, encoding: .utf8)
    try "".write(to: folder.appendingPathComponent("style.css"), atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }

  /// The built game run with `arguments`, its data from `data`, with no display.
  func run(_ arguments: [String], data: URL = GameHarness.dataFolder) throws
    -> ChildProcess.Result
  {
    try ChildProcess.runGame(arguments, data: data)
  }

  func json(_ run: ChildProcess.Result) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
  }

  func testJSONOfAHandWorkedRound() throws {
    let result = try run(
      ["--review", "match,patch", "--word", "patch", "--json"], data: atchData())
    XCTAssertEqual(result.status, 0, result.stderr)
    let object = try json(result)
    XCTAssertEqual(object["solverPath"] as? [String], ["CHOMP", "PATCH"])
    let rows = try XCTUnwrap(object["rows"] as? [[String: Any]])
    XCTAssertEqual(rows.count, 2)
    XCTAssertEqual(rows[0]["guess"] as? String, "MATCH")
    XCTAssertEqual(rows[0]["candidatesBefore"] as? Int, 4)
    XCTAssertEqual(rows[0]["candidatesAfter"] as? Int, 3)
    XCTAssertEqual(rows[0]["expectedBits"] as? Double, 0.8113)
    XCTAssertEqual(rows[0]["bestExpectedBits"] as? Double, 2)
    XCTAssertEqual(rows[0]["bestGuess"] as? String, "CHOMP")
    XCTAssertEqual(rows[0]["actualBits"] as? Double, 0.415)
    XCTAssertEqual(rows[0]["skill"] as? Int, 70)
    XCTAssertEqual(rows[0]["luck"] as? Int, 37)
    // In guesses: MATCH 1 + ¾ × 2 = 2.5 against CHOMP's 2, both exact.
    XCTAssertEqual(rows[0]["expectedGuesses"] as? Double, 2.5)
    XCTAssertEqual(rows[0]["bestExpectedGuesses"] as? Double, 2)
    XCTAssertEqual(rows[0]["exact"] as? Bool, true)
    XCTAssertEqual(rows[1]["candidatesBefore"] as? Int, 3)
    XCTAssertEqual(rows[1]["expectedBits"] as? Double, 0.9183)
    // The best is the solver's move there, CATCH, as good as PATCH.
    XCTAssertEqual(rows[1]["bestGuess"] as? String, "CATCH")
    XCTAssertEqual(rows[1]["bestExpectedBits"] as? Double, 0.9183)
    XCTAssertEqual(rows[1]["skill"] as? Int, 99)
    XCTAssertEqual(rows[1]["luck"] as? Int, 83)
    let summary = try XCTUnwrap(object["summary"] as? [String: Any])
    XCTAssertEqual(summary["guesses"] as? Int, 2)
    XCTAssertEqual(summary["solverGuesses"] as? Int, 2)
    XCTAssertEqual(summary["skill"] as? Int, 70, "half a guess lost in the round: 99 × 2^−½")
    XCTAssertEqual(summary["luck"] as? Int, 60)
    XCTAssertEqual(summary["solved"] as? Bool, true)
  }

  /// Two boards of the _ATCH words, CATCH and WATCH (worked by hand in BoardsReviewTests).
  func testJSONOfTwoBoardsWorkedByHand() throws {
    let result = try run(
      ["--review", "match,catch,watch", "--word", "catch,watch", "--json"], data: atchData())
    XCTAssertEqual(result.status, 0, result.stderr)
    let object = try json(result)
    XCTAssertEqual(object["answers"] as? [String], ["CATCH", "WATCH"])
    XCTAssertEqual(object["solverPath"] as? [String], ["CHOMP", "CATCH", "WATCH"])
    let rows = try XCTUnwrap(object["rows"] as? [[String: Any]])
    XCTAssertEqual(rows.count, 3)
    XCTAssertEqual(rows[0]["expectedBits"] as? Double, 1.6226)
    XCTAssertEqual(rows[0]["bestGuess"] as? String, "CHOMP")
    XCTAssertEqual(rows[0]["bestExpectedBits"] as? Double, 4)
    let first = try XCTUnwrap(rows[0]["boards"] as? [[String: Any]])
    XCTAssertEqual(first.map { $0["colours"] as? String }, ["-GGGG", "-GGGG"])
    XCTAssertEqual(first.map { $0["candidatesAfter"] as? Int }, [3, 3])
    let last = try XCTUnwrap(rows[2]["boards"] as? [Any])
    XCTAssertTrue(last[0] is NSNull, "the first board was solved before: \(last)")
    let summary = try XCTUnwrap(object["summary"] as? [String: Any])
    XCTAssertEqual(summary["boardsSolved"] as? Int, 2)
    XCTAssertEqual(summary["solverGuesses"] as? Int, 3)
    XCTAssertEqual(summary["solved"] as? Bool, true)
  }

  func testTextOfFourBoardsInSequenceSaysWhichBoardsWereNotShownYet() throws {
    let result = try run(
      ["--review", "catch,match,patch,watch", "--word", "catch,match,patch,watch", "--sequence"],
      data: atchData())
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("Review · 4 in Sequence"), result.stdout)
    XCTAssertTrue(result.stdout.contains("Answers: CATCH, MATCH, PATCH, WATCH"), result.stdout)
    XCTAssertTrue(result.stdout.contains("You: 4 guesses · Solver: 5 · Boards 4 of 4"), result.stdout)
    XCTAssertTrue(result.stdout.contains("   Board 2: -GGGG  4 → 3  (MATCH, PATCH, WATCH)  not shown yet"), result.stdout)
    XCTAssertTrue(result.stdout.contains("CATCH solves board 1."), result.stdout)
  }

  func testSeveralBoardsMistakesAreOneLine() throws {
    for (arguments, message) in [
      (["--review", "crane", "--word", "crane,slate", "--hard"], "hard mode is played on one board only"),
      (["--review", "crane", "--word", "crane,slate,borne"], "3 answers are no kind of round: one, two, four or eight boards"),
      (["--review", "crane", "--word", "crane,crane"], "the answer “CRANE” is given twice: each board has its own"),
    ] {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.stderr, "guesswork: \(message)\n")
    }
  }

  func testJSONSaysNoLuckWithNull() throws {
    let result = try run(
      ["--review", "chomp,chomp,patch", "--word", "patch", "--json"], data: atchData())
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("\"luck\" : null"), result.stdout)
    let rows = try XCTUnwrap(try json(result)["rows"] as? [[String: Any]])
    XCTAssertTrue(rows[1]["luck"] is NSNull, "\(rows[1])")
    XCTAssertTrue(rows[2]["luck"] is NSNull, "one word left: certain")
    XCTAssertEqual(rows[0]["luck"] as? Int, 50)
  }

  func testTextOfAHandWorkedRound() throws {
    let result = try run(["--review", "match,patch", "--word", "patch"], data: atchData())
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stdout.contains("1. MATCH -GGGG  4 → 3 words  skill 70  luck 37"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains("You: 2 guesses · Solver: 2 · Skill 70 · Luck 60"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains("CHOMP splits the words left better than MATCH: about 0.5 guesses lost."),
      result.stdout)
    XCTAssertTrue(result.stdout.contains("Still possible: CATCH, PATCH, WATCH"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains("2. PATCH GGGGG  3 → solved  skill 99  luck 83"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains("The solver finds PATCH in 2 guesses: CHOMP, PATCH."), result.stdout)
  }

  /// A round of seven letters is reviewed over the seven-letter lists (the shipped ones).
  func testARoundOfSevenLettersIsReviewed() throws {
    let result = try run(["--review", "cabinet,kitchen", "--word", "kitchen"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("Review · KITCHEN"), result.stdout)
    XCTAssertTrue(result.stdout.contains("2. KITCHEN GGGGGGG"), result.stdout)
    let wrong = try run(["--review", "crane", "--word", "kitchen"])
    XCTAssertEqual(wrong.status, 2)
    XCTAssertEqual(
      wrong.stderr, "guesswork: the guess “crane” is not a word of 7 letters, as the answer is\n")
  }

  func testBadRoundsAreOneLineAndStatusTwo() throws {
    let data = try atchData()
    let cases: [([String], String)] = [
      (
        ["--review", "match,zzzzz", "--word", "patch"],
        "guesswork: the guess “ZZZZZ” is not in the English word list\n"
      ),
      (
        ["--review", "mat", "--word", "patch"],
        "guesswork: the guess “mat” is not a word of 5 letters, as the answer is\n"
      ),
      (
        ["--review", "match", "--word", "pa"],
        "guesswork: the answer “pa” is not a word of 4 to 7 letters\n"
      ),
      (
        ["--review", "ab\ncd", "--word", "patch"],
        "guesswork: the guess “ab�cd” is not a word of 5 letters, as the answer is\n"
      ),
      (
        ["--review", "match", "--word", "pa\tch"],
        "guesswork: the answer “pa�ch” is not a word of 4 to 7 letters\n"
      ),
      (
        ["--review", "patch,match", "--word", "patch"],
        "guesswork: the guess “MATCH” comes after the answer was found\n"
      ),
      (
        ["--review", "match,chomp", "--word", "patch", "--hard"],
        "guesswork: the guess “CHOMP” breaks hard mode: 2nd letter must be A\n"
      ),
      (
        ["--review", "match", "--word", "zzzzz"],
        "guesswork: the answer “ZZZZZ” is not in the English word list\n"
      ),
      // Issue 39: an empty guess, and a letter outside the language, each said as such.
      (
        ["--review", "match,", "--word", "patch"],
        "guesswork: a guess is empty: a comma at either end, or two in a row\n"
      ),
      (
        ["--review", "cañon", "--word", "patch"],
        "guesswork: “cañon” has a letter that English words do not use\n"
      ),
      (
        ["--review", "match", "--word", "cañon"],
        "guesswork: “cañon” has a letter that English words do not use\n"
      ),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments, data: data)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.stderr, message)
      XCTAssertEqual(result.stdout, "")
    }
  }

  /// On the shipped list: each row's counts against an independent brute-force count with
  /// `evaluate` (every answer consistent with every row so far).
  func testShippedListCountsMatchBruteForce() throws {
    let words = try WordListLoader.load(
      .english, from: GameHarness.dataFolder.appendingPathComponent("words"))
    let answer = words.answers[2000]
    let guesses = ["crane", "moist", answer.text]
    let result = try run([
      "--review", guesses.joined(separator: ","), "--word", answer.text, "--json",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let rows = try XCTUnwrap(try json(result)["rows"] as? [[String: Any]])
    var seen: [(Word, [LetterState])] = []
    for (index, text) in guesses.enumerated() {
      let guess = Word(text)!
      let before = words.answers.filter { c in
        seen.allSatisfy { evaluate($0.0, against: c) == $0.1 }
      }
      seen.append((guess, evaluate(guess, against: answer)))
      let after = words.answers.filter { c in seen.allSatisfy { evaluate($0.0, against: c) == $0.1 }
      }
      XCTAssertEqual(rows[index]["candidatesBefore"] as? Int, before.count)
      XCTAssertEqual(rows[index]["candidatesAfter"] as? Int, after.count)
      let gained = try XCTUnwrap(rows[index]["actualBits"] as? Double)
      XCTAssertEqual(gained, log2(Double(before.count) / Double(after.count)), accuracy: 0.0001)
    }
  }
}
