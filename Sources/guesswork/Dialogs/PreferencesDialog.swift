import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel

/// Theme, hard mode, high contrast, game mode and word language. Every change applies at once and
/// is saved by the session; a refused change (hard mode mid-round) snaps the switch back.
final class PreferencesDialog {
  let dialog: DialogWindow
  private let viewModel: GameViewModel
  private let appearance: Appearance
  private var syncing = false
  private(set) var theme: UnsafeMutablePointer<GtkWidget>!
  private(set) var hardMode: UnsafeMutablePointer<GtkWidget>!
  private(set) var highContrast: UnsafeMutablePointer<GtkWidget>!
  private(set) var mode: UnsafeMutablePointer<GtkWidget>!
  private(set) var language: UnsafeMutablePointer<GtkWidget>!

  static let themes: [ThemePreference] = [.system, .light, .dark]
  static let modeSubtitle = "A new puzzle every day, or as many rounds as you like"
  private var modeSubtitleLabel: UnsafeMutablePointer<GtkWidget>?

  init(parent: UnsafeMutablePointer<GtkWidget>, appearance: Appearance, viewModel: GameViewModel) {
    self.viewModel = viewModel
    self.appearance = appearance
    dialog = DialogWindow(title: "Preferences", parent: parent, appearance: appearance, width: 460)
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 18, classes: ["preferences"])
    for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
                 gtk_widget_set_margin_end] {
      side(content, 24)
    }

    theme = dropDown(["Follow System", "Light", "Dark"])
    hardMode = gtk_switch_new()
    highContrast = gtk_switch_new()
    mode = dropDown(PlayMode.allCases.map(\.name))
    language = dropDown(Language.allCases.map(\.name))

    Widgets.append(group("Appearance", [
      row("Theme", nil, theme),
      row("High Contrast Mode", "Orange and blue instead of green and yellow, for colour vision", highContrast),
    ]), to: content)
    let modeRow = row("Game Mode", PreferencesDialog.modeSubtitle, mode)
    // The row's labels box, then its subtitle: it says when a chosen word or day is being played.
    modeSubtitleLabel = gtk_widget_get_last_child(gtk_widget_get_first_child(modeRow))
    Widgets.append(group("Game", [
      row("Hard Mode", "Any revealed hints must be used in subsequent guesses", hardMode),
      modeRow,
      row("Word Language", "The words and the keyboard", language),
    ]), to: content)
    dialog.setChild(content)
    dialog.keepAlive(self)

    sync()
    Signals.onPointer(raw(theme), "notify::selected") { [weak self] _ in
      guard let self, !self.syncing else { return }
      let index = Int(gtk_drop_down_get_selected(cast(self.theme)))
      self.viewModel.setTheme(PreferencesDialog.themes[index])
      self.appearance.preference = PreferencesDialog.themes[index]
    }
    Signals.onPointer(raw(highContrast), "notify::active") { [weak self] _ in
      guard let self, !self.syncing else { return }
      let on = gtk_switch_get_active(cast(self.highContrast)) != 0
      self.viewModel.setHighContrast(on)
      self.appearance.highContrast = on
    }
    Signals.onPointer(raw(hardMode), "notify::active") { [weak self] _ in
      guard let self, !self.syncing else { return }
      self.viewModel.setHardMode(gtk_switch_get_active(cast(self.hardMode)) != 0)
      self.sync()
    }
    Signals.onPointer(raw(mode), "notify::selected") { [weak self] _ in
      guard let self, !self.syncing else { return }
      let index = Int(gtk_drop_down_get_selected(cast(self.mode)))
      guard index < PlayMode.allCases.count else { return }  // the chosen round's own entry
      self.viewModel.switchMode(to: PlayMode.allCases[index])
      self.sync()
    }
    Signals.onPointer(raw(language), "notify::selected") { [weak self] _ in
      guard let self, !self.syncing else { return }
      self.viewModel.switchLanguage(to: Language.allCases[Int(gtk_drop_down_get_selected(cast(self.language)))])
      self.sync()
    }
  }

  func present() { dialog.present() }

  /// Shows the settings as they are (after a change was applied or refused).
  func sync() {
    syncing = true
    defer { syncing = false }
    let settings = viewModel.settings
    gtk_drop_down_set_selected(cast(theme), UInt32(PreferencesDialog.themes.firstIndex(of: settings.theme) ?? 0))
    gtk_switch_set_active(cast(highContrast), settings.highContrast ? 1 : 0)
    let hard = viewModel.isRoundOver ? settings.hardMode : viewModel.game.isHardMode
    gtk_switch_set_active(cast(hardMode), hard ? 1 : 0)
    // A round on a chosen word or day is neither mode: the list gains that round's own label,
    // selected, so choosing either mode (even the remembered one) goes back to it.
    let choices = viewModel.modeChoices
    let list = gtk_drop_down_get_model(cast(mode))!
    let modeCount = UInt32(choices.modes.count)
    let extra = g_list_model_get_n_items(list) - modeCount
    if let other = choices.otherRound {
      var labels: [UnsafePointer<CChar>?] = [UnsafePointer(strdup(other)), nil]
      defer { free(UnsafeMutablePointer(mutating: labels[0])) }
      gtk_string_list_splice(list, modeCount, extra, &labels)
    } else if extra > 0 {
      gtk_string_list_splice(list, modeCount, extra, nil)
    }
    let modeIndex = choices.selected.flatMap { choices.modes.firstIndex(of: $0) }.map(UInt32.init) ?? modeCount
    gtk_drop_down_set_selected(cast(mode), modeIndex)
    if let modeSubtitleLabel {
      gtk_label_set_text(
        cast(modeSubtitleLabel),
        choices.otherRound != nil
          ? "Playing a chosen word or day; choose a mode to go back to it" : PreferencesDialog.modeSubtitle)
    }
    gtk_drop_down_set_selected(cast(language), UInt32(Language.allCases.firstIndex(of: settings.language) ?? 0))
  }

  private func dropDown(_ items: [String]) -> UnsafeMutablePointer<GtkWidget> {
    var strings = items.map { strdup($0) } + [nil]
    defer { for string in strings { free(string) } }
    return strings.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
        gtk_drop_down_new_from_strings($0)
      }
    }
  }

  private func group(_ title: String, _ rows: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
    let group = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 8)
    let heading = Widgets.label(title, classes: ["heading"])
    gtk_widget_set_halign(heading, GTK_ALIGN_START)
    Widgets.append(heading, to: group)
    let list = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["preference-list"])
    for row in rows { Widgets.append(row, to: list) }
    Widgets.append(list, to: group)
    return group
  }

  private func row(_ title: String, _ subtitle: String?, _ control: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["preference-row"])
    let labels = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
    gtk_widget_set_hexpand(labels, 1)
    gtk_widget_set_valign(labels, GTK_ALIGN_CENTER)
    let titleLabel = Widgets.label(title, classes: ["preference-title"])
    gtk_widget_set_halign(titleLabel, GTK_ALIGN_START)
    Widgets.append(titleLabel, to: labels)
    if let subtitle {
      let subtitleLabel = Widgets.label(subtitle, classes: ["preference-subtitle"])
      gtk_widget_set_halign(subtitleLabel, GTK_ALIGN_START)
      gtk_label_set_wrap(cast(subtitleLabel), 1)
      gtk_label_set_xalign(cast(subtitleLabel), 0)
      // Asks for the whole line, so it wraps only where the dialog's width ends (a wrapping label
      // otherwise asks for its longest word's width and wraps well before the edge).
      gtk_label_set_natural_wrap_mode(cast(subtitleLabel), GTK_NATURAL_WRAP_NONE)
      Widgets.append(subtitleLabel, to: labels)
    }
    Widgets.append(labels, to: row)
    gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
    guesswork_set_accessible_label(control, title)
    if let subtitle { guesswork_set_accessible_description(control, subtitle) }
    Widgets.append(control, to: row)
    return row
  }
}
