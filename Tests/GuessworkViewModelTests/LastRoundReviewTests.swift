import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkViewModel

/// Review after New Game: the last finished round comes from the history (its guesses, answer,
/// mode and language from the record); the round in progress is never reviewed; a game recorded
/// before guesses were kept says so.
@Suite("Reviewing the last finished round")
struct LastRoundReviewTests {
  /// A word of the harness's list that is not the round's answer.
  func wrong(_ viewModel: GameViewModel) -> String {
    viewModel.game.answer.text == "crane" ? "slate" : "crane"
  }

  /// The history file as Guesswork wrote it before it kept guesses (format 1).
  func writeOldHistory(_ harness: Harness, _ lines: [String]) {
    harness.files["/data/history.jsonl"] = Data(
      ([#"{"format":1,"kind":"guesswork-history"}"#] + lines).joined(separator: "\n").utf8 + [10])
  }

  @Test func afterNewGameTheMenuReviewsTheRoundJustFinishedFromTheHistory() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    let answer = viewModel.game.answer
    let first = wrong(viewModel)
    viewModel.play(first)
    viewModel.play(answer.text)
    let number = try #require(viewModel.game.puzzle.dailyNumber)
    guard case .round(let onBoard) = viewModel.review.subject else {
      Issue.record("the finished board is reviewed")
      return
    }

    #expect(viewModel.newGame() == nil)
    #expect(!viewModel.game.isOver, "a new round is on the board")
    guard case .round(let round) = try #require(viewModel.review.subject) else {
      Issue.record("the finished daily round is reviewed from its record")
      return
    }
    #expect(round == onBoard)
    #expect(round.guesses == [Word(first)!, answer])
    #expect(round.answer == answer && round.language == .english && !round.isHardMode)
    #expect(round.name == "Daily #\(number)")
    let review = ReviewService().review(round)
    #expect(review.title == "Review · \(answer.display)")
    #expect(review.subtitle == "Daily #\(number) · English")
    #expect(review.rows.map(\.word) == [first.uppercased(), answer.display])
    #expect(review.rows.last?.narrowing.hasSuffix("→ solved") == true)
  }

  @Test func hardModeAndAGivenUpRoundComeFromTheRecord() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    viewModel.switchMode(to: .unlimited)
    viewModel.setHardMode(true)
    let answer = viewModel.game.answer
    let first = wrong(viewModel)
    viewModel.play(first)
    #expect(viewModel.review.subject == nil, "the round goes on")
    viewModel.confirmNewRound()  // given up: a loss after one guess
    #expect(viewModel.game.answer != answer)
    guard case .round(let round) = try #require(viewModel.review.subject) else {
      Issue.record("the given-up round is reviewed")
      return
    }
    #expect(round.guesses == [Word(first)!])
    #expect(round.answer == answer && round.isHardMode && round.name == "Unlimited")
    let review = ReviewService().review(round)
    #expect(review.subtitle == "Unlimited · English · Hard mode")
    #expect(review.rows.count == 1)
  }

  @Test func theRoundInProgressIsNeverReviewed() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    #expect(viewModel.review.subject == nil, "nothing finished yet")
    #expect(viewModel.statistics.presentation().review == nil)
    viewModel.play(wrong(viewModel))
    #expect(viewModel.review.subject == nil, "a guess in: still nothing to review")
    #expect(viewModel.statistics.presentation().review == nil)
    #expect(viewModel.review.finishedRound == nil)
  }

  @Test func aRecordOnTheAnswerOfTheRoundInProgressIsSkipped() throws {
    // Another Guesswork finished today's daily puzzle before guesses were kept; this one plays it.
    let harness = Harness()
    let today = try harness.viewModel(.remembered).0.game
    let number = try #require(today.puzzle.dailyNumber)
    let older = today.answer == Word("llama") ? "theme" : "llama"
    writeOldHistory(
      harness,
      [
        #"{"answer":"\#(older)","finishedAt":"2026-11-10T12:00:00Z","guessCount":4,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
        #"{"answer":"\#(today.answer.text)","finishedAt":"2026-11-18T08:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":\#(number),"won":true}"#,
      ])
    let (viewModel, _) = try harness.viewModel(.remembered)
    #expect(viewModel.session.history.count == 2)
    #expect(!viewModel.game.isOver && viewModel.game.answer == today.answer)
    guard case .notKept(let game) = try #require(viewModel.review.subject) else {
      Issue.record("the older game is offered")
      return
    }
    #expect(
      game.title == "Review · \(older.uppercased())", "never the record of the round being played")
    #expect(viewModel.statistics.presentation().mode == .daily)
    #expect(viewModel.statistics.presentation().review == nil, "the only daily game is the one being played")
  }

  @Test func aGameFromBeforeGuessesWereKeptSaysSo() throws {
    let harness = Harness()
    writeOldHistory(
      harness,
      [
        #"{"answer":"crane","finishedAt":"2026-11-10T12:00:00Z","guessCount":3,"hardMode":true,"language":"en","mode":"unlimited","won":true}"#
      ])
    let (viewModel, _) = try harness.viewModel(.remembered)
    viewModel.switchMode(to: .unlimited)
    #expect(viewModel.game.answer != Word("crane"))
    let expected = ReviewSubject.notKept(
      UnreviewableGame(
        title: "Review · CRANE", subtitle: "Unlimited · English · Hard mode",
        message: "This game was played before Guesswork kept guesses, so it cannot be reviewed."))
    #expect(viewModel.review.subject == expected)
    #expect(viewModel.statistics.presentation().review == expected, "the statistics of unlimited rounds offer it")
    viewModel.switchMode(to: .daily)
    #expect(viewModel.statistics.presentation().review == nil, "no daily game in the history")
    #expect(viewModel.review.subject == expected, "the menu: the last game of the language")
  }

  @Test func anotherLanguagesGamesAreNotOffered() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    viewModel.play(viewModel.game.answer.text)
    viewModel.switchLanguage(to: .spanish)
    #expect(viewModel.review.subject == nil, "the English round is not this language's")
    viewModel.switchLanguage(to: .english)
    #expect(viewModel.review.subject != nil)
  }
}
