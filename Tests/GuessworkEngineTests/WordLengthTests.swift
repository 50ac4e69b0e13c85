import Foundation
import Testing

@testable import GuessworkEngine

/// Unlimited rounds, chosen words and their statistics in words of 4 to 7 letters; the daily
/// puzzle stays five letters.
@Suite("Words of 4 to 7 letters")
struct WordLengthTests {
  let world = TestWorld()

  func unlimitedSession() throws -> GameSession {
    let session = try world.session()
    session.switchMode(to: .unlimited)
    return session
  }

  @Test("A round of six letters takes six-letter guesses and scores them")
  func sixLetterRound() throws {
    var game = Game(answer: word("planet"), puzzle: .unlimited, language: .english)
    let words = TestWorld.otherEnglishLists[6]!
    for character in "plan" { game.type(letter(character)) }
    #expect(game.submit(in: words) == .failure(.notEnoughLetters))
    for character in "etx" { game.type(letter(character)) }
    #expect(game.input.count == 6, "a seventh letter does not fit")
    let guess = try game.submit(in: words).get().guess
    #expect(guess.isCorrect && game.status == .won)
    var other = Game(answer: word("planet"), puzzle: .unlimited, language: .english)
    for character in "garden" { other.type(letter(character)) }
    #expect(try other.submit(in: words).get().guess.result == tiles("-Y--GY"))
    for character in "crane" { other.type(letter(character)) }
    #expect(other.submit(in: words) == .failure(.notEnoughLetters))
  }

  @Test("Choosing six letters starts a six-letter unlimited round; the five-letter one waits")
  func choosingALength() throws {
    let session = try unlimitedSession()
    session.play("eerie")
    let fiveLetterRound = session.game
    try session.setWordLength(6)
    #expect(session.game.length == 6 && session.game.puzzle == .unlimited)
    #expect(session.words.length == 6)
    #expect(TestWorld.otherEnglishLists[6]!.isAnswer(session.game.answer))
    #expect(session.settings.roundLength == 6)
    session.play("orange")
    // Saved in a slot of its own; the five-letter round's file is untouched.
    #expect(world.files[testLocations.roundFile(.unlimited, .english, length: 6).path] != nil)
    let restarted = try world.session()
    #expect(restarted.game.length == 6 && restarted.game.guesses.count == 1)
    try restarted.setWordLength(5)
    #expect(restarted.game == fiveLetterRound)
    #expect(restarted.words.length == 5)
  }

  @Test("The length is remembered, and written only when it is not five")
  func lengthRemembered() throws {
    let session = try unlimitedSession()
    let settingsPath = testLocations.settingsFile.path
    #expect(!String(decoding: world.files[settingsPath]!, as: UTF8.self).contains("wordLength"))
    try session.setWordLength(7)
    #expect(String(decoding: world.files[settingsPath]!, as: UTF8.self).contains(#""wordLength":7"#))
    #expect(try world.session().game.length == 7)
    try session.setWordLength(5)
    #expect(!String(decoding: world.files[settingsPath]!, as: UTF8.self).contains("wordLength"))
  }

  @Test("A length without word lists is refused and nothing changes")
  func missingLists() throws {
    let session = try unlimitedSession()
    let round = session.game
    #expect(throws: LaunchError.self) { try session.setWordLength(4) }
    #expect(session.game == round && session.settings.roundLength == 5)
    try session.switchLanguage(to: .spanish)
    #expect(throws: LaunchError.self) { try session.setWordLength(7) }
    #expect(session.game.length == 5)
  }

  @Test("The daily puzzle stays five letters whatever length unlimited rounds have")
  func dailyStaysFive() throws {
    let session = try unlimitedSession()
    try session.setWordLength(7)
    session.switchMode(to: .daily)
    #expect(session.game.length == 5 && session.words.length == 5)
    #expect(session.play("eerie") == .success(Guess(word("eerie"), against: session.game.answer)))
    session.switchMode(to: .unlimited)
    #expect(session.game.length == 7)
  }

