import Dispatch
import FoundationEssentials
import Glibc
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// The application: starts the session, builds the main window, owns the actions and shortcuts.
@MainActor
final class GuessworkApp {
  static let applicationID = BuildProfile.applicationID
  static let version = BuildProfile.version

  let application: Application
  private let options: LaunchOptions
  private let environment: [String: String]
  private(set) var viewModel: GameViewModel?
  private(set) var mainWindow: MainWindow?
  let appearance = Appearance()
  private let styleSheet = StyleSheet()
  private(set) weak var statisticsDialog: StatisticsDialog?
  private(set) weak var preferencesDialog: PreferencesDialog?
  private(set) weak var helpDialog: HelpDialog?
  private(set) weak var reviewDialog: ReviewDialog?
  private(set) weak var challengeFriendDialog: ChallengeFriendDialog?
  private(set) weak var playChallengeDialog: PlayChallengeDialog?
  private(set) weak var archiveWindow: ArchiveWindow?
  /// Alive while it is open (GTK owns it; `Appearance` keeps its wrapper until it is destroyed).
  private(set) weak var aboutDialog: GtkBridge.AboutDialog?
  /// Works out reviews; keeps each language's opening once found (nothing is computed before a
  /// round has ended). One per process, so the UI tests' many applications share the openings.
  let reviewService = GuessworkApp.reviewService
  private static let reviewService = ReviewService()
  /// `app.review`, enabled while there is a finished round of the current language to review.
  private var reviewAction: Action?
  /// The process exit status (non-zero when start-up failed).
  private(set) var exitStatus: Int32 = 0

  /// The UI tests start many applications in one process: each under an ID of its own, without
  /// claiming uniqueness on the session bus.
  init(
    options: LaunchOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
    applicationID: String = GuessworkApp.applicationID, unique: Bool = true
  ) {
    self.options = options
    self.environment = environment
    // A second `guesswork` raises the running window, and a challenge (`--challenge`, a link) goes
    // to the running window as a link it opens; a chosen word or day runs on its own, since the
    // running instance could not take it over.
    let handedOver = switch options.request {
    case .remembered, .challenge: true
    case .word, .date: false
    }
    application = Application(id: applicationID, unique: unique && handedOver)
    application.onActivate { [weak self] in self?.activate() }
    application.onOpen { [weak self] uris in self?.open(uris) }
    application.onShutdown { [weak self] in self?.shutDown() }
  }

  func run() -> Int32 {
    // A challenge travels as its link: opened here, or by the instance already running.
    var links: [String] = []
    if case .challenge(let challenge) = options.request { links.append(challenge.link) }
    let status = application.run(opening: links)
    return exitStatus != 0 ? exitStatus : status
  }

  // MARK: Start-up

  private func activate(request: LaunchRequest? = nil) {
    if let mainWindow {
      mainWindow.present()
      return
    }
    let dataFolder: URL
    switch DataFolder.locate(environment: environment) {
    case .success(let folder): dataFolder = folder
    case .failure(let error):
      fail(error.text)
      return
    }
    guard loadStyle(from: dataFolder) else { return }
    let session: GameSession
    do {
      session = try GameSession(
        environment: .live(dataFolder: dataFolder, environment: environment), launch: request ?? options.request)
    } catch {
      fail(error.text)
      return
    }
    let viewModel = GameViewModel(session: session)
    self.viewModel = viewModel
    appearance.preference = session.settings.theme
    appearance.highContrast = session.settings.highContrast
    appearance.start(connection: application.dbusConnection)
    addActions()
    let window = MainWindow(application: application, viewModel: viewModel, menu: GuessworkApp.makeMenu())
    mainWindow = window
    appearance.adopt(window.window)
    appearance.onChange = { [weak window] in window?.refresh() }
    window.onRoundEnded = { [weak self] in
      self?.updateReviewAction()
      self?.prepareReview()
      self?.showStatistics()
    }
    window.presentToast = { [weak self] toast in self?.showToast(toast) }
    // Open statistics follow the board (the next day's puzzle at midnight, another mode).
    window.onBoardReplaced = { [weak self] in
      self?.updateReviewAction()
      guard let dialog = self?.statisticsDialog, dialog.dialog.isOpen else { return }
      dialog.build()
    }
    // A reset of the statistics may take the last finished game away.
    window.onSettingsChanged = { [weak self] in self?.updateReviewAction() }
    updateReviewAction()
    ShortcutsWindow.install(on: window.window, appearance: appearance)
    window.present()
    // The window icon (and the source tree's icon folder) can wait for the first frame: looking
    // them up cost about 10 ms before the window could show.
    window.window.afterNextFrame { [weak window] in
      GuessworkApp.addIconFolder(in: dataFolder)
      window?.showIcon()
    }
    for toast in viewModel.startupToasts() { window.toast.show(toast) }
    // How to Play on a first start, or the statistics of a daily puzzle already done; after the
    // first frame, so the board is never late for them.
    if let startup = viewModel.takeStartupDialog() {
      window.window.afterNextFrame { [weak self] in
        switch startup {
        case .help: self?.showHelp()
        case .statistics: self?.showStatistics()
        }
      }
    }
    // Later file problems (a background write that failed) are announced on the writer's thread
    // and handed to the main actor, where the view model turns them into toasts.
    session.environment.storage.onNotice { [weak self] in
      MainLoop.post { self?.viewModel?.reportStorageNotices() }
    }
    // Review's menu item waits for the history, read in the background from the start.
    if !session.isHistoryReady {
      session.whenHistoryReady { [weak self] in MainLoop.post { self?.updateReviewAction() } }
    }
  }

