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
