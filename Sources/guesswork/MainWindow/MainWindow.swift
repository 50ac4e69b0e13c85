import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

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
  private let subtitleLabel = Label("", classes: ["subtitle-label"])
  /// The header's mode buttons (linked toggles): Daily, Unlimited, and a chosen round's own label.
  private(set) var modeButtons: [PlayMode: ToggleButton] = [:]
  private(set) var otherRoundButton: ToggleButton!
  /// The header's Help and Statistics buttons.
  private(set) var helpButton: Button!
  private(set) var statisticsButton: Button!
  private var syncingModes = false
  /// The modes and the subtitle: in the header when it has room, else in a bar just under it.
  private let titles = Box(.vertical, spacing: 2)
  private let headerTitle = Box(.horizontal)
  private let modeBar = Box(.horizontal, classes: ["mode-bar"])
  private let header = HeaderBar()
  let menuButton: MenuButton
  private let sizing = StyleSheet()
  /// The sizes the board's sheet gives tiles and keys now.
  private(set) var metrics: BoardMetrics?
  /// How many times the board's size sheet was loaded (once at start when the guess at the board's
  /// space was right; again at every resize that changes the board's sizes).
  private(set) var sizeSheetLoads = 0
  /// How many of them came before GTK first gave the board its space (nil until it has).
  private(set) var sizeSheetLoadsBeforeLayout: Int?
  /// Fills the space under the header: its size is the board's and keyboard's space.
  private let sizeProbe = DrawingArea()
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
  /// Called after a settings or history change the board has drawn (a row settled, a reset).
  var onSettingsChanged: (() -> Void)?
  /// Shows a message where the player is looking: set by the application to put it over an open
  /// dialog; by default over the board.
  var presentToast: ((Toast) -> Void)?

  /// The least space the board and keyboard take, whatever the window's size.
  static let smallestBoard = (width: 360, height: 496)

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

    let content = Overlay()
    sizeProbe.expandsHorizontally = true
    sizeProbe.expandsVertically = true
    sizeProbe.setSizeRequest(width: Int32(MainWindow.smallestBoard.width), height: Int32(MainWindow.smallestBoard.height))
    content.setChild(sizeProbe)
    stack.append(board.box)
    content.addOverlay(stack)
    content.addOverlay(toast.label)
    toast.window = window
    let page = Box(.vertical)
    modeBar.isVisible = false
    page.append([modeBar, content])
    window.setChild(page)
    sizing.install(priority: StyleSheet.overApplicationPriority)
    buildHeaderBar()
    window.setTitlebar(header)

    buildKeyboard()
    sizeProbe.onResize { [weak self] width, height in
      guard let self else { return }
      if self.sizeSheetLoadsBeforeLayout == nil { self.sizeSheetLoadsBeforeLayout = self.sizeSheetLoads }
      self.resize(width: width, height: height)
    }
    keyController.onKeyPressed { [weak self] key in self?.handleKey(key) ?? false }
    window.add(keyController)
    window.onCloseRequest { [weak self] in
      self?.rememberSize()
      // The dialogs go first, each let go of its parent (see `destroyTransientWindows`).
      self?.window.destroyTransientWindows()
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
    // The size changes while GTK lays the window out: move the modes just after, not in the middle
    // (a timer of the window's: never once the window is gone).
    window.onDefaultWidthChanged { [weak self] in
      self?.timers.idle { [weak self] in self?.placeModes() }
    }
    placeModes()
    if !settings.windowMaximized { sizeBoardForDefaultSize() }
  }

  /// Loads the board's size sheet for the space the window will give it, before anything of the
  /// board is measured: the default size less the frame GTK draws (known once the window is
  /// realized), the header and the modes' bar when it shows. Loaded at the size probe's first
  /// allocation instead, inside the first frame's layout, the new sheet restyled and measured every
  /// tile and key a second time before that frame could be drawn (BENCHMARKS.md, issue 17). That
  /// allocation still corrects a guess that misses.
  private func sizeBoardForDefaultSize() {
    window.realize()
    let frame = window.styleFrame
    let size = window.defaultSize
    let width = size.width - frame.width
    let bar = modeBar.isVisible ? modeBar.preferredHeight(forWidth: width) : 0
    let height = size.height - frame.height - header.preferredHeight(forWidth: width) - bar
    // A window too small for the board's smallest size grows to fit it.
    resize(width: max(width, MainWindow.smallestBoard.width), height: max(height, MainWindow.smallestBoard.height))
  }

  /// The space the board and keyboard have now.
  var boardSpace: (width: Int, height: Int) { (sizeProbe.width, sizeProbe.height) }

  /// Whether the modes are in the header (else in the bar under it).
  var modesInHeader: Bool { titles.isChild(of: headerTitle) }

  /// Puts the modes in the header when the window is wide enough for them beside its buttons, else
  /// in a bar under the header, so a narrow window (360 pixels) keeps every mode readable.
  private func placeModes() {
    guard !window.isDestroyed else { return }
    let width = window.currentWidth
    let inHeader = modesInHeader
    // The header's buttons at their size, plus the modes at their full size (their labels shorten
    // when squeezed, which would make anything look like it fits).
    let headerWidth = header.preferredWidth.minimum
    let modes = titles.preferredWidth
    let needed = (inHeader ? headerWidth - modes.minimum : headerWidth + 12) + modes.natural
    let fits = width <= 0 || width >= needed
    guard fits != inHeader else { return }
    // The wrapper keeps the titles alive between the two boxes.
    (inHeader ? headerTitle : modeBar).remove(titles)
    (fits ? headerTitle : modeBar).append(titles)
    modeBar.isVisible = !fits
  }

  /// New Game and Help at the start; the modes and the round in the middle; Statistics and the
  /// menu at the end.
  private func buildHeaderBar() {
    titles.verticalAlignment = .center
    titles.expandsHorizontally = true
    let modes = Box(.horizontal, classes: ["linked", "mode-switcher"])
    modes.horizontalAlignment = .center
    for mode in PlayMode.allCases {
      let button = modeButton(mode.displayName, group: modeButtons.values.first)
      button.tooltip = mode == .daily ? L("Today's puzzle") : L("A new word whenever you like")
      button.onToggled { [weak self] button in
        guard let self, !self.syncingModes, button.isActive else { return }
        self.viewModel.switchMode(to: mode)
        self.refresh()
      }
      modeButtons[mode] = button
      modes.append(button)
    }
    otherRoundButton = modeButton("", group: modeButtons[.daily])
    modes.append(otherRoundButton)
    titles.append(modes)
    subtitleLabel.ellipsizesAtEnd = true
    titles.append(subtitleLabel)
    headerTitle.append(titles)
    header.setTitleWidget(headerTitle)

    // A question mark in the text's colour: Adwaita 43's `dialog-question-symbolic` is a diamond
    // that players read as a missing glyph, and its help icons are books and lifebuoys.
    let helpGlyph = Button(label: "?")
    helpGlyph.addClass("help-glyph")
    helpGlyph.addClass("image-button")
    helpButton = headerButton(helpGlyph, L("How to Play (F1)"), "app.help")
    header.packStart(headerButton(Button(iconName: "view-refresh-symbolic"), L("New Game (Ctrl+N)"), "app.new-game"))
    header.packStart(helpButton)
    menuButton.tooltip = L("Main Menu")
    menuButton.accessibleLabel = L("Main Menu")
    header.packEnd(menuButton)
    statisticsButton = headerButton(Button(child: MainWindow.statisticsIcon()), L("Statistics (Ctrl+S)"), "app.statistics")
    header.packEnd(statisticsButton)
  }

  private func modeButton(_ label: String, group: ToggleButton?) -> ToggleButton {
    // A narrow window shortens the labels rather than growing wider than the player made it.
    let button = ToggleButton(ellipsizedLabel: label)
    if let group { button.join(group) }
    // Clicking a mode must not leave the focus on it, where Enter would not reach the board.
    button.focusOnClick = false
    return button
  }

  private func headerButton(_ button: Button, _ tooltip: String, _ action: String) -> Button {
    button.tooltip = tooltip
    button.actionName = action
    button.accessibleLabel = String(tooltip.prefix { $0 != "(" }.dropLast())
    button.focusOnClick = false
    return button
  }

  /// A bar chart drawn with three boxes in the text colour (Adwaita has no statistics icon): it
  /// follows the theme like a symbolic icon and needs no image to be loaded at start.
  private static func statisticsIcon() -> Box {
    let icon = Box(.horizontal, spacing: 2, classes: ["statistics-icon"])
    icon.horizontalAlignment = .center
    icon.verticalAlignment = .center
    for height: Int32 in [7, 14, 10] {
      let bar = Box(.vertical, classes: ["statistics-icon-bar"])
      bar.setSizeRequest(width: 4, height: height)
      bar.verticalAlignment = .end
      icon.append(bar)
    }
    icon.setSizeRequest(width: 16, height: 16)
    return icon
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
    // The focus first: a window shown without one has GTK walk all its widgets for the first
    // that takes it, only to be moved to the board right after.
    focusBoard()
    window.present()
  }

  func focusBoard() { board.box.grabFocus() }

  /// Gives the window the app icon (X11 window managers show it; on Wayland the application ID
  /// names the desktop file and its icon); done after the first frame.
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

  /// Whether a key typed elsewhere (in How to Play) is a letter the board takes.
  func isBoardKey(_ key: KeyPress) -> Bool {
    guard !key.isShortcut, let character = key.character else { return false }
    return viewModel.accepts(character)
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
    let choices = viewModel.modeChoices
    syncingModes = true
    otherRoundButton.isVisible = choices.otherRound != nil
    if let other = choices.otherRound {
      otherRoundButton.label = other
      otherRoundButton.tooltip = viewModel.subtitle
    }
    let active = choices.selected.flatMap { modeButtons[$0] } ?? otherRoundButton!
    active.isActive = true
    syncingModes = false
    placeModes()
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
      onSettingsChanged?()
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
    sizeSheetLoads += 1
  }

  private func rememberSize() {
    let size = window.defaultSize
    viewModel.session.setWindowSize(width: size.width, height: size.height, maximized: window.isMaximized)
  }
}
