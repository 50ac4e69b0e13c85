import GtkBridge
import GuessworkViewModel

/// A dialog's title in its header bar, and where the dialog's messages show ("Copied results to
/// clipboard", a refused hard mode): in place of the title while one lasts, crossfading.
///
/// The header is always there and its title is no control: a message there covers nothing the
/// player may want, moves nothing (the title keeps the height of two lines of a message), and is
/// shown whole, wrapped onto a second line. Messages inside the dialog's content did each of
/// those: a strip that opened pushed the content (and the button under the pointer) down; over
/// the content a toast covered a row (Reset Statistics in the preferences) and was cut.
@MainActor
final class DialogTitle: MessageSurface {
  let stack = Stack(crossfadeMilliseconds: DialogTitle.crossfade)
  let title: Label
  let message = Label("", classes: ["dialog-message"])
  var onClosedByPlayer: (() -> Void)?

  static let crossfade: UInt32 = 200

  init(_ text: String) {
    // Whole: a header bar gives its title no more than the title asks for at least.
    title = Label(text, classes: ["title"])
    message.wrap(lines: 2)
    message.centresLines = true
    stack.add(title)
    stack.add(message)
    stack.show(title)
    stack.addClass("dialog-title")
  }

  var timers: Timers { stack.timers }
  var isArriving: Bool { false }
  var fadeMilliseconds: UInt32 { DialogTitle.crossfade }

  /// Whether a message shows in place of the title.
  private(set) var showsMessage = false

  /// The header's room for its title: the dialog's width but for the close button's side on
  /// either side (the title stays centred).
  var room: () -> Int = { 240 }

  func display(_ text: String) {
    message.text = text
    // A header bar gives its title no more than the title asks for at least, and a wrapping
    // label asks for a word's width: the message is asked for its whole width, up to the room.
    stack.setSizeRequest(width: Int32(min(message.preferredWidth.natural, max(room(), 120))), height: -1)
    stack.show(message)
    showsMessage = true
  }

  func clear() {
    stack.show(title)
    showsMessage = false
    stack.timers.after(milliseconds: DialogTitle.crossfade) { [weak self] in
      guard let self, !self.showsMessage else { return }
      self.stack.setSizeRequest(width: -1, height: -1)
    }
  }
}
