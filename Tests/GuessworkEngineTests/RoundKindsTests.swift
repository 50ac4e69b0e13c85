import Foundation
import Testing

@testable import GuessworkEngine

/// The kinds of round a player picks (issue 56): one board, 2, 4 or 8 at once, 4 or 8 in
/// sequence; each with its rows, its own daily puzzle, saved rounds and statistics.
@Suite("Kinds of round")
struct RoundKindsTests {
  let world = TestWorld()

  @Test("Boards and five guesses more at once; in sequence 4 in 10 and 8 in 15")
  func rowsOfEachKind() {
    #expect(RoundKind.all.map(\.rows) == [6, 7, 9, 13, 10, 15])
    #expect(RoundKind.all.map(\.key) == ["1", "2", "4", "8", "4-sequence", "8-sequence"])
    #expect(RoundKind.all.allSatisfy { RoundKind(key: $0.key) == $0 })
    #expect(RoundKind(key: "3") == nil && RoundKind(key: "1-sequence") == nil)
    #expect(RoundKind.fourInSequence.shape(letters: 6) == RoundShape(boards: 4, rows: 10, letters: 6, isSequence: true))
    #expect(RoundKind.single.shape(letters: 5) == .dailyPuzzle)
  }

  @Test("A daily puzzle of several boards: distinct answers, never the one-board puzzle's, none shared between kinds, the same every time")
  func dailyAnswers() {
    let answers = syntheticWords(2_000)
    let schedule = DailySchedule(answers: answers)
    for number in [1, 2, 365, 2_001, 40_000] {
      let single = schedule.answer(for: number)
      var seen: Set<Word> = [single]
      for kind in RoundKind.all where kind.boards > 1 {
        let drawn = schedule.answers(for: number, kind: kind)
        #expect(drawn.count == kind.boards)
        #expect(Set(drawn).count == kind.boards, "distinct")
        #expect(!drawn.contains(single), "the one-board puzzle's answer stays its own")
        #expect(seen.isDisjoint(with: drawn), "no answer shared with another kind of the day")
        seen.formUnion(drawn)
        #expect(DailySchedule(answers: answers.reversed()).answers(for: number, kind: kind) == drawn, "stable")
      }
      #expect(schedule.answers(for: number, kind: .single) == [single])
    }
    // Consecutive days look unrelated: no answer of a day's four boards is the next day's.
    let today = Set(schedule.answers(for: 10, kind: .fourBoards))
    #expect(today.isDisjoint(with: schedule.answers(for: 11, kind: .fourBoards)))
  }

  @Test("A list too short for a kind's boards has no such daily; a few words more and it has")
  func shortLists() {
    let nine = DailySchedule(answers: syntheticWords(9))
    #expect(nine.hasAnswers(for: .eightBoards) && !DailySchedule(answers: syntheticWords(8)).hasAnswers(for: .eightBoards))
    let drawn = nine.answers(for: 5, kind: .eightBoards)
    #expect(Set(drawn).count == 8 && !drawn.contains(nine.answer(for: 5)))
  }

  @Test("Unlimited draws distinct answers for the boards, none of them recent")
  func unlimitedAnswers() {
    let answers = syntheticWords(300)
    var generator = SeededGenerator(seed: 7)
    let recent = Array(answers.prefix(100))
    for _ in 0..<50 {
      let drawn = UnlimitedDraw.answers(8, from: answers, avoiding: recent, using: &generator)
      #expect(Set(drawn).count == 8 && Set(recent).isDisjoint(with: drawn))
    }
    // Nine answers for eight boards: every one but one, each once.
    let few = Array(answers.prefix(9))
    let drawn = UnlimitedDraw.answers(8, from: few, avoiding: few, using: &generator)
    #expect(Set(drawn).count == 8)
  }

  @Test("Picking four boards plays today's four-board puzzle; one board comes back as it was left")
  func pickingAKind() throws {
    let session = try world.session()
    session.enter("cr")
    let single = session.game
    session.setKind(.fourBoards)
    #expect(session.game.shape == RoundKind.fourBoards.shape(letters: 5))
    let number = try #require(session.game.puzzle.dailyNumber)
    #expect(session.game.answers == world.schedule.answers(for: number, kind: .fourBoards))
    #expect(session.settings.kind == .fourBoards)
    session.play("eerie")
    session.setKind(.single)
    #expect(session.game == single, "the one-board round kept its typed letters")
    let restarted = try world.session()
    #expect(restarted.game == single, "one board is remembered")
    restarted.setKind(.fourBoards)
    #expect(restarted.game.playedWords.map(\.text) == ["eerie"], "the four-board round was saved in its own slot")
    let again = try world.session()
    #expect(again.game.shape.boards == 4, "the kind is remembered")
  }

  @Test("Unlimited rounds of eight boards: distinct answers, thirteen rows, and a loss shows in their statistics only")
  func unlimitedOfEightBoards() throws {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    session.setKind(.eightBoards)
    let game = session.game
    #expect(game.puzzle == .unlimited && game.boards.count == 8 && Set(game.answers).count == 8)
    #expect(game.shape.rows == 13)
    for text in TestWorld.englishGuesses + TestWorld.losingRows where !session.game.isOver {
      session.play(text)
    }
    #expect(session.game.status == .lost && session.game.playedWords.count == 13)
    let record = try #require(session.history.last)
    #expect(record.shape == RoundKind.eightBoards.shape(letters: 5) && record.answers == game.answers)
    #expect(session.statistics(for: .unlimited).played == 1)
    session.setKind(.single)
    #expect(session.statistics(for: .unlimited).played == 0, "one board's statistics are their own")
    let reread = world.savedHistory
    #expect(reread.last == record, "the history reads the record back, shape and all")
  }

