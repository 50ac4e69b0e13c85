import GtkBridge
import GuessworkViewModel

/// A finished round's answer and what it means, compact: each part of speech (at most three) with
/// its first sense, where they come from, and a link to a dictionary's page about the word
/// (Spanish words have only the link: no open Spanish dictionary has definitions). Shown under the
/// statistics' result and in the review.
@MainActor
struct MeaningView {
  let box = Box(.vertical, spacing: 2, classes: ["statistics-meaning"])
  /// The lines shown, in order, and a button per dictionary link (for tests).
  private(set) var lines: [String] = []
  private(set) var linkButtons: [Button] = []

  init(_ meaning: MeaningPresentation, open: @escaping @MainActor (MeaningPresentation.Link) -> Void) {
    let title = Label(meaning.title, classes: ["meaning-title"])
    title.xAlign = 0
    box.append(title)
    lines.append(meaning.title)
    for entry in meaning.entries {
      let heading = Label(entry.heading, classes: ["meaning-heading"])
      heading.xAlign = 0
      heading.wraps = true
      box.append(heading)
      lines.append(entry.heading)
      guard let sense = entry.senses.first else { continue }
      let label = Label(sense, classes: ["meaning-sense"])
      label.wraps = true
      label.xAlign = 0
      box.append(label)
      lines.append(sense)
    }
    if meaning.entries.isEmpty, let note = meaning.note {
      let label = Label(note, classes: ["meaning-heading"])
      label.wraps = true
      label.xAlign = 0
      box.append(label)
      lines.append(note)
    }
    let footer = Box(.horizontal, spacing: 8)
    if let source = meaning.source {
      let label = Label(source, classes: ["meaning-source"])
      label.wraps = true
      label.xAlign = 0
      label.expandsHorizontally = true
      footer.append(label)
      lines.append(source)
    }
    for link in meaning.links {
      let button = Button(label: link.title)
      button.addClass("flat")
      button.addClass("link")
      button.addClass("meaning-link")
      button.tooltip = link.description
      button.accessibleDescription = link.description
      button.verticalAlignment = .center
      button.onClicked { open(link) }
      footer.append(button)
      linkButtons.append(button)
    }
    box.append(footer)
  }
}
