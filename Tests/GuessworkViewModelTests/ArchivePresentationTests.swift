import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkViewModel

/// The archive as the window shows it (C locale: the sources' English). The harness's today is
/// Wednesday 18 November 2026, puzzle #322; 1 November 2026 is a Sunday.
@Suite("The archive window's content")
struct ArchivePresentationTests {
  let harness = Harness()
  let november = ArchiveMonth.Month(year: 2026, month: 11)

  func presentation(firstWeekday: Int = 0, history: [GameRecord] = [], inProgress: [Int: Int] = [:])
    -> ArchivePresentation
  {
    let month = ArchiveMonth(
      november, language: .english, history: history, inProgress: inProgress,
      today: LocalDay(year: 2026, month: 11, day: 18)!)
    return ArchivePresentation(month, firstWeekday: firstWeekday)
  }

  @Test("The month's title and weekday headings, weeks from Sunday or from Monday")
  func headings() {
    let sunday = presentation(firstWeekday: 0)
    #expect(sunday.title == "November 2026")
    #expect(sunday.weekdays.map(\.short) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(sunday.weekdays.first?.full == "Sunday")
    #expect(sunday.leadingBlanks == 0)
    #expect(sunday.position(ofDay: 18) == (2, 3))
    let monday = presentation(firstWeekday: 1)
    #expect(monday.weekdays.map(\.short) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    #expect(monday.leadingBlanks == 6, "Sunday the 1st is the last column")
    #expect(monday.position(ofDay: 1) == (0, 6))
    #expect(monday.position(ofDay: 18) == (3, 2))
    #expect(monday.position(ofDay: 30) == (5, 0))
  }

  @Test("Each day says its date, puzzle number and state, and what choosing it does")
  func cells() throws {
    let won = try GameRecord(
      mode: .daily, language: .english, puzzleNumber: 316, answer: Word("crane")!, won: true,
      guessCount: 4, hardMode: false, finishedAt: Date(timeIntervalSince1970: 1_794_500_000))
    let lost = try GameRecord(
      mode: .daily, language: .english, puzzleNumber: 317, answer: Word("slate")!, won: false,
      guessCount: 6, hardMode: false, finishedAt: Date(timeIntervalSince1970: 1_794_600_000))
    let cells = presentation(history: [won, lost], inProgress: [318: 2]).cells
    #expect(cells.count == 30)
    #expect(cells[11].accessibleLabel == "12 November 2026, puzzle 316, won in 4 guesses")
    #expect(cells[11].mark == "4/6" && cells[11].styleClass == "archive-won" && cells[11].numberText == "#316")
    #expect(cells[11].action == "Show the finished board")
    #expect(cells[12].accessibleLabel == "13 November 2026, puzzle 317, lost")
    #expect(cells[12].mark == "X/6" && cells[12].styleClass == "archive-lost")
    #expect(cells[13].accessibleLabel == "14 November 2026, puzzle 318, in progress, 2 guesses made")
    #expect(cells[13].styleClass == "archive-in-progress" && cells[13].action == "Resume this puzzle")
    #expect(cells[14].accessibleLabel == "15 November 2026, puzzle 319, not played")
    #expect(cells[14].mark.isEmpty && cells[14].action == "Play this puzzle" && cells[14].isEnabled)
    #expect(cells[17].accessibleLabel == "Today, 18 November 2026, puzzle 322, not played")
    #expect(cells[18].accessibleLabel == "19 November 2026, puzzle 323, not out yet")
    #expect(!cells[18].isEnabled && cells[18].styleClass == "archive-closed" && cells[18].action == nil)
  }

  @Test("Before puzzle #1 a day has no puzzle and cannot be chosen")
  func beforeFirstPuzzle() {
    let month = ArchiveMonth(
      .init(year: 2025, month: 12), language: .english, history: [], inProgress: [:],
      today: LocalDay(year: 2026, month: 11, day: 18)!)
    let cell = ArchivePresentation(month).cells[30]
    #expect(cell.accessibleLabel == "31 December 2025, no puzzle")
    #expect(!cell.isEnabled && cell.numberText.isEmpty)
  }

