import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif
import GuessworkEngine
import GuessworkSolver
import Localization

/// What the review of a finished round shows, as text: the dialog only lays it out, and the command
/// line prints it. A verdict first ("You: 5 guesses · Solver: 3 · Skill 71 · Luck 44"), the words
/// left after each guess on both sides (the chart), then one sentence per guess, in guesses; bits
/// only in each row's details.
public struct ReviewPresentation: Hashable, Sendable {
  public struct Row: Hashable, Sendable {
    /// 1-based.
    public let number: Int
    public let word: String
    /// The player's tiles, coloured as on the board.
    public let tiles: [Tile]
    /// "2,300 → 87 words"; "12 → solved" for the winning guess.
    public let narrowing: String
    /// 0–99.
    public let skill: Int
    /// 0–99; `nil` when the guess could meet only one outcome.
    public let luck: Int?
    /// The guess in a sentence or two: how it compares with the solver's move, then how its
    /// outcome compares with the others it could have met.
    public let verdict: String
    /// The figures behind the verdict: expected guesses and bits ("Details").
    public let details: [String]
    /// The words still possible after this guess, when 30 or fewer and the round goes on.
    public let remaining: [String]
    /// Everything above in one sentence, for screen readers.
    public let accessibleLabel: String
  }

  /// The words left after each guess, the player's line beside the solver's.
  public struct Chart: Hashable, Sendable {
    /// Words possible before the first guess, then after each guess (0: solved).
    public let player: [Int]
    public let solver: [Int]
    /// "You: 2,300 → 87 → 2 → solved".
    public let playerLegend: String
    public let solverLegend: String
    /// The chart in words, for screen readers.
    public let description: String

    /// Where each count is drawn in a chart of `width` × `height` points: one column per guess
    /// (the start first), heights on a logarithmic scale from solved (the bottom) to the words
    /// possible at the start (the top), so the last few words stay apart.
    public func points(_ counts: [Int], width: Double, height: Double, margin: Double = 8)
      -> [(x: Double, y: Double)]
    {
      let steps = Double(max(1, max(player.count, solver.count) - 1))
      let top = log2(Double(max(player.first ?? 1, solver.first ?? 1, 1)) + 1)
      return counts.enumerated().map { index, count in
        let x = margin + Double(index) * (width - 2 * margin) / steps
        let y = margin + (1 - log2(Double(count) + 1) / top) * (height - 2 * margin)
        return (x, y)
      }
    }
  }

  /// "Review · CRANE".
  public let title: String
  /// "Daily #326 · English · Hard mode" (the round's name when known).
  public let subtitle: String
  /// "You: 5 guesses · Solver: 3 · Skill 71 · Luck 44".
  public var summary: String { summaryParts.joined(separator: L(" · ")) }
  /// The verdict's parts: "You: 5 guesses", "Solver: 3", "Skill 71", "Luck 44".
  public let summaryParts: [String]
  /// The verdict for a label that wraps: a line may break only between two parts (no-break spaces
  /// inside each part and before each dot), so no number is ever left alone on a line.
  public var wrappingSummary: String { Self.wrapping(summaryParts) }

  /// Parts joined with " · " for a label that wraps: no-break spaces inside each part and before
  /// each dot, so a line breaks only between two parts.
  static func wrapping(_ parts: [String]) -> String {
    let noBreak = "\u{00A0}"
    return parts.map { $0.replacing(" ", with: noBreak) }
      .joined(separator: L(" · ").replacing(" ·", with: noBreak + "·"))
  }
  public let chart: Chart
  public let rows: [Row]
  /// The solver's guesses on the same answer, coloured against it.
  public let solverRows: [[Tile]]
  /// "The solver finds CRANE in 3 guesses: SLATE, CRONY, CRANE."
  public let solverSummary: String

  /// What the figures mean, as the dialog, How to Play and `--review` explain them.
  public static var explanation: String {
    L("Each guess is weighed by the guesses it can be expected to take to finish, every word still possible being as likely: exactly with 12 words or fewer, else by the solver’s estimate. Skill: 99 for a guess as good as the best, halved by each guess lost; the round’s skill is 99 halved by every guess lost over the whole round. Luck: how the colours that came compare with those that could have come, in guesses; 50 on average, none when only one outcome was possible.")
  }

