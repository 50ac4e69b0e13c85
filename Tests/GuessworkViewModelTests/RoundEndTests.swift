import GuessworkEngine
import Testing

@testable import GuessworkViewModel

@Suite("Winning and losing")
struct RoundEndTests {
  @Test func aWinBouncesWithTheRowsWordThenEndsTheRound() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.play("babes")
    _ = log.take()
    viewModel.play("abbey")
    let praise = Toast("Magnificent", spoken: "Magnificent! Solved in 2 guesses")
    #expect(log.take().suffix(3) == [.rowSettled(row: 1), .solved(board: 0, row: 1), .toast(praise)])
    viewModel.advance(by: RoundTiming.roundEndPause)
    #expect(log.take() == [.roundEnded], "the statistics open after a pause")
    #expect(viewModel.isRoundOver)
    #expect(viewModel.statistics.presentation().result == "Solved in 2 guesses")
  }

  @Test(arguments: zip(0..<6, BoardPresenter.winWords))
  func eachRowHasItsWinWord(row: Int, word: String) throws {
    let (viewModel, log) = try Harness().viewModel()
    for _ in 0..<row { viewModel.play("hello") }
    _ = log.take()
    viewModel.play("abbey")
    let count = row + 1
    let spoken = "\(word)! Solved in \(count) \(count == 1 ? "guess" : "guesses")"
    #expect(log.take().contains(.toast(Toast(word, spoken: spoken))))
  }

  @Test func aLossShowsTheAnswerUntilTheNextAction() throws {
    let (viewModel, log) = try Harness().viewModel()
    for _ in 0..<5 { viewModel.play("hello") }
    _ = log.take()
    viewModel.play("hello")
    // Seen over the board, the word says it all; screen readers hear the sentence.
    let answer = Toast("ABBEY", duration: .untilNextAction, spoken: "The answer was ABBEY")
    #expect(log.take().suffix(3) == [.rowSettled(row: 5), .lost(answers: [Word("abbey")!]), .toast(answer)])
    viewModel.advance(by: RoundTiming.roundEndPause)
    #expect(log.take() == [.roundEnded])
    #expect(viewModel.board.stickyToast == answer)
    #expect(viewModel.statistics.presentation().result == "The answer was ABBEY")
    viewModel.board.press(.letter(Letter("a")!))
    #expect(viewModel.board.stickyToast == nil)
    #expect(log.take().first == .stickyToastDismissed, "the window is told to take the answer away")
    viewModel.board.press(.backspace)
    #expect(!log.take().contains(.stickyToastDismissed), "and only once")
  }

  @Test func nothingCanBeTypedAfterTheRoundEnds() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.play("abbey")
    _ = log.take()
    viewModel.board.type("c")
    #expect(log.take() == [.toast(Toast("Round over · Ctrl+N: Unlimited"))])
    #expect(viewModel.letters(ofRow: 1) == "·····")
  }

  @Test("A finished challenge, chosen word or past day has statistics of its own; a counted round has none")
  func roundsOfTheirOwnKindGetTheirOwnSummary() throws {
    let (custom, _) = try Harness().viewModel(.word("abbey"))
    #expect(custom.statistics.presentation().round == nil, "nothing to sum up while it is played")
    custom.play("eerie")
    custom.play("abbey")
    let summary = try #require(custom.statistics.presentation().round)
    #expect(summary.title == "Chosen word")
    #expect(summary.shareLine == "Guesswork 2/6")
    #expect(summary.board.count == 2 && summary.board[1].allSatisfy { $0 == .correct })
    #expect(summary.note == "Rounds on a chosen word are not counted.")
    #expect(custom.statistics.presentation().result == "Solved in 2 guesses")
    #expect(custom.statistics.presentation().modeStatisticsLabel == "_Daily Statistics")

    let (archive, _) = try Harness().viewModel(.date(LocalDay(iso: "2026-11-01")!))
    archive.play(archive.game.answer.text)
    #expect(archive.statistics.presentation().round?.title == "Puzzle #305 · 1 November 2026")
    #expect(archive.statistics.presentation().round?.shareLine == "Guesswork #305 1/6")

    let (daily, _) = try Harness().viewModel(.remembered)
    daily.play(daily.game.answer.text)
    #expect(daily.statistics.presentation().round == nil, "the daily's own figures are the statistics")
    #expect(daily.statistics.presentation().puzzleTitle?.hasPrefix("Guesswork #") == true)
  }

  @Test func theShareTextFollowsThePlayersTheme() throws {
    let (viewModel, _) = try Harness().viewModel()
    #expect(viewModel.statistics.shareText(darkTheme: false) == nil)
    viewModel.play("babes")
    viewModel.play("abbey")
    #expect(viewModel.statistics.shareText(darkTheme: true) == "Guesswork 2/6\n\n🟨🟨🟩🟩⬛\n🟩🟩🟩🟩🟩")
    #expect(viewModel.statistics.shareText(darkTheme: false) == "Guesswork 2/6\n\n🟨🟨🟩🟩⬜\n🟩🟩🟩🟩🟩")
  }

  @Test("Copy Results during a round says why there is nothing to copy; after it, copies the result")
  func copyResultsSaysWhy() throws {
    let (viewModel, _) = try Harness().viewModel()
    viewModel.play("babes")
    let during = viewModel.statistics.copiedResult(darkTheme: false)
    #expect(during.text == nil)
    #expect(during.toast.text == "The results can be copied once the round is over")
    viewModel.play("abbey")
    let after = viewModel.statistics.copiedResult(darkTheme: false)
    #expect(after.text?.hasPrefix("Guesswork 2/6\n") == true)
    #expect(after.toast.text == "Copied results to clipboard")
  }

  @Test func highContrastChangesTheShareColours() throws {
    let (viewModel, _) = try Harness().viewModel()
    viewModel.setHighContrast(true)
    viewModel.play("abbey")
    #expect(viewModel.statistics.shareText(darkTheme: false) == "Guesswork 1/6\n\n🟧🟧🟧🟧🟧")
  }
}
