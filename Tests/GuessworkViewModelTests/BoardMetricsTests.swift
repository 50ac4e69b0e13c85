import Testing

@testable import GuessworkViewModel

@Suite("Board and keyboard sizes")
struct BoardMetricsTests {
  @Test func theDefaultWindowHasSixtyTwoPixelTiles() {
    let metrics = BoardMetrics(width: 500, height: BoardMetrics.referenceHeight)
    #expect(metrics.tileSize == 62)
    #expect(metrics.keyHeight == 58)
  }

  @Test(arguments: [(360, 554), (500, 714), (800, 600), (1920, 1030), (1280, 400)])
  func boardAndKeyboardAlwaysFit(width: Int, height: Int) {
    let metrics = BoardMetrics(width: width, height: height)
    let boardHeight = 6 * metrics.tileSize + 5 * metrics.tileGap + 2 * metrics.margin
    let keyboardHeight = 3 * metrics.keyHeight + 2 * metrics.keyGap + 2 * metrics.margin
    #expect(boardHeight + keyboardHeight <= max(height, 320))
    #expect(5 * metrics.tileSize + 4 * metrics.tileGap + 2 * metrics.margin <= width)
    #expect(10 * metrics.keyWidth + 9 * metrics.keyGap + 2 * metrics.margin <= width)
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
