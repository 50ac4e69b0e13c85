import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// Challenge a Friend: the player types a word of the game's language (checked as they type);
/// Make Challenge (or Enter) shows its code and copies a message with the code and the link to the
/// clipboard, which the line under the code says (and screen readers hear). The word itself is never shown again, so it can be sent without being seen.
@MainActor
final class ChallengeFriendDialog {
  let dialog: DialogWindow
  let entry = Entry()
  let makeButton = Button(mnemonic: L("_Make Challenge"))
  /// Why the word cannot be sent (a word not on the list), read out when it appears.
  let problem = Label(alert: "", classes: ["challenge-problem"])
  /// The code once made.
  let codeLabel = Label("", classes: ["challenge-code"])
  /// Says the message is on the clipboard.
  let copiedLabel = Label("", classes: ["challenge-note"])
  /// The challenge made last (for tests).
  private(set) var challenge: Challenge?
  private let viewModel: GameViewModel

  init(parent: Window, appearance: Appearance, viewModel: GameViewModel) {
    self.viewModel = viewModel
    dialog = DialogWindow(
      title: L("Challenge a Friend"), parent: parent, appearance: appearance, width: 420)
    let content = Box(.vertical, spacing: 12)
    content.setMargins(20)
    let intro = Label(viewModel.challengeFriendIntro)
    intro.wraps = true
    intro.maxWidthChars = 40
    intro.xAlign = 0
    content.append(intro)
    let boards = Label(L("For several boards, type 2, 4 or 8 words separated by commas."), classes: ["dim-label"])
    boards.wraps = true
    boards.maxWidthChars = 40
    boards.xAlign = 0
    content.append(boards)
    // Eight words of seven letters, and a comma and a blank between them.
    entry.maxLength = Int32(RoundKind.eightBoards.boards * (Word.lengths.upperBound + 2))
    entry.accessibleLabel = L("Word for your friend")
    entry.expandsHorizontally = true
    makeButton.addClass("suggested-action")
    makeButton.isSensitive = false
    let row = Box(.horizontal, spacing: 8)
    row.append(entry)
    row.append(makeButton)
    content.append(row)
    problem.isVisible = false
    codeLabel.isVisible = false
    codeLabel.selectable = true
    codeLabel.marginTop = 8
    // A code of several boards is a part a board: it breaks after a hyphen rather than widen
    // the dialog (eight boards' code is 60 characters).
    codeLabel.wraps = true
    codeLabel.maxWidthChars = 20
    copiedLabel.isVisible = false
    for label in [problem, copiedLabel] {
      label.wraps = true
      label.maxWidthChars = 40
      label.xAlign = 0
    }
    content.append(problem)
    content.append(codeLabel)
    content.append(copiedLabel)
    dialog.setChild(content)
    dialog.keepAlive(self)
    entry.onChanged { [weak self] in self?.update() }
    entry.onActivate { [weak self] in self?.make() }
    makeButton.onClicked { [weak self] in self?.make() }
  }

  func present() {
    dialog.present()
    entry.grabFocus()
  }

  /// Follows the word as it is typed: letters that begin no word of the list are said at once; a
  /// made code goes.
  private func update() {
    let draft = viewModel.challengeDraft(for: entry.text)
    show(problem: draft.message)
    makeButton.isSensitive = draft.challenge != nil
    // Typing again shows the word being typed.
    entry.showsText = true
    codeLabel.isVisible = false
    copiedLabel.isVisible = false
    dialog.window.endAnnouncement()
  }

  /// Makes the code of a word of the list, shows it and copies the invitation.
  func make() {
    let draft = viewModel.challengeDraft(for: entry.text)
    guard let challenge = draft.challenge else {
      show(problem: draft.message ?? L("Type a word of 4 to 7 letters."))
      return
    }
    self.challenge = challenge
    show(problem: nil)
    dialog.window.clipboard.setText(challenge.invitation)
    // The code is made: the word leaves the screen (dots), so the dialog can be shown or shared
    // without giving it away.
    entry.showsText = false
    codeLabel.text = challenge.code
    codeLabel.accessibleLabel = L("Challenge code: %s", challenge.code)
    codeLabel.isVisible = true
    copiedLabel.text = L(
      "Copied a message with the code and its link to the clipboard: paste it to your friend.")
    copiedLabel.isVisible = true
    // Said, not shown as a toast: the line under the code already shows it, and a toast would
    // cover it in a dialog this small.
    dialog.window.announce(
      L(
        "Your challenge code is %s. A message with the code and its link is on the clipboard.",
        challenge.code))
  }

  private func show(problem text: String?) {
    problem.text = text ?? ""
    problem.isVisible = text != nil
  }
}
