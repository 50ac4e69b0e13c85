import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// The main window's header bar: New Game and Help at the start; the modes (linked toggles) and
/// the round's subtitle in the middle, or in a bar just under the header when the window is too
/// narrow for them; Statistics and the main menu at the end.
@MainActor
final class GameHeader {
  let bar = HeaderBar()
  /// The bar under the header that holds the modes when the header has no room for them.
  let modeBar = Box(.horizontal, classes: ["mode-bar"])
  /// The header's mode buttons: Daily, Unlimited, and a chosen round's own label.
  private(set) var modeButtons: [PlayMode: ToggleButton] = [:]
  let otherRoundButton: ToggleButton
  let helpButton: Button
  let statisticsButton: Button
  let menuButton: MenuButton
  private let subtitleLabel = Label("", classes: ["subtitle-label"])
  private let titles = Box(.vertical, spacing: 2)
  private let headerTitle = Box(.horizontal)
  /// Set while the toggles follow the view model, so that their signals are not taken as clicks.
  private var syncing = false

  init(menu: Menu, chooseMode: @escaping (PlayMode) -> Void) {
    menuButton = MenuButton(iconName: "open-menu-symbolic", menu: menu, primary: true)
    titles.verticalAlignment = .center
    titles.expandsHorizontally = true
    let modes = Box(.horizontal, classes: ["linked", "mode-switcher"])
    modes.horizontalAlignment = .center
    for mode in PlayMode.allCases {
      let button = GameHeader.modeButton(mode.displayName, group: modeButtons.values.first)
      button.tooltip = mode == .daily ? L("Today's puzzle") : L("A new word whenever you like")
      modeButtons[mode] = button
      modes.append(button)
    }
    otherRoundButton = GameHeader.modeButton("", group: modeButtons[.daily])
    modes.append(otherRoundButton)
    titles.append(modes)
    subtitleLabel.ellipsizesAtEnd = true
    titles.append(subtitleLabel)
    headerTitle.append(titles)
    bar.setTitleWidget(headerTitle)
    modeBar.isVisible = false

    // A question mark in the text's colour: Adwaita 43's `dialog-question-symbolic` is a diamond
    // that players read as a missing glyph, and its help icons are books and lifebuoys.
    let helpGlyph = Button(label: "?")
    helpGlyph.addClass("help-glyph")
    helpGlyph.addClass("image-button")
    helpButton = GameHeader.button(helpGlyph, name: L("How to Play"), tooltip: L("How to Play (F1)"), "app.help")
    let newGame = GameHeader.button(
      Button(iconName: "view-refresh-symbolic"), name: L("New Game"), tooltip: L("New Game (Ctrl+N)"),
      "app.new-game")
    bar.packStart(newGame)
    bar.packStart(helpButton)
    menuButton.tooltip = L("Main Menu")
    menuButton.accessibleLabel = L("Main Menu")
    bar.packEnd(menuButton)
    statisticsButton = GameHeader.button(
      Button(child: GameHeader.statisticsIcon()), name: L("Statistics"), tooltip: L("Statistics (Ctrl+S)"),
      "app.statistics")
    bar.packEnd(statisticsButton)

    for (mode, button) in modeButtons {
      button.onToggled { [weak self] button in
        guard let self, !self.syncing, button.isActive else { return }
        chooseMode(mode)
      }
    }
  }

  /// The header's second line: the mode, and hard mode when on.
  var subtitle: String { subtitleLabel.text }

  /// Shows the round's subtitle and chooses its mode's toggle.
  func show(subtitle: String, choices: ModeChoices) {
    if subtitleLabel.text != subtitle { subtitleLabel.text = subtitle }
    syncing = true
    otherRoundButton.isVisible = choices.otherRound != nil
    if let other = choices.otherRound {
      otherRoundButton.label = other
      otherRoundButton.tooltip = subtitle
    }
    let active = choices.selected.flatMap { modeButtons[$0] } ?? otherRoundButton
    if !active.isActive { active.isActive = true }
    syncing = false
  }

  /// Whether the modes are in the header (else in the bar under it).
  var modesInHeader: Bool { titles.isChild(of: headerTitle) }

  /// Puts the modes in the header when the window is `width` wide and that leaves them room beside
  /// the header's buttons, else in the bar under the header, so a narrow window (360 pixels) keeps
  /// every mode readable.
  func placeModes(windowWidth width: Int) {
    let inHeader = modesInHeader
    // The header's buttons at their size, plus the modes at their full size (their labels shorten
    // when squeezed, which would make anything look like it fits).
    let headerWidth = bar.preferredWidth.minimum
    let modes = titles.preferredWidth
    let needed = (inHeader ? headerWidth - modes.minimum : headerWidth + 12) + modes.natural
    let fits = width <= 0 || width >= needed
    guard fits != inHeader else { return }
    // The wrapper keeps the titles alive between the two boxes.
    (inHeader ? headerTitle : modeBar).remove(titles)
    (fits ? headerTitle : modeBar).append(titles)
    modeBar.isVisible = !fits
  }

  private static func modeButton(_ label: String, group: ToggleButton?) -> ToggleButton {
    // A narrow window shortens the labels rather than growing wider than the player made it.
    let button = ToggleButton(ellipsizedLabel: label)
    if let group { button.join(group) }
    // Clicking a mode must not leave the focus on it, where Enter would not reach the board.
    button.focusOnClick = false
    return button
  }

  /// A header button: its name for screen readers and its tooltip (which adds the shortcut) are
  /// separate messages, so neither is cut out of the other's translation.
  private static func button(_ button: Button, name: String, tooltip: String, _ action: String) -> Button {
    button.tooltip = tooltip
    button.actionName = action
    button.accessibleLabel = name
    button.focusOnClick = false
    return button
  }

  /// A bar chart drawn with three boxes in the text colour (Adwaita has no statistics icon): it
  /// follows the theme like a symbolic icon and needs no image to be loaded at start.
  private static func statisticsIcon() -> Box {
    let icon = Box(.horizontal, spacing: 2, classes: ["statistics-icon"])
    icon.horizontalAlignment = .center
    icon.verticalAlignment = .center
    for height: Int32 in [7, 14, 10] {
      let bar = Box(.vertical, classes: ["statistics-icon-bar"])
      bar.setSizeRequest(width: 4, height: height)
      bar.verticalAlignment = .end
      icon.append(bar)
    }
    icon.setSizeRequest(width: 16, height: 16)
    return icon
  }
}
