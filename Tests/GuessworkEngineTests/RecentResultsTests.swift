import Foundation
import Testing

@testable import GuessworkEngine

/// The statistics' chart of recent play: the last 30 days of the daily puzzle, or the last 30
/// unlimited games, read from the history.
@Suite("Recent results for the statistics' chart")
struct RecentResultsTests {
  /// A daily record of puzzle `number`, finished at noon (UTC) of its own day.
  func daily(_ number: Int, won: Bool, guesses: Int = 4, language: Language = .english) -> GameRecord {
    let noon = utc("2026-01-01T12:00:00Z").addingTimeInterval(Double(number - 1) * 86_400)
    return record(.daily, number, won: won, guesses: won ? guesses : nil, language: language, at: noon)
  }

  @Test("Daily: one result a day, oldest first, days not played kept in their place")
  func dailyDays() {
    let history = History([daily(70, won: true, guesses: 3), daily(72, won: false), daily(73, won: true, guesses: 5)])
    let recent = history.recentResults(.daily, language: .english, todaysPuzzle: 73, count: 5)
    #expect(recent.puzzleNumbers == [69, 70, 71, 72, 73])
    #expect(recent.results == [.notPlayed, .won(guesses: 3), .notPlayed, .lost, .won(guesses: 5)])
    #expect(recent.played == 3)
    #expect(recent.wins == 2)
    #expect(recent.losses == 1)
    #expect(recent.averageGuesses == 4)
  }

  @Test("Daily: ends with yesterday until today's puzzle is recorded")
  func dailyEndsYesterdayUntilTodayIsPlayed() {
    let history = History([daily(72, won: true)])
    let recent = history.recentResults(.daily, language: .english, todaysPuzzle: 73, count: 3)
    #expect(recent.puzzleNumbers == [70, 71, 72])
    #expect(recent.results.last == .won(guesses: 4))
  }

  @Test("Daily: never before puzzle #1, and empty without today's number")
  func dailyBounds() {
    let history = History([daily(1, won: true, guesses: 2), daily(2, won: false)])
    let recent = history.recentResults(.daily, language: .english, todaysPuzzle: 2)
    #expect(recent.puzzleNumbers == [1, 2])
    #expect(recent.results == [.won(guesses: 2), .lost])
    #expect(history.recentResults(.daily, language: .english, todaysPuzzle: nil).results.isEmpty)
    #expect(History().recentResults(.daily, language: .english, todaysPuzzle: 1).results == [])
  }

  @Test("Daily: a day played later from the archive shows on its own day; other languages do not")
  func dailyArchiveAndLanguage() throws {
    let archive = try GameRecord(
      mode: .daily, language: .english, puzzleNumber: 71, answer: word("crane"), won: true,
      guessCount: 2, hardMode: false, finishedAt: utc("2026-03-15T12:00:00Z"), isArchive: true)
    let spanish = daily(72, won: true, guesses: 6, language: .spanish)
    let history = History([archive, spanish])
    let recent = history.recentResults(.daily, language: .english, todaysPuzzle: 73, count: 3)
    #expect(recent.results == [.notPlayed, .won(guesses: 2), .notPlayed])
  }

  @Test("Unlimited: the last games of the language, oldest first, however many came before")
  func unlimitedLastGames() {
    var records: [GameRecord] = []
    for index in 0..<100 {
      let guesses = index % 6 + 1
      records.append(record(.unlimited, won: index % 7 != 0, guesses: index % 7 != 0 ? guesses : nil))
      records.append(record(.unlimited, won: false, language: .spanish, answer: "árbol"))
      records.append(daily(60 + index % 10, won: true))
    }
    let recent = History(records).recentResults(.unlimited, language: .english, todaysPuzzle: 73)
    #expect(recent.results.count == 30)
    #expect(recent.puzzleNumbers.isEmpty)
    let expected = (70..<100).map { index in
      index % 7 == 0 ? RecentResult.lost : .won(guesses: index % 6 + 1)
    }
    #expect(recent.results == expected)
    #expect(History(Array(records.prefix(9))).recentResults(.unlimited, language: .english, todaysPuzzle: 73)
      .results.count == 3)
  }

  @Test("The average of won rounds: guesses of the wins over their number; none before a win")
  func averageGuesses() {
    var figures = Statistics()
    #expect(figures.averageGuesses == nil)
    figures.wins = 4
    figures.distribution = [0, 1, 2, 0, 1, 0]
    #expect(figures.averageGuesses == (2 + 3 + 3 + 5) / 4.0, "one in 2, two in 3, one in 5")
    #expect(RecentResults(mode: .unlimited, results: [.lost, .notPlayed]).averageGuesses == nil)
  }
}
