import Dispatch
import GtkBridge
import GuessworkEngine
import GuessworkViewModel

/// The dialogs over the main window: each opened once (again, it comes to the front), and closing
/// any of them gives the keyboard focus back to the board, where typing plays.
extension GuessworkApp {
  var statisticsDialog: StatisticsDialog? { dialogs.last(StatisticsDialog.self) }
  var preferencesDialog: PreferencesDialog? { dialogs.last(PreferencesDialog.self) }
  var helpDialog: HelpDialog? { dialogs.last(HelpDialog.self) }
  var reviewDialog: ReviewDialog? { dialogs.last(ReviewDialog.self) }
  var challengeFriendDialog: ChallengeFriendDialog? { dialogs.last(ChallengeFriendDialog.self) }
  var playChallengeDialog: PlayChallengeDialog? { dialogs.last(PlayChallengeDialog.self) }
  var archiveWindow: ArchiveWindow? { dialogs.last(ArchiveWindow.self) }
  var historyWindow: HistoryWindow? { dialogs.last(HistoryWindow.self) }

  /// Opens a dialog of the main window, or brings it to the front.
  private func show<D: GameDialog>(_ make: (MainWindow, GameViewModel) -> D) {
    guard let viewModel, let mainWindow else { return }
    dialogs.show({ make(mainWindow, viewModel) }, closed: { [weak self] in self?.mainWindow?.focusBoard() })
  }

  /// Whether what needs the whole history must wait for it: the history is read in the background
  /// from the start, and a long one (a million games) is waited for off the main thread; `open`
  /// runs again once it is in. The main loop never waits for the whole history.
  private func waitsForHistory(_ open: @escaping @MainActor (GuessworkApp) -> Void) -> Bool {
    guard let viewModel, !viewModel.isHistoryReady else { return false }
    viewModel.whenHistoryReady { [weak self] in
      MainLoop.post {
        guard let self else { return }
        open(self)
      }
    }
    return true
  }

  /// Opens the statistics of the current mode and language (or refreshes them if already open).
  func showStatistics() {
    if waitsForHistory({ $0.showStatistics() }) { return }
    dialogs.open(StatisticsDialog.self)?.build()
    show { mainWindow, viewModel in
      StatisticsDialog(
        parent: mainWindow.window, appearance: appearance, viewModel: viewModel,
        share: { [weak self] in self?.copyResults() },
        openLink: { [weak self] link in self?.openLink(link) },
        newRound: { [weak self] in self?.newGame() },
        review: { [weak self] subject in self?.showReview(subject) },
        openHistory: { [weak self] in self?.showHistory() })
    }
  }

  /// The history (Ctrl+H): every round played, newest first, in the language of the words on the
  /// board to begin with; a round chosen there opens its board and review over it.
  func showHistory() {
    if waitsForHistory({ $0.showHistory() }) { return }
    if dialogs.open(HistoryWindow.self) == nil { dialogs.open(StatisticsDialog.self)?.dialog.close() }
    show { mainWindow, viewModel in
      HistoryWindow(
        parent: mainWindow.window, appearance: appearance, viewModel: viewModel,
        language: viewModel.language,
        review: { [weak self] subject in self?.showReview(subject) })
    }
  }

  /// Opens the review of the last finished round (`ReviewPresenter.subject`), or of what the
  /// statistics name; never of a round in progress (the review would give hints).
  func showReview(_ subject: ReviewSubject? = nil) {
    guard let viewModel, let mainWindow, let subject = subject ?? viewModel.review.subject else {
      return
    }
    if let open = dialogs.open(ReviewDialog.self), open.subject != subject { open.dialog.close() }
    dialogs.open(StatisticsDialog.self)?.dialog.close()
    dialogs.show {
      ReviewDialog(
        parent: mainWindow.window, appearance: appearance, subject: subject, service: reviewService,
        meanings: viewModel.meanings, openLink: { [weak self] link in self?.openLink(link) })
    }
  }

  /// Once a round has ended, finds its language's opening in the background (once per session),
  /// so that Review, a moment later, opens at once. (`ReviewService` and `FinishedRound` are
  /// `Sendable`: nothing else crosses to the background queue.)
  func prepareReview() {
    guard let round = viewModel?.review.finishedRound else { return }
    let service = reviewService
    DispatchQueue.global(qos: .utility).async { service.prepareOpening(for: round) }
  }

  /// Review is offered while there is a finished game of the round's language to show (the round
  /// on the board, or the last one in the history).
  func updateReviewAction() {
    reviewAction?.isEnabled = viewModel?.review.subject != nil
  }

  func showPreferences() {
    // Its Reset Statistics counts the games of each mode.
    if waitsForHistory({ $0.showPreferences() }) { return }
    show { mainWindow, viewModel in
      let preferences = PreferencesDialog(parent: mainWindow.window, appearance: appearance, viewModel: viewModel)
      preferences.onStatisticsReset = { [weak self] in self?.dialogs.open(StatisticsDialog.self)?.build() }
      return preferences
    }
  }

  func showHelp() {
    show { mainWindow, viewModel in
      let dialog = HelpDialog(
        parent: mainWindow.window, appearance: appearance, text: viewModel.howToPlay)
      // A player who starts typing is done reading: the letter closes the help and goes to the board.
      dialog.dialog.forwardKey = { [weak dialog, weak mainWindow] key in
        guard let dialog, let mainWindow, mainWindow.isBoardKey(key) else { return false }
        dialog.dialog.close()
        mainWindow.present()
        return mainWindow.handleKey(key)
      }
      return dialog
    }
  }

  /// Challenge a Friend: a word of the current language becomes a code, copied with its link.
  func showChallengeFriend() {
    show { mainWindow, viewModel in
      ChallengeFriendDialog(parent: mainWindow.window, appearance: appearance, viewModel: viewModel)
    }
  }

  /// Play a Challenge: a pasted code or link; a bad one is explained in the dialog and nothing
  /// changes, a good one closes it and the board plays the challenge.
  func showPlayChallenge() {
    show { mainWindow, viewModel in
      PlayChallengeDialog(parent: mainWindow.window, appearance: appearance) { [weak viewModel] text in
        viewModel?.playChallenge(text)
      }
    }
  }

  /// The archive (Ctrl+Shift+A): every daily puzzle from #1 to today. A day chosen there is played
  /// on the board; a finished one shows its board and then its statistics with Share, as today's
  /// finished daily puzzle does at start-up.
  func showArchive() {
    // Each day's state comes from the history.
    if waitsForHistory({ $0.showArchive() }) { return }
    if dialogs.open(ArchiveWindow.self) == nil { dialogs.open(StatisticsDialog.self)?.dialog.close() }
    show { mainWindow, viewModel in
      ArchiveWindow(
        parent: mainWindow.window, appearance: appearance, viewModel: viewModel,
        open: { [weak self] day in self?.openArchiveDay(day) })
    }
  }

  private func openArchiveDay(_ day: LocalDay) {
    guard let viewModel, viewModel.history.openArchiveDay(day) else { return }
    mainWindow?.focusBoard()
    if viewModel.isRoundOver { showStatistics() }
  }

  func showAbout() {
    guard let mainWindow else { return }
    aboutDialog = AboutDialog.present(parent: mainWindow.window, appearance: appearance)
  }
}
