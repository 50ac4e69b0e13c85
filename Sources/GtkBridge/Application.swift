import CAdwaita
import CGtk

/// The AdwApplication (a GtkApplication that also starts libadwaita: its style sheet and the
/// style manager): start-up, actions, shortcuts, and the D-Bus connection.
@MainActor
public final class Application: ObjectWrapper {
  /// `unique`: a second start raises the running instance; otherwise every start runs on its own.
  /// The application opens URIs (`onOpen`): in a unique one, a second start's URIs go to the
  /// running instance over D-Bus and the second start ends.
  public init(id: String, unique: Bool) {
    let flags = GApplicationFlags(
      (unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE).rawValue | G_APPLICATION_HANDLES_OPEN.rawValue)
    super.init(new: raw(adw_application_new(id, flags)))
  }

  override class var gtype: GType { adw_application_get_type() }

  required init(retaining object: gpointer) { super.init(retaining: object) }

  private var application: UnsafeMutablePointer<GtkApplication> { cast(object) }

  /// Runs the main loop until the application quits; returns the exit status. `uris` are opened
  /// (`onOpen`, here or in the running instance) instead of activating; the command line itself
  /// was read before GTK, so GApplication sees only these.
  public func run(opening uris: [String] = []) -> Int32 {
    // argv as GApplication reads it: the program's name, then the URIs (copies that live for the
    // call; GApplication copies what it keeps).
    var arguments = (["guesswork"] + uris).map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    return arguments.withUnsafeMutableBufferPointer { buffer in
      g_application_run(cast(object), gint(uris.count + 1), buffer.baseAddress)
    }
  }

  /// URIs handed to the application: by `run(opening:)`, or by a second start of a unique one.
  @discardableResult
  public func onOpen(_ handler: @escaping @MainActor ([String]) -> Void) -> SignalConnection {
    Signal.open.connect(self, handler)
  }

  public func quit() { g_application_quit(cast(object)) }

  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.activate.connect(self, handler)
  }

  /// Runs on the way out of `run()`, after the last window closed.
  @discardableResult
  public func onShutdown(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.shutdown.connect(self, handler)
  }

  /// Adds an `app.<name>` action; the returned handle can disable it (its menu items and shortcuts
  /// then do nothing).
  @discardableResult
  public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> Action {
    Action.add(name, to: object, handler)
  }

  /// Whether an `app.` action can run now (its menu items and shortcuts are not greyed out).
  public func isActionEnabled(_ name: String) -> Bool {
    g_action_group_get_action_enabled(opaque(object), name) != 0
  }

  /// Runs an `app.` action, as its menu item or shortcut does.
  public func activateAction(_ name: String) { g_action_group_activate_action(opaque(object), name, nil) }

  /// Sets the keyboard shortcuts of a detailed action name such as `app.quit`.
  public func setAccelerators(_ accelerators: [String], for action: String) {
    withCStringArray(accelerators) { gtk_application_set_accels_for_action(application, action, $0) }
  }

  /// The actions a shortcut (`<Control>c`, `F1`) triggers.
  public func actions(forAccelerator accelerator: String) -> [String] {
    guard let list = gtk_application_get_actions_for_accel(application, accelerator) else { return [] }
    defer { g_strfreev(list) }
    var names: [String] = []
    var index = 0
    while let name = list[index] {
      names.append(String(cString: name))
      index += 1
    }
    return names
  }

  // MARK: For the in-process UI tests, which do what `run()` does step by step

  /// Registers the application (`run()` does it first). Throws GLib's message.
  package func register() throws(GLibError) {
    var error: UnsafeMutablePointer<GError>?
    guard g_application_register(cast(object), nil, &error) != 0 else { throw GLibError(taking: error) }
  }

  package func activate() { g_application_activate(cast(object)) }

  /// Opens URIs as a second start does (`g_application_open`), for the UI tests.
  package func open(_ uris: [String]) {
    let files: [OpaquePointer?] = uris.map { g_file_new_for_uri($0) }
    defer { for case let file? in files { g_object_unref(UnsafeMutableRawPointer(file)) } }
    var array = files
    array.withUnsafeMutableBufferPointer { buffer in
      g_application_open(cast(object), buffer.baseAddress, gint(uris.count), "")
    }
  }

  /// Destroys every window of the application and emits `shutdown`, as `run()` does on its way
  /// out (GtkApplication keeps a reference to itself from start-up until then).
  package func destroyWindowsAndShutDown(pumping pump: () -> Void) {
    var windows: [Window] = []
    var node = gtk_application_get_windows(application)
    while let current = node {
      windows.append(Window.wrapping(current.pointee.data))
      node = current.pointee.next
    }
    for window in windows { window.destroy() }
    pump()
    guesswork_emit_signal(object, "shutdown")
  }
}

/// A GLib error's message.
public struct GLibError: Error, CustomStringConvertible, Sendable {
  public let description: String

  public init(_ description: String) { self.description = description }

  /// Reads and frees the error.
  init(taking error: UnsafeMutablePointer<GError>?) {
    description = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    if let error { g_error_free(error) }
  }
}

/// A GSimpleAction with a Swift handler, added to an action map (which keeps its own reference).
@MainActor
public final class Action: ObjectWrapper {
  override class var gtype: GType { g_simple_action_get_type() }

  static func add(_ name: String, to map: gpointer, _ handler: @escaping @MainActor () -> Void) -> Action {
    let action = Action(new: raw(g_simple_action_new(name, nil)))
    Signal.activate.connect(action, handler)
    g_action_map_add_action(opaque(map), opaque(action.object))
    return action
  }

  /// A disabled action does nothing, and its menu items and shortcuts are greyed out.
  public var isEnabled: Bool {
    get { g_action_get_enabled(opaque(object)) != 0 }
    set { g_simple_action_set_enabled(opaque(object), newValue ? 1 : 0) }
  }
}

