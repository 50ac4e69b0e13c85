import GtkBridge
import GuessworkViewModel

/// Draws the review's chart: a base line for "solved", the solver's line, then the player's on
/// top, each a line through a dot per guess, in the colours the style sheet gives their legends.
@MainActor
struct ReviewChartDrawing {
  let chart: ReviewPresentation.Chart
  let width: Double
  let height: Double

  func draw(into snapshot: Snapshot, player: Colour, solver: Colour, axis: Colour) {
    let base = chart.points([0], width: width, height: height)[0].y
    snapshot.fill(x: 0, y: base + 4, width: width, height: 1, axis.faded(0.5))
    series(chart.solver, colour: solver, lineWidth: 2, radius: 3, into: snapshot)
    series(chart.player, colour: player, lineWidth: 3, radius: 4, into: snapshot)
  }

  private func series(
    _ counts: [Int], colour: Colour, lineWidth: Double, radius: Double, into snapshot: Snapshot
  ) {
    let points = chart.points(counts, width: width, height: height)
    for (from, to) in zip(points, points.dropFirst()) {
      snapshot.line(from: from, to: to, width: lineWidth, colour)
    }
    for point in points { snapshot.dot(x: point.x, y: point.y, radius: radius, colour) }
  }
}
