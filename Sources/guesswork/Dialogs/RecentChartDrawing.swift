import GtkBridge
import GuessworkViewModel

/// Draws the statistics' chart of recent play: faint guide lines a guess apart, then a column a
/// round from the left (oldest) to the right (newest) — a win as tall as its guesses, a loss the
/// full height in the loss colour, a day not played a dot on the base line — in the colours the
/// style sheet gives the legends.
@MainActor
struct RecentChartDrawing {
  let chart: RecentChartPresentation
  let width: Double
  let height: Double

  func draw(into snapshot: Snapshot, won: Colour, lost: Colour, guide: Colour) {
    let rows = 6
    let base = height - 1
    for row in 0...rows {
      let y = base - Double(row) * (base - 1) / Double(rows)
      snapshot.fill(x: 0, y: y.rounded(.down), width: width, height: 1, guide.faded(row == 0 ? 0.6 : 0.18))
    }
    let slot = width / Double(chart.slots)
    let barWidth = (slot * 0.7).rounded()
    for (index, column) in chart.columns.enumerated() {
      let x = (Double(index) * slot + (slot - barWidth) / 2).rounded()
      switch column.kind {
      case .notPlayed:
        snapshot.dot(x: x + barWidth / 2, y: base - 3, radius: 2, guide.faded(0.6))
      case .won, .lost:
        let barHeight = (column.fraction * (base - 1)).rounded()
        snapshot.fill(
          x: x, y: base - barHeight, width: barWidth, height: barHeight, column.kind == .won ? won : lost)
      }
    }
  }
}
