import FoundationEssentials

/// The game as the player runs it: settings, the current round, saved rounds of the other modes and
/// languages, and the history behind the statistics. Every change is saved at once.
///
/// It holds the rules together with persistence; it knows nothing of windows. The view model drives
/// it and turns what it reports into what the window shows.
public final class GameSession {
  public let environment: SessionEnvironment
  public internal(set) var settings: Settings
  public internal(set) var game: Game {
    didSet { followRoundsLength() }
  }
  /// The finished games (read in the background from the start; the first use waits for it), with
  /// what other Guesswork processes added since.
  public var history: [GameRecord] { syncedHistory().records }
  /// The history and its figures, once the start's read has been taken (`syncedHistory`).
  var historyStore: History?
  /// The newest games, read from the history's end, while the whole read is still going on: what
  /// the start decides with (`startTail`).
  var historyTail: HistoryTail?
  /// Games finished before the whole history was taken: appended to the file after the whole read
  /// (the history queue keeps its order), so added to `historyStore` once it is taken.
  var recordedBeforeHistory: [GameRecord] = []
  /// The word lists of the round's language and length.
  public internal(set) var words: WordList
  /// How the game was started: a plain start, or a chosen word or day.
  public let launch: LaunchRequest
  let loadedLists: WordListCache
  /// What every saved file is checked against: the lists of each language (loaded when a file
  /// needs them) and the daily schedules built from them.
  let rules: SavedDataRules
  /// The round as its file held it when start-up read it (nil when none was read): a start that
  /// changes nothing writes nothing (an fsync on every start, for the same bytes, was waste).
  var roundAsRead: Game?
  /// Daily puzzles moved to the archive unfinished, not told yet (`takeDaysLeftUnfinished`).
  var daysLeftUnfinished: [Int] = []

  /// Starts the remembered round, or the one asked for on the command line. `kind`: the kind of
  /// round asked for there (`--boards`, `--sequence`), from now on as if picked in the menu.
  public init(
    environment: SessionEnvironment, launch: LaunchRequest = .remembered, kind: RoundKind? = nil
  ) throws(LaunchError) {
    self.environment = environment
    self.launch = launch
    let storage = environment.storage
    // The history is read and its figures built on a queue of its own while the rest starts: a
    // long history (a million games, 200 MB) never holds up the window.
    let loadLists = environment.wordLists
    let loadOthers = environment.otherLengthLists
    storage.openHistory(rules: {
      SavedDataRules(wordLists: { try? loadLists($0) }, otherLengths: { try? loadOthers($0, $1) })
    })
    storage.removeStaleTemporaries()
    let isFirstStart = !storage.hasSettingsFile
    settings = storage.loadSettings()
    if isFirstStart {
      settings.language = environment.firstStartLanguage
      storage.save(settings)
    }
    let lists = WordListCache(load: environment.lists)
    let language = settings.language
    let words: WordList
    do {
      words = try lists.lists(language)
    } catch {
      throw .wordList(WordListError(error, language: language))
    }
    self.words = words
    loadedLists = lists
    rules = SavedDataRules(
      wordLists: { try? lists.lists($0) }, otherLengths: { try? lists.lists($0, length: $1) })
    storage.moveSingleArchiveRound(language, checkedBy: rules)
    // The kind of a chosen round is its answers' (`--boards` only checks them); any other start
    // asked for a kind plays it from now on.
    let choosesWords = if case .word = launch { true } else { false }
    if let kind, !choosesWords, kind != settings.kind {
      settings.kind = kind
      storage.save(settings)
    }
    switch launch {
    case .remembered:
      game = Game(answer: words.answers[0], puzzle: .custom, language: language)
      game = resumeOrStart(mode: settings.mode)
    case .word(let text):
      // Chosen words of any length the game has lists for, one a board.
      let answers = try GameSession.chosenAnswers(text, in: language) { length in
        try? lists.lists(language, length: length)
      }
      if let kind, kind.boards != answers.count { throw .boardsWithoutAnswers(kind.boards, answers.count) }
      let wordKind = RoundKind(boards: answers.count, isSequence: kind?.isSequence ?? false)
      let length = answers[0].length
      self.words = try! lists.lists(language, length: length)
      let saved = storage.loadRound(.custom, language, length: length, kind: wordKind, checkedBy: rules)
      roundAsRead = saved
      game = saved?.answers == answers && saved?.isOver == false
        ? saved!
        : Game(
          answers: answers, puzzle: .custom, language: language, hardMode: settings.hardMode,
          shape: environment.shapes(.custom, wordKind, length))
    case .date(let day):
      game = Game(answer: words.answers[0], puzzle: .custom, language: language)
      game = try dayRound(day)
    case .challenge(let challenge):
      game = Game(answer: words.answers[0], puzzle: .custom, language: language)
      try playChallenge(challenge)
    }
    if game != roundAsRead { save() }
  }

