import CAdwaita
import CGtk

/// A GtkWindow (and the base of the game's other top-level windows).
///
/// GTK owns a top-level window from its creation until `gtk_window_destroy` (closing a window
/// destroys it unless it hides on close), which takes it off GTK's list of toplevels and drops
/// GTK's own reference; the window is disposed (`destroy` is emitted, its children and signal
/// handlers released) when its last reference goes. A window's wrapper borrows it for as long as
/// GTK owns it: it holds a reference while the window is on GTK's list and lets go of it the moment
/// the window leaves the list (`ToplevelList`), so GTK's destruction runs its course as it does in C
/// and nothing is forced. From then on `isDestroyed` is true, the wrapper's timers are cancelled,
/// the methods that act on the window do nothing, and any other use of the object is refused with a
/// message (the wrapper no longer keeps it alive).
@MainActor
public class Window: Widget {
  private var toplevelWatch: SignalConnection?

  override class var gtype: GType { gtk_window_get_type() }

  /// A new window. GTK keeps the reference a new window comes with (in its list of toplevels,
  /// until it is destroyed), so every window wrapper takes one of its own (`init(retaining:)`).
  public init() {
    super.init(retaining: raw(gtk_window_new()))
    watchDestruction()
  }

  required init(retaining object: gpointer) {
    super.init(retaining: object)
    watchDestruction()
  }

  isolated deinit { toplevelWatch?.disconnect() }

  /// Lets go of the window when GTK takes it off its list of toplevels (`gtk_window_destroy`, which
  /// keeps a reference of its own until it has unrealized the window). A window that is not on the
  /// list when wrapped was destroyed already: it is only kept as memory until the wrapper goes.
  private func watchDestruction() {
    guard ToplevelList.shared.contains(object) else {
      markDestroyed()
      return
    }
    toplevelWatch = Signal.itemsChanged.connect(ToplevelList.shared) { [weak self] removed, _ in
      guard removed > 0, let self, !self.hasReleasedObject, !ToplevelList.shared.contains(self.object) else { return }
      self.toplevelWatch?.disconnect()
      self.toplevelWatch = nil
      self.markDestroyed()
      self.releaseObject()
    }
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

  /// Destroys the window now (GTK disposes it once its last holder lets go, see above).
  public func destroy() {
    guard !isDestroyed else { return }
    gtk_window_destroy(window)
  }

  /// Whether the window is on screen; false once destroyed.
  public var isOpen: Bool { !isDestroyed && isVisible }

  /// Runs when the player asks to close the window; return true to keep it open.
  @discardableResult
  public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
    Signal.closeRequest.connect(self, handler)
  }

  /// Runs when the window comes to the front or leaves it.
  @discardableResult
  public func onActiveChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.activeChanged.connect(self, handler)
  }

  // MARK: Announcements

  /// The widget whose description carries the message being announced (`nil`: the window's own),
  /// held weakly: a GLib weak reference, not a wrapper, so an announcement makes no wrapper and
  /// connects nothing.
  private var announcedOver: WeakObject?
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
    announcedOver = focus.map { WeakObject(raw($0)) }
    isAnnouncing = true
    announcement = message
    guesswork_announce(focus ?? widget, message)
  }

  /// Gives the widget that carried the last announcement its own description back.
  public func endAnnouncement() {
    guard isAnnouncing else { return }
    isAnnouncing = false
    announcement = nil
    guard !isDestroyed else {
      announcedOver = nil
      return
    }
    if let over = announcedOver {
      over.withObject { guesswork_restore_description(cast($0)) }
    } else {
      guesswork_restore_description(widget)
    }
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
  public var focusIsInHeaderBar: Bool {
    focusHasAncestor(adw_header_bar_get_type()) || focusHasAncestor(gtk_header_bar_get_type())
  }

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
      guard let data = current.pointee.data, typeMismatch(data, type) == nil,
        gtk_widget_get_visible(cast(data)) != 0
      else { continue }
      windows.append(make(data))
    }
    return windows
  }
}

