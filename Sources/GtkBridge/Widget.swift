import CAdwaita
import CGtk

/// Where a widget sits in the space its parent gives it.
public enum Alignment: Sendable {
  case fill, start, end, center

  var gtk: GtkAlign {
    switch self {
    case .fill: GTK_ALIGN_FILL
    case .start: GTK_ALIGN_START
    case .end: GTK_ALIGN_END
    case .center: GTK_ALIGN_CENTER
    }
  }
}

public enum Orientation: Sendable {
  case horizontal, vertical

  var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

/// A GtkWidget: CSS classes, layout, focus, accessibility, and timers that die with it.
@MainActor
public class Widget: ObjectWrapper {
  var widget: UnsafeMutablePointer<GtkWidget> { cast(object) }

  /// Work scheduled for this widget: cancelled when the widget is destroyed (a closed window) or
  /// when this wrapper goes, so no animation step ever runs for a widget that is gone.
  public let timers = Timers()
  private var destroyed = false
  private var destroyWatch: SignalConnection?

  override class var gtype: GType { gtk_widget_get_type() }

  override init(new object: gpointer) {
    super.init(new: object)
    watchDestroy()
  }

  required init(retaining object: gpointer) {
    super.init(retaining: object)
    watchDestroy()
  }

  isolated deinit {
    cancelFrameWaits()
    destroyWatch?.disconnect()
  }

  /// The handler holds the wrapper weakly (the widget must not keep its own wrapper alive), and is
  /// disconnected when the wrapper goes.
  private func watchDestroy() {
    destroyWatch = Signal.destroy.connect(self) { [weak self] in self?.markDestroyed() }
  }

  /// Stops everything the wrapper scheduled for the widget: GTK destroyed it.
  func markDestroyed() {
    destroyed = true
    timers.cancelAll()
    cancelFrameWaits()
  }

  /// Whether GTK destroyed the widget (a closed window; a widget of one is never drawn again).
  public var isDestroyed: Bool { destroyed }

  /// Runs `handler` when the widget is disposed (for a window: closed for good, see `Window`).
  @discardableResult
  public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.destroy.connect(self, handler)
  }

  /// The same, with the widget (its wrapper) as argument.
  @discardableResult
  public func onDestroy(_ handler: @escaping @MainActor (Widget) -> Void) -> SignalConnection {
    Signal.destroy.connect(self, handler)
  }

  // MARK: CSS classes

  public func addClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
  public func removeClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
  public func hasClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

  /// Sets or clears a CSS class.
  public func setClass(_ name: String, _ on: Bool) {
    if on { addClass(name) } else { removeClass(name) }
  }

  // MARK: Text

  /// Draws the widget's own text without hinting (outlines as designed, not fitted to the pixel
  /// grid), for large letters where hinting shows nothing: FreeType then runs no TrueType hinting
  /// program for each new size and glyph. Its children keep the desktop's settings.
  public func drawsTextUnhinted() { Widget.drawUnhinted(widget) }

  static func drawUnhinted(_ widget: UnsafeMutablePointer<GtkWidget>) {
    guard let options = cairo_font_options_create() else { return }
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    gtk_widget_set_font_options(widget, options)
  }

  // MARK: Layout

  public var horizontalAlignment: Alignment {
    get { Alignment.from(gtk_widget_get_halign(widget)) }
    set { gtk_widget_set_halign(widget, newValue.gtk) }
  }

  public var verticalAlignment: Alignment {
    get { Alignment.from(gtk_widget_get_valign(widget)) }
    set { gtk_widget_set_valign(widget, newValue.gtk) }
  }

