import Foundation
import Testing

@testable import GuessworkEngine

/// The archive: past days played later, each saved on its own, recorded once, counted in the
/// Archive line and never in a streak; the month calendar's states; future days refused.
/// (Berlin, 2026-03-15 at noon: puzzle #74.)
@Suite("The archive of past days")
struct ArchiveTests {
  let world = TestWorld()
  var historyPath: String { testLocations.historyFile.path }

  func past(_ iso: String) -> Puzzle {
    .archive(number: DailySchedule.number(for: day(iso))!, day: day(iso))
  }

  // MARK: Saved per day

  @Test("Several past days can be in progress at once; resuming one never loses another")
  func perDaySlots() throws {
    let session = try world.session()
    try session.openDay(day("2026-03-10"))
    session.play("eerie")
    try session.openDay(day("2026-03-12"))
    #expect(session.game.puzzle == past("2026-03-12"))
    #expect(session.game.guesses.isEmpty)
    session.play("babes")
    session.enter("ke")
    // A restart, then back to the first day: both rounds are there as they were left.
    let restarted = try world.session()
    try restarted.openDay(day("2026-03-10"))
    #expect(restarted.game.guesses.map(\.word) == [word("eerie")])
    try restarted.openDay(day("2026-03-12"))
    #expect(restarted.game.guesses.map(\.word) == [word("babes")])
    #expect(restarted.game.typed == "ke")
    #expect(world.files.paths.contains(testLocations.roundFile(past("2026-03-10"), .english).path))
    #expect(world.files.paths.contains(testLocations.roundFile(past("2026-03-12"), .english).path))
    // Today's daily round was not touched.
    try restarted.openDay(day("2026-03-15"))
    #expect(restarted.game.puzzle == .daily(number: 74, day: day("2026-03-15")))
    #expect(restarted.game.guesses.isEmpty)
  }

  @Test("Opening today's day from the archive is the daily round, counted as today")
  func todayIsDaily() throws {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    try session.openDay(day("2026-03-15"))
    #expect(session.game.puzzle == .daily(number: 74, day: day("2026-03-15")))
    #expect(session.settings.mode == .daily)
    session.win()
    #expect(session.statistics(for: .daily).played == 1)
    #expect(session.statistics(for: .daily).currentStreak == 1)
    #expect(session.archiveStatistics == ArchiveStatistics())
  }

