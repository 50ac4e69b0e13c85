import GtkBridge
import GuessworkViewModel

/// The game's messages as libadwaita's toasts, in a strip of their own so none covers a row being
/// typed or a control: above the board in the main window (a strip that is always there), above
/// the content in a dialog (a strip that opens while a message shows).
///
/// The queue is the game's: a short message (a refused key) shows at once and an interrupted long
/// one (a file problem) or the answer after a loss comes back after it; a long one waits for the
/// one on screen. libadwaita draws each one and lets the player close it.
@MainActor
final class ToastView {
  /// The toasts' place: the strip, with the toasts over it.
  let overlay = ToastOverlay()
  private let strip = Box(.vertical, classes: ["message-strip"])
  /// Whether the strip takes room only while a message shows (dialogs).
  private let collapses: Bool
  private var hiding: ScheduledWork?
  private(set) var current: Toast?
  /// The toast on screen, as libadwaita has it.
  private var shown: AdwaitaToast?
  /// The window the toast is over: its focused widget tells screen readers each message.
  weak var window: Window?
  /// Hands libadwaita one toast at a time, none taken away before it has arrived (libadwaita
  /// 1.2 crashes otherwise: `ToastSequence`). The strip's, or a window's that shows toasts itself.
  private var sequence: ToastSequence
  /// Whether the toasts go to a window of their own (Preferences) instead of the strip.
  private var delivered = false
  /// Messages that wait for the one on screen, so none is lost: a long one (a file problem) or the
  /// answer after a loss waits behind another, and comes back after a short one that interrupted it.
  private var waiting: [Toast] = []

  static let shortDuration: UInt32 = 1500
  static let longDuration: UInt32 = 6000
  /// The strip's height in a dialog while a message shows (libadwaita's toast and its margins).
  static let dialogStripHeight: Int32 = 56

  /// `height`: the strip's fixed height; `nil`: it opens only while a message shows.
  init(height: Int? = nil) {
    collapses = height == nil
    sequence = ToastSequence(host: overlay) { [overlay] in overlay.add($0) }
    strip.setSizeRequest(width: -1, height: Int32(height ?? 0))
    overlay.setChild(strip)
    overlay.addClass("message-overlay")
    // libadwaita's toast rises from the strip's bottom edge: never over the board while it does.
    overlay.clipsChildren = true
  }

  /// Shows the messages with the window's own toasts (Preferences) instead of the strip.
  func deliver(to window: PreferencesWindow) {
    delivered = true
    sequence = ToastSequence(host: window) { [weak window] in window?.addToast($0) }
  }

  /// The widget that keeps the toasts' timers (they stop with it).
  var timers: Timers { strip.timers }

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
    display(toast)
    switch toast.duration {
    case .short: hiding = strip.timers.after(milliseconds: ToastView.shortDuration) { [weak self] in self?.hide() }
    case .long: hiding = strip.timers.after(milliseconds: ToastView.longDuration) { [weak self] in self?.hide() }
    case .untilNextAction: hiding = nil
    }
  }

  /// Hands the message to libadwaita (the game's timers take it away) and to screen readers.
  private func display(_ toast: Toast) {
    if collapses, !delivered { strip.setSizeRequest(width: -1, height: ToastView.dialogStripHeight) }
    // Out of the way before it goes: its `dismissed` must not take the new message with it.
    shown = nil
    let adwaita = AdwaitaToast(toast.text, seconds: 0)
    adwaita.showsAtOnce()
    // Closed by the player (its × button): the game's queue moves on as when its time is up.
    adwaita.onDismissed { [weak self, weak adwaita] in
      guard let self, let adwaita, self.shown === adwaita else { return }
      self.shown = nil
      if self.current != nil { self.hide() }
    }
    shown = adwaita
    sequence.show(adwaita)
    window?.announce(toast.spoken)
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
    let leaving = shown
    shown = nil
    if let leaving { sequence.dismiss(leaving) }
    // Leave time for libadwaita's fade before the next message or closing the strip.
    hiding = strip.timers.after(milliseconds: 320) { [weak self] in
      guard let self, self.current == nil else { return }
      if self.waiting.isEmpty {
        if self.collapses { self.strip.setSizeRequest(width: -1, height: 0) }
      } else {
        self.show(self.waiting.removeFirst())
      }
    }
  }

  var text: String? { current?.text }

  /// Nothing shown, nothing waiting, and libadwaita's last toast has arrived (for tests).
  var isQuiet: Bool { current == nil && waiting.isEmpty && !sequence.isArriving }

  /// The toast as drawn (for tests that measure where it is).
  var toastWidget: Widget? { overlay.shownToast }
}