  @Test("Statistics are kept per length: a six-letter win is not a five-letter one")
  func statisticsPerLength() throws {
    let session = try unlimitedSession()
    session.win()
    try session.setWordLength(6)
    session.win()
    session.startNewRound()
    session.win()
    #expect(session.statistics(for: .unlimited).played == 2)
    try session.setWordLength(5)
    #expect(session.statistics(for: .unlimited).played == 1)
    #expect(session.recentResults(for: .unlimited).results.count == 1)
    // And after a restart, from the file (history format 4).
    let restarted = try world.session()
    try restarted.setWordLength(6)
    #expect(restarted.statistics(for: .unlimited).played == 2)
    #expect(world.savedHistory.map(\.answer.length) == [5, 6, 6])
  }

  @Test("A new unlimited round avoids the recent answers of its own length")
  func drawAvoidsRecentOfItsLength() throws {
    let session = try unlimitedSession()
    try session.setWordLength(7)
    var answers: [Word] = []
    for _ in 0..<3 {
      answers.append(session.game.answer)
      session.win()
      session.startNewRound()
    }
    #expect(Set(answers).count == 3, "three answers, three different words")
  }

  @Test("A chosen word may have 4 to 7 letters when the language has lists of that length")
  func chosenWordOfSevenLetters() throws {
    let session = try world.session(.word("KITCHEN"))
    #expect(session.game.length == 7 && session.game.puzzle == .custom)
    session.play("cookies")
    #expect(world.files[testLocations.roundFile(.custom, .english, length: 7).path] != nil)
    let again = try world.session()
    #expect(again.unfinishedRound(.chosenWord)?.answer == word("kitchen"))
    #expect(throws: LaunchError.wordNotAccepted("ZZZZZZ", .english)) {
      try world.session(.word("zzzzzz"))
    }
  }

  @Test("History format 3 holds five-letter rounds only; format 4 any length")
  func historyFormats() throws {
    let line =
      #"{"answer":"planet","finishedAt":"2026-03-15T10:00:00Z","guessCount":1,"guesses":["planet"],"#
      + #""hardMode":false,"language":"en","mode":"unlimited","won":true}"#
    for format in [3, 4] {
      world.files[testLocations.historyFile.path] = Data(
        (#"{"format":\#(format),"kind":"guesswork-history"}"# + "\n" + line + "\n").utf8)
      let storage = world.storage
      let records = storage.loadHistory(checkedBy: world.rules)
      #expect(records.count == (format == 4 ? 1 : 0), "format \(format)")
    }
  }

  @Test("A saved round must have its slot's length")
  func roundSlotLength() throws {
    let session = try unlimitedSession()
    try session.setWordLength(6)
    session.play("orange")
    let sixPath = testLocations.roundFile(.unlimited, .english, length: 6).path
    let fivePath = testLocations.roundFile(.unlimited, .english).path
    // A six-letter round copied into the five-letter slot is damage there, and set aside.
    world.files[fivePath] = world.files[sixPath]
    #expect(world.storage.loadRound(.unlimited, .english, checkedBy: world.rules) == nil)
    #expect(world.storage.loadRound(.unlimited, .english, length: 6, checkedBy: world.rules) != nil)
  }

  @Test("The share text names a length other than five")
  func shareTextNamesTheLength() throws {
    var game = Game(answer: word("kitchen"), puzzle: .unlimited, language: .english)
    for text in ["cookies", "kitchen"] {
      for character in text { game.type(letter(character)) }
      _ = game.submit(in: TestWorld.otherEnglishLists[7]!)
    }
    #expect(shareText(for: game) == "Guesswork 7 letters 2/6\n\n🟨⬜⬜🟨🟨🟩⬜\n🟩🟩🟩🟩🟩🟩🟩")
    var spanish = Game(answer: word("planet"), puzzle: .custom, language: .spanish)
    for character in "planet" { spanish.type(letter(character)) }
    _ = spanish.submit(in: TestWorld.otherEnglishLists[6]!)
    #expect(shareText(for: spanish)?.hasPrefix("Guesswork ES 6 letters 1/6\n") == true)
    // A challenge names its code, and its length after it.
    let challenge = try #require(Challenge(word: word("kitchen"), language: .english))
    var friend = Game(answer: word("kitchen"), puzzle: .challenge(challenge), language: .english)
    for character in "kitchen" { friend.type(letter(character)) }
    _ = friend.submit(in: TestWorld.otherEnglishLists[7]!)
    #expect(
      shareText(for: friend)?.hasPrefix("Guesswork challenge \(challenge.code) 7 letters 1/6\n") == true)
  }
}
