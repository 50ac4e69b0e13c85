import FoundationEssentials
import GuessworkEngine
import Localization

/// Turns the game session into what the main window shows and animates.
///
/// Widgets read `tiles`, `keyState(for:)` and `subtitle`, forward every key press here, and draw
/// the `BoardEvent`s they are sent; they report nothing back. The view model owns the round's
/// timeline through its `Scheduler` (`RoundTimeline.swift`): each tile of a reveal turning over,
/// the row settling (keys take their colours only then; an Enter pressed meanwhile waits for it,
/// letters go straight into the next row), the pause before the statistics, midnight, and the
/// statistics' countdown.
public final class GameViewModel {
  let session: GameSession
  let scheduler: any Scheduler
  /// Called for every event, in order.
  public var onEvent: ((BoardEvent) -> Void)?
  /// Whether rows turn over tile by tile (the desktop's animation switch, an input the window
  /// sets): when off, a submitted row settles at once.
  public var animates = false
  /// The dictionary the statistics read a finished round's answer in (`StatisticsPresentation
  /// .meaning`); `nil`: no meanings shown (tests that are not about them).
  public var meanings: WordMeanings?

  /// Rows whose reveal has finished; keys are coloured from these rows only.
  public internal(set) var settledRows: Int {
    didSet { keyHints = KeyboardHints(session.game.guesses.prefix(settledRows)) }
  }
  /// The best state of each letter in the settled rows: worked out once per settled row, not per
  /// key drawn.
  private var keyHints: KeyboardHints
  /// The row being revealed, if any, and how many of its tiles show their colour so far.
  public internal(set) var revealingRow: Int?
  var turnedTiles = 0
  /// Keys pressed during a reveal from an Enter on: they wait for the reveal to end and are then
  /// carried out in order, so a fast player's "slate⏎moist⏎" loses nothing.
  var heldKeys: [Key] = []
  /// The persistent toast (the answer after a loss), cleared by the next action.
  public internal(set) var stickyToast: Toast?
  /// The work the timeline has scheduled: the reveal's steps, the pause before the statistics,
  /// the midnight watch and countdowns; all cancelled by `stop()`.
  var revealSteps: [any ScheduledTask] = []
  var roundEndPause: (any ScheduledTask)?
  var dayWatch: (any ScheduledTask)?
  var countdowns: [Countdown] = []
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
  public init(session: GameSession, scheduler: any Scheduler) {
    self.session = session
    self.scheduler = scheduler
    settledRows = session.game.guesses.count
    keyHints = KeyboardHints(session.game.guesses.prefix(session.game.guesses.count))
    watchForNewDay()
  }

