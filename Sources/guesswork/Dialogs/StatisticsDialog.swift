import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// Played, Win %, streaks and the guess distribution of the current mode and language; after a
/// round, the way to share it and what comes next (the countdown to the next daily puzzle, or a
/// new unlimited round). What it shows is `viewModel.statistics`; it decides nothing itself.
@MainActor
final class StatisticsDialog {
  let dialog: DialogWindow
  private let viewModel: GameViewModel
  private let content = Box(.vertical, spacing: 16, classes: ["statistics"])
  /// The countdown to the next daily puzzle, when the finished round is today's.
  private(set) var countdownLabel: Label?
  /// The view model's countdown, shown while the dialog is open.
  private var ticker: (any ScheduledTask)?
  private let share: () -> Void
  private let openLink: (MeaningPresentation.Link) -> Void
  private let newRound: () -> Void
  private let review: (ReviewSubject) -> Void
  private let openHistory: () -> Void
  /// The bars of the chart as shown (row, count text, highlighted), for tests.
  private(set) var bars: [(row: Int, count: String, highlighted: Bool)] = []
  /// The Share button, when the round can be shared.
  private(set) var shareButton: Button?
  /// "Review Round": the round on the board once it is over, else the shown mode's last game.
  private(set) var reviewButton: Button?
  /// The chart of the last 30 days or rounds, and what it says to screen readers (for tests).
  private(set) var recentChart: SnapshotPicture?
  private(set) var recentChartText: String?
  /// "History": every round played, in a window of its own.
  private(set) var historyButton: Button?
  /// How the finished round ended ("Solved in 3 guesses"), focusable; `nil` during a round.
  private(set) var resultBox: Box?
  /// The answer's meaning under the result, once the round is over (for tests: its lines, and a
  /// button per dictionary link).
  private(set) var meaningBox: Box?
  private(set) var meaningLines: [String] = []
  private(set) var linkButtons: [Button] = []

  /// The width a bar's row gives it in the dialog (420 pixels less margins and the row number).
  static let chartWidth = 354.0

  init(parent: Window, appearance: Appearance, viewModel: GameViewModel,
       share: @escaping () -> Void, openLink: @escaping (MeaningPresentation.Link) -> Void,
       newRound: @escaping () -> Void, review: @escaping (ReviewSubject) -> Void,
       openHistory: @escaping () -> Void) {
    self.viewModel = viewModel
    self.share = share
    self.openLink = openLink
    self.newRound = newRound
    self.review = review
    self.openHistory = openHistory
    dialog = DialogWindow(title: L("Statistics"), parent: parent, appearance: appearance, width: 420)
    content.setMargins(24)
    // As tall as its content up to 660 pixels (a 768-pixel screen keeps the window's title bar and
    // the panel); the meaning and the charts of a long round scroll below that.
    dialog.setChild(content)
    dialog.keepAlive(self)
    build()
  }

  /// Shows the dialog with the keyboard focus on the round's result, when there is one, ringed: the
  /// round was just played on the keyboard, so the focus is shown as it is after a Tab.
  func present() {
    resultBox?.grabFocus()
    dialog.present()
    // The chart's colours are read from its legend, styled once the window is on screen: it is
    // drawn again after the first frame (before it, a label's style may not have its window's
    // high-contrast class yet).
    recentChart?.afterNextFrame { [weak self] in self?.recentChart?.redraw() }
    guard let resultBox else { return }
    resultBox.grabFocus()
    dialog.window.showsFocusRing = true
    // Said again once the window is drawn: on a loaded machine the window is mapped after
    // `present()` returns, and mapping set the ring off again (the at-spi run saw the focus on the
    // result without its ring).
    resultBox.afterNextFrame { [weak self] in self?.dialog.window.showsFocusRing = true }
  }

