import GtkBridge
import GuessworkViewModel
import Localization

/// The main window's messages: libadwaita's toasts in a strip of fixed height above the board,
/// so none covers a row being typed and the board never moves when one shows. A toast's text
/// wraps onto a second line rather than being cut; the player can close it with its ×.
@MainActor
final class MessageStrip: MessageSurface {
  /// The toasts' place: the strip, with the toasts over it.
  let overlay = ToastOverlay()
  private let strip = Box(.vertical, classes: ["message-strip"])
  /// Hands libadwaita one toast at a time, none taken away before it has arrived (libadwaita
  /// 1.2 crashes otherwise: `ToastSequence`).
  private let sequence: ToastSequence
  /// The toast on screen, as libadwaita has it.
  private var shown: AdwaitaToast?
  var onClosedByPlayer: (() -> Void)?
  /// Shows the whole of a message too long for two lines (its toast's Details button).
  var onDetails: ((String) -> Void)?
  /// What a toast takes of the strip's width besides its text: its margins and padding, its ×.
  static let toastChrome = 90
  /// What its Details button takes.
  static let detailsButton = 90

  /// `widthBeforeLayout`: the strip's width before it is first laid out (a message at start),
  /// the window's.
  init(height: Int, widthBeforeLayout: Int) {
    sequence = ToastSequence(host: overlay) { [overlay] toast in
      overlay.add(toast)
      // Two lines hold most messages; a longer one (a file's problem and its path) shows what
      // fits and a button that shows the whole of it, so none is cut for good.
      let width = overlay.width > 0 ? overlay.width : widthBeforeLayout
      let room = max(width, BoardSizing.smallestBoard.width) - MessageStrip.toastChrome
      if overlay.wrapNewestToast(lines: 2, width: room) > 2 {
        toast.showsDetailsButton()
        overlay.wrapNewestToast(lines: 2, width: room - MessageStrip.detailsButton)
      }
    }
    strip.setSizeRequest(width: -1, height: Int32(height))
    overlay.setChild(strip)
    overlay.addClass("message-overlay")
    // libadwaita's toast rises from the strip's bottom edge: never over the board while it does.
    overlay.clipsChildren = true
  }

  var timers: Timers { strip.timers }
  var isArriving: Bool { sequence.isArriving }
  /// libadwaita's fade.
  var fadeMilliseconds: UInt32 { 320 }

  /// Hands the message to libadwaita (the game's timers take it away).
  func display(_ text: String) {
    // Out of the way before it goes: its `dismissed` must not take the new message with it.
    shown = nil
    let adwaita = AdwaitaToast(text, seconds: 0)
    adwaita.showsAtOnce()
    adwaita.onDetails(label: L("Details")) { [weak self] in self?.onDetails?(text) }
    // Closed by the player (its × button): the game's queue moves on as when its time is up.
    adwaita.onDismissed { [weak self, weak adwaita] in
      guard let self, let adwaita, self.shown === adwaita else { return }
      self.shown = nil
      self.onClosedByPlayer?()
    }
    shown = adwaita
    sequence.show(adwaita)
  }

  func clear() {
    let leaving = shown
    shown = nil
    if let leaving { sequence.dismiss(leaving) }
  }

  /// Whether the toast on screen offers the whole message behind a button (for tests).
  var offersDetails: Bool { shown?.buttonLabel != nil }

  /// The toast as drawn (for tests that measure where it is).
  var toastWidget: Widget? { overlay.shownToast }
}
