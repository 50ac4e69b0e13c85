import GtkBridge
import Localization
import GuessworkEngine
import GuessworkViewModel

/// The clickable on-screen keyboard. Keys are not focusable, so a click never leaves a key holding
/// the focus (where a physical Enter would press it again); typing goes through the window.
@MainActor
final class KeyboardView {
  let box = Box(.vertical, classes: ["keyboard"])
  private(set) var buttons: [Key: Button] = [:]
  /// The rows of keys shown (a language's layout).
  private(set) var layout: [[Key]] = []
  /// Called with each key clicked.
  var onPress: ((Key) -> Void)?

  init(layout: [[Key]]) {
    box.horizontalAlignment = .center
    box.verticalAlignment = .end
    show(layout: layout)
  }

  /// Builds the keys of a layout (another language's), unless it is the one shown.
  func show(layout: [[Key]]) {
    guard layout != self.layout else { return }
    self.layout = layout
    box.removeAll()
    buttons = [:]
    for keys in layout {
      let row = Box(.horizontal, classes: ["keyboard-row"])
      row.horizontalAlignment = .center
      for key in keys {
        let button = makeButton(key)
        row.append(button)
        buttons[key] = button
      }
      box.append(row)
    }
  }

  private func makeButton(_ key: Key) -> Button {
    let button: Button
    if key == .backspace {
      button = Button(iconName: "edit-clear-symbolic")
      button.tooltip = Lp("key", "Backspace")
    } else {
      button = Button(label: key.label)
      button.drawsLabelUnhinted()
    }
    button.addClass("key")
    if key == .enter || key == .backspace { button.addClass("wide") }
    button.isFocusable = false
    button.focusOnClick = false
    button.onClicked { [weak self] in self?.onPress?(key) }
    return button
  }

  /// What each key last told screen readers.
  var accessibleLabels: [Key: String] { buttons.compactMapValues(\.accessibleLabel) }

  /// Colours every letter key with the best state seen for it (after a row settles, or a new board).
  func render(state: (Letter) -> LetterState?, label: (Key) -> String) {
    for (key, button) in buttons {
      if case .letter(let letter) = key {
        let current = state(letter)
        for candidate in LetterState.allCases { button.setClass(candidate.styleClass, candidate == current) }
      }
      let spoken = label(key)
      if button.accessibleLabel != spoken { button.accessibleLabel = spoken }
    }
  }
}
