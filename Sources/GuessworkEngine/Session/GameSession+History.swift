import FoundationEssentials

/// The session's history: the figures the statistics show, and how a finished round is recorded.
///
/// The whole history is read in the background from the start (`Storage.openHistory`); what the
/// start itself must decide (is today's puzzle recorded? which unlimited words came last?) it
/// reads from the file's end (`HistoryTail`), so a history of a million games never holds up the
/// window. Games finished before the whole read is taken are appended behind it and added to it
/// when it is.
extension GameSession {
  /// Statistics of a mode in the current language (unlimited: of `length`, by default the
  /// round's, or the length chosen for the next round when the board holds another kind of round).
  public func statistics(for mode: PlayMode, length: Int? = nil) -> Statistics {
    let today = DailySchedule.number(for: environment.today)
    let length = length ?? statisticsLength
    return syncedHistory().statistics(
      mode, language: settings.language, length: length,
      shape: statisticsShape(for: mode, length: length), todaysPuzzle: today)
  }

  /// The shape whose statistics belong with `mode` and `length`: the board's round's when it
  /// counts there, else the picked kind's (`Settings.kind`).
  func statisticsShape(for mode: PlayMode, length: Int) -> RoundShape {
    if statisticsMode == mode, game.length == length {
      return game.shape
    }
    let puzzle: Puzzle = mode == .daily ? .daily(number: 1, day: environment.today) : .unlimited
    let kind = mode == .daily ? dailyKind(dailySchedule(settings.language)) : settings.kind
    return environment.shapes(puzzle, kind, mode == .daily ? Word.standardLength : length)
  }

  /// The kind of round whose statistics belong with `mode`: the board's round's when it counts
  /// there, else the one picked.
  public func statisticsKind(for mode: PlayMode) -> RoundKind {
    statisticsShape(for: mode, length: statisticsLength).kind
  }

  /// The length whose unlimited statistics belong with the round on the board.
  public var statisticsLength: Int {
    game.puzzle == .unlimited ? game.length : settings.roundLength
  }

  /// The statistics' chart of recent play of a mode in the current language (unlimited: of
  /// `length`, by default `statisticsLength`).
  public func recentResults(for mode: PlayMode, length: Int? = nil) -> RecentResults {
    let today = DailySchedule.number(for: environment.today)
    let length = length ?? statisticsLength
    return syncedHistory().recentResults(
      mode, language: settings.language, length: length,
      shape: statisticsShape(for: mode, length: length), todaysPuzzle: today)
  }

  /// Deletes the history of one mode in the current language, and nothing else: here at once,
  /// in the file in the background (as it is on disk then, so games another process added
  /// meanwhile stay).
  public func resetStatistics(for mode: PlayMode) {
    let language = settings.language
    let removing: @Sendable (GameRecord) -> Bool = { $0.mode == mode && $0.language == language }
    syncedHistory()
    historyStore!.removeAll(mode, language: language)
    environment.storage.rewriteHistory(removing: removing)
  }

  /// The share text of the finished round.
  public func shareText(style: ShareStyle) -> String? {
    GuessworkEngine.shareText(for: game, style: style)
  }

  /// The mode whose statistics belong with the current round (an archive round's are the daily
  /// ones, where its Archive line is).
  public var statisticsMode: PlayMode {
    if case .archive = game.puzzle { return .daily }
    return game.puzzle.countedMode ?? settings.mode
  }

  /// The Archive line of the daily statistics in the current language.
  public var archiveStatistics: ArchiveStatistics {
    syncedHistory().archiveStatistics(
      settings.language, shape: statisticsShape(for: .daily, length: Word.standardLength))
  }

