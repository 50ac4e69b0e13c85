import FoundationEssentials
import GuessworkEngine
import Localization

/// The timings of the original game: the one place they are written. The view model schedules
/// the reveal and the pause by them; the window's CSS animations take their lengths from here
/// (`AnimationStyle`: data/style.css holds only their keyframes), as do its timers that take an
/// animation's class away.
public enum RoundTiming {
  /// Between one tile of a row starting to turn over and the next.
  public static let flipStagger = Duration.milliseconds(300)
  /// Half a tile's flip: its colour shows from the middle.
  public static let flipHalf = Duration.milliseconds(250)
  /// Between the last tile of a finished round settling and the statistics opening.
  public static let roundEndPause = Duration.milliseconds(2000)
  /// From a row's Enter to its last tile settling, for a row of `length` tiles.
  public static func reveal(length: Int) -> Duration { flipStagger * (length - 1) + flipHalf * 2 }
  /// The same for a five-letter row (1.7 s).
  public static let reveal = reveal(length: Word.standardLength)
  /// A letter typed into its tile.
  public static let pop = Duration.milliseconds(100)
  /// A row the game refused (not a word, hard mode's hints).
  public static let shake = Duration.milliseconds(600)
  /// One tile of the winning row jumping, and between one tile's jump and the next's.
  public static let bounce = Duration.milliseconds(1000)
  public static let bounceStagger = Duration.milliseconds(100)

  /// A duration in whole milliseconds (what CSS and GLib's timers take).
  public static func milliseconds(_ duration: Duration) -> UInt32 {
    let (seconds, attoseconds) = duration.components
    return UInt32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
  }
  /// The longest the midnight watch sleeps: the clock or the time zone may change meanwhile.
  static let dayWatchLimit = Duration.seconds(3600)
}

/// The round's timeline: reveals, the pause before the statistics and midnight, each a delay
/// asked of the scheduler. The window draws the events and reports nothing back.
extension BoardPresenter {
  /// A submitted row: it turns over tile by tile on every board that scored it, all at once
  /// (each tile's colour from the middle of its flip), then settles; without animations it
  /// settles at once.
  func reveal(_ played: PlayedRow) {
    let row = played.row
    revealingRow = row
    // No tile of the row has turned yet: the window draws the row from `row(_:board:)` on the
    // events below, and the count left from the row before would show its colours before any flip.
    turnedTiles = 0
    // A board kept hidden (in sequence) scores the row unseen.
    let boards = played.scores.indices.filter { played.scores[$0] != nil && !isHidden(board: $0) }
    for board in boards {
      events.send(.rowRevealed(board: board, row: row, results: played.scores[board]!.result))
    }
    guard animates else {
      settle(row: row)
      return
    }
    let length = played.word.length
    for column in 0..<length {
      let start = RoundTiming.flipStagger * column
      revealSteps.append(scheduler.schedule(after: start) { [weak self] in
        for board in boards { self?.events.send(.tileTurning(board: board, row: row, column: column)) }
      })
      revealSteps.append(scheduler.schedule(after: start + RoundTiming.flipHalf) { [weak self] in
        guard let self else { return }
        self.turnedTiles = column + 1
        for board in boards { self.events.send(.tileTurned(board: board, row: row, column: column)) }
      })
    }
    revealSteps.append(scheduler.schedule(after: RoundTiming.reveal(length: length)) { [weak self] in
      self?.settle(row: row)
    })
  }

  /// Whether a row is turning over: the board is not replaced under it (midnight waits).
  public var isRevealing: Bool { revealingRow != nil }

