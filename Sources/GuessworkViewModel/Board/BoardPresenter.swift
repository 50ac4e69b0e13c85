import FoundationEssentials
import GuessworkEngine
import Localization

/// The board and the keyboard: what their tiles and keys show, the keys a player presses, and the
/// round's timeline (`RoundTimeline.swift`): each tile of a reveal turning over, the row settling
/// (keys take their colours only then; an Enter pressed meanwhile waits for it, letters go
/// straight into the next row), the pause before the statistics, and midnight.
///
/// A round may have several boards (`RoundShape.boards`): one typed row goes into each board still
/// played, and one timeline turns a submitted row over on every board at once. Widgets read
/// `tiles(board:)`, `keyState(for:)` (or `keyState(for:board:)`) and draw the `BoardEvent`s they
/// hear, each naming its board; they report nothing back but keys.
public final class BoardPresenter {
  let session: GameSession
  let scheduler: any Scheduler
  let events: BoardEvents
  /// Where a lost round's answer is spelled as written (`PIÈCE`).
  let meanings: WordMeanings?
  /// Whether rows turn over tile by tile (the desktop's animation switch, an input the window
  /// sets): when off, a submitted row settles at once.
  public var animates = false

  /// Rows whose reveal has finished; keys are coloured from these rows only.
  public internal(set) var settledRows: Int {
    didSet { keyHints = BoardPresenter.hints(session.game, rows: settledRows) }
  }
  /// The best state of each letter in the settled rows, each board's and the round's (the best
  /// of any board): worked out once per settled row, not per key drawn.
  private var keyHints: (boards: [KeyboardHints], round: KeyboardHints)
  /// The row being revealed, if any, and how many of its tiles show their colour so far.
  public internal(set) var revealingRow: Int?
  var turnedTiles = 0
  /// Keys pressed during a reveal from an Enter on: they wait for the reveal to end and are then
  /// carried out in order, so a fast player's "slate⏎moist⏎" loses nothing.
  var heldKeys: [Key] = []
  /// The board the player picked to see alone on the keyboard (`pick(board:)`), if any; a new
  /// round lets it go.
  public internal(set) var pickedBoard: Int?
  /// The persistent toast (the answer after a loss), cleared by the next action.
  public internal(set) var stickyToast: Toast?
  /// The work the timeline has scheduled: the reveal's steps, the pause before the statistics and
  /// the midnight watch; all cancelled by `stop()`.
  var revealSteps: [any ScheduledTask] = []
  var roundEndPause: (any ScheduledTask)?
  var dayWatch: (any ScheduledTask)?
  /// Midnight came during a reveal: the board moves to the new puzzle once the row has settled.
  var dayCheckDue = false
  /// Set by the window while the statistics are open: a daily round finished just before (or
  /// across) midnight stays on the board, its result and Share with it, until they close; the new
  /// day's puzzle comes then (`checkDay`).
  public var holdsFinishedDay = false {
    didSet { if !holdsFinishedDay && newDayWaits { checkDay() } }
  }
  /// A new day came while a finished daily round was held.
  var newDayWaits = false
  var isStopped = false

  /// What a win on each row is called, first row first.
  public static var winWords: [String] {
    [L("Genius"), L("Magnificent"), L("Impressive"), L("Splendid"), L("Great"), L("Phew")]
  }

  /// Starts watching the calendar at once (`watchForNewDay`): the daily puzzle changes at midnight.
  init(session: GameSession, scheduler: any Scheduler, events: BoardEvents, meanings: WordMeanings?) {
    self.session = session
    self.scheduler = scheduler
    self.events = events
    self.meanings = meanings
    settledRows = session.game.currentRow
    keyHints = BoardPresenter.hints(session.game, rows: session.game.currentRow)
    watchForNewDay()
  }

  var language: Language { session.game.language }

  // MARK: What the board shows

