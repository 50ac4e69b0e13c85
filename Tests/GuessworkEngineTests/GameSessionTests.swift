import Foundation
import Testing

@testable import GuessworkEngine

/// Sessions over files in memory, a clock the tests move (Berlin, 2026-03-15 at noon: puzzle #74),
/// seeded randomness and small word lists. A second `world.session()` is the program started again.
@Suite("A playing session")
struct GameSessionTests {
  let world = TestWorld()

  // MARK: Starting and resuming

  @Test("A first start plays today's daily puzzle with default settings")
  func firstStart() throws {
    let session = try world.session()
    #expect(session.settings == Settings())
    #expect(session.game.puzzle == .daily(number: 74, day: day("2026-03-15")))
    #expect(session.game.answer == world.schedule.answer(for: 74))
    #expect(session.game.guesses.isEmpty)
    #expect(session.history.isEmpty)
    #expect(session.nextPuzzleStart == instant("2026-03-16", 0, in: world.calendar))
    #expect(session.takeNotices().isEmpty)
  }

  @Test("A restarted session resumes the round exactly, typed letters included")
  func restartResumesDaily() throws {
    let first = try world.session()
    first.play("eerie")
    first.enter("ab")
    let second = try world.session()
    #expect(second.game == first.game)
    #expect(second.game.typed == "ab")
    #expect(second.game.guesses.map(\.word) == [word("eerie")])
  }

  @Test("A restart that finds the round as it was left writes nothing (no fsync at every start)")
  func restartWritesNothing() throws {
    let first = try world.session()
    first.play("eerie")
    first.enter("ab")
    let roundFile = testLocations.roundFile(first.game.puzzle, .english).path
    let saved = try #require(world.files[roundFile])
    world.files.failWrites()
    let second = try world.session()
    #expect(second.game == first.game)
    #expect(second.takeNotices().isEmpty)
    #expect(world.files[roundFile] == saved)
    second.switchMode(to: .unlimited)
    second.switchMode(to: .daily)
    second.enter("c")
    #expect(second.takeNotices().count == 1)
  }

  @Test("A restart that changes the round (the next day's puzzle) writes it")
  func restartWritesAChangedRound() throws {
    try world.session().enter("abc")
    world.advance(days: 1)
    world.files.failWrites()
    let restarted = try world.session()
    #expect(restarted.game.puzzle == .daily(number: 75, day: day("2026-03-16")))
    let notices = restarted.takeNotices()
    if case .notSaving = notices.first {} else { Issue.record("expected notSaving, got \(notices)") }
  }

  @Test("An unlimited round in progress is resumed after a restart too")
  func restartResumesUnlimited() throws {
    let first = try world.session()
    first.switchMode(to: .unlimited)
    first.play("eerie")
    first.enter("k")
    let second = try world.session()
    #expect(second.settings.mode == .unlimited)
    #expect(second.game == first.game)
  }

  @Test("A finished round goes into the history once, and stays finished after a restart")
  func finishedRoundRecordedOnce() throws {
    let session = try world.session()
    session.play("eerie")
    session.win()
    #expect(session.game.status == .won)
    #expect(session.history.count == 1)
    #expect(session.submit().failure == .roundIsOver)
    #expect(session.history.count == 1)
    let record = try #require(world.savedHistory.first)
    #expect(world.savedHistory.count == 1)
    #expect(record.puzzleNumber == 74)
    #expect(record.won && record.guessCount == 2)
    #expect(record.finishedAt == world.clock.value)

    let restarted = try world.session()
    #expect(restarted.game.status == .won)
    #expect(restarted.history.count == 1)
    #expect(restarted.statistics(for: .daily).played == 1)
    #expect(restarted.shareText(style: ShareStyle())?.hasPrefix("Guesswork #74 2/6") == true)
  }

  @Test("A lost round is recorded as a loss on six rows")
  func lostRoundRecorded() throws {
    let session = try world.session()
    session.lose()
    #expect(session.game.status == .lost)
    #expect(world.savedHistory.map(\.won) == [false])
    #expect(world.savedHistory.first?.guessCount == 6)
    #expect(session.statistics(for: .daily).losses == 1)
  }

  // MARK: The day changes