  /// The answers of `--word`: one word, or one a board separated by commas (2, 4 or 8), each
  /// accepted by `lists` of its length (nil: none of that length), all of one length, none
  /// twice. The first refusal says which word or why.
  public static func chosenAnswers(
    _ text: String, in language: Language, lists: (Int) -> WordList?
  ) throws(LaunchError) -> [Word] {
    let texts = chosenAnswerTexts(text)
    guard RoundKind.all.contains(where: { $0.boards == texts.count }) else {
      throw .answersForNoBoards(texts.count)
    }
    var answers: [Word] = []
    for text in texts {
      guard let answer = language.word(text), let words = lists(answer.length), words.accepts(answer)
      else {
        throw .wordNotAccepted(text.uppercased(), language)
      }
      guard !answers.contains(answer) else { throw .answerTwice(text.uppercased()) }
      guard answers.first.map({ $0.length == answer.length }) ?? true else { throw .answersOfTwoLengths }
      answers.append(answer)
    }
    return answers
  }

  /// `--word`'s answers as typed, one a board: the text split at its commas, blanks dropped.
  public static func chosenAnswerTexts(_ text: String) -> [String] {
    text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingBlanks() }
  }

  /// Notices about the player's files gathered since the last call.
  public func takeNotices() -> [StorageNotice] { environment.storage.takeNotices() }

  // MARK: Playing

  @discardableResult
  public func type(_ letter: Letter) -> Bool {
    guard game.type(letter) else { return false }
    save()
    return true
  }

  @discardableResult
  public func deleteLetter() -> Bool {
    guard game.deleteLetter() else { return false }
    save()
    return true
  }

  /// Submits the current row; a round that ends here goes into the history at once.
  public func submit() -> Result<PlayedRow, Rejection> {
    let outcome = game.submit(in: words)
    guard case .success = outcome else { return outcome }
    if game.isOver { recordFinished(game) }
    save()
    return outcome
  }

  /// Hard mode for this round and the next ones. Turning it on is refused once a guess was made.
  public func setHardMode(_ on: Bool) -> Result<Void, Game.HardModeRefusal> {
    if !game.isOver {
      if case .failure(let refusal) = game.setHardMode(on) { return .failure(refusal) }
    }
    settings.hardMode = on
    environment.storage.save(settings)
    save()
    return .success(())
  }

  /// What New Game (Ctrl+N) does now. It never gives up a round the player cannot see: away from
  /// unlimited mode it goes back to unlimited, and only the unlimited round on the board can be
  /// given up.
  public var newGamePlan: NewGamePlan {
    guard game.puzzle == .unlimited else { return .switchToUnlimited }
    guard !game.isOver, !game.playedWords.isEmpty else { return .newRound }
    return .newRoundGivingUp(guesses: game.playedWords.count)
  }

  /// New Game: carries out `newGamePlan` (the window asks first when it gives a round up). In
  /// unlimited mode a fresh round replaces the one on the board, which counts as a loss if it had a
  /// guess; from any other round it switches to unlimited mode and resumes its unfinished round.
  public func startNewRound() {
    guard game.puzzle == .unlimited else {
      switchMode(to: .unlimited)
      return
    }
    recordAbandoned(game)
    settings.mode = .unlimited
    environment.storage.save(settings)
    game = newUnlimitedRound()
    save()
  }

  /// Switches between daily and unlimited. The round left behind stays saved to come back to.
  public func switchMode(to mode: PlayMode) {
    settings.mode = mode
    environment.storage.save(settings)
    game = resumeOrStart(mode: mode)
    save()
  }

  /// Plays a friend's challenge (from the command line, a link handed to the running game, or Play a
  /// Challenge). The round on the board stays saved in its own slot, never given up; a challenge in
  /// the other language switches the game to that language. The same challenge again resumes its
  /// round (finished or not); another one of the same length replaces the saved challenge round
  /// (each length has its slot, like unlimited rounds). A word not on its language's list of its
  /// length is refused and nothing changes.
  public func playChallenge(_ challenge: Challenge) throws(LaunchError) {
    let length = challenge.word.length
    let lists = try wordLists(for: challenge.language, length: length)
    do {
      _ = try challenge.checked(against: lists)
    } catch {
      throw .challenge(error)
    }
    if challenge.language != settings.language {
      settings.language = challenge.language
      environment.storage.save(settings)
    }
    let puzzle = Puzzle.challenge(challenge)
    let saved = environment.storage.loadRound(
      puzzle, challenge.language, length: length, kind: challenge.kind, checkedBy: rules)
    game =
      saved?.puzzle == puzzle
      ? saved!
      : newRound(
        answers: challenge.words, puzzle: puzzle, language: challenge.language, kind: challenge.kind)
    save()
  }

  /// Switches the word language; the round of the other language stays saved. A language whose word
  /// lists cannot be loaded is refused with the reason.
  public func switchLanguage(to language: Language) throws(LaunchError) {
    let lists = try wordLists(for: language)
    environment.storage.moveSingleArchiveRound(language, checkedBy: rules)
    settings.language = language
    environment.storage.save(settings)
    words = lists
    game = resumeOrStart(mode: settings.mode)
    save()
  }

  /// How to Play opens by itself once, on the first start that is not a chosen word or day: a
  /// plain one, or a friend's challenge (whose player surely needs the rules: the challenge waits
  /// on the board behind them).
  public var showsHelpAtStart: Bool {
    guard !settings.helpShown else { return false }
    switch launch {
    case .remembered, .challenge: return true
    case .word, .date: return false
    }
  }

  /// Remembers that How to Play has been shown, so it does not open by itself again.
  public func rememberHelpShown() {
    guard !settings.helpShown else { return }
    settings.helpShown = true
    environment.storage.save(settings)
  }

  public func setTheme(_ theme: ThemePreference) {
    settings.theme = theme
    environment.storage.save(settings)
  }

  public func setHighContrast(_ on: Bool) {
    settings.highContrast = on
    environment.storage.save(settings)
  }

  /// The interface's language from the next start (`nil`: the desktop's).
  public func setInterfaceLanguage(_ language: InterfaceLanguage?) {
    settings.interfaceLanguage = language
    environment.storage.save(settings)
  }

  public func setWindowSize(width: Int, height: Int, maximized: Bool) {
    settings.windowWidth = width
    settings.windowHeight = height
    settings.windowMaximized = maximized
    environment.storage.save(settings)
  }

  /// If the calendar date changed while the daily round was open, moves to the new day's puzzle.
  /// Returns true when the round changed.
  @discardableResult
  public func refreshDay() -> Bool {
    guard case .daily(_, let day) = game.puzzle, day != max(environment.today, DailySchedule.firstDay)
    else { return false }
    game = resumeOrStart(mode: .daily)
    save()
    return true
  }

  // MARK: Rounds

  func save() {
    environment.storage.save(round: game)
  }

  /// Another game on this round (the normal game and a `--date` one on today's puzzle) may have
  /// played on while this one could not save it; once it lets the file go, this game's copy is
  /// stale. Called before each key: when the round's file changed since this game last read or
  /// wrote it, the round on disk, checked as at a start, replaces the board's and true is
  /// returned (the caller drops the key, see `BoardPresenter.press`). A file that is gone or set
  /// aside leaves the board's round, saved from the next key on.
  public func followRoundOnDisk() -> Bool {
    let storage = environment.storage
    guard storage.claimRound(of: game) == .changedElsewhere else { return false }
    let round = game
    if let onDisk = storage.loadRound(
      round.puzzle, round.language, length: round.length, checkedBy: rules)
    {
      game = onDisk
    }
    return game != round
  }

  /// The word lists of a language and length (loaded once, then kept); `nil` when they cannot be
  /// read (the error is the one a switch to that language reports).
  public func words(for language: Language, length: Int = Word.standardLength) -> WordList? {
    try? wordLists(for: language, length: length)
  }

  func wordLists(for language: Language, length: Int = Word.standardLength) throws(LaunchError)
    -> WordList
  {
    do {
      return try loadedLists.lists(language, length: length)
    } catch {
      throw .wordList(WordListError(error, language: language))
    }
  }

  /// Keeps `words` the lists of the round on the board. A round of a length whose lists cannot be
  /// loaded is never started (`setWordLength`, `unlimitedLists`), so the lists are there.
  private func followRoundsLength() {
    guard game.language != words.language || game.length != words.length,
      let lists = try? loadedLists.lists(game.language, length: game.length)
    else { return }
    words = lists
  }

  /// The lists unlimited rounds of the chosen length are drawn from, or the five-letter lists when
  /// that length's cannot be loaded (the choice is kept, and tried again at the next round).
  func unlimitedLists() -> WordList {
    let language = settings.language
    return (try? wordLists(for: language, length: settings.roundLength))
      ?? (try? wordLists(for: language)) ?? words
  }

  /// The length of the next unlimited round (4 to 7). The unlimited round on the board, of the old
  /// length, stays saved to come back to; the board moves to a round of the new length. Refused,
  /// with nothing changed, when that length's word lists cannot be loaded.
  public func setWordLength(_ length: Int) throws(LaunchError) {
    precondition(Word.lengths.contains(length), "a word has 4 to 7 letters")
    _ = try wordLists(for: settings.language, length: length)
    settings.roundLength = length
    environment.storage.save(settings)
    guard game.puzzle == .unlimited, game.length != length else { return }
    game = resumeOrStart(mode: .unlimited)
    save()
  }

  /// The saved round of this mode, kind and language, or a new one. A daily round from an
  /// earlier day left unfinished after at least one guess goes on in the archive
  /// (`moveToArchive`).
  func resumeOrStart(mode: PlayMode) -> Game {
    let language = settings.language
    switch mode {
    case .daily:
      let today = environment.today
      let schedule = dailySchedule(language)
      guard let (puzzle, _) = schedule.puzzle(for: max(today, DailySchedule.firstDay)),
        let number = puzzle.dailyNumber
      else {
        preconditionFailure("the first day always has a puzzle")
      }
      let kind = dailyKind(schedule)
      let answers = schedule.answers(for: number, kind: kind)
      let slot = environment.storage.loadRound(
        .daily(number: 0, day: today), language, kind: kind, checkedBy: rules)
      roundAsRead = slot
      if let saved = slot {
        recordIfMissing(saved)
        if saved.puzzle == puzzle { return resumed(saved) }
        moveToArchive(saved)
      }
      // Already in the history (its round file lost or set aside): shown finished when the record
      // kept its rows, and in any case never recorded twice (`record`).
      let shape = environment.shapes(puzzle, kind, Word.standardLength)
      if let finished = knownDailyRecord(number, language: language, shape: shape),
        let replayed = finished.replayed(puzzle: puzzle), replayed.answers == answers
      {
        return replayed
      }
      return newRound(answers: answers, puzzle: puzzle, language: language, kind: kind)
    case .unlimited:
      let lists = unlimitedLists()
      let length = lists.length
      let kind = playable(settings.kind, answers: lists.answers.count)
      let saved = environment.storage.loadRound(
        .unlimited, language, length: length, kind: kind, checkedBy: rules)
      roundAsRead = saved
      if let saved, !saved.isOver {
        return resumed(saved)
      }
      if let saved { recordIfMissing(saved) }
      return newUnlimitedRound()
    }
  }

  /// A saved round nobody has guessed in yet follows the hard-mode setting as it is now (the
  /// player may have changed it while on another mode).
  func resumed(_ saved: Game) -> Game {
    guard saved.playedWords.isEmpty, !saved.isOver, saved.isHardMode != settings.hardMode else { return saved }
    var round = saved
    _ = round.setHardMode(settings.hardMode)
    return round
  }

  func newUnlimitedRound() -> Game {
    let language = settings.language
    let lists = unlimitedLists()
    let length = lists.length
    let kind = playable(settings.kind, answers: lists.answers.count)
    var recent =
      startTail(unlimitedIn: language, length: length)?.recentUnlimitedAnswers(language, length: length)
      ?? syncedHistory().recentUnlimitedAnswers(language, length: length)
    // The round being replaced is already the last record when it was finished or abandoned.
    if game.puzzle == .unlimited, game.language == language, game.length == length,
      !recent.suffix(game.answers.count).elementsEqual(game.answers)
    {
      recent.append(contentsOf: game.answers)
    }
    var generator = InjectedGenerator(source: environment.random)
    let answers = UnlimitedDraw.answers(
      kind.boards, from: lists.answers, avoiding: recent, using: &generator)
    return newRound(answers: answers, puzzle: .unlimited, language: language, kind: kind)
  }

  /// The kind picked, if the list has answers for each of its boards (`RoundKind.fits`); one
  /// board otherwise (a list of a few words, cut short).
  func playable(_ kind: RoundKind, answers: Int) -> RoundKind {
    kind.fits(answers: answers) ? kind : .single
  }

  /// The kind picked, if the schedule has answers for its daily puzzle; one board otherwise.
  func dailyKind(_ schedule: DailySchedule) -> RoundKind {
    schedule.hasAnswers(for: settings.kind) ? settings.kind : .single
  }

  /// The daily schedule of a language (its lists are the session's when it is the round's).
  func dailySchedule(_ language: Language) -> DailySchedule {
    rules.schedule(language) ?? DailySchedule(answers: words.answers)
  }

  /// The kind of round the daily and unlimited modes play, and its statistics show: the one
  /// picked (`Settings.kind`).
  public var kind: RoundKind { settings.kind }

  /// Plays rounds of another kind from now on (one board, or several at once or in sequence).
  /// A daily or unlimited round on the board moves to its mode's round of that kind; the round
  /// of the old kind stays saved to come back to. Any other round (a past day, a challenge, a
  /// chosen word) moves to the daily or unlimited round of the new kind, as the player asked.
  public func setKind(_ kind: RoundKind) {
    guard kind != settings.kind || game.shape.kind != kind else { return }
    settings.kind = kind
    environment.storage.save(settings)
    game = resumeOrStart(mode: game.puzzle.countedMode ?? settings.mode)
    save()
  }
}