  /// A challenge link handed to the game: the first start's own (the session starts on it), or a
  /// second start's, passed on by GApplication to this running instance (the board switches to
  /// the challenge, the round that was on it stays saved, and the window comes to the front).
  /// Anyone on the session bus can send one: it is read as a paste is (`Challenge.read`, one
  /// pass, over 4 KB refused unread), so the window answers at once whatever it holds.
  private func open(_ uris: [String]) {
    guard let link = uris.first else {
      activate()
      return
    }
    guard let viewModel, let mainWindow else {
      let challenge = try? Challenge.read(link)
      activate(request: challenge.map { .challenge($0) })
      return
    }
    if let problem = viewModel.playChallenge(link) { showToast(Toast(problem, duration: .long)) }
    mainWindow.present()
  }

  /// The way out of `run()`: the last saves (the window's size, the round) may still be on their
  /// way to the disk, and the desktop's appearance is no longer followed.
  private func shutDown() {
    appearance.stop()
    viewModel?.session.environment.storage.flush()
  }

  private func loadStyle(from folder: URL) -> Bool {
    let file = folder.appendingPathComponent("style.css")
    guard let css = try? String(contentsOf: file, encoding: .utf8) else {
      fail(L("Guesswork cannot read its style sheet %s.", file.path))
      return false
    }
    styleSheet.load(css: css)
    for error in styleSheet.errors { printError("\(file.path): \(error)\n") }
    styleSheet.install()
    return true
  }

  /// Run from the source tree (`make run`) the app icon is not installed in the icon theme: look for
  /// it in the tree's `data/icons` too (an installed game finds it in `<prefix>/share/icons`).
  private static func addIconFolder(in dataFolder: URL) {
    let icons = dataFolder.appendingPathComponent("icons")
    guard FileManager.default.fileExists(atPath: icons.appendingPathComponent("hicolor").path) else { return }
    IconTheme.addSearchPath(icons.path)
  }

  /// Says what went wrong on stderr and in a dialog, then quits with a non-zero status.
  private func fail(_ message: String) {
    printError(L("guesswork: %s", message) + "\n")
    exitStatus = 1
    let dialog = MessageDialog(parent: nil, kind: .error, text: message, closeButton: true)
    dialog.title = L("Guesswork cannot start")
    dialog.setApplication(application)
    dialog.onResponse { dialog, _ in dialog.destroy() }
    dialog.present()
  }

  // MARK: Actions

  private func addActions() {
    application.addAction("new-game") { [weak self] in self?.newGame() }
    application.addAction("quit") { [weak self] in self?.quit() }
    application.addAction("copy-results") { [weak self] in self?.copyResults() }
    application.addAction("statistics") { [weak self] in self?.showStatistics() }
    application.addAction("preferences") { [weak self] in self?.showPreferences() }
    application.addAction("help") { [weak self] in self?.showHelp() }
    reviewAction = application.addAction("review") { [weak self] in self?.showReview() }
    application.addAction("about") { [weak self] in self?.showAbout() }
    application.addAction("challenge-friend") { [weak self] in self?.showChallengeFriend() }
    application.addAction("play-challenge") { [weak self] in self?.showPlayChallenge() }
    application.addAction("archive") { [weak self] in self?.showArchive() }
    application.setAccelerators(["<Control><Shift>a"], for: "app.archive")
    application.setAccelerators(["<Control>n"], for: "app.new-game")
    application.setAccelerators(["<Control>q"], for: "app.quit")
    application.setAccelerators(["<Control>c"], for: "app.copy-results")
    application.setAccelerators(["<Control>comma"], for: "app.preferences")
    application.setAccelerators(["F1"], for: "app.help")
    application.setAccelerators(["<Control>s"], for: "app.statistics")
    application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
  }

