import FoundationEssentials
import GuessworkEngine

/// Reviews finished rounds of one language.
///
/// A review needs no full pattern table: apart from the opening (an `OpeningBook`, computed once),
/// every decision is over the words still possible, so it builds a small table (every guess × those
/// words) at each step, a few milliseconds each.
public final class Reviewer: Sendable {
  public let words: WordList
  public let strategy: Strategy
  /// Every accepted guess, alphabetical: the rows of every table.
  let guesses: [Word]

  public init(words: WordList, strategy: Strategy = .lookAhead) {
    self.words = words
    self.strategy = strategy
    guesses = words.acceptedWords
  }

  /// The word a round on `answer` adds to the possible answers: the answer itself when it is not
  /// one of the language's answers (a round from `--word`), else none.
  public func addedAnswer(for answer: Word) -> Word? {
    words.isAnswer(answer) ? nil : answer
  }

  /// The words that can be the answer of a round on `answer`: the language's answers, with the
  /// chosen word added when it is not one of them.
  func universe(for answer: Word) -> [Word] {
    guard let added = addedAnswer(for: answer) else { return words.answers }
    return (words.answers + [added]).sorted()
  }

  /// The opening facts over the language's answers (and the round's added answer, if any), on both
  /// cores: the full pattern table, the most informative guess, and the solver's first guess with
  /// look-ahead.
  public func openingBook(hardMode: Bool, adding added: Word? = nil) -> OpeningBook {
    let columns = added.map { universe(for: $0) } ?? words.answers
    let solver = Solver(
      table: PatternTable(guesses: guesses, columns: columns), hardMode: hardMode,
      strategy: strategy)
    let informative = solver.mostInformative(solver.start)
    let opening = solver.decide(solver.start, parallel: true)
    return OpeningBook(
      language: words.language, isHardMode: hardMode,
      addedAnswer: added.flatMap { addedAnswer(for: $0) }, answerCount: columns.count,
      mostInformative: guesses[Int(informative.row)],
      mostInformativeBits: solver.bits(of: informative, over: columns.count),
      solverOpening: guesses[Int(opening.row)])
  }

  /// Checks a round as the game would have played it: five-letter words of the list, hard mode's
  /// hints kept, nothing after the answer, at most six guesses.
  public func validate(_ texts: [String], answer answerText: String, hardMode: Bool)
    throws(ReviewError) -> (guesses: [Word], answer: Word)
  {
    let language = words.language
    guard let answer = Word(answerText), language.uses(answer) else {
      throw .answerNotFiveLetters(answerText)
    }
    guard words.accepts(answer) else { throw .answerNotAccepted(answer.display, language) }
    guard !texts.isEmpty else { throw .noGuesses }
    var game = Game(answer: answer, puzzle: .custom, language: language, hardMode: hardMode)
    var played: [Word] = []
    for text in texts {
      guard let word = Word(text), language.uses(word) else { throw .notFiveLetters(text) }
      if game.status == .won { throw .afterAnswerFound(word.display) }
      if game.isOver { throw .tooManyGuesses }
      guard words.accepts(word) else { throw .notInWordList(word.display, language) }
      if hardMode, let violation = game.hints.violation(by: word) {
        throw .hardMode(word.display, violation)
      }
      game.restoreInput(word.letters)
      guard case .success = game.submit(in: words) else {
        throw .notInWordList(word.display, language)
      }
      played.append(word)
    }
    return (played, answer)
  }

