import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// Theme, high contrast, interface language, hard mode, word language and word length: preferences only (the mode is chosen in the
/// header, where the round kinds are; a list of modes here repeated it); and Reset Statistics, a
/// destructive action that asks first, here rather than in the window that opens after every
/// round. Every change applies at once and
/// is saved by the session; the controls then show `viewModel.preferences`, so a refused change
/// (hard mode mid-round) snaps the switch back.
@MainActor
final class PreferencesDialog {
  let dialog: DialogWindow
  /// libadwaita's page of grouped rows, in a dialog like the game's others (its header shows the
  /// messages; libadwaita's preferences window covered Reset Statistics with its toasts).
  let page = PreferencesPage()
  private let viewModel: GameViewModel
  private let appearance: Appearance
  private var syncing = false
  let theme = ComboRow(
    title: L("Theme"), items: [Lp("theme", "Follow System"), Lp("theme", "Light"), Lp("theme", "Dark")])
  let highContrastRow = ActionRow(title: L("High Contrast Mode"))
  let hardModeRow = ActionRow(title: L("Hard Mode"), subtitle: L("Any revealed hints must be used in subsequent guesses"))
  let hardMode = Switch()
  let highContrast = Switch()
  /// Each language in its own name ("English", "Español"), as language lists read everywhere.
  let language = ComboRow(
    title: L("Word Language"), subtitle: L("The words and the keyboard"), items: Language.allCases.map(\.nativeName))
  /// The menus' and messages' language, from the next start.
  let interfaceLanguage = ComboRow(
    title: L("Interface Language"), subtitle: PreferencesPresentation.interfaceLanguageSubtitle,
    items: PreferencesPresentation.interfaceLanguageNames)
  /// 4 to 7 letters for unlimited rounds.
  let wordLength = ComboRow(
    title: L("Word Length"), subtitle: PreferencesPresentation.wordLengthSubtitle,
    items: PreferencesPresentation.wordLengthNames)
  /// One board, several at once or in sequence, for daily and unlimited rounds.
  let kind = ComboRow(
    title: L("Boards"), subtitle: PreferencesPresentation.kindSubtitle, items: PreferencesPresentation.kindNames)
  /// "Reset…": the statistics of the mode and language being played, after a question.
  let resetButton = Button(mnemonic: L("_Reset…"))
  let resetRow = ActionRow(title: L("Reset Statistics"))
  /// Tells the app the statistics changed (an open statistics window shows them again).
  var onStatisticsReset: (() -> Void)?

  init(parent: Window, appearance: Appearance, viewModel: GameViewModel) {
    self.viewModel = viewModel
    self.appearance = appearance
    dialog = DialogWindow(title: L("Preferences"), parent: parent, appearance: appearance, width: 460, height: 620)
    let look = PreferencesGroup(title: L("Appearance"))
    look.add(theme)
    highContrastRow.addSuffix(highContrast, activates: true)
    look.add(highContrastRow)
    look.add(interfaceLanguage)
    page.add(look)
    let game = PreferencesGroup(title: Lp("preferences", "Game"))
    hardModeRow.addSuffix(hardMode, activates: true)
    game.add(hardModeRow)
    game.add(language)
    game.add(wordLength)
    game.add(kind)
    page.add(game)
    let statistics = PreferencesGroup(title: Lp("preferences", "Statistics"))
    resetButton.addClass("destructive-action")
    resetRow.addSuffix(resetButton)
    statistics.add(resetRow)
    page.add(statistics)
    dialog.setChild(page)
    resetButton.onClicked { [weak self] in self?.confirmReset() }
    for row in [theme, interfaceLanguage, language, wordLength, kind] {
      // TRANSLATORS: a drop-down of the preferences as a screen reader names it: %1$s the
      // preference ("Theme"), %2$s the choice it shows ("Dark").
      row.nameWithChoice = { Lp("preferences", "%1$s: %2$s", $0, $1) }
    }
    // The switches are named by their rows' titles (libadwaita's labelled-by relation); GTK 4.8
    // gives screen readers no description from a described-by relation, so the subtitles are
    // given as descriptions here.
    hardMode.accessibleDescription = hardModeRow.subtitle
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
    interfaceLanguage.onSelectedChanged { [weak self] in
      guard let self, !self.syncing, let index = self.interfaceLanguage.selected else { return }
      self.viewModel.setInterfaceLanguage(PreferencesPresentation.interfaceLanguages[index])
      self.sync()
    }
    wordLength.onSelectedChanged { [weak self] in
      guard let self, !self.syncing, let index = self.wordLength.selected else { return }
      self.viewModel.setWordLength(PreferencesPresentation.wordLengths[index])
      self.sync()
    }
    kind.onSelectedChanged { [weak self] in
      guard let self, !self.syncing, let index = self.kind.selected else { return }
      self.viewModel.setKind(PreferencesPresentation.kinds[index])
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
    // The desktop's high contrast wins over the switch: shown on, and why.
    let desktop = appearance.desktopHighContrast
    highContrast.isActive = shown.highContrast || desktop
    highContrastRow.isSensitive = !desktop
    highContrastRow.subtitle = PreferencesPresentation.highContrastSubtitle(desktopAsks: desktop)
    highContrast.accessibleDescription = highContrastRow.subtitle
    hardMode.isActive = shown.hardMode
    if hardModeRow.subtitle != shown.hardModeSubtitle {
      hardModeRow.subtitle = shown.hardModeSubtitle
      hardMode.accessibleDescription = shown.hardModeSubtitle
    }
    kind.selected = PreferencesPresentation.kinds.firstIndex(of: shown.kind) ?? 0
    language.selected = Language.allCases.firstIndex(of: shown.language) ?? 0
    interfaceLanguage.selected = PreferencesPresentation.interfaceLanguages.firstIndex(of: shown.interfaceLanguage) ?? 0
    wordLength.selected = PreferencesPresentation.wordLengths.firstIndex(of: shown.wordLength) ?? 1
    let statistics = viewModel.statistics.presentation()
    resetRow.subtitle = statistics.resetSubtitle
    resetButton.accessibleLabel = L("Reset Statistics")
    resetButton.accessibleDescription = statistics.resetSubtitle
    resetButton.isSensitive = statistics.hasData
  }

  /// Asks before deleting the statistics of the mode and language being played; Cancel is the
  /// default.
  private func confirmReset() {
    let question = viewModel.statistics.presentation().resetQuestion
    let confirm = MessageDialog(parent: dialog.window, heading: question.text, body: question.detail)
    confirm.isModal = true
    confirm.addButton(L("_Cancel"), .cancel)
    confirm.addButton(L("_Reset"), .accept, appearance: .destructive)
    confirm.setDefaultResponse(.cancel)
    // The handler is given the dialog: it holds no wrapper of its own window.
    confirm.onResponse { [weak self] confirm, response in
      confirm.destroy()
      guard response == .accept, let self else { return }
      self.viewModel.statistics.reset()
      self.sync()
      self.onStatisticsReset?()
    }
    confirm.present()
  }
}
