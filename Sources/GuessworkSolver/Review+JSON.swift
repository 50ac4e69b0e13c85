import FoundationEssentials
import GuessworkEngine

extension Review {
  /// The review as the command line's `--json` prints it: `answer`, `language`, `hardMode`,
  /// `rows` (each `guess`, `colours` as G/Y/-, `candidatesBefore`, `candidatesAfter`,
  /// `expectedBits`, `bestExpectedBits`, `bestGuess`, `actualBits`, `skill`, `luck`, and
  /// `remaining` when 30 or fewer words are left; and, in guesses, `expectedGuesses` (the guess's
  /// value), `bestExpectedGuesses` (the best value), `exact` (whether both are exact), with `luck`
  /// `null` when only one outcome was possible), `solverPath` and `summary` (`guesses`,
  /// `solverGuesses`, `skill`, `luck`, `solved`). Bits and guesses to four decimals.
  public func json() -> String {
    let bits = ReviewJSON.rounded
    let object = JSONReview(
      answer: answer.display, language: language.rawValue, hardMode: isHardMode,
      rows: rows.map { row in
        JSONReview.Row(
          guess: row.guess.display,
          colours: row.pattern.colourLetters,
          candidatesBefore: row.candidatesBefore, candidatesAfter: row.candidatesAfter,
          expectedBits: bits(row.expectedBits), bestExpectedBits: bits(row.bestExpectedBits),
          bestGuess: row.bestGuess.display, actualBits: bits(row.actualBits), skill: row.skill,
          luck: row.luck, remaining: row.remaining.isEmpty ? nil : row.remaining.map(\.display),
          expectedGuesses: bits(row.expectedGuesses),
          bestExpectedGuesses: bits(row.bestExpectedGuesses), exact: row.isExact)
      },
      solverPath: solverPath.map(\.display),
      summary: JSONReview.Summary(
        guesses: summary.guesses, solverGuesses: summary.solverGuesses, skill: summary.skill,
        luck: summary.luck, solved: summary.isSolved))
    return ReviewJSON.text(of: object)
  }
}

/// What the reviews' `--json` share: figures to four decimals, keys sorted.
enum ReviewJSON {
  static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

  static func text(of object: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(object)) ?? Data("{}".utf8), as: UTF8.self)
  }
}

extension Pattern {
  /// The colours as the command line writes them: `G` green, `Y` yellow, `-` grey (`-GGGG`).
  public var colourLetters: String {
    String(states.map { $0 == .correct ? "G" : $0 == .present ? "Y" : "-" })
  }
}

private struct JSONReview: Encodable {
  struct Row: Encodable {
    let guess: String
    let colours: String
    let candidatesBefore: Int
    let candidatesAfter: Int
    let expectedBits: Double
    let bestExpectedBits: Double
    let bestGuess: String
    let actualBits: Double
    let skill: Int
    let luck: Int?
    let remaining: [String]?
    let expectedGuesses: Double
    let bestExpectedGuesses: Double
    let exact: Bool

    /// `luck` is written as `null` when there was none; `remaining` is left out when not kept.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(guess, forKey: .guess)
      try container.encode(colours, forKey: .colours)
      try container.encode(candidatesBefore, forKey: .candidatesBefore)
      try container.encode(candidatesAfter, forKey: .candidatesAfter)
      try container.encode(expectedBits, forKey: .expectedBits)
      try container.encode(bestExpectedBits, forKey: .bestExpectedBits)
      try container.encode(bestGuess, forKey: .bestGuess)
      try container.encode(actualBits, forKey: .actualBits)
      try container.encode(skill, forKey: .skill)
      try container.encode(luck, forKey: .luck)
      try container.encodeIfPresent(remaining, forKey: .remaining)
      try container.encode(expectedGuesses, forKey: .expectedGuesses)
      try container.encode(bestExpectedGuesses, forKey: .bestExpectedGuesses)
      try container.encode(exact, forKey: .exact)
    }

    enum CodingKeys: String, CodingKey {
      case guess, colours, candidatesBefore, candidatesAfter, expectedBits, bestExpectedBits
      case bestGuess, actualBits, skill, luck, remaining, expectedGuesses, bestExpectedGuesses
      case exact
    }
  }

  struct Summary: Encodable {
    let guesses: Int
    let solverGuesses: Int
    let skill: Int
    let luck: Int?
    let solved: Bool

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(guesses, forKey: .guesses)
      try container.encode(solverGuesses, forKey: .solverGuesses)
      try container.encode(skill, forKey: .skill)
      try container.encode(luck, forKey: .luck)
      try container.encode(solved, forKey: .solved)
    }

    enum CodingKeys: String, CodingKey { case guesses, solverGuesses, skill, luck, solved }
  }

  let answer: String
  let language: String
  let hardMode: Bool
  let rows: [Row]
  let solverPath: [String]
  let summary: Summary
}