  /// `answer`: the answer as written (`PIÈCE` for PIECE: `Game.shownAnswer`), else its letters.
  public init(_ review: Review, roundName: String? = nil, answer: String? = nil) {
    let answer = answer ?? review.answer.display
    title = L("Review · %s", answer)
    subtitle = [
      roundName, PreferencesPresentation.otherLengthName(review.answer.length), review.language.displayName,
      review.isHardMode ? L("Hard mode") : nil,
    ].compactMap { $0 }.joined(separator: L(" · "))
    summaryParts = Self.summary(review.summary)
    chart = Self.chart(review.wordsLeft)
    rows = review.rows.enumerated().map { index, row in Self.row(row, number: index + 1) }
    solverRows = review.solverPath.map { guess in
      let states = evaluate(guess, against: review.answer)
      return (0..<guess.length).map { Tile(letter: guess[$0], state: .revealed(states[$0])) }
    }
    let count = review.solverPath.count
    solverSummary = Ln(
      "The solver finds %1$s in %2$d guess: %3$s.", "The solver finds %1$s in %2$d guesses: %3$s.", count,
      answer, count, review.solverPath.map(\.display).joined(separator: L(", ")))
  }

  private static func summary(_ summary: ReviewSummary) -> [String] {
    var parts = [
      summary.isSolved
        ? Ln("You: %d guess", "You: %d guesses", summary.guesses, summary.guesses)
        : L("You: not solved in %d", summary.guesses),
      L("Solver: %d", summary.solverGuesses),
      Lp("review", "Skill %d", summary.skill),
    ]
    if let luck = summary.luck { parts.append(Lp("review", "Luck %d", luck)) }
    return parts
  }

  /// The chart of the words left after each guess, the player's line beside the solver's (over
  /// every board for a round of several).
  static func chart(_ left: (player: [Int], solver: [Int])) -> Chart {
    func line(_ counts: [Int]) -> String {
      counts.map { $0 == 0 ? L("solved") : count($0) }.joined(separator: " → ")
    }
    func spoken(_ counts: [Int]) -> String {
      counts.map { $0 == 0 ? L("solved") : count($0) }.joined(separator: L(", "))
    }
    return Chart(
      player: left.player, solver: left.solver,
      playerLegend: L("You: %s", line(left.player)),
      solverLegend: L("Solver: %s", line(left.solver)),
      description: L(
        "Words left after each guess. You: %1$s. The solver: %2$s.", spoken(left.player),
        spoken(left.solver)))
  }

  private static func row(_ row: ReviewRow, number: Int) -> Row {
    let before = count(row.candidatesBefore)
    let after = count(row.candidatesAfter)
    // TRANSLATORS: how many words a guess left, e.g. "2,300 → 87 words"; %1$s and %2$s are counts.
    let narrowing =
      row.isWin
      ? L("%s → solved", before)
      : Ln("%1$s → %2$s word", "%1$s → %2$s words", row.candidatesAfter, before, after)
    // The same, as a screen reader says it.
    let spokenNarrowing =
      row.isWin
      ? L("%s to solved", before)
      : Ln("%1$s to %2$s word", "%1$s to %2$s words", row.candidatesAfter, before, after)
    let verdict = [choiceSentence(row), luckSentence(row)].compactMap { $0 }.joined(separator: " ")
    let remaining =
      row.isWin || row.candidatesAfter > Review.remainingListLimit
      ? [] : row.remaining.map(\.display)
    let tiles = (0..<row.guess.length).map {
      Tile(letter: row.guess[$0], state: .revealed(row.pattern.states[$0]))
    }
    let marks =
      row.luck.map { L("Skill %1$d, luck %2$d.", row.skill, $0) }
      ?? L("Skill %d, no luck either way.", row.skill)
    // TRANSLATORS: a row of the review for screen readers: %1$d the guess's number, %2$s the
    // word, %3$s how many words it left, %4$s skill and luck, %5$s the row's sentences.
    var label = L(
      "Guess %1$d, %2$s: %3$s. %4$s %5$s", number, row.guess.display, spokenNarrowing, marks,
      verdict)
    if !remaining.isEmpty {
      label = L("%1$s Still possible: %2$s.", label, remaining.joined(separator: L(", ")))
    }
    return Row(
      number: number, word: row.guess.display, tiles: tiles, narrowing: narrowing,
      skill: row.skill, luck: row.luck, verdict: verdict, details: details(row),
      remaining: remaining, accessibleLabel: label)
  }

  /// How the guess compares with the solver's move, in guesses.
  static func choiceSentence(_ row: ReviewRow) -> String {
    let guess = row.guess.display
    let best = row.bestGuess.display
    if row.candidatesBefore == 1 {
      return row.couldWin
        ? L("%s was the only word left.", guess)
        : L("%1$s could not be the answer; %2$s was the only word left.", guess, best)
    }
    if row.guess == row.bestGuess { return L("%s is the solver’s choice too.", guess) }
    let lost = row.guessesLost
    if lost < 0.05 { return L("%1$s is as good as %2$s, the solver’s choice.", guess, best) }
    let amount = guesses(lost)
    if row.outcomeCount == 1 && !row.couldWin {
      return row.bestCouldWin
        ? L("%1$s could not be the answer and told the words left nothing; %2$s could have won now: about %3$s lost.", guess, best, amount)
        : L("%1$s could not be the answer and told the words left nothing; %2$s would have split them: about %3$s lost.", guess, best, amount)
    }
    if !row.couldWin && row.bestCouldWin {
      return row.bestLargestOutcome <= row.largestOutcome
        ? L("%1$s could not be the answer; %2$s could have won now and split the rest as well: about %3$s lost.", guess, best, amount)
        : L("%1$s could not be the answer; %2$s could have won now: about %3$s lost.", guess, best, amount)
    }
    return L("%1$s splits the words left better than %2$s: about %3$s lost.", best, guess, amount)
  }

