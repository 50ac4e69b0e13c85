import Foundation
import GuessworkEngine
import GuessworkSolver

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
  public static let explanation = """
    Skill: how close the guess's expected information came to the best guess available at that \
    point, 0–99 (99 × expected bits ÷ best expected bits; with one word left, 99 for guessing it).
    Luck: where the colours that came fell among all the colours that could have come, 0–99 \
    (every possible answer equally likely; 99: no outcome would have left fewer words, \
    50: an average outcome, 0: none would have left more).
    """

  public init(_ review: Review, roundName: String? = nil) {
    title = "Review · \(review.answer.display)"
    subtitle = [roundName, review.language.name, review.isHardMode ? "Hard mode" : nil].compactMap { $0 }
      .joined(separator: " · ")
    rows = review.rows.enumerated().map { index, row in
      let before = Self.count(row.candidatesBefore)
      let after = Self.count(row.candidatesAfter)
      let narrowing =
        row.isWin
        ? "\(before) → solved"
        : "\(before) → \(after) \(row.candidatesAfter == 1 ? "word" : "words")"
      let best =
        row.candidatesBefore == 1
        ? "Best: \(row.bestGuess.display), the only word left"
        : "Best: \(row.bestGuess.display), \(Self.bits(row.bestExpectedBits)) bits"
      let yours =
        "Yours: \(Self.bits(row.expectedBits)) bits expected, \(Self.bits(row.actualBits)) gained"
      let remaining =
        row.isWin || row.candidatesAfter > Review.remainingListLimit
        ? [] : row.remaining.map(\.display)
      let tiles = (0..<Word.length).map {
        Tile(letter: row.guess[$0], state: .revealed(row.pattern.states[$0]))
      }
      let spokenNarrowing = narrowing.replacingOccurrences(of: "→", with: "to")
      var label =
        "Guess \(index + 1), \(row.guess.display): \(spokenNarrowing). "
        + "Skill \(row.skill), luck \(row.luck). "
        + "\(best). \(yours)."
      if !remaining.isEmpty { label += " Still possible: \(remaining.joined(separator: ", "))." }
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
    solverSummary =
      "The solver finds \(review.answer.display) in \(count) \(count == 1 ? "guess" : "guesses"): "
      + review.solverPath.map(\.display).joined(separator: ", ") + "."
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
        "\(row.number). \(row.word) \(colours)  \(row.narrowing)  "
          + "skill \(row.skill)  luck \(row.luck)"
      )
      lines.append("   \(row.yours). \(row.best).")
      if !row.remaining.isEmpty {
        lines.append("   Still possible: \(row.remaining.joined(separator: ", "))")
      }
    }
    lines += ["", solverSummary, "", Self.explanation]
    return lines.joined(separator: "\n")
  }

  /// "2,300": thousands grouped with commas, whatever the locale (the review reads the same
  /// everywhere, as the rest of the game does).
  static func count(_ value: Int) -> String {
    let digits = String(value)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return grouped
  }

  /// One decimal place: "5.9".
  static func bits(_ value: Double) -> String { String(format: "%.1f", value) }
}