  /// A board, row by row (its shape's rows of its letters).
  public func tiles(board: Int) -> [[Tile]] {
    (0..<session.game.shape.rows).map { row($0, board: board) }
  }

  /// The round's boards, rows and letters.
  public var shape: RoundShape { session.game.shape }

  /// A row of a board: the rows it scored, then the row being typed while the board is still
  /// played; a solved board's rows after its answer stay empty.
  public func row(_ index: Int, board: Int) -> [Tile] {
    let game = session.game
    let length = game.length
    if isHidden(board: board) { return Array(repeating: .empty, count: length) }
    let scored = game.boards[board].guesses
    if index < scored.count {
      let guess = scored[index]
      // A row turning over shows each tile's colour from the middle of its flip.
      let turned = index == revealingRow ? turnedTiles : length
      return (0..<length).map { column in
        Tile(letter: guess.word[column], state: column < turned ? .revealed(guess.result[column]) : .typed)
      }
    }
    if index == game.currentRow, !game.boards[board].isSolved {
      return (0..<length).map { column in
        column < game.input.count ? Tile(letter: game.input[column], state: .typed) : .empty
      }
    }
    return Array(repeating: .empty, count: length)
  }

  /// The boards a typed row shows on: those not solved yet and not hidden (`isHidden(board:)`).
  var playedBoards: [Int] {
    session.game.boards.indices.filter { !session.game.boards[$0].isSolved && !isHidden(board: $0) }
  }

  /// The colour of a key for the round: the best state its letter showed on any board, in a row
  /// that has finished revealing.
  public func keyState(for letter: Letter) -> LetterState? { keyHints.round[letter] }

  /// The colour of a key for one board: the best state its letter showed there.
  public func keyState(for letter: Letter, board: Int) -> LetterState? { keyHints.boards[board][letter] }

  /// Each board's hints and the round's from the first `rows` rows.
  static func hints(_ game: Game, rows: Int) -> (boards: [KeyboardHints], round: KeyboardHints) {
    let boards = game.boards.map { KeyboardHints($0.guesses.prefix(rows)) }
    if boards.count == 1 { return (boards, boards[0]) }
    var round = KeyboardHints()
    for board in boards { round.record(board) }
    return (boards, round)
  }

  /// The on-screen keyboard of the round's language.
  public var keyboardRows: [[Key]] { KeyboardLayout.rows(for: language) }

  /// What a screen reader says for a key, e.g. "A, correct" or "Q".
  public func accessibleLabel(for key: Key) -> String {
    switch key {
    case .enter: return Lp("key", "Enter")
    case .backspace: return Lp("key", "Backspace")
    case .letter(let letter):
      if splitsKeys { return splitKeyLabel(letter) }
      guard let state = wholeKeyState(for: letter) else { return letter.display }
      return state.spoken(letter)
    }
  }

  // MARK: Input

  /// A dead key or Compose sequence being typed, and the letter typed last (with its marks) for
  /// a combining mark that follows it.
  private var composer = KeyComposer()
  private var lastTyped: Character?

  /// A key from the physical or the on-screen keyboard.
  public func press(_ key: Key) {
    // A key pressed (or clicked) ends a sequence being composed, and a mark typed after it has no
    // letter to go with.
    composer.cancel()
    lastTyped = nil
    // Letters typed while a row turns over go straight into the next row; an Enter must wait for
    // the reveal, and so must every key after it.
    if revealingRow != nil, key == .enter || !heldKeys.isEmpty {
      heldKeys.append(key)
      return
    }
    clearStickyToast()
    if session.followRoundOnDisk() {
      // Another window played this round on while this one could not save it: its rows are the
      // round now. The key is dropped, not typed into them: it was chosen looking at other rows
      // (a word the other window may have played already), and the board the player sees changed.
      replace()
      events.send(.toast(Self.roundLoadedToast))
      return
    }
    if session.game.isOver {
      // A finished board takes no more letters: say what comes next (not while the last row is
      // still turning over, which would give the result away).
      if key != .backspace, revealingRow == nil { events.send(.toast(finishedBoardToast)) }
      return
    }
    switch key {
    case .letter(let letter):
      let column = session.game.input.count
      if session.type(letter) {
        let row = session.game.currentRow
        for board in playedBoards { events.send(.letterTyped(board: board, row: row, column: column)) }
      }
    case .backspace:
      let row = session.game.currentRow
      if session.deleteLetter() {
        let column = session.game.input.count
        for board in playedBoards { events.send(.letterDeleted(board: board, row: row, column: column)) }
      }
    case .enter:
      submit()
    }
  }