  /// Rebuilds the content from the view model (after a reset, or a round ending while open).
  func build() {
    content.removeAll()
    bars = []
    shareButton = nil
    countdownLabel = nil
    ticker?.cancel()
    ticker = nil
    let presentation = viewModel.statistics

    resultBox = nil
    if let result = presentation.result {
      // How the round ended, first and focusable: the dialog opened at the end of a round puts the
      // keyboard focus here, so a screen reader says it and Escape goes straight back to the board.
      let box = Box(.vertical, classes: ["statistics-result"])
      box.horizontalAlignment = .center
      box.isFocusable = true
      box.accessibleLabel = result
      box.append(Label(result, classes: ["statistics-answer"]))
      content.append(box)
      resultBox = box
    }
    meaningBox = nil
    meaningLines = []
    linkButtons = []
    if let meaning = presentation.meaning {
      let view = MeaningView(meaning) { [weak self] link in self?.openLink(link) }
      content.append(view.box)
      meaningBox = view.box
      meaningLines = view.lines
      linkButtons = view.linkButtons
    }
    content.append(heading(presentation.heading))
    let figures = Box(.horizontal, spacing: 8)
    figures.isHomogeneous = true
    for (value, caption) in presentation.figures {
      let column = Box(.vertical)
      column.append(Label(value, classes: ["stat-value"]))
      let captionLabel = Label(caption, classes: ["stat-caption"])
      captionLabel.wraps = true
      captionLabel.centresLines = true
      // Two-word captions all break the same way ("Current / Streak", "Max / Streak"), as the
      // original's do, rather than one wrapping and its neighbour not.
      captionLabel.maxWidthChars = 9
      column.append(captionLabel)
      column.accessibleLabel = Lp("statistics", "%1$s: %2$s", caption, value)
      column.addClass("stat-figure")
      figures.append(column)
    }
    content.append(figures)

    if let line = presentation.averageLine {
      content.append(Label(line, classes: ["stat-caption"]))
    }
    if let line = presentation.archiveLine {
      content.append(Label(line, classes: ["stat-caption"]))
    }
    if let note = presentation.note { content.append(Label(note, classes: ["stat-caption"])) }
    content.append(heading(L("Guess Distribution")))
    content.append(chart(presentation))
    recentChart = nil
    if let recent = presentation.recent, presentation.hasData {
      content.append(heading(recent.heading))
      content.append(recentChartBox(recent))
    }

    let footer = Box(.horizontal, spacing: 12)
    footer.horizontalAlignment = .center
    // Pill buttons keep their own height beside the taller countdown.
    footer.verticalAlignment = .center
    if presentation.showsCountdown {
      let next = Box(.vertical)
      if let title = presentation.puzzleTitle { next.append(Label(title, classes: ["stat-caption"])) }
      next.append(Label(L("Next puzzle in"), classes: ["stat-caption"]))
      let countdown = Label("", classes: ["countdown"])
      next.append(countdown)
      countdownLabel = countdown
      footer.append(next)
      // The view model says when the time shown changes; it stops once the dialog is closed.
      ticker = viewModel.watchCountdown { [weak self, weak countdown] text in
        guard let self, let countdown, !self.dialog.window.isDestroyed else { return false }
        countdown.text = text
        return true
      }
    }
    if presentation.offersNewRound {
      let button = Button(mnemonic: L("_New Game"))
      button.addClass("pill")
      button.verticalAlignment = .center
      button.onClicked { [weak self] in
        self?.dialog.close()
        self?.newRound()
      }
      footer.append(button)
    }
    if presentation.canShare {
      let button = Button(mnemonic: L("_Share"))
      button.addClass("suggested-action")
      button.addClass("pill")
      button.verticalAlignment = .center
      button.onClicked { [weak self] in self?.share() }
      footer.append(button)
      shareButton = button
    }
    content.append(footer)
    reviewButton = nil
    if let subject = presentation.review {
      let button = Button(mnemonic: L("_Review Round"))
      button.addClass("pill")
      button.horizontalAlignment = .center
      button.accessibleDescription = L("Each guess’s skill and luck, and the solver’s best play")
      button.onClicked { [weak self] in self?.review(subject) }
      content.append(button)
      reviewButton = button
    }

    let history = Button(mnemonic: L("_History"))
    history.addClass("pill")
    history.horizontalAlignment = .center
    history.accessibleDescription = L("Every round played, newest first, each with its board and review")
    history.onClicked { [weak self] in self?.openHistory() }
    content.append(history)
    historyButton = history

  }

