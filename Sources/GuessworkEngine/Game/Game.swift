/// One round: one answer a board (`RoundShape.boards`; one today), the rows its shape allows (six
/// today), of as many letters as the answers have (four to seven; five for the daily puzzle).
///
/// The round has one typed row, shared by its boards: a submitted word is scored on every board
/// not yet solved, and a solved board takes no more rows. The round is won when every board is
/// solved and lost when its rows run out. A one-board round is this with one board.
///
/// A value type with no clock, randomness or I/O: the answers and the word list come from outside,
/// and every change is a method that says what happened.
public struct Game: Hashable, Sendable {
  public enum Status: String, Codable, Sendable {
    case inProgress
    case won
    case lost
  }

  /// One answer of a round and the rows scored against it.
  public struct Board: Hashable, Sendable {
    public let answer: Word
    /// The rows scored on this board, up to the one that solved it.
    public internal(set) var guesses: [Guess] = []

    public var isSolved: Bool { guesses.last?.isCorrect == true }
    /// The row (0-based) the board was solved on, if it was.
    public var solvedRow: Int? { isSolved ? guesses.count - 1 : nil }
    /// Every hint this board revealed, as hard mode enforces them.
    public var hints: HardModeHints { HardModeHints(guesses) }
  }

  /// The round's boards, one answer each, in the order they are shown.
  public internal(set) var boards: [Board]
  public let puzzle: Puzzle
  public let language: Language
  /// The round's boards, rows and letters, as its puzzle decides them.
  public let shape: RoundShape
  /// Every word submitted, in order: the round's rows (each board shows those it scored).
  public internal(set) var playedWords: [Word] = []
  /// The letters typed into the current row, not yet submitted.
  public internal(set) var input: [Letter] = []
  /// Whether hard mode is on. It can only be switched on before the first guess, so a round that
  /// ends with it on was played in hard mode from start to end.
  public internal(set) var isHardMode: Bool
  /// A round given up with rows to spare (a daily round left unfinished on its day), shown again
  /// from the history: lost, and over like any lost round. Never saved: the history keeps it.
  public internal(set) var isGivenUp = false

  /// A round of one board on `answer`. `shape`: the puzzle's own by default
  /// (`Puzzle.shape(letters:)`); tests try others.
  public init(
    answer: Word, puzzle: Puzzle, language: Language, hardMode: Bool = false, shape: RoundShape? = nil
  ) {
    self.init(answers: [answer], puzzle: puzzle, language: language, hardMode: hardMode, shape: shape)
  }

  /// A round on `answers`, one board each (as many as the shape's boards), all of one length.
  public init(
    answers: [Word], puzzle: Puzzle, language: Language, hardMode: Bool = false, shape: RoundShape? = nil
  ) {
    precondition(!answers.isEmpty, "a round has an answer")
    let shape = shape ?? puzzle.shape(letters: answers[0].length)
    precondition(shape.boards == answers.count, "one answer a board")
    precondition(answers.allSatisfy { $0.length == shape.letters }, "each answer fills a row")
    self.boards = answers.map { Board(answer: $0) }
    self.puzzle = puzzle
    self.language = language
    self.shape = shape
    // Played on one board only (`RoundShape.allowsHardMode`): the setting waits for the next
    // round of one board.
    self.isHardMode = hardMode && shape.allowsHardMode
  }

  /// The same round as another puzzle: a daily round left unfinished when its day ends goes on
  /// as that day's archive round.
  public func moved(to puzzle: Puzzle) -> Game {
    var round = Game(answers: answers, puzzle: puzzle, language: language, hardMode: isHardMode, shape: shape)
    round.boards = boards
    round.playedWords = playedWords
    round.input = input
    return round
  }

  /// Every board's answer, in board order.
  public var answers: [Word] { boards.map(\.answer) }

  /// The first board's answer: the answer of a one-board round.
  public var answer: Word { boards[0].answer }

  /// The first board's rows: every row of a one-board round.
  public var guesses: [Guess] { boards[0].guesses }

  /// How many letters each row has: the answers' length.
  public var length: Int { shape.letters }

