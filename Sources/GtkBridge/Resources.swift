import CAdwaita
import CGtk

/// GIO's resources: a compiled bundle (glib-compile-resources) registered for the process, read
/// by path (`/io/github/guesswork/Guesswork/…`).
@MainActor
public enum Resources {
  /// Registers a bundle held in memory (the bytes are copied); throws GLib's message if it is not
  /// a valid bundle. Registering the same bytes again does nothing.
  public static func register(_ bytes: [UInt8]) throws(GLibError) {
    guard !registered else { return }
    let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(data) }
    var error: UnsafeMutablePointer<GError>?
    guard let resource = g_resource_new_from_data(data, &error) else { throw GLibError(taking: error) }
    // GIO keeps its own reference for the process's life.
    g_resources_register(resource)
    g_resource_unref(resource)
    registered = true
  }

  private static var registered = false

  /// The text of a registered resource; `nil` if there is none at `path` or it is not UTF-8.
  public static func text(at path: String) -> String? {
    guard let data = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
    defer { g_bytes_unref(data) }
    var size: gsize = 0
    guard let start = g_bytes_get_data(data, &size) else { return "" }
    let buffer = UnsafeRawBufferPointer(start: start, count: Int(size))
    return String(validating: buffer.bindMemory(to: UInt8.self), as: UTF8.self)
  }
}

extension Application {
  /// Where GTK looks for the application's resources (`<path>/icons` joins the icon theme); the
  /// same for every build and test, whatever the application's ID.
  public func setResourceBasePath(_ path: String) {
    g_application_set_resource_base_path(cast(object), path)
  }
}