  /// The countdown shown, while it ticks (for tests).
  var countdown: String? { ticker != nil && dialog.isOpen ? countdownLabel?.text : nil }

  private func heading(_ text: String) -> Label {
    let label = Label(text, classes: ["statistics-heading"])
    label.horizontalAlignment = .center
    return label
  }

  /// Bars 1–6 scaled to the largest; the row just won highlighted; counts on the bars.
  private func chart(_ presentation: StatisticsPresentation) -> Box {
    let chart = Box(.vertical, spacing: 4, classes: ["chart"])
    guard presentation.hasData else {
      chart.append(Label(L("No data yet"), classes: ["stat-caption"]))
      return chart
    }
    for bar in presentation.bars {
      let line = Box(.horizontal, spacing: 6)
      let number = Label(String(bar.row), classes: ["chart-row"])
      number.setSizeRequest(width: 12, height: -1)
      line.append(number)
      let barLabel = Label(String(bar.count), classes: ["chart-bar"])
      if bar.isHighlighted { barLabel.addClass("highlight") }
      barLabel.xAlign = 1
      barLabel.setSizeRequest(width: Int32(max(24, bar.fraction * StatisticsDialog.chartWidth)), height: -1)
      // The longest bar fills its row, as in the original; the others are drawn to its scale.
      let longest = bar.fraction == 1
      barLabel.expandsHorizontally = longest
      barLabel.horizontalAlignment = longest ? .fill : .start
      line.accessibleLabel = bar.accessibleLabel
      line.append(barLabel)
      chart.append(line)
      bars.append((bar.row, barLabel.text, barLabel.hasClass("highlight")))
    }
    return chart
  }

  /// The chart of the last 30 days or rounds, its legend (whose colours it draws with) and its
  /// summary; screen readers get the whole chart in words.
  private func recentChartBox(_ recent: RecentChartPresentation) -> Box {
    let box = Box(.vertical, spacing: 4, classes: ["recent-chart"])
    let picture = SnapshotPicture(width: Int(StatisticsDialog.chartWidth), height: 72)
    picture.horizontalAlignment = .center
    box.append(picture)
    let legend = Box(.horizontal, spacing: 12)
    legend.horizontalAlignment = .center
    let won = Label(L("■ Won (height: guesses)"), classes: ["recent-legend", "won"])
    let lost = Label(L("■ Lost"), classes: ["recent-legend", "lost"])
    let notPlayed = Label(recent.recent.mode == .daily ? L("• Not played") : "", classes: ["recent-legend"])
    legend.append(won)
    legend.append(lost)
    if recent.recent.mode == .daily { legend.append(notPlayed) }
    box.append(legend)
    let summary = Label(recent.summary, classes: ["stat-caption"])
    summary.wraps = true
    summary.centresLines = true
    box.append(summary)
    // The closure keeps the legend labels' wrappers (nothing else does); none of them keeps the
    // picture, so there is no cycle.
    let size = (width: picture.pictureWidth, height: picture.pictureHeight)
    picture.draw = { snapshot in
      RecentChartDrawing(chart: recent, width: size.width, height: size.height).draw(
        into: snapshot, won: won.styleColour, lost: lost.styleColour, guide: notPlayed.styleColour)
    }
    picture.follow(dialog.window)
    box.afterNextFrame { [weak picture] in picture?.redraw() }
    picture.accessibleLabel = recent.heading
    picture.accessibleDescription = recent.accessibleText
    recentChart = picture
    recentChartText = recent.accessibleText
    return box
  }
}
