import CGtk

/// Named actions (`app.quit`, `win.copy-results`...) with Swift handlers, and their shortcuts.
public enum Actions {
  /// Adds a parameterless action to an action map (a `GtkApplication` or `GtkApplicationWindow`).
  @discardableResult
  public static func add(
    _ name: String, to map: gpointer, _ handler: @escaping () -> Void
  ) -> OpaquePointer {
    let action = g_simple_action_new(name, nil)!
    Signals.onPointer(raw(action), "activate") { _ in handler() }
    g_action_map_add_action(OpaquePointer(map), action)
    g_object_unref(raw(action))
    return action
  }

  /// Enables or disables an action (a disabled action's shortcut does nothing).
  public static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
    g_simple_action_set_enabled(action, enabled ? 1 : 0)
  }

  /// Sets the keyboard shortcuts of a detailed action name such as `app.quit`.
  public static func setAccelerators(
    _ accelerators: [String], for action: String, in application: UnsafeMutablePointer<GtkApplication>
  ) {
    var cStrings = accelerators.map { strdup($0) } + [nil]
    defer { for pointer in cStrings { free(pointer) } }
    cStrings.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
        gtk_application_set_accels_for_action(application, action, $0)
      }
    }
  }
}
