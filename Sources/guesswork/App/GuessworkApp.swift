import Dispatch
import FoundationEssentials
import Glibc
import GtkBridge
import GuessworkCommandLine
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
  /// The dialogs (`GuessworkApp+Dialogs.swift`), at most one of each kind.
  let dialogs = OpenDialogs()
  /// Alive while it is open (GTK owns it; `Appearance` keeps its wrapper until it is destroyed).
  weak var aboutDialog: AboutWindow?
  /// Works out reviews; keeps each language's opening once found (nothing is computed before a
  /// round has ended). One per process, so the UI tests' many applications share the openings.
  /// Opens a web address in the desktop's browser (`URILauncher`); tests put a recorder here.
  var launchURI: @MainActor (String, Window, @escaping @MainActor (String?) -> Void) -> Void =
    URILauncher.open
  let reviewService = GuessworkApp.reviewService
  private static let reviewService = ReviewService()
  /// `app.review`, enabled while there is a finished round of the current language to review.
  var reviewAction: Action?
  /// The process exit status (non-zero when start-up failed).
  private(set) var exitStatus: Int32 = 0
  /// Where the round's time comes from: the real clock (or `GUESSWORK_TODAY`'s) and GLib's main
  /// loop, unless the UI tests give a clock and scheduler they move themselves
  /// (`ManualScheduler`), so that midnight comes when a test says, not when the wall clock does.
  private let clock: (@Sendable () -> Date)?
  private let scheduler: (any Scheduler)?
  /// The shape of each puzzle's rounds, when a test plays other rows (`SessionEnvironment.shapes`).
  private let shapes: (@Sendable (Puzzle, RoundKind, Int) -> RoundShape)?

  /// The UI tests start many applications in one process: each under an ID of its own, without
  /// claiming uniqueness on the session bus.
  init(
    options: LaunchOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
    applicationID: String = GuessworkApp.applicationID, unique: Bool = true,
    clock: (@Sendable () -> Date)? = nil, scheduler: (any Scheduler)? = nil,
    shapes: (@Sendable (Puzzle, RoundKind, Int) -> RoundShape)? = nil
  ) {
    self.options = options
    self.environment = environment
    self.clock = clock
    self.scheduler = scheduler
    self.shapes = shapes
    // A second `guesswork` raises the running window, and a challenge (`--challenge`, a link) goes
    // to the running window as a link it opens; a chosen word or day runs on its own, since the
    // running instance could not take it over.
    let handedOver = switch options.request {
    case .remembered, .challenge: true
    case .word, .date: false
    }
    application = Application(id: applicationID, unique: unique && handedOver)
    // The icons compiled into the game join the icon theme from here, whatever the ID.
    application.setResourceBasePath(GameResources.basePath)
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
    // First: the icon theme is read on another thread while the window is built.
    IconTheme.readInBackground()
    let dataFolder: URL
    switch DataFolder.locate(environment: environment) {
    case .success(let folder): dataFolder = folder
    case .failure(let error):
      fail(error.text)
      return
    }
    guard loadStyle() else { return }
    let session: GameSession
    do {
      var live = SessionEnvironment.live(dataFolder: dataFolder, environment: environment, now: clock)
      if let shapes { live.shapes = shapes }
      // A link handed to the running game is a challenge of one board, whatever the start asked.
      session = try GameSession(
        environment: live, launch: request ?? options.request, kind: request == nil ? options.kind : nil)
    } catch {
      fail(error.text)
      return
    }
    // The answers' meanings, read the first time a finished round asks (never at start-up).
    let meanings = WordMeanings(wordsDirectory: dataFolder.appendingPathComponent("words", isDirectory: true))
    let viewModel = GameViewModel(
      session: session, scheduler: scheduler ?? MainLoopScheduler(), meanings: meanings)
    self.viewModel = viewModel
    appearance.preference = session.settings.theme
    appearance.highContrast = session.settings.highContrast
    appearance.start()
    addActions()
    let window = MainWindow(application: application, viewModel: viewModel, menu: GuessworkApp.makeMenu())
    mainWindow = window
    appearance.adopt(window.window)
    appearance.onChange = { [weak window] in window?.refresh() }
    // After the window's own listener: the board is drawn first.
    viewModel.listen { [weak self] event in self?.follow(event) }
    updateReviewAction()
    ShortcutsWindow.install(on: window.window, appearance: appearance)
    window.present()
    // The window icon (compiled into the game, `GameResources`) can wait for the first frame:
    // looking it up cost about 10 ms before the window could show.
    window.window.afterNextFrame { [weak window] in window?.showIcon() }
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
    viewModel.onStorageNotice { [weak self] in
      MainLoop.post { self?.viewModel?.reportStorageNotices() }
    }
    // Review's menu item waits for the history, read in the background from the start.
    viewModel.whenHistoryReady { [weak self] in MainLoop.post { self?.updateReviewAction() } }
  }

  /// What the application does on the board's events, after the window has drawn them.
  private func follow(_ event: BoardEvent) {
    switch event {
    case .roundEnded:
      updateReviewAction()
      prepareReview()
      showStatistics()
    case .toast(let toast):
      showToast(toast)
    case .boardReplaced:
      // Open statistics follow the board (the next day's puzzle at midnight, another mode).
      updateReviewAction()
      dialogs.open(StatisticsDialog.self)?.build()
    case .solved, .lost, .statisticsReset:
      // A finished round, or a reset that may take the last finished game away: Review's item.
      updateReviewAction()
    case .letterTyped, .letterDeleted, .rowRevealed, .tileTurning, .tileTurned, .rowSettled, .rowRejected,
      .stickyToastDismissed, .settingsChanged, .boardsChanged:
      break
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
  /// way to the disk.
  private func shutDown() {
    viewModel?.finishSaving()
  }

  /// The style sheet compiled into the game (`GameResources`), with the animations' rules.
  private func loadStyle() -> Bool {
    let css: String
    do {
      try GameResources.register()
      guard let text = Resources.text(at: GameResources.styleSheet) else { throw GLibError("no style sheet") }
      css = text
    } catch {
      fail(L("Guesswork cannot read its style sheet %s.", "\(GameResources.styleSheet): \(error)"))
      return false
    }
    styleSheet.load(css: css + "\n" + AnimationStyle.rules)
    for error in styleSheet.errors { printError("\(GameResources.styleSheet): \(error)\n") }
    styleSheet.install()
    return true
  }

  /// Says what went wrong on stderr and in a dialog, then quits with a non-zero status.
  private func fail(_ message: String) {
    printError(L("guesswork: %s", message) + "\n")
    exitStatus = 1
    let dialog = MessageDialog(parent: nil, heading: L("Guesswork cannot start"), body: message, closeButton: true)
    dialog.title = L("Guesswork cannot start")
    dialog.setApplication(application)
    dialog.onResponse { dialog, _ in dialog.destroy() }
    dialog.present()
  }
}
