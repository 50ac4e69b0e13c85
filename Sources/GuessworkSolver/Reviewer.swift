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

  /// The opening of a round in this mode: the language's (shipped, or computed when these lists
  /// have none: `ShippedOpening`), and for a round on a chosen word that is not an answer, the
  /// same opening weighed over the answers and that word. The rule for such a word: it joins the
  /// words the first guess is weighed over, but not the choice of the solver's first guess, which
  /// is the language's for every round.
  public func openingBook(hardMode: Bool, adding added: Word? = nil) -> OpeningBook {
    let shipped = ShippedOpening.find(for: words, hardMode: hardMode)
    let opening = shipped?.opening
    let estimate = shipped?.estimate
    guard let opening, let estimate else {
      let computed = computeOpeningBook(hardMode: hardMode)
      return added.map { computed.adding($0, by: self) } ?? computed
    }
    let book = book(
      opening: opening, estimate: estimate, replies: shipped?.replies(length: words.length) ?? [:],
      hardMode: hardMode, over: words.answers)
    return added.map { book.adding($0, by: self) } ?? book
  }

  /// The opening worked out from the lists alone, on both cores (seconds: a full pattern table,
  /// and the solver's opening valued by the search): what `tools/make-openings.sh` ships.
  public func computeOpeningBook(hardMode: Bool) -> OpeningBook {
    let columns = words.answers
    let solver = Solver(
      table: PatternTable(guesses: guesses, columns: columns), hardMode: hardMode,
      strategy: strategy)
    let opening = guesses[Int(solver.decide(solver.start, parallel: true).row)]
    // The solver's opening valued by the search calibrates the estimate every first guess is then
    // valued by, the solver's own included (see `OpeningEstimate`).
    let searched = openingValue(of: opening, over: columns, hardMode: hardMode)
    let estimate =
      columns.count > Solver.exactLimit ? OpeningEstimate.fitted(on: searched.outcomes) : nil
    return book(
      opening: opening, estimate: estimate, replies: [:], hardMode: hardMode, over: columns,
      searched: searched)
  }

  /// The solver's second guess after each outcome of `opening` (the win excepted) over the
  /// language's answers, on both cores: what `tools/make-openings.sh` ships with the opening
  /// (seconds: a look-ahead decision over up to a few hundred words per outcome).
  public func computeSolverReplies(after opening: Word, hardMode: Bool) -> [Pattern: Word] {
    var members: [Pattern: [Word]] = [:]
    for word in words.answers { members[Pattern(opening, against: word), default: []].append(word) }
    let groups = members.filter { !$0.key.isWin }.sorted { $0.value.count > $1.value.count }
    let replies = Parallel.map(groups.count) { index in
      self.solverReply(after: opening, showed: groups[index].key, candidates: groups[index].value,
        hardMode: hardMode)
    }
    return Dictionary(uniqueKeysWithValues: zip(groups.map(\.key), replies))
  }

  /// The solver's guess after its opening showed `pattern`, `candidates` being the words still
  /// possible: its decision over a table of those words (the solver's round and the shipped
  /// replies both come from here).
  func solverReply(after opening: Word, showed pattern: Pattern, candidates: [Word], hardMode: Bool)
    -> Word
  {
    let allowed = hardMode ? Self.restrict(nil, by: opening, pattern, guesses: guesses) : nil
    return solverMove(candidates: candidates, allowed: allowed, guessesMade: 1)
  }

  /// The solver's decision at a position: `candidates` still possible, hard mode's `allowed` rows
  /// (`thorough` at the depths that are shipped, as `Solver.playEveryAnswer` plays them).
  func solverMove(candidates: [Word], allowed: [Int32]?, guessesMade: Int) -> Word {
    let solver = Solver(
      table: PatternTable(guesses: guesses, columns: candidates), hardMode: allowed != nil,
      strategy: strategy)
    let position = Position(
      candidates: solver.start.candidates, allowed: allowed, guessesMade: guessesMade)
    return guesses[Int(solver.decide(position, thorough: guessesMade <= Solver.shippedDepth).row)]
  }

  /// A book from its opening and estimate; the opening's value and information over `universe`
  /// take milliseconds (one pass over the words). Without an estimate the opening is valued by the
  /// search (`searched`, when already known).
  func book(
    opening: Word, estimate: OpeningEstimate?, replies: [Pattern: Word], hardMode: Bool,
    over universe: [Word], searched: GuessValue? = nil
  ) -> OpeningBook {
    var sizes = [Int](repeating: 0, count: Pattern.count(length: opening.length))
    for word in universe { sizes[Int(Pattern(opening, against: word).code)] += 1 }
    let added = universe.count == words.answers.count ? nil : universe.first { !words.isAnswer($0) }
    return OpeningBook(
      language: words.language, isHardMode: hardMode, addedAnswer: added,
      answerCount: universe.count, solverOpening: opening,
      solverOpeningValue: estimate?.value(of: opening, over: universe)
        ?? searched ?? openingValue(of: opening, over: universe, hardMode: hardMode),
      solverOpeningBits: Scores.entropy(groupSizes: sizes, total: universe.count),
      openingEstimate: estimate, solverReplies: replies)
  }

  /// A first guess weighed over every possible answer without the full pattern table: each of its
  /// outcomes gets a table of its own (every guess × its words), on both cores.
  func openingValue(of guess: Word, over universe: [Word], hardMode: Bool) -> GuessValue {
    var members: [Pattern: [Word]] = [:]
    for word in universe { members[Pattern(guess, against: word), default: []].append(word) }
    let groups = members.sorted { $0.key < $1.key }
    let guesses = self.guesses
    let strategy = self.strategy
    let costs: [Double] = Parallel.map(groups.count) { index in
      let (pattern, words) = groups[index]
      if pattern.isWin { return 0 }
      if words.count <= 2 { return words.count == 1 ? 1 : 1.5 }
      let solver = Solver(
        table: PatternTable(guesses: guesses, columns: words), hardMode: hardMode,
        strategy: strategy)
      let allowed = hardMode ? Self.restrict(nil, by: guess, pattern, guesses: guesses) : nil
      let position = Position(
        candidates: solver.start.candidates, allowed: allowed, guessesMade: 1)
      return ValueSearch(solver: solver).value(position)
    }
    let outcomes = zip(groups, costs).map { group, cost in
      GuessValue.Outcome(pattern: group.key, words: group.value.count, guessesLeft: cost)
    }
    let total = outcomes.reduce(0.0) { $0 + Double($1.words) * $1.guessesLeft }
    return GuessValue(
      value: 1 + total / Double(universe.count), outcomes: outcomes,
      isExact: universe.count <= Solver.exactLimit)
  }

  /// Checks a round as the game would have played it: words of the list's length, hard mode's
  /// hints kept, nothing after the answer, at most six guesses.
  public func validate(_ texts: [String], answer answerText: String, hardMode: Bool)
    throws(ReviewError) -> (guesses: [Word], answer: Word)
  {
    let answer = try checkedAnswer(answerText)
    var game = Game(answer: answer, puzzle: .custom, language: words.language, hardMode: hardMode)
    return (try play(texts, on: &game, hardMode: hardMode), answer)
  }

  /// An answer to review a round on: a word of the lists' length and language, accepted.
  func checkedAnswer(_ text: String) throws(ReviewError) -> Word {
    let language = words.language
    if Word(text) != nil, language.word(text) == nil { throw .letterNotInLanguage(text, language) }
    guard let answer = language.word(text, length: words.length) else { throw .answerNotAWord(text) }
    guard words.accepts(answer) else { throw .answerNotAccepted(answer.display, language) }
    return answer
  }

  /// Plays the guesses on `game` as the game would have: each a word of the round's length and
  /// the lists, within its rows, none after it was won, hard mode's hints kept.
  func play(_ texts: [String], on game: inout Game, hardMode: Bool) throws(ReviewError) -> [Word] {
    let language = words.language
    guard !texts.isEmpty else { throw .noGuesses }
    var played: [Word] = []
    for text in texts {
      if text.isEmpty { throw .emptyGuess }
      if Word(text) != nil, language.word(text) == nil { throw .letterNotInLanguage(text, language) }
      guard let word = language.word(text, length: game.length) else {
        throw .guessWrongLength(text, game.length)
      }
      if game.status == .won { throw .afterAnswerFound(word.display) }
      if game.isOver { throw .tooManyGuesses(rows: game.shape.rows) }
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
    return played
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
    // The position before each guess (the words still possible, hard mode's allowed guesses):
    // cheap to find, and each row is then judged on its own, so the rows and the solver's round
    // share the cores.
    var positions: [(candidates: [Word], allowed: [Int32]?)] = []
    var candidates = universe
    var allowed: [Int32]? = nil
    for guess in played {
      positions.append((candidates, allowed))
      let pattern = Pattern(guess, against: answer)
      candidates = candidates.filter { Pattern(guess, against: $0) == pattern }
      if hardMode { allowed = Self.restrict(allowed, by: guess, pattern, guesses: guesses) }
    }
    enum Part: Sendable {
      case row(ReviewRow)
      case path(words: [Word], wordsLeft: [Int])
    }
    let before = positions
    let parts: [Part] = Parallel.map(played.count + 1) { index in
      guard index < played.count else {
        let path = self.solverPath(
          to: answer, universe: universe, opening: book.solverOpening, hardMode: hardMode,
          replies: book.solverReplies)
        return .path(words: path.words, wordsLeft: path.wordsLeft)
      }
      let (candidates, allowed) = before[index]
      // After the solver's own opening the position is one its round meets: its reply is known.
      let reply =
        index == 1 && played[0] == book.solverOpening
        ? book.solverReplies[Pattern(played[0], against: answer)] : nil
      return .row(
        self.row(
          played[index], number: index, answer: answer, candidates: candidates,
          allowed: allowed, hardMode: hardMode, book: book, universe: universe, reply: reply))
    }
    let rows = parts.compactMap { part -> ReviewRow? in
      if case .row(let row) = part { return row } else { return nil }
    }
    guard case .path(let pathWords, let wordsLeft) = parts.last! else { fatalError("no path") }
    let path = (words: pathWords, wordsLeft: wordsLeft)
    return Review(
      answer: answer, language: words.language, isHardMode: hardMode, rows: rows,
      solverPath: path.words, solverWordsLeft: path.wordsLeft)
  }

  /// The row of the guess played at `number` (0 for the first), the words possible before it
  /// being `candidates`; `reply` the solver's move there when known (`OpeningBook.solverReplies`).
  private func row(
    _ guess: Word, number index: Int, answer: Word, candidates: [Word], allowed: [Int32]?,
    hardMode: Bool, book: OpeningBook, universe: [Word], reply: Word?
  ) -> ReviewRow {
    if index == 0 && universe.count > Solver.exactLimit {
      // The opening: the solver's move and its value are the book's; the player's guess is
      // weighed the same way (at once, if it is the solver's own): by the book's estimate, or
      // when it has none by the search.
      let value =
        guess == book.solverOpening
        ? book.solverOpeningValue
        : book.openingEstimate?.value(of: guess, over: universe)
          ?? openingValue(of: guess, over: universe, hardMode: hardMode)
      return judge(
        guess, answer: answer, candidates: candidates, value: value,
        best: (book.solverOpening, book.solverOpeningValue, book.solverOpeningBits),
        exactBest: nil)
    }
    let solver = Solver(
      table: PatternTable(guesses: guesses, columns: candidates), hardMode: hardMode,
      strategy: strategy)
    let position = Position(
      candidates: solver.start.candidates, allowed: allowed, guessesMade: index)
    if let estimate = book.openingEstimate, candidates.count > Self.wideRow(book) {
      // A weak guess left more words than any outcome of the solver's opening: a position the
      // solver's own round never reaches, weighed as the opening is (the book's estimate), the
      // best move being the most informative guess. Searched, such a row took seconds.
      let best = solver.mostInformative(position).row
      let value = estimate.value(of: guess, over: candidates)
      let bestWord = guesses[Int(best)]
      return judge(
        guess, answer: answer, candidates: candidates, value: value,
        best: (
          bestWord, bestWord == guess ? value : estimate.value(of: bestWord, over: candidates),
          solver.expectedBits(row: best, at: position)
        ), exactBest: nil)
    }
    let search = ValueSearch(solver: solver)
    let move = reply.flatMap { guesses.sortedIndex(of: $0) }.map { Int32($0) }
      ?? solver.decide(position, search: search).row
    let guessRow = Int32(guesses.sortedIndex(of: guess)!)
    let value = search.outcomes(of: guessRow, at: position)
    let bestValue = move == guessRow ? value : search.outcomes(of: move, at: position)
    return judge(
      guess, answer: answer, candidates: candidates, value: value,
      best: (guesses[Int(move)], bestValue, solver.expectedBits(row: move, at: position)),
      exactBest: candidates.count <= Solver.exactLimit ? search.exactValue(position) : nil)
  }

  /// Rows before which more words than this were possible are weighed by the opening's estimate:
  /// the most words an outcome of the solver's opening leaves (so every position of the solver's
  /// own round is searched), and never fewer than 100.
  static func wideRow(_ book: OpeningBook) -> Int {
    max(100, book.solverOpeningValue.outcomes.map(\.words).max() ?? 0)
  }

  /// Validates and reviews in one step (the command line).
  public func review(_ texts: [String], answer: String, hardMode: Bool, book: OpeningBook?)
    throws(ReviewError) -> Review
  {
    let round = try validate(texts, answer: answer, hardMode: hardMode)
    return review(round.guesses, answer: round.answer, hardMode: hardMode, book: book)
  }

  /// One row: the guess's value against the best, its split of the candidates, what it got.
  /// `exactBest` is the true best value when few words are left; otherwise the best is the better
  /// of the solver's move and the guess itself.
  private func judge(
    _ guess: Word, answer: Word, candidates: [Word], value: GuessValue,
    best: (word: Word, value: GuessValue, bits: Double), exactBest: Double?
  ) -> ReviewRow {
    var sizes = [Int](repeating: 0, count: Pattern.count(length: guess.length))
    let patterns = candidates.map { Pattern(guess, against: $0) }
    for pattern in patterns { sizes[Int(pattern.code)] += 1 }
    let actual = Pattern(guess, against: answer)
    let after = sizes[Int(actual.code)]
    let expectedBits = Scores.entropy(groupSizes: sizes, total: candidates.count)
    let bestValue = exactBest ?? min(best.value.value, value.value)
    let left = value.outcomes.first { $0.pattern == actual }?.guessesLeft ?? 0
    let remaining =
      after <= Review.remainingListLimit
      ? candidates.filter { Pattern(guess, against: $0) == actual } : []
    return ReviewRow(
      guess: guess, pattern: actual, candidatesBefore: candidates.count, candidatesAfter: after,
      expectedGuesses: value.value, bestExpectedGuesses: bestValue,
      isExact: exactBest != nil, bestGuess: best.word,
      couldWin: sizes[Int(Pattern.win(length: guess.length).code)] > 0,
      bestCouldWin: candidates.contains(best.word),
      expectedBits: expectedBits, bestExpectedBits: best.bits,
      actualBits: Scores.bits(from: candidates.count, to: after),
      skill: Scores.skill(value: value.value, best: bestValue),
      luck: Scores.luck(guessesLeft: left, outcomes: value.outcomes),
      luckInGuesses: value.value - 1 - left, remaining: remaining,
      outcomeCount: value.outcomes.count, largestOutcome: Self.largest(value),
      bestLargestOutcome: Self.largest(best.value))
  }

  /// The most words an outcome other than the win leaves (0 when every outcome wins).
  private static func largest(_ value: GuessValue) -> Int {
    value.outcomes.filter { !$0.pattern.isWin }.map { $0.words }.max() ?? 0
  }

  /// Hard mode: the guesses (rows) that still keep every hint after `guess` showed `pattern`.
  static func restrict(
    _ allowed: [Int32]?, by guess: Word, _ pattern: Pattern, guesses: [Word]
  ) -> [Int32] {
    let constraint = RowConstraint(guess: guess, pattern: pattern)
    let before = allowed ?? (0..<Int32(guesses.count)).map { $0 }
    return before.filter { constraint.admits(guesses[Int($0)].code) }
  }

  /// The solver's round on `answer`: its opening, then at each step its decision over a table of
  /// the words still possible (the same decisions the full table gives: see `Solver`); and the
  /// words left after each of its guesses (0 after the answer).
  func solverPath(
    to answer: Word, universe: [Word], opening: Word, hardMode: Bool,
    replies: [Pattern: Word] = [:]
  ) -> (words: [Word], wordsLeft: [Int]) {
    var path = [opening]
    var left: [Int] = []
    var candidates = universe
    var allowed: [Int32]? = nil
    var guess = opening
    while guess != answer && path.count < 3 * Solver.rows {
      let pattern = Pattern(guess, against: answer)
      candidates = candidates.filter { Pattern(guess, against: $0) == pattern }
      left.append(candidates.count)
      if hardMode { allowed = Self.restrict(allowed, by: guess, pattern, guesses: guesses) }
      // The reply to the opening is shipped (the costliest step: hundreds of words).
      if path.count == 1, let reply = replies[pattern] {
        guess = reply
      } else {
        guess = solverMove(candidates: candidates, allowed: allowed, guessesMade: path.count)
      }
      path.append(guess)
    }
    return (path, left + [0])
  }
}
