import CGtk
import Dispatch
import FoundationEssentials
import Glibc
import GtkBridge
import GuessworkEngine
import GuessworkViewModel

/// The application: starts the session, builds the main window, owns the actions and shortcuts.
final class GuessworkApp {
  static let applicationID = BuildProfile.applicationID
  static let version = BuildProfile.version

  let application: UnsafeMutablePointer<GtkApplication>
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
  /// Works out reviews; keeps each language's opening once found (nothing is computed before a
  /// round has ended). One per process, so the UI tests' many applications share the openings.
  let reviewService = GuessworkApp.reviewService
  private static let reviewService = ReviewService()
  /// `app.review`, enabled while there is a finished round of the current language to review.
  private var reviewAction: OpaquePointer?
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
    // A second `guesswork` raises the running window; a round asked for on the command line runs on
    // its own, since the running instance could not take it over.
    let flags = unique && options.request == .remembered ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
    application = gtk_application_new(applicationID, flags)
    Signals.on(raw(application), "activate") { [weak self] in self?.activate() }
    // The last saves (the window's size, the round) may still be on their way to the disk.
    Signals.on(raw(application), "shutdown") { [weak self] in
      self?.viewModel?.session.environment.storage.flush()
    }
  }

  deinit { g_object_unref(raw(application)) }

  func run() -> Int32 {
    let status = g_application_run(cast(application), 0, nil)
    return exitStatus != 0 ? exitStatus : status
  }

  // MARK: Start-up

  private func activate() {
    if let mainWindow {
      mainWindow.present()
      return
    }
    let dataFolder: URL
    switch DataFolder.locate(environment: environment) {
    case .success(let folder): dataFolder = folder
    case .failure(let error):
      fail(error.description)
      return
    }
    guard loadStyle(from: dataFolder) else { return }
    let session: GameSession
    do {
      session = try GameSession(
        environment: .live(dataFolder: dataFolder, environment: environment), launch: options.request)
    } catch {
      fail(error.description)
      return
    }
    let viewModel = GameViewModel(session: session)
    self.viewModel = viewModel
    appearance.preference = session.settings.theme
    appearance.highContrast = session.settings.highContrast
    appearance.start(connection: g_application_get_dbus_connection(cast(application)))
    addActions()
    let window = MainWindow(application: application, viewModel: viewModel, menu: makeMenu())
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
    MainLoop.afterNextFrame(of: window.window) { [weak self, weak window] in
      self?.addIconFolder(in: dataFolder)
      window?.showIcon()
    }
    for toast in viewModel.startupToasts() { window.toast.show(toast) }
    // How to Play on a first start, or the statistics of a daily puzzle already done; after the
    // first frame, so the board is never late for them.
    if let startup = viewModel.takeStartupDialog() {
      MainLoop.afterNextFrame(of: window.window) { [weak self] in
        switch startup {
        case .help: self?.showHelp()
        case .statistics: self?.showStatistics()
        }
      }
    }
    // Later file problems (a background write that failed) are told on the main thread.
    let target = MainThreadOnly(viewModel)
    session.environment.storage.onNotice {
      MainLoop.post { target.object?.reportStorageNotices() }
    }
  }

  private func loadStyle(from folder: URL) -> Bool {
    let file = folder.appendingPathComponent("style.css")
    guard let css = try? String(contentsOf: file, encoding: .utf8) else {
      fail("Guesswork cannot read its style sheet \(file.path).")
      return false
    }
    styleSheet.load(css: css)
    for error in styleSheet.errors { fputs("\(file.path): \(error)\n", stderr) }
    styleSheet.install()
    return true
  }

  /// Run from the source tree (`make run`) the app icon is not installed in the icon theme: look for
  /// it in the tree's `data/icons` too (an installed game finds it in `<prefix>/share/icons`).
  private func addIconFolder(in dataFolder: URL) {
    let icons = dataFolder.appendingPathComponent("icons")
    guard FileManager.default.fileExists(atPath: icons.appendingPathComponent("hicolor").path),
      let display = gdk_display_get_default()
    else { return }
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), icons.path)
  }

  /// Says what went wrong on stderr and in a dialog, then quits with a non-zero status.
  private func fail(_ message: String) {
    fputs("guesswork: \(message)\n", stderr)
    exitStatus = 1
    let dialog = guesswork_message_dialog_new(nil, GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, message)!
    gtk_window_set_title(cast(dialog), "Guesswork cannot start")
    gtk_window_set_application(cast(dialog), application)
    Signals.onInt(raw(dialog), "response") { _ in gtk_window_destroy(cast(dialog)) }
    gtk_window_present(cast(dialog))
  }

  // MARK: Actions

  private func addActions() {
    let app = raw(application)
    Actions.add("new-game", to: app) { [weak self] in self?.newGame() }
    Actions.add("quit", to: app) { [weak self] in self?.quit() }
    Actions.add("copy-results", to: app) { [weak self] in self?.copyResults() }
    Actions.add("statistics", to: app) { [weak self] in self?.showStatistics() }
    Actions.add("preferences", to: app) { [weak self] in self?.showPreferences() }
    Actions.add("help", to: app) { [weak self] in self?.showHelp() }
    reviewAction = Actions.add("review", to: app) { [weak self] in self?.showReview() }
    Actions.add("about", to: app) { [weak self] in self?.showAbout() }
    Actions.setAccelerators(["<Control>n"], for: "app.new-game", in: application)
    Actions.setAccelerators(["<Control>q"], for: "app.quit", in: application)
    Actions.setAccelerators(["<Control>c"], for: "app.copy-results", in: application)
    Actions.setAccelerators(["<Control>comma"], for: "app.preferences", in: application)
    Actions.setAccelerators(["F1"], for: "app.help", in: application)
    Actions.setAccelerators(["<Control>s"], for: "app.statistics", in: application)
    Actions.setAccelerators(["<Control>question"], for: "win.show-help-overlay", in: application)
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
  /// so that Review, a moment later, opens at once.
  private func prepareReview() {
    guard let round = viewModel?.finishedRound else { return }
    let service = reviewService
    DispatchQueue.global(qos: .utility).async { service.prepareOpening(for: round) }
  }

  /// Review is offered while there is a finished game of the round's language to show (the round
  /// on the board, or the last one in the history).
  private func updateReviewAction() {
    guard let reviewAction else { return }
    Actions.setEnabled(reviewAction, viewModel?.reviewSubject != nil)
  }

  func showPreferences() {
    guard let viewModel, let mainWindow else { return }
    if let preferencesDialog, preferencesDialog.dialog.isOpen {
      preferencesDialog.present()
      return
    }
    let dialog = PreferencesDialog(parent: mainWindow.window, appearance: appearance, viewModel: viewModel)
    preferencesDialog = dialog
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
    dialog.dialog.forwardKey = { [weak dialog, weak mainWindow] keyval, state in
      guard let dialog, let mainWindow, mainWindow.isBoardKey(keyval, state) else { return false }
      dialog.dialog.close()
      mainWindow.present()
      return mainWindow.handleKey(keyval, state)
    }
    helpDialog = dialog
    dialog.present()
  }

  func showAbout() {
    guard let mainWindow else { return }
    AboutDialog.present(parent: mainWindow.window, appearance: appearance)
  }

  private func makeMenu() -> OpaquePointer {
    let menu = g_menu_new()!
    let game = g_menu_new()!
    g_menu_append(game, "_New Game", "app.new-game")
    g_menu_append(game, "_Statistics", "app.statistics")
    g_menu_append(game, "_Review Round", "app.review")
    g_menu_append_section(menu, nil, cast(game))
    let app = g_menu_new()!
    g_menu_append(app, "_Preferences", "app.preferences")
    g_menu_append(app, "_Keyboard Shortcuts", "win.show-help-overlay")
    g_menu_append(app, "_Help", "app.help")
    g_menu_append(app, "_About Guesswork", "app.about")
    g_menu_append(app, "_Quit", "app.quit")
    g_menu_append_section(menu, nil, cast(app))
    g_object_unref(raw(game))
    g_object_unref(raw(app))
    return menu
  }

  /// New Game: the view model decides; it asks only before giving up the unlimited round on the
  /// board, with a destructive confirming button.
  private func newGame() {
    guard let viewModel, let mainWindow, let question = viewModel.newGame() else { return }
    let dialog = guesswork_message_dialog_new(
      cast(mainWindow.window), GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, question.title)!
    guesswork_message_dialog_set_secondary(cast(dialog), question.detail)
    gtk_dialog_add_button(cast(dialog), question.cancelLabel, GTK_RESPONSE_CANCEL.rawValue)
    let confirm = gtk_dialog_add_button(cast(dialog), question.confirmLabel, GTK_RESPONSE_ACCEPT.rawValue)!
    gtk_widget_add_css_class(confirm, "destructive-action")
    gtk_dialog_set_default_response(cast(dialog), GTK_RESPONSE_CANCEL.rawValue)
    Signals.onInt(raw(dialog), "response") { [weak viewModel] response in
      gtk_window_destroy(cast(dialog))
      if response == GTK_RESPONSE_ACCEPT.rawValue { viewModel?.confirmNewRound() }
    }
    gtk_window_present(cast(dialog))
  }

  /// Copies the share text of a finished round (Ctrl+C); does nothing while the round goes on.
  func copyResults() {
    guard let viewModel, let mainWindow, let text = viewModel.shareText(darkTheme: appearance.isDark)
    else { return }
    Clipboard.setText(text, for: mainWindow.window)
    showToast(Toast("Copied results to clipboard"))
  }

  /// Shows a message over the open dialog (they are modal, so at most one is in front), else over
  /// the board.
  func showToast(_ toast: Toast) {
    let dialogs = [statisticsDialog?.dialog, preferencesDialog?.dialog, helpDialog?.dialog, reviewDialog?.dialog]
    if let dialog = dialogs.compactMap({ $0 }).first(where: \.isOpen) {
      dialog.toast.show(toast)
    } else {
      mainWindow?.toast.show(toast)
    }
  }

  private func quit() {
    if let mainWindow {
      gtk_window_close(cast(mainWindow.window))
    }
    g_application_quit(cast(application))
  }
}

/// Carries a main-thread object through a `@Sendable` closure that only posts work back to the main
/// thread, where alone the object is used. (`@unchecked`: nothing touches it anywhere else.)
private final class MainThreadOnly<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
