import GtkBridge
import GuessworkViewModel

/// Where a window shows the game's messages: the strip above the board (`MessageStrip`) or a
/// dialog's title (`DialogTitle`). Either way a message covers no control, moves none, and is
/// shown whole (wrapped onto a second line where one is not enough).
@MainActor
protocol MessageSurface: AnyObject {
  /// Shows `text` in place of what is shown.
  func display(_ text: String)
  /// Takes the message away.
  func clear()
  /// Runs when the player closes a message (libadwaita's ×).
  var onClosedByPlayer: (() -> Void)? { get set }
  /// The widget that keeps the messages' timers (they stop with it).
  var timers: Timers { get }
  /// Whether a message handed over is still on its way in (tests wait for it).
  var isArriving: Bool { get }
  /// What a message takes to fade out, before the next comes or the place closes.
  var fadeMilliseconds: UInt32 { get }
}

/// The game's queue of messages over one window, and what screen readers are told of them.
///
/// A short message (a refused key) shows at once and an interrupted long one (a file problem) or
/// the answer after a loss comes back after it; a long one waits for the one on screen.
@MainActor
final class ToastView {
  let surface: MessageSurface
  private var hiding: ScheduledWork?
  private(set) var current: Toast?
  /// The window the message is over: its focused widget tells screen readers each message.
  weak var window: Window?
  /// Messages that wait for the one on screen, so none is lost: a long one (a file problem) or the
  /// answer after a loss waits behind another, and comes back after a short one that interrupted it.
  private var waiting: [Toast] = []

  static let shortDuration: UInt32 = 1500
  static let longDuration: UInt32 = 6000

  init(surface: MessageSurface) {
    self.surface = surface
    surface.onClosedByPlayer = { [weak self] in
      guard let self, self.current != nil else { return }
      self.hide()
    }
  }

  /// The widget that keeps the messages' timers (they stop with it).
  var timers: Timers { surface.timers }

  func show(_ toast: Toast) {
    if let current, current.duration != .short {
      guard toast.duration == .short else {
        waiting.append(toast)
        return
      }
      waiting.insert(current, at: 0)
    }
    hiding?.cancel()
    current = toast
    surface.display(toast.text)
    window?.announce(toast.spoken)
    switch toast.duration {
    case .short: hiding = timers.after(milliseconds: ToastView.shortDuration) { [weak self] in self?.hide() }
    case .long: hiding = timers.after(milliseconds: ToastView.longDuration) { [weak self] in self?.hide() }
    case .untilNextAction: hiding = nil
    }
  }

  /// Hides a toast that waits for the next action (the answer after a loss).
  func dismissSticky() {
    waiting.removeAll { $0.duration == .untilNextAction }
    if current?.duration == .untilNextAction { hide() }
  }

  func hide() {
    hiding?.cancel()
    hiding = nil
    current = nil
    window?.endAnnouncement()
    surface.clear()
    // Leave time for the fade before the next message.
    hiding = timers.after(milliseconds: surface.fadeMilliseconds) { [weak self] in
      guard let self, self.current == nil, !self.waiting.isEmpty else { return }
      self.show(self.waiting.removeFirst())
    }
  }

  var text: String? { current?.text }

  /// Nothing shown, nothing waiting, and the last message has arrived (for tests).
  var isQuiet: Bool { current == nil && waiting.isEmpty && !surface.isArriving }
}
