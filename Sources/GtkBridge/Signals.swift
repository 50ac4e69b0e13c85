import CAdwaita
import CGtk

// Every signal the game connects to, each declared once with its sender's class and its C shape
// (see `SignalShape` for the signatures). A declaration is the one place where a name meets a
// shape: check it against the GTK documentation of the signal.

extension Signal where Sender == Widget, Shape == NoArguments {
  /// The widget is disposed (a window: GTK destroyed it and its last holder let go).
  package static var destroy: Self { Self("destroy") }
}

extension Signal where Sender == FrameClock, Shape == NoArguments {
  static var afterPaint: Self { Self("after-paint") }
}

extension Signal where Sender == Button, Shape == NoArguments {
  package static var clicked: Self { Self("clicked") }
}

extension Signal where Sender == ToggleButton, Shape == NoArguments {
  package static var toggled: Self { Self("toggled") }
}

extension Signal where Sender == Popover, Shape == NoArguments {
  /// Just before it shows (`GtkWidget::show`): its content is filled then.
  package static var show: Self { Self("show") }
}

extension Signal where Sender == Switch, Shape == PropertyNotify {
  package static var activeChanged: Self { Self("notify::active") }
}

extension Signal where Sender == DropDown, Shape == PropertyNotify {
  package static var selectedChanged: Self { Self("notify::selected") }
}

extension Signal where Sender == DrawingArea, Shape == TwoIntArguments {
  package static var resize: Self { Self("resize") }
}

extension Signal where Sender == ClickController, Shape == IntAndPoint {
  /// `released` of GtkGestureClick: (gesture, gint n_press, gdouble x, gdouble y).
  package static var released: Self { Self("released") }
}

extension Signal where Sender == Entry, Shape == NoArguments {
  /// GtkEditable's `changed`.
  package static var changed: Self { Self("changed") }
  package static var activate: Self { Self("activate") }
}

extension Signal where Sender == Application, Shape == NoArguments {
  package static var activate: Self { Self("activate") }
  package static var shutdown: Self { Self("shutdown") }
}

extension Signal where Sender == Application, Shape == OpenFiles {
  package static var open: Self { Self("open") }
}

extension Signal where Sender == Action, Shape == ActionActivate {
  package static var activate: Self { Self("activate") }
}

extension Signal where Sender == KeyController, Shape == KeyPressed {
  package static var keyPressed: Self { Self("key-pressed") }
}

extension Signal where Sender == Window, Shape == ReturnsBool {
  package static var closeRequest: Self { Self("close-request") }
}

extension Signal where Sender == Window, Shape == PropertyNotify {
  package static var activeChanged: Self { Self("notify::is-active") }
  package static var defaultWidthChanged: Self { Self("notify::default-width") }
}

extension Signal where Sender == ComboRow, Shape == PropertyNotify {
  package static var comboSelectedChanged: Self { Self("notify::selected") }
}

extension Signal where Sender == AdwaitaToast, Shape == NoArguments {
  package static var dismissed: Self { Self("dismissed") }
  package static var buttonClicked: Self { Self("button-clicked") }
}

extension Signal where Sender == StyleManager, Shape == PropertyNotify {
  package static var darkChanged: Self { Self("notify::dark") }
  package static var highContrastChanged: Self { Self("notify::high-contrast") }
}

extension Signal where Sender == Widget, Shape == PropertyNotify {
  /// Its CSS classes changed (`gtk_widget_add_css_class` and friends).
  package static var cssClassesChanged: Self { Self("notify::css-classes") }
}

extension Signal where Sender == MessageDialog, Shape == StringArgument {
  package static var response: Self { Self("response") }
}

extension Signal where Sender == StyleSheet, Shape == CSSParsingError {
  package static var parsingError: Self { Self("parsing-error") }
}

extension Signal where Sender == ToplevelList, Shape == ItemsChanged {
  package static var itemsChanged: Self { Self("items-changed") }
}

extension Signal where Sender == ListView.Factory, Shape == ObjectArgument {
  package static var setup: Self { Self("setup") }
  package static var bind: Self { Self("bind") }
  package static var teardown: Self { Self("teardown") }
}

extension Signal where Sender == ListView, Shape == IntArgument {
  /// `(GtkListView *, guint position)`: a row was activated (clicked, or Enter on it).
  package static var activate: Self { Self("activate") }
}
