import FoundationEssentials

@testable import GuessworkEngine

/// Files as the game itself writes them, for the corpus's first inputs (`guesswork-fuzz --seeds`):
/// a fuzzer mutating real files reaches the readers' deep paths in seconds, where random bytes
/// would take hours to build one valid record.
public enum FuzzSeeds {
  static let answers = ["crane", "slate", "abide", "theme", "hello", "robot"]
  static let guesses = ["eerie", "babes", "adieu", "tones"]

  static func words(_ texts: [String]) -> [Word] { texts.compactMap { Word($0) } }

  /// A round played as a player plays it: `rows` guesses from the list, letters typed after.
  static func round(
    _ answers: [String], _ puzzle: Puzzle, _ language: Language = .english, kind: RoundKind = .single,
    rows: [String], typed: String = ""
  ) -> Game {
    let answers = words(answers)
    let length = answers[0].length
    let list = WordList(
      language: language, answers: words(FuzzSeeds.answers).filter { $0.length == length } + answers,
      guesses: words(FuzzSeeds.guesses + rows).filter { $0.length == length })
    var game = Game(
      answers: answers, puzzle: puzzle, language: language, shape: kind.shape(letters: answers[0].length))
    for row in rows where !game.isOver {
      game.restoreInput(Word(row)!.letters)
      _ = game.submit(in: list)
    }
    game.restoreInput(Array(Word(typed + String(repeating: "a", count: max(0, 5 - typed.count)))!.letters.prefix(typed.count)))
    return game
  }

  /// Each target's seeds, by target name.
  public static func all() -> [String: [Data]] {
    let day = DailySchedule.firstDay.adding(days: 99)
    let daily = Puzzle.daily(number: 100, day: day)
    let games = [
      round(["crane"], daily, rows: ["adieu", "slate", "crane"]),
      round(["hello"], .unlimited, rows: ["eerie", "babes", "tones", "adieu", "slate", "theme"]),
      round(["robot", "abide", "theme", "slate"], .unlimited, kind: .fourBoards, rows: ["adieu", "tones", "robot"]),
      round(["abide", "crane"], .custom, kind: .twoBoards, rows: ["eerie"], typed: "cr"),
    ]
    var records: [GameRecord] = []
    for (index, game) in games.enumerated() {
      let finished = FuzzWorld.now.addingTimeInterval(Double(index - games.count) * 86_400)
      if let record = GameRecord(game, finishedAt: finished, abandoned: true) { records.append(record) }
    }
    let world = FuzzWorld([:])
    let storage = world.storage()
    storage.save(history: records)
    var settings = Settings()
    settings.hardMode = true
    settings.interfaceLanguage = .spanish
    settings.theme = .dark
    storage.save(settings)
    let history = world.files[FuzzWorld.locations.historyFile.path] ?? Data()
    var seeds: [String: [Data]] = [
      "history-file": [history],
      "history-tail": [Data([0]) + history, Data([2]) + history],
      "history-line": records.map { Data($0.historyLine()) },
      "settings-file": [world.files[FuzzWorld.locations.settingsFile.path] ?? Data()],
    ]
    for (index, slot) in FuzzTarget.rounds.enumerated() {
      let answers = slot.length == 5 ? ["crane", "slate", "abide", "theme", "hello", "robot", "eerie", "babes"]
        : slot.length == 6 ? ["candle", "garden"] : ["kitchen", "laptops"]
      let game = round(
        Array(answers.prefix(slot.kind.boards)), slot.puzzle, slot.language, kind: slot.kind,
        rows: slot.length == 5 ? ["adieu", "tones"] : [], typed: "ab")
      let files = FuzzWorld([:])
      files.storage().save(round: game)
      let path = FuzzWorld.locations.roundFile(game.puzzle, game.language, length: slot.length, kind: slot.kind).path
      if let data = files.files[path] { seeds["round-file", default: []].append(Data([UInt8(index)]) + data) }
    }
    if let one = Challenge(word: Word("crane")!, language: .english),
      let four = Challenge(words: words(["crane", "slate", "abide", "theme"]), language: .english, isSequence: true)
    {
      seeds["command-line"] = [
        ["--word", "crane"], ["--boards", "4", "--sequence"], ["--challenge", one.code], [four.link],
        ["--review", "adieu,slate,crane", "--word", "crane", "--hard", "--json"],
        ["--make-challenge", "crane,slate", "--language", "es"], ["--date=2026-03-15"], ["-h"],
        ["--word", "crane,slate,abide,theme", "--boards=4", "--", "guesswork://challenge/x"],
      ].map { Data($0.joined(separator: "\u{0}").utf8) }
      seeds["challenge"] = [
        Data(one.code.utf8), Data(one.link.utf8), Data("Beat me at Guesswork! \(four.link) 🟩🟨".utf8),
      ]
    }
    return seeds
  }
}