  /// The end of the history while the whole of it is still being read (nil once it is read: the
  /// whole history answers then, without waiting). Enough for every game finished in the last
  /// `tailSpan` (and since `since`, when that is earlier) and, when a language is named, its last
  /// unlimited answers.
  func startTail(
    since: Date? = nil, unlimitedIn language: Language?, length: Int = Word.standardLength
  ) -> HistoryTail? {
    guard historyStore == nil, !environment.storage.hasOpenedHistory else { return nil }
    let recent = environment.now().addingTimeInterval(-GameSession.tailSpan)
    let wanted = since.map { Swift.min($0, recent) } ?? recent
    if let tail = historyTail, tail.covers(wanted),
      language.map({ tail.knowsRecentUnlimited($0, length: length) }) ?? true
    {
      return tail
    }
    // A read further back holds all the last one held.
    let from = historyTail?.since.map { Swift.min($0, wanted) } ?? wanted
    guard
      var tail = environment.storage.readHistoryTail(
        since: from, unlimitedIn: language, length: length, checkedBy: rules)
    else { return nil }
    // Games finished since are still queued behind the whole read.
    for record in recordedBeforeHistory { tail.append(record) }
    historyTail = tail
    return tail
  }

  /// How far back the start reads the history's end: yesterday's and today's puzzles wherever they
  /// began (up to 74 hours ago, a day that starts first in UTC+14 seen from UTC-12), with room.
  static let tailSpan: TimeInterval = 4 * 86_400

  /// What the history says of a daily puzzle without waiting for its whole read: the whole
  /// history once it is read; else the history's end back to the puzzle's first moment anywhere,
  /// which holds every record of it (a returning player, `--date`: a few games since that day,
  /// not a million read on the main thread). `unknown` when that end is more than the start
  /// reads (thousands of games since): the caller waits, or leaves the question to the read.
  func lookUpDaily(_ number: Int, language: Language, shape: RoundShape = .dailyPuzzle) -> DailyLookup {
    if historyStore != nil || environment.storage.hasOpenedHistory {
      return DailyLookup(syncedHistory().dailyRecord(number, language: language, shape: shape))
    }
    guard let today = DailySchedule.number(for: environment.today) else { return .unknown }
    if number >= today - 1 {
      // Today's and yesterday's are in the usual tail, even a cut one (a sparse file's end:
      // damage the whole read sets aside).
      guard let tail = startTail(unlimitedIn: nil) else { return .unknown }
      return DailyLookup(tail.dailyRecord(number, language: language, shape: shape))
    }
    let since = DailySchedule.earliestFinish(of: number)
    guard let tail = startTail(since: since, unlimitedIn: nil), tail.covers(since) else {
      return .unknown
    }
    return DailyLookup(tail.dailyRecord(number, language: language, shape: shape))
  }

  /// A daily puzzle's record (of one board, or of `shape`'s boards), waiting for the whole
  /// history only when its end cannot tell (`lookUpDaily`).
  func knownDailyRecord(_ number: Int, language: Language, shape: RoundShape = .dailyPuzzle) -> GameRecord? {
    switch lookUpDaily(number, language: language, shape: shape) {
    case .recorded(let record): record
    case .notRecorded: nil
    case .unknown: syncedHistory().dailyRecord(number, language: language, shape: shape)
    }
  }

  /// Whether the history has been read: asking for it, or for statistics, would not wait. The
  /// window asks before it shows what only the history can tell (the menu's Review), so a long
  /// history never holds it up.
  public var isHistoryReady: Bool {
    historyStore != nil || environment.storage.hasOpenedHistory
  }

  /// Calls `handler`, on a background thread, once the history has been read.
  public func whenHistoryReady(_ handler: @escaping @Sendable () -> Void) {
    environment.storage.whenHistoryOpened(handler)
  }

  /// The history with every change other processes made since the last look (games they
  /// appended, found by this process's own appends: O(new games)).
  @discardableResult
  func syncedHistory() -> History {
    if historyStore == nil {
      historyStore = environment.storage.openedHistory()
      for record in recordedBeforeHistory { historyStore!.append(record) }
      recordedBeforeHistory = []
      historyTail = nil
    }
    for change in environment.storage.takeHistoryChanges() {
      switch change {
      case .added(let records): records.forEach { historyStore!.append($0) }
      case .replaced(let history): historyStore = history
      }
    }
    return historyStore!
  }

