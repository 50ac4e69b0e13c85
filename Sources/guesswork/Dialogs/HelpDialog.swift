import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// "How to play": the rules in a few sentences, with example rows drawn as real tiles.
@MainActor
final class HelpDialog {
  let dialog: DialogWindow
  private var exampleTiles: [TileView] = []

  init(parent: Window, appearance: Appearance, text: HowToPlay) {
    dialog = DialogWindow(title: L("How to Play"), parent: parent, appearance: appearance, width: 440, height: 640)
    let content = Box(.vertical, spacing: 12, classes: ["help"])
    content.setMargins(24)
    content.append(paragraph(text.lead, classes: ["help-lead"]))
    for rule in text.rules { content.append(paragraph(rule)) }
    content.append(paragraph(text.examplesHeading, classes: ["heading"]))
    for example in text.examples {
      addExample(example.word, highlight: example.highlight, example.state, example.caption, to: content)
    }
    content.append(paragraph(text.hardModeHeading, classes: ["heading"]))
    content.append(paragraph(text.hardMode))
    content.append(paragraph(text.modesHeading, classes: ["heading"]))
    content.append(paragraph(text.modes))
    content.append(paragraph(text.archive))
    content.append(paragraph(text.sharing))
    content.append(paragraph(text.reviewHeading, classes: ["heading"]))
    content.append(paragraph(text.review))
    let scroller = ScrolledWindow()
    scroller.setChild(content)
    dialog.setChild(scroller)
    dialog.keepAlive(self)
  }

  func present() { dialog.present() }

  /// What screen readers hear for each example tile, row by row (for tests).
  var exampleLabels: [String] { exampleTiles.map(\.accessibleLabel) }

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
    // Screen readers hear the example as a whole ("Example: WEARY. W is in the word and in the
    // correct spot."), then each tile: the marked one with its colour's meaning, the others as
    // plain letters.
    // TRANSLATORS: the help's example row as a screen reader names it: %1$s the example word,
    // %2$s the sentence that explains its colours.
    row.accessibleLabel = L("Example: %1$s. %2$s", word.uppercased(), caption)
    for (index, letter) in Word(word)!.letters.enumerated() {
      let tile = TileView()
      let marked = index == highlight
      tile.show(Tile(letter: letter, state: marked ? .revealed(state) : .typed))
      tile.label.accessibleLabel =
        marked ? Tile(letter: letter, state: .revealed(state)).accessibleLabel : letter.display
      row.append(tile.label)
      exampleTiles.append(tile)
    }
    content.append(row)
    content.append(paragraph(caption))
  }
}
