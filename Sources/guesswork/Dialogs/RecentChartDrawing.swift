import GtkBridge
import GuessworkViewModel

/// Draws the statistics' chart of recent play: faint guide lines a guess apart above the base
/// line, then a column a round from the left (oldest) to the right (newest) — a win rising from the
/// line, taller for fewer guesses; a loss a short bar hanging below it in the loss colour; a day
/// not played a dot on the line — in the colours the style sheet gives the legends. The same
/// drawing from every route (after a round, from the menu, from a past day).
@MainActor
struct RecentChartDrawing {
  let chart: RecentChartPresentation
  let width: Double
  let height: Double

  /// The room below the base line for losses, in pixels.
  static let lossDepth = 14.0

  func draw(into snapshot: Snapshot, won: Colour, lost: Colour, guide: Colour) {
    let rows = chart.rows
    let base = (height - RecentChartDrawing.lossDepth - 1).rounded(.down)
    let step = (base - 1) / Double(rows)
    for row in 1...rows {
      let y = (base - Double(row) * step).rounded(.down)
      snapshot.fill(x: 0, y: y, width: width, height: 1, guide.faded(0.18))
    }
    snapshot.fill(x: 0, y: base, width: width, height: 1, guide.faded(0.6))
    let slot = width / Double(chart.slots)
    let barWidth = (slot * 0.7).rounded()
    for (index, column) in chart.columns.enumerated() {
      let x = (Double(index) * slot + (slot - barWidth) / 2).rounded()
      switch column.kind {
      case .notPlayed:
        snapshot.dot(x: x + barWidth / 2, y: base + 0.5, radius: 2, guide.faded(0.6))
      case .won:
        let barHeight = max(1, (column.fraction * (base - 1)).rounded())
        snapshot.fill(x: x, y: base - barHeight, width: barWidth, height: barHeight, won)
      case .lost:
        let depth = (column.fraction * (RecentChartDrawing.lossDepth - 1)).rounded()
        snapshot.fill(x: x, y: base + 1, width: barWidth, height: depth, lost)
      }
    }
  }
}
