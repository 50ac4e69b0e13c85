import FoundationEssentials

/// Past days: the archive's months, and playing a chosen day (`--date`, the archive window).
extension GameSession {
  /// Plays the daily puzzle of a day (the archive, `--date`). Today's is simply the daily round;
  /// a past day's is resumed from its own saved round, shown finished from the history when it was
  /// played already (on its day or later), else started. A future day, or one before the first
  /// puzzle, is refused and nothing changes.
  public func openDay(_ day: LocalDay) throws(LaunchError) {
    game = try dayRound(day)
    save()
  }

  /// The archive's month in the current language, with today's date now.
  public func archiveMonth(_ month: ArchiveMonth.Month) -> ArchiveMonth {
    settleEarlierDailyRound()
    let today = environment.today
    let language = settings.language
    let kind = dailyKind(dailySchedule(language))
    let shape = environment.shapes(.daily(number: 1, day: today), kind, Word.standardLength)
    let month = ArchiveMonth.clamped(month, today: today)
    var inProgress: [Int: Int] = [:]
    // The month's records only, looked up by puzzle number (not a pass over the whole history).
    var played: [GameRecord] = []
    let history = syncedHistory()
    let storage = environment.storage
    for dayOfMonth in 1...month.dayCount {
      let day = LocalDay(year: month.year, month: month.month, day: dayOfMonth)!
      guard day <= today, let number = DailySchedule.number(for: day) else { continue }
      if let record = history.dailyRecord(number, language: language, shape: shape) {
        played.append(record)
      }
      let slot: Puzzle =
        day == today ? .daily(number: number, day: day) : .archive(number: number, day: day)
      // The board may still hold a past day's daily round (midnight waits for a row to settle).
      let onBoard =
        game.language == language && game.shape.kind == kind
        && (game.puzzle == slot || game.puzzle == .daily(number: number, day: day))
      let round = onBoard ? game : storage.loadRound(slot, language, kind: kind, checkedBy: rules)
      if let round, round.puzzle.dailyNumber == number, !round.isOver,
        !round.playedWords.isEmpty || !round.input.isEmpty
      {
        inProgress[number] = round.playedWords.count
      }
    }
    return ArchiveMonth(
      month, language: language, history: played, inProgress: inProgress, today: today)
  }

  /// A daily round left unfinished when its day ends is not a loss: it goes on as that day's
  /// archive round, in progress, to be finished from the archive (as a past day: outside the
  /// streaks, which end as in the original game because the day was not won), and the player is
  /// told. A round with no guess is simply dropped. `resumeOrStart` does this when the daily mode
  /// comes back (midnight, the next start); the archive does it first, so that day shows in
  /// progress.
  func settleEarlierDailyRound() {
    let today = environment.today
    let language = settings.language
    let kind = dailyKind(dailySchedule(language))
    let slot = Puzzle.daily(number: 0, day: today)
    guard game.puzzle.countedMode != .daily || game.language != language || game.shape.kind != kind,
      let saved = environment.storage.loadRound(slot, language, kind: kind, checkedBy: rules)
    else { return }
    moveToArchive(saved)
  }

  /// Moves an unfinished daily round of an earlier day to its archive slot (once: a slot that holds
  /// a round already keeps it, and nothing is told again), unless the history has that day.
  func moveToArchive(_ saved: Game) {
    guard case .daily(let number, let day) = saved.puzzle, day < environment.today, !saved.isOver,
      !saved.playedWords.isEmpty,
      knownDailyRecord(number, language: saved.language, shape: saved.shape) == nil
    else { return }
    let archived = saved.moved(to: .archive(number: number, day: day))
    let storage = environment.storage
    guard
      storage.loadRound(archived.puzzle, saved.language, kind: saved.shape.kind, checkedBy: rules) == nil
    else { return }
    storage.save(round: archived)
    daysLeftUnfinished.append(number)
  }

  /// The daily puzzles moved to the archive unfinished since the last call (`moveToArchive`),
  /// for the player to be told.
  public func takeDaysLeftUnfinished() -> [Int] {
    defer { daysLeftUnfinished = [] }
    return daysLeftUnfinished
  }

  func dayRound(_ day: LocalDay) throws(LaunchError) -> Game {
    let today = environment.today
    if let refusal = LaunchError.refusingDay(day, today: today) { throw refusal }
    let language = settings.language
    let schedule = dailySchedule(language)
    guard let (puzzle, _) = schedule.puzzle(for: day, isArchive: day != today),
      let number = puzzle.dailyNumber
    else {
      throw .dateBeforeFirstPuzzle(day)
    }
    let kind = dailyKind(schedule)
    let answers = schedule.answers(for: number, kind: kind)
    if day == today {
      settings.mode = .daily
      environment.storage.save(settings)
      return resumeOrStart(mode: .daily)
    }
    settleEarlierDailyRound()
    // Played already (on its day, or from the archive): its board as it ended, when the record
    // kept its rows (the history decides: a day given up on its own day is over, whatever its
    // round file says); in any case it is never recorded twice (`record`).
    let shape = environment.shapes(puzzle, kind, Word.standardLength)
    if let finished = knownDailyRecord(number, language: language, shape: shape),
      let replayed = finished.replayed(puzzle: puzzle), replayed.answers == answers
    {
      return replayed
    }
    if let saved = environment.storage.loadRound(puzzle, language, kind: kind, checkedBy: rules),
      saved.puzzle == puzzle
    {
      recordIfMissing(saved)
      return saved
    }
    return newRound(answers: answers, puzzle: puzzle, language: language, kind: kind)
  }

  /// When the next daily puzzle starts.
  public var nextPuzzleStart: Date {
    DailySchedule.nextPuzzleStart(after: environment.now(), in: environment.timeZone)
  }
}