  /// The row's last tile has settled: keys take their colours, then a finished round is
  /// celebrated or mourned and the statistics follow after a pause; else the keys held since an
  /// Enter pressed during the reveal are carried out.
  private func settle(row: Int) {
    guard revealingRow == row else { return }
    revealingRow = nil
    revealSteps = []
    settledRows = session.game.currentRow
    events.send(.rowSettled(row: row))
    let game = session.game
    let solvedNow = game.boards.indices.filter { game.boards[$0].solvedRow == row }
    for board in solvedNow { events.send(.solved(board: board, row: row)) }
    // In sequence, the next board appears with the rows so far; at the end, every board.
    if game.shape.isSequence, !solvedNow.isEmpty || game.isOver { events.send(.boardsChanged) }
    switch game.status {
    case .won:
      heldKeys = []
      let praise = Self.winWords[min(row, Self.winWords.count - 1)]
      events.send(.toast(Toast(
        praise,
        // TRANSLATORS: what a screen reader says at a win: %1$s the praise ("Splendid"),
        // %2$s how the round ended ("Solved in 3 guesses").
        spoken: L("%1$s! %2$s", praise, game.resultSentence(meanings: meanings)!))))
      pauseBeforeStatistics()
    case .lost:
      heldKeys = []
      let toast = Toast(
        game.shownAnswer(meanings: meanings), duration: .untilNextAction,
        spoken: game.resultSentence(meanings: meanings))
      stickyToast = toast
      events.send(.lost(answers: game.unsolvedAnswers))
      events.send(.toast(toast))
      pauseBeforeStatistics()
    case .inProgress:
      let keys = heldKeys
      heldKeys = []
      for (index, key) in keys.enumerated() {
        press(key)
        // A held Enter started the next reveal: the keys after it wait for that one.
        if revealingRow != nil {
          heldKeys = Array(keys[(index + 1)...]) + heldKeys
          break
        }
      }
    }
    if dayCheckDue, revealingRow == nil { checkDay() }
  }

  /// The player sees the finished board for a moment before the statistics open (`roundEnded`).
  private func pauseBeforeStatistics() {
    roundEndPause?.cancel()
    roundEndPause = scheduler.schedule(after: RoundTiming.roundEndPause) { [weak self] in
      guard let self else { return }
      self.roundEndPause = nil
      self.events.send(.roundEnded)
      // Nothing took the round's statistics up (no window opened them): the new day comes now.
      if self.newDayWaits && !self.holdsFinishedDay { self.checkDay() }
    }
  }

  /// Stops a reveal at once (a new board replaces it).
  func cancelReveal() {
    for step in revealSteps { step.cancel() }
    revealSteps = []
    revealingRow = nil
    heldKeys = []
  }

  // MARK: A new day

  /// The daily puzzle changes at local midnight while the game stays open: a check just after the
  /// next midnight (re-armed at least every hour, as the clock or time zone may change).
  func watchForNewDay() {
    dayWatch?.cancel()
    guard !isStopped else { return }
    let seconds = session.nextPuzzleStart.timeIntervalSince(session.environment.now())
    let delay = min(max(Duration.seconds(seconds) + .seconds(1), .seconds(1)), RoundTiming.dayWatchLimit)
    dayWatch = scheduler.schedule(after: delay) { [weak self] in self?.checkDay() }
  }

  /// Moves to the new day's puzzle if the date changed while the daily round was open; never under
  /// a row that is still turning over (then once it has settled). The window also calls it when it
  /// comes back to the front, as timers stand still while the machine sleeps.
  public func checkDay() {
    guard !isStopped else { return }
    guard revealingRow == nil else {
      dayCheckDue = true
      return
    }
    dayCheckDue = false
    // A round just finished on an earlier day's puzzle keeps the board while its statistics are
    // about to open or open: the player shares it first.
    if session.game.isOver, session.boardIsEarlierDaily, holdsFinishedDay || roundEndPause != nil {
      newDayWaits = true
      return
    }
    newDayWaits = false
    if session.refreshDay() {
      replace()
      for toast in daysLeftUnfinishedToasts() { events.send(.toast(toast)) }
    }
    watchForNewDay()
  }

  /// Whether any timed work is still to come: a reveal or the pause before the statistics (the
  /// midnight watch, always there until `stop()`, is not counted).
  var hasTimedWork: Bool { !revealSteps.isEmpty || roundEndPause != nil }

  /// The window is gone: nothing of the timeline runs any more.
  func stop() {
    isStopped = true
    for step in revealSteps { step.cancel() }
    revealSteps = []
    roundEndPause?.cancel()
    roundEndPause = nil
    dayWatch?.cancel()
    dayWatch = nil
  }

  /// Whether the midnight watch is armed (for tests).
  public var watchesForNewDay: Bool { dayWatch != nil }
}
