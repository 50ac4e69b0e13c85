import CAdwaita
import CGtk
import Foundation
import GtkBridge
import GuessworkEngine
import GuessworkTestSupport
import GuessworkViewModel
import Localization
import XCTest

@testable import GuessworkCommandLine
@testable import guesswork

/// The real game in this process: a `GuessworkApp` registered and activated as `g_application_run`
/// would, with its main window on the display, private XDG folders and a fixed date.
///
/// Input goes in the way GTK delivers it (`key-pressed` on the window's key controller, activation
/// of the on-screen key buttons); assertions read what the widgets show.
@MainActor
final class GameHarness {
  /// The player's folders (`XDG_DATA_HOME`, `XDG_CONFIG_HOME`, `HOME`), kept across restarts.
  let home: URL
  let app: GuessworkApp
  /// The round's clock and timers when the test moves time itself (`manualTime`, `advance(by:)`):
  /// the reveal, the pause before the statistics, their countdown and midnight come only then.
  let time: ManualScheduler?

  /// The date the tests pretend it is, so the daily puzzle never depends on the real one.
  nonisolated static let today = "2026-03-15"

  /// The source tree's `data/` folder (word lists and style).
  nonisolated static let dataFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("data")

  /// Starts the game with these command-line arguments. `home` reuses the folders of an earlier
  /// run (a restart); `dataFolder` replaces the shipped data. Animations are on, as players have
  /// them; long scripted games turn them off.
  init(
    _ arguments: [String] = [], home: URL? = nil, dataFolder: URL = GameHarness.dataFolder,
    animations: Bool = true, waitForWindow: Bool = true, today: String = GameHarness.today,
    firstStart: Bool = false, manualTime: Bool = false,
    shapes: (@Sendable (Puzzle, RoundKind, Int) -> RoundShape)? = nil
  ) throws {
    try GameHarness.requireDisplay()
    if manualTime {
      guard let start = SessionEnvironment.pretendedStart(today, in: LocalTimeZone.system) else {
        throw HarnessError("not a date or time: \(today)")
      }
      time = ManualScheduler(clock: ManualClock(start))
    } else {
      time = nil
    }
    GameHarness.setAnimations(animations)
    self.home = try home ?? GameHarness.makeHome(firstStart: firstStart)
    let environment = [
      "HOME": self.home.path,
      "XDG_DATA_HOME": self.home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": self.home.appendingPathComponent("config").path,
      "GUESSWORK_DATA_DIR": dataFolder.path,
      "GUESSWORK_TODAY": today,
    ]
    guard case .success(let options) = LaunchOptions.parse(arguments) else {
      throw HarnessError("bad launch arguments \(arguments)")
    }
    GameHarness.launches += 1
    let clock: (@Sendable () -> Date)? = time.map { time in
      let manual = time.clock
      return { manual.now }
    }
    app = GuessworkApp(
      options: options, environment: environment,
      applicationID: "\(GuessworkApp.applicationID).UITest\(GameHarness.launches)", unique: false,
      clock: clock, scheduler: time, shapes: shapes)
    do {
      try app.application.register()
    } catch {
      throw HarnessError("the application did not register: \(error)")
    }
    app.application.activate()
    // The clipboard belongs to the display, which all tests share: start each with it empty.
    Clipboard.display?.clear()
    if waitForWindow {
      guard let window = app.mainWindow else { throw HarnessError("no main window after activation") }
      try wait("the main window is mapped and sized") {
        window.window.isMapped && window.board.box.width > 100
      }
      // And drawn once: under CI's weston a window was once mapped and sized but never drew
      // (its first configure never came), which a later pixel check read as black.
      try waitForFrame()
      // The history's whole read is in (what needs it, Statistics, Preferences, the Archive,
      // opens only then, so a test's action opens it at once).
      try wait("the history is read", timeout: 10) { app.viewModel?.isHistoryReady == true }
    }
  }

  /// Closes every window of the game and shuts the application down as `g_application_run` does
  /// on its way out (GtkApplication keeps a reference to itself from start-up until `shutdown`).
  /// Moves the game's clock forward (`manualTime`), running the timed work that falls due on the
  /// way, then lets GTK draw what changed.
  func advance(by delay: Duration) {
    guard let time else { return XCTFail("advance(by:) needs a game launched with manualTime") }
    time.advance(by: delay)
    GameHarness.pump()
  }

