import CGtk

/// A Swift object that owns exactly one reference to a GObject (gtk-rs's rule): taken when the
/// wrapper is made, dropped when it goes. The object therefore lives at least as long as its
/// wrapper, and a wrapper never points at freed memory, whatever GTK does with the object meanwhile
/// (a destroyed window stays valid memory, merely disposed, until its last reference goes).
///
/// Signal handlers are owned by the object: GLib drops their closures when the object is disposed
/// (or the handler disconnected), not when the wrapper goes. Closures must therefore capture their
/// Swift owners weakly, never the wrapper of their own object strongly (that cycle would keep both).
@MainActor
public class ObjectWrapper {
  /// The GObject, for GtkBridge and tests; the game itself never touches it.
  package let object: gpointer

  /// How many wrappers exist now, for the tests that check none is left behind.
  public private(set) static var liveCount = 0

  /// Takes ownership of a new object: sinks its floating reference if it has one (widgets), else
  /// adopts the full reference its constructor returned.
  init(new object: gpointer) {
    self.object = object
    if g_object_is_floating(object) != 0 { g_object_ref_sink(object) }
    ObjectWrapper.liveCount += 1
  }

  /// Adds a reference to an object someone else owns (a dialog's button, a builder's window).
  init(retaining object: gpointer) {
    self.object = object
    g_object_ref_sink(object)
    ObjectWrapper.liveCount += 1
  }

  isolated deinit {
    ObjectWrapper.liveCount -= 1
    g_object_unref(object)
  }

  /// Connects a handler of the given C shape; returns its id.
  @discardableResult
  func connect<Handler>(_ signal: String, thunk: GCallback, _ handler: Handler) -> gulong {
    SignalShape.connect(object, signal, handler, thunk: thunk)
  }

  func disconnect(_ handlerID: gulong) {
    if g_signal_handler_is_connected(object, handlerID) != 0 { g_signal_handler_disconnect(object, handlerID) }
  }

  /// Reads a boolean property by name.
  func boolProperty(_ name: String) -> Bool { guesswork_object_get_bool(object, name) != 0 }

  func setBoolProperty(_ name: String, _ value: Bool) { guesswork_object_set_bool(object, name, value ? 1 : 0) }

  func stringProperty(_ name: String) -> String? {
    guard let value = guesswork_object_dup_string(object, name) else { return nil }
    defer { g_free(value) }
    return String(cString: value)
  }

  /// Whether the object is (a subclass of) a GType.
  func isA(_ type: GType) -> Bool {
    g_type_check_instance_is_a(cast(object), type) != 0
  }
}
