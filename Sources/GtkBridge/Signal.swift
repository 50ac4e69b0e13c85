import CAdwaita
import CGtk

/// A GObject signal as a typed value: its name, the class of object that emits it (`Sender`) and
/// its C shape (`Shape`: the thunk GLib calls, and what that thunk hands to Swift). A handler of the
/// wrong shape for a signal does not compile, and a thunk can only be connected through its shape.
///
/// Declared once per signal, in `Signals.swift`; connected by the wrappers' `on…` methods.
package struct Signal<Sender: ObjectWrapper, Shape: SignalShape>: Sendable {
  package let name: String
  package init(_ name: String) { self.name = name }
}

/// The C signature of a family of signals, and the one `@convention(c)` thunk with that signature.
/// The thunk reads the handler box GLib passes back as user data, whose type is fixed by the shape
/// (`HandlerBox<Invoke>`), so a thunk is never handed a handler of another shape.
package protocol SignalShape {
  /// What the thunk calls: the emitting instance and the signal's arguments as Swift values.
  associatedtype Invoke
  static var thunk: GCallback { get }
}

/// A Swift closure connected to a GObject signal.
///
/// The closure is boxed and the box retained by the connection (`UserData`); GLib releases it
/// through the destroy notify when the handler is disconnected or the object is disposed, so a
/// closure lives exactly as long as its connection and never longer than its object.
@MainActor
final class HandlerBox<Invoke> {
  let invoke: Invoke
  init(_ invoke: Invoke) { self.invoke = invoke }
}

/// A connected handler (gtk-rs's `SignalHandlerId`): `disconnect()` takes it off its object. Letting
/// the token go does not disconnect; the handler then lives as long as its object. The token holds
/// the object weakly (a GLib weak reference), so disconnecting after the object is gone does nothing.
@MainActor
public final class SignalConnection {
  private let instance = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
  package let handlerID: gulong

  init(_ object: gpointer, _ handlerID: gulong) {
    self.handlerID = handlerID
    instance.initialize(to: GWeakRef())
    g_weak_ref_init(instance, object)
  }

  isolated deinit {
    g_weak_ref_clear(instance)
    instance.deallocate()
  }

  /// Whether the handler is still connected (false once disconnected or its object is gone).
  public var isConnected: Bool {
    guard let object = g_weak_ref_get(instance) else { return false }
    defer { g_object_unref(object) }
    return g_signal_handler_is_connected(object, handlerID) != 0
  }

  /// Disconnects the handler, which GLib then releases; does nothing if it is already gone.
  public func disconnect() {
    guard let object = g_weak_ref_get(instance) else { return }
    defer { g_object_unref(object) }
    if g_signal_handler_is_connected(object, handlerID) != 0 { g_signal_handler_disconnect(object, handlerID) }
  }
}

extension ObjectWrapper {
  /// Connects `invoke` with the thunk of `Shape` to the signal `name`: the single place where a
  /// signal meets its thunk. Only the `Signal` extensions below call it.
  fileprivate func connect<Shape: SignalShape>(_ name: String, _: Shape.Type, _ invoke: Shape.Invoke) -> SignalConnection {
    let id = g_signal_connect_data(
      object, name, Shape.thunk, UserData.retain(HandlerBox(invoke)), { data, _ in UserData.release(data) },
      GConnectFlags(rawValue: 0))
    precondition(id != 0, "GtkBridge: \(typeName) has no signal \"\(name)\"")
    return SignalConnection(object, id)
  }
}

/// The handler box of a thunk's user data.
private func box<Invoke>(_ data: gpointer?, _: Invoke.Type) -> HandlerBox<Invoke> {
  UserData.borrow(data, as: HandlerBox<Invoke>.self)
}

/// The emitting instance, carried into the main actor as its address (GTK emits on the main
/// thread: the pointer never changes threads).
private func address(_ instance: gpointer?) -> UInt { UInt(bitPattern: instance) }
private func instance(at address: UInt) -> gpointer { UnsafeMutableRawPointer(bitPattern: address)! }

// `unsafeBitCast` of a thunk to `GCallback` is how every C binding calls `g_signal_connect_data`
// (GCallback is a generic function pointer that GLib calls with the signal's real signature); it is
// sound because each thunk is reached only through its shape, and each `Signal` value names a
// signal of that C signature (`Signals.swift`). Every thunk runs on the main thread (GTK emits
// these signals there) and enters the main actor explicitly.