  @Test("The month opens on the round's day, else today; the keyboard starts there")
  func startingMonthAndFocus() throws {
    let (viewModel, _) = try harness.viewModel(.date(LocalDay(year: 2026, month: 10, day: 5)!))
    #expect(viewModel.history.archiveStartMonth == .init(year: 2026, month: 10))
    let october = viewModel.history.archive(viewModel.history.archiveStartMonth)
    #expect(october.focusedDay(preferring: viewModel.history.archiveDayOnBoard) == 5)
    #expect(october.hasPrevious && october.hasNext)
    let (unlimited, _) = try harness.viewModel(.word("crane"))
    #expect(unlimited.history.archiveStartMonth == november)
    let current = unlimited.history.archive(november)
    #expect(current.focusedDay(preferring: nil) == 18)
    #expect(!current.hasNext)
  }

  @Test("Choosing a day plays it on the board; a finished one shows its board; a future one is refused")
  func choosingDays() throws {
    let (viewModel, log) = try harness.viewModel(.remembered)
    let day = LocalDay(year: 2026, month: 11, day: 2)!
    #expect(viewModel.history.openArchiveDay(day))
    #expect(log.take().contains(.boardReplaced))
    #expect(viewModel.subtitle == "Puzzle #306 · 2 November 2026")
    #expect(viewModel.roundTitle == "Past Day")
    // The header's line is short: this year's date without its year, the month's short name.
    #expect(viewModel.roundDetail == "#306 · 2 Nov")
    #expect(LocalDate.shortText(LocalDay(year: 2025, month: 12, day: 28)!, seenOn: day) == "28 Dec 2025")
    viewModel.play("eerie")
    viewModel.play(viewModel.game.answer.text)
    #expect(viewModel.isRoundOver)
    #expect(viewModel.statistics.presentation().archiveLine == "Archive: 1 played, 1 won")
    #expect(viewModel.statistics.presentation().note == "Past days count in the Archive line, never in the streaks.")
    #expect(viewModel.statistics.presentation().statistics.played == 0)
    #expect(viewModel.history.archive(november).cells[1].accessibleLabel == "2 November 2026, puzzle 306, won in 2 guesses")
    // Back to today, then the finished day again: its board, read-only, with its share text.
    #expect(viewModel.history.openArchiveDay(LocalDay(year: 2026, month: 11, day: 18)!))
    #expect(viewModel.game.puzzle == .daily(number: 322, day: LocalDay(year: 2026, month: 11, day: 18)!))
    #expect(viewModel.history.openArchiveDay(day))
    #expect(viewModel.isRoundOver && viewModel.letters(ofRow: 0) == "EERIE")
    #expect(viewModel.statistics.shareText(darkTheme: false)?.hasPrefix("Guesswork #306 2/6") == true)
    _ = log.take()
    #expect(!viewModel.history.openArchiveDay(LocalDay(year: 2026, month: 11, day: 19)!))
    #expect(log.take() == [.toast(Toast("The puzzle for 19 November 2026 is not out yet.", duration: .long))])
    #expect(viewModel.game.puzzle.dailyNumber == 306)
  }

  @Test("A finished past day opened at start-up shows the statistics with Share, as today's does")
  func finishedDayAtStartUp() throws {
    let (first, _) = try harness.viewModel(.date(LocalDay(year: 2026, month: 11, day: 2)!))
    first.play(first.game.answer.text)
    let (again, _) = try harness.viewModel(.date(LocalDay(year: 2026, month: 11, day: 2)!))
    #expect(again.takeStartupDialog() == .statistics)
    #expect(again.statistics.presentation().canShare)
  }

  @Test("The explanation says archive games never change a streak")
  func explanation() {
    #expect(ArchivePresentation.explanation.contains("never change your streaks"))
  }
}
