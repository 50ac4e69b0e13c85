import CAdwaita
import CGtk

/// A GtkLabel.
@MainActor
public final class Label: Widget {
  public init(_ text: String = "", classes: [String] = []) {
    super.init(new: raw(gtk_label_new(text)))
    for name in classes { addClass(name) }
  }

  /// A label that screen readers announce when it is shown (the alert role; see the shim).
  public init(alert text: String, classes: [String] = []) {
    super.init(new: raw(guesswork_alert_label_new(text)))
    for name in classes { addClass(name) }
  }

  /// A label that screen readers list and read as a heading of `level` (1 the window's first).
  public init(heading text: String, level: Int32 = 1, classes: [String] = []) {
    super.init(new: raw(guesswork_heading_label_new(text, level)))
    for name in classes { addClass(name) }
  }

  override class var gtype: GType { gtk_label_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  private var label: OpaquePointer { opaque(object) }

  public var text: String {
    get { String(cString: gtk_label_get_text(label)) }
    set { gtk_label_set_text(label, newValue) }
  }

  public var wraps: Bool {
    get { gtk_label_get_wrap(label) != 0 }
    set { gtk_label_set_wrap(label, newValue ? 1 : 0) }
  }

  /// Centred lines (for wrapped text).
  public var centresLines: Bool {
    get { gtk_label_get_justify(label) == GTK_JUSTIFY_CENTER }
    set { gtk_label_set_justify(label, newValue ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT) }
  }

  /// Horizontal position of the text inside the label: 0 left, 1 right.
  public var xAlign: Float {
    get { gtk_label_get_xalign(label) }
    set { gtk_label_set_xalign(label, newValue) }
  }

  public var maxWidthChars: Int32 {
    get { gtk_label_get_max_width_chars(label) }
    set { gtk_label_set_max_width_chars(label, newValue) }
  }

  /// Whether the text can be selected and copied (a challenge code).
  public var selectable: Bool {
    get { gtk_label_get_selectable(label) != 0 }
    set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
  }

  /// Wraps the text, between words and inside a word too long for a line (a file's path), onto
  /// at most `lines` lines, ending the last with "…" only if even those cannot hold it.
  public func wrap(lines: Int32) { Label.wrap(label, lines: lines) }

  static func wrap(_ label: OpaquePointer, lines: Int32) {
    gtk_label_set_wrap(label, 1)
    gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
    gtk_label_set_lines(label, lines)
    gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
  }

  /// Keeps a wrapping label's natural width to about `pixels` (GTK counts a label's widths in
  /// characters of its font: its `max-width-chars`).
  static func keep(_ label: OpaquePointer, toWidth pixels: Int) {
    let context = gtk_widget_get_pango_context(UnsafeMutablePointer(label))
    guard let metrics = pango_context_get_metrics(context, nil, nil) else { return }
    defer { pango_font_metrics_unref(metrics) }
    // As GTK measures a character for `max-width-chars`: the wider of a letter and a digit.
    let character = max(
      pango_font_metrics_get_approximate_char_width(metrics), pango_font_metrics_get_approximate_digit_width(metrics))
    let pixelsPerCharacter = max(1, Int(character) / Int(PANGO_SCALE))
    gtk_label_set_max_width_chars(label, Int32(max(8, pixels / pixelsPerCharacter)))
  }

  /// How many lines the label's whole text takes at `pixels`, in its own font.
  static func lines(_ label: OpaquePointer, width pixels: Int) -> Int {
    guard let text = gtk_label_get_text(label), let layout = gtk_widget_create_pango_layout(UnsafeMutablePointer(label), text)
    else { return 1 }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_width(layout, Int32(pixels) * PANGO_SCALE)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    return Int(pango_layout_get_line_count(layout))
  }

  /// Whether the text, as laid out now, is cut short with "…" (for tests).
  public var isEllipsized: Bool { Label.isEllipsized(label) }

  static func isEllipsized(_ label: OpaquePointer) -> Bool {
    guard let layout = gtk_label_get_layout(label) else { return false }
    return pango_layout_is_ellipsized(layout) != 0
  }
}

/// A GtkButton with a label, a mnemonic label ("_Share") or an icon.
@MainActor
public class Button: Widget {
  public init(label: String) { super.init(new: raw(gtk_button_new_with_label(label))) }

