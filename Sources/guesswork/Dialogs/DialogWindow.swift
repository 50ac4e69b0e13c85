import GtkBridge

/// A dialog window of the game: modal over the main window, closed with Escape, styled by
/// `Appearance`. The Swift object that fills it stays alive until the window is destroyed, and
/// not after: the window's `destroy` lets it go.
@MainActor
final class DialogWindow {
  let window: Window
  private var owner: AnyObject?
  /// Closes the dialog on Escape (kept for the UI tests, which press keys through it).
  let keyController = KeyController()
  /// Messages about what the player did in this dialog ("Copied results to clipboard", a refused
  /// hard mode), shown over it rather than under it on the main window.
  let toast = ToastView()
  private let overlay = Overlay()
  private let page = Box(.vertical)
  /// Keys other than Escape that the dialog passes on (How to Play hands letters to the board);
  /// returns whether it took the key.
  var forwardKey: ((KeyPress) -> Bool)?

  init(title: String, parent: Window, appearance: Appearance, width: Int32, height: Int32 = -1) {
    DialogWindow.installStyleSheet()
    window = Window()
    // Above the dialog's content, in its flow: it covers no row and no button (at the bottom it
    // hid the statistics' buttons; in the preferences, the Word Language row).
    page.append(toast.overlay)
    page.append(overlay)
    overlay.expandsVertically = true
    window.setChild(page)
    window.setTitlebar(HeaderBar())
    setUp(title: title, parent: parent, appearance: appearance, width: width, height: height)
  }

  /// A libadwaita window with its own layout and toasts (Preferences), kept and closed as the
  /// game's other dialogs.
  init(adopting window: PreferencesWindow, title: String, parent: Window, appearance: Appearance, width: Int32, height: Int32) {
    DialogWindow.installStyleSheet()
    self.window = window
    toast.deliver(to: window)
    setUp(title: title, parent: parent, appearance: appearance, width: width, height: height)
  }

  private func setUp(title: String, parent: Window, appearance: Appearance, width: Int32, height: Int32) {
    window.title = title
    window.setParent(parent)
    window.isModal = true
    window.setDefaultSize(width: width, height: height)
    window.addClass("dialog-window")
    toast.window = window
    appearance.adopt(window)
    keyController.onKeyPressed { [weak self] key in
      guard let self else { return false }
      guard key.isEscape else { return self.forwardKey?(key) ?? false }
      self.close()
      return true
    }
    window.add(keyController)
    window.onDestroy { [weak self] in
      self?.toast.timers.cancelAll()
      self?.owner = nil
      self?.onClosed?()
    }
  }

  /// The dialogs' style sheet (`data/dialogs.css`), loaded for the display with the first dialog
  /// rather than at start (the main window's first frame then parses and matches fewer rules),
  /// and kept for the process (the lifetime tests install it before they count wrappers).
  private static var styleSheet: StyleSheet?

  static func installStyleSheet() {
    guard styleSheet == nil else { return }
    let sheet = StyleSheet()
    if let css = Resources.text(at: GameResources.dialogStyleSheet) {
      sheet.load(css: css)
    } else {
      printError("\(GameResources.dialogStyleSheet): not in the game's resources\n")
    }
    for error in sheet.errors { printError("\(GameResources.dialogStyleSheet): \(error)\n") }
    // Above the main sheet: between sheets of one priority GTK lets the one installed last win,
    // whatever the selectors, and the dialogs' rules refine the main sheet's (How to Play's and
    // the review's smaller `.tile`), as they did when both were one file.
    sheet.install(priority: StyleSheet.overApplicationPriority)
    styleSheet = sheet
  }

  /// Runs once the window is closed (the application gives the keyboard focus back to the board).
  var onClosed: (() -> Void)?

  /// Keeps `owner` (the dialog's Swift side) alive while the window is open.
  func keepAlive(_ owner: AnyObject) { self.owner = owner }

  func setChild(_ child: Widget) { overlay.setChild(child) }

  func present() { window.present() }

  func close() { window.close() }

  /// Whether the window is on screen; false once destroyed.
  var isOpen: Bool { window.isOpen }
}