  @Test("Hard mode waits for a round of one board")
  func hardModeOnOneBoard() throws {
    let session = try world.session()
    _ = session.setHardMode(true)
    session.setKind(.twoBoards)
    #expect(!session.game.isHardMode && session.settings.hardMode)
    session.setKind(.single)
    #expect(session.game.isHardMode)
  }

  @Test("A four-board daily left unfinished at midnight goes on from the archive, and the new day has its own four boards")
  func midnight() throws {
    let session = try world.session()
    session.setKind(.fourBoards)
    session.play("eerie")
    let yesterday = session.game
    world.advance(days: 1)
    #expect(session.refreshDay())
    #expect(session.game.shape.boards == 4 && session.game.playedWords.isEmpty)
    #expect(session.game.answers != yesterday.answers)
    #expect(session.takeDaysLeftUnfinished() == [yesterday.puzzle.dailyNumber!])
    let day = try #require(LocalDay(iso: "2026-03-15"))
    try session.openDay(day)
    #expect(session.game.playedWords.map(\.text) == ["eerie"] && session.game.answers == yesterday.answers)
    #expect(session.game.puzzle == .archive(number: yesterday.puzzle.dailyNumber!, day: day))
  }

  @Test("A finished four-board daily is shown finished after a restart and recorded once")
  func finishedDaily() throws {
    let session = try world.session()
    session.setKind(.fourBoards)
    for answer in session.game.answers { session.play(answer.text) }
    #expect(session.game.status == .won && session.game.playedWords.count == 4)
    let restarted = try world.session()
    #expect(restarted.game.status == .won && restarted.game.shape.boards == 4)
    #expect(world.savedHistory.count == 1)
    #expect(restarted.statistics(for: .daily).played == 1 && restarted.statistics(for: .daily).currentStreak == 1)
    restarted.setKind(.single)
    #expect(restarted.statistics(for: .daily).played == 0 && !restarted.game.isOver)
  }

  @Test("Boards in sequence are saved and read back as such, in round files and in the history")
  func sequenceFiles() throws {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    session.setKind(.fourInSequence)
    session.play("eerie")
    let round = session.game
    #expect(round.shape.isSequence && round.shape.rows == 10)
    let restarted = try world.session()
    #expect(restarted.game == round)
    let text = try #require(world.files[testLocations.roundFile(.unlimited, .english, kind: .fourInSequence).path])
    #expect(String(decoding: text, as: UTF8.self).contains(#""sequence":true"#))
    for answer in restarted.game.answers { restarted.play(answer.text) }
    let record = try #require(world.savedHistory.last)
    #expect(record.shape.isSequence && record.shape.boards == 4)
    #expect(String(decoding: record.historyLine(), as: UTF8.self).contains(#""rowsAllowed":10,"sequence":true,"won":true"#))
    restarted.setKind(.fourBoards)
    #expect(restarted.statistics(for: .unlimited).played == 0, "four at once and four in sequence count apart")
  }

  @Test("A round file in another kind's slot, or a daily whose answers are not the day's, is set aside")
  func wrongSlot() throws {
    let session = try world.session()
    session.setKind(.twoBoards)
    session.play("eerie")
    session.environment.storage.flush()
    let two = testLocations.roundFile(.daily(number: 1, day: world.today), .english, kind: .twoBoards)
    let four = testLocations.roundFile(.daily(number: 1, day: world.today), .english, kind: .fourBoards)
    world.files[four.path] = world.files[two.path]
    let storage = world.storage
    #expect(storage.loadRound(.daily(number: 0, day: world.today), .english, kind: .fourBoards, checkedBy: world.rules) == nil)
    #expect(!storage.takeNotices().isEmpty, "the player is told")
    var text = String(decoding: try #require(world.files[two.path]), as: UTF8.self)
    let answers = session.game.answers.map(\.text)
    text = text.replacingOccurrences(of: answers[0], with: answers[0] == "llama" ? "hello" : "llama")
    world.files[two.path] = Data(text.utf8)
    #expect(storage.loadRound(.daily(number: 0, day: world.today), .english, kind: .twoBoards, checkedBy: world.rules) == nil)
  }

  @Test("--word with an answer a board plays those boards, not counted; --boards picks the kind from then on")
  func chosenAnswersAndAKindAsked() throws {
    let session = try world.session(.word("crane, slate,theme,llama"))
    #expect(session.game.answers.map(\.text) == ["crane", "slate", "theme", "llama"])
    #expect(session.game.puzzle == .custom && session.game.shape == RoundKind.fourBoards.shape(letters: 5))
    #expect(session.settings.kind == .single, "a chosen round picks no kind")
    let sequence = try world.session(.word("crane,slate,theme,llama"), kind: .fourInSequence)
    #expect(sequence.game.shape.isSequence)
    #expect(throws: LaunchError.answersForNoBoards(3)) { try world.session(.word("crane,slate,theme")) }
    #expect(throws: LaunchError.answerTwice("CRANE")) { try world.session(.word("crane,CRANE")) }
    #expect(throws: LaunchError.answersOfTwoLengths) { try world.session(.word("crane,candle")) }
    #expect(throws: LaunchError.boardsWithoutAnswers(4, 2)) {
      try world.session(.word("crane,slate"), kind: .fourBoards)
    }
    let asked = try world.session(kind: .eightBoards)
    #expect(asked.game.shape.boards == 8 && asked.settings.kind == .eightBoards)
    #expect(try world.session().game.shape.boards == 8, "remembered as the menu's choice")
  }
}
