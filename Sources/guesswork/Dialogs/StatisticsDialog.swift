import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// Played, Win %, streaks and the guess distribution of the current mode and language; after a
/// round, the way to share it and what comes next (the countdown to the next daily puzzle, or a
/// new unlimited round). What it shows is `StatisticsPresenter.presentation(length:)`; it decides
/// nothing itself.
@MainActor
final class StatisticsDialog {
  let dialog: DialogWindow
  private let viewModel: GameViewModel
  private let content = Box(.vertical, spacing: 14, classes: ["statistics"])
  private let scroller = ScrolledWindow()
  /// The content's most height before it scrolls.
  static let tallest: Int32 = 640
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
  /// How the finished round ended ("Solved in 3 guesses"), a heading; `nil` during a round.
  private(set) var resultBox: Box?
  /// The answer's meaning under the result, once the round is over (for tests: its lines, and a
  /// button per dictionary link).
  private(set) var meaningBox: Box?
  private(set) var meaningLines: [String] = []
  private(set) var linkButtons: [Button] = []

  /// The width a bar's row gives it at the least (the longest bar fills its row), and the last 30
  /// days' chart's: with the margins, within a 360-pixel screen.
  static let chartWidth = 300.0

  /// The round's own summary (a challenge, a chosen word, a past day), and the button from it to
  /// the mode's figures (for tests).
  private(set) var roundBoard: Grid?
  private(set) var modeStatisticsButton: Button?
  /// Set once the player asked for the mode's figures from a round's own summary.
  private var showsFigures = false
  /// The length whose unlimited figures are shown, once the player chose one (else the round's).
  private var shownLength: Int?
  /// The unlimited statistics' length buttons, 4 to 7 letters (for tests).
  private(set) var lengthButtons: [ToggleButton] = []

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
    // 12 px, not more: the widest row (Play Unlimited and Share) then fits a 360-pixel screen.
    content.setMargins(12)
    content.verticalAlignment = .start
    // As tall as its content up to 640 pixels, so the window fits a 768-pixel screen with its
    // title bar and the desktop's panel. What matters after a round comes first (the result, the
    // figures, the distribution, Share and the countdown); the meaning, the last 30 rounds and
    // the way to the history scroll below.
    scroller.propagatesNaturalHeight = true
    scroller.maxContentHeight = StatisticsDialog.tallest
    scroller.setChild(content)
    dialog.setChild(scroller)
    dialog.keepAlive(self)
    // A daily round finished across midnight stays on the board while these show it.
    viewModel.board.holdsFinishedDay = true
    dialog.window.onDestroy { [weak viewModel] in viewModel?.board.holdsFinishedDay = false }
    build()
  }

  /// Shows the dialog with the keyboard focus on Share once the round is over (the original's big
  /// button: Enter shares), the result read first as the window's heading.
  func present() {
    shareButton?.grabFocus()
    dialog.present()
    // The chart's colours are read from its legend, styled once the window is on screen: it is
    // drawn again after the first frame (before it, a label's style may not have its window's
    // high-contrast class yet).
    recentChart?.afterNextFrame { [weak self] in self?.recentChart?.redraw() }
  }

  /// Rebuilds the content from the view model (after a reset, or a round ending while open).
  func build() {
    content.removeAll()
    bars = []
    shareButton = nil
    countdownLabel = nil
    ticker?.cancel()
    ticker = nil
    resultBox = nil
    meaningBox = nil
    meaningLines = []
    linkButtons = []
    recentChart = nil
    reviewButton = nil
    historyButton = nil
    roundBoard = nil
    modeStatisticsButton = nil
    lengthButtons = []
    let presentation = viewModel.statistics.presentation(length: shownLength)
    if let result = presentation.result {
      // How the round ended, first: the window's heading, read before the figures.
      let box = Box(.vertical, spacing: 2, classes: ["statistics-result"])
      box.horizontalAlignment = .center
      let heading = Label(heading: result, classes: ["statistics-answer"])
      heading.accessibleLabel = result
      box.append(heading)
      if let title = presentation.round?.title ?? presentation.puzzleTitle {
        box.append(Label(title, classes: ["stat-caption", "dim-label"]))
      }
      content.append(box)
      resultBox = box
    }
    if let round = presentation.round, !showsFigures {
      buildSummary(round, presentation)
    } else {
      buildFigures(presentation)
    }
    // A window once shown keeps its height: content that grew (the meaning, the round just
    // finished while the window was open) makes it taller, up to `tallest`, instead of scrolling
    // in the old height.
    let width = Int(dialog.window.defaultSize.width) - 24
    scroller.minContentHeight = min(Int32(content.preferredHeight(forWidth: width)), StatisticsDialog.tallest)
  }

  /// A challenge, a chosen word or a past day, finished: its board, its share line, Share, and a
  /// way to the mode's figures (it counts in none of them, or only in the Archive line).
  private func buildSummary(_ round: RoundSummary, _ presentation: StatisticsPresentation) {
    let board = Grid(rowSpacing: 3, columnSpacing: 3, classes: ["mini-board", "round-board"])
    board.horizontalAlignment = .center
    for (row, states) in round.board.enumerated() {
      for (column, state) in states.enumerated() {
        let name =
          switch state {
          case .correct: "correct"
          case .present: "present"
          case .absent: "absent"
          }
        let square = Box(.horizontal, classes: ["mini-tile", name])
        square.setSizeRequest(width: 20, height: 20)
        board.attach(square, column: Int32(column), row: Int32(row))
      }
    }
    board.accessibleLabel = round.accessibleBoard
    content.append(board)
    roundBoard = board
    let line = Label(round.shareLine, classes: ["share-line"])
    content.append(line)
    if let note = round.note { content.append(caption(note)) }
    let footer = footer(presentation)
    content.append(footer)
    if !presentation.showsCountdown { stackIfTooWide(footer) }
    appendMeaning(presentation)
    let buttons = buttonRow()
    appendReview(presentation, to: buttons)
    let figures = Button(mnemonic: presentation.modeStatisticsLabel)
    figures.addClass("pill")
    figures.onClicked { [weak self] in
      guard let self else { return }
      self.showsFigures = true
      self.build()
      // The button is gone with the summary: the focus goes where the window opened it.
      self.shareButton?.grabFocus()
    }
    buttons.append(figures)
    modeStatisticsButton = figures
    content.append(buttons)
    stackIfTooWide(buttons)
  }

  /// The mode's figures, as the original shows them, then what this game adds.
  private func buildFigures(_ presentation: StatisticsPresentation) {
    content.append(heading(presentation.heading))
    if !presentation.lengthChoices.isEmpty { content.append(lengthSwitcher(presentation)) }
    let figures = Box(.horizontal, spacing: 8)
    figures.isHomogeneous = true
    for (value, caption) in presentation.figures {
      let column = Box(.vertical)
      column.append(Label(value, classes: ["stat-value"]))
      // Two-word captions all break the same way ("Current / Streak", "Max / Streak"), as the
      // original's do, rather than one wrapping where its neighbour did not ("Win %" and, with its
      // no-break space, "% Victorias" stay whole).
      var shown = caption
      if let space = shown.firstIndex(of: " "), shown[shown.index(after: space)...].contains(where: \.isLetter) {
        shown.replaceSubrange(space...space, with: "\n")
      }
      let captionLabel = Label(shown, classes: ["stat-caption"])
      captionLabel.centresLines = true
      column.append(captionLabel)
      column.accessibleLabel = Lp("statistics", "%1$s: %2$s", caption, value)
      column.addClass("stat-figure")
      figures.append(column)
    }
    content.append(figures)
    for line in [presentation.averageLine, presentation.lostBoardsLine, presentation.archiveLine, presentation.round == nil ? presentation.note : nil]
    {
      if let line { content.append(caption(line)) }
    }
    content.append(heading(L("Guess Distribution")))
    content.append(chart(presentation))
    content.append(footer(presentation))
    appendMeaning(presentation)
    if let recent = presentation.recent, presentation.hasData {
      content.append(heading(recent.heading))
      content.append(recentChartBox(recent))
    }
    let buttons = buttonRow()
    appendReview(presentation, to: buttons)
    let history = Button(mnemonic: L("_History"))
    history.addClass("pill")
    history.accessibleDescription = L("Every round played, newest first, each with its board and review")
    history.onClicked { [weak self] in self?.openHistory() }
    buttons.append(history)
    historyButton = history
    content.append(buttons)
    stackIfTooWide(buttons)
  }

  /// What comes next, as the original lays it out: the countdown to the next puzzle on the left,
  /// a rule, Share on the right; or New Game and Share after any other round.
  private func footer(_ presentation: StatisticsPresentation) -> Box {
    let footer = Box(.horizontal, spacing: 16, classes: ["statistics-footer"])
    footer.horizontalAlignment = .center
    if presentation.showsCountdown {
      let next = Box(.vertical, classes: ["next-puzzle"])
      next.verticalAlignment = .center
      next.append(Label(L("Next puzzle"), classes: ["next-puzzle-caption"]))
      let countdown = Label("", classes: ["countdown"])
      next.append(countdown)
      countdownLabel = countdown
      footer.append(next)
      // The view model says when the time shown changes; it stops once the dialog is closed.
      ticker = viewModel.statistics.watchCountdown { [weak self, weak countdown] text in
        guard let self, let countdown, !self.dialog.window.isDestroyed else { return false }
        countdown.text = text
        return true
      }
      if presentation.canShare { footer.append(Box(.vertical, classes: ["footer-rule"])) }
    }
    if presentation.offersNewRound {
      let button = Button(mnemonic: viewModel.newGameLabel.mnemonic)
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
      button.addClass("share-button")
      button.verticalAlignment = .center
      // Said with the button, which has the focus when the window opens.
      if let result = presentation.result { button.accessibleDescription = result }
      button.onClicked { [weak self] in self?.share() }
      footer.append(button)
      shareButton = button
    }
    return footer
  }

  private func appendMeaning(_ presentation: StatisticsPresentation) {
    guard let meaning = presentation.meaning else { return }
    let view = MeaningView(meaning) { [weak self] link in self?.openLink(link) }
    content.append(view.box)
    meaningBox = view.box
    meaningLines = view.lines
    linkButtons = view.linkButtons
  }

  private func appendReview(_ presentation: StatisticsPresentation, to row: Box) {
    guard let subject = presentation.review else { return }
    let button = Button(mnemonic: L("_Review Round"))
    button.addClass("pill")
    button.accessibleDescription = L("Each guess’s skill and luck, and the solver’s best play")
    button.onClicked { [weak self] in self?.review(subject) }
    row.append(button)
    reviewButton = button
  }

  /// Linked buttons 4 to 7 under an unlimited heading: each length keeps its own statistics, and a
  /// click shows that length's (the round on the board does not change).
  private func lengthSwitcher(_ presentation: StatisticsPresentation) -> Box {
    let row = Box(.horizontal, classes: ["linked", "statistics-lengths"])
    row.horizontalAlignment = .center
    for length in presentation.lengthChoices {
      let button = ToggleButton(toggleLabel: "\(length)")
      let name = StatisticsPresentation.lengthChoiceName(length)
      button.accessibleLabel = name
      button.tooltip = name
      if let first = lengthButtons.first { button.join(first) }
      button.isActive = length == presentation.length
      button.onToggled { [weak self] (button: ToggleButton) in
        guard let self, button.isActive, length != presentation.length else { return }
        self.shownLength = length
        // Rebuilt at idle: the button being toggled is among what the rebuild removes.
        self.dialog.window.timers.idle { [weak self] in
          guard let self else { return }
          self.build()
          self.lengthButtons.first { $0.isActive }?.grabFocus()
        }
      }
      row.append(button)
      lengthButtons.append(button)
    }
    return row
  }

  private func buttonRow() -> Box {
    let row = Box(.horizontal, spacing: 12, classes: ["statistics-buttons"])
    row.horizontalAlignment = .center
    return row
  }

  /// The widest a row of buttons may be inside the dialog's 12-pixel margins on a 360-pixel screen.
  static let widestRow = 336

  /// Two pills side by side that would not fit a 360-pixel screen (Spanish's "Revisar partida" and
  /// "Estadísticas del diario" in GNOME's 11-point font) go one above the other, equally wide.
  private func stackIfTooWide(_ row: Box) {
    if row.preferredWidth.natural > Self.widestRow { row.orientation = .vertical }
  }

  private func caption(_ text: String) -> Label {
    let label = Label(text, classes: ["stat-caption"])
    label.wraps = true
    label.centresLines = true
    return label
  }

  /// The countdown shown, while it ticks (for tests).
  var countdown: String? { ticker != nil && dialog.isOpen ? countdownLabel?.text : nil }

  private func heading(_ text: String) -> Label {
    let label = Label(text, classes: ["statistics-heading"])
    label.horizontalAlignment = .center
    return label
  }

  /// A bar a row of the kind of round, scaled to the largest; the row just won highlighted; counts
  /// on the bars.
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
    let won = Label(L("■ Won"), classes: ["recent-legend", "won"])
    let lost = Label(L("■ Lost"), classes: ["recent-legend", "lost"])
    let notPlayed = Label(recent.recent.mode == .daily ? L("• Not played") : "", classes: ["recent-legend"])
    legend.append(won)
    legend.append(lost)
    if recent.recent.mode == .daily { legend.append(notPlayed) }
    box.append(legend)
    // How to read it, wrapped under the legend (beside it, the legend was wider than a 360-px
    // screen).
    let reading = Label(L("Taller: won in fewer guesses. Below the line: lost."), classes: ["stat-caption"])
    reading.wraps = true
    reading.centresLines = true
    box.append(reading)
    let summary = Label(recent.summary, classes: ["stat-caption"])
    summary.wraps = true
    summary.centresLines = true
    box.append(summary)
    // The closure keeps the legend labels' wrappers (nothing else does); none of them keeps the
    // picture, so there is no cycle.
    let size = (width: picture.pictureWidth, height: picture.pictureHeight)
    picture.draw = { snapshot in
      RecentChartDrawing(chart: recent, width: size.width, height: size.height).draw(
        // The guides in the wins' colour, faded: a legend always shown (the "not played" one is
        // not, and a chart drawn with its colour lost its lines and dots).
        into: snapshot, won: won.styleColour, lost: lost.styleColour, guide: won.styleColour)
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
