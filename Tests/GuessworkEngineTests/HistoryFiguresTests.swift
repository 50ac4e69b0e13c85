import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

/// `History` keeps the figures as games are added; they must be those of a pass over every record
/// in the order the rules describe (the oracle below, the algorithm `Statistics` used before).
@Suite("History figures kept up to date")
struct HistoryFiguresTests {
  /// The statistics by a full pass: daily puzzles sorted by number, each kept once per language
  /// (the first record, daily or archive), streaks of consecutive won numbers.
  func oracle(_ records: [GameRecord], mode: PlayMode, today: Int?) -> Statistics {
    var figures = Statistics()
    var seen = Set<Int>()
    var games: [GameRecord] = []
    for record in records where record.language == .english {
      if let number = record.puzzleNumber {
        guard seen.insert(number).inserted else { continue }
      }
      if record.mode == mode && !record.isArchive { games.append(record) }
    }
    if mode == .daily { games.sort { $0.puzzleNumber! < $1.puzzleNumber! } }
    var streak = 0
    var previousWin: Int?
    for game in games {
      figures.played += 1
      if game.won {
        figures.wins += 1
        figures.distribution[game.guessCount - 1] += 1
        let follows = mode == .unlimited || previousWin.map { $0 + 1 } == game.puzzleNumber
        streak = follows ? streak + 1 : 1
        previousWin = game.puzzleNumber
      } else {
        figures.losses += 1
        streak = 0
        previousWin = nil
      }
      figures.maxStreak = max(figures.maxStreak, streak)
    }
    if mode == .daily, let today, let last = previousWin, last + 1 < today { streak = 0 }
    figures.currentStreak = streak
    return figures
  }

  @Test("Random histories, games added in any order: the same figures as a full pass")
  func agreesWithAFullPass() {
    var generator = SeededGenerator(seed: 25)
    for _ in 0..<300 {
      var records: [GameRecord] = []
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        let won = Bool.random(using: &generator)
        let guesses = won ? Int.random(in: 1...6, using: &generator) : 6
        if Bool.random(using: &generator) {
          records.append(record(.unlimited, won: won, guesses: guesses))
        } else {
          let number = Int.random(in: 60...74, using: &generator)
          let finished = utc("2026-03-16T12:00:00Z")
          records.append(
            try! GameRecord(
              mode: .daily, language: .english, puzzleNumber: number, answer: word("crane"),
              won: won, guessCount: guesses, hardMode: false, finishedAt: finished,
              isArchive: Int.random(in: 0..<4, using: &generator) == 0))
        }
      }
      let history = History(records)
      for today in [nil, 70, 75, 76] as [Int?] {
        #expect(history.statistics(.daily, language: .english, todaysPuzzle: today)
          == oracle(records, mode: .daily, today: today))
      }
      #expect(history.statistics(.unlimited, language: .english) == oracle(records, mode: .unlimited, today: nil))
    }
  }

  @Test("A puzzle held as both a daily and an archive record counts once, the first way")
  func dailyAndArchiveOnce() throws {
    let daily = record(.daily, 70, won: true, at: utc("2026-03-11T12:00:00Z"))
    let archive = try GameRecord(
      mode: .daily, language: .english, puzzleNumber: 70, answer: word("crane"), won: false,
      guessCount: 6, hardMode: false, finishedAt: utc("2026-03-15T12:00:00Z"), isArchive: true)
    #expect(Statistics([daily, archive], mode: .daily, language: .english).played == 1)
    #expect(ArchiveStatistics([daily, archive], language: .english) == ArchiveStatistics())
    #expect(Statistics([archive, daily], mode: .daily, language: .english).played == 0)
    #expect(ArchiveStatistics([archive, daily], language: .english) == ArchiveStatistics(played: 1))
  }

  @Test("Removing a mode of a language (a reset) leaves the figures of the games that remain, and only theirs")
  func removingAMode() throws {
    var generator = SeededGenerator(seed: 54)
    for _ in 0..<200 {
      var records: [GameRecord] = []
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        let won = Bool.random(using: &generator)
        let guesses = won ? Int.random(in: 1...6, using: &generator) : 6
        let language: Language = Bool.random(using: &generator) ? .english : .spanish
        let answer = language == .english ? "crane" : "perro"
        if Bool.random(using: &generator) {
          records.append(record(.unlimited, won: won, guesses: guesses, language: language, answer: answer))
        } else {
          records.append(
            try GameRecord(
              mode: .daily, language: language, puzzleNumber: Int.random(in: 60...74, using: &generator),
              answer: word(answer), won: won, guessCount: guesses, hardMode: false,
              finishedAt: utc("2026-03-16T12:00:00Z"), isArchive: Int.random(in: 0..<4, using: &generator) == 0))
        }
      }
      for mode in PlayMode.allCases {
        for language in [Language.english, .spanish] {
          var history = History(records)
          history.removeAll(mode, language: language)
          let rebuilt = History(records.filter { $0.mode != mode || $0.language != language })
          #expect(history.records == rebuilt.records)
          for other in [Language.english, .spanish] {
            for kind in PlayMode.allCases {
              #expect(history.statistics(kind, language: other, todaysPuzzle: 75)
                == rebuilt.statistics(kind, language: other, todaysPuzzle: 75))
            }
            #expect(history.archiveStatistics(other) == rebuilt.archiveStatistics(other))
            #expect(history.recentUnlimitedAnswers(other) == rebuilt.recentUnlimitedAnswers(other))
            for number in 60...74 {
              #expect(history.dailyRecord(number, language: other) == rebuilt.dailyRecord(number, language: other))
            }
          }
        }
      }
    }
  }

  @Test("The last unlimited answers are kept for the draw, at least its window")
  func recentAnswers() {
    var history = History()
    for index in 0..<(3 * UnlimitedDraw.recentWindow) {
      history.append(record(.unlimited, won: true, at: utc("2026-03-15T12:00:00Z").addingTimeInterval(Double(index))))
    }
    #expect(history.recentUnlimitedAnswers(.english).count >= UnlimitedDraw.recentWindow)
    #expect(history.recentUnlimitedAnswers(.spanish).isEmpty)
  }
}