  func close() {
    guard !isClosed else { return }
    isClosed = true
    app.mainWindow?.window.destroyTransientWindows()
    app.application.destroyWindowsAndShutDown { GameHarness.pump() }
    GameHarness.pump()
  }

  private var isClosed = false
  /// How many games this process started (each gets its own application ID).
  private static var launches = 0

  // MARK: The window

  var window: MainWindow { app.mainWindow! }
  var viewModel: GameViewModel { app.viewModel! }

  /// The letters of a row as shown, spaces for empty tiles ("CR   ").
  func letters(row: Int) -> String {
    window.board.tiles[row].map { $0.text.isEmpty ? " " : $0.text }.joined()
  }

  /// The CSS state class of each tile of a row (`nil` for an empty tile).
  func states(row: Int) -> [String?] { window.board.tiles[row].map(\.stateClass) }

  /// The colour class of a letter's on-screen key, if any.
  func keyState(_ character: Character) -> String? {
    let button = keyButton(.letter(Letter(character)!))
    return ["correct", "present", "absent"].first { button.hasClass($0) }
  }

  func keyButton(_ key: Key) -> Button { window.keyboard.buttons[key]! }

  /// The toast shown now, if any.
  var toast: String? { window.toast.text }

  var isDark: Bool { window.window.hasClass("dark") }

  // MARK: Input

  /// Presses a physical key, as GTK would deliver it; returns whether the game took it.
  @discardableResult
  func press(
    _ key: KeyPress, pumping: Bool = true
  ) -> Bool {
    let handled = window.keyController.emit(key)
    if pumping { GameHarness.pump() }
    return handled
  }

  /// Types text on the physical keyboard, one key press per character; `pumping: false` runs the
  /// main loop only once, after the last key (for long scripted games with animations off).
  func type(_ text: String, pumping: Bool = true) {
    for scalar in text.unicodeScalars { press(KeyPress(character: scalar), pumping: pumping) }
    if !pumping { GameHarness.pump() }
  }

  /// Types a word and presses Enter; waits until the row has settled (keys coloured, the round's
  /// end announced), as a player watches it turn over.
  func guess(_ word: String, pumping: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
    type(word, pumping: pumping)
    press(.enter)
    waitForReveal(file: file, line: line)
  }

  /// Runs the main loop until no row is turning over (at once without animations). A reveal
  /// still going after 5 s fails the test where it waited.
  func waitForReveal(file: StaticString = #filePath, line: UInt = #line) {
    GameHarness.waitOrFail("no row is turning over", file: file, line: line) { !viewModel.board.isRevealing }
    GameHarness.pump()
  }

  /// Clicks an on-screen key: activates its button and waits for the click to go through.
  func click(_ key: Key, file: StaticString = #filePath, line: UInt = #line) {
    GameHarness.click(keyButton(key), file: file, line: line)
  }

  /// Activates a button and waits until it has been clicked: GtkButton's activation shows the
  /// press for a moment (250 ms, longer when the machine is busy) before it emits `clicked`. A
  /// click not through after 5 s fails the test where it clicked.
  static func click(_ button: Widget, file: StaticString = #filePath, line: UInt = #line) {
    button.activate()
    waitOrFail("a button's click goes through", file: file, line: line) { !button.isBeingActivated }
    pump()
  }

  /// `wait`, for helpers that do not throw: a timeout fails the test at the caller's line.
  static func waitOrFail(
    _ what: String, timeout: TimeInterval = 5, file: StaticString, line: UInt, until condition: () -> Bool
  ) {
    do {
      try wait(what, timeout: timeout, until: condition)
    } catch {
      XCTFail("\(error)", file: file, line: line)
    }
  }

  /// Types a word with the on-screen keys and clicks Enter.
  func clickGuess(_ word: String, file: StaticString = #filePath, line: UInt = #line) {
    for character in word { click(.letter(Letter(character)!), file: file, line: line) }
    click(.enter, file: file, line: line)
    waitForReveal(file: file, line: line)
  }

