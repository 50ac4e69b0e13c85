import Dispatch
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// The review of a finished round (the one on the board, or the last one in the history): the
/// verdict first (guesses on both sides, skill, luck), a chart of the words left after each guess
/// (the player's line beside the solver's), then each guess with its tiles, the words it left,
/// skill and luck bars and its verdict in a sentence (the figures, bits among them, in a details
/// expander); the words still possible when few are left; the solver's own round on the answer.
/// The review is worked out on a background queue and handed to the main actor through the main
/// loop; a spinner shows if that takes more than 100 ms. A game from before Guesswork kept guesses
/// gets a plain sentence saying so instead.
@MainActor
final class ReviewDialog {
  let dialog: DialogWindow
  private let content = Box(.vertical, spacing: 12, classes: ["review"])
  private let scroller = ScrolledWindow()
  /// The review shown, once it has arrived (for tests).
  private(set) var presentation: ReviewPresentation?
  /// The review of a round of several boards, once it has arrived, and each guess's tiles on
  /// every board it was played on (for tests).
  private(set) var boardsPresentation: BoardsReviewPresentation?
  private(set) var boardTiles: [[[TileView]]] = []
  /// Whether the "working it out" spinner is up (for tests).
  private(set) var isShowingSpinner = false
  /// The tiles of each guess row and of the solver's rows, as drawn (for tests).
  private(set) var rowTiles: [[TileView]] = []
  private(set) var solverTiles: [[TileView]] = []
  /// Skill and luck bars, as (skill, luck) values; luck `nil` where the guess had none (for tests).
  private(set) var bars: [(skill: Double, luck: Double?)] = []
  /// The chart of the words left, once shown (for tests).
  private(set) var chart: SnapshotPicture?
  /// The verdict line and each row's sentence and details expander, as shown (for tests).
  private(set) var summaryLabel: Label?
  private(set) var verdictLabels: [Label] = []
  private(set) var detailExpanders: [Expander] = []
  /// What the dialog reviews.
  let subject: ReviewSubject
  /// The plain message shown instead of a review (a game whose guesses were not kept), for tests.
  private(set) var message: String?

  /// The answer's meaning and its dictionary links, under the verdict (for tests).
  private(set) var meaningView: MeaningView?
  private let meaning: MeaningPresentation?
  private let openLink: (MeaningPresentation.Link) -> Void

  init(
    parent: Window, appearance: Appearance, subject: ReviewSubject, service: ReviewService,
    meanings: WordMeanings? = nil, openLink: @escaping (MeaningPresentation.Link) -> Void = { _ in }
  ) {
    self.subject = subject
    self.openLink = openLink
    // A review is only ever of a finished round: its answer's meaning is no hint.
    meaning =
      if case .round(let round) = subject, !round.hasSeveralBoards, let meanings {
        MeaningPresentation(word: round.answer, language: round.language, meanings: meanings)
      } else { nil }
    // A review is tall and scrolls; the sentence saying there is none needs only its own height.
    let isReview = if case .round = subject { true } else { false }
    dialog = DialogWindow(
      title: L("Review"), parent: parent, appearance: appearance, width: 460, height: isReview ? 680 : -1)
    scroller.propagatesNaturalHeight = !isReview
    content.setMargins(16)
    scroller.setChild(content)
    dialog.setChild(scroller)
    dialog.keepAlive(self)
    switch subject {
    case .notKept(let game):
      showNotKept(game)
    case .round(let round):
      // A timer of the content's: it stops with the dialog.
      content.timers.after(milliseconds: 100) { [weak self] in self?.showSpinner() }
      // `service` and `round` are Sendable; the dialog, a main-actor object, is only touched back
      // on the main actor, and only if it is still there.
      DispatchQueue.global(qos: .userInitiated).async { [weak self] in
        guard round.hasSeveralBoards else {
          let presentation = service.review(round)
          MainLoop.post { [weak self] in self?.show(presentation) }
          return
        }
        let presentation = service.boardsReview(round)
        MainLoop.post { [weak self] in self?.show(presentation) }
      }
    }
  }

  /// A game from before Guesswork kept guesses: which game it was, and why there is no review.
  private func showNotKept(_ game: UnreviewableGame) {
    message = game.message
    dialog.title = game.title
    content.append(wrapped(game.subtitle, classes: ["review-note"]))
    content.append(wrapped(game.message))
  }

  func present() { dialog.present() }

  private func showSpinner() {
    guard presentation == nil, boardsPresentation == nil else { return }
    content.removeAll()
    let spinner = Spinner()
    spinner.isSpinning = true
    spinner.setSizeRequest(width: 32, height: 32)
    spinner.marginTop = 120
    spinner.accessibleLabel = L("Working out the best guesses")
    content.append(spinner)
    content.append(Label(L("Working out the best guesses…"), classes: ["review-note"]))
    isShowingSpinner = true
  }

