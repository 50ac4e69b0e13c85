import Foundation
import Testing

@testable import GuessworkEngine

/// A round of several boards (issue 55): one typed row scored on every board still played, each
/// board solved on its own row, the round won when all are and lost when the rows run out. No
/// puzzle plays such a round yet; these rounds are made with a shape of their own.
@Suite("Rounds of several boards")
struct SeveralBoardsTests {
  let words = roundWords
  let world = TestWorld()
  var historyPath: String { testLocations.historyFile.path }

  func round(_ answers: [String], rows: Int, hardMode: Bool = false) -> Game {
    Game(
      answers: answers.map { word($0) }, puzzle: .unlimited, language: .english, hardMode: hardMode,
      shape: RoundShape(boards: answers.count, rows: rows, letters: 5))
  }

  @Test("A guess is scored on every board still played; a solved board takes no more rows")
  func scoredOnEveryBoard() throws {
    var game = round(["crane", "theme"], rows: 7)
    let first = try game.play("slate", in: words).get()
    #expect(first.result == tiles("--G-G"))
    #expect(game.boards.map { $0.guesses.map(\.result) } == [[tiles("--G-G")], [tiles("---YG")]])
    var played = game
    played.input = []
    played.enter("crane")
    let row = try played.submit(in: words).get()
    #expect(row.row == 1 && row.scores.map { $0?.result } == [tiles("GGGGG"), tiles("----G")])
    #expect(played.boards[0].solvedRow == 1 && played.solvedBoards == 1 && played.status == .inProgress)
    played.enter("eerie")
    let after = try played.submit(in: words).get()
    #expect(after.scores[0] == nil, "the solved board took no row")
    #expect(played.boards.map(\.guesses.count) == [2, 3])
    #expect(played.playedWords.map(\.text) == ["slate", "crane", "eerie"])
  }

  @Test("Won once every board is solved; lost when the rows run out, with the boards found")
  func roundStatus() throws {
    var won = round(["crane", "theme"], rows: 3)
    won.play("theme", in: words)
    #expect(won.status == .inProgress)
    won.play("crane", in: words)
    #expect(won.status == .won && won.solvedBoards == 2 && won.currentRow == 2)
    #expect(won.play("slate", in: words).failure == .roundIsOver)

    var lost = round(["crane", "theme"], rows: 3)
    for text in ["crane", "slate", "eerie"] { lost.play(text, in: words) }
    #expect(lost.status == .lost && lost.solvedBoards == 1)
  }