/// `(instance, data) -> void`: `clicked`, `destroy`, `activate`, `toggled`, `shutdown`,
/// `after-paint`, `changed` of an editable.
package enum NoArguments: SignalShape {
  package typealias Invoke = @MainActor (gpointer) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      MainActor.assumeIsolated { box.invoke(instance(at: emitter)) }
    } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)
}

/// `(instance, data) -> gboolean`: `close-request`.
package enum ReturnsBool: SignalShape {
  package typealias Invoke = @MainActor (gpointer) -> Bool
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, data: gpointer?) -> gboolean in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      return MainActor.assumeIsolated { box.invoke(instance(at: emitter)) } ? 1 : 0
    } as @convention(c) (gpointer?, gpointer?) -> gboolean, to: GCallback.self)
}

/// `(instance, GParamSpec *, data) -> void`: every `notify::property`.
package enum PropertyNotify: SignalShape {
  package typealias Invoke = @MainActor (gpointer) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, _: UnsafeMutablePointer<GParamSpec>?, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      MainActor.assumeIsolated { box.invoke(instance(at: emitter)) }
    } as @convention(c) (gpointer?, UnsafeMutablePointer<GParamSpec>?, gpointer?) -> Void, to: GCallback.self)
}

/// `(action, GVariant *parameter, data) -> void`: `activate` of a GSimpleAction.
package enum ActionActivate: SignalShape {
  package typealias Invoke = @MainActor (gpointer) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, _: OpaquePointer?, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      MainActor.assumeIsolated { box.invoke(instance(at: emitter)) }
    } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void, to: GCallback.self)
}

/// `(instance, gint, data) -> void`: `response` of a dialog.
package enum IntArgument: SignalShape {
  package typealias Invoke = @MainActor (gpointer, Int32) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, value: gint, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      MainActor.assumeIsolated { box.invoke(instance(at: emitter), value) }
    } as @convention(c) (gpointer?, gint, gpointer?) -> Void, to: GCallback.self)
}

/// `(instance, const char *, data) -> void`: AdwMessageDialog's `response` (the response's id).
package enum StringArgument: SignalShape {
  package typealias Invoke = @MainActor (gpointer, String) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, value: UnsafePointer<CChar>?, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      let text = value.map { String(cString: $0) } ?? ""
      MainActor.assumeIsolated { box.invoke(instance(at: emitter), text) }
    } as @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void, to: GCallback.self)
}

/// `(instance, GObject *, data) -> void`: `setup`, `bind`, `teardown` of a signal list item
/// factory (the object is the list item).
package enum ObjectArgument: SignalShape {
  package typealias Invoke = @MainActor (gpointer, UInt) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, object: gpointer?, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      let argument = address(object)
      MainActor.assumeIsolated { box.invoke(instance(at: emitter), argument) }
    } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)
}

/// `(instance, gint, gint, data) -> void`: `resize` of a drawing area.
package enum TwoIntArguments: SignalShape {
  package typealias Invoke = @MainActor (gpointer, Int32, Int32) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, first: gint, second: gint, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      MainActor.assumeIsolated { box.invoke(instance(at: emitter), first, second) }
    } as @convention(c) (gpointer?, gint, gint, gpointer?) -> Void, to: GCallback.self)
}

/// `(instance, gint, gdouble, gdouble, data) -> void`: `released` of a click gesture.
package enum IntAndPoint: SignalShape {
  package typealias Invoke = @MainActor (gpointer, Int32, Double, Double) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, count: gint, x: gdouble, y: gdouble, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      MainActor.assumeIsolated { box.invoke(instance(at: emitter), count, x, y) }
    } as @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void, to: GCallback.self)
}

/// `(list, guint position, guint removed, guint added, data) -> void`: `items-changed` of a
/// GListModel.
package enum ItemsChanged: SignalShape {
  package typealias Invoke = @MainActor (gpointer, _ removed: UInt32, _ added: UInt32) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, _: guint, removed: guint, added: guint, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      MainActor.assumeIsolated { box.invoke(instance(at: emitter), removed, added) }
    } as @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void, to: GCallback.self)
}

/// `(controller, guint keyval, guint keycode, GdkModifierType, data) -> gboolean`: `key-pressed`.
package enum KeyPressed: SignalShape {
  package typealias Invoke = @MainActor (gpointer, KeyPress) -> Bool
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, keyval: guint, _: guint, state: GdkModifierType, data: gpointer?) -> gboolean in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      let press = KeyPress(keyval: keyval, modifiers: state.rawValue)
      return MainActor.assumeIsolated { box.invoke(instance(at: emitter), press) } ? 1 : 0
    } as @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean,
    to: GCallback.self)
}

