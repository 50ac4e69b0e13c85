import CGtk

/// The desktop's light/dark preference, read from the XDG settings portal
/// (`org.freedesktop.appearance color-scheme`: 1 prefers dark, 2 prefers light, 0 no preference) and
/// watched for changes. Without a portal (or a session bus) the preference stays "no preference".
public final class AppearancePortal {
  public enum ColorScheme: UInt32 {
    case noPreference = 0
    case dark = 1
    case light = 2
  }

  public private(set) var colorScheme = ColorScheme.noPreference
  /// Called on the main thread when the desktop's preference changes or is first read.
  public var onChange: ((ColorScheme) -> Void)?
  private var connection: OpaquePointer?
  private var subscription: guint = 0

  private static let service = "org.freedesktop.portal.Desktop"
  private static let path = "/org/freedesktop/portal/desktop"
  private static let interface = "org.freedesktop.portal.Settings"
  private static let namespace = "org.freedesktop.appearance"

  public init() {}

  deinit {
    if let connection, subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
  }

  /// Starts reading (asynchronously, so start-up never waits on D-Bus) and watching.
  public func start(connection: OpaquePointer?) {
    guard let connection else { return }
    self.connection = connection
    let this = Unmanaged.passUnretained(self).toOpaque()
    subscription = g_dbus_connection_signal_subscribe(
      connection, AppearancePortal.service, AppearancePortal.interface, "SettingChanged",
      AppearancePortal.path, AppearancePortal.namespace, G_DBUS_SIGNAL_FLAGS_NONE,
      { _, _, _, _, _, parameters, data in
        // (s namespace, s key, v value)
        guard let parameters, let data else { return }
        let key = g_variant_get_child_value(parameters, 1)!
        defer { g_variant_unref(key) }
        guard String(cString: g_variant_get_string(key, nil)) == "color-scheme" else { return }
        let value = g_variant_get_child_value(parameters, 2)!
        defer { g_variant_unref(value) }
        Unmanaged<AppearancePortal>.fromOpaque(data).takeUnretainedValue().update(value)
      }, this, nil)
    var children: [OpaquePointer?] = [
      g_variant_new_string(AppearancePortal.namespace), g_variant_new_string("color-scheme"),
    ]
    let arguments = g_variant_new_tuple(&children, 2)
    let retained = Unmanaged.passRetained(self).toOpaque()
    g_dbus_connection_call(
      connection, AppearancePortal.service, AppearancePortal.path, AppearancePortal.interface, "Read",
      arguments, nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil,
      { source, result, data in
        let portal = Unmanaged<AppearancePortal>.fromOpaque(data!).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
          if let error { g_error_free(error) }
          return
        }
        defer { g_variant_unref(reply) }
        let value = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(value) }
        portal.update(value)
      }, retained)
  }

  /// Unwraps `v` (possibly nested, as `Read` returns it) down to the `u` and records it.
  private func update(_ value: OpaquePointer) {
    var current = g_variant_ref(value)!
    while g_variant_is_of_type(current, g_variant_type_checked_("v")) != 0 {
      let inner = g_variant_get_variant(current)!
      g_variant_unref(current)
      current = inner
    }
    defer { g_variant_unref(current) }
    guard g_variant_is_of_type(current, g_variant_type_checked_("u")) != 0 else { return }
    colorScheme = ColorScheme(rawValue: g_variant_get_uint32(current)) ?? .noPreference
    onChange?(colorScheme)
  }
}
