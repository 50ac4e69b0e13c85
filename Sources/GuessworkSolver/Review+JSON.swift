import FoundationEssentials
import GuessworkEngine

extension Review {
  /// The review as the command line's `--json` prints it: `answer`, `language`, `hardMode`,
  /// `rows` (each `guess`, `colours` as G/Y/-, `candidatesBefore`, `candidatesAfter`,
  /// `expectedBits`, `bestExpectedBits`, `bestGuess`, `actualBits`, `skill`, `luck`, and
  /// `remaining` when 30 or fewer words are left) and `solverPath`. Bits to four decimals.
  public func json() -> String {
    func bits(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
    let object = JSONReview(
      answer: answer.display, language: language.rawValue, hardMode: isHardMode,
      rows: rows.map { row in
        JSONReview.Row(
          guess: row.guess.display,
          colours: String(
            row.pattern.states.map { $0 == .correct ? "G" : $0 == .present ? "Y" : "-" }),
          candidatesBefore: row.candidatesBefore, candidatesAfter: row.candidatesAfter,
          expectedBits: bits(row.expectedBits), bestExpectedBits: bits(row.bestExpectedBits),
          bestGuess: row.bestGuess.display, actualBits: bits(row.actualBits), skill: row.skill,
          luck: row.luck, remaining: row.remaining.isEmpty ? nil : row.remaining.map(\.display))
      },
      solverPath: solverPath.map(\.display))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(object)) ?? Data("{}".utf8), as: UTF8.self)
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
    let luck: Int
    let remaining: [String]?
  }

  let answer: String
  let language: String
  let hardMode: Bool
  let rows: [Row]
  let solverPath: [String]
}
