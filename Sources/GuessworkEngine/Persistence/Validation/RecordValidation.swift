extension GameRecord {
  /// A history line's fields checked together: every required field there and of its type, the
  /// record possible (`GameRecord.init`), its words on the lists of its language, and a daily
  /// answer equal to the answer of that puzzle number.
  static func validated(
    _ fields: RecordFields, rules: SavedDataRules
  ) -> Result<GameRecord, RecordProblem> {
    if let problem = fields.problems.first { return .failure(problem) }
    guard let mode = fields.mode else { return .failure(.missing("mode")) }
    guard let language = fields.language else { return .failure(.missing("language")) }
    guard let answer = fields.answer else {
      return .failure(.missing(fields.otherAnswers == nil ? "answer" : "answers"))
    }
    guard let won = fields.won else { return .failure(.missing("won")) }
    guard let guessCount = fields.guessCount else { return .failure(.missing("guessCount")) }
    guard let hardMode = fields.hardMode else { return .failure(.missing("hardMode")) }
    guard let finishedAt = fields.finishedAt else { return .failure(.missing("finishedAt")) }
    let record: GameRecord
    do {
      record = try GameRecord(
        mode: mode, language: language, puzzleNumber: fields.puzzleNumber, answer: answer, won: won,
        guessCount: guessCount, hardMode: hardMode, finishedAt: finishedAt, rows: fields.guesses,
        isArchive: fields.isArchive ?? false, otherAnswers: fields.otherAnswers ?? [],
        rowsAllowed: fields.rowsAllowed ?? RoundShape.standardRows, isSequence: fields.isSequence ?? false)
    } catch {
      return .failure(error)
    }
    let others = record.otherAnswers
    if let number = record.puzzleNumber {
      if let expected = rules.dailyAnswers(number, kind: record.shape.kind, in: language),
        expected != record.answers
      {
        return .failure(.field(others.isEmpty ? "answer" : "answers"))
      }
    } else if !rules.isAnswer(answer, in: language) {
      return .failure(.field("answer"))
    } else if !others.allSatisfy({ rules.isAnswer($0, in: language) }) {
      return .failure(.field("answers"))
    }
    if let rows = record.rows, let words = rules.words(language, length: answer.length),
      !rows.allSatisfy({ $0 == answer || words.accepts($0) || others.contains($0) })
    {
      return .failure(.field("guesses"))
    }
    return .success(record)
  }
}