  /// Runs an application action (`app.help`...), as its menu item or shortcut does.
  func activate(action: String) {
    app.application.activateAction(action)
    GameHarness.pump()
  }

  /// The actions a shortcut (`<Control>c`, `F1`) triggers.
  func actions(forAccelerator accelerator: String) -> [String] {
    app.application.actions(forAccelerator: accelerator)
  }

  /// The message dialog on screen, if one is.
  static func messageDialog() -> MessageDialog? { MessageDialog.visible().first }

  /// The secondary text of the message dialog on screen, if one is.
  static func messageDialogDetail() -> String? { messageDialog()?.secondaryText }

  /// The primary text of the message dialog on screen, if one is.
  static func messageDialogText() -> String? { messageDialog()?.text }

  /// Answers the message dialog on screen as its buttons would.
  static func answerMessageDialog(_ response: MessageDialog.Response) throws {
    guard let dialog = messageDialog() else { throw HarnessError("no message dialog is open") }
    dialog.respond(response)
    pump()
  }

  // MARK: Waiting

  /// Runs the main loop until `condition` holds, failing after `timeout` seconds.
  func wait(_ what: String, timeout: TimeInterval = 5, until condition: () -> Bool) throws {
    try GameHarness.wait(what, timeout: timeout, until: condition)
  }