  /// Draws the label of a button made with one without hinting (`Widget.drawsTextUnhinted`).
  public func drawsLabelUnhinted() {
    if let text = gtk_button_get_child(cast(object)) { Widget.drawUnhinted(text) }
  }
  /// A button whose label has a mnemonic ("_Share": Alt+S). GTK 4.8 names such a button
  /// "_Share Share" for screen readers (its label, underscore and all, then the label it is
  /// "labelled by"): it is named with the label as shown.
  public init(mnemonic: String) {
    super.init(new: raw(gtk_button_new_with_mnemonic(mnemonic)))
    nameAsShown(mnemonic)
  }

  /// Names a mnemonic button with its label as shown, in place of GTK 4.8's name (see above).
  func nameAsShown(_ mnemonic: String) {
    gtk_accessible_reset_relation(opaque(object), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    accessibleLabel = Button.shownText(mnemonic)
  }

  /// A mnemonic label as it is shown: "_Share" is "Share", "__" is "_".
  static func shownText(_ mnemonic: String) -> String {
    var shown = ""
    var escaped = false
    for character in mnemonic {
      if character == "_" && !escaped {
        escaped = true
        continue
      }
      escaped = false
      shown.append(character)
    }
    return shown
  }
  public init(iconName: String) { super.init(new: raw(gtk_button_new_from_icon_name(iconName))) }
  override init(new object: gpointer) { super.init(new: object) }
  required init(retaining object: gpointer) { super.init(retaining: object) }
  override class var gtype: GType { gtk_button_get_type() }

  /// Emits `clicked` as GTK does at the end of a click (for tests: a button in a popover that a
  /// headless Wayland compositor never maps, since no real input gave it a grab).
  package func emitClicked() { guesswork_emit_signal(object, "clicked") }

  @discardableResult
  public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.clicked.connect(self, handler)
  }

  /// The same, with the button as argument.
  @discardableResult
  public func onClicked(_ handler: @escaping @MainActor (Button) -> Void) -> SignalConnection {
    Signal.clicked.connect(self, handler)
  }

  /// The action it activates when clicked (`app.new-game`).
  public var actionName: String? {
    get { gtk_actionable_get_action_name(opaque(object)).map { String(cString: $0) } }
    set { gtk_actionable_set_action_name(opaque(object), newValue) }
  }

  public var label: String? {
    get { gtk_button_get_label(cast(object)).map { String(cString: $0) } }
    set { gtk_button_set_label(cast(object), newValue) }
  }
}

/// A GtkToggleButton; toggle buttons put in one group act as radio buttons (one active).
@MainActor
public final class ToggleButton: Button {
  public init(toggleLabel: String) { super.init(new: raw(gtk_toggle_button_new_with_label(toggleLabel))) }

  /// A toggle whose label is cut short with "…" when squeezed, rather than widening its window.
  public init(ellipsizedLabel: String) {
    super.init(new: raw(gtk_toggle_button_new_with_label(ellipsizedLabel)))
    if let text = gtk_button_get_child(cast(object)) {
      gtk_label_set_ellipsize(opaque(raw(text)), PANGO_ELLIPSIZE_END)
    }
  }
  public init(toggleMnemonic: String) {
    super.init(new: raw(gtk_toggle_button_new_with_mnemonic(toggleMnemonic)))
    nameAsShown(toggleMnemonic)
  }

  override class var gtype: GType { gtk_toggle_button_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var isActive: Bool {
    get { gtk_toggle_button_get_active(cast(object)) != 0 }
    set { gtk_toggle_button_set_active(cast(object), newValue ? 1 : 0) }
  }

  /// Joins `other`'s group: at most one of the group is active.
  public func join(_ other: ToggleButton) { gtk_toggle_button_set_group(cast(object), cast(other.object)) }

  /// Runs on every change of `isActive`, by the player or by code.
  @discardableResult
  public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.toggled.connect(self, handler)
  }

  /// The same, with the button as argument.
  @discardableResult
  public func onToggled(_ handler: @escaping @MainActor (ToggleButton) -> Void) -> SignalConnection {
    Signal.toggled.connect(self, handler)
  }
}

/// A GtkMenuButton that opens a menu model.
@MainActor
public final class MenuButton: Widget {
  /// The menu stays alive as long as the button (GTK's own reference) and this wrapper.
  public private(set) var menu: Menu?