/// The word lists loaded so far, by language and length: each loaded on first use and kept for the
/// session.
final class WordListCache {
  private let load: (Language, Int) throws -> WordList
  private var lists: [ListShelf: WordList] = [:]

  init(load: @escaping (Language, Int) throws -> WordList) { self.load = load }

  func lists(_ language: Language, length: Int = Word.standardLength) throws -> WordList {
    let shelf = ListShelf(language: language, length: length)
    if let known = lists[shelf] { return known }
    let loaded = try load(language, length)
    guard loaded.length == length else {
      throw WordListError.malformed(
        path: "\(language.rawValue)/\(WordListLoader.fileName("answers", length))", line: 1,
        text: loaded.answers.first?.text ?? "")
    }
    lists[shelf] = loaded
    return loaded
  }
}

/// What New Game does, given the round on the board.
public enum NewGamePlan: Hashable, Sendable {
  /// Away from unlimited mode: go back to it, resuming its unfinished round if there is one.
  case switchToUnlimited
  /// A fresh unlimited round; nothing is lost.
  case newRound
  /// A fresh unlimited round over the one in progress on the board, which counts as a loss.
  case newRoundGivingUp(guesses: Int)
}

extension GameSession {
  /// A fresh round on `answer`, of one board in the shape its puzzle has
  /// (`SessionEnvironment.shapes`) and with the player's hard-mode setting.
  func newRound(answer: Word, puzzle: Puzzle, language: Language) -> Game {
    newRound(answers: [answer], puzzle: puzzle, language: language)
  }

  /// A fresh round on `answers`, one a board, in `kind`'s shape (`SessionEnvironment.shapes`),
  /// with the player's hard-mode setting when the shape has one board.
  func newRound(answers: [Word], puzzle: Puzzle, language: Language, kind: RoundKind = .single) -> Game {
    Game(
      answers: answers, puzzle: puzzle, language: language, hardMode: settings.hardMode,
      shape: environment.shapes(puzzle, kind, answers[0].length))
  }
}