  /// How the outcome that came compares with the others the guess could have met.
  static func luckSentence(_ row: ReviewRow) -> String? {
    if row.candidatesBefore == 1 { return nil }
    let saved = row.luckInGuesses
    if row.luck == nil {
      return Ln(
        "No luck either way: it could only leave %s word.",
        "No luck either way: it could only leave %s words.", row.candidatesAfter,
        count(row.candidatesAfter))
    }
    if row.isWin {
      return saved >= 0.05
        ? L("Lucky: it won, about %s sooner than it could expect.", guesses(saved))
        : L("It won, as it could expect.")
    }
    let left = Ln("%s word left", "%s words left", row.candidatesAfter, count(row.candidatesAfter))
    if saved >= 0.05 {
      return L("Lucky: %1$s, about %2$s fewer to go than it could expect.", left, guesses(saved))
    }
    if saved <= -0.05 {
      return L("Unlucky: %1$s, about %2$s more to go than it could expect.", left, guesses(-saved))
    }
    // The count opens the sentence: capitalised where a language writes it with a word first
    // ("Quedan 34 palabras, …").
    let sentence = L("%s, about what it could expect.", left)
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }

  /// The figures: expected guesses (exact or estimated), then the information in bits.
  static func details(_ row: ReviewRow) -> [String] {
    [
      row.isExact
        ? L("Expected guesses to finish: %1$s; the best: %2$s (exact).", decimal(row.expectedGuesses, 2), decimal(row.bestExpectedGuesses, 2))
        : L("Expected guesses to finish: %1$s; the best: %2$s (the solver’s estimate).", decimal(row.expectedGuesses, 2), decimal(row.bestExpectedGuesses, 2)),
      L("Information: %1$s bits expected, %2$s gained; %3$s: %4$s bits expected.", decimal(row.expectedBits, 1), decimal(row.actualBits, 1), row.bestGuess.display, decimal(row.bestExpectedBits, 1)),
    ]
  }

  /// The review as plain text, for the terminal.
  public var text: String {
    var lines = ["\(title) (\(subtitle))", "", summary, chart.playerLegend, chart.solverLegend, ""]
    for row in rows {
      let colours = Self.colourLetters(row.tiles)
      let marks =
        row.luck.map { L("skill %1$d  luck %2$d", row.skill, $0) }
        ?? L("skill %d  no luck", row.skill)
      lines.append(L("%1$d. %2$s %3$s  %4$s  %5$s", row.number, row.word, colours, row.narrowing, marks))
      lines.append("   \(row.verdict)")
      for detail in row.details { lines.append("   \(detail)") }
      if !row.remaining.isEmpty {
        lines.append(L("   Still possible: %s", row.remaining.joined(separator: L(", "))))
      }
    }
    lines += ["", solverSummary, "", Self.explanation]
    return lines.joined(separator: "\n")
  }

  /// Revealed tiles as the terminal writes them: `G`, `Y`, `-` (a blank for one not revealed).
  static func colourLetters(_ tiles: [Tile]) -> String {
    String(
      tiles.map { tile -> Character in
        guard case .revealed(let state) = tile.state else { return " " }
        return state == .correct ? "G" : state == .present ? "Y" : "-"
      })
  }

  /// "2,300": thousands grouped as the player's locale groups them (none in the C locale).
  static func count(_ value: Int) -> String { LocaleNumbers.grouped(value) }

  /// One decimal place with the locale's decimal mark: "5.9", "5,9".
  static func bits(_ value: Double) -> String { LocaleNumbers.decimal(value, digits: 1) }

  static func decimal(_ value: Double, _ digits: Int) -> String {
    LocaleNumbers.decimal(value, digits: digits)
  }

  /// "0.5 guesses", "1 guess": an amount of guesses to one decimal, "1" alone without decimals.
  static func guesses(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    if tenths == 10 { return Ln("%s guess", "%s guesses", 1, count(1)) }
    return Ln("%s guess", "%s guesses", max(tenths, 2), decimal(Double(tenths) / 10, 1))
  }
}
