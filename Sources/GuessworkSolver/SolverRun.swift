import FoundationEssentials
import GuessworkEngine

/// The solver playing every column's word as the answer, as the benchmark reports it.
public struct SolverRun: Sendable {
  /// Guesses used on each column's word (in column order); more than six is a lost round.
  public let guessCounts: [Int]
  /// The solver's first guess.
  public let opening: Word

  public var games: Int { guessCounts.count }
  public var average: Double { Double(guessCounts.reduce(0, +)) / Double(max(1, games)) }
  public var worst: Int { guessCounts.max() ?? 0 }
  public var failures: Int { guessCounts.filter { $0 > Solver.rows }.count }

  /// The benchmark's line:
  /// `solver en normal: games=2300 average=3.4213 worst=5 failures=0 seconds=12.3`, with the
  /// length for words of another length than five (`solver en 7 letters normal: …`).
  public func line(
    language: Language, length: Int = Word.standardLength, hardMode: Bool, seconds: Double
  ) -> String {
    let mode = hardMode ? "hard" : "normal"
    let letters = length == Word.standardLength ? "" : " \(length) letters"
    return "solver \(language.rawValue)\(letters) \(mode): games=\(games) "
      + "average=\(String(printf: "%.4f", average)) worst=\(worst) failures=\(failures) "
      + "seconds=\(String(printf: "%.1f", seconds))"
  }
}

extension Solver {
  /// Plays every column's word as the answer. The solver is deterministic, so rounds that have
  /// seen the same rows share every decision: the rounds are played together, one guess at a time,
  /// each distinct position decided once (the positions of one depth on all cores). The first two
  /// guesses are decided `thorough`, as the shipped opening and replies a review plays were.
  public func playEveryAnswer() -> SolverRun {
    var counts = [Int](repeating: 0, count: table.columns.count)
    var level = [start]
    var opening: Word?
    let limit = 3 * Solver.rows
    while !level.isEmpty {
      let positions = level
      let decisions: [Choice] =
        positions.count == 1
        ? [decide(positions[0], parallel: true)]
        : Parallel.map(positions.count) {
          self.decide(positions[$0], thorough: positions[$0].guessesMade <= Solver.shippedDepth)
        }
      if opening == nil { opening = table.guesses[Int(decisions[0].row)] }
      var next: [Position] = []
      for (position, choice) in zip(level, decisions) {
        for group in groups(of: choice.row, in: position.candidates) {
          if group.pattern.isWin {
            counts[Int(group.members[0])] = position.guessesMade + 1
          } else if position.guessesMade + 1 >= limit {
            for column in group.members { counts[Int(column)] = limit + 1 }
          } else {
            next.append(
              self.position(
                after: position, row: choice.row, pattern: group.pattern, members: group.members))
          }
        }
      }
      level = next
    }
    return SolverRun(guessCounts: counts, opening: opening ?? table.guesses[0])
  }

  /// The solver's rows on the way to the answer in column `answer`, from `position`.
  public func path(to answer: Int32, from position: Position? = nil) -> [Word] {
    var position = position ?? start
    var words: [Word] = []
    while words.count < 3 * Solver.rows {
      let row = decide(
        position, parallel: position.guessesMade == 0,
        thorough: position.guessesMade <= Solver.shippedDepth
      ).row
      words.append(table.guesses[Int(row)])
      if row == columnRows[Int(answer)] { break }
      position = self.position(after: position, row: row, answer: answer)
    }
    return words
  }
}