  public var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(widget) != 0 }
    set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
  }

  /// Whether what its children draw outside it is cut off (GTK's `overflow: hidden`).
  public var clipsChildren: Bool {
    get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
    set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
  }

  public var expandsVertically: Bool {
    get { gtk_widget_get_vexpand(widget) != 0 }
    set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
  }

  /// The same margin on all four sides.
  public func setMargins(_ margin: Int32) {
    gtk_widget_set_margin_top(widget, margin)
    gtk_widget_set_margin_bottom(widget, margin)
    gtk_widget_set_margin_start(widget, margin)
    gtk_widget_set_margin_end(widget, margin)
  }

  public var marginTop: Int32 {
    get { gtk_widget_get_margin_top(widget) }
    set { gtk_widget_set_margin_top(widget, newValue) }
  }

  /// Where it is laid out in `other`'s coordinates (x, y, width, height); nil when the two share no
  /// window or it is not laid out yet.
  public func bounds(in other: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, other.widget, &rect) != 0 else { return nil }
    return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
  }

  /// 0 transparent (still taking its room), 1 opaque.
  public var opacity: Double {
    get { gtk_widget_get_opacity(widget) }
    set { gtk_widget_set_opacity(widget, newValue) }
  }

  public var marginStart: Int32 {
    get { gtk_widget_get_margin_start(widget) }
    set { gtk_widget_set_margin_start(widget, newValue) }
  }

  /// The smallest size the widget asks for (-1: its natural size).
  public func setSizeRequest(width: Int32, height: Int32) { gtk_widget_set_size_request(widget, width, height) }

  public var width: Int { Int(gtk_widget_get_width(widget)) }
  public var height: Int { Int(gtk_widget_get_height(widget)) }

  // MARK: State

  public var isVisible: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

  public var isSensitive: Bool {
    get { gtk_widget_get_sensitive(widget) != 0 }
    set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
  }

  public var isFocusable: Bool {
    get { gtk_widget_get_focusable(widget) != 0 }
    set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
  }

  public var focusOnClick: Bool {
    get { gtk_widget_get_focus_on_click(widget) != 0 }
    set { gtk_widget_set_focus_on_click(widget, newValue ? 1 : 0) }
  }

  public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }
  public func grabFocus() { gtk_widget_grab_focus(widget) }

  public var tooltip: String? {
    get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
    set { gtk_widget_set_tooltip_text(widget, newValue) }
  }

  /// Activates the widget as its keyboard shortcut would (a button is clicked).
  public func activate() { gtk_widget_activate(widget) }

  /// Whether an activation is still to land: GtkButton's activation shows the press for 250 ms
  /// (longer on a busy machine) with a main-loop timeout whose data is the button, and emits
  /// `clicked` when it fires. For the UI tests, which wait for a click to go through.
  package var isBeingActivated: Bool {
    g_main_context_find_source_by_user_data(nil, widget) != nil
  }

  /// Adds an event controller (a key controller). `gtk_widget_add_controller` takes over a
  /// reference, so the widget gets one of its own and the wrapper keeps its own.
  public func add(_ controller: KeyController) {
    g_object_ref(controller.object)
    gtk_widget_add_controller(widget, opaque(controller.object))
  }

  /// Adds a click controller, as `add(_:)` a key controller.
  public func add(_ controller: ClickController) {
    g_object_ref(controller.object)
    gtk_widget_add_controller(widget, opaque(controller.object))
  }

  // MARK: Accessibility

  /// What screen readers call the widget (GTK 4.8 cannot read it back, so the wrapper remembers).
  public var accessibleLabel: String? {
    didSet { guesswork_set_accessible_label(widget, accessibleLabel ?? "") }
  }

  public var accessibleDescription: String? {
    didSet { guesswork_set_accessible_description(widget, accessibleDescription ?? "") }
  }

  // MARK: The desktop

  public var clipboard: Clipboard { Clipboard(gtk_widget_get_clipboard(widget)) }

  /// Runs `work` once, when the main loop is idle after the widget's window has drawn its next
  /// frame (for work that can wait until the window is on screen); at once when idle if the widget
  /// is not realized yet. Never after the widget is destroyed.
  public func afterNextFrame(_ work: @escaping @MainActor () -> Void) {
    guard let clock = gtk_widget_get_frame_clock(widget) else {
      timers.idle(work)
      return
    }
    let frameClock = FrameClock.wrapping(raw(clock))
    let wait = FrameWait(frameClock: frameClock)
    wait.connection = Signal.afterPaint.connect(frameClock) { [weak self, weak wait] in
      guard let self, let wait else { return }
      self.stopWaiting(wait)
      self.timers.idle(work)
    }
    frameWaits.append(wait)
  }

  /// A pending `afterNextFrame`: the clock (owned while waited for) and its `after-paint` handler.
  private final class FrameWait {
    let frameClock: FrameClock
    var connection: SignalConnection?
    init(frameClock: FrameClock) { self.frameClock = frameClock }
  }

  /// One `after-paint` handler per pending `afterNextFrame`, each disconnected once it has fired,
  /// or when the widget is destroyed or its wrapper goes.
  private var frameWaits: [FrameWait] = []

  private func stopWaiting(_ wait: FrameWait) {
    wait.connection?.disconnect()
    frameWaits.removeAll { $0 === wait }
  }

  /// Stops every pending `afterNextFrame` (the widget is destroyed).
  func cancelFrameWaits() {
    for wait in frameWaits { wait.connection?.disconnect() }
    frameWaits = []
  }
}

/// A widget's frame clock, owned only while a wrapper waits for its next frame.
@MainActor
final class FrameClock: ObjectWrapper {
  override class var gtype: GType { gdk_frame_clock_get_type() }
}

extension Alignment {
  static func from(_ align: GtkAlign) -> Alignment {
    switch align {
    case GTK_ALIGN_START: .start
    case GTK_ALIGN_END: .end
    case GTK_ALIGN_CENTER: .center
    default: .fill
    }
  }
}

extension Widget {
  /// The width the widget needs at least and would like, for its current content.
  public var preferredWidth: (minimum: Int, natural: Int) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return (Int(minimum), Int(natural))
  }

  /// The height the widget would like when it is `width` pixels wide.
  public func preferredHeight(forWidth width: Int) -> Int {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
    return Int(natural)
  }

  /// What the widget's own style puts around its content (margin, border and padding), summed
  /// over both sides: for a window with client-side decorations, the frame GTK draws.
  public var styleFrame: (width: Int, height: Int) {
    let context = gtk_widget_get_style_context(widget)
    var margin = GtkBorder()
    var border = GtkBorder()
    var padding = GtkBorder()
    gtk_style_context_get_margin(context, &margin)
    gtk_style_context_get_border(context, &border)
    gtk_style_context_get_padding(context, &padding)
    let sides = [margin, border, padding]
    return (
      sides.reduce(0) { $0 + Int($1.left) + Int($1.right) }, sides.reduce(0) { $0 + Int($1.top) + Int($1.bottom) }
    )
  }

  /// Creates the widget's window-system resources now rather than when it is first shown (for a
  /// window: GTK then knows which frame it draws).
  public func realize() { gtk_widget_realize(widget) }

}
