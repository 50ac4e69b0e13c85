import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel

/// The game window: header bar, board, on-screen keyboard and toasts.
///
/// It forwards every key to the view model and draws what the view model says; the only decisions it
/// makes are about pixels and timing.
final class MainWindow {
  let window: UnsafeMutablePointer<GtkWidget>
  let viewModel: GameViewModel
  let board = BoardView()
  private(set) var keyboard: KeyboardView!
  let toast = ToastView()
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let titleLabel = Widgets.label("Guesswork", classes: ["title-label"])
  private let subtitleLabel = Widgets.label("", classes: ["subtitle-label"])
  private let sizing = StyleSheet()
  private var metrics: BoardMetrics?
  private(set) var keyController: OpaquePointer!
  private var keyboardLanguage: Language
  private var roundEndTimer: ScheduledWork?
  private var dayTimer: ScheduledWork?
  /// Called when a finished round's last tile has settled and its pause is over (opens statistics).
  var onRoundEnded: (() -> Void)?
  /// Called when the whole board changed (a new round, the next day's puzzle, another language).
  var onBoardReplaced: (() -> Void)?
  /// Shows a message where the player is looking: set by the application to put it over an open
  /// dialog; by default over the board.
  var presentToast: ((Toast) -> Void)?
  /// Called for keys the game does not take (Escape, shortcuts are separate actions).
  var onClose: (() -> Void)?

  /// The pause between the last tile settling and the statistics dialog opening.
  static let roundEndPause: UInt32 = 2000

  init(application: UnsafeMutablePointer<GtkApplication>, viewModel: GameViewModel, menu: OpaquePointer) {
    self.viewModel = viewModel
    keyboardLanguage = viewModel.language
    window = gtk_application_window_new(application)
    gtk_window_set_title(cast(window), "Guesswork")
    if BuildProfile.isDevelopment { gtk_widget_add_css_class(window, "devel") }
    let settings = viewModel.settings
    gtk_window_set_default_size(cast(window), Int32(settings.windowWidth ?? 500), Int32(settings.windowHeight ?? 760))
    if settings.windowMaximized { gtk_window_maximize(cast(window)) }

    gtk_window_set_titlebar(cast(window), MainWindow.headerBar(title: titleLabel, subtitle: subtitleLabel, menu: menu))

    let content = gtk_overlay_new()!
    let sizeProbe = gtk_drawing_area_new()!
    gtk_widget_set_hexpand(sizeProbe, 1)
    gtk_widget_set_vexpand(sizeProbe, 1)
    gtk_widget_set_size_request(sizeProbe, 360, 540)
    gtk_overlay_set_child(cast(content), sizeProbe)
    stack = Widgets.box(GTK_ORIENTATION_VERTICAL)
    Widgets.append(board.widget, to: stack)
    gtk_overlay_add_overlay(cast(content), stack)
    gtk_overlay_add_overlay(cast(content), toast.widget)
    gtk_window_set_child(cast(window), content)
    sizing.install(priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)

    buildKeyboard()
    Signals.onSize(raw(sizeProbe), "resize") { [weak self] width, height in
      self?.resize(width: Int(width), height: Int(height))
    }
    let controller = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    Signals.onKeyPressed(raw(controller)) { [weak self] keyval, _, state in
      self?.handleKey(keyval, state) ?? false
    }
    gtk_widget_add_controller(window, controller)
    keyController = controller
    Signals.onBool(raw(window), "close-request") { [weak self] in
      self?.rememberSize()
      return false
    }

    viewModel.onEvent = { [weak self] event in self?.handle(event) }
    refresh()
    Signals.onPointer(raw(window), "notify::is-active") { [weak self] _ in
      guard let self, gtk_window_is_active(cast(self.window)) != 0 else { return }
      self.refreshDay()
    }
    watchForNewDay()
  }

  deinit { dayTimer?.cancel() }