  // MARK: Dialogs

  /// Opens the statistics of the current mode and language (or refreshes them if already open).
  func showStatistics() {
    guard let viewModel, let mainWindow else { return }
    if let statisticsDialog, statisticsDialog.dialog.isOpen {
      statisticsDialog.build()
      statisticsDialog.present()
      return
    }
    let dialog = StatisticsDialog(
      parent: mainWindow.window, appearance: appearance, viewModel: viewModel,
      share: { [weak self] in self?.copyResults() },
      newRound: { [weak self] in self?.newGame() },
      review: { [weak self] subject in self?.showReview(subject) })
    statisticsDialog = dialog
    returnFocusToBoard(from: dialog.dialog)
    dialog.present()
  }

  /// Opens the review of the last finished round (`GameViewModel.reviewSubject`), or of what the
  /// statistics name; never of a round in progress (the review would give hints).
  func showReview(_ subject: ReviewSubject? = nil) {
    guard let viewModel, let mainWindow, let subject = subject ?? viewModel.reviewSubject else {
      return
    }
    if let reviewDialog, reviewDialog.dialog.isOpen {
      if reviewDialog.subject == subject {
        reviewDialog.present()
        return
      }
      reviewDialog.dialog.close()
    }
    statisticsDialog?.dialog.close()
    let dialog = ReviewDialog(
      parent: mainWindow.window, appearance: appearance, subject: subject, service: reviewService)
    reviewDialog = dialog
    dialog.present()
  }

  /// Once a round has ended, finds its language's opening in the background (once per session),
  /// so that Review, a moment later, opens at once. (`ReviewService` and `FinishedRound` are
  /// `Sendable`: nothing else crosses to the background queue.)
  private func prepareReview() {
    guard let round = viewModel?.finishedRound else { return }
    let service = reviewService
    DispatchQueue.global(qos: .utility).async { service.prepareOpening(for: round) }
  }

  /// Review is offered while there is a finished game of the round's language to show (the round
  /// on the board, or the last one in the history).
  private func updateReviewAction() {
    reviewAction?.isEnabled = viewModel?.reviewSubject != nil
  }

  func showPreferences() {
    guard let viewModel, let mainWindow else { return }
    if let preferencesDialog, preferencesDialog.dialog.isOpen {
      preferencesDialog.present()
      return
    }
    let dialog = PreferencesDialog(parent: mainWindow.window, appearance: appearance, viewModel: viewModel)
    preferencesDialog = dialog
    returnFocusToBoard(from: dialog.dialog)
    dialog.present()
  }

  func showHelp() {
    guard let mainWindow else { return }
    if let helpDialog, helpDialog.dialog.isOpen {
      helpDialog.present()
      return
    }
    let dialog = HelpDialog(
      parent: mainWindow.window, appearance: appearance,
      text: HowToPlay(highContrast: viewModel?.settings.highContrast ?? false))
    // A player who starts typing is done reading: the letter closes the help and goes to the board.
    dialog.dialog.forwardKey = { [weak dialog, weak mainWindow] key in
      guard let dialog, let mainWindow, mainWindow.isBoardKey(key) else { return false }
      dialog.dialog.close()
      mainWindow.present()
      return mainWindow.handleKey(key)
    }
    helpDialog = dialog
    returnFocusToBoard(from: dialog.dialog)
    dialog.present()
  }

  /// When a dialog closes (Escape, its close button), the keyboard focus goes back to the board,
  /// where typing plays: not to whichever header button last had it.
  private func returnFocusToBoard(from dialog: DialogWindow) {
    dialog.onClosed = { [weak self] in self?.mainWindow?.focusBoard() }
  }

  /// Challenge a Friend: a word of the current language becomes a code, copied with its link.
  func showChallengeFriend() {
    guard let viewModel, let mainWindow else { return }
    if let challengeFriendDialog, challengeFriendDialog.dialog.isOpen {
      challengeFriendDialog.present()
      return
    }
    let dialog = ChallengeFriendDialog(
      parent: mainWindow.window, appearance: appearance, viewModel: viewModel)
    challengeFriendDialog = dialog
    returnFocusToBoard(from: dialog.dialog)
    dialog.present()
  }