  /// Notices from loading the player's files, to show once the window is up.
  public func startupToasts() -> [Toast] {
    session.takeNotices().map { Toast($0.text, duration: .long) } + daysLeftUnfinishedToasts()
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

  public var game: Game { session.game }

  /// How many tiles each row of the board has: the round's length.
  public var rowLength: Int { session.game.length }
  public var language: Language { session.game.language }
  public var settings: Settings { session.settings }

  // MARK: What the window shows

  /// The 6×5 board, row by row.
  public var tiles: [[Tile]] {
    (0..<Game.maximumGuesses).map(row)
  }

  public func row(_ index: Int) -> [Tile] {
    let game = session.game
    let length = game.length
    if index < game.guesses.count {
      let guess = game.guesses[index]
      // A row turning over shows each tile's colour from the middle of its flip.
      let turned = index == revealingRow ? turnedTiles : length
      return (0..<length).map { column in
        Tile(letter: guess.word[column], state: column < turned ? .revealed(guess.result[column]) : .typed)
      }
    }
    if index == game.guesses.count {
      return (0..<length).map { column in
        column < game.input.count ? Tile(letter: game.input[column], state: .typed) : .empty
      }
    }
    return Array(repeating: .empty, count: length)
  }

  /// The colour of a key: the best state its letter showed in a row that has finished revealing.
  public func keyState(for letter: Letter) -> LetterState? { keyHints[letter] }

  /// The on-screen keyboard of the round's language.
  public var keyboardRows: [[Key]] { KeyboardLayout.rows(for: language) }

  /// What a screen reader says for a key, e.g. "A, correct" or "Q".
  public func accessibleLabel(for key: Key) -> String {
    switch key {
    case .enter: return Lp("key", "Enter")
    case .backspace: return Lp("key", "Backspace")
    case .letter(let letter):
      guard let state = keyState(for: letter) else { return letter.display }
      return state.spoken(letter)
    }
  }

  /// The round under the title, e.g. "Daily #326 · Hard mode".
  public var subtitle: String {
    let game = session.game
    var parts: [String] = []
    switch game.puzzle {
    case .daily(let number, _): parts.append(L("Daily #%d", number))
    // TRANSLATORS: %1$d is the puzzle's number, %2$s its date.
    case .archive(let number, let day): parts.append(L("Puzzle #%1$d · %2$s", number, LocalDate.text(day)))
    case .unlimited: parts.append(Lp("mode", "Unlimited"))
    case .custom: parts.append(L("Chosen word"))
    case .challenge(let challenge): parts.append(L("Challenge %s", challenge.code))
    }
    if game.length != Word.standardLength { parts.append(PreferencesPresentation.lettersName(game.length)) }
    if game.language != .english { parts.append(game.language.displayName) }
    if game.isHardMode { parts.append(L("Hard mode")) }
    // TRANSLATORS: the separator between the parts of the subtitle ("Daily #74 · Hard mode").
    return parts.joined(separator: L(" · "))
  }

  public var isRoundOver: Bool { session.game.isOver }

  // MARK: Input

  /// A key from the physical or the on-screen keyboard.
  public func press(_ key: Key) {
    // Letters typed while a row turns over go straight into the next row; an Enter must wait for
    // the reveal, and so must every key after it.
    if revealingRow != nil, key == .enter || !heldKeys.isEmpty {
      heldKeys.append(key)
      return
    }
    clearStickyToast()
    if session.game.isOver {
      // A finished board takes no more letters: say what comes next (not while the last row is
      // still turning over, which would give the result away).
      if key != .backspace, revealingRow == nil { emit(.toast(finishedBoardToast)) }
      return
    }
    switch key {
    case .letter(let letter):
      let column = session.game.input.count
      if session.type(letter) {
        emit(.letterTyped(row: session.game.currentRow, column: column))
      }
    case .backspace:
      let row = session.game.currentRow
      if session.deleteLetter() { emit(.letterDeleted(row: row, column: session.game.input.count)) }
    case .enter:
      submit()
    }
  }

  /// A typed character: a letter of the round's language (accents are ignored) is pressed; others
  /// are dropped. Returns whether the character was a letter the game takes (the window then
  /// consumes the key; any other key is left to the rest of GTK).
  @discardableResult
  public func type(_ character: Character) -> Bool {
    guard let letter = letter(character) else { return false }
    press(.letter(letter))
    return true
  }

  /// Whether `type` would take the character: a letter of the round's language.
  public func accepts(_ character: Character) -> Bool { letter(character) != nil }

  private func letter(_ character: Character) -> Letter? {
    guard let letter = Letter(character), language.uses(letter) else { return nil }
    return letter
  }

  private func submit() {
    let row = session.game.currentRow
    switch session.submit() {
    case .failure(let rejection):
      if rejection == .roundIsOver { return }
      emit(.rowRejected(row: row))
      emit(.toast(Toast(rejection.text)))
    case .success(let guess):
      reveal(row: row, results: guess.result)
    }
  }

  /// The answer after a loss stays until the player's next action, which takes it away.
  private func clearStickyToast() {
    guard stickyToast != nil else { return }
    stickyToast = nil
    emit(.stickyToastDismissed)
  }

  func emit(_ event: BoardEvent) {
    onEvent?(event)
  }
}
