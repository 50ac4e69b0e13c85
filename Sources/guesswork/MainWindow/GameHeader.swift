import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// The main window's header bar: New Game (named for what it does) and Help at the start; in the
/// middle one control for the kind of round, the round's number or code under it; Statistics and
/// the main menu at the end.
///
/// The round control is a button naming the kind of round on the board ("Daily ▾") whose menu
/// lists Daily, Unlimited and any other round in progress. It keeps one width whatever the round
/// (as wide as its widest label), so the header never jumps and never needs a second bar, and the
/// tiles keep their size when the round changes.
@MainActor
final class GameHeader {
  let bar = HeaderBar()
  let roundButton: MenuButton
  let roundPopover = Popover()
  private let roundList = Box(.vertical, spacing: 2, classes: ["round-menu"])
  /// The round's line in libadwaita's title style: its kind over its number or code.
  private let windowTitle = WindowTitle()
  /// Holds the title at the button's steady width: a longer number or code never widens it.
  private let titles: Clamp
  /// The widest title's width: the button's, when the window has room for it.
  private var widestTitle = 0
  /// The widest lines the button can show: of one or two parts (`RoundMenu.usualDetails`), which
  /// room goes to before New Game's name, and of every part (`RoundMenu.longestDetails`), which
  /// room left after it goes to.
  private var widestUsualLine = 0
  private var widestLine = 0
  private var titleWidth = 0
  private var titleHeight = 0
  /// The menu's entries as last filled, each with its toggle (for tests).
  private(set) var roundEntries: [(entry: RoundMenu.Entry, button: ToggleButton)] = []
  /// The kinds' entries as last filled, each with its toggle (for tests).
  private(set) var kindEntries: [(entry: RoundMenu.Entry, button: ToggleButton)] = []
  let newGameButton: Button
  private let newGameLabel = Label("")
  private let newGameIcon = Image(iconName: "list-add-symbolic")
  let helpButton: Button
  let statisticsButton: Button
  let menuButton: MenuButton
  /// The round's whole line ("Daily #326 · Hard mode"): the round button's description.
  private(set) var subtitle = ""
  private let makeMenu: () -> RoundMenu?
  private let choose: (RoundMenu.Item) -> Void

  /// The main menu, whose New Game item follows the button's name.
  private let menu: Menu
  private var shownNewGame = NewGameLabel.newWord

  init(menu: Menu, roundMenu: @escaping () -> RoundMenu?, choose: @escaping (RoundMenu.Item) -> Void) {
    self.menu = menu
    makeMenu = roundMenu
    self.choose = choose
    menuButton = MenuButton(iconName: "open-menu-symbolic", menu: menu, primary: true)

    // As wide as its widest title, so it keeps its width when the round changes.
    for title in RoundMenu.titles {
      windowTitle.title = title
      widestTitle = max(widestTitle, windowTitle.preferredWidth.natural)
    }
    titleWidth = widestTitle
    for detail in RoundMenu.usualDetails {
      windowTitle.subtitle = detail
      widestUsualLine = max(widestUsualLine, windowTitle.preferredWidth.natural)
    }
    for detail in RoundMenu.longestDetails {
      windowTitle.subtitle = detail
      widestLine = max(widestLine, windowTitle.preferredWidth.natural)
    }
    // As tall as with a number under it, which libadwaita hides when there is none (a chosen
    // word): the header keeps its height whatever the round.
    windowTitle.subtitle = "#1"
    titleHeight = windowTitle.preferredHeight(forWidth: widestTitle)
    titles = Clamp(child: windowTitle, maximumSize: widestTitle)
    titles.verticalAlignment = .center
    titles.setSizeRequest(width: Int32(widestTitle), height: Int32(titleHeight))
    roundPopover.setChild(roundList)
    roundButton = MenuButton(child: titles, popover: roundPopover)
    roundButton.hasFrame = false
    roundButton.addClass("round-button")
    roundButton.accessibleLabel = L("Round")
    roundButton.tooltip = L("Choose the round: Daily, Unlimited, a challenge…")
    bar.setTitleWidget(roundButton)

    // A question mark in the text's colour: Adwaita 43's `dialog-question-symbolic` is a diamond
    // that players read as a missing glyph, and its help icons are books and lifebuoys.
    let helpGlyph = Button(label: "?")
    helpGlyph.addClass("help-glyph")
    helpGlyph.addClass("image-button")
    helpButton = GameHeader.button(helpGlyph, name: L("How to Play"), tooltip: L("How to Play (F1)"), "app.help")
    let newGameContent = Box(.horizontal, spacing: 6)
    newGameContent.append(newGameIcon)
    newGameContent.append(newGameLabel)
    newGameButton = GameHeader.button(
      Button(child: newGameContent), name: L("New Game"), tooltip: L("New Game (Ctrl+N)"), "app.new-game")
    newGameButton.addClass("new-game")
    // Flat, as libadwaita draws a header's icon and text buttons (a button with its own content is
    // otherwise raised).
    newGameButton.addClass("image-text-button")
    bar.packStart(newGameButton)
    bar.packStart(helpButton)
    menuButton.tooltip = L("Main Menu")
    menuButton.accessibleLabel = L("Main Menu")
    bar.packEnd(menuButton)
    statisticsButton = GameHeader.button(
      Button(child: GameHeader.statisticsIcon()), name: L("Statistics"), tooltip: L("Statistics (Ctrl+S)"),
      "app.statistics")
    statisticsButton.addClass("image-button")
    bar.packEnd(statisticsButton)
    roundPopover.onShow { [weak self] in self?.fillMenu() }
  }

