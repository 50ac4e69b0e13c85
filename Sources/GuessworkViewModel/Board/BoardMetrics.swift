import GuessworkEngine

/// Sizes of tiles and keys for the space the window gives the game, so the board and keyboard scale
/// with the window: about 62-pixel tiles and 58-pixel keys at the default size (500×760), smaller
/// in a small window, larger on a big screen, always square tiles, never wider than the window.
public struct BoardMetrics: Hashable, Sendable {
  public let tileSize: Int
  public let tileGap: Int
  public let tileFontSize: Int
  /// The width of a letter key; Enter and Backspace are one and a half of these.
  public let keyWidth: Int
  public let keyHeight: Int
  public let keyGap: Int
  public let keyFontSize: Int
  public let margin: Int
  /// How many boards a line holds (the round's boards laid out in lines of as many): one for one
  /// board; 2, 4 or 8 for several, as many as keep the tiles largest (`boardColumns(...)`).
  public let boardColumns: Int
  /// The room between two boards.
  public let boardGap: Int
  /// Whether the boards are taller than their space and scroll (eight boards in a narrow window).
  public let scrolls: Bool

  /// The smallest tile a board of several ever has (four boards of seven letters in a window
  /// just too short to show them whole at 20 pixels): below it a line holds fewer boards and the
  /// boards scroll, with tiles of `scrolledTile` when the width allows.
  public static let smallestTile = 18
  /// The tile a scrolled layout keeps at least, when its width allows.
  static let scrolledTile = 24

  /// The content size at the default window size (the window minus its header bar).
  public static let referenceHeight = 714
  /// The strip above the board where messages show (two lines of a toast), so that none covers a
  /// row: at the default size and at 360×600 the tiles keep their size with it.
  public static let messageStrip = 56

  /// Metrics for a content area of `width` × `height` pixels and a board of `columns` tiles a row
  /// (4 to 7): the tiles keep their size while the row fits, and shrink when it does not (seven
  /// tiles at 360 pixels). `keyColumns` is the keyboard's widest row in letter keys
  /// (`KeyboardLayout.columns`): ten, eleven for German's QWERTZ with Ü and Ö Ä.
  /// `rows`: the board's rows (its shape's).
  public init(
    width: Int, height: Int, columns: Int = Word.standardLength, keyColumns: Int = 10,
    rows: Int = RoundShape.standardRows, boards: Int = 1
  ) {
    let width = max(width, 240)
    let height = max(height, 320)
    margin = width < 420 ? 8 : 12
    keyGap = width < 420 ? 4 : 6
    let scale = Double(height) / Double(BoardMetrics.referenceHeight)
    keyHeight = min(max(Int((58 * scale).rounded()), 40), 84)
    keyWidth = max(
      min((width - 2 * margin - (keyColumns - 1) * keyGap) / keyColumns, Int((43 * scale).rounded())), 20)
    // The label follows the key's smaller side, so it grows with the keys on a large window and
    // never outgrows a narrow key.
    let keySide = min(Double(keyHeight), Double(keyWidth) * 1.35)
    keyFontSize = max(Int((keySide * 0.25).rounded()), 11)
    let keyboardHeight = 3 * keyHeight + 2 * keyGap + 2 * margin
    let boardWidth = width - 2 * margin
    let boardHeight = height - keyboardHeight - 2 * margin - BoardMetrics.messageStrip
    let largest = Int((62 * scale).rounded())
    guard boards > 1 else {
      tileGap = 5
      boardColumns = 1
      boardGap = 0
      scrolls = false
      let fitting = min(
        (boardWidth - (columns - 1) * tileGap) / columns,
        (boardHeight - (rows - 1) * tileGap) / rows)
      tileSize = max(min(fitting, largest), 24)
      tileFontSize = max(Int((Double(tileSize) * 0.52).rounded()), 12)
      return
    }
    tileGap = 3
    boardGap = width < 420 ? 10 : 16
    let layout = BoardMetrics.layout(
      boards: boards, width: boardWidth, height: boardHeight, columns: columns, rows: rows,
      tileGap: tileGap, boardGap: boardGap, largest: largest)
    boardColumns = layout.columns
    tileSize = layout.tile
    scrolls = layout.scrolls
    tileFontSize = max(Int((Double(tileSize) * 0.5).rounded()), 11)
  }

  /// How several boards are laid out in `width` × `height`: the lines of boards that keep every
  /// board in view with the largest tiles, when those are at least `smallestTile`; else the most
  /// boards a line whose tiles are `scrolledTile` wide (two at least), scrolled.
  static func layout(
    boards: Int, width: Int, height: Int, columns: Int, rows: Int, tileGap: Int, boardGap: Int,
    largest: Int
  ) -> (columns: Int, tile: Int, scrolls: Bool) {
    let choices = [2, 4, 8].filter { $0 <= boards && boards % $0 == 0 }
    func tiles(_ perLine: Int) -> (wide: Int, tall: Int) {
      let lines = boards / perLine
      let boardWidth = (width - (perLine - 1) * boardGap) / perLine
      let boardHeight = (height - (lines - 1) * boardGap) / lines
      return ((boardWidth - (columns - 1) * tileGap) / columns, (boardHeight - (rows - 1) * tileGap) / rows)
    }
    var best: (columns: Int, tile: Int)?
    for perLine in choices {
      let (wide, tall) = tiles(perLine)
      let tile = min(wide, tall, largest)
      // Ties go to fewer boards a line, as players know them (four boards two by two).
      if tile >= smallestTile, tile > best?.tile ?? 0 { best = (perLine, tile) }
    }
    if let best { return (best.columns, best.tile, false) }
    let perLine = choices.last { tiles($0).wide >= scrolledTile } ?? choices[0]
    let (wide, tall) = tiles(perLine)
    return (perLine, max(min(wide, largest, max(tall, scrolledTile)), smallestTile), true)
  }

  /// The width of Enter and Backspace, so the bottom row is as wide as the top one.
  public var wideKeyWidth: Int { keyWidth * 3 / 2 + keyGap / 2 }

  /// The lines of several boards: the room between them, the margin around them all.
  private var severalBoardsCSS: String {
    guard boardColumns > 1 else { return "" }
    return """

      .boards, .board-line { border-spacing: \(boardGap)px; }
      .boards { margin: \(margin)px; }
      .boards .board { margin: 0px; }
      """
  }

  /// The generated style sheet that applies these sizes (borders included in the tile size).
  public var css: String {
    """
    .board { border-spacing: \(tileGap)px; margin: \(margin)px; }
    .board-row { border-spacing: \(tileGap)px; }
    .board .tile { min-width: \(tileSize - 4)px; min-height: \(tileSize - 4)px; font-size: \(tileFontSize)px; }\(severalBoardsCSS)
    .keyboard { border-spacing: \(keyGap)px; margin: \(margin)px; }
    .keyboard-row { border-spacing: \(keyGap)px; }
    .keyboard button.key { min-width: \(keyWidth)px; min-height: \(keyHeight)px; font-size: \(keyFontSize)px; }
    .keyboard button.key.wide { min-width: \(wideKeyWidth)px; }
    .keyboard button.key image { -gtk-icon-size: \(keyFontSize + 2)px; }
    """
  }
}