  private func show(_ presentation: ReviewPresentation) {
    guard !dialog.window.isDestroyed else { return }
    self.presentation = presentation
    begin(title: presentation.title, lines: [presentation.subtitle], summary: presentation.wrappingSummary)
    if let meaning {
      let view = MeaningView(meaning) { [weak self] link in self?.openLink(link) }
      content.append(view.box)
      meaningView = view
    }
    let chartBox = chartBox(presentation.chart)
    content.append(chartBox)
    // The legends' colours are known once they are styled in the window: draw the chart again then.
    content.afterNextFrame { [weak self] in self?.chart?.redraw() }
    for row in presentation.rows { content.append(guessRow(row)) }

    content.append(heading(L("The solver’s round")))
    let solver = Box(.vertical, spacing: 4)
    for tiles in presentation.solverRows {
      let line = tileRow(tiles)
      solverTiles.append(line.tiles)
      solver.append(line.box)
    }
    solver.accessibleLabel = presentation.solverSummary
    content.append(solver)
    content.append(wrapped(presentation.solverSummary))

    content.append(heading(L("Skill and luck")))
    content.append(wrapped(ReviewPresentation.explanation, classes: ["review-note"]))
  }

  /// The review's start, whatever its kind: the spinner and what a review shown before drew go,
  /// then the title, the note lines (the first as a note) and the verdict.
  private func begin(title: String, lines: [String], summary text: String) {
    content.timers.cancelAll()
    isShowingSpinner = false
    content.removeAll()
    rowTiles = []
    solverTiles = []
    bars = []
    boardTiles = []
    verdictLabels = []
    detailExpanders = []
    dialog.title = title
    for (index, line) in lines.enumerated() {
      content.append(wrapped(line, classes: index == 0 ? ["review-note"] : []))
    }
    let summary = wrapped(text, classes: ["review-summary"])
    summaryLabel = summary
    content.append(summary)
  }

  /// A row's verdict, kept for tests.
  private func verdictLabel(_ text: String) -> Label {
    let verdict = wrapped(text, classes: ["review-best"])
    verdictLabels.append(verdict)
    return verdict
  }

  /// A row's figures, behind a Details expander kept for tests.
  private func detailsExpander(_ lines: [String]) -> Expander {
    let details = Box(.vertical, spacing: 2)
    for line in lines { details.append(wrapped(line, classes: ["review-note"])) }
    let expander = Expander(L("Details"))
    expander.setChild(details)
    detailExpanders.append(expander)
    return expander
  }

  /// A round of several boards: the verdict, the chart of the words left over every board, then
  /// each guess with its colours and the words it left on each board, laid out two a line.
  private func show(_ presentation: BoardsReviewPresentation) {
    guard !dialog.window.isDestroyed else { return }
    boardsPresentation = presentation
    begin(
      title: presentation.title, lines: [presentation.subtitle, presentation.answersLine],
      summary: presentation.wrappingSummary)
    content.append(chartBox(presentation.chart))
    content.afterNextFrame { [weak self] in self?.chart?.redraw() }
    for row in presentation.rows { content.append(boardsRow(row)) }
    content.append(heading(L("The solver’s round")))
    content.append(wrapped(presentation.solverSummary))
    content.append(heading(L("Information")))
    content.append(wrapped(BoardsReviewPresentation.explanation, classes: ["review-note"]))
  }

  /// One guess of several boards: its number and word, a cell a board (its colours there, the
  /// words it left), the verdict and the figures.
  private func boardsRow(_ row: BoardsReviewPresentation.Row) -> Box {
    let box = Box(.vertical, spacing: 6, classes: ["review-row"])
    let word = Label(L("%1$d. %2$s", row.number, row.word), classes: ["review-narrowing"])
    word.xAlign = 0
    box.append(word)
    let grid = Grid(rowSpacing: 6, columnSpacing: 12)
    var tiles: [[TileView]] = []
    for (index, cell) in row.cells.enumerated() {
      guard let cell else { continue }
      let line = tileRow(cell.tiles, classes: ["small"])
      tiles.append(line.tiles)
      let text = Box(.vertical, spacing: 0)
      let name = Label(cell.name, classes: ["review-note"])
      name.xAlign = 0
      text.append(name)
      let narrowing = Label(cell.narrowing, classes: ["review-number"])
      narrowing.xAlign = 0
      text.append(narrowing)
      let part = Box(.horizontal, spacing: 6)
      part.append(line.box)
      part.append(text)
      if !cell.isShown { part.addClass("hidden-board") }
      part.accessibleLabel = cell.accessibleLabel
      grid.attach(part, column: Int32(index % 2), row: Int32(index / 2))
    }
    boardTiles.append(tiles)
    box.append(grid)
    box.append(verdictLabel(row.verdict))
    box.append(detailsExpander(row.details))
    box.accessibleLabel = row.accessibleLabel
    return box
  }

