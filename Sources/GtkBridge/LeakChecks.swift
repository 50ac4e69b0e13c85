import CAdwaita
import CGtk

// What the UI tests use to prove that nothing of a closed window or a finished game stays alive.

/// Tells whether a GObject has been finalized (a GLib weak reference, which does not keep it).
@MainActor
package final class FinalizationWatch {
  private final class Flag {
    var finalized = false
  }

  private let flag = Flag()
  private let retainedFlag: gpointer

  /// Watches the object of `wrapper` (and only it: the wrapper may go, the watch stays).
  package init(_ wrapper: ObjectWrapper) {
    retainedFlag = UserData.retain(flag)
    g_object_weak_ref(
      cast(wrapper.object),
      { data, _ in
        // Runs during the object's finalization, on the thread that drops the last reference.
        UserData.borrow(data, as: Flag.self).finalized = true
      }, retainedFlag)
  }

  /// Whether the object is gone. (GLib's weak reference holds the flag: a watch that goes before its
  /// object leaves the flag to GLib, which may still write to it, and it is never freed; a watch
  /// whose object is gone releases it.)
  package var isFinalized: Bool { flag.finalized }

  isolated deinit {
    // Balance the retain only once GLib can no longer call back.
    if flag.finalized { UserData.release(retainedFlag) }
  }
}

/// How many widgets the process's top-level windows hold now (hidden ones included: the help
/// overlay, a closed dialog not yet finalized). Widgets outside every window are held by wrappers
/// only, which `ObjectWrapper.liveCount` counts. (GLib's own per-type instance count needs a GLib
/// built with debugging, which Debian's is not.)
@MainActor
package func liveWidgetCount() -> Int {
  func count(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    var total = 1
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      total += count(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return total
  }
  let toplevels = gtk_window_get_toplevels()!
  return (0..<g_list_model_get_n_items(toplevels)).reduce(0) { total, index in
    let window = g_list_model_get_item(toplevels, index)!
    defer { g_object_unref(window) }
    return total + count(cast(window))
  }
}

extension Window {
  /// Every visible top-level window of the process, as new wrappers.
  package static func visibleWindows() -> [Window] {
    visibleToplevels(ofType: gtk_window_get_type()) { Window.wrapping($0) }
  }
}

extension ApplicationWindow {
  /// Runs a `win.` action, as its shortcut does.
  public func activateAction(_ name: String) { g_action_group_activate_action(opaque(object), name, nil) }
}
