import CAdwaita
import CGtk

/// A Swift object that owns exactly one reference to a GObject (gtk-rs's rule): taken when the
/// wrapper is made, dropped when it goes. The object therefore lives at least as long as its
/// wrapper, and a wrapper never points at freed memory. (A window's wrapper is the one exception:
/// it lets go of its reference when GTK destroys the window, see `Window`, and may not reach the
/// object after that.)
///
/// A GObject has at most one wrapper at a time: the wrapper is registered on its object (GObject
/// qdata) and found again there (`wrapping`), so every handler, check and test sees the same Swift
/// object, with its state, for one GTK object; making a second one is a programming error.
///
/// Signal handlers are owned by the object: GLib drops their closures when the object is disposed
/// (or the handler disconnected), not when the wrapper goes. A handler receives its sender, so it
/// need not capture its own wrapper; closures must capture their Swift owners weakly, never the
/// wrapper of their own object strongly (that cycle would keep both).
@MainActor
public class ObjectWrapper {
  private let pointer: gpointer
  /// Set when a window's wrapper let go of its reference (GTK destroyed the window).
  private var released: UnsafeMutablePointer<GWeakRef>?

  /// The GObject, for GtkBridge and tests; the game itself never touches it. Reaching it through a
  /// wrapper that let go of it is a programming error, reported as such rather than a crash later.
  package var object: gpointer {
    precondition(released == nil, "GtkBridge: \(Self.self) used after GTK destroyed its object")
    return pointer
  }

  /// How many wrappers exist now, for the tests that check none is left behind.
  public static var liveCount: Int { live.values.reduce(0) { $0 + $1.count } }
  /// The classes of the wrappers alive now and how many of each, so that a test that finds one
  /// left behind can say which.
  public static var liveClasses: [String: Int] {
    live.values.reduce(into: [:]) { names, entry in
      if entry.count > 0 { names[String(describing: entry.type)] = entry.count }
    }
  }
  /// The live wrappers by class (a few dozen classes: the counts above are summed when asked).
  private static var live: [ObjectIdentifier: (type: ObjectWrapper.Type, count: Int)] = [:]

  private static func count(_ type: ObjectWrapper.Type, _ change: Int) {
    live[ObjectIdentifier(type), default: (type, 0)].count += change
  }

  /// Whether `liveCount` counts wrappers of this class (not GTK's own objects that live as long as
  /// the process, which no game leaves behind).
  class var isCounted: Bool { true }

  /// The GType a wrapper of this class wraps (subclasses narrow it): checked whenever a wrapper is
  /// made for an object that already exists.
  class var gtype: GType { g_object_get_type() }

  /// Takes ownership of a new object: sinks its floating reference if it has one (widgets), else
  /// adopts the full reference its constructor returned.
  init(new object: gpointer) {
    self.pointer = object
    if g_object_is_floating(object) != 0 { g_object_ref_sink(object) }
    if Self.isCounted { ObjectWrapper.count(Self.self, 1) }
    register()
  }

  /// Adds a reference to an object someone else owns (a dialog's button, a builder's window).
  /// Code that only has a pointer uses `wrapping`, which finds the wrapper the object already has.
  required init(retaining object: gpointer) {
    if let problem = typeMismatch(object, Self.gtype) { preconditionFailure("GtkBridge: \(Self.self): \(problem)") }
    self.pointer = object
    g_object_ref_sink(object)
    if Self.isCounted { ObjectWrapper.count(Self.self, 1) }
    register()
  }

  isolated deinit {
    if Self.isCounted { ObjectWrapper.count(Self.self, -1) }
    if let released {
      // The object may be gone already: reached through the weak reference only.
      if let object = strongReference(released) {
        if ObjectWrapper.registered(object) === self { g_object_set_qdata(cast(object), ObjectWrapper.quark, nil) }
        g_object_unref(object)
      }
      g_weak_ref_clear(released)
      released.deallocate()
    } else {
      g_object_set_qdata(cast(pointer), ObjectWrapper.quark, nil)
      g_object_unref(pointer)
    }
  }

  /// The wrapper of `object`: the one it has, or a new one of this class. Refuses, with a message,
  /// an object that is not of this class's GType or whose wrapper is of another class.
  package static func wrapping(_ object: gpointer) -> Self {
    guard let found = registered(object) else { return Self(retaining: object) }
    guard let typed = found as? Self else {
      preconditionFailure("GtkBridge: the \(found.typeName) is wrapped as \(type(of: found)), not \(Self.self)")
    }
    return typed
  }

  /// The wrapper registered on `object`, if one is alive.
  package static func registered(_ object: gpointer) -> ObjectWrapper? {
    g_object_get_qdata(cast(object), quark).map { Unmanaged<ObjectWrapper>.fromOpaque($0).takeUnretainedValue() }
  }

  private static let quark = g_quark_from_string("guesswork-swift-wrapper")

  private func register() {
    if let other = ObjectWrapper.registered(pointer) {
      preconditionFailure("GtkBridge: a second wrapper (\(Self.self)) for one \(typeName), wrapped as \(type(of: other))")
    }
    g_object_set_qdata(cast(pointer), ObjectWrapper.quark, Unmanaged.passUnretained(self).toOpaque())
  }

  /// Lets go of the object before the wrapper goes (a window GTK destroyed: its last reference must
  /// be GTK's, so that GTK disposes it). The wrapper stays registered while the object lives, so the
  /// object's last signals (`destroy`) still reach this wrapper, but it no longer reaches the object.
  func releaseObject() {
    guard released == nil else { return }
    let weak = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    weak.initialize(to: GWeakRef())
    g_weak_ref_init(weak, pointer)
    released = weak
    g_object_unref(pointer)
  }

  /// Whether the wrapper let go of its object (`releaseObject`).
  var hasReleasedObject: Bool { released != nil }

  /// The GType name of the object (`GtkAboutDialog`, `GtkShortcutsWindow`).
  package var typeName: String { String(cString: g_type_name_from_instance(instance(pointer))) }

  func stringProperty(_ name: String) -> String? {
    guard let value = guesswork_object_dup_string(object, name) else { return nil }
    defer { g_free(value) }
    return String(cString: value)
  }
}

/// A strong reference from a weak one, or nil once the object is finalized; the caller unrefs it.
private func strongReference(_ weak: UnsafeMutablePointer<GWeakRef>) -> gpointer? {
  g_weak_ref_get(weak)
}
