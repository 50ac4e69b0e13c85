import GuessworkEngine
import Testing

@testable import GuessworkViewModel

@Suite("Board and keyboard sizes")
struct BoardMetricsTests {
  @Test func theDefaultWindowHasSixtyTwoPixelTiles() {
    let metrics = BoardMetrics(width: 500, height: BoardMetrics.referenceHeight)
    #expect(metrics.tileSize == 62)
    #expect(metrics.keyHeight == 58)
  }

  /// The board and the keyboard fit the space for every word length and every language's
  /// keyboard (German's rows are eleven keys wide).
  @Test(arguments: [(360, 554), (500, 714), (800, 600), (1920, 1030), (1280, 400)])
  func boardAndKeyboardAlwaysFit(width: Int, height: Int) {
    for language in Language.allCases {
      let keyColumns = KeyboardLayout.columns(of: KeyboardLayout.rows(for: language))
      for columns in Word.lengths {
        let metrics = BoardMetrics(width: width, height: height, columns: columns, keyColumns: keyColumns)
        let boardHeight = 6 * metrics.tileSize + 5 * metrics.tileGap + 2 * metrics.margin
        let keyboardHeight = 3 * metrics.keyHeight + 2 * metrics.keyGap + 2 * metrics.margin
        #expect(boardHeight + keyboardHeight <= max(height, 320), "\(language) \(columns) letters")
        #expect(columns * metrics.tileSize + (columns - 1) * metrics.tileGap + 2 * metrics.margin <= width)
        #expect(keyColumns * metrics.keyWidth + (keyColumns - 1) * metrics.keyGap + 2 * metrics.margin <= width)
      }
    }
  }

  /// A board of other rows (its round's shape's) fits the same space: three rows keep the tiles'
  /// size, eight shrink them, never below 24 pixels, from the smallest window up.
  @Test(arguments: [(360, 554), (500, 714), (1920, 1030)])
  func boardsOfOtherRowsFit(width: Int, height: Int) {
    let six = BoardMetrics(width: width, height: height)
    for rows in [3, 8] {
      let metrics = BoardMetrics(width: width, height: height, rows: rows)
      let boardHeight = rows * metrics.tileSize + (rows - 1) * metrics.tileGap + 2 * metrics.margin
      let keyboardHeight = 3 * metrics.keyHeight + 2 * metrics.keyGap + 2 * metrics.margin
      #expect(boardHeight + keyboardHeight + BoardMetrics.messageStrip <= height, "\(rows) rows")
      #expect(metrics.tileSize >= 24)
      #expect(rows < 6 ? metrics.tileSize == six.tileSize : metrics.tileSize <= six.tileSize)
    }
  }

  @Test func aFullScreenWindowGetsBiggerTiles() {
    #expect(BoardMetrics(width: 1920, height: 1030).tileSize > 62)
  }

  @Test func keyLabelsGrowWithTheKeysAndStayReadableOnSmallOnes() {
    let normal = BoardMetrics(width: 500, height: BoardMetrics.referenceHeight)
    let large = BoardMetrics(width: 1400, height: 1300)
    #expect(large.keyHeight > normal.keyHeight)
    #expect(large.keyFontSize >= normal.keyFontSize * 3 / 2)
    #expect(BoardMetrics(width: 240, height: 320).keyFontSize == 11)
  }

  @Test func theBottomRowIsAsWideAsTheTopRow() {
    let metrics = BoardMetrics(width: 500, height: 714)
    let top = 10 * metrics.keyWidth + 9 * metrics.keyGap
    let bottom = 2 * metrics.wideKeyWidth + 7 * metrics.keyWidth + 8 * metrics.keyGap
    #expect(abs(top - bottom) <= 1)
  }
}