  /// Shows the round on the board: its kind on the button, its number or code under it, and what
  /// New Game does from it.
  func show(title: String, detail: String, subtitle: String, newGame: NewGameLabel) {
    if windowTitle.title != title { windowTitle.title = title }
    // Shown even when empty: the header keeps its height whatever the round.
    if windowTitle.subtitle != detail { windowTitle.subtitle = detail }
    self.subtitle = subtitle
    roundButton.accessibleDescription = subtitle
    if newGame != shownNewGame {
      shownNewGame = newGame
      // The main menu's first item says what the button does.
      menu.sections.first?.relabel(at: 0, newGame.mnemonic, action: "app.new-game")
    }
    newGameLabel.text = newGame.label
    newGameIcon.iconName = newGame == .newWord ? "list-add-symbolic" : "media-playlist-shuffle-symbolic"
    newGameButton.accessibleLabel = newGame.label
    newGameButton.tooltip = newGame.tooltip
  }

  /// Fits the header to `width` pixels: the round button first (at its steady width, or cut
  /// short in a very narrow window), then New Game, Help and New Game's name beside its icon, as
  /// room allows; the round button's line takes room before New Game's name (up to its usual
  /// lines) and after it (up to its longest), so the line shows whole where it fits; the widths
  /// depend on the window's, never on the round. What goes stays within reach (New Game and Help in the main menu, on Ctrl+N and
  /// F1, their names in tooltips and for screen readers), and the header never needs a second bar.
  func fit(width: Int) {
    guard width > 0 else { return }
    // Measured shown (a hidden widget measures nothing); nothing is drawn before the choice below.
    newGameLabel.isVisible = true
    newGameButton.isVisible = true
    helpButton.isVisible = true
    let labelWidth = newGameLabel.preferredWidth.natural + 6
    let buttonWidth = newGameButton.preferredWidth.natural + 6 - labelWidth
    let helpWidth = helpButton.preferredWidth.natural + 6
    // What the header needs besides the title and the parts that may go.
    let base = bar.preferredWidth.minimum - titleWidth - labelWidth - buttonWidth - helpWidth
    var room = width - base
    let steadyTitle = max(min(widestTitle, room), GameHeader.narrowestTitle)
    room -= steadyTitle
    let showsButton = room >= buttonWidth
    if showsButton { room -= buttonWidth }
    let showsHelp = showsButton && room >= helpWidth
    if showsHelp { room -= helpWidth }
    // Then the title widens to its usual lines, New Game's name shows, and what is left widens the
    // title to its longest line: the same for every round.
    let usualTitle = showsHelp ? max(steadyTitle, min(steadyTitle + room, widestUsualLine)) : steadyTitle
    room -= usualTitle - steadyTitle
    let showsLabel = showsHelp && room >= labelWidth
    if showsLabel { room -= labelWidth }
    let title = max(usualTitle, min(usualTitle + room, widestLine))
    if title != titleWidth {
      titleWidth = title
      titles.setSizeRequest(width: Int32(title), height: Int32(titleHeight))
      titles.maximumSize = title
    }
    newGameButton.isVisible = showsButton
    helpButton.isVisible = showsHelp
    newGameLabel.isVisible = showsLabel
    // Measured again as laid out: what is still over (spacing the sums above miss) comes off the
    // title, so the header never widens the window it is fitted to (which would give the title
    // more room, and widen it again).
    let excess = bar.preferredWidth.minimum - width
    if excess > 0, titleWidth > GameHeader.narrowestTitle {
      titleWidth = max(titleWidth - excess, GameHeader.narrowestTitle)
      titles.setSizeRequest(width: Int32(titleWidth), height: Int32(titleHeight))
      titles.maximumSize = titleWidth
    }
  }

