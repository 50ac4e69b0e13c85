import CGtk

/// The desktop's light/dark preference, read from the XDG settings portal
/// (`org.freedesktop.appearance color-scheme`: 1 prefers dark, 2 prefers light, 0 no preference) and
/// watched for changes. Without a portal (or a session bus) the preference stays "no preference".
///
/// It owns a reference to the connection and unsubscribes in `stop()` (the application's
/// shutdown) or at the latest when it goes; GLib's callbacks reach it through a weak box that GLib
/// itself releases, so neither a late reply nor a late signal can reach a portal that is gone.
@MainActor
public final class AppearancePortal {
  public enum ColorScheme: UInt32, Sendable {
    case noPreference = 0
    case dark = 1
    case light = 2
  }

  public private(set) var colorScheme = ColorScheme.noPreference
  /// Called on the main thread when the desktop's preference changes or is first read.
  public var onChange: ((ColorScheme) -> Void)?
  private var connection: DBusConnection?
  private var subscription: guint = 0

  private static let service = "org.freedesktop.portal.Desktop"
  private static let path = "/org/freedesktop/portal/desktop"
  private static let interface = "org.freedesktop.portal.Settings"
  private static let namespace = "org.freedesktop.appearance"

  public init() {}

  isolated deinit { stop() }

  /// What GLib holds: the portal, weakly.
  private final class WeakPortal {
    weak var portal: AppearancePortal?
    init(_ portal: AppearancePortal) { self.portal = portal }
  }

  /// Starts reading (asynchronously, so start-up never waits on D-Bus) and watching.
  public func start(connection: DBusConnection?) {
    guard let connection, self.connection == nil else { return }
    self.connection = connection
    subscription = g_dbus_connection_signal_subscribe(
      connection.connection, AppearancePortal.service, AppearancePortal.interface, "SettingChanged",
      AppearancePortal.path, AppearancePortal.namespace, G_DBUS_SIGNAL_FLAGS_NONE,
      { _, _, _, _, _, parameters, data in
        // (s namespace, s key, v value); delivered in the main context, where it was subscribed.
        guard let parameters else { return }
        let key = g_variant_get_child_value(parameters, 1)!
        defer { g_variant_unref(key) }
        guard String(cString: g_variant_get_string(key, nil)) == "color-scheme" else { return }
        let value = g_variant_get_child_value(parameters, 2)!
        defer { g_variant_unref(value) }
        let box = UserData.borrow(data, as: WeakPortal.self)
        MainActor.assumeIsolated { box.portal?.update(value) }
      }, UserData.retain(WeakPortal(self)), { data in UserData.release(data) })
    var children: [OpaquePointer?] = [
      g_variant_new_string(AppearancePortal.namespace), g_variant_new_string("color-scheme"),
    ]
    let arguments = g_variant_new_tuple(&children, 2)
    // The reply comes in the main context; the box is released there whatever the outcome.
    g_dbus_connection_call(
      connection.connection, AppearancePortal.service, AppearancePortal.path, AppearancePortal.interface,
      "Read", arguments, nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil,
      { source, result, data in
        defer { UserData.release(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
          _ = GLibError(taking: error)
          return
        }
        defer { g_variant_unref(reply) }
        let value = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(value) }
        let box = UserData.borrow(data, as: WeakPortal.self)
        MainActor.assumeIsolated { box.portal?.update(value) }
      }, UserData.retain(WeakPortal(self)))
  }

  /// Stops watching and lets go of the connection (the application is shutting down).
  public func stop() {
    if let connection, subscription != 0 {
      g_dbus_connection_signal_unsubscribe(connection.connection, subscription)
    }
    subscription = 0
    connection = nil
  }

  /// Whether it still watches the desktop (for tests).
  public var isWatching: Bool { subscription != 0 }

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
