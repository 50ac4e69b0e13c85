import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// Play a Challenge: the player pastes a code or a link; Play (or Enter) plays it. A bad one is
/// explained under the entry and nothing else changes; a good one closes the dialog and the board
/// switches to the challenge.
@MainActor
final class PlayChallengeDialog {
  let dialog: DialogWindow
  let entry = Entry(placeholder: "GW-7K3QX9")
  let playButton = Button(mnemonic: L("_Play"))
  /// Why the code cannot be played, read out when it appears.
  let problem = Label(alert: "", classes: ["challenge-problem"])
  /// Plays the text; returns why not, or `nil` once the board has switched.
  private let play: (String) -> String?

  init(parent: Window, appearance: Appearance, play: @escaping (String) -> String?) {
    self.play = play
    dialog = DialogWindow(
      title: L("Play a Challenge"), parent: parent, appearance: appearance, width: 420)
    let content = Box(.vertical, spacing: 12)
    content.setMargins(20)
    let intro = Label(L("Paste the code or the link a friend sent you."))
    intro.wraps = true
    intro.maxWidthChars = 40
    intro.xAlign = 0
    content.append(intro)
    entry.accessibleLabel = L("Challenge code or link")
    entry.expandsHorizontally = true
    entry.maxLength = Int32(Challenge.pastedLimit)
    playButton.addClass("suggested-action")
    let row = Box(.horizontal, spacing: 8)
    row.append(entry)
    row.append(playButton)
    content.append(row)
    problem.wraps = true
    problem.maxWidthChars = 40
    problem.xAlign = 0
    problem.isVisible = false
    content.append(problem)
    dialog.setChild(content)
    dialog.keepAlive(self)
    // Play waits for something to play.
    playButton.isSensitive = false
    entry.onChanged { [weak self] in
      guard let self else { return }
      self.problem.isVisible = false
      self.playButton.isSensitive = !self.entry.text.allSatisfy(\.isWhitespace)
    }
    entry.onActivate { [weak self] in self?.submit() }
    playButton.onClicked { [weak self] in self?.submit() }
  }

  func present() {
    dialog.present()
    entry.grabFocus()
  }

  /// Plays the pasted text, or says why it cannot be played (the entry keeps it, selected).
  func submit() {
    guard playButton.isSensitive else { return }
    if let message = play(entry.text) {
      problem.text = message
      problem.isVisible = true
      entry.grabFocus()
      entry.selectAll()
      return
    }
    dialog.close()
  }
}
