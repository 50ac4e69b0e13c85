import CGtk

// The only place where GObject pointers change type. GTK's C casting macros (`GTK_WINDOW()`...)
// are not importable; these do what they do without the run-time check. Each is sound because a
// wrapper class is only ever made from an object of its own GType (its initializer creates the
// object, or `ObjectWrapper.init(retaining:type:)` checks the type first), and the wrapper holds a
// reference, so the memory stays a live object of that type for as long as it is reached.

/// A GObject pointer seen as another type of its class hierarchy.
@inline(__always)
func cast<T>(_ pointer: gpointer) -> UnsafeMutablePointer<T> {
  pointer.assumingMemoryBound(to: T.self)
}

/// GTK 4's final types (`GtkOverlay`, `GtkHeaderBar`, `GtkSwitch`...) import as `OpaquePointer`.
@inline(__always)
func opaque(_ pointer: gpointer) -> OpaquePointer { OpaquePointer(pointer) }

/// The untyped `gpointer` of a typed GObject pointer.
@inline(__always)
func raw(_ pointer: UnsafeMutablePointer<some Any>) -> gpointer { UnsafeMutableRawPointer(pointer) }

@inline(__always)
func raw(_ pointer: OpaquePointer) -> gpointer { UnsafeMutableRawPointer(pointer) }

/// Calls `body` with a NULL-terminated C array of C strings (`const char * const *`), the shape of
/// GTK's string-list parameters (accelerators, drop-down items, About credits). The copies live
/// exactly as long as the call; GTK copies what it keeps.
func withCStringArray<Result>(
  _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
  var copies = strings.map { strdup($0) } + [nil]
  defer { for copy in copies { free(copy) } }
  return copies.withUnsafeMutableBufferPointer { buffer in
    buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
      body($0)
    }
  }
}

/// A Swift object passed through C as `gpointer` user data, retained for as long as GLib holds it.
///
/// `retain` hands GLib one strong reference; the destroy notify given to GLib calls `release`
/// exactly once, when GLib drops the callback (a disconnected handler, a finalized object, a removed
/// source). Between the two, `borrow` reads the object without changing its count. This pairing is
/// the whole reason the callbacks below cannot outlive their closures or free them too early.
enum UserData {
  static func retain(_ object: AnyObject) -> gpointer { Unmanaged.passRetained(object).toOpaque() }

  static func borrow<T: AnyObject>(_ data: gpointer?, as type: T.Type) -> T {
    Unmanaged<T>.fromOpaque(data!).takeUnretainedValue()
  }

  static func release(_ data: gpointer?) { Unmanaged<AnyObject>.fromOpaque(data!).release() }
}

/// Makes stdout line-buffered, so a pipe sees each line as it is printed.
public func lineBufferStandardOutput() { guesswork_line_buffer_stdout() }
