import CAdwaita
import CGtk

/// A GtkBox: children in a row or a column.
@MainActor
public final class Box: Widget {
  public init(_ orientation: Orientation, spacing: Int32 = 0, classes: [String] = []) {
    super.init(new: raw(gtk_box_new(orientation.gtk, spacing)))
    for name in classes { addClass(name) }
  }

  override class var gtype: GType { gtk_box_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var isHomogeneous: Bool {
    get { gtk_box_get_homogeneous(cast(object)) != 0 }
    set { gtk_box_set_homogeneous(cast(object), newValue ? 1 : 0) }
  }

  /// A row or a column; changing it lays the same children out the other way.
  public var orientation: Orientation {
    get { gtk_orientable_get_orientation(OpaquePointer(object)) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
    set { gtk_orientable_set_orientation(OpaquePointer(object), newValue.gtk) }
  }

  public func append(_ child: Widget) { gtk_box_append(cast(object), child.widget) }

  public func append(_ children: [Widget]) { for child in children { append(child) } }

  public func remove(_ child: Widget) { gtk_box_remove(cast(object), child.widget) }

  /// Removes every child (their wrappers, if any are kept, still own them).
  public func removeAll() {
    while let child = gtk_widget_get_first_child(widget) { gtk_box_remove(cast(object), child) }
  }
}

/// A GtkGrid: children at (column, row) cells.
@MainActor
public final class Grid: Widget {
  public init(rowSpacing: UInt32 = 0, columnSpacing: UInt32 = 0, classes: [String] = []) {
    super.init(new: raw(gtk_grid_new()))
    gtk_grid_set_row_spacing(cast(object), rowSpacing)
    gtk_grid_set_column_spacing(cast(object), columnSpacing)
    for name in classes { addClass(name) }
  }

  override class var gtype: GType { gtk_grid_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func attach(_ child: Widget, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1) {
    gtk_grid_attach(cast(object), child.widget, column, row, width, height)
  }
}

/// A GtkOverlay: one main child and widgets floating over it.
@MainActor
public final class Overlay: Widget {
  public init() { super.init(new: raw(gtk_overlay_new())) }
  override class var gtype: GType { gtk_overlay_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func setChild(_ child: Widget?) { gtk_overlay_set_child(opaque(object), child?.widget) }

  public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(opaque(object), child.widget) }
}

/// A GtkScrolledWindow that scrolls vertically only.
@MainActor
public final class ScrolledWindow: Widget {
  public init() {
    super.init(new: raw(gtk_scrolled_window_new()))
    gtk_scrolled_window_set_policy(opaque(object), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
  }
  override class var gtype: GType { gtk_scrolled_window_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(opaque(object), child?.widget) }

  /// A holder that asks for none of its child's minimum width, only its natural size: the window
  /// it is in may then be made narrower than the child's minimum (the main window's header, which
  /// hides buttons to fit the width it is given), the child cut at its end, with no scrollbar,
  /// until it fits again.
  public static func widthFree(_ child: Widget) -> ScrolledWindow {
    let holder = ScrolledWindow()
    gtk_scrolled_window_set_policy(opaque(holder.object), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
    gtk_scrolled_window_set_propagate_natural_width(opaque(holder.object), 1)
    holder.propagatesNaturalHeight = true
    holder.setChild(child)
    return holder
  }

  /// Scrolls as little as shows the content from `top` to `bottom` (its own coordinates).
  public func keepInView(from top: Double, to bottom: Double) {
    guard let adjustment = gtk_scrolled_window_get_vadjustment(opaque(object)) else { return }
    gtk_adjustment_clamp_page(adjustment, top, bottom)
  }

  /// Asks for its content's full height (a short text), instead of scrolling it in a small space.
  public var propagatesNaturalHeight: Bool {
    get { gtk_scrolled_window_get_propagate_natural_height(opaque(object)) != 0 }
    set { gtk_scrolled_window_set_propagate_natural_height(opaque(object), newValue ? 1 : 0) }
  }

  /// The least height it takes, whatever its content (-1: none).
  public var minContentHeight: Int32 {
    get { gtk_scrolled_window_get_min_content_height(opaque(object)) }
    set { gtk_scrolled_window_set_min_content_height(opaque(object), newValue) }
  }

  /// The most it grows to with `propagatesNaturalHeight`; taller content scrolls (-1: no limit).
  public var maxContentHeight: Int32 {
    get { gtk_scrolled_window_get_max_content_height(opaque(object)) }
    set { gtk_scrolled_window_set_max_content_height(opaque(object), newValue) }
  }
}

/// An AdwHeaderBar: the flat title bar with buttons at both ends and the window's own controls.
@MainActor
public final class HeaderBar: Widget {
  public init() { super.init(new: raw(adw_header_bar_new())) }
  override class var gtype: GType { adw_header_bar_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func setTitleWidget(_ widget: Widget?) { adw_header_bar_set_title_widget(opaque(object), widget?.widget) }
  public func packStart(_ widget: Widget) { adw_header_bar_pack_start(opaque(object), widget.widget) }
  public func packEnd(_ widget: Widget) { adw_header_bar_pack_end(opaque(object), widget.widget) }
}

/// A GtkStack: one child shown at a time, the next crossfading in (at once when the desktop
/// turns animations off). Its size is the largest child's, so switching moves nothing around it.
@MainActor
public final class Stack: Widget {
  public init(crossfadeMilliseconds: UInt32) {
    super.init(new: raw(gtk_stack_new()))
    gtk_stack_set_transition_type(opaque(object), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    gtk_stack_set_transition_duration(opaque(object), crossfadeMilliseconds)
  }

  override class var gtype: GType { gtk_stack_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func add(_ child: Widget) { gtk_stack_add_child(opaque(object), child.widget) }

  /// Brings `child` (one of its own) to the front.
  public func show(_ child: Widget) { gtk_stack_set_visible_child(opaque(object), child.widget) }
}

/// A GtkExpander: a title that shows or hides its child when clicked (closed at first).
@MainActor
public final class Expander: Widget {
  public init(_ title: String) { super.init(new: raw(gtk_expander_new(title))) }
  override class var gtype: GType { gtk_expander_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func setChild(_ child: Widget?) { gtk_expander_set_child(opaque(object), child?.widget) }

  public var isExpanded: Bool {
    get { gtk_expander_get_expanded(opaque(object)) != 0 }
    set { gtk_expander_set_expanded(opaque(object), newValue ? 1 : 0) }
  }
}