  /// Play a Challenge: a pasted code or link; a bad one is explained in the dialog and nothing
  /// changes, a good one closes it and the board plays the challenge.
  func showPlayChallenge() {
    guard let viewModel, let mainWindow else { return }
    if let playChallengeDialog, playChallengeDialog.dialog.isOpen {
      playChallengeDialog.present()
      return
    }
    let dialog = PlayChallengeDialog(parent: mainWindow.window, appearance: appearance) { [weak viewModel] text in
      viewModel?.playChallenge(text)
    }
    playChallengeDialog = dialog
    returnFocusToBoard(from: dialog.dialog)
    dialog.present()
  }

  /// The archive (Ctrl+Shift+A): every daily puzzle from #1 to today. A day chosen there is played
  /// on the board; a finished one shows its board and then its statistics with Share, as today's
  /// finished daily puzzle does at start-up.
  func showArchive() {
    guard let viewModel, let mainWindow else { return }
    if let archiveWindow, archiveWindow.dialog.isOpen {
      archiveWindow.present()
      return
    }
    statisticsDialog?.dialog.close()
    let window = ArchiveWindow(
      parent: mainWindow.window, appearance: appearance, viewModel: viewModel,
      open: { [weak self] day in self?.openArchiveDay(day) })
    archiveWindow = window
    returnFocusToBoard(from: window.dialog)
    window.present()
  }

  private func openArchiveDay(_ day: LocalDay) {
    guard let viewModel, viewModel.openArchiveDay(day) else { return }
    mainWindow?.focusBoard()
    if viewModel.isRoundOver { showStatistics() }
  }

  func showAbout() {
    guard let mainWindow else { return }
    aboutDialog = AboutDialog.present(parent: mainWindow.window, appearance: appearance)
  }

  /// The primary menu. The menu button keeps the model (and `MainWindow`'s wrapper one reference),
  /// so it is released with the window.
  static func makeMenu() -> Menu {
    let menu = Menu()
    let game = Menu()
    game.append(L("_New Game"), action: "app.new-game")
    game.append(L("_Statistics"), action: "app.statistics")
    game.append(L("_Archive"), action: "app.archive")
    game.append(L("_Review Round"), action: "app.review")
    game.append(L("Challenge a _Friend…"), action: "app.challenge-friend")
    game.append(L("Play a Chall_enge…"), action: "app.play-challenge")
    menu.appendSection(game)
    let app = Menu()
    app.append(L("_Preferences"), action: "app.preferences")
    app.append(L("_Keyboard Shortcuts"), action: "win.show-help-overlay")
    app.append(L("_Help"), action: "app.help")
    app.append(L("_About Guesswork"), action: "app.about")
    app.append(L("_Quit"), action: "app.quit")
    menu.appendSection(app)
    return menu
  }

  /// New Game: the view model decides; it asks only before giving up the unlimited round on the
  /// board, with a destructive confirming button.
  private func newGame() {
    guard let viewModel, let mainWindow, let question = viewModel.newGame() else { return }
    let dialog = MessageDialog(
      parent: mainWindow.window, kind: .question, text: question.title, secondaryText: question.detail)
    dialog.isModal = true
    dialog.addButton(question.cancelLabel, .cancel)
    dialog.addButton(question.confirmLabel, .accept).addClass("destructive-action")
    dialog.setDefaultResponse(.cancel)
    dialog.onResponse { [weak viewModel] dialog, response in
      dialog.destroy()
      if response == .accept { viewModel?.confirmNewRound() }
    }
    dialog.present()
  }

  /// Copies the share text of a finished round (Ctrl+C); does nothing while the round goes on.
  func copyResults() {
    guard let viewModel, let mainWindow, let text = viewModel.shareText(darkTheme: appearance.isDark)
    else { return }
    mainWindow.window.clipboard.setText(text)
    showToast(Toast(L("Copied results to clipboard")))
  }

  /// Shows a message over the open dialog (they are modal, so at most one is in front), else over
  /// the board. Not over Play a Challenge: it says its problems under its entry, and closes as the
  /// challenge it played is announced on the board.
  func showToast(_ toast: Toast) {
    let dialogs = [
      statisticsDialog?.dialog, preferencesDialog?.dialog, helpDialog?.dialog, reviewDialog?.dialog,
      challengeFriendDialog?.dialog,
      archiveWindow?.dialog,
    ]
    if let dialog = dialogs.compactMap({ $0 }).first(where: \.isOpen) {
      dialog.toast.show(toast)
    } else {
      mainWindow?.toast.show(toast)
    }
  }

  private func quit() {
    mainWindow?.window.close()
    application.quit()
  }
}
