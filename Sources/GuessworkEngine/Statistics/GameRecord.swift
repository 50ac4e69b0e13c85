import FoundationEssentials

/// A finished round, as kept in the history file.
///
/// A record of a round of several boards, or of other rows than six, keeps its shape (history
/// format 5): `answers` and `rowsAllowed`. A one-board round of six rows is written as format 4
/// wrote it.
///
/// Every value of this type is possible: the initialiser checks everything that needs no word list
/// (guess count from one to the shape's rows and agreeing with the result, a puzzle number exactly for daily records and in
/// range, a sane date, guesses that agree with the count and the answer, hard-mode rows that keep
/// every hint). Statistics and the review then trust it. What needs the word lists (is the answer
/// on the list, is it that day's answer) is checked where a record is read (`RecordValidation`).
public struct GameRecord: Hashable, Encodable, Sendable {
  public let mode: PlayMode
  public let language: Language
  /// The daily puzzle number (`DailySchedule.numbers`) for daily records; `nil` for unlimited ones.
  public let puzzleNumber: Int?
  /// The first board's answer: the answer of a one-board round.
  public let answer: Word
  /// The other boards' answers, in board order; `nil` for a one-board round (interned: the
  /// record stays a trivial value, `Interned`).
  private let extraAnswers: Interned<[Word]>?
  /// The rows the round allowed (its shape's).
  private let rowsAllowed: UInt8
  /// Whether the boards were played in sequence (`RoundShape.isSequence`).
  private let isSequence: Bool
  /// Every board solved.
  public let won: Bool
  /// How many rows were used (for a win, the row it was won on): one to the shape's rows. A loss on
  /// fewer rows than the shape's is a round given up (an unlimited round replaced, a daily round left unfinished until the next
  /// day).
  public let guessCount: Int
  public let hardMode: Bool
  public let finishedAt: Date
  /// The words played, in order (kept since history format 2); `nil` for older records.
  public let rows: PlayedRows?
  /// A daily puzzle played after its own day, from the archive (history format 3): counted in the
  /// Archive line of the daily statistics, never in the streaks. `false` in older records, which
  /// had no archive rounds.
  public let isArchive: Bool

  /// The words played, as an array; `nil` for records from before history format 2.
  public var guesses: [Word]? { rows.map(Array.init) }

  /// The instants a record may have finished at: from 2000 to the end of 2199. Anything outside is
  /// a damaged date, not a game (a year with a flipped digit).
  public static let finishTimes: Range<Date> =
    Date(timeIntervalSince1970: TimeInterval(LocalDay(year: 2000, month: 1, day: 1)!.ordinal * 86_400))
    ..< Date(timeIntervalSince1970: TimeInterval(LocalDay(year: 2200, month: 1, day: 1)!.ordinal * 86_400))

  /// Builds a record, or says which field makes it impossible. `otherAnswers` and `rowsAllowed`
  /// give a shape other than one board of six rows.
  public init(
    mode: PlayMode, language: Language, puzzleNumber: Int?, answer: Word, won: Bool,
    guessCount: Int, hardMode: Bool, finishedAt: Date, guesses: [Word]? = nil,
    isArchive: Bool = false, otherAnswers: [Word] = [], rowsAllowed: Int = RoundShape.standardRows,
    isSequence: Bool = false
  ) throws(RecordProblem) {
    var rows: PlayedRows?
    if let guesses {
      guard let packed = PlayedRows(guesses) else { throw .field("guesses") }
      rows = packed
    }
    try self.init(
      mode: mode, language: language, puzzleNumber: puzzleNumber, answer: answer, won: won,
      guessCount: guessCount, hardMode: hardMode, finishedAt: finishedAt, rows: rows,
      isArchive: isArchive, otherAnswers: otherAnswers, rowsAllowed: rowsAllowed,
      isSequence: isSequence)
  }

