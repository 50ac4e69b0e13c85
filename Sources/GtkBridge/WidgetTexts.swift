import CAdwaita
import CGtk

extension Widget {
  /// The text of every label inside this widget (itself included), in the order GTK lays them
  /// out: what the player reads in a window, for tests and for checks of a translation.
  public var labelTexts: [String] {
    var texts: [String] = []
    let labelType = gtk_label_get_type()
    // The tree is only read, between two main-loop iterations, so every child pointer stays a live
    // widget of this window while it is visited; a label is checked with its GType before it is
    // seen as a GtkLabel.
    func visit(_ node: UnsafeMutablePointer<GtkWidget>) {
      if typeMismatch(raw(node), labelType) == nil {
        texts.append(String(cString: gtk_label_get_text(opaque(raw(node)))))
      }
      var child = gtk_widget_get_first_child(node)
      while let current = child {
        visit(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    visit(widget)
    return texts
  }
}

extension Widget {
  /// The widgets of a GType inside this one (itself included), in layout order: the parts a
  /// library built for it (a message dialog's buttons).
  func descendants(ofType type: GType) -> [gpointer] {
    var found: [gpointer] = []
    func visit(_ node: UnsafeMutablePointer<GtkWidget>) {
      if typeMismatch(raw(node), type) == nil { found.append(raw(node)) }
      var child = gtk_widget_get_first_child(node)
      while let current = child {
        visit(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    visit(widget)
    return found
  }
}

extension Widget {
  /// For every label followed by an image in the same box inside this widget's popovers (a
  /// drop-down's rows: the text, then its check mark), the room between the two in pixels: for
  /// tests of what the player reads ("Follow System✓" had none).
  public var labelToImageGapsInPopovers: [Double] {
    var gaps: [Double] = []
    let labelType = gtk_label_get_type()
    let imageType = gtk_image_get_type()
    let popoverType = gtk_popover_get_type()
    // Read between two main-loop iterations, as `labelTexts`: every pointer stays a live widget.
    func visit(_ node: UnsafeMutablePointer<GtkWidget>, inPopover: Bool) {
      let isPopover = typeMismatch(raw(node), popoverType) == nil
      let inside = inPopover || isPopover
      var child = gtk_widget_get_first_child(node)
      while let current = child {
        if inside, typeMismatch(raw(current), labelType) == nil, let next = gtk_widget_get_next_sibling(current),
          typeMismatch(raw(next), imageType) == nil
        {
          var text = graphene_rect_t()
          var image = graphene_rect_t()
          if gtk_widget_compute_bounds(current, node, &text) != 0, gtk_widget_compute_bounds(next, node, &image) != 0,
            text.size.width > 0
          {
            gaps.append(Double(image.origin.x - (text.origin.x + text.size.width)))
          }
        }
        visit(current, inPopover: inside)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    visit(widget, inPopover: false)
    return gaps
  }
}

extension Widget {
  /// Closes every popover inside this widget (a drop-down's open list), so none outlives a test's
  /// window with its surface (GTK then warns about pointer events for a surface that is gone).
  public func closePopovers() {
    let popoverType = gtk_popover_get_type()
    func visit(_ node: UnsafeMutablePointer<GtkWidget>) {
      if typeMismatch(raw(node), popoverType) == nil { gtk_popover_popdown(cast(raw(node))) }
      var child = gtk_widget_get_first_child(node)
      while let current = child {
        visit(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    visit(widget)
  }

  /// Whether a popover inside this widget is on screen.
  public var hasPopoverShown: Bool {
    let popoverType = gtk_popover_get_type()
    func visit(_ node: UnsafeMutablePointer<GtkWidget>) -> Bool {
      if typeMismatch(raw(node), popoverType) == nil, gtk_widget_get_mapped(node) != 0 { return true }
      var child = gtk_widget_get_first_child(node)
      while let current = child {
        if visit(current) { return true }
        child = gtk_widget_get_next_sibling(current)
      }
      return false
    }
    return visit(widget)
  }
}
