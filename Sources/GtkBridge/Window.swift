import CGtk

/// A GtkWindow (and the base of the game's other top-level windows).
///
/// GTK owns a top-level window from its creation until `gtk_window_destroy` (closing a window
/// destroys it unless it hides on close), which only drops GTK's own reference: while a wrapper
/// holds another, the window would never be disposed, never emit `destroy`, and keep every signal
/// closure (and whatever they hold) alive. So a window wrapper disposes the window itself as soon as
/// GTK has destroyed it (`g_object_run_dispose`, GTK 3's `gtk_widget_destroy`): `destroy` is emitted,
/// the window's children and signal handlers are released, and the wrapper's reference keeps only
/// the empty object's memory valid until the wrapper goes. `isOpen` is then false, and the methods
/// that would act on the window do nothing.
@MainActor
public class Window: Widget {
  /// A new window. GTK keeps the reference a new window comes with (in its list of toplevels,
  /// until it is destroyed), so every window wrapper takes one of its own (`init(retaining:)`).
  public init() {
    super.init(retaining: raw(gtk_window_new()))
    watchDestruction()
  }

  override init(retaining object: gpointer) {
    super.init(retaining: object)
    watchDestruction()
  }

  /// `gtk_window_destroy` takes the window off GTK's list of toplevels and then unrealizes it: an
  /// unrealized window that is no longer a toplevel has been destroyed. It is disposed on the next
  /// idle, outside GTK's own unrealize (the window is then no longer on screen in any case).
  private func watchDestruction() {
    connect("unrealize", thunk: SignalShape.void0, { [weak self] in
      guard let self, !self.isDestroyed, !Window.isToplevel(self.object) else { return }
      self.timers.idle { [weak self] in self?.dispose() }
    } as SignalShape.Void0)
  }

  private static func isToplevel(_ object: gpointer) -> Bool {
    var position: guint = 0
    return g_list_store_find(opaque(raw(gtk_window_get_toplevels())), object, &position) != 0
  }

  /// Disposes a window GTK has destroyed: emits `destroy` and releases its children and handlers.
  private func dispose() {
    guard !isDestroyed else { return }
    g_object_run_dispose(cast(object))
  }

  var window: UnsafeMutablePointer<GtkWindow> { cast(object) }

  public var title: String? {
    get { gtk_window_get_title(window).map { String(cString: $0) } }
    set { gtk_window_set_title(window, newValue) }
  }

  public func setDefaultSize(width: Int32, height: Int32) { gtk_window_set_default_size(window, width, height) }

