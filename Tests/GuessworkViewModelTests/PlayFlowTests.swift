import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkViewModel

/// How rounds and modes follow each other: New Game never gives up a round the player cannot see,
/// a finished board says what is next, the header shows the modes, How to Play opens on a first start.
@Suite("Play flow between rounds and modes")
struct PlayFlowTests {
  /// A word of the harness's list that is not the round's answer.
  func wrong(_ viewModel: GameViewModel) -> String {
    viewModel.game.answer.text == "crane" ? "slate" : "crane"
  }

  @Test func newGameFromAFinishedDailyResumesTheHiddenUnlimitedRoundWithoutALoss() throws {
    let (viewModel, log) = try Harness().viewModel(.remembered)
    viewModel.switchMode(to: .unlimited)
    viewModel.play(wrong(viewModel))
    let unlimited = viewModel.game
    viewModel.switchMode(to: .daily)
    viewModel.play(viewModel.game.answer.text)
    _ = log.take()

    #expect(viewModel.newGame() == nil, "nothing to ask: the unlimited round is not on the board")
    #expect(log.take() == [.boardReplaced])
    #expect(viewModel.game == unlimited)
    #expect(viewModel.letters(ofRow: 0) == unlimited.guesses[0].word.display)
    #expect(viewModel.session.history.map(\.mode) == [.daily])
    #expect(viewModel.roundTitle == "Unlimited")
  }

