import Foundation
import Testing

@testable import GuessworkEngine

/// The damaged files of issue 19, each as a disk error or a hand edit would leave it, through a
/// whole session (Berlin, 2026-03-15: puzzle #74). Nothing traps, nothing impossible is used,
/// nothing is recorded twice, and the player is told once, in words, what was lost.
@Suite("Damaged saved data (issue 19)")
struct SavedDataRegressionTests {
  let world = TestWorld()

  var historyPath: String { testLocations.historyFile.path }
  var settingsPath: String { testLocations.settingsFile.path }
  var dailyPath: String { testLocations.roundFile(.daily(number: 0, day: day("2026-01-01")), .english).path }

  /// A history file of these lines after a format-1 header, as an older version wrote it.
  func writeHistory(_ lines: [String], format: Int = 1) {
    let header = #"{"format":\#(format),"kind":"guesswork-history"}"#
    world.files[historyPath] = Data(([header] + lines).joined(separator: "\n").utf8 + [10])
  }

  /// A sound daily record of puzzle `number` in the world's English schedule.
  func dailyLine(_ number: Int, won: Bool = true, guessCount: Int = 4) -> String {
    let answer = world.schedule.answer(for: number).text
    let day = DailySchedule.firstDay.adding(days: number - 1).iso
    return #"{"answer":"\#(answer)","finishedAt":"\#(day)T12:00:00Z","guessCount":\#(guessCount),"hardMode":false,"language":"en","mode":"daily","puzzleNumber":\#(number),"won":\#(won)}"#
  }

  /// What each notice says was lost (the view model words it: `WordingTests` in the view model).
  func losses(_ session: GameSession) -> [StorageLoss?] { session.takeNotices().map(\.loss) }

  func statisticsAddUp(_ statistics: Statistics) {
    #expect(statistics.played == statistics.wins + statistics.losses)
    #expect(statistics.distribution.reduce(0, +) == statistics.wins)
    #expect(statistics.currentStreak <= statistics.maxStreak && statistics.maxStreak <= statistics.wins)
  }

  // MARK: The history

