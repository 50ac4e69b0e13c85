import GtkBridge
import Localization

/// The Keyboard Shortcuts window (Ctrl+?), installed as the main window's help overlay.
@MainActor
enum ShortcutsWindow {
  static var shortcuts: [(accelerator: String, title: String)] {
    [
      ("<Control>n", L("New game (unlimited)")),
      ("<Control>c", L("Copy results when the round is over")),
      ("<Control>s", L("Statistics")),
      ("<Control><Shift>a", L("Archive of past days")),
      ("<Control>h", L("History of rounds played")),
      ("<Control>comma", L("Preferences")),
      ("F1", L("How to play")),
      ("<Control>question", L("Keyboard shortcuts")),
      ("<Control>q", L("Quit")),
      ("Escape", L("Close a dialog")),
    ]
  }
  static var playing: [(accelerator: String, title: String)] {
    [
      ("a...z", L("Type a letter")),
      ("BackSpace", L("Delete the last letter")),
      ("Return", L("Submit the guess")),
    ]
  }

  /// Adds the main window's `win.show-help-overlay` action (Ctrl+?, the menu's Keyboard
  /// Shortcuts). The window itself is built the first time it is asked for: building it with the
  /// main window delayed the game's first frame for a window most players never open.
  static func install(on window: ApplicationWindow, appearance: Appearance) {
    var overlay: GtkBridge.ShortcutsWindow?
    window.addAction("show-help-overlay") { [weak window, weak appearance] in
      if overlay == nil, let window, let appearance { overlay = build(for: window, appearance: appearance) }
      overlay?.present()
    }
  }

  /// Builds the shortcuts window and makes it the main window's help overlay, which owns it (and
  /// keeps it, hidden, when it is closed).
  private static func build(for window: ApplicationWindow, appearance: Appearance) -> GtkBridge.ShortcutsWindow? {
    guard let overlay = GtkBridge.ShortcutsWindow(xml: xml, id: "shortcuts") else { return nil }
    window.setHelpOverlay(overlay)
    appearance.adopt(overlay)
    return overlay
  }

  static var xml: String {
    func items(_ list: [(accelerator: String, title: String)]) -> String {
      list.map { item in
        """
        <child><object class="GtkShortcutsShortcut">
          <property name="accelerator">\(escape(item.accelerator))</property>
          <property name="title">\(escape(item.title))</property>
        </object></child>
        """
      }.joined(separator: "\n")
    }
    // Outside the multi-line literal, where xgettext (reading Swift as C) can find them.
    let generalTitle = escape(Lp("shortcuts", "General"))
    let playingTitle = escape(Lp("shortcuts", "Playing"))
    return """
      <interface>
        <object class="GtkShortcutsWindow" id="shortcuts">
          <property name="modal">1</property>
          <child><object class="GtkShortcutsSection">
            <property name="section-name">shortcuts</property>
            <property name="max-height">12</property>
            <child><object class="GtkShortcutsGroup">
              <property name="title">\(generalTitle)</property>
              \(items(shortcuts))
            </object></child>
            <child><object class="GtkShortcutsGroup">
              <property name="title">\(playingTitle)</property>
              \(items(playing))
            </object></child>
          </object></child>
        </object>
      </interface>
      """
  }

  private static func escape(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
  }
}