  @Test("Yesterday's daily round, left with a guess, waits in the archive when the day changes")
  func yesterdayMovesToTheArchiveOnRefresh() throws {
    let session = try world.session()
    session.play("eerie")
    #expect(session.refreshDay() == false)  // still the same day
    world.advance(days: 1)
    #expect(session.refreshDay())
    #expect(session.game.puzzle == .daily(number: 75, day: day("2026-03-16")))
    #expect(session.game.guesses.isEmpty)
    #expect(session.history.isEmpty, "an unfinished day is not a loss")
    #expect(world.savedHistory.isEmpty)
    #expect(session.takeDaysLeftUnfinished() == [74])
    #expect(session.statistics(for: .daily).currentStreak == 0)
    // The archive has it in progress, and it is finished there as a past day.
    #expect(session.archiveMonth(.init(year: 2026, month: 3)).days[14].state == .inProgress(guesses: 1))
    try session.openDay(day("2026-03-15"))
    #expect(session.game.puzzle == .archive(number: 74, day: day("2026-03-15")))
    #expect(session.game.guesses.map(\.word.text) == ["eerie"])
    session.play(session.game.answer.text)
    #expect(session.history.map(\.isArchive) == [true])
    #expect(session.statistics(for: .daily).played == 0, "not in the daily figures or streaks")
    #expect(session.refreshDay() == false)
    #expect(session.takeDaysLeftUnfinished().isEmpty, "told once")
  }

  @Test("Yesterday's daily round, left with a guess, waits in the archive after a restart, told once")
  func yesterdayMovesToTheArchiveOnRestart() throws {
    try world.session().play("eerie")
    world.advance(days: 1)
    let restarted = try world.session()
    #expect(restarted.game.puzzle == .daily(number: 75, day: day("2026-03-16")))
    #expect(restarted.history.isEmpty)
    #expect(restarted.takeDaysLeftUnfinished() == [74])
    let again = try world.session()
    #expect(again.history.isEmpty)
    #expect(again.takeDaysLeftUnfinished().isEmpty)
    try again.openDay(day("2026-03-15"))
    #expect(again.game.guesses.count == 1 && !again.game.isOver)
  }

  @Test("Yesterday's round with letters typed but no guess is not counted")
  func yesterdayWithoutGuessNotCounted() throws {
    let session = try world.session()
    session.enter("abc")
    world.advance(days: 1)
    #expect(session.refreshDay())
    #expect(session.history.isEmpty)
    #expect(session.game.input.isEmpty)
  }

  @Test("Yesterday's finished round is not counted again on the next day")
  func yesterdayFinishedNotCountedTwice() throws {
    let session = try world.session()
    session.win()
    world.advance(days: 1)
    #expect(session.refreshDay())
    #expect(session.history.count == 1)
    #expect(try world.session().history.count == 1)
  }

  @Test("refreshDay leaves an unlimited round alone")
  func refreshDayInUnlimited() throws {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    let round = session.game
    world.advance(days: 1)
    #expect(session.refreshDay() == false)
    #expect(session.game == round)
  }

  @Test("Daily wins on consecutive days build a streak; missing a day lapses it")
  func streakThroughTheSession() throws {
    let session = try world.session()
    session.win()
    world.advance(days: 1)
    session.refreshDay()
    session.win()
    #expect(session.statistics(for: .daily).currentStreak == 2)
    world.advance(days: 1)
    #expect(session.statistics(for: .daily).currentStreak == 2)  // today's puzzle not played yet
    world.advance(days: 1)
    let lapsed = session.statistics(for: .daily)
    #expect(lapsed.currentStreak == 0)
    #expect(lapsed.maxStreak == 2)
  }

  @Test(
    "Before the first puzzle's day, puzzle #1 is shown and refreshing changes nothing")
  func beforeTheFirstDay() throws {
    let early = TestWorld(now: instant("2025-12-20", 12, in: .gregorian("Europe/Berlin")))
    let session = try early.session()
    #expect(session.game.puzzle == .daily(number: 1, day: DailySchedule.firstDay))
    session.play("eerie")
    let round = session.game
    let changed = session.refreshDay()
    #expect(session.game == round)
    #expect(changed == false)
  }