  /// One guess: tiles and narrowing, the two bars, the solver's choice, the words left.
  private func guessRow(_ row: ReviewPresentation.Row) -> Box {
    let box = Box(.vertical, spacing: 6, classes: ["review-row"])
    let top = Box(.horizontal, spacing: 10)
    let line = tileRow(row.tiles)
    rowTiles.append(line.tiles)
    line.box.verticalAlignment = .start
    top.append(line.box)
    let figures = Box(.vertical, spacing: 3)
    figures.expandsHorizontally = true
    let narrowing = Label(row.narrowing, classes: ["review-narrowing"])
    narrowing.xAlign = 0
    figures.append(narrowing)
    figures.append(bar(Lp("review", "Skill"), row.skill, classes: ["skill"]))
    figures.append(bar(Lp("review", "Luck"), row.luck, classes: ["luck"]))
    bars.append((Double(row.skill), row.luck.map(Double.init)))
    top.append(figures)
    box.append(top)
    box.append(verdictLabel(row.verdict))
    if !row.remaining.isEmpty {
      let remaining = row.remaining.joined(separator: L(", "))
      box.append(wrapped(L("Still possible: %s", remaining), classes: ["review-note"]))
    }
    box.append(detailsExpander(row.details))
    box.accessibleLabel = row.accessibleLabel
    return box
  }

  /// The words left after each guess, the player's line and the solver's, over a legend whose
  /// labels also give the lines their colours (the style sheet's, in every look).
  private func chartBox(_ chart: ReviewPresentation.Chart) -> Box {
    let box = Box(.vertical, spacing: 4, classes: ["review-chart"])
    let picture = SnapshotPicture(width: 280, height: 96)
    picture.horizontalAlignment = .start
    let player = wrapped(chart.playerLegend, classes: ["review-legend", "player"])
    let solver = wrapped(chart.solverLegend, classes: ["review-legend", "solver"])
    let axis = Label("", classes: ["review-note"])
    box.append(picture)
    box.append(player)
    box.append(solver)
    // The closure keeps the legend labels' wrappers (nothing else does); none of them keeps the
    // picture, so there is no cycle.
    let size = (width: picture.pictureWidth, height: picture.pictureHeight)
    picture.draw = { snapshot in
      ReviewChartDrawing(chart: chart, width: size.width, height: size.height).draw(
        into: snapshot, player: player.styleColour, solver: solver.styleColour,
        axis: axis.styleColour)
    }
    box.append(axis)
    axis.isVisible = false
    picture.follow(dialog.window)
    picture.accessibleLabel = L("Words left after each guess")
    picture.accessibleDescription = chart.description
    self.chart = picture
    return box
  }

  /// "Skill ▮▮▮▮▯ 97": a level bar from 0 to 99 with its number; "Luck — none" without one.
  private func bar(_ name: String, _ value: Int?, classes: [String]) -> Box {
    let line = Box(.horizontal, spacing: 6)
    let caption = Label(name, classes: ["review-note"])
    caption.setSizeRequest(width: 34, height: -1)
    caption.xAlign = 0
    line.append(caption)
    let level = LevelBar(minimum: 0, maximum: 99)
    // One colour whatever the value (the default offsets would turn a low bar red).
    for offset in ["low", "high", "full"] { level.removeOffset(offset) }
    level.value = Double(value ?? 0)
    level.addClass("review-bar")
    for name in classes { level.addClass(name) }
    level.expandsHorizontally = true
    level.verticalAlignment = .center
    level.accessibleLabel =
      value.map { L("%1$s %2$d of 99", name, $0) } ?? L("%s: none, only one outcome was possible", name)
    level.isSensitive = value != nil
    line.append(level)
    // TRANSLATORS: shown for luck instead of a number when a guess had only one possible outcome.
    let number = Label(value.map { String($0) } ?? Lp("luck", "none"), classes: ["review-number"])
    number.setSizeRequest(width: 22, height: -1)
    number.xAlign = 1
    line.append(number)
    return line
  }

  private func tileRow(_ tiles: [Tile], classes: [String] = []) -> (box: Box, tiles: [TileView]) {
    let box = Box(.horizontal, spacing: classes.isEmpty ? 3 : 2, classes: ["review-tiles"] + classes)
    let views = tiles.map { tile in
      let view = TileView()
      view.show(tile)
      box.append(view.label)
      return view
    }
    return (box, views)
  }

  private func heading(_ text: String) -> Label {
    let label = Label(text, classes: ["heading"])
    label.xAlign = 0
    return label
  }

  private func wrapped(_ text: String, classes: [String] = []) -> Label {
    let label = Label(text, classes: classes)
    label.wraps = true
    label.xAlign = 0
    label.maxWidthChars = 48
    return label
  }
}