  public init(iconName: String, menu: Menu, primary: Bool = false) {
    self.menu = menu
    super.init(new: raw(gtk_menu_button_new()))
    gtk_menu_button_set_icon_name(opaque(object), iconName)
    // The menu's popover (a widget for each item) is built the first time the menu opens (a click,
    // Enter, F10), not while the window starts: GTK asks for it just before it shows it. The
    // button looks, is named and is reached the same way before; GLib holds the model (not this
    // wrapper, which would keep the button alive) until the button goes.
    gtk_menu_button_set_create_popup_func(
      opaque(object),
      { button, data in
        guard let button, gtk_menu_button_get_menu_model(button) == nil else { return }
        MainActor.assumeIsolated {
          gtk_menu_button_set_menu_model(button, cast(UserData.borrow(data, as: Menu.self).object))
        }
      }, UserData.retain(menu), { data in UserData.release(data) })
    gtk_menu_button_set_primary(opaque(object), primary ? 1 : 0)
  }

  /// A menu button showing `child` (with GTK's arrow) that opens `popover`, a box of the caller's
  /// widgets rather than a menu model.
  public init(child: Widget, popover: Popover) {
    super.init(new: raw(gtk_menu_button_new()))
    gtk_menu_button_set_child(opaque(object), child.widget)
    gtk_menu_button_set_always_show_arrow(opaque(object), 1)
    gtk_menu_button_set_popover(opaque(object), popover.widget)
  }

  public func popup() { gtk_menu_button_popup(opaque(object)) }

  /// Whether it is drawn as a button (else flat, as a header's title).
  public var hasFrame: Bool {
    get { gtk_menu_button_get_has_frame(opaque(object)) != 0 }
    set { gtk_menu_button_set_has_frame(opaque(object), newValue ? 1 : 0) }
  }

  override class var gtype: GType { gtk_menu_button_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  /// Whether its menu is open.
  public var isOpen: Bool {
    guard let popover = gtk_menu_button_get_popover(opaque(object)) else { return false }
    return gtk_widget_get_visible(cast(raw(popover))) != 0
  }
}

/// A GtkPopover: a box of widgets that a menu button opens under itself.
@MainActor
public final class Popover: Widget {
  public init() { super.init(new: raw(gtk_popover_new())) }
  override class var gtype: GType { gtk_popover_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func setChild(_ child: Widget?) { gtk_popover_set_child(cast(object), child?.widget) }

  public func popdown() { gtk_popover_popdown(cast(object)) }

  /// Runs each time it is about to show.
  @discardableResult
  public func onShow(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.show.connect(self, handler)
  }
}

/// A GtkImage showing a named (symbolic) icon.
@MainActor
public final class Image: Widget {
  public init(iconName: String) { super.init(new: raw(gtk_image_new_from_icon_name(iconName))) }
  override class var gtype: GType { gtk_image_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var iconName: String? {
    get { gtk_image_get_icon_name(opaque(object)).map { String(cString: $0) } }
    set { gtk_image_set_from_icon_name(opaque(object), newValue) }
  }
}

/// A GtkSwitch.
@MainActor
public final class Switch: Widget {
  public init() { super.init(new: raw(gtk_switch_new())) }
  override class var gtype: GType { gtk_switch_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var isActive: Bool {
    get { gtk_switch_get_active(opaque(object)) != 0 }
    set { gtk_switch_set_active(opaque(object), newValue ? 1 : 0) }
  }

  /// Runs on every change of `isActive`, by the player or by code.
  @discardableResult
  public func onActiveChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.activeChanged.connect(self, handler)
  }
}

/// A GtkDropDown over a fixed list of strings.
@MainActor
public final class DropDown: Widget {
  public private(set) var items: [String]

  public init(_ items: [String]) {
    self.items = items
    super.init(new: raw(withCStringArray(items) { gtk_drop_down_new_from_strings($0) }))
    Signal.selectedChanged.connect(self) { (dropDown: DropDown) in dropDown.nameButton() }
  }

  override class var gtype: GType { gtk_drop_down_get_type() }

