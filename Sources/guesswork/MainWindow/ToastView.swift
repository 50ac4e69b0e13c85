import CGtk
import GtkBridge
import GuessworkViewModel

/// A message over the top of the board that fades in and out, like the original game's toasts.
final class ToastView {
  private let reference: ObjectReference
  var widget: UnsafeMutablePointer<GtkWidget> { reference.widget }
  private var hiding: ScheduledWork?
  private(set) var current: Toast?
  /// Messages that wait for the one on screen, so none is lost: a long one (a file problem) or the
  /// answer after a loss waits behind another, and comes back after a short one that interrupted it.
  private var waiting: [Toast] = []

  static let shortDuration: UInt32 = 1500
  static let longDuration: UInt32 = 6000

  init() {
    reference = ObjectReference(sinking: raw(Widgets.label("", classes: ["toast"])))
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_START)
    gtk_widget_set_margin_top(widget, 24)
    gtk_widget_set_can_target(widget, 0)
    gtk_label_set_wrap(cast(widget), 1)
    gtk_label_set_justify(cast(widget), GTK_JUSTIFY_CENTER)
    gtk_label_set_max_width_chars(cast(widget), 40)
    gtk_widget_set_visible(widget, 0)
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
    gtk_label_set_text(cast(widget), toast.text)
    gtk_widget_set_visible(widget, 1)
    gtk_widget_add_css_class(widget, "shown")
    switch toast.duration {
    case .short: hiding = MainLoop.after(milliseconds: ToastView.shortDuration) { [weak self] in self?.hide() }
    case .long: hiding = MainLoop.after(milliseconds: ToastView.longDuration) { [weak self] in self?.hide() }
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
    gtk_widget_remove_css_class(widget, "shown")
    // Leave time for the fade before taking the label out of the way.
    hiding = MainLoop.after(milliseconds: 320) { [weak self] in
      guard let self, self.current == nil else { return }
      if self.waiting.isEmpty {
        gtk_widget_set_visible(self.widget, 0)
      } else {
        self.show(self.waiting.removeFirst())
      }
    }
  }

  var text: String? { current?.text }
}