  @Test("A won daily record numbered -9223372036854775808 is set aside; the statistics are built")
  func minimumPuzzleNumber() throws {
    writeHistory([
      dailyLine(72),
      #"{"answer":"crane","finishedAt":"2026-05-27T12:00:00Z","guessCount":4,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":-9223372036854775808,"won":true}"#,
    ])
    let session = try world.session()
    let statistics = session.statistics(for: .daily)
    #expect(statistics.played == 1 && statistics.wins == 1)
    statisticsAddUp(statistics)
    #expect(session.takeNotices() == [.damaged(
      file: historyPath, movedTo: "\(historyPath).damaged-20260315-110000",
      loss: .history(damaged: 1, repeated: 0, headerLost: false, kept: 1))])
    #expect(world.files.paths.contains("\(historyPath).damaged-20260315-110000"))
    #expect(try world.session().takeNotices().isEmpty, "the history was written again without it")
  }

  @Test(
    "Impossible guess counts and puzzle numbers are set aside, and the distribution adds up",
    arguments: [
      #""guessCount":0"#, #""guessCount":7"#, #""guessCount":-3"#, #""guessCount":9223372036854775807"#,
      #""puzzleNumber":0"#, #""puzzleNumber":-1"#, #""puzzleNumber":9223372036854775807"#,
      #""puzzleNumber":null"#, #""puzzleNumbe%":73"#, #""guessCount":null"#, #""won":null"#,
    ])
  func impossibleRecords(field: String) throws {
    let sound = dailyLine(73)
    let key = String(field.prefix { $0 != ":" })
    let original = key == #""puzzleNumbe%""# ? #""puzzleNumber""# : key
    let damaged = sound.replacingOccurrences(
      of: #"\#(original):[^,}]*"#, with: field, options: .regularExpression)
    #expect(damaged != sound)
    writeHistory([dailyLine(72), damaged])
    let session = try world.session()
    #expect(session.history.count == 1)
    statisticsAddUp(session.statistics(for: .daily))
    guard case .history(1, 0, false, _)?? = losses(session).first else {
      Issue.record("one record set aside")
      return
    }
  }

  @Test("A flipped byte in an answer (noche → nocGe) sets the record aside; a sound one is kept")
  func flippedAnswer() throws {
    let lists: [Language: WordList] = [
      .english: wordList(answers: TestWorld.englishAnswers, guesses: TestWorld.englishGuesses),
      .spanish: wordList(answers: ["noche", "señor", "campo"], guesses: ["dueño"], language: .spanish),
    ]
    let world = TestWorld(lists: lists)
    let line = #"{"answer":"noche","finishedAt":"2026-03-01T12:00:00Z","guessCount":3,"hardMode":false,"language":"es","mode":"unlimited","won":true}"#
    for (answer, kept) in [("noche", true), ("nocGe", false), ("nocxe", false), ("nochë", false)] {
      let path = testLocations.historyFile.path
      world.files[path] = Data(
        (#"{"format":1,"kind":"guesswork-history"}"# + "\n" + line.replacingOccurrences(of: "noche", with: answer) + "\n").utf8)
      let session = try world.session()
      #expect(session.history.count == (kept ? 1 : 0), "\(answer)")
      #expect(session.takeNotices().isEmpty == kept, "\(answer)")
    }
  }

  @Test("A daily record whose answer is not that day's answer is set aside")
  func wrongDailyAnswer() throws {
    let wrong = world.lists[.english]!.answers.first { $0 != world.schedule.answer(for: 73) }!
    writeHistory([dailyLine(73).replacingOccurrences(of: world.schedule.answer(for: 73).text, with: wrong.text)])
    #expect(try world.session().history.isEmpty)
  }

  @Test("A daily puzzle twice in the history file counts once; the repeat is set aside and named")
  func repeatedDaily() throws {
    writeHistory([dailyLine(72, won: false, guessCount: 6), dailyLine(72), dailyLine(73)])
    let session = try world.session()
    #expect(session.history.map(\.puzzleNumber) == [72, 73])
    #expect(session.history.first?.won == false, "the first time it was recorded stands")
    guard case .history(0, 1, false, _)?? = losses(session).first else {
      Issue.record("one repeated record set aside")
      return
    }
  }

  @Test("Each file problem is told once per run: a newer history is not announced at every round's end")
  func newerHistoryToldOnce() throws {
    let newer = Data("{\"format\":6,\"kind\":\"guesswork-history\"}\n{\"future\":true}\n".utf8)
    world.files[historyPath] = newer
    let session = try world.session()
    #expect(session.takeNotices() == [.newerFormat(file: historyPath)])
    session.switchMode(to: .unlimited)
    for _ in 0..<3 {
      session.win()
      session.startNewRound()
    }
    let later = session.takeNotices()
    #expect(!later.contains(.newerFormat(file: historyPath)), "\(later)")
    #expect(world.files[historyPath] == newer)
  }

  @Test("An unreadable history is told once, and again only when the problem changes")
  func unreadableToldOnce() throws {
    let storage = world.storage
    world.files[historyPath] = Data("{\"format\":2,\"kind\":\"guesswork-history\"}\n".utf8)
    world.files.failReads()
    _ = storage.loadHistory()
    _ = storage.loadHistory()
    #expect(storage.takeNotices().count == 1)
    world.files.failReads(false)
    #expect(storage.loadHistory().isEmpty)
    world.files[historyPath] = Data("{\"format\":6,\"kind\":\"guesswork-history\"}\n".utf8)
    _ = storage.loadHistory()
    _ = storage.loadHistory()
    #expect(storage.takeNotices() == [.newerFormat(file: historyPath)])
  }

  @Test("Finished games keep their rows from now on: won, lost, and given up")
  func recordsKeepRows() throws {
    let session = try world.session()
    session.play("eerie")
    session.win()
    session.switchMode(to: .unlimited)
    session.lose()
    session.startNewRound()
    session.play("adieu")
    session.startNewRound()  // given up after one row: a loss with that row
    let history = world.savedHistory
    #expect(history.count == 3)
    #expect(history[0].guesses == [word("eerie"), world.schedule.answer(for: 74)])
    #expect(history[1].guesses == TestWorld.losingRows.map { word($0) })
    #expect(history[2].guesses == [word("adieu")] && !history[2].won && history[2].guessCount == 1)
    let header = String(decoding: try #require(world.files[historyPath]), as: UTF8.self)
      .prefix { $0 != "\n" }
    #expect(header == #"{"format":4,"kind":"guesswork-history"}"#)
  }

  @Test("A format-1 history reads as games without rows; the next save writes format 4 with them all")
  func formatOneHistory() throws {
    writeHistory([dailyLine(72), dailyLine(73, won: false, guessCount: 6)], format: 1)
    let session = try world.session()
    #expect(session.history.map(\.guesses) == [nil, nil])
    #expect(session.takeNotices().isEmpty)
    session.win()
    let history = world.savedHistory
    #expect(history.map(\.puzzleNumber) == [72, 73, 74])
    #expect(history.map { $0.guesses != nil } == [false, false, true])
    #expect(String(decoding: world.files[historyPath]!, as: UTF8.self).hasPrefix(#"{"format":4,"#))
  }

  // MARK: Round files

  /// Today's daily round after one guess, its file changed by `edit`, then a restart.
  func editedDailyRound(_ edit: (String) -> String) throws -> GameSession {
    let first = try world.session()
    first.play("eerie")
    first.enter("ab")
    let text = String(decoding: try #require(world.files[dailyPath]), as: UTF8.self)
    let edited = edit(text)
    #expect(edited != text)
    world.files[dailyPath] = Data(edited.utf8)
    return try world.session()
  }

  @Test(
    "A round file with a row that is no word, a foreign letter, or a wrong answer is set aside",
    arguments: [("eerie", "qqqqq"), ("eerie", "eeñie")])
  func roundRowsChecked(original: String, replacement: String) throws {
    let session = try editedDailyRound { $0.replacingOccurrences(of: original, with: replacement) }
    #expect(session.game.guesses.isEmpty)
    #expect(session.game.puzzle == .daily(number: 74, day: day("2026-03-15")))
    guard case .roundUnreadable(.daily, .english)?? = losses(session).first else {
      Issue.record("the daily round is named as set aside")
      return
    }
    #expect(session.history.isEmpty, "nothing is recorded for a round that could not be read")
  }

  @Test("A round whose answer is not its day's answer, or whose number is not its day's, is set aside")
  func roundAnswerAndNumberChecked() throws {
    let answer = world.schedule.answer(for: 74)
    let other = world.lists[.english]!.answers.first { $0 != answer }!
    var session = try editedDailyRound { $0.replacingOccurrences(of: "\"\(answer.text)\"", with: "\"\(other.text)\"") }
    #expect(session.game.guesses.isEmpty && session.game.answer == answer)
    session = try editedDailyRound { $0.replacingOccurrences(of: "\"number\":74", with: "\"number\":75") }
    #expect(session.game.guesses.isEmpty && session.history.isEmpty)
  }

  @Test("One changed digit of a daily round's day: no loss recorded, and the day is not played twice")
  func changedDigitOfTheDay() throws {
    // Mid-round: the round is set aside, today's puzzle starts again, and is recorded once.
    var session = try editedDailyRound { $0.replacingOccurrences(of: "2026-03-15", with: "2026-03-16") }
    #expect(session.history.isEmpty, "no loss for a round that could not be read")
    #expect(session.game.puzzle == .daily(number: 74, day: day("2026-03-15")))
    session.win()
    #expect(world.savedHistory.map(\.puzzleNumber) == [74])

    // After the win: the round file damaged again; the finished round comes back from the history.
    let text = String(decoding: try #require(world.files[dailyPath]), as: UTF8.self)
    world.files[dailyPath] = Data(text.replacingOccurrences(of: "2026-03-15", with: "2026-03-05").utf8)
    session = try world.session()
    #expect(session.game.status == .won)
    #expect(session.game.guesses.map(\.word) == [world.schedule.answer(for: 74)])
    session.lose()  // the round is over: nothing is played or recorded again
    #expect(world.savedHistory.map(\.puzzleNumber) == [74])
    #expect(world.savedHistory.map(\.won) == [true])
  }

  @Test("A damaged key for the typed letters (in2ut) or a null loses only the letters, and says so")
  func damagedInput() throws {
    for edit in [("\"input\"", "\"in2ut\""), ("\"input\":\"ab\"", "\"input\":null")] {
      world.files.paths.filter { $0.contains("rounds") }.forEach { world.files[$0] = nil }
      let session = try editedDailyRound { $0.replacingOccurrences(of: edit.0, with: edit.1) }
      #expect(session.game.guesses.map(\.word) == [word("eerie")])
      #expect(session.game.input.isEmpty)
      let told = losses(session)
      guard case .roundPartlyLost(.daily, .english, [.typedLetters])?? = told.first else {
        Issue.record("the letters typed of the daily round are named lost: \(told)")
        return
      }
    }
  }

  // MARK: Settings

  @Test("A flipped byte in a settings key (h)rdMode) or a null resets that setting, and says so")
  func damagedSettingsKey() throws {
    let first = try world.session()
    _ = first.setHardMode(true)
    first.setTheme(.dark)
    let text = String(decoding: try #require(world.files[settingsPath]), as: UTF8.self)
    world.files[settingsPath] = Data(text.replacingOccurrences(of: "\"hardMode\"", with: "\"h)rdMode\"").utf8)
    var session = try world.session()
    #expect(!session.settings.hardMode && session.settings.theme == .dark)
    #expect(losses(session).first == .settingsDamaged([.hardMode]))

    let saved = String(decoding: try #require(world.files[settingsPath]), as: UTF8.self)
    world.files[settingsPath] = Data(saved.replacingOccurrences(of: "\"theme\":\"dark\"", with: "\"theme\":null").utf8)
    session = try world.session()
    #expect(session.settings.theme == .system)
    #expect(losses(session).first == .settingsDamaged([.theme]))
  }

  @Test("An unknown key in the settings is named and dropped; every preference is kept")
  func unknownSettingsKey() throws {
    try world.session().setTheme(.light)
    let text = String(decoding: try #require(world.files[settingsPath]), as: UTF8.self)
    world.files[settingsPath] = Data(text.replacingOccurrences(of: "{", with: "{\"colour\":1,").utf8)
    let session = try world.session()
    #expect(session.settings.theme == .light)
    #expect(losses(session).first == .settingsUnknown(keys: ["colour"]))
  }
}