  @Test("A future day and a day before puzzle #1 are refused, and the board stays as it was")
  func refusedDays() throws {
    let session = try world.session()
    session.play("eerie")
    let before = session.game
    #expect(throws: LaunchError.dateInFuture(day("2026-03-16"))) { try session.openDay(day("2026-03-16")) }
    #expect(throws: LaunchError.dateBeforeFirstPuzzle(day("2025-12-31"))) {
      try session.openDay(day("2025-12-31"))
    }
    #expect(session.game == before)
  }

  @Test("A finished past day is recorded once as archive, and opens again as its finished board")
  func finishedArchiveDay() throws {
    let session = try world.session()
    try session.openDay(day("2026-03-10"))
    session.play("eerie")
    session.win()
    #expect(session.history.count == 1)
    let record = try #require(session.history.first)
    #expect(record.isArchive && record.mode == .daily && record.puzzleNumber == 69 && record.won)
    // Its round file gone (set aside, or another computer's history): the history's rows show it.
    world.files[testLocations.roundFile(past("2026-03-10"), .english).path] = nil
    let again = try world.session()
    try again.openDay(day("2026-03-10"))
    #expect(again.game.isOver)
    #expect(again.game.guesses.map(\.word) == [word("eerie"), world.schedule.answer(for: 69)])
    #expect(again.shareText(style: ShareStyle())?.hasPrefix("Guesswork #69 2/6") == true)
    #expect(again.submit() == .failure(.roundIsOver))
    #expect(world.savedHistory.count == 1, "never recorded twice")
  }

  @Test("A day played on its own day opens from the archive finished, and is never counted again")
  func dailyThenArchive() throws {
    let session = try world.session()
    session.play("eerie")
    session.win()
    world.advance(days: 3)
    let later = try world.session()
    try later.openDay(day("2026-03-15"))
    #expect(later.game.puzzle == .archive(number: 74, day: day("2026-03-15")))
    #expect(later.game.isOver && later.game.guesses.count == 2)
    #expect(later.history.map(\.isArchive) == [false])
    #expect(later.statistics(for: .daily).played == 1)
    #expect(later.archiveStatistics.played == 0)
  }

  @Test("A daily round left unfinished on its day shows in progress in the archive, and goes on there")
  func earlierDailyRoundSettled() throws {
    let session = try world.session()
    session.play("eerie")  // daily #74, one guess, then the day ends
    world.advance(days: 1)
    // A chosen word on the next day: the daily slot still holds #74 unfinished.
    let next = try world.session(.word("slate"))
    #expect(next.history.isEmpty)
    let month = next.archiveMonth(.init(year: 2026, month: 3))
    #expect(month.days[14].state == .inProgress(guesses: 1))
    #expect(next.history.isEmpty, "not a loss")
    try next.openDay(day("2026-03-15"))
    #expect(!next.game.isOver && next.game.guesses.count == 1)
    // Opened again after a restart: still in progress, never recorded.
    let restarted = try world.session()
    try restarted.openDay(day("2026-03-15"))
    #expect(!restarted.game.isOver && restarted.game.guesses.count == 1)
    #expect(world.savedHistory.isEmpty)
  }

  @Test("Archive games are in the Archive line and never change the current or max streak")
  func streaksUntouched() throws {
    let day72 = record(.daily, 72, won: true, answer: world.schedule.answer(for: 72).text,
      at: utc("2026-03-13T12:00:00Z"))
    let day73 = record(.daily, 73, won: true, answer: world.schedule.answer(for: 73).text,
      at: utc("2026-03-14T12:00:00Z"))
    let archiveWin = try GameRecord(
      mode: .daily, language: .english, puzzleNumber: 71, answer: world.schedule.answer(for: 71),
      won: true, guessCount: 3, hardMode: false, finishedAt: utc("2026-03-15T09:00:00Z"),
      isArchive: true)
    let archiveLoss = try GameRecord(
      mode: .daily, language: .english, puzzleNumber: 60, answer: world.schedule.answer(for: 60),
      won: false, guessCount: 6, hardMode: false, finishedAt: utc("2026-03-15T10:00:00Z"),
      isArchive: true)
    let history = [day72, archiveLoss, day73, archiveWin]
    let daily = Statistics(history, mode: .daily, language: .english, todaysPuzzle: 74)
    #expect(daily.played == 2 && daily.wins == 2)
    #expect(daily.currentStreak == 2 && daily.maxStreak == 2)
    #expect(daily.distribution[2] == 0, "an archive win is not in the distribution")
    #expect(ArchiveStatistics(history, language: .english) == ArchiveStatistics(played: 2, wins: 1))
    #expect(ArchiveStatistics(history, language: .spanish) == ArchiveStatistics())
    // Without the archive games the daily figures are the same.
    #expect(Statistics([day72, day73], mode: .daily, language: .english, todaysPuzzle: 74) == daily)
  }

  @Test("An archive win between two daily wins does not join them into one streak")
  func archiveDoesNotBridgeStreaks() throws {
    let session = try world.session()
    // Puzzle #73 was missed on its day; played later from the archive it fills no gap.
    world.files[historyPath] = nil
    let history = [
      record(.daily, 72, won: true, answer: world.schedule.answer(for: 72).text, at: utc("2026-03-13T12:00:00Z")),
      record(.daily, 74, won: true, answer: world.schedule.answer(for: 74).text, at: utc("2026-03-15T08:00:00Z")),
    ]
    world.storage.save(history: history)
    let restarted = try world.session()
    try restarted.openDay(day("2026-03-14"))
    restarted.win()
    let daily = restarted.statistics(for: .daily)
    #expect(daily.currentStreak == 1 && daily.maxStreak == 1 && daily.played == 2)
    #expect(restarted.archiveStatistics == ArchiveStatistics(played: 1, wins: 1))
    _ = session
  }

  // MARK: History format

  @Test("An archive record survives the history's round trip, through both readers")
  func archiveRoundTrip() throws {
    let archive = try GameRecord(
      mode: .daily, language: .english, puzzleNumber: 69, answer: world.schedule.answer(for: 69),
      won: true, guessCount: 2, hardMode: false, finishedAt: utc("2026-03-15T09:00:00Z"),
      guesses: [word("eerie"), world.schedule.answer(for: 69)], isArchive: true)
    world.storage.save(history: [archive])
    let text = String(decoding: world.files[historyPath]!, as: UTF8.self)
    #expect(text.hasPrefix(#"{"format":4,"kind":"guesswork-history"}"#))
    #expect(text.contains(#""archive":true"#))
    #expect(world.savedHistory == [archive])
    // Written by hand with spaces: the general JSON reader reads it the same.
    let spaced = text.replacingOccurrences(of: #""archive":true"#, with: #""archive" : true"#)
    world.files[historyPath] = Data(spaced.utf8)
    #expect(world.savedHistory == [archive])
  }

  @Test("Older histories still read: format 1 and 2 records are daily games of their own day")
  func olderFormatsRead() throws {
    let answer = world.schedule.answer(for: 72).text
    for format in [1, 2] {
      let header = #"{"format":\#(format),"kind":"guesswork-history"}"#
      let line = #"{"answer":"\#(answer)","finishedAt":"2026-03-13T12:00:00Z","guessCount":4,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":72,"won":true}"#
      world.files[historyPath] = Data((header + "\n" + line + "\n").utf8)
      let storage = world.storage
      let history = storage.loadHistory(checkedBy: world.rules)
      #expect(history.map(\.isArchive) == [false])
      #expect(storage.takeNotices().isEmpty)
    }
  }

  @Test("An archive key in a format-2 history is damage (format 2 had none), and set aside")
  func archiveKeyInFormatTwo() {
    let answer = world.schedule.answer(for: 69).text
    let line = #"{"answer":"\#(answer)","archive":true,"finishedAt":"2026-03-15T12:00:00Z","guessCount":4,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":69,"won":true}"#
    world.files[historyPath] = Data((#"{"format":2,"kind":"guesswork-history"}"# + "\n" + line + "\n").utf8)
    let storage = world.storage
    #expect(storage.loadHistory(checkedBy: world.rules).isEmpty)
    #expect(storage.takeNotices().first?.loss == .history(damaged: 1, repeated: 0, headerLost: false, kept: 0))
  }

  @Test("A day is never counted twice across daily and archive: the first record stands")
  func dailyAndArchiveOfOneDay() throws {
    let answer = world.schedule.answer(for: 72).text
    let daily = #"{"answer":"\#(answer)","finishedAt":"2026-03-13T12:00:00Z","guessCount":4,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":72,"won":true}"#
    let archive = #"{"answer":"\#(answer)","archive":true,"finishedAt":"2026-03-15T12:00:00Z","guessCount":6,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":72,"won":false}"#
    world.files[historyPath] = Data(
      ([#"{"format":3,"kind":"guesswork-history"}"#, daily, archive].joined(separator: "\n") + "\n").utf8)
    let storage = world.storage
    let history = storage.loadHistory(checkedBy: world.rules)
    #expect(history.count == 1 && history[0].won && !history[0].isArchive)
    #expect(storage.takeNotices().first?.loss == .history(damaged: 0, repeated: 1, headerLost: false, kept: 1))
  }

  @Test("An archive record must have finished after its day, and be a daily puzzle")
  func impossibleArchiveRecords() {
    let answer = world.schedule.answer(for: 74)
    // Puzzle #74 is 2026-03-15: over nowhere before 2026-03-15T10:00Z (UTC+14's midnight).
    #expect(throws: RecordProblem.field("archive")) {
      try GameRecord(
        mode: .daily, language: .english, puzzleNumber: 74, answer: answer, won: true, guessCount: 3,
        hardMode: false, finishedAt: utc("2026-03-15T09:59:59Z"), isArchive: true)
    }
    #expect(throws: Never.self) {
      try GameRecord(
        mode: .daily, language: .english, puzzleNumber: 74, answer: answer, won: true, guessCount: 3,
        hardMode: false, finishedAt: utc("2026-03-15T10:00:00Z"), isArchive: true)
    }
    #expect(throws: RecordProblem.field("archive")) {
      try GameRecord(
        mode: .unlimited, language: .english, puzzleNumber: nil, answer: answer, won: true,
        guessCount: 3, hardMode: false, finishedAt: utc("2026-03-15T12:00:00Z"), isArchive: true)
    }
  }

  // MARK: The month

  @Test("A month's days: won in k, lost, in progress, not played, today and the future")
  func monthStates() throws {
    let history = [
      record(.daily, 70, won: true, guesses: 3, answer: world.schedule.answer(for: 70).text,
        at: utc("2026-03-11T12:00:00Z")),
      record(.daily, 72, won: false, answer: world.schedule.answer(for: 72).text,
        at: utc("2026-03-13T12:00:00Z")),
      record(.daily, 70, won: false, language: .spanish, answer: "árbol", at: utc("2026-03-11T12:00:00Z")),
    ]
    let month = ArchiveMonth(
      ArchiveMonth.Month(year: 2026, month: 3), language: .english, history: history,
      inProgress: [73: 2, 75: 1], today: day("2026-03-15"))
    #expect(month.days.count == 31)
    #expect(month.days[0].number == 60 && month.days[0].state == .notPlayed)
    #expect(month.days[10].state == .won(guesses: 3))
    #expect(month.days[12].state == .lost)
    #expect(month.days[13].state == .inProgress(guesses: 2))
    #expect(month.days[14].isToday && month.days[14].state == .notPlayed)
    #expect(month.days[15].state == .future, "a round saved for a future day does not open it")
    #expect(month.days[30].state == .future && month.days[30].number == 90)
    #expect(month.days.filter(\.isToday).count == 1)
    #expect(!month.hasNext && month.hasPrevious)
  }

  @Test("The months run from puzzle #1's to today's; before #1 there is nothing to play")
  func monthBounds() {
    let today = day("2026-03-15")
    let january = ArchiveMonth(.init(year: 2026, month: 1), language: .english, history: [], inProgress: [:], today: today)
    #expect(!january.hasPrevious && january.hasNext)
    #expect(january.days[0].number == 1 && january.days[0].state == .notPlayed)
    let december = ArchiveMonth(.init(year: 2025, month: 12), language: .english, history: [], inProgress: [:], today: today)
    #expect(december.days.allSatisfy { $0.state == .beforeFirstPuzzle && $0.number == nil })
    #expect(ArchiveMonth.clamped(.init(year: 2025, month: 12), today: today) == .init(year: 2026, month: 1))
    #expect(ArchiveMonth.clamped(.init(year: 2026, month: 7), today: today) == .init(year: 2026, month: 3))
    #expect(ArchiveMonth.Month(year: 2026, month: 12).next == .init(year: 2027, month: 1))
    #expect(ArchiveMonth.Month(year: 2026, month: 1).previous == .init(year: 2025, month: 12))
    #expect(ArchiveMonth.Month(year: 2028, month: 2).dayCount == 29)
    // Before the first puzzle's day the clock's own month is still the first month.
    #expect(ArchiveMonth.lastMonth(today: day("2025-06-01")) == .init(year: 2026, month: 1))
  }

  @Test("Days of the week", arguments: [
    ("2026-01-01", 4), ("2026-11-23", 1), ("1970-01-01", 4), ("1969-12-28", 0), ("2026-03-14", 6),
  ])
  func weekdays(iso: String, weekday: Int) {
    #expect(day(iso).weekday == weekday)
  }

  @Test("The session's month reads the rounds in progress, today's daily round included")
  func sessionMonth() throws {
    let session = try world.session()
    try session.openDay(day("2026-03-10"))
    session.play("eerie")
    try session.openDay(day("2026-03-11"))
    session.enter("ab")  // letters typed, no guess yet: started all the same
    try session.openDay(day("2026-03-12"))  // opened, nothing done: not played
    try session.openDay(day("2026-03-15"))
    session.play("babes")
    session.play("kebab")
    let month = session.archiveMonth(.init(year: 2026, month: 3))
    #expect(month.days[9].state == .inProgress(guesses: 1))
    #expect(month.days[10].state == .inProgress(guesses: 0))
    #expect(month.days[11].state == .notPlayed)
    #expect(month.days[14].state == .inProgress(guesses: 2))
    session.win()
    #expect(session.archiveMonth(.init(year: 2026, month: 3)).days[14].state == .won(guesses: 3))
    #expect(session.archiveMonth(.init(year: 2027, month: 1)).month == .init(year: 2026, month: 3))
  }

  // MARK: Older saves

  @Test("The single archive round of older versions moves to its day's file")
  func singleArchiveSlotMoves() throws {
    let session = try world.session(.date(day("2026-03-10")))
    session.play("eerie")
    let perDay = testLocations.roundFile(past("2026-03-10"), .english).path
    let old = testLocations.dataFolder.appendingPathComponent("rounds/archive-en.json").path
    world.files[old] = world.files[perDay]
    world.files[perDay] = nil
    let updated = try world.session()
    #expect(world.files[old] == nil)
    try updated.openDay(day("2026-03-10"))
    #expect(updated.game.guesses.map(\.word) == [word("eerie")])
    #expect(updated.takeNotices().isEmpty)
  }
}