  // MARK: Modes and languages

  @Test("Switching mode keeps the other mode's round saved, to come back to")
  func switchingModeKeepsRounds() throws {
    let session = try world.session()
    session.play("eerie")
    session.enter("ab")
    let daily = session.game
    session.switchMode(to: .unlimited)
    #expect(session.game.puzzle == .unlimited)
    #expect(session.settings.mode == .unlimited)
    session.play("kebab")
    let unlimited = session.game
    session.switchMode(to: .daily)
    #expect(session.game == daily)
    session.switchMode(to: .unlimited)
    #expect(session.game == unlimited)
    #expect(session.history.isEmpty)  // nothing was abandoned
    #expect(try world.session().game == unlimited)
  }

  @Test("Switching language keeps the other language's round saved")
  func switchingLanguageKeepsRounds() throws {
    let session = try world.session()
    session.play("eerie")
    let english = session.game
    try session.switchLanguage(to: .spanish)
    #expect(session.settings.language == .spanish)
    #expect(session.words.language == .spanish)
    #expect(session.game.language == .spanish)
    #expect(session.game.puzzle == .daily(number: 74, day: day("2026-03-15")))
    session.play("dueño")
    let spanish = session.game
    try session.switchLanguage(to: .english)
    #expect(session.game == english)
    try session.switchLanguage(to: .spanish)
    #expect(session.game == spanish)
    let restarted = try world.session()
    #expect(restarted.settings.language == .spanish)
    #expect(restarted.game == spanish)
  }

  @Test("A language whose word lists cannot be loaded is refused, and nothing changes")
  func languageWithoutLists() throws {
    let englishOnly = TestWorld(lists: [
      .english: wordList(answers: TestWorld.englishAnswers, guesses: TestWorld.englishGuesses)
    ])
    let session = try englishOnly.session()
    let round = session.game
    #expect(throws: LaunchError.self) { try session.switchLanguage(to: .spanish) }
    do {
      try session.switchLanguage(to: .spanish)
    } catch {
      #expect(error == .wordList(.missing(path: "/words/es/answers.txt")))
    }
    #expect(session.settings.language == .english)
    #expect(session.game == round)
  }

  // MARK: Command line

  @Test("--word starts a custom round on that word, not counted in the statistics")
  func customWord() throws {
    let session = try world.session(.word("SLATE"))
    #expect(session.game.puzzle == .custom)
    #expect(session.game.answer == word("slate"))
    session.play("eerie")
    session.win()
    #expect(session.game.status == .won)
    #expect(session.history.isEmpty)
    #expect(world.savedHistory.isEmpty)
    #expect(session.statistics(for: .daily).played == 0)
    #expect(session.statistics(for: .unlimited).played == 0)
    #expect(session.shareText(style: ShareStyle())?.hasPrefix("Guesswork 2/6") == true)
  }

  @Test("--word accepts any word of the guess list too, and resumes the same word's round")
  func customWordResumes() throws {
    let first = try world.session(.word("eerie"))
    first.play("kebab")
    first.enter("ab")
    let again = try world.session(.word("EERIE"))
    #expect(again.game == first.game)
    let other = try world.session(.word("adieu"))
    #expect(other.game.answer == word("adieu"))
    #expect(other.game.guesses.isEmpty)
  }

