import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import Localization

/// The game window: header bar, the round's boards, on-screen keyboard and toasts.
///
/// It forwards every key to the view model and draws the events the view model sends, each
/// redrawing only what it changed; it reports nothing back, and keeps no time of its own for the
/// game (the view model's timeline runs on the window's `scheduler`). When GTK destroys the
/// window, the view model's timeline and every animation of the window stop with it.
@MainActor
final class MainWindow {
  let window: ApplicationWindow
  let viewModel: GameViewModel
  let header: GameHeader
  /// One view a board of the round (`RoundShape.boards`), rebuilt when the shape changes.
  private(set) var boards = [BoardView()]
  /// Holds the boards: the one board fills it as it filled the page before rounds had a shape;
  /// several are laid out in lines (`boardLines`), in `boardsScroller`.
  let boardsBox = Box(.vertical)
  /// Holds `boardsBox` (one board) or `boardsScroller` (several).
  let boardsArea = Box(.vertical)
  /// Scrolls several boards taller than their space (eight in a narrow window), vertically.
  let boardsScroller = ScrolledWindow()
  /// The lines of several boards, as many a line as `BoardMetrics.boardColumns` says.
  private var boardLines: [(line: Box, boards: [BoardView])] = []
  /// The first board: the board of a one-board round.
  var board: BoardView { boards[0] }
  let keyboard: KeyboardView
  let messages: MessageStrip
  let toast: ToastView
  let sizing = BoardSizing()
  /// Holds the header, asking for none of its minimum width (see `init`).
  let headerHolder: ScrolledWindow
  let keyController = KeyController(capture: true)

