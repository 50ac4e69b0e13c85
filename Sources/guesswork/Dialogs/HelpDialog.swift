import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// "How to play": the rules in a few sentences, with example rows drawn as real tiles.
@MainActor
final class HelpDialog {
  let dialog: DialogWindow
  private var exampleTiles: [TileView] = []
  /// Hard mode, the modes, sharing and the review, closed at first (for tests).
  private(set) var moreExpander: Expander?

  init(parent: Window, appearance: Appearance, text: HowToPlay) {
    dialog = DialogWindow(title: L("How to Play"), parent: parent, appearance: appearance, width: 440)
    let content = Box(.vertical, spacing: 12, classes: ["help"])
    content.setMargins(24)
    // One screen, as the original's: the rules and the three examples; the rest of the game
    // (hard mode, the modes and the archive, sharing, the review) behind one expander.
    content.append(paragraph(text.lead, classes: ["help-lead"]))
    for rule in text.rules { content.append(paragraph(rule)) }
    content.append(paragraph(text.examplesHeading, classes: ["heading"]))
    for example in text.examples {
      addExample(example.word, highlight: example.highlight, example.state, example.caption, to: content)
    }
    let more = Box(.vertical, spacing: 12)
    more.marginTop = 8
    more.append(paragraph(text.hardModeHeading, classes: ["heading"]))
    more.append(paragraph(text.hardMode))
    more.append(paragraph(text.modesHeading, classes: ["heading"]))
    more.append(paragraph(text.modes))
    more.append(paragraph(text.lengths))
    more.append(paragraph(text.archive))
    more.append(paragraph(text.sharing))
    more.append(paragraph(text.severalBoardsHeading, classes: ["heading"]))
    for line in text.severalBoards { more.append(paragraph(line)) }
    more.append(paragraph(text.reviewHeading, classes: ["heading"]))
    more.append(paragraph(text.review))
    let expander = Expander(text.moreHeading)
    expander.setChild(more)
    content.append(expander)
    moreExpander = expander
    let scroller = ScrolledWindow()
    scroller.propagatesNaturalHeight = true
    scroller.maxContentHeight = 640
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
