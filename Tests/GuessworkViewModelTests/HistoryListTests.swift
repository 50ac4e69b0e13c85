import Foundation
import GuessworkEngine
import GuessworkTestSupport
import Testing

@testable import GuessworkViewModel

/// The history window's list and the statistics' story: every round newest first, filtered by mode
/// and language, each with its date, answer, result and mini board; the chart of the last 30
/// rounds and the average of won rounds; a row opening its round's review.
@Suite("History of rounds and the statistics' story")
struct HistoryListTests {
  /// The history file: the lines given, under the current format's header.
  func writeHistory(_ harness: Harness, _ lines: [String]) {
    harness.files["/data/history.jsonl"] = Data(
      ([#"{"format":3,"kind":"guesswork-history"}"#] + lines).joined(separator: "\n").utf8 + [10])
  }

  func unlimited(_ answer: String, _ guesses: [String], language: String = "en", at time: String) -> String {
    let won = guesses.last == answer
    let list = guesses.map { "\"\($0)\"" }.joined(separator: ",")
    return #"{"answer":"\#(answer)","finishedAt":"\#(time)","guessCount":\#(guesses.count),"guesses":[\#(list)],"hardMode":false,"language":"\#(language)","mode":"unlimited","won":\#(won)}"#
  }

  @Test func roundsAreListedNewestFirstAndFilteredByModeAndLanguage() throws {
    let harness = Harness()
    writeHistory(harness, [
      unlimited("crane", ["slate", "crane"], at: "2026-11-10T12:00:00Z"),
      unlimited("cielo", ["mundo", "cielo"], language: "es", at: "2026-11-11T12:00:00Z"),
      unlimited("theme", ["eerie", "babes", "kebab", "ebbed", "adieu", "stare"], at: "2026-11-12T23:30:00Z"),
    ])
    let (viewModel, _) = try harness.viewModel(.remembered)
    let all = viewModel.history.historyList(HistoryFilter())
    #expect(all.count == 3)
    #expect((0..<3).map { all.row(at: $0).word } == ["THEME", "CIELO", "CRANE"])
    let english = viewModel.history.historyList(HistoryFilter(language: .english))
    #expect(english.count == 2)
    #expect(viewModel.history.historyList(HistoryFilter(mode: .daily)).isEmpty)
    #expect(viewModel.history.historyList(HistoryFilter(mode: .daily)).emptyText == "No rounds of this kind yet")
    #expect(viewModel.history.historyList(HistoryFilter(mode: .unlimited, language: .spanish)).count == 1)

    let lost = english.row(at: 0)
    // 23:30 UTC is past midnight in Madrid, the harness's zone: the player's own date.
    #expect(lost.date == "13 November 2026")
    #expect(lost.title == "Unlimited" && lost.language == "English")
    #expect(lost.result == "X/6" && !lost.isWon && lost.guessCount == 6)
    #expect(lost.board.count == 6)
    let won = english.row(at: 1)
    #expect(won.result == "2/6" && won.isWon)
    #expect(won.board == [evaluate(Word("slate")!, against: Word("crane")!), Array(repeating: .correct, count: 5)])
    #expect(won.accessibleLabel == "Unlimited, English, 5 letters, 10 November 2026: CRANE, solved in 2 guesses")
  }

  @Test func aRowOpensItsRoundsReviewInItsOwnLanguage() throws {
    let harness = Harness()
    writeHistory(harness, [unlimited("cielo", ["mundo", "cielo"], language: "es", at: "2026-11-11T12:00:00Z")])
    let (viewModel, _) = try harness.viewModel(.remembered)
    #expect(viewModel.language == .english)
    let list = viewModel.history.historyList(HistoryFilter())
    guard case .round(let round) = try #require(viewModel.history.reviewSubject(in: list, at: 0)) else {
      Issue.record("a round with its guesses is reviewed")
      return
    }
    #expect(round.language == .spanish && round.answer == Word("cielo"))
    #expect(round.guesses == [Word("mundo")!, Word("cielo")!])
    #expect(round.name == "Unlimited")
  }

  @Test func anAnswerIsWrittenAsTheRoundsEndShowedIt() throws {
    let harness = Harness()
    writeHistory(harness, [unlimited("piece", ["monde", "piece"], language: "fr", at: "2026-11-11T12:00:00Z")])
    let files = InMemoryFiles(["/words/fr/spellings.txt": Data("piece pièce\n".utf8)])
    let meanings = WordMeanings(
      wordsDirectory: URL(fileURLWithPath: "/words", isDirectory: true), fileSystem: files.fileSystem)
    let (viewModel, _) = try harness.viewModel(.remembered, meanings: meanings)
    let list = viewModel.history.historyList(HistoryFilter())
    #expect(list.row(at: 0).word == "PIÈCE")
    let subject = viewModel.history.reviewSubject(in: list, at: 0)
    guard case .round(let round)? = subject else {
      Issue.record("a round with its guesses is reviewed")
      return
    }
    #expect(round.shownAnswer == "PIÈCE", "the review's title")
    // Without the spellings, its letters.
    let (plain, _) = try harness.viewModel(.remembered)
    #expect(plain.history.historyList(HistoryFilter()).row(at: 0).word == "PIECE")
  }

  @Test("A round of several boards: its kind in the title, every answer, a line a board on the mini board")
  func severalBoards() throws {
    let (viewModel, _) = try Harness().viewModel()
    viewModel.setKind(.fourBoards)
    viewModel.switchMode(to: .unlimited)
    let answers = viewModel.session.game.answers
    let miss = try #require(viewModel.session.words.answers.first { !answers.contains($0) })
    viewModel.play(miss.text)
    viewModel.play(answers[2].text)
    for _ in 0..<7 { viewModel.play(miss.text) }
    #expect(viewModel.session.game.status == .lost)
    let row = viewModel.history.historyList(HistoryFilter()).row(at: 0)
    #expect(row.title == "Unlimited · 4 Boards")
    #expect(row.word == answers.map(\.display).joined(separator: ", "))
    #expect(row.result == "X/9" && !row.isWon)
    // A line a board: the third found on the second guess (all green), the others their last row.
    #expect(row.rows == 4 && row.board.count == 4)
    #expect(row.board[2] == Array(repeating: .correct, count: 5))
    #expect(row.board[0] == evaluate(miss, against: answers[0]))
  }

  @Test func theAnswerOfTheRoundBeingPlayedIsNeverShown() throws {
    // Another Guesswork finished today's daily puzzle; this one is still playing it.
    let harness = Harness()
    let today = try harness.viewModel(.remembered).0.game
    let number = try #require(today.puzzle.dailyNumber)
    let answer = today.answer.text
    writeHistory(harness, [
      #"{"answer":"\#(answer)","finishedAt":"2026-11-18T08:00:00Z","guessCount":1,"guesses":["\#(answer)"],"hardMode":false,"language":"en","mode":"daily","puzzleNumber":\#(number),"won":true}"#
    ])
    let (viewModel, _) = try harness.viewModel(.remembered)
    #expect(!viewModel.game.isOver)
    let list = viewModel.history.historyList(HistoryFilter())
    #expect(list.count == 1)
    #expect(list.row(at: 0).word == nil)
    #expect(list.row(at: 0).board.isEmpty)
    #expect(viewModel.history.reviewSubject(in: list, at: 0) == nil)
    #expect(list.row(at: 0).title == "Daily #\(number)")
    viewModel.play(answer)
    let after = viewModel.history.historyList(HistoryFilter())
    #expect(after.row(at: 0).word == answer.uppercased(), "shown once the round on the board is over")
  }

  @Test func theStatisticsTellTheLastRoundsAndTheAverage() throws {
    let harness = Harness()
    writeHistory(harness, [
      unlimited("crane", ["slate", "crane"], at: "2026-11-10T12:00:00Z"),
      unlimited("theme", ["eerie", "babes", "kebab", "ebbed", "adieu", "stare"], at: "2026-11-11T12:00:00Z"),
      unlimited("llama", ["slate", "crane", "hello", "llama"], at: "2026-11-12T12:00:00Z"),
    ])
    let (viewModel, _) = try harness.viewModel(.remembered)
    viewModel.switchMode(to: .unlimited)
    let statistics = viewModel.statistics.presentation()
    #expect(statistics.averageLine == "Won in 3.0 guesses on average")
    let chart = try #require(statistics.recent)
    #expect(chart.heading == "Last 30 Rounds")
    #expect(chart.columns.map(\.kind) == [.won, .lost, .won])
    // Taller for fewer guesses: the win in 2 stands above the win in 4; the loss hangs below.
    let heights: [Double] = [5.0 / 6, 1, 3.0 / 6]
    #expect(chart.columns.map(\.fraction) == heights)
    #expect(chart.summary == "2 won · 1 lost · 3.0 guesses on average")
    #expect(
      chart.accessibleText
        == "Last 30 Rounds: 2 won · 1 lost · 3.0 guesses on average. Newest first: won in 4, lost, won in 2.")
    viewModel.switchMode(to: .daily)
    let daily = try #require(viewModel.statistics.presentation().recent)
    #expect(daily.heading == "Last 30 Days")
    #expect(!daily.hasData && daily.columns.allSatisfy { $0.kind == .notPlayed })
    #expect(viewModel.statistics.presentation().averageLine == nil, "no daily win yet")
  }
}
