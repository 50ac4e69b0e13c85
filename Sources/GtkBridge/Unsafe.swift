import CAdwaita
import CGtk

// The only place where GObject pointers change type. GTK's C casting macros (`GTK_WINDOW()`...)
// are not importable; `cast` does what they do, run-time check included: a pointer becomes a typed
// C pointer only if the object's GType is (a subclass of) the type's, else the process stops with
// a message that names both types. Wrappers check their object's GType when they are made from an
// existing object (`ObjectWrapper.init(retaining:)`), so `opaque` of a wrapper's own object (GTK 4's
// final types, which import as `OpaquePointer`) is the type the wrapper was checked for.

/// A C instance struct of a GObject class, with its class's GType (what `cast` checks).
protocol GObjectInstance { static var gtype: GType { get } }

extension GObject: GObjectInstance { static var gtype: GType { g_object_get_type() } }
extension GtkWidget: GObjectInstance { static var gtype: GType { gtk_widget_get_type() } }
extension GtkWindow: GObjectInstance { static var gtype: GType { gtk_window_get_type() } }
extension GtkDialog: GObjectInstance { static var gtype: GType { gtk_dialog_get_type() } }
extension GtkMessageDialog: GObjectInstance { static var gtype: GType { gtk_message_dialog_get_type() } }
extension GtkApplicationWindow: GObjectInstance { static var gtype: GType { gtk_application_window_get_type() } }
extension GtkBox: GObjectInstance { static var gtype: GType { gtk_box_get_type() } }
extension GtkGrid: GObjectInstance { static var gtype: GType { gtk_grid_get_type() } }
extension GtkButton: GObjectInstance { static var gtype: GType { gtk_button_get_type() } }
extension GtkToggleButton: GObjectInstance { static var gtype: GType { gtk_toggle_button_get_type() } }
extension GtkEntry: GObjectInstance { static var gtype: GType { gtk_entry_get_type() } }
extension GtkPopover: GObjectInstance { static var gtype: GType { gtk_popover_get_type() } }
extension GtkCssProvider: GObjectInstance { static var gtype: GType { gtk_css_provider_get_type() } }
extension GtkApplication: GObjectInstance { static var gtype: GType { gtk_application_get_type() } }
extension GApplication: GObjectInstance { static var gtype: GType { g_application_get_type() } }
extension GMenuModel: GObjectInstance { static var gtype: GType { g_menu_model_get_type() } }
extension AdwApplicationWindow: GObjectInstance { static var gtype: GType { adw_application_window_get_type() } }
extension AdwMessageDialog: GObjectInstance { static var gtype: GType { adw_message_dialog_get_type() } }
extension AdwPreferencesGroup: GObjectInstance { static var gtype: GType { adw_preferences_group_get_type() } }
extension AdwPreferencesPage: GObjectInstance { static var gtype: GType { adw_preferences_page_get_type() } }
extension AdwPreferencesRow: GObjectInstance { static var gtype: GType { adw_preferences_row_get_type() } }
extension AdwActionRow: GObjectInstance { static var gtype: GType { adw_action_row_get_type() } }
extension AdwComboRow: GObjectInstance { static var gtype: GType { adw_combo_row_get_type() } }
extension AdwApplication: GObjectInstance { static var gtype: GType { adw_application_get_type() } }

/// Why `pointer` may not be seen as an instance of `type`; `nil` if it may. (For `cast` and the
/// wrappers' checks, and for the tests of that check, which cannot test a stopped process.)
package func typeMismatch(_ pointer: gpointer, _ type: GType) -> String? {
  let instance = instance(pointer)
  if g_type_check_instance_is_a(instance, type) != 0 { return nil }
  let actual = g_type_check_instance(instance) != 0 ? String(cString: g_type_name_from_instance(instance)) : "pointer"
  return "a \(actual) is not a \(String(cString: g_type_name(type)))"
}

/// A GObject pointer seen as another type of its class hierarchy, checked at run time.
@inline(__always)
func cast<T: GObjectInstance>(_ pointer: gpointer) -> UnsafeMutablePointer<T> {
  if let problem = typeMismatch(pointer, T.gtype) { preconditionFailure("GtkBridge: \(problem)") }
  return pointer.assumingMemoryBound(to: T.self)
}

/// A GObject pointer as the GTypeInstance every GObject starts with (what GLib's type checks take).
@inline(__always)
func instance(_ pointer: gpointer) -> UnsafeMutablePointer<GTypeInstance> {
  pointer.assumingMemoryBound(to: GTypeInstance.self)
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