  /// Reviews a round whose guesses are valid (see `validate`). `book` is used when it fits the
  /// round (language, mode, the same possible answers); otherwise the opening is computed.
  public func review(_ played: [Word], answer: Word, hardMode: Bool, book: OpeningBook?) -> Review {
    let universe = universe(for: answer)
    let added = addedAnswer(for: answer)
    let book =
      book.flatMap {
        $0.language == words.language && $0.isHardMode == hardMode && $0.addedAnswer == added
          && $0.answerCount == universe.count ? $0 : nil
      } ?? openingBook(hardMode: hardMode, adding: added)
    var candidates = universe
    var allowed: [Int32]? = nil
    var rows: [ReviewRow] = []
    for (index, guess) in played.enumerated() {
      let best: (word: Word, bits: Double)
      if index == 0 {
        best = (book.mostInformative, book.mostInformativeBits)
      } else {
        let solver = Solver(
          table: PatternTable(guesses: guesses, columns: candidates), hardMode: hardMode,
          strategy: strategy)
        let position = Position(
          candidates: solver.start.candidates, allowed: allowed, guessesMade: index)
        let choice = solver.mostInformative(position)
        best = (guesses[Int(choice.row)], solver.bits(of: choice, over: candidates.count))
      }
      let row = judge(guess, answer: answer, candidates: candidates, best: best)
      rows.append(row)
      candidates = candidates.filter { Pattern(guess, against: $0) == row.pattern }
      if hardMode { allowed = restrict(allowed, by: guess, row.pattern) }
    }
    return Review(
      answer: answer, language: words.language, isHardMode: hardMode, rows: rows,
      solverPath: solverPath(
        to: answer, universe: universe, opening: book.solverOpening,
        hardMode: hardMode))
  }

  /// Validates and reviews in one step (the command line).
  public func review(_ texts: [String], answer: String, hardMode: Bool, book: OpeningBook?)
    throws(ReviewError) -> Review
  {
    let round = try validate(texts, answer: answer, hardMode: hardMode)
    return review(round.guesses, answer: round.answer, hardMode: hardMode, book: book)
  }

  /// One row: the guess's split of the candidates, its expectation and what it got.
  private func judge(
    _ guess: Word, answer: Word, candidates: [Word], best: (word: Word, bits: Double)
  )
    -> ReviewRow
  {
    var sizes = [Int](repeating: 0, count: Pattern.count)
    let patterns = candidates.map { Pattern(guess, against: $0) }
    for pattern in patterns { sizes[Int(pattern.code)] += 1 }
    let actual = Pattern(guess, against: answer)
    let after = sizes[Int(actual.code)]
    // Words each possible answer would have left (none when it is the guess itself: a win).
    let outcomes = patterns.map { $0.isWin ? 0 : sizes[Int($0.code)] }
    let expected = Scores.entropy(groupSizes: sizes, total: candidates.count)
    let remaining =
      after <= Review.remainingListLimit
      ? candidates.filter { Pattern(guess, against: $0) == actual } : []
    return ReviewRow(
      guess: guess, pattern: actual, candidatesBefore: candidates.count, candidatesAfter: after,
      expectedBits: expected, bestGuess: best.word, bestExpectedBits: max(best.bits, expected),
      actualBits: Scores.bits(from: candidates.count, to: after),
      skill: Scores.skill(
        expectedBits: expected, bestBits: max(best.bits, expected),
        guessCouldWin: sizes[Int(Pattern.win.code)] > 0),
      luck: Scores.luck(wordsLeft: actual.isWin ? 0 : after, outcomes: outcomes),
      remaining: remaining)
  }

  /// Hard mode: the guesses (rows) that still keep every hint after `guess` showed `pattern`.
  private func restrict(_ allowed: [Int32]?, by guess: Word, _ pattern: Pattern) -> [Int32] {
    let constraint = RowConstraint(guess: guess, pattern: pattern)
    let before = allowed ?? (0..<Int32(guesses.count)).map { $0 }
    return before.filter { constraint.admits(guesses[Int($0)].code) }
  }

  /// The solver's round on `answer`: its opening, then at each step its decision over a table of
  /// the words still possible (the same decisions the full table gives: see `Solver`).
  func solverPath(to answer: Word, universe: [Word], opening: Word, hardMode: Bool) -> [Word] {
    var path = [opening]
    var candidates = universe
    var allowed: [Int32]? = nil
    var guess = opening
    while guess != answer && path.count < 3 * Game.maximumGuesses {
      let pattern = Pattern(guess, against: answer)
      candidates = candidates.filter { Pattern(guess, against: $0) == pattern }
      if hardMode { allowed = restrict(allowed, by: guess, pattern) }
      let solver = Solver(
        table: PatternTable(guesses: guesses, columns: candidates), hardMode: hardMode,
        strategy: strategy)
      let position = Position(
        candidates: solver.start.candidates, allowed: allowed, guessesMade: path.count)
      guess = guesses[Int(solver.decide(position).row)]
      path.append(guess)
    }
    return path
  }
}