  @Test func aNewRoundOverTheUnlimitedRoundOnTheBoardAsksAndSaysWhatIsGivenUp() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    viewModel.switchMode(to: .unlimited)
    viewModel.play(wrong(viewModel))
    let question = try #require(viewModel.newGame())
    #expect(question.title == "Start a new round?")
    #expect(question.detail == "Your round with 1 guess will count as a loss.")
    #expect(viewModel.game.guesses.count == 1, "nothing happens before the answer")
    viewModel.play(viewModel.game.answer == Word("theme")! ? "slate" : "theme")
    #expect(viewModel.newGame()?.detail == "Your round with 2 guesses will count as a loss.")
    viewModel.confirmNewRound()
    #expect(viewModel.game.guesses.isEmpty)
    #expect(viewModel.session.history.map(\.won) == [false])
  }

  @Test func aNewRoundAfterAFinishedOrUntouchedUnlimitedRoundDoesNotAsk() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    viewModel.switchMode(to: .unlimited)
    viewModel.board.type("c")
    #expect(viewModel.newGame() == nil)
    viewModel.play(viewModel.game.answer.text)
    #expect(viewModel.newGame() == nil)
    #expect(viewModel.session.history.map(\.won) == [true])
  }

  @Test func switchingModeResumesEachModesRound() throws {
    let (viewModel, log) = try Harness().viewModel(.remembered)
    viewModel.board.type("a")
    viewModel.switchMode(to: .unlimited)
    viewModel.board.type("b")
    viewModel.switchMode(to: .daily)
    #expect(viewModel.letters(ofRow: 0) == "A····")
    viewModel.switchMode(to: .unlimited)
    #expect(viewModel.letters(ofRow: 0) == "B····")
    _ = log.take()
    viewModel.switchMode(to: .unlimited)
    #expect(log.take().isEmpty, "choosing the mode on the board changes nothing")
  }

  @Test func theHeaderNamesTheRoundAndItsMenuListsTheModesAndTheRoundOnTheBoard() throws {
    let (daily, _) = try Harness().viewModel(.remembered)
    #expect(daily.roundTitle == "Daily")
    #expect(daily.roundMenu.entries.map(\.item) == [.mode(.daily), .mode(.unlimited)])
    #expect(daily.roundMenu.entries.map(\.isCurrent) == [true, false])
    #expect(daily.newGameLabel == .playUnlimited)
    let (custom, _) = try Harness().viewModel(.word("abbey"))
    #expect(custom.roundTitle == "Chosen Word")
    #expect(custom.roundDetail == "")
    #expect(custom.roundMenu.entries.map(\.item) == [.mode(.daily), .mode(.unlimited), .other(.chosenWord)])
    #expect(custom.roundMenu.entries.last?.isCurrent == true)
    custom.choose(.mode(.daily))
    #expect(custom.roundTitle == "Daily")
    let (archive, _) = try Harness().viewModel(.date(LocalDay(iso: "2026-11-01")!))
    #expect(archive.roundTitle == "Past Day")
    #expect(
      archive.roundMenu.entries.map(\.item) == [.mode(.daily), .mode(.unlimited), .pastDay(LocalDay(iso: "2026-11-01")!)])
    #expect(archive.subtitle == "Puzzle #305 · 1 November 2026")
    archive.choose(.mode(.unlimited))
    #expect(archive.newGameLabel == .newWord)
  }

  @Test("A challenge or a chosen word left unfinished stays in the menu, and comes back as it was")
  func otherRoundsInProgressStayReachable() throws {
    let harness = Harness()
    let (viewModel, _) = try harness.viewModel(.remembered)
    let challenge = try #require(Challenge(word: Word("kebab")!, language: .english))
    #expect(viewModel.playChallenge(challenge.code) == nil)
    viewModel.play("eerie")
    viewModel.choose(.mode(.daily))
    let entry = try #require(viewModel.roundMenu.entries.last)
    #expect(entry.item == .other(.challenge))
    #expect(entry.detail == "\(challenge.code) · 1 guess")
    #expect(!entry.isCurrent)
    viewModel.choose(.other(.challenge))
    #expect(viewModel.game.puzzle == .challenge(challenge))
    #expect(viewModel.game.guesses.map(\.word.text) == ["eerie"])
    viewModel.play("kebab")
    viewModel.choose(.mode(.daily))
    #expect(viewModel.roundMenu.entries.map(\.item) == [.mode(.daily), .mode(.unlimited)], "a finished one is not offered")
  }

  @Test("A past day left unfinished stays in the menu after a challenge took the board")
  func aPastDayInProgressStaysReachable() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    let day = LocalDay(iso: "2026-11-02")!
    #expect(viewModel.history.openArchiveDay(day))
    viewModel.play("eerie")
    let challenge = try #require(Challenge(word: Word("kebab")!, language: .english))
    #expect(viewModel.playChallenge(challenge.code) == nil)
    let entries = viewModel.roundMenu.entries
    #expect(entries.map(\.item) == [.mode(.daily), .mode(.unlimited), .pastDay(day), .other(.challenge)])
    #expect(entries[2].detail == "#306 · 2 November 2026 · 1 guess")
    viewModel.choose(.pastDay(day))
    #expect(viewModel.game.puzzle == .archive(number: 306, day: day))
    #expect(viewModel.game.guesses.map(\.word.text) == ["eerie"])
  }

  @Test func typingOnAFinishedDailyBoardSaysWhatIsNext() throws {
    var harness = Harness()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Madrid")!
    harness.now = calendar.date(
      from: DateComponents(year: 2026, month: 11, day: 18, hour: 18, minute: 47, second: 57))!
    let (viewModel, log) = try harness.viewModel(.remembered)
    viewModel.play(viewModel.game.answer.text)
    _ = log.take()
    viewModel.board.type("a")
    viewModel.board.press(.enter)
    // 18:47:57, and the row took 1.7 s to turn over.
    let message = Toast("Next puzzle in 5:12:01")
    #expect(log.take() == [.toast(message), .toast(message)])
    viewModel.board.press(.backspace)
    #expect(log.take().isEmpty)
    #expect(viewModel.letters(ofRow: 1) == "·····")
  }

  @Test func keysDuringTheLastRevealGiveNothingAway() throws {
    let (viewModel, log) = try Harness().viewModel(.remembered)
    viewModel.enter(viewModel.game.answer.text)
    _ = log.take()
    viewModel.board.type("a")
    #expect(log.take().isEmpty, "the row is still turning over")
  }

  @Test func otherFinishedRoundsPointToUnlimited() throws {
    let (custom, log) = try Harness().viewModel(.word("abbey"))
    custom.play("abbey")
    _ = log.take()
    custom.board.type("x")
    #expect(log.take() == [.toast(Toast("Round over · Ctrl+N: Unlimited"))])
    _ = custom.newGame()
    custom.play(custom.game.answer.text)
    _ = log.take()
    custom.board.press(.enter)
    #expect(log.take() == [.toast(Toast("Round over · Ctrl+N: new word"))])
  }

  @Test func aFinishedDailyReopensTheStatisticsAtStart() throws {
    let harness = Harness()
    let (first, _) = try harness.viewModel(.remembered)
    #expect(first.takeStartupDialog() == .help)
    first.play(first.game.answer.text)
    let (second, _) = try harness.viewModel(.remembered)
    #expect(second.takeStartupDialog() == .statistics)
    #expect(second.statistics.presentation().showsCountdown)
    second.switchMode(to: .unlimited)
    let (third, _) = try harness.viewModel(.remembered)
    #expect(third.takeStartupDialog() == nil, "an unlimited round is just resumed")
  }

  @Test func howToPlayOpensOnceOnTheFirstPlainStart() throws {
    let harness = Harness()
    let (chosen, _) = try harness.viewModel(.word("abbey"))
    #expect(chosen.takeStartupDialog() == nil)
    let (first, _) = try harness.viewModel(.remembered)
    #expect(first.takeStartupDialog() == .help)
    #expect(first.takeStartupDialog() == nil)
    let (again, _) = try harness.viewModel(.remembered)
    #expect(again.takeStartupDialog() == nil)
  }

  @Test func howToPlayNamesTheColoursShown() {
    let standard = HowToPlay(highContrast: false)
    #expect(standard.examples.map(\.caption).joined().contains("(green)"))
    #expect(standard.hardMode.contains("green letters") && standard.hardMode.contains("yellow letters"))
    let contrast = HowToPlay(highContrast: true)
    #expect(contrast.examples.map(\.caption) == [
      "W is in the word and in the correct spot (orange).",
      "I is in the word but in the wrong spot (blue).",
      "U is not in the word in any spot (grey).",
    ])
    #expect(!(contrast.rules + [contrast.hardMode]).joined().contains("green"))
    #expect(!(contrast.rules + [contrast.hardMode]).joined().contains("yellow"))
  }

  @Test func aSpanishDailySharesWithItsLanguage() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    viewModel.switchLanguage(to: .spanish)
    viewModel.play(viewModel.game.answer.text)
    let first = viewModel.statistics.shareText(darkTheme: false)?.split(separator: "\n").first
    #expect(first == "Guesswork ES #\(viewModel.game.puzzle.dailyNumber!) 1/6")
  }
}
