import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkViewModel

@Suite("Rounds, modes and restoring")
struct SessionFlowTests {
  @Test func aRestoredRoundShowsItsRowsWithoutReplayingAnimations() throws {
    let harness = Harness()
    let (first, _) = try harness.viewModel(.remembered)
    let answer = first.game.answer.text
    let wrong = answer == "crane" ? "slate" : "crane"
    first.play(wrong)
    first.board.type("t")
    first.board.type("r")

    let (second, log) = try harness.viewModel(.remembered)
    #expect(second.letters(ofRow: 0) == wrong.uppercased())
    #expect(second.letters(ofRow: 1) == "TR···")
    #expect(second.board.keyState(for: Letter(wrong.first!)!) != nil)
    #expect(log.events.isEmpty)
  }

  @Test func hardModeIsRefusedMidRoundWithAToast() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.play("babes")
    _ = log.take()
    viewModel.setHardMode(true)
    #expect(log.take().first == .toast(Toast("Hard mode can only be enabled at the start of a round")))
    #expect(!viewModel.game.isHardMode)
  }

  @Test func hardModeRejectionsAreToasts() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.setHardMode(true)
    viewModel.play("babes")
    _ = log.take()
    viewModel.enter("hello")
    #expect(log.take().suffix(2) == [.rowRejected(board: 0, row: 1), .toast(Toast("3rd letter must be B"))])
    #expect(viewModel.subtitle == "Chosen word · Hard mode", "named as its header button is (Chosen Word)")
  }

  @Test func aNewRoundReplacesTheBoard() throws {
    let (viewModel, log) = try Harness().viewModel(.remembered)
    viewModel.play(viewModel.game.answer.text == "crane" ? "slate" : "crane")
    _ = log.take()
    #expect(viewModel.newGame() == nil)  // a daily round is never abandoned
    #expect(log.take() == [.boardReplaced])
    #expect(viewModel.game.puzzle == .unlimited)
    #expect(viewModel.letters(ofRow: 0) == "·····")
    #expect(viewModel.subtitle == "Unlimited")
  }

  @Test func switchingLanguageChangesTheKeyboardAndKeepsTheOtherRound() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    viewModel.board.type("a")
    viewModel.switchLanguage(to: .spanish)
    #expect(viewModel.board.keyboardRows[1].contains(.letter(Letter("ñ")!)))
    #expect(viewModel.letters(ofRow: 0) == "·····")
    viewModel.switchLanguage(to: .english)
    #expect(viewModel.letters(ofRow: 0) == "A····")
  }

  @Test func statisticsHighlightTheRowJustWon() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    viewModel.switchMode(to: .unlimited)
    let answer = viewModel.game.answer.text
    viewModel.play(answer == "crane" ? "slate" : "crane")
    viewModel.play(answer)
    let statistics = viewModel.statistics.presentation()
    #expect(statistics.highlightedRow == 2)
    #expect(statistics.statistics.played == 1)
    #expect(statistics.barFractions == [0, 1, 0, 0, 0, 0])
    #expect(statistics.offersNewRound)
    #expect(statistics.canShare)
  }

  @Test func statisticsWithoutGamesHaveNoData() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    #expect(!viewModel.statistics.presentation().hasData)
    #expect(viewModel.statistics.presentation().figures.map(\.caption) == ["Played", "Win %", "Current Streak", "Max Streak"])
    #expect(!viewModel.statistics.presentation().showsCountdown, "no countdown while the day's puzzle is open")
    #expect(viewModel.statistics.presentation().bars.isEmpty, "the chart says there is no data yet")
  }

  @Test func theCountdownShowsOnceTheDailyRoundIsOver() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    viewModel.play(viewModel.game.answer.text)
    let statistics = viewModel.statistics.presentation()
    #expect(statistics.showsCountdown)
    #expect(statistics.heading == "Daily · English", "the window's title says Statistics")
    #expect(statistics.archiveLine == nil, "no archive line before a past day is played")
    #expect(statistics.bars.map(\.count) == [1, 0, 0, 0, 0, 0])
    #expect(statistics.bars[0].accessibleLabel == "1 guess: 1 win, this round")
    #expect(statistics.bars[1].accessibleLabel == "2 guesses: 0 wins")
  }

  @Test func anUnlimitedRoundHasNoCountdown() throws {
    let (viewModel, _) = try Harness().viewModel(.remembered)
    viewModel.switchMode(to: .unlimited)
    viewModel.play(viewModel.game.answer.text)
    #expect(!viewModel.statistics.presentation().showsCountdown)
  }

  @Test func preferencesShowTheRoundsHardModeAndNoMode() throws {
    let (viewModel, _) = try Harness().viewModel()
    viewModel.play("babes")
    viewModel.setHardMode(true)
    #expect(!viewModel.preferences.hardMode, "refused mid-round: the switch goes back off")
    viewModel.play("abbey")
    viewModel.setHardMode(true)
    #expect(viewModel.preferences.hardMode, "after the round it shows the setting for the next one")
    // Preferences hold preferences only: the mode is the header's (issue 29).
    let labels = Mirror(reflecting: viewModel.preferences).children.compactMap(\.label)
    #expect(
      labels == [
        "theme", "highContrast", "hardMode", "language", "wordLength", "interfaceLanguage", "kind",
        "hasSeveralBoards",
      ])
  }

  @Test("The interface language chosen is saved for the next start; the desktop's is no choice")
  func interfaceLanguageIsSaved() throws {
    let harness = Harness()
    let (viewModel, _) = try harness.viewModel()
    let locations = StorageLocations(
      dataFolder: URL(fileURLWithPath: "/data"), configFolder: URL(fileURLWithPath: "/config"))
    #expect(viewModel.preferences.interfaceLanguage == nil)
    #expect(PreferencesPresentation.interfaceLanguageNames.count == InterfaceLanguage.allCases.count + 1)
    viewModel.setInterfaceLanguage(.german)
    #expect(viewModel.preferences.interfaceLanguage == .german)
    #expect(Storage.savedInterfaceLanguage(locations: locations, fileSystem: harness.files.fileSystem) == .german)
    viewModel.setInterfaceLanguage(nil)
    #expect(Storage.savedInterfaceLanguage(locations: locations, fileSystem: harness.files.fileSystem) == nil)
  }

  @Test func languagesAreListedEachInItsOwnName() {
    #expect(
      Language.allCases.map(\.nativeName)
        == ["English", "Español", "Français", "Deutsch", "Italiano", "Português"])
  }

  @Test func theCountdownRunsToLocalMidnight() throws {
    var harness = Harness()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Madrid")!
    harness.now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 18, hour: 21, minute: 30))!
    let (viewModel, _) = try harness.viewModel(.remembered)
    var shown: [String] = []
    viewModel.statistics.watchCountdown { shown.append($0); return false }
    #expect(shown == ["02:30:00"])
  }

  @Test func unlimitedStatisticsOfAnotherLengthSayTheLength() throws {
    var harness = Harness()
    harness.otherLengths = [6: (["planet", "garden"], ["orange"])]
    let (viewModel, _) = try harness.viewModel(.remembered)
    viewModel.switchMode(to: .unlimited)
    #expect(viewModel.statistics.presentation().heading == "Unlimited · English")
    viewModel.setWordLength(6)
    #expect(viewModel.rowLength == 6 && viewModel.wordLength == 6)
    #expect(viewModel.statistics.presentation().heading == "Unlimited · 6 letters · English")
    #expect(viewModel.roundDetail == "6 letters")
    viewModel.play(viewModel.game.answer.text)
    #expect(viewModel.statistics.presentation().statistics.played == 1)
    viewModel.setWordLength(7)
    #expect(viewModel.rowLength == 6, "no seven-letter lists: refused, the board stays")
    #expect(viewModel.wordLength == 6)
    // The window's length buttons: another length's figures, the round's own highlighted only
    // among its length's.
    #expect(viewModel.statistics.presentation().lengthChoices == [4, 5, 6, 7])
    #expect(viewModel.statistics.presentation().highlightedRow == 1)
    let five = viewModel.statistics.presentation(length: 5)
    #expect(five.heading == "Unlimited · English" && five.statistics.played == 0)
    #expect(five.highlightedRow == nil)
    #expect(viewModel.statistics.presentation(length: 6).statistics.played == 1)
    #expect(viewModel.statistics.presentation().resetQuestion.detail.contains("of every word length"))
    viewModel.switchMode(to: .daily)
    #expect(viewModel.statistics.presentation().lengthChoices.isEmpty)
  }
}