  /// A typed character: a letter of the round's language (accents are ignored) is pressed; others
  /// are dropped. Returns whether the character was a letter the game takes (the window then
  /// consumes the key; any other key is left to the rest of GTK).
  /// A dead key, the Compose key, or a combining mark after a letter compose an accented letter
  /// first (`KeyComposer`): a German Ä typed that way is an Ä.
  @discardableResult
  public func type(_ character: Character) -> Bool {
    if KeyComposer.isCombiningMark(character), !composer.isComposing {
      return addMark(character.unicodeScalars.first!)
    }
    let wasComposing = composer.isComposing
    guard let composed = composer.compose(character) else { return wasComposing }
    let letters = language.letters(typed: composed)
    let before = session.game.input.count
    for letter in letters { press(.letter(letter)) }
    // A mark may follow the letter just typed (not one held behind a reveal, nor one a full row
    // did not take).
    lastTyped = letters.count == 1 && session.game.input.count == before + 1 ? composed : nil
    return !letters.isEmpty || wasComposing
  }

  /// A dead key: its mark goes on the next letter typed.
  public func deadKey(_ mark: Unicode.Scalar) {
    composer.deadKey(mark)
    lastTyped = nil
  }

  /// The Compose key: a mark and a letter follow, in either order.
  public func composeKey() {
    composer.composeKey()
    lastTyped = nil
  }

  /// Leaves a sequence being composed (Backspace during one: the sequence goes, not a letter).
  public func cancelComposing() { composer.cancel() }

  /// Whether a dead key or the Compose key waits for the next character (which the window then
  /// gives to `type`, whatever it is).
  public var isComposing: Bool { composer.isComposing }

  /// A combining mark typed after a letter: the letter becomes the marked one when the language
  /// reads them differently (`a` and U+0308 are an Ä in German, an A in Spanish).
  private func addMark(_ mark: Unicode.Scalar) -> Bool {
    guard let last = lastTyped else { return false }
    let joined = KeyComposer.joined(last, mark)
    let was = language.letters(typed: last)
    let now = language.letters(typed: joined)
    if now.count == 1, now != was {
      press(.backspace)
      press(.letter(now[0]))
    }
    lastTyped = joined
    return true
  }

  /// Whether `type` would take the character: a letter of the round's language as that language
  /// reads it (`é` is an E, `ä` an A outside German, German's `ß` two S).
  public func accepts(_ character: Character) -> Bool { !language.letters(typed: character).isEmpty }

  private func submit() {
    let row = session.game.currentRow
    switch session.submit() {
    case .failure(let rejection):
      if rejection == .roundIsOver { return }
      for board in playedBoards { events.send(.rowRejected(board: board, row: row)) }
      events.send(.toast(Toast(rejection.text)))
    case .success(let played):
      reveal(played)
    }
  }

  /// The answer after a loss stays until the player's next action, which takes it away.
  private func clearStickyToast() {
    guard stickyToast != nil else { return }
    stickyToast = nil
    events.send(.stickyToastDismissed)
  }

