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
  /// The title in the header bar, where messages about what the player did in this dialog show
  /// ("Copied results to clipboard", a refused hard mode) rather than under it on the main window.
  let heading: DialogTitle
  let toast: ToastView
  private let overlay = Overlay()
  /// Keys other than Escape that the dialog passes on (How to Play hands letters to the board);
  /// returns whether it took the key.
  var forwardKey: ((KeyPress) -> Bool)?

  init(title: String, parent: Window, appearance: Appearance, width: Int32, height: Int32 = -1) {
    DialogWindow.installStyleSheet()
    window = Window()
    heading = DialogTitle(title)
    toast = ToastView(surface: heading)
    overlay.expandsVertically = true
    window.setChild(overlay)
    let header = HeaderBar()
    header.setTitleWidget(heading.stack)
    window.setTitlebar(header)
    window.title = title
    heading.room = { [weak window] in (window?.width ?? 360) - 2 * DialogWindow.headerButtonSide }
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

  /// What a header's close button takes at its side (the button and the bar's padding).
  static let headerButtonSide = 52

  /// The window's title, in its header bar too (a review names its round).
  var title: String {
    get { heading.title.text }
    set {
      window.title = newValue
      heading.title.text = newValue
    }
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
