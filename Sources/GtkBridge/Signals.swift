import CGtk

/// Connects Swift closures to GObject signals.
///
/// Each closure is boxed and retained by the connection; GLib releases it through the destroy
/// notify when the handler is disconnected or the object is finalised, so a closure lives exactly as
/// long as its connection. Closures capture their owners weakly to avoid cycles.
public enum Signals {
  final class Box<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
  }

  static func connect(
    _ instance: gpointer, _ signal: String, _ box: AnyObject, _ thunk: GCallback
  ) -> gulong {
    let data = Unmanaged.passRetained(box).toOpaque()
    return g_signal_connect_data(
      instance, signal, thunk, data,
      { data, _ in Unmanaged<AnyObject>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
  }

  static func handler<Handler>(_ data: gpointer?) -> Handler {
    Unmanaged<Box<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
  }

  /// A signal with no arguments and no result (`clicked`, `destroy`, `activate`...).
  @discardableResult
  public static func on(_ instance: gpointer, _ signal: String, _ handler: @escaping () -> Void) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
      (Signals.handler(data) as () -> Void)()
    }
    return connect(instance, signal, Box(handler), unsafeBitCast(thunk, to: GCallback.self))
  }

  /// A signal with no arguments that returns a boolean (`close-request`: true stops the default).
  @discardableResult
  public static func onBool(
    _ instance: gpointer, _ signal: String, _ handler: @escaping () -> Bool
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
      (Signals.handler(data) as () -> Bool)() ? 1 : 0
    }
    return connect(instance, signal, Box(handler), unsafeBitCast(thunk, to: GCallback.self))
  }

  /// A signal with one pointer argument and no result (`notify::x`, `response`, `activate` of an
  /// action with its parameter, `parsing-error` reduced to its section...).
  @discardableResult
  public static func onPointer(
    _ instance: gpointer, _ signal: String, _ handler: @escaping (gpointer?) -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
      (Signals.handler(data) as (gpointer?) -> Void)(argument)
    }
    return connect(instance, signal, Box(handler), unsafeBitCast(thunk, to: GCallback.self))
  }

  /// A signal with one integer argument (`response` of a dialog).
  @discardableResult
  public static func onInt(
    _ instance: gpointer, _ signal: String, _ handler: @escaping (Int32) -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, value, data in
      (Signals.handler(data) as (Int32) -> Void)(value)
    }
    return connect(instance, signal, Box(handler), unsafeBitCast(thunk, to: GCallback.self))
  }

  /// A signal with two integer arguments (`resize` of a `GtkDrawingArea`: width, height).
  @discardableResult
  public static func onSize(
    _ instance: gpointer, _ signal: String, _ handler: @escaping (Int32, Int32) -> Void
  ) -> gulong {
    let thunk: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = { _, width, height, data in
      (Signals.handler(data) as (Int32, Int32) -> Void)(width, height)
    }
    return connect(instance, signal, Box(handler), unsafeBitCast(thunk, to: GCallback.self))
  }

  /// `key-pressed` of a `GtkEventControllerKey`: (keyval, keycode, modifiers) → handled.
  @discardableResult
  public static func onKeyPressed(
    _ controller: gpointer, _ handler: @escaping (UInt32, UInt32, GdkModifierType) -> Bool
  ) -> gulong {
    typealias Handler = (UInt32, UInt32, GdkModifierType) -> Bool
    let thunk:
      @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, keyval, keycode, state, data in
        (Signals.handler(data) as Handler)(keyval, keycode, state) ? 1 : 0
      }
    return connect(controller, "key-pressed", Box(handler), unsafeBitCast(thunk, to: GCallback.self))
  }

  /// `parsing-error` of a `GtkCssProvider`: (section, error).
  @discardableResult
  public static func onParsingError(
    _ provider: gpointer, _ handler: @escaping (OpaquePointer?, UnsafeMutablePointer<GError>?) -> Void
  ) -> gulong {
    typealias Handler = (OpaquePointer?, UnsafeMutablePointer<GError>?) -> Void
    let thunk:
      @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
        _, section, error, data in
        (Signals.handler(data) as Handler)(section, error)
      }
    return connect(provider, "parsing-error", Box(handler), unsafeBitCast(thunk, to: GCallback.self))
  }

  public static func disconnect(_ instance: gpointer, _ handlerID: gulong) {
    if g_signal_handler_is_connected(instance, handlerID) != 0 {
      g_signal_handler_disconnect(instance, handlerID)
    }
  }
}
