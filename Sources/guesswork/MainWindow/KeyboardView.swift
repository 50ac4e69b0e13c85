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

  /// The parts of each letter key while the keys are split, one a board (`render(parts:)`).
  private var keyParts: [Letter: [Box]] = [:]
  /// How many parts each key has, and how many a line (laid out like the boards); 0 while keys
  /// are whole.
  private(set) var partCount = 0
  private var partColumns = 0

  /// What each key last told screen readers.
  var accessibleLabels: [Key: String] { buttons.compactMapValues(\.accessibleLabel) }

  /// Colours every letter key with the best state seen for it (after a row settles, or a new board).
  func render(state: (Letter) -> LetterState?, label: (Key) -> String) {
    if partCount > 0 { rebuild() }
    for (key, button) in buttons {
      if case .letter(let letter) = key {
        let current = state(letter)
        for candidate in LetterState.allCases { button.setClass(candidate.styleClass, candidate == current) }
      }
      let spoken = label(key)
      if button.accessibleLabel != spoken { button.accessibleLabel = spoken }
    }
  }

  /// Splits every letter key into one part a board, `columns` a line as the boards are laid
  /// out, each coloured with that board's state (a solved board's part goes quiet); the letter
  /// stays over the parts.
  func render(parts: (Letter) -> [BoardPresenter.KeyPart], columns: Int, label: (Key) -> String) {
    for (key, button) in buttons {
      defer {
        let spoken = label(key)
        if button.accessibleLabel != spoken { button.accessibleLabel = spoken }
      }
      guard case .letter(let letter) = key else { continue }
      let states = parts(letter)
      if states.count != partCount || columns != partColumns { split(into: states.count, columns: columns) }
      guard let boxes = keyParts[letter] else { continue }
      for (part, state) in zip(boxes, states) {
        for candidate in LetterState.allCases {
          part.setClass(candidate.styleClass, state == .state(candidate))
        }
        part.setClass("solved", state == .solved)
      }
      // The letter's halo only where a part has a colour to read over.
      button.setClass("coloured", states.contains { $0 != .unknown })
    }
  }

  /// Gives every letter key `count` parts under its letter, `columns` a line.
  private func split(into count: Int, columns: Int) {
    partCount = count
    partColumns = columns
    keyParts = [:]
    for (key, button) in buttons {
      guard case .letter(let letter) = key else { continue }
      for candidate in LetterState.allCases { button.setClass(candidate.styleClass, false) }
      button.addClass("split")
      // Homogeneous boxes fill the key without asking to expand (which would reach the keyboard,
      // and take height from the boards).
      let lines = Box(.vertical)
      lines.isHomogeneous = true
      var boxes: [Box] = []
      let starts = Array(stride(from: 0, to: count, by: columns))
      for start in starts {
        let line = Box(.horizontal)
        line.isHomogeneous = true
        let end = min(start + columns, count)
        for index in start..<end {
          // The key's rounded corners are the corner parts' own: clipping the parts to the key
          // instead made GL draw every split key off screen, every frame.
          var corners: [String] = []
          if start == starts.first && index == start { corners.append("top-left") }
          if start == starts.first && index == end - 1 { corners.append("top-right") }
          if start == starts.last && index == start { corners.append("bottom-left") }
          if start == starts.last && index == end - 1 { corners.append("bottom-right") }
          let part = Box(.horizontal, classes: ["key-part"] + corners)
          line.append(part)
          boxes.append(part)
        }
        lines.append(line)
      }
      let text = Label(key.label, classes: ["key-letter"])
      text.drawsTextUnhinted()
      let overlay = Overlay()
      overlay.setChild(lines)
      overlay.addOverlay(text)
      button.setChild(overlay)
      keyParts[letter] = boxes
    }
  }

  /// Makes the keys whole again, as they were built.
  private func rebuild() {
    let shown = layout
    layout = []
    partCount = 0
    partColumns = 0
    keyParts = [:]
    show(layout: shown)
  }
}
