import CAdwaita
import CGtk

/// A page of preference groups.
@MainActor
public final class PreferencesPage: Widget {
  public init() { super.init(new: raw(adw_preferences_page_new())) }
  override class var gtype: GType { adw_preferences_page_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func add(_ group: PreferencesGroup) { adw_preferences_page_add(cast(object), cast(group.object)) }

  /// The titles of its rows, in order (for tests).
  public var rowTitles: [String] {
    descendants(ofType: adw_preferences_row_get_type()).map {
      String(cString: adw_preferences_row_get_title(cast($0)))
    }
  }
}

/// A titled group of rows, drawn as one boxed list.
@MainActor
public final class PreferencesGroup: Widget {
  public init(title: String, description: String? = nil) {
    super.init(new: raw(adw_preferences_group_new()))
    adw_preferences_group_set_title(cast(object), title)
    if let description { adw_preferences_group_set_description(cast(object), description) }
  }

  override class var gtype: GType { adw_preferences_group_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func add(_ row: Widget) { adw_preferences_group_add(cast(object), row.widget) }
}

/// A row with a title, a subtitle that says what it changes, and a control at its end (a switch,
/// a button); clicking the row works its control.
@MainActor
public final class ActionRow: Widget {
  public init(title: String, subtitle: String? = nil) {
    super.init(new: raw(adw_action_row_new()))
    adw_preferences_row_set_title(cast(object), title)
    adw_preferences_row_set_use_underline(cast(object), 1)
    if let subtitle { self.subtitle = subtitle }
  }

  override class var gtype: GType { adw_action_row_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var title: String { String(cString: adw_preferences_row_get_title(cast(object))) }

  public var subtitle: String {
    get { adw_action_row_get_subtitle(cast(object)).map { String(cString: $0) } ?? "" }
    set { adw_action_row_set_subtitle(cast(object), newValue) }
  }

  /// Puts `control` at the row's end; `activates`: clicking the row works it (a switch), and the
  /// control alone takes the keyboard focus, so Tab stops once per row and a screen reader meets
  /// the switch, with its state, named by the row's title.
  public func addSuffix(_ control: Widget, activates: Bool = false) {
    control.verticalAlignment = .center
    adw_action_row_add_suffix(cast(object), control.widget)
    if activates {
      adw_action_row_set_activatable_widget(cast(object), control.widget)
      gtk_widget_set_focusable(widget, 0)
    }
  }
}

/// A row that chooses one of a few strings, shown at its end; the list opens when it is clicked.
@MainActor
public final class ComboRow: Widget {
  public private(set) var items: [String]

  public init(title: String, subtitle: String? = nil, items: [String]) {
    self.items = items
    super.init(new: raw(adw_combo_row_new()))
    adw_preferences_row_set_title(cast(object), title)
    if let subtitle { adw_action_row_set_subtitle(cast(object), subtitle) }
    let model = withCStringArray(items) { gtk_string_list_new($0) }!
    adw_combo_row_set_model(cast(object), opaque(raw(model)))
    g_object_unref(raw(model))
    accessibleLabel = title
    Signal.comboSelectedChanged.connect(self) { (row: ComboRow) in row.nameRow() }
  }

  /// How screen readers name the row from its title and the choice it shows ("Theme: Dark"); the
  /// game gives its translated sentence. `accessibleLabel` stays the title.
  public var nameWithChoice: @MainActor (_ name: String, _ choice: String) -> String = { "\($0): \($1)" } {
    didSet { nameRow() }
  }

  override public var accessibleLabel: String? {
    didSet { nameRow() }
  }

  /// The row is what takes the focus and what Orca reads: named with its choice, as a drop-down's
  /// button is.
  private func nameRow() {
    guard let label = accessibleLabel else { return }
    // libadwaita names the row by its title label too (labelled-by), which screen readers would
    // read after this name: "Theme: Dark Theme".
    gtk_accessible_reset_relation(opaque(object), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    guesswork_set_accessible_label(widget, selectedItem.map { nameWithChoice(label, $0) } ?? label)
  }

  override class var gtype: GType { adw_combo_row_get_type() }

  required init(retaining object: gpointer) {
    items = []
    super.init(retaining: object)
  }

  public var title: String { String(cString: adw_preferences_row_get_title(cast(object))) }

  public var subtitle: String {
    adw_action_row_get_subtitle(cast(object)).map { String(cString: $0) } ?? ""
  }

  /// The selected item's index; `nil` when none is.
  public var selected: Int? {
    get {
      let position = adw_combo_row_get_selected(cast(object))
      return position == UInt32.max ? nil : Int(position)
    }
    set { adw_combo_row_set_selected(cast(object), newValue.map { UInt32($0) } ?? UInt32.max) }
  }

  /// The selected item's text.
  public var selectedItem: String? { selected.flatMap { $0 < items.count ? items[$0] : nil } }

  /// Runs on every change of `selected`, by the player or by code.
  @discardableResult
  public func onSelectedChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.comboSelectedChanged.connect(self, handler)
  }
}

/// A message over a window's content (libadwaita's toast): a title, shown for some seconds or
/// until dismissed.
@MainActor
public final class AdwaitaToast: ObjectWrapper {
  public init(_ title: String, seconds: UInt32) {
    super.init(new: raw(adw_toast_new(title)))
    adw_toast_set_timeout(opaque(object), seconds)
  }