/// `(application, GFile **files, gint n_files, gchar *hint, data) -> void`: `open` of a
/// GApplication, the files given as their URIs.
package enum OpenFiles: SignalShape {
  package typealias Invoke = @MainActor (gpointer, [String]) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, files: UnsafeMutablePointer<OpaquePointer?>?, count: gint, _: UnsafeMutablePointer<gchar>?,
      data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      // The array and its files belong to GApplication for the length of the emission.
      let uris = (0..<Int(max(count, 0))).compactMap { index -> String? in
        guard let file = files?[index], let uri = g_file_get_uri(file) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
      }
      MainActor.assumeIsolated { box.invoke(instance(at: emitter), uris) }
    } as @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafeMutablePointer<gchar>?, gpointer?)
      -> Void, to: GCallback.self)
}

/// `(provider, GtkCssSection *, GError *, data) -> void`: `parsing-error`.
package enum CSSParsingError: SignalShape {
  package typealias Invoke = @MainActor (gpointer, String) -> Void
  package static let thunk: GCallback = unsafeBitCast(
    { (sender: gpointer?, section: OpaquePointer?, error: UnsafeMutablePointer<GError>?, data: gpointer?) in
      let box = box(data, Invoke.self)
      let emitter = address(sender)
      var place = ""
      if let section, let start = gtk_css_section_get_start_location(section) {
        place = "line \(start.pointee.lines + 1): "
      }
      let message = place + (error.map { String(cString: $0.pointee.message) } ?? "unknown error")
      MainActor.assumeIsolated { box.invoke(instance(at: emitter), message) }
    } as @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void,
    to: GCallback.self)
}

// Connecting: each shape turns the handler Swift code gives (the sender first, then the signal's
// arguments) into what its thunk calls. The sender is the object's wrapper, found again (or made,
// if none is alive) from the instance GLib passes: closures need not capture their own widget.

@MainActor
extension Signal where Shape == NoArguments {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (Sender) -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { handler(Sender.wrapping($0)) }
  }

  /// For handlers that do not need the sender (no wrapper is looked up).
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { _ in handler() }
  }
}

@MainActor
extension Signal where Shape == ReturnsBool {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (Sender) -> Bool) -> SignalConnection {
    sender.connect(name, Shape.self) { handler(Sender.wrapping($0)) }
  }

  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
    sender.connect(name, Shape.self) { _ in handler() }
  }
}

@MainActor
extension Signal where Shape == PropertyNotify {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (Sender) -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { handler(Sender.wrapping($0)) }
  }

  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { _ in handler() }
  }
}

@MainActor
extension Signal where Shape == ActionActivate {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { _ in handler() }
  }
}

@MainActor
extension Signal where Shape == IntArgument {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (Sender, Int32) -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { handler(Sender.wrapping($0), $1) }
  }
}

@MainActor
extension Signal where Shape == StringArgument {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (Sender, String) -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { handler(Sender.wrapping($0), $1) }
  }
}

@MainActor
extension Signal where Shape == ObjectArgument {
  /// The handler gets the object argument's address (a list item, which has no wrapper).
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (UInt) -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { handler($1) }
  }
}

@MainActor
extension Signal where Shape == TwoIntArguments {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (Sender, Int32, Int32) -> Void)
    -> SignalConnection
  {
    sender.connect(name, Shape.self) { handler(Sender.wrapping($0), $1, $2) }
  }
}

@MainActor
extension Signal where Shape == IntAndPoint {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (Int32, Double, Double) -> Void)
    -> SignalConnection
  {
    sender.connect(name, Shape.self) { handler($1, $2, $3) }
  }
}

@MainActor
extension Signal where Shape == ItemsChanged {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (_ removed: UInt32, _ added: UInt32) -> Void)
    -> SignalConnection
  {
    sender.connect(name, Shape.self) { handler($1, $2) }
  }
}

@MainActor
extension Signal where Shape == KeyPressed {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (Sender, KeyPress) -> Bool) -> SignalConnection {
    sender.connect(name, Shape.self) { handler(Sender.wrapping($0), $1) }
  }
}

@MainActor
extension Signal where Shape == OpenFiles {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor ([String]) -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { handler($1) }
  }
}