  /// The least the round button's title gets: a few letters and "…".
  static let narrowestTitle = 48

  /// Whether New Game shows its name (else its icon alone).
  var newGameShowsLabel: Bool { newGameLabel.isVisible }

  /// Whether the button's title and line show whole, uncut (for tests).
  var showsWholeLine: Bool { windowTitle.preferredWidth.natural <= windowTitle.width }

  /// The main menu's New Game item as it reads (for tests).
  var newGameMenuLabel: String? { menu.sections.first?.label(at: 0) }

  /// The round shown on the button (for tests).
  var roundButtonTitle: String { windowTitle.title }
  var roundButtonDetail: String { windowTitle.subtitle }

  /// Fills the menu as it is now (another process may have saved a round meanwhile).
  func fillMenu() {
    roundList.removeAll()
    roundEntries = []
    kindEntries = []
    guard let menu = makeMenu() else { return }
    // The rounds (modes, past days, challenges) are one group of toggles; the kinds, under the
    // modes, another.
    var group: ToggleButton?
    var kindGroup: ToggleButton?
    let modes = menu.entries.prefix { if case .mode = $0.item { true } else { false } }
    let sections = [Array(modes), menu.kinds, Array(menu.entries.dropFirst(modes.count))]
    for (section, entries) in sections.enumerated() where !entries.isEmpty {
      if section > 0 { roundList.append(Box(.horizontal, classes: ["menu-separator"])) }
      for entry in entries {
        let button = entryButton(entry)
        if section == 1 {
          if let kindGroup { button.join(kindGroup) } else { kindGroup = button }
        } else if let group {
          button.join(group)
        } else {
          group = button
        }
        roundList.append(button)
        if section == 1 { kindEntries.append((entry, button)) } else { roundEntries.append((entry, button)) }
      }
    }
    roundList.append(Box(.horizontal, classes: ["menu-separator"]))
    roundList.append(actionButton(L("Archive…"), "app.archive"))
    roundList.append(actionButton(L("Play a Challenge…"), "app.play-challenge"))
  }

  private func entryButton(_ entry: RoundMenu.Entry) -> ToggleButton {
    let button = ToggleButton(toggleLabel: "")
    button.addClass("flat")
    button.addClass("round-entry")
    let content = Box(.horizontal, spacing: 8)
    let check = Image(iconName: "object-select-symbolic")
    check.opacity = entry.isCurrent ? 1 : 0
    content.append(check)
    let lines = Box(.vertical)
    let label = Label(entry.label)
    label.xAlign = 0
    lines.append(label)
    if let detail = entry.detail {
      let small = Label(detail, classes: ["subtitle-label"])
      small.xAlign = 0
      lines.append(small)
    }
    content.append(lines)
    button.setChild(content)
    button.accessibleLabel = entry.detail.map { L("%1$s, %2$s", entry.label, $0) } ?? entry.label
    button.isActive = entry.isCurrent
    button.onClicked { [weak self, weak button] in
      guard let self else { return }
      // The round on the board stays chosen: a click on it only closes the menu.
      if entry.isCurrent { button?.isActive = true }
      self.roundPopover.popdown()
      if !entry.isCurrent { self.choose(entry.item) }
    }
    return button
  }

  private func actionButton(_ label: String, _ action: String) -> Button {
    let text = Label(label)
    text.xAlign = 0
    // Lined up with the entries' labels, past their check mark.
    text.marginStart = 24
    let button = Button(child: text)
    button.addClass("flat")
    button.addClass("round-entry")
    button.actionName = action
    button.onClicked { [weak self] in self?.roundPopover.popdown() }
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
