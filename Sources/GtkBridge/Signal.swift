import CGtk

/// A Swift closure connected to a GObject signal.
///
/// The closure is boxed and the box retained by the connection (`UserData`); GLib releases it
/// through the destroy notify when the handler is disconnected or the object is disposed, so a
/// closure lives exactly as long as its connection and never longer than its object. Closures
/// capture their owners weakly (the object holds the closure; the owner holds the object).
@MainActor
final class HandlerBox<Handler> {
  let handler: Handler
  init(_ handler: Handler) { self.handler = handler }
}

/// The C shapes of the signals the game connects to, each declared once, with the signals that have
/// it. A signal's thunk must match its C signature exactly, return type included. Every thunk runs on
/// the main thread (GTK emits these signals there) and enters the main actor explicitly.
enum SignalShape {
  /// `(instance, data) -> void`: `clicked`, `destroy`, `activate`, `toggled`, `shutdown`,
  /// `after-paint`, `changed` of an editable.
  typealias Void0 = @MainActor () -> Void
  /// `(instance, data) -> gboolean`: `close-request`.
  typealias Bool0 = @MainActor () -> Bool
  /// `(instance, GParamSpec *, data) -> void`: every `notify::property`.
  typealias Notify = @MainActor () -> Void
  /// `(instance, gint, data) -> void`: `response` of a dialog.
  typealias Int1 = @MainActor (Int32) -> Void
  /// `(instance, gint, gint, data) -> void`: `resize` of a drawing area.
  typealias Int2 = @MainActor (Int32, Int32) -> Void
  /// `(controller, guint keyval, guint keycode, GdkModifierType, data) -> gboolean`: `key-pressed`.
  typealias KeyPressed = @MainActor (KeyPress) -> Bool
  /// `(provider, GtkCssSection *, GError *, data) -> void`: `parsing-error`.
  typealias ParsingError = @MainActor (String) -> Void
  /// `(application, GFile **files, gint n_files, gchar *hint, data) -> void`: `open` of a
  /// GApplication, the files given as their URIs.
  typealias Open = @MainActor ([String]) -> Void

  @MainActor static func connect<Handler>(
    _ instance: gpointer, _ signal: String, _ handler: Handler, thunk: GCallback
  ) -> gulong {
    g_signal_connect_data(
      instance, signal, thunk, UserData.retain(HandlerBox(handler)), { data, _ in UserData.release(data) },
      GConnectFlags(rawValue: 0))
  }

  static func handler<Handler>(_ data: gpointer?, _: Handler.Type) -> HandlerBox<Handler> {
    UserData.borrow(data, as: HandlerBox<Handler>.self)
  }

  // `unsafeBitCast` of a thunk to `GCallback` is how every C binding calls `g_signal_connect_data`
  // (GCallback is a generic function pointer that GLib calls with the signal's real signature); it is
  // sound because each thunk below is only ever connected to the signals its comment lists.

  static let void0: GCallback = unsafeBitCast(
    { (_: gpointer?, data: gpointer?) in
      let box = handler(data, Void0.self)
      MainActor.assumeIsolated { box.handler() }
    } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)

  static let bool0: GCallback = unsafeBitCast(
    { (_: gpointer?, data: gpointer?) -> gboolean in
      let box = handler(data, Bool0.self)
      return MainActor.assumeIsolated { box.handler() } ? 1 : 0
    } as @convention(c) (gpointer?, gpointer?) -> gboolean, to: GCallback.self)

  static let notify: GCallback = unsafeBitCast(
    { (_: gpointer?, _: gpointer?, data: gpointer?) in
      let box = handler(data, Notify.self)
      MainActor.assumeIsolated { box.handler() }
    } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

  static let int1: GCallback = unsafeBitCast(
    { (_: gpointer?, value: gint, data: gpointer?) in
      let box = handler(data, Int1.self)
      MainActor.assumeIsolated { box.handler(value) }
    } as @convention(c) (gpointer?, gint, gpointer?) -> Void, to: GCallback.self)

  static let int2: GCallback = unsafeBitCast(
    { (_: gpointer?, first: gint, second: gint, data: gpointer?) in
      let box = handler(data, Int2.self)
      MainActor.assumeIsolated { box.handler(first, second) }
    } as @convention(c) (gpointer?, gint, gint, gpointer?) -> Void, to: GCallback.self)

  static let keyPressed: GCallback = unsafeBitCast(
    { (_: gpointer?, keyval: guint, _: guint, state: GdkModifierType, data: gpointer?) -> gboolean in
      let box = handler(data, KeyPressed.self)
      let press = KeyPress(keyval: keyval, modifiers: state.rawValue)
      return MainActor.assumeIsolated { box.handler(press) } ? 1 : 0
    } as @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean,
    to: GCallback.self)

  static let open: GCallback = unsafeBitCast(
    { (_: gpointer?, files: UnsafeMutablePointer<OpaquePointer?>?, count: gint, _: UnsafeMutablePointer<gchar>?,
      data: gpointer?) in
      let box = handler(data, Open.self)
      // The array and its files belong to GApplication for the length of the emission.
      let uris = (0..<Int(max(count, 0))).compactMap { index -> String? in
        guard let file = files?[index], let uri = g_file_get_uri(file) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
      }
      MainActor.assumeIsolated { box.handler(uris) }
    } as @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafeMutablePointer<gchar>?, gpointer?)
      -> Void, to: GCallback.self)

  static let parsingError: GCallback = unsafeBitCast(
    { (_: gpointer?, section: OpaquePointer?, error: UnsafeMutablePointer<GError>?, data: gpointer?) in
      let box = handler(data, ParsingError.self)
      var place = ""
      if let section, let start = gtk_css_section_get_start_location(section) {
        place = "line \(start.pointee.lines + 1): "
      }
      let message = place + (error.map { String(cString: $0.pointee.message) } ?? "unknown error")
      MainActor.assumeIsolated { box.handler(message) }
    } as @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void,
    to: GCallback.self)
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
}