  /// Said when a key is pressed on a finished board: what comes next.
  public var finishedBoardToast: Toast {
    switch session.game.puzzle {
    case .daily:
      let next = TimeFormat.clock(seconds: session.secondsUntilNextPuzzle, padHours: false)
      // TRANSLATORS: on a finished daily board; %s is the time left ("5:12:03"). One line at 360
      // pixels: the header's Play Unlimited says what else there is.
      return Toast(L("Next puzzle in %s", next))
    case .unlimited:
      return Toast(L("Round over · Ctrl+N: new word"))
    case .archive, .custom, .challenge:
      return Toast(L("Round over · Ctrl+N: Unlimited"))
    }
  }

  /// Said when the round on the board was replaced by its file, which another window played on.
  static var roundLoadedToast: Toast {
    // TRANSLATORS: shown over the board when another Guesswork window played the same round
    // while this one could not save it; the board now shows that window's rows.
    Toast(L("This round was played on in another window; its rows were loaded."), duration: .long)
  }

  /// The session's round changed as a whole (a new round, another mode, language or day): whatever
  /// the timeline had for the old one stops, and the window redraws without animation.
  func replace() {
    cancelReveal()
    roundEndPause?.cancel()
    roundEndPause = nil
    stickyToast = nil
    pickedBoard = nil
    settledRows = session.game.currentRow
    events.send(.boardReplaced)
  }

  /// What the player is told of daily puzzles the day ended on before they were finished: a line
  /// short enough for the message strip at 360 pixels, the whole rule for screen readers.
  func daysLeftUnfinishedToasts() -> [Toast] {
    session.takeDaysLeftUnfinished().map { number in
      // TRANSLATORS: shown at midnight over the board; %d is a daily puzzle number, the Archive
      // the item of the main menu. Keep it short: it must fit one line of a narrow window.
      Toast(L("Daily #%d waits in the Archive", number), duration: .long, spoken: Self.unfinishedRule(number))
    }
  }

  static func unfinishedRule(_ number: Int) -> String {
    // TRANSLATORS: what a screen reader says at midnight; %d is a daily puzzle number.
    L("Daily #%d was not finished before midnight. It is not counted as a loss: finish it from the Archive.", number)
  }
}

extension GameSession {
  /// Until the next daily puzzle comes out.
  var secondsUntilNextPuzzle: Int {
    max(0, Int(nextPuzzleStart.timeIntervalSince(environment.now())))
  }

  /// Whether the board holds the daily puzzle of a day that is over (the next one is out).
  var boardIsEarlierDaily: Bool {
    guard case .daily(_, let day) = game.puzzle else { return false }
    return day < environment.today
  }
}

extension Game {
  /// How a finished round ended, as one sentence; `nil` while it goes on.
  func resultSentence(meanings: WordMeanings?) -> String? {
    switch status {
    case .won:
      let count = currentRow
      // TRANSLATORS: how a won round ended; %d is the number of guesses.
      return Ln("Solved in %d guess", "Solved in %d guesses", count, count)
    case .lost where unsolvedAnswers.count > 1:
      // TRANSLATORS: how a lost round of several boards ended; %s lists the answers not found
      // ("CRANE, SLATE").
      return L("The answers were %s", shownAnswer(meanings: meanings))
    case .lost: return L("The answer was %s", shownAnswer(meanings: meanings))
    case .inProgress: return nil
    }
  }
}

extension Game {
  /// The answer as the end of a round shows it: in capitals, as it is written where the lists say
  /// (`PIÈCE` for PIECE, `STRASSE` for Straße), else its letters; a lost round of several boards
  /// shows each answer not found.
  func shownAnswer(meanings: WordMeanings?) -> String {
    let answers = isOver && status == .lost ? unsolvedAnswers : [answer]
    return answers.map { WordMeanings.shown($0, in: language, meanings) }.joined(separator: L(", "))
  }

  /// The answers of the boards not solved, in board order.
  var unsolvedAnswers: [Word] { boards.filter { !$0.isSolved }.map(\.answer) }
}