  @Test("The share text of four boards: the kind, the guess that solved each board as a keycap, two a line, then the rows side by side")
  func shareTextOfFourBoards() throws {
    var game = Game(
      answers: GuessworkEngineTests.words("crane", "theme", "slate", "llama"), puzzle: .unlimited, language: .english,
      shape: RoundKind.fourBoards.shape(letters: 5))
    for text in ["slate", "crane", "theme", "llama"] { game.play(text, in: self.words) }
    #expect(game.status == .won)
    let blank = "\u{3000}\u{3000}\u{3000}\u{3000}\u{3000}"
    #expect(
      shareText(for: game) == """
        Guesswork 4 Boards 4/9
        2️⃣3️⃣
        1️⃣4️⃣

        ⬜⬜🟩⬜🟩 ⬜⬜⬜🟨🟩
        🟩🟩🟩🟩🟩 ⬜⬜⬜⬜🟩
        \(blank) 🟩🟩🟩🟩🟩

        🟩🟩🟩🟩🟩 ⬜🟩🟩⬜⬜
        \(blank) ⬜⬜🟩⬜⬜
        \(blank) ⬜⬜⬜🟩⬜
        \(blank) 🟩🟩🟩🟩🟩
        """)
    var lost = Game(
      answers: GuessworkEngineTests.words("crane", "theme"), puzzle: .daily(number: 12, day: LocalDay(iso: "2026-01-12")!),
      language: .english, shape: RoundKind.twoBoards.shape(letters: 5))
    for text in ["crane", "eerie", "babes", "kebab", "ebbed", "adieu", "tones"] { lost.play(text, in: self.words) }
    let text = try #require(shareText(for: lost))
    #expect(text.hasPrefix("Guesswork 2 Boards #12 X/7\n1️⃣🟥\n"), "an unsolved board is a red square")
    #expect(!text.lowercased().contains("crane") && !text.lowercased().contains("theme"), "no letter")
    #expect(keycap(10) == "🔟" && keycap(13) == "🕐" && keycap(15) == "🕒")
  }

  @Test("Either board's answer is accepted as a guess; the others must be on the list")
  func answersAreGuesses() {
    let list = wordList(answers: ["crane"], guesses: ["slate"])
    var game = round(["crane", "theme"], rows: 7)
    #expect(game.play("theme", in: list).isSuccess)
    #expect(game.play("ghoul", in: list).failure == .notInWordList)
  }

  @Test("Hard mode is played on one board only: with two, one board's greens can rule out the other's answer")
  func hardModeOnOneBoardOnly() {
    // CRANE's C and THEME's T both first: in hard mode no word could ever keep both.
    var game = round(["crane", "theme"], rows: 7, hardMode: true)
    #expect(!game.isHardMode)
    game.play("tones", in: words)
    #expect(game.play("slate", in: words).isSuccess, "no hint is asked for")
    #expect(game.setHardMode(true).failure == .roundAlreadyStarted)
    var fresh = round(["crane", "theme"], rows: 7)
    #expect(fresh.setHardMode(true).isSuccess && !fresh.isHardMode)
    #expect(Game(answer: word("crane"), puzzle: .unlimited, language: .english, hardMode: true).isHardMode)
  }

  @Test("A round of several boards reads back from its file (round format 2)")
  func roundFileRoundTrip() throws {
    var game = round(["crane", "theme"], rows: 7)
    game.play("slate", in: words)
    game.play("crane", in: words)
    game.enter("ee")
    let storage = world.storage
    storage.save(round: game)
    storage.flushFiles()
    let file = try #require(
      world.files[testLocations.roundFile(.unlimited, .english, kind: .twoBoards).path])
    #expect(testLocations.roundFile(.unlimited, .english, kind: .twoBoards).lastPathComponent == "unlimited-2boards-en.json")
    let object = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
    #expect(object["format"] as? Int == 2)
    let saved = try #require(object["round"] as? [String: Any])
    #expect(saved["answers"] as? [String] == ["crane", "theme"] && saved["answer"] == nil)
    #expect(saved["shape"] as? [String: Int] == ["boards": 2, "rows": 7, "letters": 5])
    let restored = world.storage.loadRound(.unlimited, .english, kind: .twoBoards, checkedBy: world.rules)
    #expect(restored == game)
    #expect(world.storage.takeNotices().isEmpty)
  }

  @Test("A one-board round of six rows is still written as round format 1")
  func originalRoundFile() throws {
    var game = Game(answer: word("crane"), puzzle: .unlimited, language: .english)
    game.play("slate", in: words)
    world.storage.save(round: game)
    world.storage.flushFiles()
    let text = String(decoding: world.files[testLocations.roundFile(.unlimited, .english).path]!, as: UTF8.self)
    #expect(text.contains(#""format":1"#) && text.contains(#""answer":"crane""#))
    #expect(!text.contains("shape") && !text.contains("answers"))
  }

  @Test("A round file whose shape and answers disagree is set aside, told", arguments: [
    #"{"boards":3,"rows":7,"letters":5}"#, #"{"boards":2,"rows":1,"letters":5}"#,
    #"{"boards":2,"rows":14,"letters":5}"#, #"{"boards":2,"rows":7,"letters":6}"#,
  ])
  func impossibleShapes(shape: String) throws {
    let path = testLocations.roundFile(.unlimited, .english).path
    let round = #"{"format":2,"round":{"answers":["crane","theme"],"shape":\#(shape),"puzzle":{"unlimited":{}},"language":"en","hardMode":false,"guesses":[],"input":""}}"#
    world.files[path] = Data(round.utf8)
    let storage = world.storage
    #expect(storage.loadRound(.unlimited, .english, checkedBy: world.rules) == nil)
    #expect(storage.takeNotices().count == 1)
  }

  @Test("A round file of format 2 on one board of six rows reads as the same round")
  func formatTwoOfTheOriginalShape() throws {
    let path = testLocations.roundFile(.unlimited, .english).path
    let round = #"{"format":2,"round":{"answers":["crane"],"shape":{"boards":1,"rows":6,"letters":5},"puzzle":{"unlimited":{}},"language":"en","hardMode":false,"guesses":["slate"],"input":""}}"#
    world.files[path] = Data(round.utf8)
    let game = try #require(world.storage.loadRound(.unlimited, .english, checkedBy: world.rules))
    #expect(game.shape == .single(letters: 5) && game.guesses.map(\.word.text) == ["slate"])
  }

  @Test("A record of several boards reads back through both readers; the history is format 5 from then on")
  func recordRoundTrip() throws {
    let single = try GameRecord(
      mode: .unlimited, language: .english, puzzleNumber: nil, answer: word("slate"), won: true,
      guessCount: 1, hardMode: false, finishedAt: utc("2026-03-15T09:00:00Z"), guesses: [word("slate")])
    world.storage.save(history: [single])
    world.storage.flushFiles()
    #expect(String(decoding: world.files[historyPath]!, as: UTF8.self).hasPrefix(#"{"format":4,"#))

    var game = round(["crane", "theme"], rows: 7)
    for text in ["slate", "theme", "crane"] { game.play(text, in: words) }
    let record = try #require(GameRecord(game, finishedAt: utc("2026-03-15T10:00:00Z")))
    #expect(record.shape == game.shape && record.answers == game.answers && record.guessCount == 3)
    #expect(record.replayed(puzzle: .unlimited) == game)
    // Appended by a game that read the history (its end marked): the format is checked all the same.
    let storage = world.storage
    #expect(storage.loadHistory(checkedBy: world.rules) == [single])
    storage.appendToHistory(record)
    storage.flushFiles()
    let text = String(decoding: world.files[historyPath]!, as: UTF8.self)
    #expect(text.hasPrefix(#"{"format":5,"kind":"guesswork-history"}"#), "rewritten in the format that has shapes")
    #expect(text.contains(#"{"answer":"slate","#), "a one-board record is written as before")
    #expect(text.contains(#"{"answers":["crane","theme"],"#) && text.contains(#""rowsAllowed":7,"won":true}"#))
    #expect(world.savedHistory == [single, record])
    // The general reader (a line with spaces) reads it the same.
    world.files[historyPath] = Data(text.replacingOccurrences(of: #""rowsAllowed":7"#, with: #""rowsAllowed" : 7"#).utf8)
    #expect(world.savedHistory == [single, record])
  }

  @Test("A record's rows must end the round as it says, on every board")
  func recordRows() throws {
    func record(_ rows: [String], won: Bool) throws -> GameRecord {
      try GameRecord(
        mode: .unlimited, language: .english, puzzleNumber: nil, answer: word("crane"), won: won,
        guessCount: rows.count, hardMode: false, finishedAt: utc("2026-03-15T09:00:00Z"),
        guesses: rows.map { word($0) }, otherAnswers: [word("theme")], rowsAllowed: 7)
    }
    #expect(throws: Never.self) { try record(["theme", "crane"], won: true) }
    #expect(throws: Never.self) { try record(["crane", "slate", "eerie", "abide", "tones", "adieu", "babes"], won: false) }
    #expect(throws: RecordProblem.field("guesses")) { try record(["theme", "crane", "slate"], won: true) }
    #expect(throws: RecordProblem.field("guesses")) { try record(["crane", "crane", "theme"], won: true) }
    #expect(throws: RecordProblem.field("guesses")) { try record(["crane"], won: true) }
    #expect(throws: RecordProblem.field("answers")) {
      try GameRecord(
        mode: .unlimited, language: .english, puzzleNumber: nil, answer: word("crane"), won: false,
        guessCount: 1, hardMode: false, finishedAt: utc("2026-03-15T09:00:00Z"),
        otherAnswers: [word("crane")], rowsAllowed: 7)
    }
  }

  @Test("Each kind of round counts in figures of its own, its distribution as long as its rows")
  func statisticsByShape() throws {
    var two = round(["crane", "theme"], rows: 7)
    for text in ["slate", "eerie", "abide", "theme", "crane"] { two.play(text, in: words) }
    var three = Game(
      answer: word("crane"), puzzle: .unlimited, language: .english, shape: RoundShape(rows: 3, letters: 5))
    three.play("crane", in: words)
    var single = Game(answer: word("crane"), puzzle: .unlimited, language: .english)
    single.play("crane", in: words)
    let finished = utc("2026-03-15T10:00:00Z")
    let history = History([two, three, single].map { GameRecord($0, finishedAt: finished)! })
    let twoFigures = history.statistics(.unlimited, language: .english, shape: two.shape)
    #expect(twoFigures.played == 1 && twoFigures.distribution == [0, 0, 0, 0, 1, 0, 0])
    #expect(history.statistics(.unlimited, language: .english, shape: three.shape).distribution == [1, 0, 0])
    let original = history.statistics(.unlimited, language: .english)
    #expect(original.played == 1 && original.distribution == [1, 0, 0, 0, 0, 0])
    #expect(history.statistics(.unlimited, language: .english, shape: RoundShape(boards: 4, rows: 9, letters: 5)).distribution.count == 9)
  }
}
