import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel

/// The clickable on-screen keyboard. Keys are not focusable, so a click never leaves a key holding
/// the focus (where a physical Enter would press it again); typing goes through the window.
final class KeyboardView {
  private let reference: ObjectReference
  var widget: UnsafeMutablePointer<GtkWidget> { reference.widget }
  private(set) var buttons: [Key: UnsafeMutablePointer<GtkWidget>] = [:]
  private let pressed: (Key) -> Void
  /// What each key last told screen readers (GTK 4.8 has no getter for accessible properties).
  private(set) var accessibleLabels: [Key: String] = [:]

  init(layout: [[Key]], pressed: @escaping (Key) -> Void) {
    self.pressed = pressed
    reference = ObjectReference(sinking: raw(Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["keyboard"])))
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_END)
    for keys in layout {
      let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["keyboard-row"])
      gtk_widget_set_halign(row, GTK_ALIGN_CENTER)
      for key in keys {
        let button = makeButton(key)
        Widgets.append(button, to: row)
        buttons[key] = button
      }
      Widgets.append(row, to: widget)
    }
  }

  private func makeButton(_ key: Key) -> UnsafeMutablePointer<GtkWidget> {
    let button: UnsafeMutablePointer<GtkWidget>
    if key == .backspace {
      button = gtk_button_new_from_icon_name("edit-clear-symbolic")
      gtk_widget_set_tooltip_text(button, "Backspace")
    } else {
      button = gtk_button_new_with_label(key.label)
    }
    gtk_widget_add_css_class(button, "key")
    if key == .enter || key == .backspace { gtk_widget_add_css_class(button, "wide") }
    gtk_widget_set_focusable(button, 0)
    gtk_widget_set_focus_on_click(button, 0)
    Signals.on(raw(button), "clicked") { [weak self] in self?.pressed(key) }
    return button
  }

  /// Colours every letter key with the best state seen for it.
  func render(state: (Letter) -> LetterState?, label: (Key) -> String) {
    for (key, button) in buttons {
      if case .letter(let letter) = key {
        let current = state(letter)
        for candidate in LetterState.allCases {
          Widgets.setClass(candidate.styleClass, candidate == current, on: button)
        }
      }
      let spoken = label(key)
      guard accessibleLabels[key] != spoken else { continue }
      accessibleLabels[key] = spoken
      guesswork_set_accessible_label(button, spoken)
    }
  }
}
