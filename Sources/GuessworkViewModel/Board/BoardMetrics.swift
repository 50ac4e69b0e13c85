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
    rows: Int = RoundShape.standardRows
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
    tileGap = 5
    let keyboardHeight = 3 * keyHeight + 2 * keyGap + 2 * margin
    let boardWidth = width - 2 * margin
    let boardHeight = height - keyboardHeight - 2 * margin - BoardMetrics.messageStrip
    let fitting = min(
      (boardWidth - (columns - 1) * tileGap) / columns,
      (boardHeight - (rows - 1) * tileGap) / rows)
    tileSize = max(min(fitting, Int((62 * scale).rounded())), 24)
    tileFontSize = max(Int((Double(tileSize) * 0.52).rounded()), 12)
  }

  /// The width of Enter and Backspace, so the bottom row is as wide as the top one.
  public var wideKeyWidth: Int { keyWidth * 3 / 2 + keyGap / 2 }

  /// The generated style sheet that applies these sizes (borders included in the tile size).
  public var css: String {
    """
    .board { border-spacing: \(tileGap)px; margin: \(margin)px; }
    .board-row { border-spacing: \(tileGap)px; }
    .board .tile { min-width: \(tileSize - 4)px; min-height: \(tileSize - 4)px; font-size: \(tileFontSize)px; }
    .keyboard { border-spacing: \(keyGap)px; margin: \(margin)px; }
    .keyboard-row { border-spacing: \(keyGap)px; }
    .keyboard button.key { min-width: \(keyWidth)px; min-height: \(keyHeight)px; font-size: \(keyFontSize)px; }
    .keyboard button.key.wide { min-width: \(wideKeyWidth)px; }
    .keyboard button.key image { -gtk-icon-size: \(keyFontSize + 2)px; }
    """
  }
}