@MainActor
extension Signal where Shape == CSSParsingError {
  @discardableResult
  package func connect(_ sender: Sender, _ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
    sender.connect(name, Shape.self) { handler($1) }
  }
}

/// A physical key press as `key-pressed` reports it.
public struct KeyPress: Sendable, Equatable {
  public let keyval: UInt32
  public let modifiers: UInt32

  public init(keyval: UInt32, modifiers: UInt32 = 0) {
    self.keyval = keyval
    self.modifiers = modifiers
  }

  /// The key that types `character` (shift state included), e.g. "a" or "ñ".
  public init(character: Unicode.Scalar, modifiers: UInt32 = 0) {
    self.init(keyval: gdk_unicode_to_keyval(character.value), modifiers: modifiers)
  }

  public static let backspace = KeyPress(keyval: UInt32(GDK_KEY_BackSpace))
  public static let enter = KeyPress(keyval: UInt32(GDK_KEY_Return))
  public static let keypadEnter = KeyPress(keyval: UInt32(GDK_KEY_KP_Enter))
  public static let escape = KeyPress(keyval: UInt32(GDK_KEY_Escape))

  public static let control = UInt32(GDK_CONTROL_MASK.rawValue)
  public static let alt = UInt32(GDK_ALT_MASK.rawValue)
  public static let superKey = UInt32(GDK_SUPER_MASK.rawValue)
  public static let shift = UInt32(GDK_SHIFT_MASK.rawValue)

  /// Held with Ctrl, Alt, Super or Meta: a shortcut, not typing.
  public var isShortcut: Bool {
    modifiers & (KeyPress.control | KeyPress.alt | KeyPress.superKey | UInt32(GDK_META_MASK.rawValue)) != 0
  }

  /// The digit of Alt+0 to Alt+9 (the top row's or the keypad's), else `nil`.
  public var altDigit: Int? {
    guard modifiers & (KeyPress.control | KeyPress.superKey) == 0, modifiers & KeyPress.alt != 0
    else { return nil }
    let key = Int32(keyval)
    if (GDK_KEY_0...GDK_KEY_9).contains(key) { return Int(key - GDK_KEY_0) }
    if (GDK_KEY_KP_0...GDK_KEY_KP_9).contains(key) { return Int(key - GDK_KEY_KP_0) }
    return nil
  }

  public var isBackspace: Bool { keyval == UInt32(GDK_KEY_BackSpace) }
  public var isEscape: Bool { keyval == UInt32(GDK_KEY_Escape) }
  /// Return, the keypad's Enter or ISO Enter.
  public var isEnter: Bool {
    [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter].contains(Int32(keyval))
  }

  public static let left = KeyPress(keyval: UInt32(GDK_KEY_Left))
  public static let right = KeyPress(keyval: UInt32(GDK_KEY_Right))
  public static let up = KeyPress(keyval: UInt32(GDK_KEY_Up))
  public static let down = KeyPress(keyval: UInt32(GDK_KEY_Down))

  /// An arrow key (the keypad's too), without Ctrl, Alt or Super.
  public enum Arrow: Sendable { case left, right, up, down }

  public var arrow: Arrow? {
    guard !isShortcut else { return nil }
    switch Int32(keyval) {
    case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
    case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
    case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
    case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
    default: return nil
    }
  }

  /// The character the key types, if any.
  public var character: Character? {
    let code = gdk_keyval_to_unicode(keyval)
    guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
    return Character(scalar)
  }

  /// The combining mark of a dead key (`dead_diaeresis`: U+0308), which goes on the next letter.
  public var deadMark: Unicode.Scalar? {
    guard !isShortcut else { return nil }
    return switch Int32(keyval) {
    case GDK_KEY_dead_grave: "\u{300}"
    case GDK_KEY_dead_acute: "\u{301}"
    case GDK_KEY_dead_circumflex: "\u{302}"
    case GDK_KEY_dead_tilde: "\u{303}"
    case GDK_KEY_dead_diaeresis: "\u{308}"
    case GDK_KEY_dead_abovering: "\u{30A}"
    case GDK_KEY_dead_cedilla: "\u{327}"
    default: nil
    }
  }

  /// The Compose (Multi_key) key, which starts a sequence such as Compose " a.
  public var isCompose: Bool { keyval == UInt32(GDK_KEY_Multi_key) && !isShortcut }

  public static let compose = KeyPress(keyval: UInt32(GDK_KEY_Multi_key))
  public static let deadDiaeresis = KeyPress(keyval: UInt32(GDK_KEY_dead_diaeresis))
}