/// The saved-data findings of issue 25, each as it was found (fixed clock and seed).
@Suite("Saved data: issue 25's findings")
struct SavedDataIssue25Tests {
  @Test("The daily played to the end before its first day is told, not dropped in silence")
  func dailyBeforeFirstDay() throws {
    let world = TestWorld(now: utc("2025-12-30T12:00:00Z"), calendar: .gregorian("UTC"))
    let session = try world.session()
    session.switchMode(to: .daily)
    session.win()
    #expect(session.game.isOver)
    #expect(session.history.isEmpty)
    let notices = session.takeNotices()
    #expect(notices.contains(.gameNotRecorded(puzzleNumber: 1, finishedAt: utc("2025-12-30T12:00:00Z"))))
  }

  @Test("The daily that cannot be recorded is told when it ends, not again at each mode switch or start")
  func unrecordableDailyToldOnce() throws {
    let world = TestWorld(now: utc("2025-12-30T12:00:00Z"), calendar: .gregorian("UTC"))
    let session = try world.session()
    session.switchMode(to: .daily)
    session.win()
    _ = session.takeNotices()
    session.switchMode(to: .unlimited)
    session.switchMode(to: .daily)
    #expect(!session.takeNotices().contains { if case .gameNotRecorded = $0 { true } else { false } })
    let again = try world.session()
    #expect(again.game.isOver)
    #expect(!again.takeNotices().contains { if case .gameNotRecorded = $0 { true } else { false } })
  }

  @Test("A 0-byte history is set aside and told: the game always writes its first line")
  func emptyHistory() throws {
    let files = InMemoryFiles()
    let path = testLocations.historyFile.path
    files[path] = Data()
    let storage = memoryStorage(files)
    #expect(storage.loadHistory().isEmpty)
    #expect(storage.takeNotices() == [
      .damaged(file: path, movedTo: path + ".damaged-20260315-123456", loss: .historyEmpty)
    ])
    #expect(files[path + ".damaged-20260315-123456"] == Data())
  }

  @Test("A newer history whose header has a key this version does not know is left as it is")
  func newerHeaderLeftAlone() throws {
    let world = TestWorld()
    let path = testLocations.historyFile.path
    let newer = Data("{\"format\":6,\"kind\":\"guesswork-history\",\"sync\":\"x\"}\n{\"new\":1}\n".utf8)
    world.files[path] = newer
    let session = try world.session()
    session.switchMode(to: .unlimited)
    session.win()
    #expect(world.files[path] == newer)
    #expect(world.files.paths.filter { $0.contains("damaged") }.isEmpty)
    #expect(session.takeNotices().contains(.newerFormat(file: path)))
  }

  @Test("A daily record may finish from 14 hours before its day (UTC+14), not 24")
  func fourteenHours() {
    func daily(_ at: String) throws -> GameRecord {
      try GameRecord(
        mode: .daily, language: .english, puzzleNumber: 74, answer: word("crane"), won: true,
        guessCount: 3, hardMode: false, finishedAt: utc(at))
    }
    // Puzzle #74 is 2026-03-15, which begins at 2026-03-14T10:00Z in UTC+14.
    #expect(throws: RecordProblem.field("finishedAt")) { try daily("2026-03-14T09:59:59Z") }
    #expect(throws: RecordProblem.field("finishedAt")) { try daily("2026-03-14T00:00:00Z") }
    #expect(throws: Never.self) { try daily("2026-03-14T10:00:00Z") }
  }

  @Test("A past day lost on its sixth row comes back lost, not given up")
  func lostOnSixthRow() throws {
    let world = TestWorld()
    let session = try world.session()
    try session.openDay(day("2026-03-10"))
    session.lose()
    #expect(session.game.guesses.count == RoundShape.standardRows && !session.game.isGivenUp)
    let restarted = try world.session()
    try restarted.openDay(day("2026-03-10"))
    #expect(restarted.game.isOver && restarted.game.status == .lost)
    #expect(!restarted.game.isGivenUp)
  }

  @Test("A player in UTC+14 plays yesterday from the archive as soon as their day begins: recorded")
  func archiveInUTCPlus14() throws {
    let kiritimati = Calendar.gregorian("Pacific/Kiritimati")
    let world = TestWorld(now: instant("2026-03-15", 0, in: kiritimati), calendar: kiritimati)
    let session = try world.session()
    try session.openDay(day("2026-03-14"))
    session.win()
    #expect(session.history.count == 1 && session.history[0].isArchive)
    #expect(world.savedHistory.count == 1)
  }
}