  /// The same with the rows as the history reader packs them.
  init(
    mode: PlayMode, language: Language, puzzleNumber: Int?, answer: Word, won: Bool,
    guessCount: Int, hardMode: Bool, finishedAt: Date, rows: PlayedRows?, isArchive: Bool = false,
    otherAnswers: [Word] = [], rowsAllowed: Int = RoundShape.standardRows, isSequence: Bool = false
  ) throws(RecordProblem) {
    let shape = RoundShape.possible(
      boards: 1 + otherAnswers.count, rows: rowsAllowed, letters: answer.length, isSequence: isSequence)
    guard let shape else {
      throw .field(isSequence && otherAnswers.isEmpty ? "sequence" : otherAnswers.isEmpty ? "rowsAllowed" : "answers")
    }
    guard (1...shape.rows).contains(guessCount) else { throw .field("guessCount") }
    switch (mode, puzzleNumber) {
    case (.daily, nil): throw .missing("puzzleNumber")
    case (.unlimited, .some): throw .field("puzzleNumber")
    case (.daily, .some(let number)):
      guard DailySchedule.numbers.contains(number) else { throw .field("puzzleNumber") }
      // A daily round cannot end before its day began somewhere on Earth.
      let earliest = DailySchedule.earliestFinish(of: number)
      guard finishedAt >= earliest else { throw .field("finishedAt") }
      // An archive round is played once its day is over for the player, which is the case
      // somewhere from the day's end in the easternmost zone (UTC+14) on: a player there opens
      // yesterday's puzzle from the archive as soon as their own next day begins.
      if isArchive, finishedAt < earliest.addingTimeInterval(86_400) { throw .field("archive") }
    case (.unlimited, nil): break
    }
    if isArchive, mode != .daily { throw .field("archive") }
    guard GameRecord.finishTimes.contains(finishedAt) else { throw .field("finishedAt") }
    // The daily puzzle is always five letters.
    guard language.uses(answer), mode == .unlimited || answer.length == Word.standardLength else {
      throw .field("answer")
    }
    // The boards' answers are distinct words of the round's language and length.
    if !otherAnswers.isEmpty {
      let answers = [answer] + otherAnswers
      guard
        otherAnswers.allSatisfy({ language.uses($0) && $0.length == answer.length }),
        Set(answers).count == answers.count
      else { throw .field("answers") }
    }
    if let rows {
      guard rows.count == guessCount, rows.allSatisfy({ language.uses($0) && $0.length == answer.length })
      else {
        throw .field("guesses")
      }
      guard GameRecord.rowsEnd(rows, answer: answer, others: otherAnswers, won: won) else {
        throw .field("guesses")
      }
      if hardMode, !HardModeHints.everyRowKeepsTheHints(rows, answer: answer, others: otherAnswers) {
        throw .field("guesses")
      }
    }
    self.mode = mode
    self.language = language
    self.puzzleNumber = puzzleNumber
    self.answer = answer
    self.extraAnswers = otherAnswers.isEmpty ? nil : Interned(otherAnswers)
    self.rowsAllowed = UInt8(shape.rows)
    self.isSequence = isSequence
    self.won = won
    self.guessCount = guessCount
    self.hardMode = hardMode
    self.finishedAt = finishedAt
    self.rows = rows
    self.isArchive = isArchive
  }

  /// Whether the rows end the round as `won` says: each board's answer (`answer` the first's,
  /// `others` the rest) is played at most once (its board takes no row after it), a win plays
  /// every answer and ends on one, a loss misses one. With one board: the answer is the last row
  /// of a win and no row of a loss. (No array is made: a million records are checked at a start.)
  static func rowsEnd(_ rows: PlayedRows, answer: Word, others: [Word], won: Bool) -> Bool {
    var found = 0
    for board in 0...others.count {
      let boardAnswer = board == 0 ? answer : others[board - 1]
      let times = rows.count { $0 == boardAnswer }
      guard times <= 1 else { return false }
      found += times
    }
    guard won else { return found <= others.count }
    return found == others.count + 1 && rows.last.map { $0 == answer || others.contains($0) } == true
  }

  /// The record of a finished round, or `nil` for one that is not counted in statistics or not over.
  /// An `abandoned` round (given up with at least one guess) counts as a loss.
  /// An archive round is recorded as a daily puzzle played later (`isArchive`).
  public init?(_ game: Game, finishedAt: Date, abandoned: Bool = false) {
    let isArchive = if case .archive = game.puzzle { true } else { false }
    guard let mode = isArchive ? .daily : game.puzzle.countedMode,
      game.isOver || (abandoned && !game.playedWords.isEmpty)
    else { return nil }
    try? self.init(
      mode: mode, language: game.language, puzzleNumber: game.puzzle.dailyNumber,
      answer: game.answer, won: game.status == .won, guessCount: game.playedWords.count,
      hardMode: game.isHardMode, finishedAt: finishedAt, guesses: game.playedWords,
      isArchive: isArchive, otherAnswers: Array(game.answers.dropFirst()), rowsAllowed: game.shape.rows,
      isSequence: game.shape.isSequence)
  }

