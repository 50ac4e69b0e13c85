import GtkBridge
import Localization
import GuessworkEngine
import GuessworkViewModel

/// The game window: header bar, board, on-screen keyboard and toasts.
///
/// It forwards every key to the view model and draws what the view model says; the only decisions it
/// makes are about pixels and timing. When GTK destroys the window, every timer of the window
/// (animations, the pause before the statistics, the midnight watch) stops with it.
@MainActor
final class MainWindow {
  let window: ApplicationWindow
  let viewModel: GameViewModel
  let board = BoardView()
  private(set) var keyboard: KeyboardView!
  let toast = ToastView()
  private let stack = Box(.vertical)
  private let titleLabel = Label(L("Guesswork"), classes: ["title-label"])
  private let subtitleLabel = Label("", classes: ["subtitle-label"])
  let menuButton: MenuButton
  private let sizing = StyleSheet()
  private var metrics: BoardMetrics?
  let keyController = KeyController(capture: true)
  private var keyboardLanguage: Language
  /// The pause before the statistics, and the midnight watch.
  private let timers = Timers()
  private var roundEndTimer: ScheduledWork?
  private var dayTimer: ScheduledWork?
  /// Called when a finished round's last tile has settled and its pause is over (opens statistics).
  var onRoundEnded: (() -> Void)?
  /// Called when the whole board changed (a new round, the next day's puzzle, another language).
  var onBoardReplaced: (() -> Void)?
  /// Shows a message where the player is looking: set by the application to put it over an open
  /// dialog; by default over the board.
  var presentToast: ((Toast) -> Void)?

  /// The pause between the last tile settling and the statistics dialog opening.
  static let roundEndPause: UInt32 = 2000

  init(application: Application, viewModel: GameViewModel, menu: Menu) {
    self.viewModel = viewModel
    keyboardLanguage = viewModel.language
    window = ApplicationWindow(application: application)
    menuButton = MenuButton(iconName: "open-menu-symbolic", menu: menu, primary: true)
    window.title = L("Guesswork")
    if BuildProfile.isDevelopment { window.addClass("devel") }
    let settings = viewModel.settings
    window.setDefaultSize(width: Int32(settings.windowWidth ?? 500), height: Int32(settings.windowHeight ?? 760))
    if settings.windowMaximized { window.maximize() }
    window.setTitlebar(headerBar())

    let content = Overlay()
    let sizeProbe = DrawingArea()
    sizeProbe.expandsHorizontally = true
    sizeProbe.expandsVertically = true
    sizeProbe.setSizeRequest(width: 360, height: 540)
    content.setChild(sizeProbe)
    stack.append(board.box)
    content.addOverlay(stack)
    content.addOverlay(toast.label)
    window.setChild(content)
    sizing.install(priority: StyleSheet.overApplicationPriority)

    buildKeyboard()
    sizeProbe.onResize { [weak self] width, height in self?.resize(width: width, height: height) }
    keyController.onKeyPressed { [weak self] key in self?.handleKey(key) ?? false }
    window.add(keyController)
    window.onCloseRequest { [weak self] in
      self?.rememberSize()
      return false
    }
    window.onDestroy { [weak self] in self?.stop() }

    viewModel.onEvent = { [weak self] event in self?.handle(event) }
    refresh()
    window.onActiveChanged { [weak self] in
      guard let self, self.window.isActive else { return }
      self.refreshDay()
    }
    watchForNewDay()
  }

  private func headerBar() -> HeaderBar {
    let header = HeaderBar()
    let titles = Box(.vertical)
    titles.verticalAlignment = .center
    titles.append([titleLabel, subtitleLabel])
    header.setTitleWidget(titles)

    let newGame = Button(iconName: "view-refresh-symbolic")
    newGame.tooltip = L("New Game (Ctrl+N)")
    newGame.actionName = "app.new-game"
    newGame.accessibleLabel = L("New Game")
    header.packStart(newGame)

    menuButton.tooltip = L("Main Menu")
    menuButton.accessibleLabel = L("Main Menu")
    header.packEnd(menuButton)
    return header
  }

  private func buildKeyboard() {
    if let keyboard { stack.remove(keyboard.box) }
    keyboard = KeyboardView(layout: viewModel.keyboardRows) { [weak self] key in self?.press(key) }
    stack.append(keyboard.box)
    keyboardLanguage = viewModel.language
  }

  /// Shows the window with the focus on the board, so Enter submits a row rather than pressing the
  /// first header button.
  func present() {
    window.present()
    focusBoard()
  }

  func focusBoard() { board.box.grabFocus() }

