/// A saved round's file checked against the slot it was read from, the word lists and the calendar.
///
/// Only what the player did is saved (the answers, the rows, the typed letters); the colours are
/// scored again. The round is restored only when every row could have been played: each row an
/// accepted word of the round's language, none after the last answer was found, at most the
/// shape's rows, in hard mode each keeping every earlier hint; the answer on the list (a daily one equal to its day's answer,
/// and the puzzle number equal to its day's number). Damaged typed letters or a damaged hard-mode
/// flag cost only themselves: the round is kept without them and the player is told.
struct CheckedRound {
  /// The round, when its rows could be restored.
  var game: Game?
  /// What was lost while the round was kept (hard mode, the letters typed).
  var lostParts: [RoundPart] = []
  /// Every problem found (for tests and the message).
  var problems: [RecordProblem] = []

  /// `format` 1: one board of six rows on `answer`; 2: `answers` and a `shape`.
  init(
    _ object: [String: JSONValue], format: Int, slot: Puzzle, length: Int, language expected: Language,
    kind: RoundKind = .single, rules: SavedDataRules
  ) {
    var file = ObjectFields(object)
    file.skip("format")
    let round = file.read("round") { $0.object }
    problems = file.finish()
    guard let round else { return }
    var fields = ObjectFields(round)
    let answers: [Word]?
    let shape: RoundShape?
    if format >= 2 {
      answers = fields.read("answers") { $0.words(1...RoundShape.mostBoards) }
      shape = fields.read("shape") { CheckedRound.shape($0) }
    } else {
      answers = fields.read("answer") { $0.word }.map { [$0] }
      shape = answers.map { .single(letters: $0[0].length) }
    }
    let puzzle = fields.read("puzzle") { CheckedRound.puzzle($0) }
    let language = fields.read("language") { $0.named(Language.self) }
    let rows = fields.read("guesses") { $0.words(0...RoundShape.mostRows) }
    var hardMode = fields.read("hardMode") { $0.bool }
    var typed = fields.read("input") { value -> [Letter]? in
      guard let text = value.string, text.count <= Word.lengths.upperBound else { return nil }
      let letters = text.compactMap { Letter($0) }
      guard letters.count == text.count, String(letters.map(\.character)) == text else { return nil }
      return letters
    }
    problems += fields.finish()
    guard let answers, let shape, let puzzle, let language, let rows else { return }
    let answer = answers[0]
    // The round itself: the slot, the language, the answer and every row.
    guard puzzle.slotName == slot.slotName else { note(.field("puzzle")); return }
    guard language == expected, language.uses(answer) else { note(.field("language")); return }
    // A round of another length than five lives in a slot of its own (`unlimited-6`); the daily
    // puzzle and the archive are five letters.
    guard answer.length == length else { note(.field("answer")); return }
    // One distinct answer a board, each of the shape's length; no more rows than it allows.
    guard answers.count == shape.boards, Set(answers).count == answers.count,
      answers.allSatisfy({ $0.length == shape.letters && language.uses($0) })
    else { note(.field("answers")); return }
    guard rows.count <= shape.rows else { note(.field("guesses")); return }
    // Each kind of round has its slots (`daily-4boards`).
    guard shape.kind == kind else { note(.field("shape")); return }
    switch puzzle {
    case .daily(let number, let day), .archive(let number, let day):
      guard DailySchedule.number(for: day) == number else { note(.field("puzzle")); return }
      if let expected = rules.dailyAnswers(number, kind: kind, in: language), expected != answers {
        note(.field(answers.count == 1 ? "answer" : "answers"))
        return
      }
    case .unlimited:
      guard answers.allSatisfy({ rules.isAnswer($0, in: language) }) else { note(.field("answer")); return }
    case .custom:
      guard rules.words(language, length: answer.length)?.accepts(answer) ?? true else {
        note(.field("answer"))
        return
      }
    case .challenge(let challenge):
      guard challenge.words == answers, challenge.language == language,
        answers.allSatisfy({ rules.words(language, length: answer.length)?.accepts($0) ?? true })
      else { note(.field(answers.count == 1 ? "answer" : "answers")); return }
    }
    guard
      rows.allSatisfy({ row in
        row.length == answer.length && language.uses(row)
          && (answers.contains(row) || rules.isGuess(row, answer: answer, in: language))
      }),
      CheckedRound.endsAtMostOnce(rows, answers: answers)
    else { note(.field("guesses")); return }
    // What can be lost on its own.
    if hardMode == true,
      !HardModeHints.everyRowKeepsTheHints(rows, answer: answer, others: Array(answers.dropFirst()))
    {
      note(.field("hardMode"))
      hardMode = nil
    }
    if hardMode == nil { lostParts.append(.hardMode) }
    var game = Game(
      answers: answers, puzzle: puzzle, language: language, hardMode: hardMode ?? false, shape: shape)
    game.restore(guesses: rows)
    if let letters = typed, !letters.isEmpty,
      game.isOver || letters.count > game.length || !letters.allSatisfy(language.uses)
    {
      note(.field("input"))
      typed = nil
    }
    if typed == nil { lostParts.append(.typedLetters) }
    game.restoreInput(typed ?? [])
    self.game = game
  }

  private mutating func note(_ problem: RecordProblem) { problems.append(problem) }

  /// Whether no row comes after the round was over: each answer played at most once, and none
  /// after the last board was solved. With one board: the answer, if there, is the last row.
  static func endsAtMostOnce(_ rows: [Word], answers: [Word]) -> Bool {
    var unsolved = Set(answers)
    for row in rows {
      guard !unsolved.isEmpty else { return false }
      if unsolved.remove(row) == nil, answers.contains(row) { return false }
    }
    return true
  }

  /// `{"boards":2,"rows":7,"letters":5}`, with `"sequence":true` for boards in sequence, as
  /// `RoundShape` encodes itself: a shape a round may have.
  static func shape(_ value: JSONValue) -> RoundShape? {
    guard let fields = value.object, let boards = fields["boards"]?.int,
      let rows = fields["rows"]?.int, let letters = fields["letters"]?.int
    else { return nil }
    let sequence = fields["sequence"]
    guard fields.count == (sequence == nil ? 3 : 4), sequence == nil || sequence?.bool == true else {
      return nil
    }
    return RoundShape.possible(boards: boards, rows: rows, letters: letters, isSequence: sequence != nil)
  }

  /// `{"daily":{"day":"2026-03-15","number":74}}`, `{"unlimited":{}}`,
  /// `{"challenge":{"code":"GW-7K3QX9"}}`, as `Puzzle` encodes itself.
  static func puzzle(_ value: JSONValue) -> Puzzle? {
    guard let object = value.object, object.count == 1, let (kind, body) = object.first,
      let fields = body.object
    else { return nil }
    switch kind {
    case "daily", "archive":
      guard fields.count == 2, let number = fields["number"]?.int,
        let day = fields["day"]?.string.flatMap(LocalDay.init(iso:))
      else { return nil }
      return kind == "daily" ? .daily(number: number, day: day) : .archive(number: number, day: day)
    case "unlimited": return fields.isEmpty ? .unlimited : nil
    case "custom": return fields.isEmpty ? .custom : nil
    case "challenge":
      guard fields.count == 1, let code = fields["code"]?.string,
        let challenge = try? Challenge.read(code)
      else { return nil }
      return .challenge(challenge)
    default: return nil
    }
  }
}
