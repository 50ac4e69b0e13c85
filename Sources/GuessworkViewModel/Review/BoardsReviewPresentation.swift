import FoundationEssentials
import GuessworkEngine
import GuessworkSolver
import Localization

/// What the review of a finished round of several boards shows, as text: the verdict ("You: 9
/// guesses · Solver: 8 · Boards 4 of 4"), the words left over every board after each guess (the
/// chart, as for one board), then each guess with its colours and the words it left on every
/// board, and how its information compares with the solver's guess there.
public struct BoardsReviewPresentation: Hashable, Sendable {
  /// A guess on one board.
  public struct Cell: Hashable, Sendable {
    /// "Board 3".
    public let name: String
    /// The guess's tiles as that board coloured them.
    public let tiles: [Tile]
    /// "2,315 → 87"; "12 → solved".
    public let narrowing: String
    /// The words left there when five or fewer (and the board goes on).
    public let remaining: [String]
    /// Whether the player saw the board then (in sequence, the boards after the one on show were
    /// hidden).
    public let isShown: Bool
    /// Everything above, for screen readers: "Board 3: 2,315 to 87 words".
    public let accessibleLabel: String
  }

  public struct Row: Hashable, Sendable {
    /// 1-based.
    public let number: Int
    public let word: String
    /// One a board still played when the guess was, in board order (a board solved before has
    /// none: `nil`).
    public let cells: [Cell?]
    /// How the guess's information compares with the solver's guess at that point.
    public let verdict: String
    /// The figures behind it, in bits.
    public let details: [String]
    public let accessibleLabel: String
  }

  /// "Review · 4 Boards" (eight answers would make the window wider than the game's).
  public let title: String
  /// "Answers: CRANE, SLATE, BORNE, TOOTH".
  public let answersLine: String
  /// "Daily #326 · 4 Boards · English".
  public let subtitle: String
  /// "You: 9 guesses", "Solver: 8", "Boards 4 of 4".
  public let summaryParts: [String]
  public var summary: String { summaryParts.joined(separator: L(" · ")) }
  /// The verdict for a label that wraps, only ever between two parts.
  public var wrappingSummary: String { ReviewPresentation.wrapping(summaryParts) }
  /// The words left over every board, the player's line beside the solver's.
  public let chart: ReviewPresentation.Chart
  public let rows: [Row]
  /// How many boards the round had: the cells of a row are laid out as the boards were.
  public let boards: Int
  /// "The solver finds the 4 answers in 7 guesses: SLATE, …".
  public let solverSummary: String

  /// How a round of several boards is weighed, as the dialog, How to Play and `--review` say it.
  public static var explanation: String {
    L("With several boards each guess is weighed by its information: the bits it could be expected to give about every board still being played, added up (in sequence, about the board on show). The solver plays the guess that gives the most, a board’s last possible word as soon as it is down to one, and the last board (or the one on show) as it plays one board.")
  }

  /// `answers`: as written (`PIÈCE`), else their letters.
  public init(_ review: BoardsReview, roundName: String? = nil, answers: [String]? = nil) {
    let answers = answers ?? review.answers.map(\.display)
    let kind = RoundKind(boards: review.answers.count, isSequence: review.isSequence)
    title = L("Review · %s", kind.displayName)
    // TRANSLATORS: the answers of a round of several boards, in board order.
    answersLine = L("Answers: %s", answers.joined(separator: L(", ")))
    subtitle = [
      roundName, kind.displayName, PreferencesPresentation.otherLengthName(review.answers[0].length),
      review.language.displayName,
    ].compactMap { $0 }.joined(separator: L(" · "))
    boards = review.answers.count
    let guesses = review.rows.count
    summaryParts = [
      review.isSolved
        ? Ln("You: %d guess", "You: %d guesses", guesses, guesses)
        : L("You: not solved in %d", guesses),
      L("Solver: %d", review.solverPath.count),
      // TRANSLATORS: how many boards of a round were solved, e.g. "Boards 6 of 8".
      L("Boards %1$d of %2$d", review.solvedBoards, review.answers.count),
    ]
    chart = ReviewPresentation.chart(review.wordsLeft)
    rows = review.rows.enumerated().map { index, row in Self.row(row, number: index + 1) }
    let count = review.solverPath.count
    solverSummary = Ln(
      "The solver finds the %1$d answers in %2$d guess: %3$s.",
      "The solver finds the %1$d answers in %2$d guesses: %3$s.", count, review.answers.count,
      count, review.solverPath.map(\.display).joined(separator: L(", ")))
  }

  /// Words left on a board are listed when this many or fewer.
  static let remainingShown = 5