/// A GMenu model (the primary menu).
@MainActor
public final class Menu: ObjectWrapper {
  public init() { super.init(new: raw(g_menu_new())) }

  override class var gtype: GType { g_menu_get_type() }

  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func append(_ label: String, action: String) { g_menu_append(opaque(object), label, action) }

  /// Adds `section` as a section (separated by lines); the menu keeps its own reference, and this
  /// wrapper the section's (`sections`), so an item can be renamed later.
  public func appendSection(_ section: Menu) {
    g_menu_append_section(opaque(object), nil, cast(section.object))
    sections.append(section)
  }

  /// The sections added, in order.
  public private(set) var sections: [Menu] = []

  /// The label of the item at `index`.
  public func label(at index: Int32) -> String? {
    guard let value = g_menu_model_get_item_attribute_value(cast(object), index, "label", nil) else {
      return nil
    }
    defer { g_variant_unref(value) }
    guard g_variant_is_of_type(value, g_variant_type_checked_("s")) != 0 else { return nil }
    return g_variant_get_string(value, nil).map { String(cString: $0) }
  }

  /// Gives the item at `index` a new label (a GMenu item cannot change: it is replaced in place).
  public func relabel(at index: Int32, _ label: String, action: String) {
    g_menu_remove(opaque(object), index)
    g_menu_insert(opaque(object), index, label, action)
  }
}

/// A GtkEventControllerKey.
@MainActor
public final class KeyController: ObjectWrapper {
  /// `capture`: sees keys before the focused widget does.
  public init(capture: Bool = false) {
    super.init(new: raw(gtk_event_controller_key_new()))
    if capture { gtk_event_controller_set_propagation_phase(opaque(object), GTK_PHASE_CAPTURE) }
  }

  override class var gtype: GType { gtk_event_controller_key_get_type() }

  required init(retaining object: gpointer) { super.init(retaining: object) }

  /// Runs for every key press; return true when the key was taken.
  @discardableResult
  public func onKeyPressed(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
    Signal.keyPressed.connect(self) { handler($1) }
  }

  /// Emits `key-pressed` as GTK would on a real key press; returns whether a handler took it.
  package func emit(_ key: KeyPress) -> Bool {
    guesswork_emit_key_pressed(opaque(object), key.keyval, 0, GdkModifierType(rawValue: key.modifiers)) != 0
  }
}

/// A GtkGestureClick: a primary-button click (pressed and released) on its widget.
@MainActor
public final class ClickController: ObjectWrapper {
  public init() {
    super.init(new: raw(gtk_gesture_click_new()))
  }

  override class var gtype: GType { gtk_gesture_click_get_type() }

  required init(retaining object: gpointer) { super.init(retaining: object) }

  /// Runs when the button is let go over the widget after a press on it.
  @discardableResult
  public func onReleased(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.released.connect(self) { _, _, _ in handler() }
  }
}

/// The desktop clipboard of a widget's display (not a wrapper: GDK owns it for the display's life).
@MainActor
public struct Clipboard {
  private let clipboard: OpaquePointer

  init(_ clipboard: OpaquePointer) { self.clipboard = clipboard }

  public func setText(_ text: String) { gdk_clipboard_set_text(clipboard, text) }

  /// Empties it (tests start each game with nothing copied).
  public func clear() { gdk_clipboard_set_content(clipboard, nil) }

  /// The clipboard's text when this process owns it (what the game itself copied), else `nil`.
  public var localText: String? {
    guard let content = gdk_clipboard_get_content(clipboard) else { return nil }
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING, a macro
    defer { g_value_unset(&value) }
    var error: UnsafeMutablePointer<GError>?
    guard gdk_content_provider_get_value(content, &value, &error) != 0 else {
      _ = GLibError(taking: error)
      return nil
    }
    return g_value_get_string(&value).map { String(cString: $0) }
  }

  /// The clipboard of the default display.
  public static var display: Clipboard? {
    gdk_display_get_default().map { Clipboard(gdk_display_get_clipboard($0)) }
  }
}

/// The icon theme of the default display.
@MainActor
public enum IconTheme {

  /// Reads the icon theme's index on a thread of its own, now, so the first frame's icons find
  /// it read. GTK starts such a read when the application starts up, but libadwaita adds its own
  /// icons to the theme right after, which throws away a read already done (or waits for one
  /// under way, then throws it away): the first icon drawn then read the whole index again on the
  /// main thread, inside the first frame (about 65 M instructions, in some starts and not others:
  /// BENCHMARKS.md). Called once libadwaita has started; a read already valid costs a lookup.
  public static func readInBackground() {
    guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else {
      return
    }
    // The theme locks itself around a read (GTK's own read runs on a worker thread too).
    g_object_ref(UnsafeMutableRawPointer(theme))
    let thread = g_thread_try_new("icon-theme", readIconTheme, UnsafeMutableRawPointer(theme), nil)
    if let thread { g_thread_unref(thread) } else { g_object_unref(UnsafeMutableRawPointer(theme)) }
  }
}

/// The icon theme's thread (`IconTheme.readInBackground`): reads the index under the theme's lock
/// by looking an icon up, then lets the theme go. Not on the main actor: it runs on its own thread.
private let readIconTheme: @convention(c) (gpointer?) -> gpointer? = { theme in
  _ = gtk_icon_theme_has_icon(OpaquePointer(theme), "open-menu-symbolic")
  g_object_unref(theme)
  return nil
}

/// A GDBusConnection, owned by one reference.
@MainActor
public final class DBusConnection: ObjectWrapper {
  override class var gtype: GType { g_dbus_connection_get_type() }

  var connection: OpaquePointer { opaque(object) }
}