  /// Runs the main loop until `condition` holds, failing after `timeout` seconds.
  static func wait(_ what: String, timeout: TimeInterval = 5, until condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      guard Date() < deadline else { throw HarnessError("timed out waiting until \(what)") }
      if g_main_context_iteration(nil, 0) == 0 { usleep(2000) }
    }
  }

  /// Runs the main loop until the widget's window has drawn a frame after now, and the work queued
  /// for after that frame has run: what changed before (a theme, a new board, a resize, a dialog
  /// opened after the first frame) is then styled, laid out and on screen.
  /// It waits up to 10 s: under weston, with the sanitizer builds compiling beside it (CI), a
  /// first frame once took over 5 s. The draw is asked for again every 2 s, on the window's frame
  /// clock of the moment: under headless weston a wait on one request alone sometimes saw no
  /// frame at all (since libadwaita, twice in one day), while the next request was drawn.
  /// Each miss is reported on stderr with the window's state (mapped, frame counter) so that a
  /// stall in CI's log says whether GTK stopped asking or the compositor stopped answering; under
  /// Wayland a miss then shows a one-pixel window for a moment, whose first commit makes the
  /// compositor repaint the output and answer the frame callbacks waiting there.
  static func waitForFrame(of widget: Widget, timeout: TimeInterval = 10) throws {
    var drawn = false
    let deadline = Date().addingTimeInterval(timeout)
    let raw = widget.object.assumingMemoryBound(to: GtkWidget.self)
    repeat {
      gtk_widget_queue_draw(raw)
      widget.afterNextFrame { drawn = true }
      try? wait("a frame is drawn", timeout: max(0, min(2, deadline.timeIntervalSinceNow))) { drawn }
      if !drawn {
        reportMissedFrame(of: raw)
        if onWayland { nudgeCompositor(about: raw) }
      }
    } while !drawn && Date() < deadline
    guard drawn else { throw HarnessError("timed out waiting until a frame is drawn") }
    pump()
  }

  /// Runs the main loop until `condition` holds, where it needs the compositor's part (a window
  /// resized to a new default size is only new once a frame is committed at that size): every
  /// 2 s without it, the miss is reported and the compositor nudged as `waitForFrame` does. Under
  /// headless weston beside CI's sanitizer builds, the review's resize to 360 px once waited 15 s
  /// in vain after the main window had drawn no frame at its start.
  static func waitOnCompositor(
    _ what: String, for widget: Widget, timeout: TimeInterval = 15, until condition: () -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(timeout)
    let raw = widget.object.assumingMemoryBound(to: GtkWidget.self)
    while !condition() {
      guard Date() < deadline else { throw HarnessError("timed out waiting until \(what)") }
      gtk_widget_queue_draw(raw)
      try? wait(what, timeout: max(0, min(2, deadline.timeIntervalSinceNow)), until: condition)
      if !condition() {
        reportMissedFrame(of: raw)
        if onWayland { nudgeCompositor(about: raw) }
      }
    }
  }

  private static let onWayland = ProcessInfo.processInfo.environment["GDK_BACKEND"] == "wayland"

  private static func reportMissedFrame(of widget: UnsafeMutablePointer<GtkWidget>) {
    let native = gtk_widget_get_native(widget)
    let surface = native.flatMap { gtk_native_get_surface($0) }
    let clock = gtk_widget_get_frame_clock(widget)
    let line =
      "harness: no frame in 2 s: widget mapped \(gtk_widget_get_mapped(widget) != 0), "
      + "surface \(surface.map { gdk_surface_get_mapped($0) != 0 ? "mapped" : "unmapped" } ?? "none") "
      + "\(surface.map { "\(gdk_surface_get_width($0))x\(gdk_surface_get_height($0))" } ?? ""), "
      + "frame counter \(clock.map { String(gdk_frame_clock_get_frame_counter($0)) } ?? "no clock")\n"
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// Shows and destroys a one-pixel window: its commit is new damage on the output. A window that
  /// has never drawn (frame counter 0: GDK still waits for weston's first configure, seen in CI) is
  /// shown again as a new toplevel, which weston configures afresh.
  private static func nudgeCompositor(about widget: UnsafeMutablePointer<GtkWidget>) {
    if let clock = gtk_widget_get_frame_clock(widget), gdk_frame_clock_get_frame_counter(clock) == 0,
      let native = gtk_widget_get_native(widget)
    {
      let window = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
      FileHandle.standardError.write(Data("harness: the window never drew: shown again\n".utf8))
      gtk_widget_set_visible(window, 0)
      pump()
      gtk_window_present(UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWindow.self))
      pump()
    }
    guard let nudge = gtk_window_new() else { return }
    let window = UnsafeMutableRawPointer(nudge).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_default_size(window, 1, 1)
    gtk_window_present(window)
    pump(for: 0.3)
    gtk_window_destroy(window)
    pump()
  }

  /// The same for the main window.
  func waitForFrame() throws { try GameHarness.waitForFrame(of: window.window) }

  /// Dispatches what the main loop has ready, for at most 50 ms (while animations run, the frame
  /// clock always has more).
  static func pump() {
    let deadline = Date().addingTimeInterval(0.05)
    while g_main_context_iteration(nil, 0) != 0, Date() < deadline {}
  }

  /// Runs the main loop for a while (animations, timeouts).
  static func pump(for seconds: TimeInterval) {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if g_main_context_iteration(nil, 0) == 0 { usleep(2000) }
    }
  }

  // MARK: Set-up

  /// Opens the display once per process; without one, the UI tests are skipped with a message.
  static func requireDisplay() throws {
    guard displayIsOpen else {
      throw XCTSkip("No display: gtk_init_check failed. `make test` runs these tests under Xvfb.")
    }
  }

  /// Any GLib critical ends the test run, as `G_DEBUG=fatal-criticals` would (GLib reads that
  /// variable only as the process starts): one once hid a dialog outliving the main window.
  private static let displayIsOpen: Bool = {
    let fatal = G_LOG_FLAG_RECURSION.rawValue | G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue
    g_log_set_always_fatal(GLogLevelFlags(rawValue: fatal))
    return gtk_init_check() != 0
  }()

  /// Whether GTK animates (GtkSettings `gtk-enable-animations`, the desktop's switch).
  static func setAnimations(_ on: Bool) {
    DesktopSettings.animationsEnabled = on
    // As in a fresh process: an earlier test's dark theme must not look like the desktop's choice.
    StyleManager.shared?.colorScheme = .followDesktop
  }

  /// A player's empty folders. Unless it is to be the very first start, the settings say How to
  /// Play was shown already, so it does not open over the board of every test; `windowSize` is the
  /// size the window was left at.
  static func makeHome(firstStart: Bool = false, windowSize: (width: Int, height: Int)? = nil) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("guesswork-ui-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if !firstStart {
      let config = folder.appendingPathComponent("config/guesswork", isDirectory: true)
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      let size = windowSize.map { ",\"windowWidth\":\($0.width),\"windowHeight\":\($0.height)" } ?? ""
      try Data("{\"format\":\(Storage.settingsFormat),\"helpShown\":true\(size)}\n".utf8)
        .write(to: config.appendingPathComponent("settings.json"))
    }
    return folder
  }
}