  @Test(
    "--word with a word the language does not accept is refused",
    arguments: [("zzzzz", "ZZZZZ"), ("cran", "CRAN"), ("cranes", "CRANES"), ("señor", "SEÑOR")])
  func customWordRefused(text: String, shown: String) {
    #expect(throws: LaunchError.wordNotAccepted(shown, .english)) {
      try GameSession(environment: world.environment, launch: .word(text))
    }
  }

  @Test("--date plays an earlier day's puzzle as an archive round: recorded, but not in the daily figures")
  func archiveRound() throws {
    let session = try world.session(.date(day("2026-03-10")))
    #expect(session.game.puzzle == .archive(number: 69, day: day("2026-03-10")))
    #expect(session.game.answer == world.schedule.answer(for: 69))
    session.play("eerie")
    session.enter("k")
    let resumed = try world.session(.date(day("2026-03-10")))
    #expect(resumed.game == session.game)
    resumed.win()
    #expect(resumed.history.map(\.isArchive) == [true])
    #expect(resumed.history.map(\.puzzleNumber) == [69])
    #expect(resumed.statistics(for: .daily).played == 0)
    #expect(resumed.archiveStatistics == ArchiveStatistics(played: 1, wins: 1))
    // The daily round of today was not touched.
    let today = try world.session()
    #expect(today.game.puzzle == .daily(number: 74, day: day("2026-03-15")))
    #expect(today.game.guesses.isEmpty)
  }

  @Test("--date with today's date is simply today's daily puzzle")
  func archiveOfToday() throws {
    let session = try world.session(.date(day("2026-03-15")))
    #expect(session.game.puzzle == .daily(number: 74, day: day("2026-03-15")))
  }

  @Test("--date refuses a day in the future and a day before the first puzzle")
  func archiveDatesRefused() {
    #expect(throws: LaunchError.dateInFuture(day("2026-03-16"))) {
      try GameSession(environment: world.environment, launch: .date(day("2026-03-16")))
    }
    #expect(throws: LaunchError.dateBeforeFirstPuzzle(day("2025-12-31"))) {
      try GameSession(environment: world.environment, launch: .date(day("2025-12-31")))
    }
  }

  @Test("The first puzzle's day itself can be played from the archive")
  func archiveFirstDay() throws {
    let session = try world.session(.date(DailySchedule.firstDay))
    #expect(session.game.puzzle == .archive(number: 1, day: DailySchedule.firstDay))
  }

  // MARK: New rounds

  @Test("A new round abandons an unlimited round with guesses, as a loss")
  func newRoundAbandons() throws {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    #expect(session.newGamePlan == .newRound)
    session.play("eerie")
    #expect(session.newGamePlan == .newRoundGivingUp(guesses: 1))
    let abandoned = session.game.answer
    session.startNewRound()
    let loss = try #require(session.history.first)
    #expect(session.history.count == 1)
    #expect(loss.mode == .unlimited && !loss.won && loss.answer == abandoned && loss.guessCount == 1)
    #expect(session.game.puzzle == .unlimited)
    #expect(session.game.guesses.isEmpty)
    #expect(session.game.answer != abandoned)
    #expect(world.savedHistory.count == 1)
    #expect(session.statistics(for: .unlimited).losses == 1)
  }

  @Test("A new round without any guess, or after a finished one, adds no loss")
  func newRoundWithoutGuesses() throws {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    session.enter("abc")
    session.startNewRound()
    #expect(session.history.isEmpty)
    session.win()
    session.startNewRound()
    #expect(session.history.map(\.won) == [true])
  }

  @Test("A new round from the daily puzzle switches to unlimited and keeps the daily round")
  func newRoundFromDaily() throws {
    let session = try world.session()
    session.play("eerie")
    let daily = session.game
    session.startNewRound()
    #expect(session.settings.mode == .unlimited)
    #expect(session.game.puzzle == .unlimited)
    #expect(session.history.isEmpty)
    session.switchMode(to: .daily)
    #expect(session.game == daily)
  }

  @Test("Two games running side by side both keep their finished rounds in the history")
  func twoInstancesShareTheHistory() throws {
    let daily = try world.session()
    let unlimited = try world.session()
    unlimited.switchMode(to: .unlimited)
    daily.win()
    unlimited.win()
    #expect(world.savedHistory.map(\.mode) == [.daily, .unlimited], "the second writer kept the first one's game")
    #expect(unlimited.history.count == 2)
  }

  @Test("A saved round without guesses follows hard mode as it was set on another mode")
  func savedRoundWithoutGuessesFollowsHardMode() throws {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    session.switchMode(to: .daily)
    _ = session.setHardMode(true)
    #expect(session.settings.hardMode)
    session.switchMode(to: .unlimited)
    #expect(session.game.isHardMode, "nobody had guessed in it yet")
    session.play("eerie")
    session.switchMode(to: .daily)
    _ = session.setHardMode(false)
    session.switchMode(to: .unlimited)
    #expect(session.game.isHardMode, "a round with a guess keeps the mode it was played in")
  }

  @Test("From the daily puzzle, New Game resumes the saved unlimited round and gives nothing up")
  func newRoundFromDailyWithAnUnlimitedRoundSaved() throws {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    session.play("eerie")
    let unlimited = session.game
    session.switchMode(to: .daily)
    session.win()
    #expect(session.newGamePlan == .switchToUnlimited, "the unlimited round is not on the board")
    session.startNewRound()
    #expect(session.game == unlimited)
    #expect(session.history.map(\.mode) == [.daily], "no loss for the round the player could not see")
    #expect(world.savedHistory.map(\.won) == [true])
    #expect(session.newGamePlan == .newRoundGivingUp(guesses: 1), "now it is on the board")
  }

  @Test("From a chosen word, New Game goes to unlimited and the chosen round stays saved")
  func newRoundFromACustomWord() throws {
    let session = try world.session(.word("eerie"))
    session.play("abbey")
    #expect(session.newGamePlan == .switchToUnlimited)
    session.startNewRound()
    #expect(session.game.puzzle == .unlimited)
    #expect(session.settings.mode == .unlimited)
    #expect(session.history.isEmpty)
    let again = try world.session(.word("eerie"))
    #expect(again.game.guesses.map(\.word) == [word("abbey")])
  }

  @Test("How to Play opens by itself on the first plain start only, and is remembered")
  func helpAtFirstStart() throws {
    let first = try world.session()
    #expect(first.showsHelpAtStart)
    first.rememberHelpShown()
    #expect(!first.showsHelpAtStart)
    #expect(!(try world.session()).showsHelpAtStart, "remembered in the settings")
  }

  @Test("How to Play does not open by itself for a chosen word or day")
  func noHelpForChosenRounds() throws {
    #expect(!(try world.session(.word("eerie"))).showsHelpAtStart)
    #expect(!(try world.session(.date(day("2026-03-10")))).showsHelpAtStart)
    #expect(try world.session().showsHelpAtStart, "neither start took the first-start help away")
  }

  @Test("How to Play opens by itself on a first start through a friend's challenge, once")
  func helpAtAFirstChallenge() throws {
    let challenge = Challenge(word: word("crane"), language: .english)!
    let first = try world.session(.challenge(challenge))
    #expect(first.showsHelpAtStart)
    #expect(first.game.puzzle == .challenge(challenge), "the challenge waits on the board")
    first.rememberHelpShown()
    #expect(!(try world.session(.challenge(challenge))).showsHelpAtStart, "remembered")
    #expect(!(try world.session()).showsHelpAtStart)
  }

  @Test(
    "New unlimited rounds never repeat any of the last 100 answers (150-word list)")
  func unlimitedAnswersDoNotRepeat() throws {
    let answers = syntheticWords(150).map(\.text)
    let world = TestWorld(lists: [.english: wordList(answers: answers, guesses: TestWorld.englishGuesses)])
    let session = try world.session()
    session.switchMode(to: .unlimited)
    var played = [session.game.answer]
    var repeats: [Int] = []
    for round in 1..<300 {
      if round.isMultiple(of: 2) { session.win() } else { session.play("eerie") }  // won or abandoned
      session.startNewRound()
      if played.suffix(UnlimitedDraw.recentWindow).contains(session.game.answer) { repeats.append(round) }
      played.append(session.game.answer)
    }
    #expect(repeats == [], "rounds that repeated one of the last 100 answers")
    #expect(Set(played).count > UnlimitedDraw.recentWindow)
  }

  @Test("Unlimited rounds work with tiny lists: one answer repeats, two alternate")
  func unlimitedTinyLists() throws {
    let single = TestWorld(lists: [.english: wordList(answers: ["crane"], guesses: ["eerie"])])
    let one = try single.session()
    one.switchMode(to: .unlimited)
    one.win()
    one.startNewRound()
    #expect(one.game.answer == word("crane"))
    #expect(one.game.guesses.isEmpty)

    let pair = TestWorld(lists: [.english: wordList(answers: ["crane", "slate"], guesses: ["eerie"])])
    let two = try pair.session()
    two.switchMode(to: .unlimited)
    var played = [two.game.answer]
    for _ in 0..<6 {
      two.win()
      two.startNewRound()
      played.append(two.game.answer)
    }
    #expect(zip(played, played.dropFirst()).allSatisfy { $0 != $1 })
  }

  // MARK: Statistics and settings

  @Test("Resetting statistics deletes only that mode in the current language")
  func resetStatistics() throws {
    let spanish = DailySchedule(answers: world.lists[.spanish]!.answers)
    let kept = [
      record(.unlimited, won: true),
      record(.daily, 3, won: true, language: .spanish, answer: spanish.answer(for: 3).text),
    ]
    world.storage.save(
      history: [record(.daily, 1, won: true, answer: world.schedule.answer(for: 1).text)] + kept
        + [record(.daily, 2, won: false, answer: world.schedule.answer(for: 2).text)])
    let session = try world.session()
    #expect(session.statistics(for: .daily).played == 2)
    session.resetStatistics(for: .daily)
    #expect(session.history == kept)
    #expect(session.statistics(for: .daily).played == 0)
    #expect(session.statistics(for: .unlimited).played == 1)
    #expect(world.savedHistory == kept)
  }

  @Test("Hard mode is refused mid-round (the round already started)")
  func hardModeMidRound() throws {
    let session = try world.session()
    session.play("eerie")
    let refusal = session.setHardMode(true).failure
    #expect(refusal == .roundAlreadyStarted)
    #expect(!session.game.isHardMode)
    #expect(!session.settings.hardMode)
    #expect(try world.session().settings.hardMode == false)
  }

  @Test("Hard mode can be turned on before the first guess, and off at any time")
  func hardModeOnAndOff() throws {
    let session = try world.session()
    #expect(session.setHardMode(true).isSuccess)
    #expect(session.game.isHardMode)
    #expect(try world.session().settings.hardMode)
    session.play("eerie")
    #expect(session.setHardMode(false).isSuccess)
    #expect(!session.game.isHardMode)
    #expect(!session.settings.hardMode)
  }

  @Test("Hard mode chosen after a finished round applies to the next round")
  func hardModeAfterRound() throws {
    let session = try world.session()
    session.win()
    #expect(session.setHardMode(true).isSuccess)
    session.switchMode(to: .unlimited)
    #expect(session.game.isHardMode)
  }

  @Test("Theme, contrast and window size are saved at once")
  func otherSettings() throws {
    let session = try world.session()
    session.setTheme(.dark)
    session.setHighContrast(true)
    session.setWindowSize(width: 700, height: 900, maximized: true)
    let settings = try world.session().settings
    #expect(settings.theme == .dark)
    #expect(settings.highContrast)
    #expect(settings.windowWidth == 700 && settings.windowHeight == 900 && settings.windowMaximized)
  }

  @Test("The statistics shown belong to the round's mode; archive rounds show the daily ones (their Archive line), custom rounds the chosen mode's")
  func statisticsMode() throws {
    #expect(try world.session().statisticsMode == .daily)
    #expect(try world.session(.word("slate")).statisticsMode == .daily)
    let session = try world.session()
    session.switchMode(to: .unlimited)
    #expect(session.statisticsMode == .unlimited)
    #expect(try world.session(.word("slate")).statisticsMode == .unlimited)
    #expect(try world.session(.date(day("2026-03-01"))).statisticsMode == .daily)
  }

  // MARK: Trouble with files

  @Test("When nothing can be saved the player is told once, and the game goes on")
  func notSaving() throws {
    world.files.failWrites()
    let session = try world.session()
    session.play("eerie")
    session.win()
    #expect(session.game.status == .won)
    #expect(session.history.count == 1)
    let notices = session.takeNotices()
    #expect(notices.count == 1)
    if case .notSaving = notices.first {} else { Issue.record("expected notSaving, got \(notices)") }
    session.switchMode(to: .unlimited)
    #expect(session.takeNotices().isEmpty)
  }

  @Test("Damaged settings on start are reported, and the defaults used")
  func damagedSettingsOnStart() throws {
    world.files[testLocations.settingsFile.path] = Data("{{{".utf8)
    let session = try world.session()
    #expect(session.settings == Settings())
    let notices = session.takeNotices()
    #expect(notices.count == 1)
    #expect(notices.first?.movedTo?.contains("settings.json.damaged-") == true)
  }
}