  override class var gtype: GType { adw_toast_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var title: String { String(cString: adw_toast_get_title(opaque(object))) }

  /// Shows it at once, ahead of any toast waiting.
  public func showsAtOnce() { adw_toast_set_priority(opaque(object), ADW_TOAST_PRIORITY_HIGH) }

  public func dismiss() { adw_toast_dismiss(opaque(object)) }

  /// Its button's label, if it has one.
  public var buttonLabel: String? { adw_toast_get_button_label(opaque(object)).map { String(cString: $0) } }

  /// Shows its button ("Details", the label given to `onDetails`) once it is known that its
  /// text does not fit.
  public func showsDetailsButton() { adw_toast_set_button_label(opaque(object), detailsLabel) }

  private var detailsLabel = ""

  /// What its Details button (`detailsLabel`, shown by `showsDetailsButton`) does.
  @discardableResult
  public func onDetails(
    label: String, _ handler: @escaping @MainActor () -> Void
  ) -> SignalConnection {
    detailsLabel = label
    return Signal.buttonClicked.connect(self, handler)
  }

  /// Runs when it goes (its time is up, the player closed it, or `dismiss()`).
  @discardableResult
  public func onDismissed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    Signal.dismissed.connect(self, handler)
  }
}

/// Shows toasts over its child, one at a time.
@MainActor
public final class ToastOverlay: Widget {
  public init() { super.init(new: raw(adw_toast_overlay_new())) }
  override class var gtype: GType { adw_toast_overlay_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public func setChild(_ child: Widget?) { adw_toast_overlay_set_child(opaque(object), child?.widget) }

  public func add(_ toast: AdwaitaToast) {
    // The overlay takes a reference of its own (transfer full); the wrapper keeps its one.
    adw_toast_overlay_add_toast(opaque(object), opaque(g_object_ref(toast.object)))
  }

  /// The toast on screen as libadwaita draws it (a widget of its own type), for tests.
  public var shownToast: Widget? { newestToastWidget }

  /// Lets the toast just added wrap its text onto up to `lines` lines: libadwaita 1.2 cuts a
  /// toast's title to one line, and a long message (a file's problem and its path) lost its end.
  /// libadwaita gives a toast its natural size (capped at the overlay's width) at its natural
  /// width's height: the text is kept to `width` pixels, so that a longer one is laid out, and
  /// given the height of, its lines. Returns the lines the whole text needs at that width, in the
  /// toast's own font.
  @discardableResult
  public func wrapNewestToast(lines: Int32, width: Int) -> Int {
    guard let toast = newestToastWidget else { return 1 }
    var needed = 1
    for label in toast.descendants(ofType: gtk_label_get_type()) {
      Label.wrap(opaque(label), lines: lines)
      Label.keep(opaque(label), toWidth: width)
      needed = max(needed, Label.lines(opaque(label), width: width))
    }
    return needed
  }

  /// Whether the toast on screen cuts its text short with "…" (for tests).
  public var shownToastIsCut: Bool {
    guard let toast = newestToastWidget else { return false }
    return toast.descendants(ofType: gtk_label_get_type()).contains { Label.isEllipsized(opaque($0)) }
  }
}

extension Widget {
  /// The toast libadwaita added last inside this widget (its private `AdwToastWidget`, inserted
  /// after the ones still fading), if any.
  var newestToastWidget: Widget? {
    let type = g_type_from_name("AdwToastWidget")
    guard type != 0 else { return nil }
    return descendants(ofType: type).last.map { Widget.wrapping($0) }
  }
}

/// libadwaita's window title: a title over a subtitle, each ellipsized, in the header's style.
@MainActor
public final class WindowTitle: Widget {
  public init(title: String = "", subtitle: String = "") {
    super.init(new: raw(adw_window_title_new(title, subtitle)))
  }

  override class var gtype: GType { adw_window_title_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var title: String {
    get { String(cString: adw_window_title_get_title(opaque(object))) }
    set { adw_window_title_set_title(opaque(object), newValue) }
  }

  public var subtitle: String {
    get { String(cString: adw_window_title_get_subtitle(opaque(object))) }
    set { adw_window_title_set_subtitle(opaque(object), newValue) }
  }
}

/// libadwaita's clamp: gives its child at most `maximumSize` pixels across (and asks for no more).
@MainActor
public final class Clamp: Widget {
  public init(child: Widget, maximumSize: Int) {
    super.init(new: raw(adw_clamp_new()))
    adw_clamp_set_child(opaque(object), child.widget)
    self.maximumSize = maximumSize
  }

  override class var gtype: GType { adw_clamp_get_type() }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  public var maximumSize: Int {
    get { Int(adw_clamp_get_maximum_size(opaque(object))) }
    set {
      adw_clamp_set_maximum_size(opaque(object), Int32(newValue))
      adw_clamp_set_tightening_threshold(opaque(object), Int32(newValue))
    }
  }
}
