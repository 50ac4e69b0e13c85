import FoundationEssentials
import GuessworkEngine

extension BoardsReview {
  /// The review of several boards as `--json` prints it: `answers`, `language`, `sequence`,
  /// `rows` (each `guess`, `expectedBits`, `actualBits`, `bestGuess`, `bestExpectedBits`, and
  /// `boards`: one a board, `null` for a board solved before the guess, else `colours` as G/Y/-,
  /// `candidatesBefore`, `candidatesAfter`, `shown`, and `remaining` when 30 or fewer words are
  /// left), `solverPath` and `summary` (`guesses`, `solverGuesses`, `boardsSolved`, `solved`).
  /// Bits to four decimals.
  public func json() -> String {
    let bits = ReviewJSON.rounded
    let object = JSONBoardsReview(
      answers: answers.map(\.display), language: language.rawValue, sequence: isSequence,
      rows: rows.map { row in
        JSONBoardsReview.Row(
          guess: row.guess.display, expectedBits: bits(row.expectedBits),
          actualBits: bits(row.actualBits), bestGuess: row.bestGuess.display,
          bestExpectedBits: bits(row.bestExpectedBits),
          boards: row.boards.map { step in
            step.map { step in
              JSONBoardsReview.Board(
                colours: step.pattern.colourLetters,
                candidatesBefore: step.candidatesBefore, candidatesAfter: step.candidatesAfter,
                shown: step.isShown,
                remaining: step.remaining.isEmpty ? nil : step.remaining.map(\.display))
            }
          })
      },
      solverPath: solverPath.map(\.display),
      summary: JSONBoardsReview.Summary(
        guesses: rows.count, solverGuesses: solverPath.count, boardsSolved: solvedBoards,
        solved: isSolved))
    return ReviewJSON.text(of: object)
  }
}

private struct JSONBoardsReview: Encodable {
  struct Board: Encodable {
    let colours: String
    let candidatesBefore: Int
    let candidatesAfter: Int
    let shown: Bool
    let remaining: [String]?
  }

  struct Row: Encodable {
    let guess: String
    let expectedBits: Double
    let actualBits: Double
    let bestGuess: String
    let bestExpectedBits: Double
    /// `null` for a board solved before the guess (written out, not left out).
    let boards: [Board?]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(guess, forKey: .guess)
      try container.encode(expectedBits, forKey: .expectedBits)
      try container.encode(actualBits, forKey: .actualBits)
      try container.encode(bestGuess, forKey: .bestGuess)
      try container.encode(bestExpectedBits, forKey: .bestExpectedBits)
      var list = container.nestedUnkeyedContainer(forKey: .boards)
      for board in boards {
        if let board { try list.encode(board) } else { try list.encodeNil() }
      }
    }

    enum CodingKeys: String, CodingKey {
      case guess, expectedBits, actualBits, bestGuess, bestExpectedBits, boards
    }
  }

  struct Summary: Encodable {
    let guesses: Int
    let solverGuesses: Int
    let boardsSolved: Int
    let solved: Bool
  }

  let answers: [String]
  let language: String
  let sequence: Bool
  let rows: [Row]
  let solverPath: [String]
  let summary: Summary
}