  /// A wrapper for a drop-down made elsewhere: its items are the ones it lists now.
  required init(retaining object: gpointer) {
    items = []
    super.init(retaining: object)
    items = currentItems
  }

  /// How the focused button is named from the drop-down's name and the choice it shows ("Theme:
  /// Dark"); the game gives its translated sentence. Set before `accessibleLabel`.
  public var nameWithChoice: @MainActor (_ name: String, _ choice: String) -> String = {
    "\($0): \($1)"
  }

  /// The name of the drop-down, and of the button inside it that takes the keyboard focus.
  override public var accessibleLabel: String? {
    didSet { nameButton() }
  }

  /// GTK 4.8 gives the drop-down's own button (its first child, the one that takes the focus and
  /// that Orca reads) no name: screen readers heard "GtkToggleButton". It is named after the
  /// drop-down and the choice it shows: "Theme: Dark".
  private func nameButton() {
    guard let label = accessibleLabel, let button = gtk_widget_get_first_child(widget) else { return }
    // The list as it is now (its last entry may have been replaced since).
    let shown = currentItems
    let choice = selected.flatMap { $0 < shown.count ? shown[$0] : nil }
    guesswork_set_accessible_label(button, choice.map { nameWithChoice(label, $0) } ?? label)
  }

  /// The selected item's index; `nil` when none is (GTK_INVALID_LIST_POSITION).
  public var selected: Int? {
    get {
      let position = gtk_drop_down_get_selected(opaque(object))
      return position == UInt32.max ? nil : Int(position)
    }
    set {
      gtk_drop_down_set_selected(opaque(object), newValue.map { UInt32($0) } ?? UInt32.max)
    }
  }

  /// The items as the drop-down lists them now (read back from its GtkStringList).
  public var currentItems: [String] {
    guard let list = gtk_drop_down_get_model(opaque(object)) else { return [] }
    return (0..<g_list_model_get_n_items(list)).compactMap { position in
      gtk_string_list_get_string(opaque(raw(list)), position).map { String(cString: $0) }
    }
  }

  /// Runs on every change of `selected`, by the player or by code.
  @discardableResult
  public func onSelectedChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.selectedChanged.connect(self, handler)
  }
}

/// A GtkDrawingArea; the game uses one to learn the size of the space under the board.
@MainActor
public final class DrawingArea: Widget {
  public init() { super.init(new: raw(gtk_drawing_area_new())) }
  override class var gtype: GType { gtk_drawing_area_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  /// Runs when its size changes: (width, height).
  @discardableResult
  public func onResize(_ handler: @escaping @MainActor (Int, Int) -> Void) -> SignalConnection {
    Signal.resize.connect(self) { _, width, height in handler(Int(width), Int(height)) }
  }
}

extension Label {

}

extension Button {
  /// A button that shows `child` (a box of an icon and a label...).
  public convenience init(child: Widget) {
    self.init(new: raw(gtk_button_new()))
    setChild(child)
  }

  public func setChild(_ child: Widget?) { gtk_button_set_child(cast(object), child?.widget) }
}

/// A GtkSpinner: the "working on it" wheel.
@MainActor
public final class Spinner: Widget {
  public init() { super.init(new: raw(gtk_spinner_new())) }
  override class var gtype: GType { gtk_spinner_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var isSpinning: Bool {
    get { gtk_spinner_get_spinning(opaque(object)) != 0 }
    set { gtk_spinner_set_spinning(opaque(object), newValue ? 1 : 0) }
  }
}

/// A GtkLevelBar: a value between a minimum and a maximum, drawn as a bar.
@MainActor
public final class LevelBar: Widget {
  public init(minimum: Double, maximum: Double) {
    super.init(new: raw(gtk_level_bar_new_for_interval(minimum, maximum)))
  }
  override class var gtype: GType { gtk_level_bar_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var value: Double {
    get { gtk_level_bar_get_value(opaque(object)) }
    set { gtk_level_bar_set_value(opaque(object), newValue) }
  }

  /// Drops one of GTK's named offsets ("low", "high", "full"), which colour the bar by its value.
  public func removeOffset(_ name: String) { gtk_level_bar_remove_offset_value(opaque(object), name) }
}
