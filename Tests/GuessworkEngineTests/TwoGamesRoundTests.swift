import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

/// Two games on one round (the normal game and a `--date` game on today's puzzle, two `--word`
/// games): the one holding the round's file saves it, the other plays without saving. When the
/// first lets the file go, the second must not save its stale copy over the first's rows.
@Suite("Two games on one round")
struct TwoGamesRoundTests {
  let world = TestWorld()

  init() { world.files.enforceClaims() }

  var dailyFile: URL { testLocations.roundFile(.daily(number: 74, day: day("2026-03-15")), .english) }

  /// The daily round as a third game would find it on disk.
  var savedDaily: Game? {
    world.storage.loadRound(.daily(number: 74, day: day("2026-03-15")), .english, checkedBy: world.rules)
  }

  @Test("A game never saves a round file over rows another game wrote after it read the file")
  func staleCopyNotSaved() throws {
    let files = InMemoryFiles()
    files.enforceClaims()
    let first = memoryStorage(files)
    let second = memoryStorage(files)
    let words = wordList(answers: ["crane"], guesses: ["slate"])
    let fresh = Game(answer: word("crane"), puzzle: .custom, language: .english)
    first.save(round: fresh)
    #expect(second.loadRound(.custom, .english) == fresh, "read while the first game held it")
    var played = fresh
    played.play("slate", in: words)
    first.save(round: played)
    first.save(round: Game(answer: word("crane"), puzzle: .unlimited, language: .english))
    var stale = fresh
    stale.enter("c")
    #expect(second.save(round: stale) == .changedElsewhere)
    #expect(memoryStorage(files).loadRound(.custom, .english) == played)
    // Read again, the round is the second game's to save.
    var resumed = try #require(second.loadRound(.custom, .english))
    resumed.enter("c")
    #expect(second.save(round: resumed) == .held)
    #expect(memoryStorage(files).loadRound(.custom, .english) == resumed)
  }

  @Test("The daily's rows survive a --date game's first letter after the normal game moved on")
  func dateGameKeepsTheDailysRows() throws {
    let normal = try world.session()
    let dated = try world.session(.date(day("2026-03-15")))
    normal.play("eerie")
    normal.play("babes")
    let played = normal.game
    normal.switchMode(to: .unlimited)  // Ctrl+N: the daily's file is free
    dated.enter("a")
    #expect(savedDaily == played)
  }

  @Test("The first key after the other game let the round go brings in its rows; the key is dropped")
  func firstKeyLoadsTheRound() throws {
    let normal = try world.session()
    let dated = try world.session(.date(day("2026-03-15")))
    normal.play("eerie")
    normal.play("babes")
    let played = normal.game
    #expect(!dated.followRoundOnDisk(), "held by the normal game: played without saving")
    normal.switchMode(to: .unlimited)
    #expect(dated.followRoundOnDisk())
    #expect(dated.game == played)
    #expect(!dated.followRoundOnDisk(), "read now: the round is this game's to save")
    dated.enter("k")
    #expect(savedDaily?.guesses.map(\.word) == words("eerie", "babes"))
    #expect(savedDaily?.typed == "k")
  }

  @Test("A round file the other game removed is no round to load: the board's round is saved")
  func goneFileKeepsTheBoard() throws {
    let normal = try world.session()
    let dated = try world.session(.date(day("2026-03-15")))
    normal.play("eerie")
    normal.switchMode(to: .unlimited)
    world.files[dailyFile.path] = nil
    let board = dated.game
    #expect(!dated.followRoundOnDisk())
    #expect(dated.game == board)
    dated.enter("k")
    #expect(savedDaily?.typed == "k")
  }
}
