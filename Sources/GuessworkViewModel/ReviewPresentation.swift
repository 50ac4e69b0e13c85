import FoundationEssentials
import GuessworkEngine
import GuessworkSolver
import Localization

/// What the review of a finished round shows, as text: the dialog only lays it out, and the command
/// line prints it.
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
    public let luck: Int
    /// "Best: CRONY, 5.9 bits".
    public let best: String
    /// "Yours: 5.7 bits expected, 4.7 gained".
    public let yours: String
    /// The words still possible after this guess, when 30 or fewer and the round goes on.
    public let remaining: [String]
    /// Everything above in one sentence, for screen readers.
    public let accessibleLabel: String
  }

  /// "Review · CRANE".
  public let title: String
  /// "Daily #326 · English · Hard mode" (the round's name when known).
  public let subtitle: String
  public let rows: [Row]
  /// The solver's guesses on the same answer, coloured against it.
  public let solverRows: [[Tile]]
  /// "The solver finds CRANE in 3 guesses: SLATE, CRONY, CRANE."
  public let solverSummary: String

  /// What skill and luck mean, as the dialog and `--review` explain them.
  public static var explanation: String {
    L("Skill: how close the guess's expected information came to the best guess available at that point, 0–99 (99 × expected bits ÷ best expected bits; with one word left, 99 for guessing it).\nLuck: where the colours that came fell among all the colours that could have come, 0–99 (every possible answer equally likely; 99: no outcome would have left fewer words, 50: an average outcome, 0: none would have left more).")
  }

  public init(_ review: Review, roundName: String? = nil) {
    title = L("Review · %s", review.answer.display)
    subtitle = [roundName, review.language.displayName, review.isHardMode ? L("Hard mode") : nil]
      .compactMap { $0 }.joined(separator: L(" · "))
    rows = review.rows.enumerated().map { index, row in
      let before = Self.count(row.candidatesBefore)
      let after = Self.count(row.candidatesAfter)
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
      let best =
        row.candidatesBefore == 1
        ? L("Best: %s, the only word left", row.bestGuess.display)
        : L("Best: %1$s, %2$s bits", row.bestGuess.display, Self.bits(row.bestExpectedBits))
      let yours =
        L("Yours: %1$s bits expected, %2$s gained", Self.bits(row.expectedBits), Self.bits(row.actualBits))
      let remaining =
        row.isWin || row.candidatesAfter > Review.remainingListLimit
        ? [] : row.remaining.map(\.display)
      let tiles = (0..<Word.length).map {
        Tile(letter: row.guess[$0], state: .revealed(row.pattern.states[$0]))
      }
      // TRANSLATORS: a row of the review for screen readers: %1$d the guess's number, %2$s the
      // word, %3$s how many words it left, %4$d and %5$d skill and luck, %6$s and %7$s the "Best:"
      // and "Yours:" sentences.
      var label = L(
        "Guess %1$d, %2$s: %3$s. Skill %4$d, luck %5$d. %6$s. %7$s.", index + 1, row.guess.display,
        spokenNarrowing, row.skill, row.luck, best, yours)
      if !remaining.isEmpty {
        label = L("%1$s Still possible: %2$s.", label, remaining.joined(separator: L(", ")))
      }
      return Row(
        number: index + 1, word: row.guess.display, tiles: tiles, narrowing: narrowing,
        skill: row.skill, luck: row.luck, best: best, yours: yours, remaining: remaining,
        accessibleLabel: label)
    }
    solverRows = review.solverPath.map { guess in
      let states = evaluate(guess, against: review.answer)
      return (0..<Word.length).map { Tile(letter: guess[$0], state: .revealed(states[$0])) }
    }
    let count = review.solverPath.count
    solverSummary = Ln(
      "The solver finds %1$s in %2$d guess: %3$s.", "The solver finds %1$s in %2$d guesses: %3$s.", count,
      review.answer.display, count, review.solverPath.map(\.display).joined(separator: L(", ")))
  }

  /// The review as plain text, for the terminal.
  public var text: String {
    var lines = ["\(title) (\(subtitle))", ""]
    for row in rows {
      let colours = String(
        row.tiles.map { tile -> Character in
          guard case .revealed(let state) = tile.state else { return " " }
          return state == .correct ? "G" : state == .present ? "Y" : "-"
        })
      lines.append(
        L("%1$d. %2$s %3$s  %4$s  skill %5$d  luck %6$d", row.number, row.word, colours, row.narrowing,
          row.skill, row.luck))
      lines.append("   \(row.yours). \(row.best).")
      if !row.remaining.isEmpty {
        lines.append(L("   Still possible: %s", row.remaining.joined(separator: L(", "))))
      }
    }
    lines += ["", solverSummary, "", Self.explanation]
    return lines.joined(separator: "\n")
  }

  /// "2,300": thousands grouped as the player's locale groups them (none in the C locale).
  static func count(_ value: Int) -> String { LocaleNumbers.grouped(value) }

  /// One decimal place with the locale's decimal mark: "5.9", "5,9".
  static func bits(_ value: Double) -> String { LocaleNumbers.decimal(value, digits: 1) }
}