  /// Won once every board is solved; lost when the rows run out first (or the round was given up).
  public var status: Status {
    if boards.allSatisfy(\.isSolved) { return .won }
    return playedWords.count >= shape.rows || isGivenUp ? .lost : .inProgress
  }

  public var isOver: Bool { status != .inProgress }

  /// How many boards are solved (all of them in a won round; those found in a lost one).
  public var solvedBoards: Int { boards.count { $0.isSolved } }

  /// The row the player is typing into (0-based): the rows submitted so far.
  public var currentRow: Int { playedWords.count }

  /// Every hint the first board revealed, as hard mode enforces them (a one-board round's hints).
  public var hints: HardModeHints { boards[0].hints }

  /// The first hint of a board still being played that `word` breaks, as hard mode refuses it.
  func hardModeViolation(by word: Word) -> Rejection? {
    for board in boards where !board.isSolved {
      if let violation = board.hints.violation(by: word) { return violation }
    }
    return nil
  }

  /// Adds a letter to the current row. Returns false when the row is full, the round is over, or the
  /// letter is not in the language's alphabet.
  @discardableResult
  public mutating func type(_ letter: Letter) -> Bool {
    guard !isOver, input.count < length, language.uses(letter) else { return false }
    input.append(letter)
    return true
  }

  /// Removes the last typed letter. Returns false when there was none.
  @discardableResult
  public mutating func deleteLetter() -> Bool {
    guard !isOver, !input.isEmpty else { return false }
    input.removeLast()
    return true
  }

  /// Submits the current row: the row as each board scored it, or why it was refused (the row then
  /// stays as typed).
  public mutating func submit(in words: WordList) -> Result<PlayedRow, Rejection> {
    guard !isOver else { return .failure(.roundIsOver) }
    guard input.count == length else { return .failure(.notEnoughLetters) }
    let word = Word(input)
    guard words.accepts(word) || answers.contains(word) else { return .failure(.notInWordList) }
    if isHardMode, let violation = hardModeViolation(by: word) { return .failure(violation) }
    input = []
    return .success(play(word))
  }

  /// Scores `word` on every board not yet solved.
  private mutating func play(_ word: Word) -> PlayedRow {
    let row = playedWords.count
    playedWords.append(word)
    var scores: [Guess?] = []
    for index in boards.indices {
      guard !boards[index].isSolved else {
        scores.append(nil)
        continue
      }
      let guess = Guess(word, against: boards[index].answer)
      boards[index].guesses.append(guess)
      scores.append(guess)
    }
    return PlayedRow(row: row, word: word, scores: scores)
  }

  public enum HardModeRefusal: Error, Hashable, Sendable {
    case roundAlreadyStarted
  }

  /// Switches hard mode. On only before the first guess; off at any time. A round of several
  /// boards stays without it (`RoundShape.allowsHardMode`).
  public mutating func setHardMode(_ on: Bool) -> Result<Void, HardModeRefusal> {
    if on && !isHardMode && !playedWords.isEmpty { return .failure(.roundAlreadyStarted) }
    isHardMode = on && shape.allowsHardMode
    return .success(())
  }

  /// Replays the rows of a saved round or record; words after the round ended are ignored (the
  /// callers checked there are none).
  mutating func restore(guesses words: [Word]) {
    for word in words where !isOver { _ = play(word) }
  }

  /// Restores the typed letters of the current row (used when a saved round is loaded).
  public mutating func restoreInput(_ letters: [Letter]) {
    input = []
    for letter in letters { type(letter) }
  }
}

/// One submitted row as the round's boards scored it.
public struct PlayedRow: Hashable, Sendable {
  /// The row (0-based) on every board that scored it.
  public let row: Int
  public let word: Word
  /// Each board's score, in board order; `nil` for a board solved on an earlier row.
  public let scores: [Guess?]

  /// The row's first score: the first board still played (the row of a one-board round). A row is
  /// only played while a board is.
  public var guess: Guess { scores.lazy.compactMap { $0 }.first! }
}

extension Letter: Codable {
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard text.count == 1, let letter = Letter(Character(text)) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a letter: \(text)")
    }
    self = letter
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(String(character))
  }
}
