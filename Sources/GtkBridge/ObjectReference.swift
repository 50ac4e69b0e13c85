import CGtk

/// Owns one reference to a GObject: taken (sinking a floating reference) on creation, dropped on
/// deinit. Swift objects that wrap a widget hold one of these, so the widget lives at least as long
/// as its Swift owner.
public final class ObjectReference {
  public let pointer: gpointer

  /// Takes ownership of a new object, sinking its floating reference if it has one.
  public init(sinking pointer: gpointer) {
    self.pointer = pointer
    g_object_ref_sink(pointer)
  }

  deinit { g_object_unref(pointer) }

  public var widget: UnsafeMutablePointer<GtkWidget> { cast(pointer) }
}
