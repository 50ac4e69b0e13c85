import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// "How to play": the rules in a few sentences, with example rows drawn as real tiles.
@MainActor
final class HelpDialog {
  let dialog: DialogWindow
  private var exampleTiles: [TileView] = []

  init(parent: Window, appearance: Appearance) {
    dialog = DialogWindow(title: L("How to Play"), parent: parent, appearance: appearance, width: 440, height: 640)
    let content = Box(.vertical, spacing: 12, classes: ["help"])
    content.setMargins(24)
    content.append(paragraph(L("Guess the hidden word in 6 tries."), classes: ["help-lead"]))
    for text in [
      L("• Each guess must be a valid 5-letter word. Type it and press Enter."),
      L("• The colour of the tiles will change to show how close your guess was to the word."),
    ] {
      content.append(paragraph(text))
    }
    content.append(paragraph(L("Examples"), classes: ["heading"]))
    addExample("weary", highlight: 0, .correct, L("W is in the word and in the correct spot."), to: content)
    addExample("pills", highlight: 1, .present, L("I is in the word but in the wrong spot."), to: content)
    addExample("vague", highlight: 3, .absent, L("U is not in the word in any spot."), to: content)
    content.append(paragraph(L("Hard Mode"), classes: ["heading"]))
    content.append(paragraph(
      L("Any revealed hints must be used in later guesses: green letters stay where they are and yellow letters are used again. It can be switched on in the preferences before the first guess of a round.")))
    content.append(paragraph(L("Daily and Unlimited"), classes: ["heading"]))
    content.append(paragraph(
      L("The daily puzzle is the same for everyone on the same day, and a new one starts at midnight. Unlimited mode gives a new random word whenever you like (Ctrl+N). Each keeps its own statistics.")))
    content.append(paragraph(
      L("When a round is over, Ctrl+C copies your result as coloured squares, without giving the word away.")))
    let scroller = ScrolledWindow()
    scroller.setChild(content)
    dialog.setChild(scroller)
    dialog.keepAlive(self)
  }

  func present() { dialog.present() }

  private func paragraph(_ text: String, classes: [String] = []) -> Label {
    let label = Label(text, classes: classes)
    label.wraps = true
    label.xAlign = 0
    label.horizontalAlignment = .fill
    label.maxWidthChars = 50
    return label
  }

  private func addExample(
    _ word: String, highlight: Int, _ state: LetterState, _ caption: String, to content: Box
  ) {
    let row = Box(.horizontal, spacing: 5, classes: ["help-example"])
    for (index, letter) in Word(word)!.letters.enumerated() {
      let tile = TileView()
      tile.show(Tile(letter: letter, state: index == highlight ? .revealed(state) : .typed))
      row.append(tile.label)
      exampleTiles.append(tile)
    }
    content.append(row)
    content.append(paragraph(caption))
  }
}
