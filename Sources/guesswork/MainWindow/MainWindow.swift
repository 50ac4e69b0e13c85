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
  private let subtitleLabel = Widgets.label("", classes: ["subtitle-label"])
  /// The header's mode buttons (linked toggles): Daily, Unlimited, and a chosen round's own label.
  private(set) var modeButtons: [PlayMode: UnsafeMutablePointer<GtkWidget>] = [:]
  private(set) var otherRoundButton: UnsafeMutablePointer<GtkWidget>!
  /// The header's Help and Statistics buttons.
  private(set) var helpButton: UnsafeMutablePointer<GtkWidget>!
  private(set) var statisticsButton: UnsafeMutablePointer<GtkWidget>!
  private var syncingModes = false
  /// The modes and the subtitle: in the header when it has room, else in a bar just under it.
  private let titles = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
  private let headerTitle = Widgets.box(GTK_ORIENTATION_HORIZONTAL)
  private let modeBar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["mode-bar"])
  private var header: UnsafeMutablePointer<GtkWidget>!
  /// Set when GTK destroys the window; its pointer is then never used again.
  private var isDestroyed = false
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
  /// Called after a settings or history change the board has drawn (a row settled, a reset).
  var onSettingsChanged: (() -> Void)?
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

    let content = gtk_overlay_new()!
    let sizeProbe = gtk_drawing_area_new()!
    gtk_widget_set_hexpand(sizeProbe, 1)
    gtk_widget_set_vexpand(sizeProbe, 1)
    gtk_widget_set_size_request(sizeProbe, 360, 496)
    gtk_overlay_set_child(cast(content), sizeProbe)
    stack = Widgets.box(GTK_ORIENTATION_VERTICAL)
    Widgets.append(board.widget, to: stack)
    gtk_overlay_add_overlay(cast(content), stack)
    gtk_overlay_add_overlay(cast(content), toast.widget)
    let page = Widgets.box(GTK_ORIENTATION_VERTICAL)
    gtk_widget_set_visible(modeBar, 0)
    Widgets.append(modeBar, to: page)
    Widgets.append(content, to: page)
    gtk_window_set_child(cast(window), page)
    sizing.install(priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    gtk_window_set_titlebar(cast(window), headerBar(menu: menu))

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
      self?.destroyDialogs()
      return false
    }

    viewModel.onEvent = { [weak self] event in self?.handle(event) }
    refresh()
    Signals.onPointer(raw(window), "notify::is-active") { [weak self] _ in
      guard let self, gtk_window_is_active(cast(self.window)) != 0 else { return }
      self.refreshDay()
    }
    watchForNewDay()
    // The size changes while GTK lays the window out: move the modes just after, not in the middle
    // (unless the window is gone by then).
    Signals.onPointer(raw(window), "notify::default-width") { [weak self] _ in
      MainLoop.post { [weak self] in
        guard let self, !self.isDestroyed else { return }
        self.placeModes()
      }
    }
    Signals.on(raw(window), "destroy") { [weak self] in self?.isDestroyed = true }
    placeModes()
  }

  /// Whether the modes are in the header (else in the bar under it).
  var modesInHeader: Bool { gtk_widget_get_parent(titles) == headerTitle }

  /// Puts the modes in the header when the window is wide enough for them beside its buttons, else
  /// in a bar under the header, so a narrow window (360 pixels) keeps every mode readable.
  private func placeModes() {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(cast(window), &width, &height)
    if gtk_window_is_maximized(cast(window)) != 0 { width = max(width, gtk_widget_get_width(window)) }
    let inHeader = gtk_widget_get_parent(titles) == headerTitle
    // The header's buttons at their size, plus the modes at their full size (their labels shorten
    // when squeezed, which would make anything look like it fits).
    var header: Int32 = 0
    var modesMinimum: Int32 = 0
    var modesNatural: Int32 = 0
    gtk_widget_measure(self.header, GTK_ORIENTATION_HORIZONTAL, -1, &header, nil, nil, nil)
    gtk_widget_measure(titles, GTK_ORIENTATION_HORIZONTAL, -1, &modesMinimum, &modesNatural, nil, nil)
    let needed = (inHeader ? header - modesMinimum : header + 12) + modesNatural
    let fits = width <= 0 || width >= needed
    guard fits != inHeader else { return }
    g_object_ref(raw(titles))
    gtk_box_remove(cast(inHeader ? headerTitle : modeBar), titles)
    Widgets.append(titles, to: fits ? headerTitle : modeBar)
    g_object_unref(raw(titles))
    gtk_widget_set_visible(modeBar, fits ? 0 : 1)
  }

  deinit { dayTimer?.cancel() }

  /// New Game and Help at the start; the modes and the round in the middle; Statistics and the
  /// menu at the end.
  private func headerBar(menu: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
    let header = gtk_header_bar_new()!
    self.header = header
    gtk_widget_set_valign(titles, GTK_ALIGN_CENTER)
    gtk_widget_set_hexpand(titles, 1)
    let modes = Widgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["linked", "mode-switcher"])
    gtk_widget_set_halign(modes, GTK_ALIGN_CENTER)
    for mode in PlayMode.allCases {
      let button = modeButton(mode.name, group: modeButtons.values.first)
      gtk_widget_set_tooltip_text(button, mode == .daily ? "Today's puzzle" : "A new word whenever you like")
      Signals.on(raw(button), "toggled") { [weak self] in
        guard let self, !self.syncingModes, gtk_toggle_button_get_active(cast(button)) != 0 else { return }
        self.viewModel.switchMode(to: mode)
        self.refresh()
      }
      modeButtons[mode] = button
      Widgets.append(button, to: modes)
    }
    otherRoundButton = modeButton("", group: modeButtons[.daily])
    Widgets.append(otherRoundButton, to: modes)
    Widgets.append(modes, to: titles)
    gtk_label_set_ellipsize(cast(subtitleLabel), PANGO_ELLIPSIZE_END)
    Widgets.append(subtitleLabel, to: titles)
    Widgets.append(titles, to: headerTitle)
    gtk_header_bar_set_title_widget(cast(header), headerTitle)

    helpButton = headerButton("dialog-question-symbolic", "How to Play (F1)", "app.help")
    let start = [headerButton("view-refresh-symbolic", "New Game (Ctrl+N)", "app.new-game"), helpButton!]
    for button in start { gtk_header_bar_pack_start(cast(header), button) }
    let menuButton = gtk_menu_button_new()!
    gtk_menu_button_set_icon_name(cast(menuButton), "open-menu-symbolic")
    gtk_menu_button_set_menu_model(cast(menuButton), cast(menu))
    gtk_menu_button_set_primary(cast(menuButton), 1)
    gtk_widget_set_tooltip_text(menuButton, "Main Menu")
    guesswork_set_accessible_label(menuButton, "Main Menu")
    gtk_header_bar_pack_end(cast(header), menuButton)
    let statistics = headerButton(nil, "Statistics (Ctrl+S)", "app.statistics")
    gtk_button_set_child(cast(statistics), MainWindow.statisticsIcon())
    gtk_header_bar_pack_end(cast(header), statistics)
    statisticsButton = statistics
    return header
  }

  private func modeButton(_ label: String, group: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget> {
    let button = gtk_toggle_button_new_with_label(label)!
    // A narrow window shortens the labels rather than growing wider than the player made it.
    if let text = gtk_button_get_child(cast(button)) {
      gtk_label_set_ellipsize(cast(text), PANGO_ELLIPSIZE_END)
    }
    if let group { gtk_toggle_button_set_group(cast(button), cast(group)) }
    // Clicking a mode must not leave the focus on it, where Enter would not reach the board.
    gtk_widget_set_focus_on_click(button, 0)
    return button
  }

  private func headerButton(_ icon: String?, _ tooltip: String, _ action: String) -> UnsafeMutablePointer<GtkWidget> {
    let button = icon.map { gtk_button_new_from_icon_name($0)! } ?? gtk_button_new()!
    gtk_widget_set_tooltip_text(button, tooltip)
    gtk_actionable_set_action_name(OpaquePointer(button), action)
    guesswork_set_accessible_label(button, String(tooltip.prefix { $0 != "(" }.dropLast()))
    gtk_widget_set_focus_on_click(button, 0)
    return button
  }

  /// A bar chart drawn with three boxes in the text colour (Adwaita has no statistics icon): it
  /// follows the theme like a symbolic icon and needs no image to be loaded at start.
  private static func statisticsIcon() -> UnsafeMutablePointer<GtkWidget> {
    let icon = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 2, classes: ["statistics-icon"])
    gtk_widget_set_halign(icon, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(icon, GTK_ALIGN_CENTER)
    for height: Int32 in [7, 14, 10] {
      let bar = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["statistics-icon-bar"])
      gtk_widget_set_size_request(bar, 4, height)
      gtk_widget_set_valign(bar, GTK_ALIGN_END)
      Widgets.append(bar, to: icon)
    }
    gtk_widget_set_size_request(icon, 16, 16)
    return icon
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
      guard let letter = letter(for: keyval) else { return false }
      press(.letter(letter))
      return true
    }
  }

  /// Whether a key typed elsewhere (in How to Play) is a letter the board takes.
  func isBoardKey(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    let shortcutModifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
      | GDK_META_MASK.rawValue
    return state.rawValue & shortcutModifiers == 0 && letter(for: keyval) != nil
  }

  private func letter(for keyval: UInt32) -> Letter? {
    let code = gdk_keyval_to_unicode(keyval)
    guard code != 0, let scalar = Unicode.Scalar(code), let letter = Letter(Character(scalar)),
      viewModel.language.uses(letter)
    else { return nil }
    return letter
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
    let choices = viewModel.modeChoices
    syncingModes = true
    gtk_widget_set_visible(otherRoundButton, choices.otherRound == nil ? 0 : 1)
    if let other = choices.otherRound {
      gtk_button_set_label(cast(otherRoundButton), other)
      gtk_widget_set_tooltip_text(otherRoundButton, viewModel.subtitle)
    }
    let active = choices.selected.flatMap { modeButtons[$0] } ?? otherRoundButton!
    gtk_toggle_button_set_active(cast(active), 1)
    syncingModes = false
    if header != nil { placeModes() }
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

  /// Destroys the windows that belong to this one (the dialogs, and the questions they ask), the
  /// innermost first, each first let go of its parent. A window is freed only when its last
  /// reference goes, and GTK holds one on the window of the event being handled: Ctrl+Q pressed in
  /// the statistics (say after cancelling Reset Statistics) freed the main window first, and the
  /// statistics then let go of a parent that no longer existed, with four GLib criticals
  /// (`g_signal_handlers_disconnect_matched`).
  func destroyDialogs() {
    var owned: [(window: UnsafeMutablePointer<GtkWidget>, depth: Int)] = []
    let list = gtk_window_list_toplevels()
    var node = list
    while let current = node {
      node = current.pointee.next
      let candidate: UnsafeMutablePointer<GtkWidget> = cast(current.pointee.data)
      var depth = 0
      var parent = gtk_window_get_transient_for(cast(candidate))
      while let above = parent, UnsafeMutableRawPointer(above) != UnsafeMutableRawPointer(window) {
        depth += 1
        parent = gtk_window_get_transient_for(above)
      }
      if parent != nil { owned.append((candidate, depth)) }
    }
    g_list_free(list)
    for dialog in owned.sorted(by: { $0.depth > $1.depth }) {
      gtk_window_set_transient_for(cast(dialog.window), nil)
      gtk_window_destroy(cast(dialog.window))
    }
  }

  private func rememberSize() {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(cast(window), &width, &height)
    viewModel.session.setWindowSize(
      width: Int(width), height: Int(height), maximized: gtk_window_is_maximized(cast(window)) != 0)
  }
}
