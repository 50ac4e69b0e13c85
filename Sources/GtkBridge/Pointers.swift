import CGtk

/// Reinterprets a GObject pointer as another type in its class hierarchy (the C macros `GTK_WIDGET()`,
/// `GTK_WINDOW()`... are not importable). The caller knows the object's real type.
@inline(__always)
public func cast<T>(_ pointer: UnsafeMutablePointer<some Any>?) -> UnsafeMutablePointer<T> {
  UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: T.self)
}

@inline(__always)
public func cast<T>(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<T> {
  UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: T.self)
}

@inline(__always)
public func cast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T> {
  pointer!.assumingMemoryBound(to: T.self)
}

/// The untyped `gpointer` of any GObject pointer.
@inline(__always)
public func raw(_ pointer: UnsafeMutablePointer<some Any>?) -> gpointer { UnsafeMutableRawPointer(pointer!) }

@inline(__always)
public func raw(_ pointer: OpaquePointer?) -> gpointer { UnsafeMutableRawPointer(pointer!) }

/// GTK 4's final types (`GtkOverlay`, `GtkHeaderBar`, ...) import as `OpaquePointer`.
@inline(__always)
public func cast(_ pointer: UnsafeMutablePointer<some Any>?) -> OpaquePointer { OpaquePointer(pointer!) }
