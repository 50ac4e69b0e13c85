import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel

/// Played, Win %, streaks and the guess distribution of the current mode and language; after a
/// round, the way to share it and what comes next (the countdown to the next daily puzzle, or a
/// new unlimited round).
final class StatisticsDialog {
  let dialog: DialogWindow
  private let viewModel: GameViewModel
  private let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 16, classes: ["statistics"])
  /// The countdown to the next daily puzzle, when the finished round is today's.
  private(set) var countdownLabel: UnsafeMutablePointer<GtkWidget>?
  private var ticker: ScheduledWork?
  private let share: () -> Void
  private let newRound: () -> Void
  private let review: (ReviewSubject) -> Void
  /// The bars of the chart, for tests: (row, count text, highlighted).
  private(set) var bars: [(row: Int, count: String, highlighted: Bool)] = []
  /// The Share button, when the round can be shared.
  private(set) var shareButton: UnsafeMutablePointer<GtkWidget>?
  /// "Review Round": the round on the board once it is over, else the shown mode's last game.
  private(set) var reviewButton: UnsafeMutablePointer<GtkWidget>?
  /// "Reset Statistics…", which asks before it deletes anything.
  private(set) var resetButton: UnsafeMutablePointer<GtkWidget>?

  /// The width a bar's row gives it in the dialog (420 pixels less margins and the row number).
  static let chartWidth = 354.0

  init(parent: UnsafeMutablePointer<GtkWidget>, appearance: Appearance, viewModel: GameViewModel,
       share: @escaping () -> Void, newRound: @escaping () -> Void,
       review: @escaping (ReviewSubject) -> Void) {
    self.viewModel = viewModel
    self.share = share
    self.newRound = newRound
    self.review = review
    dialog = DialogWindow(title: "Statistics", parent: parent, appearance: appearance, width: 420)
    gtk_widget_set_margin_top(content, 24)
    gtk_widget_set_margin_bottom(content, 24)
    gtk_widget_set_margin_start(content, 24)
    gtk_widget_set_margin_end(content, 24)
    dialog.setChild(content)
    dialog.keepAlive(self)
    Signals.on(raw(dialog.window), "destroy") { [weak self] in self?.ticker?.cancel() }
    build()
  }

  func present() { dialog.present() }

  /// Rebuilds the content from the view model (after a reset, or a round ending while open).
  func build() {
    while let child = gtk_widget_get_first_child(content) { gtk_box_remove(cast(content), child) }
    bars = []
    shareButton = nil
    countdownLabel = nil
    let presentation = viewModel.statistics

    if let answer = presentation.answer {
      Widgets.append(Widgets.label("The answer was \(answer)", classes: ["statistics-answer"]), to: content)
    }
    Widgets.append(heading("Statistics · \(presentation.mode.name) · \(presentation.language.name)"), to: content)
    let figures = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
    gtk_box_set_homogeneous(cast(figures), 1)
    for (value, caption) in presentation.figures {
      let column = Widgets.box(GTK_ORIENTATION_VERTICAL)
      Widgets.append(Widgets.label(value, classes: ["stat-value"]), to: column)
      let captionLabel = Widgets.label(caption, classes: ["stat-caption"])
      gtk_label_set_wrap(cast(captionLabel), 1)
      gtk_label_set_justify(cast(captionLabel), GTK_JUSTIFY_CENTER)
      Widgets.append(captionLabel, to: column)
      guesswork_set_accessible_label(column, "\(caption): \(value)")
      Widgets.append(column, to: figures)
    }
    Widgets.append(figures, to: content)

    if let note = presentation.note {
      Widgets.append(Widgets.label(note, classes: ["stat-caption"]), to: content)
    }
    Widgets.append(heading("Guess Distribution"), to: content)
    Widgets.append(chart(presentation), to: content)

    let footer = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
    gtk_widget_set_halign(footer, GTK_ALIGN_CENTER)
    // Pill buttons keep their own height beside the taller countdown.
    gtk_widget_set_valign(footer, GTK_ALIGN_CENTER)
    if presentation.showsCountdown, viewModel.game.puzzle.countedMode == .daily, viewModel.isRoundOver {
      let next = Widgets.box(GTK_ORIENTATION_VERTICAL)
      if let title = presentation.puzzleTitle {
        Widgets.append(Widgets.label(title, classes: ["stat-caption"]), to: next)
      }
      Widgets.append(Widgets.label("Next puzzle in", classes: ["stat-caption"]), to: next)
      let countdown = Widgets.label(viewModel.timeUntilNextPuzzle, classes: ["countdown"])
      Widgets.append(countdown, to: next)
      countdownLabel = countdown
      Widgets.append(next, to: footer)
      ticker?.cancel()
      ticker = MainLoop.every(milliseconds: 1000) { [weak self] in
        guard let self, let label = self.countdownLabel else { return false }
        gtk_label_set_text(cast(label), self.viewModel.timeUntilNextPuzzle)
        return true
      }
    }
    if presentation.offersNewRound {
      let button = gtk_button_new_with_mnemonic("_New Game")!
      gtk_widget_add_css_class(button, "pill")
      gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
      Signals.on(raw(button), "clicked") { [weak self] in
        self?.dialog.close()
        self?.newRound()
      }
      Widgets.append(button, to: footer)
    }
    if presentation.canShare {
      let button = gtk_button_new_with_mnemonic("_Share")!
      gtk_widget_add_css_class(button, "suggested-action")
      gtk_widget_add_css_class(button, "pill")
      gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
      Signals.on(raw(button), "clicked") { [weak self] in self?.share() }
      Widgets.append(button, to: footer)
      shareButton = button
    }
    Widgets.append(footer, to: content)
    reviewButton = nil
    if let subject = presentation.review {
      let button = gtk_button_new_with_mnemonic("_Review Round")!
      gtk_widget_add_css_class(button, "pill")
      gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
      guesswork_set_accessible_description(button, "Each guess's skill and luck, and the solver's best play")
      Signals.on(raw(button), "clicked") { [weak self] in self?.review(subject) }
      Widgets.append(button, to: content)
      reviewButton = button
    }

    let reset = gtk_button_new_with_mnemonic("_Reset Statistics…")!
    gtk_widget_add_css_class(reset, "flat")
    gtk_widget_set_halign(reset, GTK_ALIGN_CENTER)
    gtk_widget_set_sensitive(reset, presentation.hasData ? 1 : 0)
    Signals.on(raw(reset), "clicked") { [weak self] in self?.confirmReset() }
    Widgets.append(reset, to: content)
    resetButton = reset
  }

  private func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = Widgets.label(text, classes: ["statistics-heading"])
    gtk_widget_set_halign(label, GTK_ALIGN_CENTER)
    return label
  }

  /// Bars 1–6 scaled to the largest; the row just won highlighted; counts on the bars.
  private func chart(_ presentation: StatisticsPresentation) -> UnsafeMutablePointer<GtkWidget> {
    let chart = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["chart"])
    guard presentation.hasData else {
      let empty = Widgets.label("No data yet", classes: ["stat-caption"])
      Widgets.append(empty, to: chart)
      return chart
    }
    for (index, fraction) in presentation.barFractions.enumerated() {
      let row = index + 1
      let count = presentation.statistics.distribution[index]
      let highlighted = presentation.highlightedRow == row
      let line = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
      let number = Widgets.label(String(row), classes: ["chart-row"])
      gtk_widget_set_size_request(number, 12, -1)
      Widgets.append(number, to: line)
      let bar = Widgets.label(String(count), classes: ["chart-bar"])
      if highlighted { gtk_widget_add_css_class(bar, "highlight") }
      gtk_label_set_xalign(cast(bar), 1)
      gtk_widget_set_size_request(bar, Int32(max(24, fraction * StatisticsDialog.chartWidth)), -1)
      // The longest bar fills its row, as in the original; the others are drawn to its scale.
      let longest = fraction == 1
      gtk_widget_set_hexpand(bar, longest ? 1 : 0)
      gtk_widget_set_halign(bar, longest ? GTK_ALIGN_FILL : GTK_ALIGN_START)
      let plural = count == 1 ? "win" : "wins"
      guesswork_set_accessible_label(line, "\(row) \(row == 1 ? "guess" : "guesses"): \(count) \(plural)\(highlighted ? ", this round" : "")")
      Widgets.append(bar, to: line)
      Widgets.append(line, to: chart)
      bars.append((row, String(count), highlighted))
    }
    return chart
  }

  private func confirmReset() {
    let mode = viewModel.statistics.mode
    let language = viewModel.statistics.language
    let confirm = guesswork_message_dialog_new(
      cast(dialog.window), GTK_MESSAGE_WARNING, GTK_BUTTONS_NONE, "Reset statistics?")!
    guesswork_message_dialog_set_secondary(
      cast(confirm),
      "This deletes the statistics of \(mode.name.lowercased()) games in \(language.name). It cannot be undone.")
    gtk_dialog_add_button(cast(confirm), "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
    let resetButton = gtk_dialog_add_button(cast(confirm), "_Reset", GTK_RESPONSE_ACCEPT.rawValue)!
    gtk_widget_add_css_class(resetButton, "destructive-action")
    gtk_dialog_set_default_response(cast(confirm), GTK_RESPONSE_CANCEL.rawValue)
    Signals.onInt(raw(confirm), "response") { [weak self] response in
      gtk_window_destroy(cast(confirm))
      guard response == GTK_RESPONSE_ACCEPT.rawValue, let self else { return }
      self.viewModel.resetStatistics()
      self.build()
    }
    gtk_window_present(cast(confirm))
  }
}
