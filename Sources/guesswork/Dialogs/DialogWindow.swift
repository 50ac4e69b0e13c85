import CGtk
import GtkBridge

/// A dialog window of the game: modal over the main window, closed with Escape, styled by
/// `Appearance`. The Swift object that fills it stays alive until the window is destroyed.
final class DialogWindow {
  let window: UnsafeMutablePointer<GtkWidget>
  private var owner: AnyObject?
  /// Closes the dialog on Escape (kept for the UI tests, which press keys through it).
  private(set) var keyController: OpaquePointer!
  /// Messages about what the player did in this dialog ("Copied results to clipboard", a refused
  /// hard mode), shown over it rather than under it on the main window.
  let toast = ToastView()
  private let overlay = gtk_overlay_new()!
  /// Keys other than Escape that the dialog passes on (How to Play hands letters to the board);
  /// returns whether it took the key.
  var forwardKey: ((UInt32, GdkModifierType) -> Bool)?

  init(title: String, parent: UnsafeMutablePointer<GtkWidget>, appearance: Appearance, width: Int32, height: Int32 = -1) {
    window = gtk_window_new()
    gtk_window_set_title(cast(window), title)
    gtk_window_set_transient_for(cast(window), cast(parent))
    gtk_window_set_modal(cast(window), 1)
    gtk_window_set_destroy_with_parent(cast(window), 1)
    gtk_window_set_default_size(cast(window), width, height)
    if let application = gtk_window_get_application(cast(parent)) {
      gtk_window_set_application(cast(window), application)
    }
    gtk_widget_add_css_class(window, "dialog-window")
    // At the bottom: over a dialog's first heading it would hide what the dialog is about.
    gtk_widget_set_valign(toast.widget, GTK_ALIGN_END)
    gtk_widget_set_margin_top(toast.widget, 0)
    gtk_widget_set_margin_bottom(toast.widget, 24)
    gtk_overlay_add_overlay(cast(overlay), toast.widget)
    gtk_window_set_child(cast(window), overlay)
    gtk_window_set_titlebar(cast(window), gtk_header_bar_new())
    appearance.adopt(window)
    let escape = gtk_event_controller_key_new()!
    Signals.onKeyPressed(raw(escape)) { [weak self] keyval, _, state in
      guard let self else { return false }
      guard Int32(keyval) == GDK_KEY_Escape else { return self.forwardKey?(keyval, state) ?? false }
      self.close()
      return true
    }
    gtk_widget_add_controller(window, escape)
    keyController = escape
    Signals.on(raw(window), "destroy") { [weak self] in
      self?.isDestroyed = true
      self?.owner = nil
    }
  }

  /// Keeps `owner` (the dialog's Swift side) alive while the window is open.
  func keepAlive(_ owner: AnyObject) { self.owner = owner }

  func setChild(_ child: UnsafeMutablePointer<GtkWidget>) { gtk_overlay_set_child(cast(overlay), child) }

  func present() {
    guard !isDestroyed else { return }
    gtk_window_present(cast(window))
  }

  func close() {
    guard !isDestroyed else { return }
    gtk_window_close(cast(window))
  }

  /// Whether the window is on screen; false once destroyed (its pointer is then dangling, so it
  /// is never touched again).
  var isOpen: Bool { !isDestroyed && gtk_widget_get_visible(window) != 0 }
  private var isDestroyed = false
}