  private static func headerBar(
    title: UnsafeMutablePointer<GtkWidget>, subtitle: UnsafeMutablePointer<GtkWidget>, menu: OpaquePointer
  ) -> UnsafeMutablePointer<GtkWidget> {
    let header = gtk_header_bar_new()!
    let titles = Widgets.box(GTK_ORIENTATION_VERTICAL)
    gtk_widget_set_valign(titles, GTK_ALIGN_CENTER)
    Widgets.append(title, to: titles)
    Widgets.append(subtitle, to: titles)
    gtk_header_bar_set_title_widget(cast(header), titles)

    let newGame = gtk_button_new_from_icon_name("view-refresh-symbolic")!
    gtk_widget_set_tooltip_text(newGame, "New Game (Ctrl+N)")
    gtk_actionable_set_action_name(OpaquePointer(newGame), "app.new-game")
    guesswork_set_accessible_label(newGame, "New Game")
    gtk_header_bar_pack_start(cast(header), newGame)

    let menuButton = gtk_menu_button_new()!
    gtk_menu_button_set_icon_name(cast(menuButton), "open-menu-symbolic")
    gtk_menu_button_set_menu_model(cast(menuButton), cast(menu))
    gtk_menu_button_set_primary(cast(menuButton), 1)
    gtk_widget_set_tooltip_text(menuButton, "Main Menu")
    guesswork_set_accessible_label(menuButton, "Main Menu")
    gtk_header_bar_pack_end(cast(header), menuButton)
    return header
  }

  private func buildKeyboard() {
    if let keyboard { gtk_box_remove(cast(stack), keyboard.widget) }
    keyboard = KeyboardView(layout: viewModel.keyboardRows) { [weak self] key in self?.press(key) }
    Widgets.append(keyboard.widget, to: stack)
    keyboardLanguage = viewModel.language
  }

  /// Shows the window with the focus on the board, so Enter submits a row rather than pressing the
  /// first header button.
  func present() {
    gtk_window_present(cast(window))
    focusBoard()
  }

  func focusBoard() { gtk_widget_grab_focus(board.widget) }

  /// Gives the window the app icon (X11 window managers show it); done after the first frame.
  func showIcon() { gtk_window_set_icon_name(cast(window), BuildProfile.applicationID) }

  // MARK: Input

  /// A physical key. Keys held with Ctrl, Alt or Super belong to shortcuts; keys typed into a popover
  /// (the main menu) or on a focused header button are left to them.
  func handleKey(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    let shortcutModifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
      | GDK_META_MASK.rawValue
    guard state.rawValue & shortcutModifiers == 0 else { return false }
    if let focus = gtk_window_get_focus(cast(window)),
      gtk_widget_get_ancestor(focus, gtk_popover_get_type()) != nil
    {
      return false
    }
    switch Int32(keyval) {
    case GDK_KEY_BackSpace:
      press(.backspace)
      return true
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
      if let focus = gtk_window_get_focus(cast(window)), gtk_widget_get_ancestor(focus, gtk_header_bar_get_type()) != nil {
        return false
      }
      press(.enter)
      return true
    default:
      let code = gdk_keyval_to_unicode(keyval)
      guard code != 0, let scalar = Unicode.Scalar(code), let letter = Letter(Character(scalar)),
        viewModel.language.uses(letter)
      else { return false }
      press(.letter(letter))
      return true
    }
  }

  private func press(_ key: Key) {
    toast.dismissSticky()
    if gtk_widget_has_focus(board.widget) == 0 { focusBoard() }
    viewModel.press(key)
    refresh()
  }

  // MARK: Drawing

  /// The header's second line: the mode, and hard mode when on.
  var subtitle: String { String(cString: gtk_label_get_text(cast(subtitleLabel))) }

  /// Redraws everything from the view model.
  func refresh() {
    board.render(viewModel.tiles)
    keyboard.render(state: viewModel.keyState(for:), label: viewModel.accessibleLabel(for:))
    gtk_label_set_text(cast(subtitleLabel), viewModel.subtitle)
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
      roundEndTimer = MainLoop.after(milliseconds: MainWindow.roundEndPause) { [weak self] in
        self?.onRoundEnded?()
      }
    case .toast(let message):
      if let presentToast { presentToast(message) } else { toast.show(message) }
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
    dayTimer = MainLoop.after(milliseconds: UInt32(delay * 1000)) { [weak self] in self?.refreshDay() }
  }

  private func refreshDay() {
    // Never swap the board under a row that is still turning over; try again in a moment.
    guard viewModel.revealingRow == nil, !board.isAnimating else {
      dayTimer?.cancel()
      dayTimer = MainLoop.after(milliseconds: 2000) { [weak self] in self?.refreshDay() }
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
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(cast(window), &width, &height)
    viewModel.session.setWindowSize(
      width: Int(width), height: Int(height), maximized: gtk_window_is_maximized(cast(window)) != 0)
  }
}