  public var defaultSize: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(window, &width, &height)
    return (Int(width), Int(height))
  }

  public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }
  public func maximize() { gtk_window_maximize(window) }
  public var isActive: Bool { gtk_window_is_active(window) != 0 }

  /// Whether the focused widget shows its focus ring (GTK shows it once the keyboard is used in
  /// the window).
  public var showsFocusRing: Bool {
    get { gtk_window_get_focus_visible(window) != 0 }
    set { gtk_window_set_focus_visible(window, newValue ? 1 : 0) }
  }

  public var isModal: Bool {
    get { gtk_window_get_modal(window) != 0 }
    set { gtk_window_set_modal(window, newValue ? 1 : 0) }
  }

  /// Keeps the window over `parent`, and destroys it with its parent.
  public func setParent(_ parent: Window) {
    gtk_window_set_transient_for(window, parent.window)
    gtk_window_set_destroy_with_parent(window, 1)
    if let application = gtk_window_get_application(parent.window) {
      gtk_window_set_application(window, application)
    }
  }

  public func setChild(_ child: Widget?) { gtk_window_set_child(window, child?.widget) }
  public func setTitlebar(_ titlebar: Widget?) { gtk_window_set_titlebar(window, titlebar?.widget) }

  /// The window icon by icon-theme name (X11 window managers show it; Wayland has no window icons:
  /// shells show the icon of the desktop file that the application ID names).
  public func setIconName(_ name: String) { gtk_window_set_icon_name(window, name) }

  /// Shows the window and brings it to the front (nothing once destroyed).
  public func present() {
    guard !isDestroyed else { return }
    gtk_window_present(window)
  }

  /// Closes the window as its close button does (`close-request` may keep it).
  public func close() {
    guard !isDestroyed else { return }
    gtk_window_close(window)
  }

  /// Destroys the window now (and disposes it, see above).
  public func destroy() {
    guard !isDestroyed else { return }
    gtk_window_destroy(window)
    dispose()
  }

  /// Whether the window is on screen; false once destroyed.
  public var isOpen: Bool { !isDestroyed && isVisible }

  /// Runs when the player asks to close the window; return true to keep it open.
  public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) {
    connect("close-request", thunk: SignalShape.bool0, handler as SignalShape.Bool0)
  }

  /// Runs when the window comes to the front or leaves it.
  public func onActiveChanged(_ handler: @escaping @MainActor () -> Void) {
    connect("notify::is-active", thunk: SignalShape.notify, handler as SignalShape.Notify)
  }

  // MARK: Announcements

  /// The widget whose description carries the message being announced (`nil`: the window's own).
  private var announcedOver: Widget?
  private var isAnnouncing = false
  /// The message being announced now, if any (for tests: GTK 4.8 cannot read it back).
  public private(set) var announcement: String?

  /// Has screen readers say `message` now. GTK 4.8 has no announcement API and no live regions; a
  /// change of the focused widget's description is what Orca speaks at once (see the shim), so the
  /// message goes there until `endAnnouncement`.
  public func announce(_ message: String) {
    guard !isDestroyed else { return }
    endAnnouncement()
    let focus = gtk_window_get_focus(window)
    announcedOver = focus.map { Widget(retaining: raw($0)) }
    isAnnouncing = true
    announcement = message
    guesswork_announce(focus ?? widget, message)
  }

  /// Gives the widget that carried the last announcement its own description back.
  public func endAnnouncement() {
    guard isAnnouncing else { return }
    isAnnouncing = false
    announcement = nil
    guesswork_restore_description(announcedOver?.widget ?? widget)
    announcedOver = nil
  }

  /// Whether `widget` is the window's focus widget (the one that has the focus whenever the window
  /// is in front, even while another window is).
  public func focusIs(_ widget: Widget) -> Bool { gtk_window_get_focus(window) == widget.widget }

  /// Whether the focus widget is `widget` or inside it (an entry's focus is on its text child).
  public func focusIsWithin(_ widget: Widget) -> Bool {
    guard let focus = gtk_window_get_focus(window) else { return false }
    return focus == widget.widget || gtk_widget_is_ancestor(focus, widget.widget) != 0
  }

  /// Whether the keyboard focus is inside a popover (an open menu) or on a header-bar button:
  /// keys there belong to them.
  public var focusIsInPopover: Bool { focusHasAncestor(gtk_popover_get_type()) }
  public var focusIsInHeaderBar: Bool { focusHasAncestor(gtk_header_bar_get_type()) }

  private func focusHasAncestor(_ type: GType) -> Bool {
    guard let focus = gtk_window_get_focus(window) else { return false }
    return gtk_widget_get_ancestor(focus, type) != nil
  }

  /// The visible top-level windows of a GType, as new wrappers (for tests that look for a dialog
  /// they did not open).
  static func visibleToplevels<W: Window>(ofType type: GType, _ make: (gpointer) -> W) -> [W] {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var windows: [W] = []
    var node = list
    while let current = node {
      node = current.pointee.next
      guard let data = current.pointee.data, g_type_check_instance_is_a(cast(data), type) != 0,
        gtk_widget_get_visible(cast(data)) != 0
      else { continue }
      windows.append(make(data))
    }
    return windows
  }
}

/// The main window of a GtkApplication: it carries `win.` actions and the help overlay.
@MainActor
public final class ApplicationWindow: Window {
  public init(application: Application) {
    super.init(retaining: raw(gtk_application_window_new(cast(application.object))))
  }

  /// Adds a `win.<name>` action.
  @discardableResult
  public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> Action {
    Action.add(name, to: object, handler)
  }

  /// Makes `overlay` the window's Keyboard Shortcuts window (`win.show-help-overlay`); the window
  /// then owns it.
  public func setHelpOverlay(_ overlay: ShortcutsWindow) {
    gtk_application_window_set_help_overlay(cast(object), opaque(overlay.object))
  }
}

/// A GtkShortcutsWindow built from GtkBuilder XML (the only way to fill one in GTK 4).
@MainActor
public final class ShortcutsWindow: Window {
  /// The window with id `id` in `xml`; `nil` if the XML has none.
  public init?(xml: String, id: String) {
    let builder = gtk_builder_new_from_string(xml, -1)!
    defer { g_object_unref(raw(builder)) }
    guard let object = gtk_builder_get_object(builder, id),
      g_type_check_instance_is_a(cast(raw(object)), gtk_shortcuts_window_get_type()) != 0
    else { return nil }
    super.init(retaining: raw(object))
  }
}

/// A modal GtkMessageDialog with buttons; `onResponse` is told which one was pressed.
@MainActor
public final class MessageDialog: Window {
  public enum Kind { case error, question, warning }

  /// A response: one of GTK's (`cancel`, `accept`, `close`...) or the dialog being closed.
  public struct Response: Equatable, Sendable {
    public let rawValue: Int32
    public static let cancel = Response(rawValue: GTK_RESPONSE_CANCEL.rawValue)
    public static let accept = Response(rawValue: GTK_RESPONSE_ACCEPT.rawValue)
    public static let close = Response(rawValue: GTK_RESPONSE_CLOSE.rawValue)
  }

  /// `closeButton` adds a Close button (for messages); otherwise add buttons with `addButton`.
  public init(parent: Window?, kind: Kind, text: String, secondaryText: String? = nil, closeButton: Bool = false) {
    let type: GtkMessageType =
      switch kind {
      case .error: GTK_MESSAGE_ERROR
      case .question: GTK_MESSAGE_QUESTION
      case .warning: GTK_MESSAGE_WARNING
      }
    let dialog = guesswork_message_dialog_new(
      parent?.window, type, closeButton ? GTK_BUTTONS_CLOSE : GTK_BUTTONS_NONE, text)!
    super.init(retaining: raw(dialog))
    if let secondaryText { guesswork_message_dialog_set_secondary(cast(object), secondaryText) }
  }

