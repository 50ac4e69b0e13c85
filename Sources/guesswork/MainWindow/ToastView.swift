import GtkBridge
import GuessworkViewModel

/// A message above the board that fades in and out, like the original game's toasts.
@MainActor
final class ToastView {
  /// An alert to screen readers: each message is spoken when the label is shown (see `show`).
  let label = Label(alert: "", classes: ["toast"])
  private var hiding: ScheduledWork?
  private(set) var current: Toast?
  /// The window the toast is over: its focused widget tells screen readers each message.
  weak var window: Window?
  /// Messages that wait for the one on screen, so none is lost: a long one (a file problem) or the
  /// answer after a loss waits behind another, and comes back after a short one that interrupted it.
  private var waiting: [Toast] = []

  static let shortDuration: UInt32 = 1500
  static let longDuration: UInt32 = 6000

  init() {
    label.horizontalAlignment = .center
    label.verticalAlignment = .start
    // In the strip above the board (`BoardMetrics.messageStrip`): one line for the game's own
    // messages at 360 pixels, two at most for a file's.
    label.marginTop = 4
    label.marginStart = 8
    label.marginEnd = 8
    label.canTarget = false
    label.wraps = true
    label.centresLines = true
    label.maxWidthChars = 56
    label.isVisible = false
  }

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
    label.text = toast.text
    label.accessibleLabel = toast.spoken
    // Orca speaks an alert when it becomes visible: a message that replaces another one on screen
    // hides the label for a moment (within one frame, so nothing flickers) to be heard too.
    if label.isVisible { label.isVisible = false }
    label.isVisible = true
    window?.announce(toast.spoken)
    label.addClass("shown")
    switch toast.duration {
    case .short: hiding = label.timers.after(milliseconds: ToastView.shortDuration) { [weak self] in self?.hide() }
    case .long: hiding = label.timers.after(milliseconds: ToastView.longDuration) { [weak self] in self?.hide() }
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
    label.removeClass("shown")
    // Leave time for the fade before taking the label out of the way.
    hiding = label.timers.after(milliseconds: 320) { [weak self] in
      guard let self, self.current == nil else { return }
      if self.waiting.isEmpty {
        self.label.isVisible = false
      } else {
        self.show(self.waiting.removeFirst())
      }
    }
  }

  var text: String? { current?.text }
}
