import FoundationEssentials
import GuessworkEngine
import Localization

/// The statistics window: its figures for the mode, language and length shown, the round just
/// finished with its meaning and share text, the countdown to the next daily puzzle, and Reset.
public final class StatisticsPresenter {
  let session: GameSession
  let scheduler: any Scheduler
  let events: BoardEvents
  let review: ReviewPresenter
  /// The dictionary a finished round's answer is read in; `nil`: no meanings shown.
  let meanings: WordMeanings?
  /// The ticking countdowns (`watchCountdown`); all cancelled by `stop()`.
  private var countdowns: [Countdown] = []
  private var isStopped = false

  init(
    session: GameSession, scheduler: any Scheduler, events: BoardEvents, review: ReviewPresenter,
    meanings: WordMeanings?
  ) {
    self.session = session
    self.scheduler = scheduler
    self.events = events
    self.review = review
    self.meanings = meanings
  }

  /// The statistics window's content; unlimited statistics of `length` when given (the window's
  /// length buttons), else of the round's length. The round just finished is highlighted only
  /// among its own length's figures.
  public func presentation(length chosen: Int? = nil) -> StatisticsPresentation {
    let game = session.game
    let mode = session.statisticsMode
    let length = mode == .unlimited ? chosen ?? session.statisticsLength : Word.standardLength
    let counted = game.puzzle.countedMode == mode && (mode == .daily || game.length == length)
    var presentation = StatisticsPresentation(
      mode: mode, language: session.settings.language,
      statistics: session.statistics(for: mode, length: length),
      highlightedRow: counted && game.status == .won ? game.currentRow : nil,
      puzzleTitle: game.isOver ? game.puzzle.dailyNumber.map { number in
        game.shape.boards > 1
          // TRANSLATORS: a finished daily puzzle of several boards: %1$s its kind, %2$d its number.
          ? L("Guesswork %1$s #%2$d", game.shape.kind.displayName, number) : L("Guesswork #%d", number)
      } : nil,
      answer: game.status == .lost ? game.shownAnswer(meanings: meanings) : nil,
      result: game.resultSentence(meanings: meanings),
      canShare: game.isOver,
      offersNewRound: game.puzzle.countedMode != .daily,
      showsCountdown: mode == .daily && game.puzzle.countedMode == .daily && game.isOver,
      note: StatisticsPresentation.note(for: game.puzzle),
      review: review.subject(
        statisticsOf: mode, language: session.settings.language, length: length,
        kind: session.statisticsKind(for: mode)))
    if mode == .daily { presentation.archive = session.archiveStatistics }
    if mode == .unlimited { presentation.length = length }
    presentation.kind = session.statisticsKind(for: mode)
    presentation.recent = RecentChartPresentation(session.recentResults(for: mode, length: length))
    presentation.meaning = meaning
    if game.isOver, game.puzzle.countedMode == nil {
      presentation.round = RoundSummary(game, title: GameViewModel.subtitle(of: game))
    }
    return presentation
  }

  /// The meaning of the answer of the round on the board, once it is over; `nil` while it is
  /// played (the dictionary is not even read then) or when the game was given no dictionary.
  public var meaning: MeaningPresentation? {
    meanings.flatMap { MeaningPresentation(round: review.finishedRound, meanings: $0) }
  }

  /// The share text of the finished round, coloured as the player sees the board.
  public func shareText(darkTheme: Bool) -> String? {
    session.shareText(style: ShareStyle(darkTheme: darkTheme, highContrast: session.settings.highContrast))
  }

  /// What Copy Results (Ctrl+C) does: the share text to put on the clipboard and what to say, or,
  /// while the round goes on, only why there is nothing yet (the original game has no such
  /// shortcut; a key that does nothing would leave the player guessing).
  public func copiedResult(darkTheme: Bool) -> (text: String?, toast: Toast) {
    guard let text = shareText(darkTheme: darkTheme) else {
      // TRANSLATORS: said when Ctrl+C (Copy Results) is pressed before the round is over.
      return (nil, Toast(L("The results can be copied once the round is over")))
    }
    return (text, Toast(L("Copied results to clipboard")))
  }

  /// Deletes the statistics of the shown mode and language only.
  public func reset() {
    session.resetStatistics(for: session.statisticsMode)
    events.send(.statisticsReset)
  }

  // MARK: The countdown

  /// Shows the time until the next daily puzzle now and each time it changes (on the second),
  /// until `show` returns false or the returned task is cancelled.
  @discardableResult
  public func watchCountdown(_ show: @escaping (String) -> Bool) -> any ScheduledTask {
    let countdown = Countdown(show: show)
    countdowns.removeAll { $0.isCancelled }
    countdowns.append(countdown)
    tick(countdown)
    return countdown
  }

  private func tick(_ countdown: Countdown) {
    guard !countdown.isCancelled, !isStopped else { return }
    let left = session.nextPuzzleStart.timeIntervalSince(session.environment.now())
    // A round finished after midnight on the day before's puzzle: the next one is out already.
    let text = session.boardIsEarlierDaily ? L("Out now") : TimeFormat.clock(seconds: max(0, Int(left)))
    guard countdown.show(text) else {
      countdown.cancel()
      return
    }
    // The shown second changes when the time left passes its next whole second.
    let fraction = left - left.rounded(.down)
    let delay = Duration.seconds(fraction > 0.001 ? fraction : 1) + .milliseconds(5)
    countdown.next = scheduler.schedule(after: delay) { [weak self, weak countdown] in
      guard let self, let countdown else { return }
      self.tick(countdown)
    }
  }

  /// Whether a countdown still ticks.
  var hasTimedWork: Bool { countdowns.contains { !$0.isCancelled } }

  /// The window is gone: no countdown ticks any more.
  func stop() {
    isStopped = true
    for countdown in countdowns { countdown.cancel() }
    countdowns = []
  }
}

/// A ticking countdown: `cancel()` stops it.
final class Countdown: ScheduledTask {
  let show: (String) -> Bool
  var next: (any ScheduledTask)?
  private(set) var isCancelled = false

  init(show: @escaping (String) -> Bool) { self.show = show }

  func cancel() {
    isCancelled = true
    next?.cancel()
    next = nil
  }
}
