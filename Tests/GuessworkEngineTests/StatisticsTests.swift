import Foundation
import Testing

@testable import GuessworkEngine

@Suite("Statistics")
struct StatisticsTests {
  func daily(_ records: [GameRecord], today: Int? = nil) -> Statistics {
    Statistics(records, mode: .daily, language: .english, todaysPuzzle: today)
  }

  @Test("Before any game everything is zero")
  func empty() {
    let statistics = daily([])
    #expect(statistics.played == 0)
    #expect(statistics.wins == 0)
    #expect(statistics.winPercentage == 0)
    #expect(statistics.currentStreak == 0)
    #expect(statistics.maxStreak == 0)
    #expect(statistics.distribution == [0, 0, 0, 0, 0, 0])
  }

  @Test("Played, wins, losses and the distribution of winning rows")
  func counts() {
    let statistics = daily([
      record(.daily, 1, won: true, guesses: 3), record(.daily, 2, won: false),
      record(.daily, 3, won: true, guesses: 3), record(.daily, 4, won: true, guesses: 6),
      record(.daily, 5, won: true, guesses: 1),
    ])
    #expect(statistics.played == 5)
    #expect(statistics.wins == 4)
    #expect(statistics.losses == 1)
    #expect(statistics.distribution == [1, 0, 2, 0, 0, 1])
    #expect(statistics.winPercentage == 80)
  }

  @Test(
    "The win percentage is rounded to the nearest whole number",
    arguments: [(1, 3, 33), (2, 3, 67), (1, 8, 13), (5, 6, 83), (0, 4, 0), (7, 7, 100)])
  func winPercentage(wins: Int, played: Int, percent: Int) {
    let records = (1...played).map { record(.unlimited, won: $0 <= wins) }
    #expect(Statistics(records, mode: .unlimited, language: .english).winPercentage == percent)
  }

  @Test("A daily streak grows with each won puzzle that follows a won puzzle")
  func dailyStreak() {
    let statistics = daily((1...4).map { record(.daily, $0, won: true) }, today: 4)
    #expect(statistics.currentStreak == 4)
    #expect(statistics.maxStreak == 4)
  }

  @Test("A loss resets the daily streak; the best streak is kept")
  func lossResets() {
    let statistics = daily(
      [
        record(.daily, 1, won: true), record(.daily, 2, won: true), record(.daily, 3, won: true),
        record(.daily, 4, won: false), record(.daily, 5, won: true),
      ], today: 5)
    #expect(statistics.currentStreak == 1)
    #expect(statistics.maxStreak == 3)
  }

  @Test("A skipped day resets the daily streak")
  func skippedDayResets() {
    let statistics = daily(
      [record(.daily, 1, won: true), record(.daily, 2, won: true), record(.daily, 4, won: true)],
      today: 4)
    #expect(statistics.currentStreak == 1)
    #expect(statistics.maxStreak == 2)
  }

  @Test(
    "The current streak lives until yesterday's puzzle is missed",
    arguments: [(7, 2), (8, 2), (9, 0), (30, 0)])
  func streakLapses(today: Int, current: Int) {
    let statistics = daily([record(.daily, 6, won: true), record(.daily, 7, won: true)], today: today)
    #expect(statistics.currentStreak == current)
    #expect(statistics.maxStreak == 2)
  }

  @Test("Daily games count in puzzle order, whatever order they finished in, and each puzzle once")
  func dailyOrder() {
    let statistics = daily(
      [
        record(.daily, 2, won: true), record(.daily, 1, won: true), record(.daily, 3, won: true),
        record(.daily, 3, won: false),  // the same puzzle again does not count twice
      ], today: 3)
    #expect(statistics.played == 3)
    #expect(statistics.currentStreak == 3)
  }

  @Test("An unlimited streak counts consecutive wins in the order the rounds finished")
  func unlimitedStreak() {
    let results = [true, true, false, true, true, true, false, true, true]
    let statistics = Statistics(
      results.map { record(.unlimited, won: $0) }, mode: .unlimited, language: .english,
      todaysPuzzle: 500)
    #expect(statistics.currentStreak == 2)
    #expect(statistics.maxStreak == 3)
    #expect(statistics.played == 9)
  }

  @Test("Each mode and language has its own statistics")
  func separation() {
    let records = [
      record(.daily, 1, won: true, guesses: 2), record(.daily, 2, won: true, guesses: 3),
      record(.unlimited, won: false), record(.unlimited, won: true, guesses: 6),
      record(.daily, 1, won: false, language: .spanish, answer: "señor"),
    ]
    let englishDaily = daily(records, today: 2)
    #expect(englishDaily.played == 2)
    #expect(englishDaily.distribution == [0, 1, 1, 0, 0, 0])
    let englishUnlimited = Statistics(records, mode: .unlimited, language: .english)
    #expect(englishUnlimited.played == 2)
    #expect(englishUnlimited.distribution == [0, 0, 0, 0, 0, 1])
    let spanishDaily = Statistics(records, mode: .daily, language: .spanish, todaysPuzzle: 2)
    #expect(spanishDaily.played == 1)
    #expect(spanishDaily.losses == 1)
    #expect(Statistics(records, mode: .unlimited, language: .spanish).played == 0)
  }

  // MARK: Records

  @Test("A finished daily round makes a record with its number, answer, rows and hard mode")
  func recordOfARound() throws {
    let words = wordList(answers: ["theme"], guesses: ["eerie"])
    var game = Game(
      answer: word("theme"), puzzle: .daily(number: 9, day: day("2026-01-09")), language: .english,
      hardMode: true)
    game.play("eerie", in: words)
    #expect(GameRecord(game, finishedAt: utc("2026-01-09T10:00:00Z")) == nil)  // still in progress
    game.play("theme", in: words)
    let record = try #require(GameRecord(game, finishedAt: utc("2026-01-09T10:00:00Z")))
    #expect(record.mode == .daily)
    #expect(record.puzzleNumber == 9)
    #expect(record.answer == word("theme"))
    #expect(record.won)
    #expect(record.guessCount == 2)
    #expect(record.hardMode)
  }

  @Test("Abandoning a round counts as a loss only when a guess was made")
  func abandonedRecord() throws {
    let words = wordList(answers: ["theme"], guesses: ["eerie"])
    var game = Game(answer: word("theme"), puzzle: .unlimited, language: .english)
    #expect(GameRecord(game, finishedAt: utc("2026-01-09T10:00:00Z"), abandoned: true) == nil)
    game.play("eerie", in: words)
    let record = try #require(GameRecord(game, finishedAt: utc("2026-01-09T10:00:00Z"), abandoned: true))
    #expect(!record.won)
    #expect(record.guessCount == 1)
    #expect(record.puzzleNumber == nil)
    #expect(record.mode == .unlimited)
  }

  @Test("Custom rounds are never recorded", arguments: [Puzzle.custom])
  func notCounted(puzzle: Puzzle) {
    let words = wordList(answers: ["theme"])
    var game = Game(answer: word("theme"), puzzle: puzzle, language: .english)
    game.play("theme", in: words)
    #expect(game.status == .won)
    #expect(GameRecord(game, finishedAt: utc("2026-01-09T10:00:00Z")) == nil)
    #expect(puzzle.countedMode == nil)
  }
}
