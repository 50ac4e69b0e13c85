import Foundation
import Testing

@testable import GuessworkEngine

/// A friend's challenge in a session: its own round, never counted, never costing the round that
/// was on the board, saved and resumed, shared by its code.
@Suite("Challenge rounds")
struct ChallengeSessionTests {
  let world = TestWorld()

  func challenge(_ text: String, _ language: Language = .english) -> Challenge {
    Challenge(word: word(text), language: language)!
  }

  @Test("A challenge arriving mid-round leaves that round saved and resumable, not lost")
  func roundInProgressIsKept() throws {
    let session = try world.session()
    session.play("eerie")
    session.enter("ab")
    let daily = session.game
    try session.playChallenge(challenge("kebab"))
    #expect(session.game.puzzle == .challenge(challenge("kebab")))
    #expect(session.game.answer == word("kebab"))
    #expect(session.game.guesses.isEmpty)
    #expect(session.history.isEmpty)
    session.switchMode(to: .daily)
    #expect(session.game == daily)
    #expect(try world.session().game == daily)
  }

  @Test("A challenge round is not counted, and its share text names the code, never the word")
  func notCountedSharedByCode() throws {
    let session = try world.session()
    let sent = challenge("theme")
    try session.playChallenge(sent)
    session.play("eerie")
    session.play("theme")
    #expect(session.game.isOver)
    #expect(session.history.isEmpty)
    #expect(session.statistics(for: .daily).played == 0)
    #expect(session.statistics(for: .unlimited).played == 0)
    let text = try #require(session.shareText(style: ShareStyle()))
    #expect(text.hasPrefix("Guesswork challenge \(sent.code) 2/6\n\n"))
    #expect(!text.lowercased().contains("theme"))
  }

  @Test("Share text: * in hard mode, X/6 when lost, and the code in every language")
  func shareTextLines() {
    let words = wordList(answers: ["theme"], guesses: TestWorld.losingRows)
    let sent = challenge("theme")
    var hard = Game(
      answer: word("theme"), puzzle: .challenge(sent), language: .english, hardMode: true)
    hard.play("theme", in: words)
    #expect(shareText(for: hard)?.hasPrefix("Guesswork challenge \(sent.code) 1/6*\n") == true)
    var lost = Game(answer: word("theme"), puzzle: .challenge(sent), language: .english)
    for row in TestWorld.losingRows { lost.play(row, in: words) }
    #expect(shareText(for: lost)?.hasPrefix("Guesswork challenge \(sent.code) X/6\n") == true)
    let spanish = WordList(language: .spanish, answers: [word("campo")], guesses: [])
    let campo = challenge("campo", .spanish)
    var round = Game(answer: word("campo"), puzzle: .challenge(campo), language: .spanish)
    round.play("campo", in: spanish)
    #expect(shareText(for: round)?.hasPrefix("Guesswork challenge \(campo.code) 1/6\n") == true)
  }

  @Test("The same challenge resumes its round after a restart; another replaces it")
  func resumed() throws {
    let session = try world.session()
    try session.playChallenge(challenge("kebab"))
    session.play("eerie")
    session.enter("ke")
    let round = session.game
    let restarted = try world.session(.challenge(challenge("kebab")))
    #expect(restarted.game == round)
    try restarted.playChallenge(challenge("tones"))
    #expect(restarted.game.guesses.isEmpty)
    #expect(restarted.game.answer == word("tones"))
    // A plain start goes back to the remembered mode.
    #expect(try world.session().game.puzzle == .daily(number: 74, day: day("2026-03-15")))
  }

  @Test("A finished challenge opened again shows its finished board")
  func finishedStaysFinished() throws {
    let session = try world.session(.challenge(challenge("crane")))
    session.play("crane")
    #expect(try world.session(.challenge(challenge("crane"))).game.isOver)
  }

  @Test("A challenge in the other language switches the game to it")
  func otherLanguage() throws {
    let session = try world.session()
    try session.playChallenge(challenge("campo", .spanish))
    #expect(session.settings.language == .spanish)
    #expect(session.words.language == .spanish)
    #expect(session.game.language == .spanish)
    #expect(session.play("dueño") == session.game.guesses.last.map { .success($0) })
  }

  @Test("A word not on its list is refused and nothing changes")
  func notOnTheList() throws {
    let session = try world.session()
    session.play("eerie")
    let round = session.game
    let paths = world.files.paths
    #expect(throws: LaunchError.challenge(.notAWord("ZZZZZ", .english))) {
      try session.playChallenge(challenge("zzzzz"))
    }
    #expect(session.game == round)
    #expect(world.files.paths == paths)
    #expect(throws: LaunchError.challenge(.notAWord("ZZZZZ", .english))) {
      try world.session(.challenge(challenge("zzzzz")))
    }
  }

  @Test("A saved challenge round whose code does not match its answer is set aside")
  func damagedSaveIsRefused() throws {
    let session = try world.session(.challenge(challenge("kebab")))
    session.play("eerie")
    let file = testLocations.roundFile(.challenge(challenge("kebab")), .english)
    let saved = try #require(world.files[file.path])
    let text = String(decoding: saved, as: UTF8.self)
      .replacingOccurrences(of: challenge("kebab").code, with: challenge("tones").code)
    world.files[file.path] = Data(text.utf8)
    let again = try world.session(.challenge(challenge("tones")))
    #expect(again.game.guesses.isEmpty)
    #expect(again.game.answer == word("tones"))
  }
}