  init(application: Application, viewModel: GameViewModel, menu: Menu) {
    self.viewModel = viewModel
    window = ApplicationWindow(application: application)
    header = GameHeader(
      menu: menu, roundMenu: { [weak viewModel] in viewModel?.roundMenu },
      choose: { [weak viewModel] item in viewModel?.choose(item) })
    headerHolder = ScrolledWindow.widthFree(header.bar)
    messages = MessageStrip(height: BoardMetrics.messageStrip, widthBeforeLayout: viewModel.windowSize.width)
    toast = ToastView(surface: messages)
    keyboard = KeyboardView(layout: viewModel.board.keyboardRows)
    keyboard.onPress = { [weak self] key in self?.press(key) }
    window.title = L("Guesswork")
    if BuildProfile.isDevelopment { window.addClass("devel") }
    let size = viewModel.windowSize
    window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))
    if size.maximized { window.maximize() }

    let stack = Box(.vertical)
    // Messages show in a strip of their own above the board: none covers a row being typed.
    stack.append(messages.overlay)
    boardsBox.append(board.box)
    boardsArea.append(boardsBox)
    boardsScroller.expandsVertically = true
    // Takes the height left by the messages and the keyboard, as the one board did.
    boardsArea.expandsVertically = true
    stack.append(boardsArea)
    stack.append(keyboard.box)
    let content = Overlay()
    content.setChild(sizing.probe)
    content.addOverlay(stack)
    toast.window = window
    messages.onDetails = { [weak self] text in self?.showWholeMessage(text) }
    let page = Box(.vertical)
    // The header asks for no width of its own: with its minimum (every button, the round's whole
    // line) the window told a window manager it could not be narrower than 467 px, so a player's
    // drag never reached the widths where `fitHeader` hides buttons. The board's 360 px is the
    // window's minimum; a narrower header is fitted as soon as the width changes.
    page.append(headerHolder)
    content.expandsVertically = true
    page.append(content)
    window.setContent(page)

    sizing.onMetrics = { [weak self] metrics in self?.layOutBoards(columns: metrics.boardColumns) }
    keyController.onKeyPressed { [weak self] key in self?.handleKey(key) ?? false }
    window.add(keyController)
    window.onCloseRequest { [weak self] in
      self?.rememberSize()
      // The dialogs go first, each let go of its parent (see `destroyTransientWindows`).
      self?.window.destroyTransientWindows()
      return false
    }
    window.onDestroy { [weak self] in self?.stop() }

    // The first listener: the board is drawn before the application acts on the same event.
    viewModel.listen { [weak self] event in self?.draw(event) }
    viewModel.board.animates = DesktopSettings.animationsEnabled
    refresh()
    // Timers stand still while the machine sleeps: coming back to the front checks the date.
    window.onActiveChanged { [weak self] in
      guard let self, self.window.isActive else { return }
      self.viewModel.board.checkDay()
    }
    // The size changes while GTK lays the window out: fit the header just after, not in the
    // middle (a timer of the window's: never once the window is gone).
    window.onDefaultWidthChanged { [weak self] in
      self?.window.timers.idle { [weak self] in self?.fitHeader() }
    }
    // Once realized: the window's own buttons in the header (minimize, maximize, close, as the
    // desktop lays them out) are known only then.
    window.realize()
    fitHeader()
    sizing.keyColumns = KeyboardLayout.columns(of: viewModel.board.keyboardRows)
    if !size.maximized {
      sizing.fitDefaultSize(of: window) { [header] width in header.bar.preferredHeight(forWidth: width) }
    }
  }

  /// Shows the window with the focus on the board, so Enter submits a row rather than pressing the
  /// first header button.
  func present() {
    // The focus first: a window shown without one has GTK walk all its widgets for the first
    // that takes it, only to be moved to the board right after.
    focusBoard()
    window.present()
  }

  func focusBoard() { board.box.grabFocus() }

  /// Gives the window the app icon (X11 window managers show it; on Wayland the application ID
  /// names the desktop file and its icon); done after the first frame.
  func showIcon() { window.setIconName(BuildProfile.applicationID) }

  /// The window is gone: nothing of it, nor of the round's timeline, may run any more.
  private func stop() {
    viewModel.stop()
    for board in boards { board.cancelAnimations() }
    toast.timers.cancelAll()
  }

  /// Whether anything is still to happen on the board (for tests): the view model's timeline (a
  /// reveal, the pause before the statistics) or an animation or toast of the window.
  var hasPendingWork: Bool {
    viewModel.hasTimedWork || boards.contains(where: \.isAnimating) || toast.timers.isPending
  }

  /// A message too long for the strip's two lines, whole, in a dialog of its own (its toast's
  /// Details button); its text can be selected and copied (a file's path).
  private func showWholeMessage(_ text: String) {
    let dialog = MessageDialog(parent: window, heading: L("Message"), body: text, closeButton: true)
    dialog.makeBodySelectable()
    dialog.onResponse { dialog, _ in dialog.destroy() }
    dialog.present()
  }

  private func fitHeader() {
    guard !window.isDestroyed else { return }
    header.fit(width: window.currentWidth - window.styleFrame.width)
  }

  private func rememberSize() {
    let size = window.defaultSize
    viewModel.rememberWindowSize(width: size.width, height: size.height, maximized: window.isMaximized)
  }

  // MARK: Input

  /// A physical key. Keys held with Ctrl, Alt or Super belong to shortcuts; keys typed into a popover
  /// (the main menu) or on a focused header button are left to them. Which characters are letters
  /// of the round is the view model's to say.
  func handleKey(_ key: KeyPress) -> Bool {
    // Alt and a board's number shows that board alone on the keyboard; Alt+0 every board.
    if let digit = key.altDigit, boards.count > 1, !window.focusIsInPopover {
      viewModel.board.pick(board: digit == 0 ? nil : digit - 1)
      return true
    }
    guard !key.isShortcut, !window.focusIsInPopover else { return false }
    if key.isBackspace {
      if viewModel.board.isComposing {
        viewModel.board.cancelComposing()
        return true
      }
      press(.backspace)
      return true
    }
    if key.isEnter {
      if window.focusIsInHeaderBar { return false }
      press(.enter)
      return true
    }
    if let mark = key.deadMark {
      viewModel.board.deadKey(mark)
      return true
    }
    if key.isCompose {
      viewModel.board.composeKey()
      return true
    }
    // A sequence being composed takes the next character, whatever it is (`Compose " a`).
    guard let character = key.character,
      viewModel.board.isComposing || viewModel.board.accepts(character)
        || KeyComposer.isCombiningMark(character)
    else { return false }
    takeFocus()
    return viewModel.board.type(character)
  }

  /// Whether a key typed elsewhere (in How to Play) is a letter the board takes.
  func isBoardKey(_ key: KeyPress) -> Bool {
    guard !key.isShortcut, let character = key.character else { return false }
    return viewModel.board.accepts(character)
  }

  /// Typing goes to the board, whatever had the focus; the events it causes redraw what changed.
  private func press(_ key: Key) {
    takeFocus()
    viewModel.board.press(key)
  }

  private func takeFocus() {
    if !board.box.hasFocus { focusBoard() }
    // The desktop's animation switch is read as the player plays (GTK has no signal the window
    // listens to for it): a row submitted now turns over, or settles at once.
    viewModel.board.animates = DesktopSettings.animationsEnabled
  }

  // MARK: Drawing

  /// The header's second line: the mode, and hard mode when on.
  var subtitle: String { header.subtitle }

  /// Redraws everything from the view model (a new board, a setting, the theme).
  func refresh() {
    keyboard.show(layout: viewModel.board.keyboardRows)
    sizing.columns = viewModel.rowLength
    sizing.rows = viewModel.board.shape.rows
    sizing.keyColumns = KeyboardLayout.columns(of: viewModel.board.keyboardRows)
    sizing.boards = viewModel.board.shape.boards
    fitBoards(to: viewModel.board.shape)
    renderBoards()
    header.show(
      title: viewModel.roundTitle, detail: viewModel.roundDetail, subtitle: viewModel.subtitle,
      newGame: viewModel.newGameLabel)
    fitHeader()
  }

  /// Every board's tiles, name and look (hidden in sequence, picked), and the keys.
  private func renderBoards() {
    let presenter = viewModel.board
    for (index, board) in boards.enumerated() {
      board.setLength(viewModel.rowLength)
      board.render(presenter.tiles(board: index))
      if boards.count > 1 { nameBoard(index) }
    }
    renderKeys()
    keepTypingRowInView()
  }

  /// A board's name for screen readers and its look: hidden (in sequence), picked, solved.
  private func nameBoard(_ index: Int) {
    let presenter = viewModel.board
    let box = boards[index].box
    let name = presenter.accessibleName(board: index)
    if box.accessibleLabel != name { box.accessibleLabel = name }
    box.setClass("hidden-board", presenter.isHidden(board: index))
    box.setClass("picked-board", presenter.pickedBoard == index)
  }

  /// The keys: whole, coloured as one board (or the one board picked); else split, a part a board.
  private func renderKeys() {
    let presenter = viewModel.board
    if presenter.splitsKeys {
      keyboard.render(
        parts: presenter.keyParts(for:), columns: min(boardColumns, boards.count),
        label: presenter.accessibleLabel(for:))
    } else {
      keyboard.render(state: presenter.wholeKeyState(for:), label: presenter.accessibleLabel(for:))
    }
  }

  /// Makes one board view a board of the shape, each of its rows; the one board of a one-board
  /// round of six rows is the view made with the window. Several boards go in lines in the
  /// scrolled holder, each picked by a click (the keyboard then shows it alone).
  private func fitBoards(to shape: RoundShape) {
    guard boards.count != shape.boards || board.rowCount != shape.rows else { return }
    let hadFocus = boards.contains { $0.box.hasFocus }
    for board in boards { board.cancelAnimations() }
    clearBoardLines()
    boardsBox.removeAll()
    boardsArea.removeAll()
    boardsScroller.setChild(nil)
    boards = (0..<shape.boards).map { _ in BoardView(rows: shape.rows) }
    // The new board takes the focus the old one had: Enter goes on submitting rows.
    defer { if hadFocus { focusBoard() } }
    guard shape.boards > 1 else {
      boardsBox.removeClass("boards")
      boardsBox.append(board.box)
      boardsArea.append(boardsBox)
      boardColumns = 1
      return
    }
    boardsBox.addClass("boards")
    for (index, board) in boards.enumerated() {
      board.box.expandsVertically = false
      let click = ClickController()
      click.onReleased { [weak self] in self?.viewModel.board.pick(board: index) }
      board.box.add(click)
    }
    boardsScroller.setChild(boardsBox)
    boardsArea.append(boardsScroller)
    boardColumns = 0
    layOutBoards(columns: sizing.metrics?.boardColumns ?? 2)
  }

  /// How many boards a line holds now.
  private(set) var boardColumns = 1

  /// Lays several boards out `columns` a line (again when the window's width changes it).
  private func layOutBoards(columns: Int) {
    guard boards.count > 1, columns != boardColumns else { return }
    boardColumns = columns
    clearBoardLines()
    for start in stride(from: 0, to: boards.count, by: columns) {
      let line = Box(.horizontal, classes: ["board-line"])
      line.isHomogeneous = true
      line.horizontalAlignment = .center
      let held = Array(boards[start..<min(start + columns, boards.count)])
      for board in held { line.append(board.box) }
      boardsBox.append(line)
      boardLines.append((line, held))
    }
    if viewModel.board.splitsKeys { renderKeys() }
    window.timers.idle { [weak self] in self?.keepTypingRowInView() }
  }

  /// Takes every board out of its line, and the lines away.
  private func clearBoardLines() {
    for (line, held) in boardLines {
      for board in held { line.remove(board.box) }
      boardsBox.remove(line)
    }
    boardLines = []
  }

  /// Scrolls several boards so that the row being typed shows (on the first board still played).
  private func keepTypingRowInView() {
    guard boards.count > 1, let index = viewModel.board.typingBoard else { return }
    let row = min(viewModel.game.currentRow, viewModel.board.shape.rows - 1)
    guard let bounds = boards[index].rowBox(row).bounds(in: boardsBox) else { return }
    boardsScroller.keepInView(from: bounds.y, to: bounds.y + bounds.height)
  }

  private func draw(_ event: BoardEvent) {
    switch event {
    case .letterTyped(let index, let row, let column):
      let board = boards[index]
      board.show(viewModel.board.row(row, board: index)[column], row: row, column: column)
      board.pop(row: row, column: column)
      if column == 0 { keepTypingRowInView() }
    case .letterDeleted(let index, let row, let column):
      boards[index].show(viewModel.board.row(row, board: index)[column], row: row, column: column)
    case .rowRevealed(let index, let row, _):
      boards[index].show(row: row, viewModel.board.row(row, board: index))
    case .tileTurning(let index, let row, let column):
      boards[index].startFlip(row: row, column: column)
    case .tileTurned(let index, let row, let column):
      let board = boards[index]
      board.show(viewModel.board.row(row, board: index)[column], row: row, column: column)
      board.turnFlip(row: row, column: column)
    case .rowSettled(let row):
      for (index, board) in boards.enumerated() {
        board.endFlips(row: row)
        board.show(row: row, viewModel.board.row(row, board: index))
        if boards.count > 1 { nameBoard(index) }
      }
      renderKeys()
      keepTypingRowInView()
    case .rowRejected(let index, let row):
      boards[index].shake(row: row)
    case .solved(let index, let row):
      boards[index].bounce(row: row)
    case .lost, .roundEnded, .statisticsReset:
      // The application's: the statistics, Review's menu item.
      break
    case .toast:
      // The application shows it where the player is looking: over an open dialog, else here.
      break
    case .stickyToastDismissed:
      toast.dismissSticky()
    case .boardReplaced:
      for board in boards { board.cancelAnimations() }
      toast.dismissSticky()
      toast.hide()
      refresh()
    case .settingsChanged:
      refresh()
    case .boardsChanged:
      renderBoards()
    }
  }
}
