import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel

/// "How to play": the rules in a few sentences, with example rows drawn as real tiles.
final class HelpDialog {
  let dialog: DialogWindow
  private var exampleTiles: [TileView] = []

  init(parent: UnsafeMutablePointer<GtkWidget>, appearance: Appearance, text: HowToPlay) {
    dialog = DialogWindow(title: "How to Play", parent: parent, appearance: appearance, width: 440, height: 640)
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["help"])
    for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
                 gtk_widget_set_margin_end] {
      side(content, 24)
    }
    Widgets.append(paragraph(text.lead, classes: ["help-lead"]), to: content)
    for rule in text.rules { Widgets.append(paragraph(rule), to: content) }
    Widgets.append(paragraph("Examples", classes: ["heading"]), to: content)
    for example in text.examples {
      addExample(example.word, highlight: example.highlight, example.state, example.caption, to: content)
    }
    Widgets.append(paragraph("Hard Mode", classes: ["heading"]), to: content)
    Widgets.append(paragraph(text.hardMode), to: content)
    Widgets.append(paragraph("Daily and Unlimited", classes: ["heading"]), to: content)
    Widgets.append(paragraph(text.modes), to: content)
    Widgets.append(paragraph(text.sharing), to: content)
    Widgets.append(paragraph("Review", classes: ["heading"]), to: content)
    Widgets.append(paragraph(
      "When a round is over, Review Round (in the statistics and the menu) shows how many words each guess left, how much it could be expected to tell and what the most informative guess was, and how the solver would have found the word. After New Game the menu still reviews the last finished round; the round being played is never reviewed."),
      to: content)
    Widgets.append(paragraph(ReviewPresentation.explanation), to: content)
    let scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(cast(scroller), content)
    dialog.setChild(scroller)
    dialog.keepAlive(self)
  }

  func present() { dialog.present() }

  private func paragraph(_ text: String, classes: [String] = []) -> UnsafeMutablePointer<GtkWidget> {
    let label = Widgets.label(text, classes: classes)
    gtk_label_set_wrap(cast(label), 1)
    gtk_label_set_xalign(cast(label), 0)
    gtk_widget_set_halign(label, GTK_ALIGN_FILL)
    gtk_label_set_max_width_chars(cast(label), 50)
    return label
  }

  private func addExample(
    _ word: String, highlight: Int, _ state: LetterState, _ caption: String,
    to content: UnsafeMutablePointer<GtkWidget>
  ) {
    let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 5, classes: ["help-example"])
    for (index, letter) in Word(word)!.letters.enumerated() {
      let tile = TileView()
      tile.show(Tile(letter: letter, state: index == highlight ? .revealed(state) : .typed))
      Widgets.append(tile.widget, to: row)
      exampleTiles.append(tile)
    }
    Widgets.append(row, to: content)
    Widgets.append(paragraph(caption), to: content)
  }
}
