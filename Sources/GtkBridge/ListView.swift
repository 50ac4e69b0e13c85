import CAdwaita
import CGtk

/// A GtkListView over `count` rows whose widgets are made only for the rows on screen (and a few
/// around them) and filled again as they scroll into view: a list of a million rows costs what
/// its visible rows cost. The rows' content comes from the caller (`makeRow` builds a row's
/// widgets once, `fillRow` shows row `index` in them); the list's model is `IndexList`, which makes
/// no item until GTK asks for one.
@MainActor
public final class ListView: Widget {
  /// The factory that makes and fills the row widgets (`GtkSignalListItemFactory`).
  public final class Factory: ObjectWrapper {
    override class var gtype: GType { gtk_signal_list_item_factory_get_type() }
    init() { super.init(new: raw(gtk_signal_list_item_factory_new())) }
    required init(retaining object: gpointer) { super.init(retaining: object) }
  }

  private let model: IndexList
  private let factory = Factory()
  /// Each list item's row widget, by the list item's address (list items have no wrapper): kept
  /// from `setup` to `teardown`.
  private var rows: [UInt: Widget] = [:]

  public init(makeRow: @escaping @MainActor () -> Widget, fillRow: @escaping @MainActor (Widget, Int) -> Void) {
    model = IndexList()
    let selection = gtk_no_selection_new(OpaquePointer(model.retainedReference()))!
    super.init(new: raw(gtk_list_view_new(OpaquePointer(raw(selection)), OpaquePointer(factory.retainedReference()))))
    gtk_list_view_set_single_click_activate(opaque(object), 1)
    Signal.setup.connect(factory) { [weak self] item in
      guard let self else { return }
      let row = makeRow()
      self.rows[item] = row
      gtk_list_item_set_child(OpaquePointer(bitPattern: item), row.widget)
    }
    Signal.bind.connect(factory) { [weak self] item in
      guard let self, let row = self.rows[item],
        let index = IndexList.index(of: gtk_list_item_get_item(OpaquePointer(bitPattern: item)))
      else { return }
      fillRow(row, index)
    }
    Signal.teardown.connect(factory) { [weak self] item in self?.rows[item] = nil }
  }

  override class var gtype: GType { gtk_list_view_get_type() }
  required init(retaining object: gpointer) {
    model = IndexList()
    super.init(retaining: object)
  }

  /// How many rows the list has; setting it shows the new rows from the top.
  public var count: Int {
    get { model.count }
    set { model.count = newValue }
  }

  /// The row widgets made so far (only those on screen and a few around them), for tests.
  public var madeRows: Int { rows.count }

  /// Runs when a row is activated: clicked, or Enter pressed on it.
  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
    Signal.activate.connect(self) { _, position in handler(Int(UInt32(bitPattern: position))) }
  }

  /// Activates row `index` as a click would (for tests).
  public func activate(_ index: Int) {
    guesswork_emit_signal_uint(object, "activate", UInt32(index))
  }
}

/// A GListModel of `count` items, `0..<count`, each made only when GTK asks for it: a
/// GtkStringObject holding its index. (GtkStringList makes an object for every item at once: a
/// million objects for a million games.) The GType is registered here, in Swift, the first time
/// one is made; its instance keeps the count after the GObject header.
@MainActor
final class IndexList: ObjectWrapper {
  override class var gtype: GType { IndexList.type }
  override class var isCounted: Bool { true }

  init() { super.init(new: g_object_new_with_properties(IndexList.type, 0, nil, nil)) }
  required init(retaining object: gpointer) { super.init(retaining: object) }

  var count: Int {
    get { Int(IndexList.storedCount(object)) }
    set {
      let removed = IndexList.storedCount(object)
      IndexList.countPointer(object).pointee = UInt32(clamping: max(newValue, 0))
      g_list_model_items_changed(opaque(object), 0, removed, UInt32(clamping: max(newValue, 0)))
    }
  }

  /// The index an item of this model stands for.
  static func index(of item: gpointer?) -> Int? {
    guard let item, g_type_check_instance_is_a(instance(item), gtk_string_object_get_type()) != 0,
      let text = gtk_string_object_get_string(OpaquePointer(item))
    else { return nil }
    return Int(String(cString: text))
  }

  /// Where the count lives: just after the GObject header.
  nonisolated static func countPointer(_ object: gpointer) -> UnsafeMutablePointer<UInt32> {
    (object + MemoryLayout<GObject>.stride).assumingMemoryBound(to: UInt32.self)
  }

  nonisolated static func storedCount(_ object: gpointer) -> UInt32 { countPointer(object).pointee }

  static let type: GType = {
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<GObjectClass>.stride)
    info.instance_size = guint16(MemoryLayout<GObject>.stride + MemoryLayout<UInt64>.stride)
    let type = g_type_register_static(g_object_get_type(), "GuessworkIndexList", &info, GTypeFlags(rawValue: 0))
    var interface = GInterfaceInfo()
    interface.interface_init = { table, _ in
      guard let table else { return }
      let list = table.assumingMemoryBound(to: GListModelInterface.self)
      list.pointee.get_item_type = { _ in gtk_string_object_get_type() }
      list.pointee.get_n_items = { model in
        guard let model else { return 0 }
        return IndexList.storedCount(UnsafeMutableRawPointer(model))
      }
      list.pointee.get_item = { model, position in
        guard let model, position < IndexList.storedCount(UnsafeMutableRawPointer(model)) else { return nil }
        return UnsafeMutableRawPointer(gtk_string_object_new(String(position)))
      }
    }
    g_type_add_interface_static(type, g_list_model_get_type(), &interface)
    return type
  }()
}

extension ObjectWrapper {
  /// A new reference to the object, for a C constructor that takes one over ("transfer full").
  func retainedReference() -> gpointer { g_object_ref(object) }
}