  /// The same record without its rows (for one whose rows were damaged, or a format-1 record).
  func withoutGuesses() -> GameRecord {
    // Everything but the rows was already checked, and dropping them adds no requirement.
    try! GameRecord(
      mode: mode, language: language, puzzleNumber: puzzleNumber, answer: answer, won: won,
      guessCount: guessCount, hardMode: hardMode, finishedAt: finishedAt, rows: nil,
      isArchive: isArchive, otherAnswers: otherAnswers, rowsAllowed: Int(rowsAllowed),
      isSequence: isSequence)
  }

  /// The record's boards, rows and letters.
  public var shape: RoundShape {
    RoundShape(
      boards: 1 + (extraAnswers?.value.count ?? 0), rows: Int(rowsAllowed), letters: answer.length,
      isSequence: isSequence)
  }

  /// The other boards' answers, in board order (none for a one-board round).
  public var otherAnswers: [Word] { extraAnswers?.value ?? [] }

  /// Every board's answer, in board order.
  public var answers: [Word] { [answer] + otherAnswers }

  /// How many boards the round solved: all of a win's; of a loss, those whose answer was
  /// played (none of a one-board loss, nor of a record without its rows).
  public var boardsFound: Int {
    if won { return 1 + (extraAnswers?.value.count ?? 0) }
    guard let extraAnswers, let rows else { return 0 }
    return ([answer] + extraAnswers.value).count { rows.contains($0) }
  }

  /// Whether the record is of one board of the standard rows (the original game's round).
  var isOriginalShape: Bool { extraAnswers == nil && Int(rowsAllowed) == RoundShape.standardRows }

  /// The finished round again, rows and colours, when the record kept its rows (a round given up
  /// before its sixth row is over all the same: `Game.isGivenUp`; one lost on its sixth row is
  /// simply lost).
  public func replayed(puzzle: Puzzle) -> Game? {
    guard let rows else { return nil }
    var game = Game(answers: answers, puzzle: puzzle, language: language, hardMode: hardMode, shape: shape)
    game.restore(guesses: Array(rows))
    game.isGivenUp = !won && rows.count < game.shape.rows
    return game
  }

  private enum CodingKeys: String, CodingKey {
    case mode, language, puzzleNumber, answer, answers, rowsAllowed, sequence, won, guessCount
    case hardMode, finishedAt, guesses
    case isArchive = "archive"
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mode, forKey: .mode)
    try container.encode(language, forKey: .language)
    try container.encodeIfPresent(puzzleNumber, forKey: .puzzleNumber)
    if isOriginalShape {
      try container.encode(answer, forKey: .answer)
    } else {
      try container.encode(answers, forKey: .answers)
      try container.encode(rowsAllowed, forKey: .rowsAllowed)
      if isSequence { try container.encode(true, forKey: .sequence) }
    }
    try container.encode(won, forKey: .won)
    try container.encode(guessCount, forKey: .guessCount)
    try container.encode(hardMode, forKey: .hardMode)
    try container.encode(finishedAt, forKey: .finishedAt)
    try container.encodeIfPresent(guesses, forKey: .guesses)
    // Only when true: a daily record stays as format 2 wrote it.
    if isArchive { try container.encode(true, forKey: .isArchive) }
  }
}

/// Why a saved record or round cannot be used: the field that is damaged, missing or not known.
public enum RecordProblem: Error, Hashable, Sendable {
  /// A field with a value of the wrong type, out of range, or disagreeing with the rest.
  case field(String)
  /// A required field that is not there (or `null`).
  case missing(String)
  /// A field this format does not have.
  case unknown(String)
  /// The line or file is not a JSON object of fields at all.
  case unreadable
  /// A daily puzzle already in the history in this language.
  case repeated

  /// The field concerned, if one is.
  public var fieldName: String? {
    switch self {
    case .field(let name), .missing(let name), .unknown(let name): name
    case .unreadable, .repeated: nil
    }
  }
}
