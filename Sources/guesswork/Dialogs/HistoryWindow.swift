import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// Every round of the history, newest first: its date, which round it was, its answer, how it
/// went and a mini board; filtered by mode and language. A row opens the round's board and review
/// (`HistoryPresenter.reviewSubject(in:at:)`). What it shows is `HistoryList`; it decides nothing.
///
/// The list is a `ListView`: only the rows on screen get widgets, filled as they scroll into view,
/// so ten thousand games (or a million) open as fast as ten.
@MainActor
final class HistoryWindow {
  let dialog: DialogWindow
  private let viewModel: GameViewModel
  private let review: (ReviewSubject) -> Void
  let modeFilter = DropDown(HistoryFilter.modes.map(HistoryFilter.name(of:)))
  let languageFilter = DropDown(HistoryFilter.languages.map(HistoryFilter.name(of:)))
  private let emptyLabel = Label("", classes: ["stat-caption"])
  private let scroller = ScrolledWindow()
  /// The rounds listed (for tests).
  private(set) var list: HistoryList
  private(set) var listView: ListView!
  /// Each row widget's parts, by the row's root box.
  private var rowViews: [ObjectIdentifier: HistoryRowView] = [:]

  init(
    parent: Window, appearance: Appearance, viewModel: GameViewModel, language: Language,
    review: @escaping (ReviewSubject) -> Void
  ) {
    self.viewModel = viewModel
    self.review = review
    let filter = HistoryFilter(mode: nil, language: language)
    list = viewModel.history.historyList(filter)
    dialog = DialogWindow(title: L("History"), parent: parent, appearance: appearance, width: 440, height: 620)
    let content = Box(.vertical, spacing: 12, classes: ["history"])
    content.setMargins(16)

    let filters = Box(.horizontal, spacing: 8)
    filters.horizontalAlignment = .center
    modeFilter.accessibleLabel = L("Mode")
    languageFilter.accessibleLabel = L("Language")
    modeFilter.selected = HistoryFilter.modes.firstIndex(of: filter.mode)
    languageFilter.selected = HistoryFilter.languages.firstIndex(of: filter.language)
    filters.append([modeFilter, languageFilter])
    content.append(filters)

    listView = ListView(
      makeRow: { [weak self] in
        let row = HistoryRowView()
        self?.rowViews[ObjectIdentifier(row.box)] = row
        return row.box
      },
      fillRow: { [weak self] widget, index in
        guard let self, let row = self.rowViews[ObjectIdentifier(widget)], index < self.list.count else { return }
        row.show(self.list.row(at: index))
      })
    listView.addClass("history-list")
    listView.accessibleLabel = L("Rounds played, newest first")
    scroller.setChild(listView)
    scroller.expandsVertically = true
    content.append(scroller)
    emptyLabel.expandsVertically = true
    content.append(emptyLabel)
    let hint = Label(L("Choose a round to see its board and review."), classes: ["stat-caption"])
    hint.wraps = true
    content.append(hint)
    dialog.setChild(content)

    listView.onActivate { [weak self] index in self?.open(index) }
    modeFilter.onSelectedChanged { [weak self] in self?.filterChanged() }
    languageFilter.onSelectedChanged { [weak self] in self?.filterChanged() }
    dialog.keepAlive(self)
    showList()
  }

  func present() { dialog.present() }

  /// The filter the drop-downs show.
  private var filter: HistoryFilter {
    HistoryFilter(
      mode: modeFilter.selected.flatMap { HistoryFilter.modes.indices.contains($0) ? HistoryFilter.modes[$0] : nil },
      language: languageFilter.selected.flatMap {
        HistoryFilter.languages.indices.contains($0) ? HistoryFilter.languages[$0] : nil
      })
  }

  private func filterChanged() {
    let filter = filter
    guard filter != list.filter else { return }
    list = viewModel.history.historyList(filter)
    showList()
  }

  private func showList() {
    listView.count = list.count
    scroller.isVisible = !list.isEmpty
    emptyLabel.text = list.emptyText
    emptyLabel.isVisible = list.isEmpty
  }

  /// Opens round `index`: its board and review; a round whose answer is the one of the round on
  /// the board cannot be opened until that round is over.
  func open(_ index: Int) {
    guard index < list.count else { return }
    guard let subject = viewModel.history.reviewSubject(in: list, at: index) else {
      dialog.toast.show(Toast(L("Finish the round on the board to see this one.")))
      return
    }
    review(subject)
  }

  /// The rows that have widgets now (for tests: only those on screen, and a few around them).
  var madeRows: Int { listView.madeRows }

  /// The rows filled and on show, as their screen readers' names (for tests).
  var shownRows: [String] { rowViews.values.compactMap { $0.box.accessibleLabel } }
}

/// One row's widgets, made once and filled again for whichever round scrolls into it: a mini board
/// of the round's rows (six, the most a one-board round has) of seven squares (squares past the round's length kept unseen), then the round's
/// lines.
@MainActor
final class HistoryRowView {
  let box = Box(.horizontal, spacing: 12, classes: ["history-row"])
  private let board = Grid(rowSpacing: 2, columnSpacing: 2, classes: ["mini-board"])
  private var squares: [[Box]] = []
  private let title = Label("", classes: ["history-title"])
  private let date = Label("", classes: ["history-date"])
  private let outcome = Label("", classes: ["history-outcome"])

  init() {
    addRows(upTo: RoundShape.standardRows)
    board.verticalAlignment = .center
    let lines = Box(.vertical, spacing: 2)
    lines.verticalAlignment = .center
    for label in [title, outcome, date] {
      label.xAlign = 0
      lines.append(label)
    }
    box.append(board)
    box.append(lines)
  }

  /// Squares for `count` rows: the standard rows at first, more for a round that had more.
  private func addRows(upTo count: Int) {
    while squares.count < count {
      let row = squares.count
      var line: [Box] = []
      for column in 0..<Word.lengths.upperBound {
        let square = Box(.horizontal, classes: ["mini-tile"])
        square.setSizeRequest(width: 8, height: 8)
        board.attach(square, column: Int32(column), row: Int32(row))
        line.append(square)
      }
      squares.append(line)
    }
  }

  func show(_ row: HistoryRow) {
    addRows(upTo: row.rows)
    title.text = [row.title, row.language, row.length].joined(separator: L(" · "))
    date.text = row.date
    let length = row.board.first?.count ?? Word.standardLength
    var parts = [row.word ?? String(repeating: "?", count: length), row.result]
    if row.isHardMode { parts.append(L("Hard mode")) }
    outcome.text = parts.joined(separator: L(" · "))
    outcome.setClass("lost", !row.isWon)
    for (index, line) in squares.enumerated() {
      let states = index < row.board.count ? row.board[index] : nil
      for (column, square) in line.enumerated() {
        // Rows past the round's own (a row view shown before for a longer round) take no room.
        square.isVisible = index < row.rows
        // Past the round's length the squares keep their place, unseen: every row's board is
        // seven squares wide, so the lines beside them start at one edge.
        square.setClass("unused", column >= length)
        guard column < length else { continue }
        square.setClass("correct", states?[column] == .correct)
        square.setClass("present", states?[column] == .present)
        square.setClass("absent", states?[column] == .absent)
      }
    }
    box.accessibleLabel = row.accessibleLabel
  }
}