  /// Adds a finished game to the history: here at once, and appended to the file (one line; a
  /// daily puzzle another Guesswork beside this one recorded meanwhile is not added twice). A
  /// daily puzzle already held in this language is not added again, whatever the round files said.
  func record(_ finished: GameRecord) {
    // At start, before the whole history is read: decided with its end when that is enough
    // (`lookUpDaily`), else by the whole read, which the append waits for (the session and the
    // file each keep a daily puzzle once).
    if historyStore == nil, !environment.storage.hasOpenedHistory {
      let known: DailyLookup =
        if let number = finished.puzzleNumber {
          lookUpDaily(number, language: finished.language, shape: finished.shape)
        } else {
          startTail(unlimitedIn: nil) == nil ? .unknown : .notRecorded
        }
      switch known {
      case .recorded: return
      case .notRecorded:
        historyTail?.append(finished)
        recordedBeforeHistory.append(finished)
        environment.storage.appendToHistory(finished)
      case .unknown:
        historyTail?.append(finished)
        recordedBeforeHistory.append(finished)
        environment.storage.appendToHistoryOnceRead(finished)
      }
      return
    }
    syncedHistory()
    guard historyStore!.append(finished) else { return }
    environment.storage.appendToHistory(finished)
  }

  /// Records a round that ended; one the history cannot hold (played to the end while the clock
  /// said a time before its puzzle began anywhere: a clock before 1 January 2026 is offered puzzle
  /// #1) is told, not dropped in silence.
  /// (`tellsIfUnrecordable`: false for a round found finished at a start or a mode switch, which
  /// was told about when it ended: a record that can never be made is not told again each time.)
  func recordFinished(_ round: Game, tellsIfUnrecordable: Bool = true) {
    let now = environment.now()
    if let record = GameRecord(round, finishedAt: now) {
      self.record(record)
    } else if tellsIfUnrecordable, let number = round.puzzle.dailyNumber {
      environment.storage.notice(.gameNotRecorded(puzzleNumber: number, finishedAt: now))
    }
  }

  /// A finished round whose record the history lacks is recorded now, from its round file: its
  /// append never happened (another program held the history's lock until the game ended, the
  /// game was killed before its turn, the disk was full). A daily or archive puzzle is looked up
  /// by its number; an unlimited round is the last unlimited record of its language and length
  /// when it was recorded (the draw never repeats a recent answer).
  func recordIfMissing(_ round: Game) {
    guard round.isOver, !round.isGivenUp else { return }
    if let number = round.puzzle.dailyNumber {
      // Not known yet (a long history, an old day): `record` leaves it to the whole read.
      if case .recorded = lookUpDaily(number, language: round.language, shape: round.shape) { return }
    } else if round.puzzle == .unlimited {
      let language = round.language
      let length = round.length
      let last =
        startTail(unlimitedIn: language, length: length).map { tail in
          tail.records.last { $0.isUnlimited(language, length) }
        } ?? syncedHistory().records.last { $0.isUnlimited(language, length) }
      guard last?.answers != round.answers else { return }
    } else {
      return
    }
    recordFinished(round, tellsIfUnrecordable: false)
  }

  func recordAbandoned(_ round: Game) {
    guard !round.isOver, let record = GameRecord(round, finishedAt: environment.now(), abandoned: true)
    else { return }
    self.record(record)
  }
}

/// What the history says of a daily puzzle (`GameSession.lookUpDaily`).
enum DailyLookup {
  case recorded(GameRecord)
  case notRecorded
  /// Only the whole history, still being read, can tell.
  case unknown

  init(_ record: GameRecord?) {
    self = record.map(DailyLookup.recorded) ?? .notRecorded
  }
}