  private static func row(_ row: BoardsReviewRow, number: Int) -> Row {
    let cells: [Cell?] = row.boards.enumerated().map { board, step in
      step.map { cell($0, board: board, guess: row.guess) }
    }
    let verdict = verdict(row)
    var details = [
      L("Information: %1$s bits expected, %2$s gained; %3$s: %4$s bits expected.",
        ReviewPresentation.decimal(row.expectedBits, 1), ReviewPresentation.decimal(row.actualBits, 1),
        row.bestGuess.display, ReviewPresentation.decimal(row.bestExpectedBits, 1))
    ]
    if let value = row.expectedGuesses, let best = row.bestExpectedGuesses {
      let words = row.boards.lazy.compactMap { $0 }.first { $0.isShown }?.candidatesBefore ?? 0
      let (shownValue, shownBest) = (ReviewPresentation.decimal(value, 2), ReviewPresentation.decimal(best, 2))
      details.insert(
        words <= Solver.exactLimit
          ? L("Expected guesses to finish: %1$s; the best: %2$s (exact).", shownValue, shownBest)
          : L("Expected guesses to finish: %1$s; the best: %2$s (the solver’s estimate).", shownValue, shownBest),
        at: 0)
    }
    let spokenCells = cells.compactMap { $0?.accessibleLabel }.joined(separator: L(", "))
    // TRANSLATORS: a row of the review of several boards for screen readers: %1$d the guess's
    // number, %2$s the word, %3$s the words it left on each board, %4$s the row's sentence.
    let label = L("Guess %1$d, %2$s: %3$s. %4$s", number, row.guess.display, spokenCells, verdict)
    return Row(
      number: number, word: row.guess.display, cells: cells, verdict: verdict, details: details,
      accessibleLabel: label)
  }

  private static func cell(_ step: BoardStep, board: Int, guess: Word) -> Cell {
    let before = ReviewPresentation.count(step.candidatesBefore)
    let after = ReviewPresentation.count(step.candidatesAfter)
    let solved = step.pattern.isWin
    let narrowing =
      solved ? L("%s → solved", before) : L("%1$s → %2$s", before, after)
    let spoken =
      solved
      ? L("%s to solved", before)
      : Ln("%1$s to %2$s word", "%1$s to %2$s words", step.candidatesAfter, before, after)
    let states = step.pattern.states
    let name = L("Board %d", board + 1)
    return Cell(
      name: name,
      tiles: (0..<guess.length).map { Tile(letter: guess[$0], state: .revealed(states[$0])) },
      narrowing: narrowing,
      remaining: !solved && step.remaining.count <= remainingShown ? step.remaining.map(\.display) : [],
      isShown: step.isShown,
      accessibleLabel: L("%1$s: %2$s", name, spoken))
  }

  /// How the guess compares with the solver's: the same word, a board's last word, as much
  /// information, or less (by how many bits).
  static func verdict(_ row: BoardsReviewRow) -> String {
    let guess = row.guess.display
    let best = row.bestGuess.display
    let solved = row.solvedBoard.map { L("%1$s solves board %2$d.", guess, $0 + 1) }
    let comparison: String
    if row.guess == row.bestGuess {
      comparison = L("%s is the solver’s choice too.", guess)
    } else if let board = row.boards.firstIndex(where: {
      $0?.candidatesBefore == 1 && $0?.isShown == true
    }) {
      // TRANSLATORS: %1$s the solver's word, the only one a board could still be; %2$d the board.
      comparison = L("%1$s was the only word left on board %2$d.", best, board + 1)
    } else if let value = row.expectedGuesses, let best = row.bestExpectedGuesses {
      // One board left: weighed in guesses, as one board's review weighs them.
      comparison =
        value - best < 0.05
        ? L("%1$s is as good as %2$s, the solver’s choice.", guess, row.bestGuess.display)
        : L("%1$s is the better guess on board %2$d: about %3$s lost.", row.bestGuess.display,
          (row.boards.firstIndex { $0?.isShown == true } ?? 0) + 1, ReviewPresentation.guesses(value - best))
    } else if row.expectedBits >= row.bestExpectedBits - 0.05 {
      comparison = L("%1$s tells as much as %2$s, the solver’s choice.", guess, best)
    } else {
      // TRANSLATORS: %1$s the solver's word, %2$s and %3$s its bits and the guess's.
      comparison = L(
        "%1$s tells more: %2$s bits expected against %3$s.", best,
        ReviewPresentation.decimal(row.bestExpectedBits, 1),
        ReviewPresentation.decimal(row.expectedBits, 1))
    }
    return [solved, comparison].compactMap { $0 }.joined(separator: " ")
  }

  /// The review as plain text, for the terminal.
  public var text: String {
    var lines = [
      "\(title) (\(subtitle))", answersLine, "", summary, chart.playerLegend, chart.solverLegend, "",
    ]
    for row in rows {
      lines.append(L("%1$d. %2$s", row.number, row.word))
      for cell in row.cells.compactMap({ $0 }) {
        var line = "   \(cell.name): \(ReviewPresentation.colourLetters(cell.tiles))  \(cell.narrowing)"
        if !cell.remaining.isEmpty { line += "  (" + cell.remaining.joined(separator: L(", ")) + ")" }
        // TRANSLATORS: after a board of a round in sequence the player could not see yet.
        if !cell.isShown { line += "  " + L("not shown yet") }
        lines.append(line)
      }
      lines.append("   \(row.verdict)")
      for detail in row.details { lines.append("   \(detail)") }
    }
    lines += ["", solverSummary, "", Self.explanation]
    return lines.joined(separator: "\n")
  }
}
