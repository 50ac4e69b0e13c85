import GtkBridge

/// A dialog of the game over the main window: its window, and how it comes to the front.
@MainActor
protocol GameDialog: AnyObject {
  var dialog: DialogWindow { get }
  func present()
  /// Whether messages about what the player did show over it (else over the board).
  var showsToasts: Bool { get }
}

extension GameDialog {
  var showsToasts: Bool { true }
}

extension StatisticsDialog: GameDialog {}
extension PreferencesDialog: GameDialog {}
extension HelpDialog: GameDialog {}
extension ReviewDialog: GameDialog {}
extension ChallengeFriendDialog: GameDialog {}
extension ArchiveWindow: GameDialog {}
extension HistoryWindow: GameDialog {}
/// Play a Challenge says its problems under its entry, and closes as the challenge it played is
/// announced on the board.
extension PlayChallengeDialog: GameDialog {
  var showsToasts: Bool { false }
}

/// The application's dialogs, at most one of each kind: opening one that is open brings it to the
/// front. Each is held weakly (a dialog lives while its window is open, `DialogWindow.keepAlive`).
@MainActor
final class OpenDialogs {
  private var dialogs: [ObjectIdentifier: Weak] = [:]

  /// The dialog of this kind opened last, while its Swift side is alive (open, or just closed).
  func last<D: GameDialog>(_ kind: D.Type) -> D? {
    dialogs[ObjectIdentifier(kind)]?.dialog as? D
  }

  /// The open dialog of this kind, if any.
  func open<D: GameDialog>(_ kind: D.Type) -> D? {
    guard let dialog = last(kind), dialog.dialog.isOpen else { return nil }
    return dialog
  }

  /// Brings the open dialog of this kind to the front, or makes one and presents it;
  /// `closed` runs when the new one's window closes.
  @discardableResult
  func show<D: GameDialog>(_ make: () -> D, closed: (() -> Void)? = nil) -> D {
    if let open = open(D.self) {
      open.present()
      return open
    }
    let dialog = make()
    dialogs[ObjectIdentifier(D.self)] = Weak(dialog)
    if let closed { dialog.dialog.onClosed = closed }
    dialog.present()
    return dialog
  }

  /// The open dialog that shows messages (they are modal, so at most one is in front).
  var frontmostShowingToasts: DialogWindow? {
    dialogs.values.compactMap(\.dialog).first { $0.showsToasts && $0.dialog.isOpen }?.dialog
  }

  private final class Weak {
    weak var dialog: (any GameDialog)?
    init(_ dialog: any GameDialog) { self.dialog = dialog }
  }
}