  /// Gives the window the app icon (X11 window managers show it); done after the first frame.
  func showIcon() { window.setIconName(BuildProfile.applicationID) }

  /// The window is gone: nothing of it may run any more.
  private func stop() {
    timers.cancelAll()
    board.cancelAnimations()
    toast.label.timers.cancelAll()
    viewModel.onEvent = nil
  }

  /// Whether any of the window's timers is still to run (for tests).
  var hasPendingWork: Bool {
    timers.isPending || board.isAnimating || toast.label.timers.isPending
  }

  // MARK: Input

  /// A physical key. Keys held with Ctrl, Alt or Super belong to shortcuts; keys typed into a popover
  /// (the main menu) or on a focused header button are left to them. Which characters are letters
  /// of the round is the view model's to say.
  func handleKey(_ key: KeyPress) -> Bool {
    guard !key.isShortcut, !window.focusIsInPopover else { return false }
    if key.isBackspace {
      press(.backspace)
      return true
    }
    if key.isEnter {
      if window.focusIsInHeaderBar { return false }
      press(.enter)
      return true
    }
    guard let character = key.character, viewModel.type(character) else { return false }
    afterInput()
    return true
  }

  private func press(_ key: Key) {
    viewModel.press(key)
    afterInput()
  }

  /// Typing goes to the board, whatever had the focus; the board is redrawn after it (a deleted
  /// letter has no event of its own).
  private func afterInput() {
    if !board.box.hasFocus { focusBoard() }
    refresh()
  }

  // MARK: Drawing

  /// The header's second line: the mode, and hard mode when on.
  var subtitle: String { subtitleLabel.text }

  /// Redraws everything from the view model.
  func refresh() {
    board.render(viewModel.tiles)
    keyboard.render(state: viewModel.keyState(for:), label: viewModel.accessibleLabel(for:))
    subtitleLabel.text = viewModel.subtitle
  }

  private func handle(_ event: BoardEvent) {
    switch event {
    case .letterTyped(let row, let column):
      board.render(viewModel.tiles)
      board.pop(row: row, column: column)
    case .rowRevealed(let row, _):
      board.reveal(row: row, render: { [weak self] in
        guard let self else { return }
        self.board.render(self.viewModel.tiles)
      }, finished: { [weak self] in
        self?.viewModel.revealFinished(row: row)
      })
    case .rowRejected(let row):
      board.shake(row: row)
    case .won(let row):
      board.bounce(row: row)
    case .lost:
      break
    case .roundEnded:
      roundEndTimer?.cancel()
      roundEndTimer = timers.after(milliseconds: MainWindow.roundEndPause) { [weak self] in
        self?.onRoundEnded?()
      }
    case .toast(let message):
      if let presentToast { presentToast(message) } else { toast.show(message) }
    case .stickyToastDismissed:
      toast.dismissSticky()
    case .boardReplaced:
      roundEndTimer?.cancel()
      board.cancelAnimations()
      toast.dismissSticky()
      toast.hide()
      if keyboardLanguage != viewModel.language { buildKeyboard() }
      refresh()
      onBoardReplaced?()
    case .settingsChanged:
      refresh()
    }
  }

  // MARK: A new day

  /// The daily puzzle changes at local midnight while the game stays open: a timer for the next
  /// midnight (re-armed at least every hour, as the clock or time zone may change), and a check when
  /// the window comes back to the front (timers stand still while the machine sleeps).
  private func watchForNewDay() {
    dayTimer?.cancel()
    let session = viewModel.session
    let seconds = session.nextPuzzleStart.timeIntervalSince(session.environment.now())
    let delay = min(max(seconds + 1, 1), 3600)
    dayTimer = timers.after(milliseconds: UInt32(delay * 1000)) { [weak self] in self?.refreshDay() }
  }

  private func refreshDay() {
    guard !window.isDestroyed else { return }
    // Never swap the board under a row that is still turning over; try again in a moment.
    guard viewModel.revealingRow == nil, !board.isAnimating else {
      dayTimer?.cancel()
      dayTimer = timers.after(milliseconds: 2000) { [weak self] in self?.refreshDay() }
      return
    }
    viewModel.refreshDay()
    watchForNewDay()
  }

  private func resize(width: Int, height: Int) {
    let metrics = BoardMetrics(width: width, height: height)
    guard metrics != self.metrics else { return }
    self.metrics = metrics
    sizing.load(css: metrics.css)
  }

  private func rememberSize() {
    let size = window.defaultSize
    viewModel.session.setWindowSize(width: size.width, height: size.height, maximized: window.isMaximized)
  }
}