/// The main window of the application, an AdwApplicationWindow: it carries `win.` actions and
/// the help overlay, and its content holds its header bar (it has no separate title bar).
@MainActor
public final class ApplicationWindow: Window {
  override class var gtype: GType { adw_application_window_get_type() }

  public init(application: Application) {
    super.init(retaining: raw(adw_application_window_new(cast(application.object))))
  }

  /// The whole window's content, header bar included (`setChild` and `setTitlebar` are not for
  /// this kind of window).
  public func setContent(_ content: Widget) {
    adw_application_window_set_content(cast(object), content.widget)
  }

  required init(retaining object: gpointer) { super.init(retaining: object) }

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

/// A GtkShortcutsWindow built from a GtkBuilder file (the only way to fill one in GTK 4).
@MainActor
public final class ShortcutsWindow: Window {
  override class var gtype: GType { gtk_shortcuts_window_get_type() }

  /// The window with id `id` in the builder file at the resource `path`; `nil` if it has none.
  /// Its texts are translated in the domain the file names (`<interface domain="…">`).
  public init?(resource path: String, id: String) {
    let builder = gtk_builder_new()!
    defer { g_object_unref(raw(builder)) }
    var error: UnsafeMutablePointer<GError>?
    guard gtk_builder_add_from_resource(builder, path, &error) != 0 else {
      _ = GLibError(taking: error)
      return nil
    }
    guard let object = gtk_builder_get_object(builder, id), typeMismatch(raw(object), Self.gtype) == nil
    else { return nil }
    super.init(retaining: raw(object))
  }

  /// Each shortcut it lists: its accelerator and its title, in order (for tests).
  public var shortcuts: [(accelerator: String, title: String)] {
    descendants(ofType: gtk_shortcuts_shortcut_get_type()).map { shortcut in
      let wrapper = Widget.wrapping(shortcut)
      return (wrapper.stringProperty("accelerator") ?? "", wrapper.stringProperty("title") ?? "")
    }
  }

  required init(retaining object: gpointer) { super.init(retaining: object) }
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
  @discardableResult
  public func onDefaultWidthChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.defaultWidthChanged.connect(self, handler)
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
      if parent != nil { owned.append((Window.wrapping(data), depth)) }
    }
    for dialog in owned.sorted(by: { $0.depth > $1.depth }) {
      gtk_window_set_transient_for(dialog.window.window, nil)
      dialog.window.destroy()
    }
  }
}

/// GTK's list of top-level windows (a GListModel GTK keeps for the process's life): watched by every
/// window wrapper to learn when GTK destroys its window.
@MainActor
package final class ToplevelList: ObjectWrapper {
  package static let shared = ToplevelList.wrapping(raw(gtk_window_get_toplevels()))

  override class var gtype: GType { g_list_model_get_type() }
  override class var isCounted: Bool { false }

  /// Whether `window` is on the list (not destroyed yet).
  func contains(_ window: gpointer) -> Bool {
    let list = opaque(object)
    for position in 0..<g_list_model_get_n_items(list) {
      guard let item = g_list_model_get_item(list, position) else { continue }
      g_object_unref(item)
      if item == window { return true }
    }
    return false
  }
}

/// A GLib weak reference to an object that no wrapper owns (the widget an announcement was made
/// over): reaches it while it lives, never keeps it alive.
@MainActor
final class WeakObject {
  private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

  init(_ object: gpointer) {
    reference.initialize(to: GWeakRef())
    g_weak_ref_init(reference, object)
  }

  isolated deinit {
    g_weak_ref_clear(reference)
    reference.deallocate()
  }

  /// Runs `body` with the object if it is still alive.
  func withObject(_ body: (gpointer) -> Void) {
    guard let object = g_weak_ref_get(reference) else { return }
    defer { g_object_unref(object) }
    body(object)
  }
}
