import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// The archive: a month of daily puzzles as a grid of day buttons, each with its number and state
/// coloured as the tiles are, previous/next month and Today. Choosing a day closes the window and
/// plays that day on the board (`HistoryPresenter.openArchiveDay`). What it shows is
/// `ArchivePresentation`; it decides nothing itself.
///
/// GTK 4.8's `GtkCalendar` marks days but cannot colour or label them one by one, so the month is
/// a `Grid` of buttons. Arrow keys move between days (over the month's edge into the next or
/// previous month), Escape closes.
@MainActor
final class ArchiveWindow {
  let dialog: DialogWindow
  private let viewModel: GameViewModel
  private let open: (LocalDay) -> Void
  private let title = Label("", classes: ["archive-title"])
  let previousButton = Button(iconName: "go-previous-symbolic")
  let nextButton = Button(iconName: "go-next-symbolic")
  let todayButton = Button(mnemonic: L("_Today"))
  /// Holds the month's grid, rebuilt when the month changes.
  private let gridHolder = Box(.vertical)
  /// Sees arrow keys before the focused day button does (internal for the UI tests).
  let arrowKeys = KeyController(capture: true)
  private(set) var presentation: ArchivePresentation
  /// The day buttons of the month shown, the 1st first.
  private(set) var dayButtons: [Button] = []

  init(
    parent: Window, appearance: Appearance, viewModel: GameViewModel,
    open: @escaping (LocalDay) -> Void
  ) {
    self.viewModel = viewModel
    self.open = open
    presentation = viewModel.history.archive(viewModel.history.archiveStartMonth)
    dialog = DialogWindow(title: L("Archive"), parent: parent, appearance: appearance, width: 470)
    let content = Box(.vertical, spacing: 12, classes: ["archive"])
    // Margins and day buttons that fit a 360-pixel screen (DialogsUITests).
    content.setMargins(12)

    let bar = Box(.horizontal, spacing: 6)
    previousButton.accessibleLabel = L("Previous month")
    previousButton.tooltip = L("Previous month")
    nextButton.accessibleLabel = L("Next month")
    nextButton.tooltip = L("Next month")
    todayButton.accessibleDescription = L("Show this month and today's puzzle")
    title.expandsHorizontally = true
    bar.append([previousButton, title, nextButton, todayButton])
    content.append(bar)
    content.append(gridHolder)
    let explanation = Label(ArchivePresentation.explanation, classes: ["stat-caption"])
    explanation.wraps = true
    explanation.maxWidthChars = 50
    content.append(explanation)
    dialog.setChild(content)

    previousButton.onClicked { [weak self] in
      guard let self else { return }
      self.show(self.presentation.previousMonth)
    }
    nextButton.onClicked { [weak self] in
      guard let self else { return }
      self.show(self.presentation.nextMonth)
    }
    todayButton.onClicked { [weak self] in
      guard let self else { return }
      self.show(ArchiveMonth.lastMonth(today: self.viewModel.today), focusToday: true)
    }
    arrowKeys.onKeyPressed { [weak self] key in
      guard let self, let arrow = key.arrow else { return false }
      return self.moveFocus(arrow)
    }
    gridHolder.add(arrowKeys)
    dialog.keepAlive(self)
    build(focusing: presentation.focusedDay(preferring: viewModel.history.archiveDayOnBoard))
  }

  func present() {
    dialog.present()
    focusedButton?.grabFocus()
  }

  /// The day button with the keyboard focus, or the one to give it to.
  private var focusDay = 1
  var focusedButton: Button? {
    dayButtons.indices.contains(focusDay - 1) ? dayButtons[focusDay - 1] : nil
  }

  /// Shows another month (kept between puzzle #1's and today's).
  func show(_ month: ArchiveMonth.Month, focusToday: Bool = false, focusLast: Bool = false) {
    presentation = viewModel.history.archive(month)
    let day =
      if focusLast { presentation.month.days.last(where: { $0.state.canOpen })?.date.day ?? 1 }
      else if focusToday { presentation.focusedDay(preferring: nil) }
      else { presentation.focusedDay(preferring: viewModel.history.archiveDayOnBoard) }
    build(focusing: day)
    focusedButton?.grabFocus()
  }

  private func build(focusing day: Int) {
    title.text = presentation.title
    title.accessibleLabel = presentation.title
    previousButton.isSensitive = presentation.hasPrevious
    nextButton.isSensitive = presentation.hasNext
    gridHolder.removeAll()
    dayButtons = []
    let grid = Grid(rowSpacing: 4, columnSpacing: 4, classes: ["archive-grid"])
    grid.horizontalAlignment = .center
    for (column, name) in presentation.weekdays.enumerated() {
      let heading = Label(name.short, classes: ["archive-weekday"])
      heading.accessibleLabel = name.full
      grid.attach(heading, column: Int32(column), row: 0)
    }
    for cell in presentation.cells {
      let button = dayButton(cell)
      let (row, column) = presentation.position(ofDay: cell.day.date.day)
      grid.attach(button, column: Int32(column), row: Int32(row + 1))
      dayButtons.append(button)
    }
    gridHolder.append(grid)
    focusDay = min(max(day, 1), dayButtons.count)
  }

  private func dayButton(_ cell: ArchivePresentation.Cell) -> Button {
    let box = Box(.vertical)
    box.append(Label(cell.dayText, classes: ["archive-day-number"]))
    box.append(Label(cell.numberText, classes: ["archive-puzzle"]))
    box.append(Label(cell.mark, classes: ["archive-mark"]))
    let button = Button(child: box)
    button.addClass("archive-day")
    button.addClass(cell.styleClass)
    if cell.day.isToday { button.addClass("archive-today") }
    button.accessibleLabel = cell.accessibleLabel
    button.accessibleDescription = cell.action
    // TRANSLATORS: a day's tooltip in the archive: %1$s the day as spoken, %2$s what choosing it
    // does ("12 November 2026, puzzle 300, not played. Play this puzzle").
    button.tooltip =
      cell.action.map { L("%1$s. %2$s", cell.accessibleLabel, $0) } ?? cell.accessibleLabel
    // A day that cannot be opened stays in the grid, dimmed, and out of the way of the keyboard.
    button.isSensitive = cell.isEnabled
    let date = cell.day.date
    button.onClicked { [weak self] in self?.choose(date) }
    return button
  }

  /// Plays the chosen day on the board and closes the archive.
  func choose(_ day: LocalDay) {
    dialog.close()
    open(day)
  }

  /// Left/right move a day, up/down a week; past the month's edge the next or previous month
  /// opens (never beyond puzzle #1's or today's). Days that cannot be opened are skipped over.
  private func moveFocus(_ arrow: KeyPress.Arrow) -> Bool {
    guard let current = dayButtons.firstIndex(where: dialog.window.focusIs) else { return false }
    let step =
      switch arrow {
      case .left: -1
      case .right: 1
      case .up: -7
      case .down: 7
      }
    var target = current + step
    while dayButtons.indices.contains(target), !dayButtons[target].isSensitive {
      target += step.signum()
    }
    if dayButtons.indices.contains(target) {
      focusDay = target + 1
      dayButtons[target].grabFocus()
      return true
    }
    if target < 0, presentation.hasPrevious {
      show(presentation.previousMonth, focusLast: true)
    } else if target >= dayButtons.count, presentation.hasNext {
      show(presentation.nextMonth)
      focusDay = 1
      focusedButton?.grabFocus()
    }
    return true
  }
}
