import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// Theme, high contrast, hard mode and word language: preferences only (the mode is chosen in the
/// header, where the round kinds are; a list of modes here repeated it); and Reset Statistics, a
/// destructive action that asks first, here rather than in the window that opens after every
/// round. Every change applies at once and
/// is saved by the session; the controls then show `viewModel.preferences`, so a refused change
/// (hard mode mid-round) snaps the switch back.
@MainActor
final class PreferencesDialog {
  let dialog: DialogWindow
  private let viewModel: GameViewModel
  private let appearance: Appearance
  private var syncing = false
  let theme = DropDown([Lp("theme", "Follow System"), Lp("theme", "Light"), Lp("theme", "Dark")])
  let hardMode = Switch()
  let highContrast = Switch()
  /// Each language in its own name ("English", "Español"), as language lists read everywhere.
  let language = DropDown(Language.allCases.map(\.nativeName))
  /// "Reset…": the statistics of the mode and language being played, after a question.
  let resetButton = Button(mnemonic: L("_Reset…"))
  private let resetSubtitle = Label("", classes: ["preference-subtitle"])
  /// Tells the app the statistics changed (an open statistics window shows them again).
  var onStatisticsReset: (() -> Void)?

  init(parent: Window, appearance: Appearance, viewModel: GameViewModel) {
    self.viewModel = viewModel
    self.appearance = appearance
    dialog = DialogWindow(title: L("Preferences"), parent: parent, appearance: appearance, width: 460)
    let content = Box(.vertical, spacing: 18, classes: ["preferences"])
    content.setMargins(24)
    content.append(group(L("Appearance"), [
      row(L("Theme"), nil, theme),
      row(L("High Contrast Mode"), subtitleLabel(L("Orange and blue instead of green and yellow, for colour vision")),
          highContrast),
    ]))
    content.append(group(Lp("preferences", "Game"), [
      row(L("Hard Mode"), subtitleLabel(L("Any revealed hints must be used in subsequent guesses")), hardMode),
      row(L("Word Language"), subtitleLabel(L("The words and the keyboard")), language),
    ]))
    resetButton.addClass("destructive-action")
    content.append(group(Lp("preferences", "Statistics"), [row(L("Reset Statistics"), resetSubtitle, resetButton)]))
    resetButton.onClicked { [weak self] in self?.confirmReset() }
    dialog.setChild(content)
    dialog.keepAlive(self)

    sync()
    theme.onSelectedChanged { [weak self] in
      guard let self, !self.syncing, let index = self.theme.selected else { return }
      let choice = PreferencesPresentation.themes[index]
      self.viewModel.setTheme(choice)
      self.appearance.preference = choice
    }
    highContrast.onActiveChanged { [weak self] in
      guard let self, !self.syncing else { return }
      self.viewModel.setHighContrast(self.highContrast.isActive)
      self.appearance.highContrast = self.highContrast.isActive
    }
    hardMode.onActiveChanged { [weak self] in
      guard let self, !self.syncing else { return }
      self.viewModel.setHardMode(self.hardMode.isActive)
      self.sync()
    }
    language.onSelectedChanged { [weak self] in
      guard let self, !self.syncing, let index = self.language.selected else { return }
      self.viewModel.switchLanguage(to: Language.allCases[index])
      self.sync()
    }
  }

  func present() { dialog.present() }

  /// Shows the settings as the view model has them now.
  func sync() {
    syncing = true
    defer { syncing = false }
    let shown = viewModel.preferences
    theme.selected = PreferencesPresentation.themes.firstIndex(of: shown.theme) ?? 0
    highContrast.isActive = shown.highContrast
    hardMode.isActive = shown.hardMode
    language.selected = Language.allCases.firstIndex(of: shown.language) ?? 0
    let statistics = viewModel.statistics
    resetSubtitle.text = statistics.resetSubtitle
    resetButton.accessibleDescription = statistics.resetSubtitle
    resetButton.isSensitive = statistics.hasData
  }

  /// Asks before deleting the statistics of the mode and language being played; Cancel is the
  /// default.
  private func confirmReset() {
    let question = viewModel.statistics.resetQuestion
    let confirm = MessageDialog(parent: dialog.window, kind: .warning, text: question.text, secondaryText: question.detail)
    confirm.isModal = true
    confirm.addButton(L("_Cancel"), .cancel)
    confirm.addButton(L("_Reset"), .accept).addClass("destructive-action")
    confirm.setDefaultResponse(.cancel)
    // The handler is given the dialog: it holds no wrapper of its own window.
    confirm.onResponse { [weak self] confirm, response in
      confirm.destroy()
      guard response == .accept, let self else { return }
      self.viewModel.resetStatistics()
      self.sync()
      self.onStatisticsReset?()
    }
    confirm.present()
  }

  private func group(_ title: String, _ rows: [Box]) -> Box {
    let group = Box(.vertical, spacing: 8)
    let heading = Label(title, classes: ["heading"])
    heading.horizontalAlignment = .start
    group.append(heading)
    let list = Box(.vertical, classes: ["preference-list"])
    list.append(rows)
    group.append(list)
    return group
  }

  private func subtitleLabel(_ text: String) -> Label { Label(text, classes: ["preference-subtitle"]) }

  private func row(_ title: String, _ subtitle: Label?, _ control: Widget) -> Box {
    let row = Box(.horizontal, spacing: 12, classes: ["preference-row"])
    let labels = Box(.vertical, spacing: 2)
    labels.expandsHorizontally = true
    labels.verticalAlignment = .center
    let titleLabel = Label(title, classes: ["preference-title"])
    titleLabel.horizontalAlignment = .start
    labels.append(titleLabel)
    if let subtitle {
      subtitle.horizontalAlignment = .start
      subtitle.wrapOnlyAtContainerWidth()
      subtitle.xAlign = 0
      labels.append(subtitle)
    }
    row.append(labels)
    control.verticalAlignment = .center
    if let dropDown = control as? DropDown {
      // TRANSLATORS: a drop-down of the preferences as a screen reader names it: %1$s the
      // preference ("Theme"), %2$s the choice it shows ("Dark").
      dropDown.nameWithChoice = { Lp("preferences", "%1$s: %2$s", $0, $1) }
    }
    control.accessibleLabel = title
    if let subtitle { control.accessibleDescription = subtitle.text }
    row.append(control)
    return row
  }
}