  /// Adds a button ("_Reset") that answers `response`; returns it (to style it).
  @discardableResult
  public func addButton(_ mnemonic: String, _ response: Response) -> Button {
    let button = Button(retaining: raw(gtk_dialog_add_button(cast(object), mnemonic, response.rawValue)!))
    button.nameAsShown(mnemonic)
    return button
  }

  /// The response Enter gives.
  public func setDefaultResponse(_ response: Response) {
    gtk_dialog_set_default_response(cast(object), response.rawValue)
  }

  public func onResponse(_ handler: @escaping @MainActor (Response) -> Void) {
    connect("response", thunk: SignalShape.int1, { handler(Response(rawValue: $0)) } as SignalShape.Int1)
  }

  /// Answers as if the player pressed the button of `response`.
  public func respond(_ response: Response) { gtk_dialog_response(cast(object), response.rawValue) }

  /// The primary text.
  public var text: String? { stringProperty("text") }

  /// The secondary text.
  public var secondaryText: String? { stringProperty("secondary-text") }

  /// The message dialogs on screen now (for tests).
  package static func visible() -> [MessageDialog] {
    visibleToplevels(ofType: gtk_message_dialog_get_type()) { MessageDialog(retaining: $0) }
  }

  override init(retaining object: gpointer) { super.init(retaining: object) }
}

/// The standard GtkAboutDialog.
@MainActor
public final class AboutDialog: Window {
  override public init() { super.init(retaining: raw(gtk_about_dialog_new())) }

  private var dialog: OpaquePointer { opaque(object) }

  public func set(
    programName: String, version: String, comments: String, logoIconName: String, website: String,
    websiteLabel: String, copyright: String, authors: [String]
  ) {
    gtk_about_dialog_set_program_name(dialog, programName)
    gtk_about_dialog_set_version(dialog, version)
    gtk_about_dialog_set_comments(dialog, comments)
    gtk_about_dialog_set_logo_icon_name(dialog, logoIconName)
    gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_GPL_3_0)
    gtk_about_dialog_set_website(dialog, website)
    gtk_about_dialog_set_website_label(dialog, websiteLabel)
    gtk_about_dialog_set_copyright(dialog, copyright)
    withCStringArray(authors) { gtk_about_dialog_set_authors(dialog, $0) }
  }

  /// The translators of the language shown, under "Translated by".
  public func setTranslatorCredits(_ credits: String) {
    gtk_about_dialog_set_translator_credits(dialog, credits)
  }

  public func addCreditSection(_ name: String, _ people: [String]) {
    withCStringArray(people) { gtk_about_dialog_add_credit_section(dialog, name, $0) }
  }
}

extension Window {
  /// Makes the window one of the application's (it then keeps the application running).
  public func setApplication(_ application: Application) {
    gtk_window_set_application(window, cast(application.object))
  }
}

extension Window {
  /// Whether the window is kept over `parent` (`setParent`).
  public func isTransient(for parent: Window) -> Bool {
    gtk_window_get_transient_for(window) == parent.window
  }
}

extension Window {
  /// Runs when the window's default width changes (the player resized it).
  public func onDefaultWidthChanged(_ handler: @escaping @MainActor () -> Void) {
    connect("notify::default-width", thunk: SignalShape.notify, handler as SignalShape.Notify)
  }

  /// The window's width on screen when maximized, else its default width.
  public var currentWidth: Int { isMaximized ? max(defaultSize.width, width) : defaultSize.width }

  /// Destroys every window that belongs to this one (dialogs transient for it, and the questions
  /// they ask), the innermost first, each first let go of its parent. GTK holds a reference to the
  /// window of the event being handled: a dialog destroyed after its parent would let go of a
  /// parent already freed (GLib criticals after Ctrl+Q in the statistics).
  public func destroyTransientWindows() {
    var owned: [(window: Window, depth: Int)] = []
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var node = list
    while let current = node {
      node = current.pointee.next
      guard let data = current.pointee.data else { continue }
      let candidate: UnsafeMutablePointer<GtkWindow> = cast(data)
      var depth = 0
      var parent = gtk_window_get_transient_for(candidate)
      while let above = parent, above != window {
        depth += 1
        parent = gtk_window_get_transient_for(above)
      }
      if parent != nil { owned.append((Window(retaining: data), depth)) }
    }
    for dialog in owned.sorted(by: { $0.depth > $1.depth }) {
      gtk_window_set_transient_for(dialog.window.window, nil)
      dialog.window.destroy()
    }
  }
}

extension MessageDialog {
  /// The button that answers `response`, if the dialog has one.
  public func button(for response: Response) -> Button? {
    gtk_dialog_get_widget_for_response(cast(object), response.rawValue).map { Button(retaining: raw($0)) }
  }
}