struct HarnessError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// One UI test. Its body runs in `onMain`, on the main actor like the game; the games it starts
/// with `launch` are closed and their folders deleted afterwards.
///
/// XCTest on Linux calls test methods on the main thread but cannot call a main-actor method (its
/// test list casts them to plain functions): so tests are plain synchronous methods that enter the
/// main actor explicitly. (Not Swift Testing: on Linux its main actor is served by dispatch's
/// worker threads, not by the process's main thread, where GTK was started.)
class UITestCase: GuessworkTestCase {
  /// Runs a test's body on the main actor.
  func onMain(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
  }

  /// Runs `body` in es_ES.UTF-8, then restores the locale and `LANGUAGE` as they were.
  func inSpanish(_ body: @MainActor () throws -> Void) throws {
    // GTK's initialisation sets the locale from the environment: it must come first.
    try onMain { try GameHarness.requireDisplay() }
    let previous = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
    let language = getenv("LANGUAGE").map { String(cString: $0) }
    unsetenv("LANGUAGE")
    defer {
      Catalogue.use(locale: previous)
      if let language { setenv("LANGUAGE", language, 1) }
    }
    // The catalogues this build compiled (the build plugin, wherever the test binary was built:
    // .build, a sanitizer's folder, meson's scratch folder).
    let folder = BuiltCatalogues.folder
    XCTAssertTrue(
      LocaleFolder.holdsCatalogue(folder, languages: ["es"]),
      "no compiled catalogue in \(folder): is msgfmt (gettext) installed? (make deps)")
    Catalogue.start(folder: folder)
    try Self.requireLocale("es_ES.UTF-8")
    try onMain(body)
  }

  /// Switches this process to `locale` (e.g. "en_US.UTF-8"). A machine without it skips the test,
  /// saying which locale and how to add it; under `make test` (`GUESSWORK_REQUIRE_LOCALES`, with
  /// the locales it generates) a missing locale fails instead, so nothing is skipped there.
  static func requireLocale(_ locale: String) throws {
    if Catalogue.use(locale: locale) { return }
    let message = "the \(locale) locale is missing: `make locales` adds it (tools/generate-locales.sh)"
    if ProcessInfo.processInfo.environment["GUESSWORK_REQUIRE_LOCALES"] == nil {
      throw XCTSkip(message)
    }
    XCTFail(message)
    throw XCTSkip("failed: \(message)")
  }

  override func tearDown() {
    MainActor.assumeIsolated { Launches.closeAll() }
    super.tearDown()
  }
}

/// The games the current test started.
@MainActor
enum Launches {
  static var games: [GameHarness] = []
  static var homes: Set<URL> = []

  static func closeAll() {
    for game in games { game.close() }
    games = []
    for home in homes { try? FileManager.default.removeItem(at: home) }
    homes = []
    GameHarness.setAnimations(false)
  }
}

/// Starts the game (see `GameHarness.init`) and keeps it for tear-down.
@MainActor
func launch(
  _ arguments: [String] = [], home: URL? = nil, dataFolder: URL = GameHarness.dataFolder,
  animations: Bool = true, waitForWindow: Bool = true, today: String = GameHarness.today,
  firstStart: Bool = false, manualTime: Bool = false,
  shapes: (@Sendable (Puzzle, RoundKind, Int) -> RoundShape)? = nil
) throws -> GameHarness {
  let game = try GameHarness(
    arguments, home: home, dataFolder: dataFolder, animations: animations, waitForWindow: waitForWindow,
    today: today, firstStart: firstStart, manualTime: manualTime, shapes: shapes)
  Launches.games.append(game)
  Launches.homes.insert(game.home)
  return game
}

/// Closes a game as the player would quit it, before starting it again.
@MainActor
func quit(_ game: GameHarness) {
  game.close()
  Launches.games.removeAll { $0 === game }
}
