/// One round: the rows its shape allows (`RoundShape`; six today), of as many letters as the
/// hidden answer has (four to seven; five for the daily puzzle).
///
/// A value type with no clock, randomness or I/O: the answer and the word list come from outside,
/// and every change is a method that says what happened.
public struct Game: Hashable, Sendable {
  public enum Status: String, Codable, Sendable {
    case inProgress
    case won
    case lost
  }

  public let answer: Word
  public let puzzle: Puzzle
  public let language: Language
  /// The round's boards, rows and letters, as its puzzle decides them.
  public let shape: RoundShape
  public internal(set) var guesses: [Guess] = []
  /// The letters typed into the current row, not yet submitted.
  public internal(set) var input: [Letter] = []
  /// Whether hard mode is on. It can only be switched on before the first guess, so a round that
  /// ends with it on was played in hard mode from start to end.
  public internal(set) var isHardMode: Bool
  /// A round given up with rows to spare (a daily round left unfinished on its day), shown again
  /// from the history: lost, and over like any lost round. Never saved: the history keeps it.
  public internal(set) var isGivenUp = false

  /// `shape`: the puzzle's own by default (`Puzzle.shape(letters:)`); tests try others.
  public init(
    answer: Word, puzzle: Puzzle, language: Language, hardMode: Bool = false, shape: RoundShape? = nil
  ) {
    let shape = shape ?? puzzle.shape(letters: answer.length)
    precondition(shape.letters == answer.length, "the answer fills a row")
    self.answer = answer
    self.puzzle = puzzle
    self.language = language
    self.shape = shape
    self.isHardMode = hardMode
  }

  /// The same round as another puzzle: a daily round left unfinished when its day ends goes on
  /// as that day's archive round.
  public func moved(to puzzle: Puzzle) -> Game {
    var round = Game(answer: answer, puzzle: puzzle, language: language, hardMode: isHardMode, shape: shape)
    round.guesses = guesses
    round.input = input
    return round
  }

  /// How many letters each row has: the answer's length.
  public var length: Int { answer.length }

  public var status: Status {
    if guesses.last?.isCorrect == true { return .won }
    return guesses.count >= shape.rows || isGivenUp ? .lost : .inProgress
  }

  public var isOver: Bool { status != .inProgress }

  /// The row the player is typing into (0-based); equals `guesses.count`.
  public var currentRow: Int { guesses.count }

  /// Every hint revealed so far, as hard mode enforces them.
  public var hints: HardModeHints { HardModeHints(guesses) }

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

  /// Submits the current row: the scored guess, or why it was refused (the row then stays as typed).
  public mutating func submit(in words: WordList) -> Result<Guess, Rejection> {
    guard !isOver else { return .failure(.roundIsOver) }
    guard input.count == length else { return .failure(.notEnoughLetters) }
    let word = Word(input)
    guard words.accepts(word) || word == answer else { return .failure(.notInWordList) }
    if isHardMode, let violation = hints.violation(by: word) { return .failure(violation) }
    let guess = Guess(word, against: answer)
    guesses.append(guess)
    input = []
    return .success(guess)
  }

  public enum HardModeRefusal: Error, Hashable, Sendable {
    case roundAlreadyStarted
  }

  /// Switches hard mode. On only before the first guess; off at any time.
  public mutating func setHardMode(_ on: Bool) -> Result<Void, HardModeRefusal> {
    if on && !isHardMode && !guesses.isEmpty { return .failure(.roundAlreadyStarted) }
    isHardMode = on
    return .success(())
  }

  /// Replays the rows of a saved round or record; words after the round ended are ignored (the
  /// callers checked there are none).
  mutating func restore(guesses words: [Word]) {
    for word in words where !isOver { guesses.append(Guess(word, against: answer)) }
  }

  /// Restores the typed letters of the current row (used when a saved round is loaded).
  public mutating func restoreInput(_ letters: [Letter]) {
    input = []
    for letter in letters { type(letter) }
  }
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
