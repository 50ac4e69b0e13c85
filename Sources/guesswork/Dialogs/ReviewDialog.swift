import CGtk
import Dispatch
import GtkBridge
import GuessworkViewModel

/// The review of a finished round (the one on the board, or the last one in the history): each
/// guess with its tiles, the words it left, skill and luck bars and the solver's choice at that
/// point; the words still possible when few are left; the solver's own round on the same answer.
/// The review is worked out on a background queue and posted back through the main loop; a spinner
/// shows if that takes more than 100 ms. A game from before Guesswork kept guesses gets a plain
/// sentence saying so instead.
final class ReviewDialog {
  let dialog: DialogWindow
  private let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["review"])
  private let scroller = gtk_scrolled_window_new()!
  private var spinnerDelay: ScheduledWork?
  /// The review shown, once it has arrived (for tests).
  private(set) var presentation: ReviewPresentation?
  /// Whether the "working it out" spinner is up (for tests).
  private(set) var isShowingSpinner = false
  /// The tiles of each guess row and of the solver's rows, as drawn (for tests).
  private(set) var rowTiles: [[TileView]] = []
  private(set) var solverTiles: [[TileView]] = []
  /// Skill and luck bars, as (skill, luck) values (for tests).
  private(set) var bars: [(skill: Double, luck: Double)] = []

  /// What the dialog reviews.
  let subject: ReviewSubject
  /// The plain message shown instead of a review (a game whose guesses were not kept), for tests.
  private(set) var message: String?

  init(
    parent: UnsafeMutablePointer<GtkWidget>, appearance: Appearance, subject: ReviewSubject,
    service: ReviewService
  ) {
    self.subject = subject
    // A review is tall and scrolls; the sentence saying there is none needs only its own height.
    let isReview = if case .round = subject { true } else { false }
    dialog = DialogWindow(
      title: "Review", parent: parent, appearance: appearance, width: 460,
      height: isReview ? 680 : -1)
    gtk_scrolled_window_set_propagate_natural_height(cast(scroller), isReview ? 0 : 1)
    for side in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      side(content, 16)
    }
    gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(cast(scroller), content)
    dialog.setChild(scroller)
    dialog.keepAlive(self)
    switch subject {
    case .notKept(let game):
      showNotKept(game)
    case .round(let round):
      Signals.on(raw(dialog.window), "destroy") { [weak self] in self?.spinnerDelay?.cancel() }
      spinnerDelay = MainLoop.after(milliseconds: 100) { [weak self] in self?.showSpinner() }
      let target = MainThreadReference(self)
      DispatchQueue.global(qos: .userInitiated).async {
        let presentation = service.review(round)
        MainLoop.post { target.object?.show(presentation) }
      }
    }
  }

  func present() { dialog.present() }

  private func clear() {
    while let child = gtk_widget_get_first_child(content) { gtk_box_remove(cast(content), child) }
  }

  private func showSpinner() {
    guard presentation == nil else { return }
    clear()
    let spinner = gtk_spinner_new()!
    gtk_spinner_start(cast(spinner))
    gtk_widget_set_size_request(spinner, 32, 32)
    gtk_widget_set_margin_top(spinner, 120)
    Widgets.append(spinner, to: content)
    let label = Widgets.label("Working out the best guesses…", classes: ["review-note"])
    Widgets.append(label, to: content)
    guesswork_set_accessible_label(spinner, "Working out the best guesses")
    isShowingSpinner = true
  }

  /// A game from before Guesswork kept guesses: which game it was, and why there is no review.
  private func showNotKept(_ game: UnreviewableGame) {
    message = game.message
    gtk_window_set_title(cast(dialog.window), game.title)
    Widgets.append(wrapped(game.subtitle, classes: ["review-note"]), to: content)
    Widgets.append(wrapped(game.message), to: content)
  }

  private func show(_ presentation: ReviewPresentation) {
    spinnerDelay?.cancel()
    self.presentation = presentation
    isShowingSpinner = false
    clear()
    rowTiles = []
    solverTiles = []
    bars = []
    gtk_window_set_title(cast(dialog.window), presentation.title)
    Widgets.append(wrapped(presentation.subtitle, classes: ["review-note"]), to: content)
    for row in presentation.rows { Widgets.append(guessRow(row), to: content) }

    Widgets.append(heading("The solver’s round"), to: content)
    let solver = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
    for tiles in presentation.solverRows {
      let line = tileRow(tiles)
      solverTiles.append(line.tiles)
      Widgets.append(line.box, to: solver)
    }
    guesswork_set_accessible_label(solver, presentation.solverSummary)
    Widgets.append(solver, to: content)
    Widgets.append(wrapped(presentation.solverSummary), to: content)

    Widgets.append(heading("Skill and luck"), to: content)
    Widgets.append(wrapped(ReviewPresentation.explanation, classes: ["review-note"]), to: content)
  }

  /// One guess: tiles and narrowing, the two bars, the solver's choice, the words left.
  private func guessRow(_ row: ReviewPresentation.Row) -> UnsafeMutablePointer<GtkWidget> {
    let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, classes: ["review-row"])
    let top = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 10)
    let line = tileRow(row.tiles)
    rowTiles.append(line.tiles)
    gtk_widget_set_valign(line.box, GTK_ALIGN_START)
    Widgets.append(line.box, to: top)
    let figures = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 3)
    gtk_widget_set_hexpand(figures, 1)
    let narrowing = Widgets.label(row.narrowing, classes: ["review-narrowing"])
    gtk_label_set_xalign(cast(narrowing), 0)
    Widgets.append(narrowing, to: figures)
    Widgets.append(bar("Skill", row.skill, classes: ["skill"]), to: figures)
    Widgets.append(bar("Luck", row.luck, classes: ["luck"]), to: figures)
    bars.append((Double(row.skill), Double(row.luck)))
    Widgets.append(figures, to: top)
    Widgets.append(top, to: box)
    Widgets.append(wrapped(row.best, classes: ["review-best"]), to: box)
    Widgets.append(wrapped(row.yours, classes: ["review-note"]), to: box)
    if !row.remaining.isEmpty {
      Widgets.append(
        wrapped(
          "Still possible: " + row.remaining.joined(separator: ", "), classes: ["review-note"]),
        to: box)
    }
    guesswork_set_accessible_label(box, row.accessibleLabel)
    return box
  }

  /// "Skill ▮▮▮▮▯ 97": a level bar from 0 to 99 with its number.
  private func bar(_ name: String, _ value: Int, classes: [String]) -> UnsafeMutablePointer<
    GtkWidget
  > {
    let line = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    let caption = Widgets.label(name, classes: ["review-note"])
    gtk_widget_set_size_request(caption, 34, -1)
    gtk_label_set_xalign(cast(caption), 0)
    Widgets.append(caption, to: line)
    let level = gtk_level_bar_new_for_interval(0, 99)!
    // One colour whatever the value (the default offsets would turn a low bar red).
    for offset in ["low", "high", "full"] { gtk_level_bar_remove_offset_value(cast(level), offset) }
    gtk_level_bar_set_value(cast(level), Double(value))
    gtk_widget_add_css_class(level, "review-bar")
    for name in classes { gtk_widget_add_css_class(level, name) }
    gtk_widget_set_hexpand(level, 1)
    gtk_widget_set_valign(level, GTK_ALIGN_CENTER)
    guesswork_set_accessible_label(level, "\(name) \(value) of 99")
    Widgets.append(level, to: line)
    let number = Widgets.label(String(value), classes: ["review-number"])
    gtk_widget_set_size_request(number, 22, -1)
    gtk_label_set_xalign(cast(number), 1)
    Widgets.append(number, to: line)
    return line
  }

  private func tileRow(_ tiles: [Tile]) -> (box: UnsafeMutablePointer<GtkWidget>, tiles: [TileView])
  {
    let box = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 3, classes: ["review-tiles"])
    let views = tiles.map { tile in
      let view = TileView()
      view.show(tile)
      Widgets.append(view.widget, to: box)
      return view
    }
    return (box, views)
  }

  private func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = Widgets.label(text, classes: ["heading"])
    gtk_label_set_xalign(cast(label), 0)
    return label
  }

  private func wrapped(_ text: String, classes: [String] = []) -> UnsafeMutablePointer<GtkWidget> {
    let label = Widgets.label(text, classes: classes)
    gtk_label_set_wrap(cast(label), 1)
    gtk_label_set_xalign(cast(label), 0)
    gtk_label_set_max_width_chars(cast(label), 48)
    return label
  }
}

/// Carries the dialog through the background queue's `@Sendable` closure to the main loop, where
/// alone it is used. (`@unchecked`: nothing touches it anywhere else.)
private final class MainThreadReference<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
