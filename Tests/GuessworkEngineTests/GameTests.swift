import Foundation
import Testing

@testable import GuessworkEngine

@Suite("A round")
struct GameTests {
  let words = roundWords

  func newGame(_ answer: String = "crane", language: Language = .english) -> Game {
    Game(answer: word(answer), puzzle: .unlimited, language: language)
  }

  @Test("Typing fills the current row; deleting takes the last letter off")
  func typingAndDeleting() {
    var game = newGame()
    let typedS = game.type(letter("s"))
    let typedL = game.type(letter("L"))
    #expect(typedS && typedL)
    #expect(game.typed == "sl")
    let deletedL = game.deleteLetter()
    #expect(deletedL)
    #expect(game.typed == "s")
    let deletedS = game.deleteLetter()
    let deletedNothing = game.deleteLetter()
    #expect(deletedS)
    #expect(!deletedNothing)  // nothing left to delete
    #expect(game.input.isEmpty)
  }

  @Test("A full row takes no sixth letter")
  func rowFull() {
    var game = newGame()
    game.enter("slate")
    let typedSixth = game.type(letter("x"))
    #expect(!typedSixth)
    #expect(game.typed == "slate")
  }

  @Test("Ñ cannot be typed in an English round, but can in a Spanish one")
  func enyeOnlyInSpanish() {
    var english = newGame()
    let typedInEnglish = english.type(letter("ñ"))
    #expect(!typedInEnglish)
    var spanish = newGame("crane", language: .spanish)
    let typedInSpanish = spanish.type(letter("ñ"))
    #expect(typedInSpanish)
  }

  @Test("Submitting fewer than five letters: “Not enough letters”, row kept")
  func notEnoughLetters() {
    var game = newGame()
    game.enter("sla")
    let refusal = game.submit(in: words).failure
    #expect(refusal == .notEnoughLetters)
    #expect(game.typed == "sla")
    #expect(game.guesses.isEmpty)
  }

  @Test("A word not in the list: “Not in word list”, row kept, no row used up")
  func notInWordList() {
    var game = newGame()
    game.enter("zzzzz")
    let refusal = game.submit(in: words).failure
    #expect(refusal == .notInWordList)
    #expect(game.typed == "zzzzz")
    #expect(game.currentRow == 0)
  }

  @Test("An accepted guess is scored, clears the row and moves to the next")
  func acceptedGuess() throws {
    var game = newGame("theme")
    game.enter("eerie")
    let guess = try game.submit(in: words).get().guess
    #expect(guess.result == tiles("Y---G"))
    #expect(game.guesses == [guess])
    #expect(game.input.isEmpty)
    #expect(game.currentRow == 1)
    #expect(game.status == .inProgress)
  }

  @Test("Guessing the answer wins the round")
  func win() {
    var game = newGame()
    game.play("slate", in: words)
    game.play("crane", in: words)
    #expect(game.status == .won)
    #expect(game.isOver)
    #expect(game.guesses.count == 2)
  }

  @Test("Six wrong guesses lose the round")
  func lossAfterSix() {
    var game = newGame()
    for (row, guess) in ["slate", "eerie", "abide", "tones", "adieu"].enumerated() {
      game.play(guess, in: words)
      #expect(game.status == .inProgress, "after row \(row + 1)")
    }
    game.play("ghoul", in: words)
    #expect(game.status == .lost)
    #expect(game.guesses.count == game.shape.rows)
  }

  @Test("Winning on the sixth row is a win, not a loss")
  func winOnLastRow() {
    var game = newGame()
    for guess in ["slate", "eerie", "abide", "tones", "adieu", "crane"] { game.play(guess, in: words) }
    #expect(game.status == .won)
  }

  @Test("After the end nothing can be typed, deleted or submitted")
  func nothingAfterTheEnd() {
    var game = newGame()
    game.play("crane", in: words)
    let typed = game.type(letter("a"))
    let deleted = game.deleteLetter()
    let submitted = game.submit(in: words)
    #expect(!typed)
    #expect(!deleted)
    #expect(game.input.isEmpty)
    #expect(submitted.failure == .roundIsOver)
    #expect(game.guesses.count == 1)
  }

  @Test("restoreInput puts typed letters back, up to a row, in the language's alphabet")
  func restoreInput() {
    var game = newGame()
    game.enter("xy")
    game.restoreInput("slñatex".map { letter($0) })
    #expect(game.typed == "slate")  // ñ is not English; the row stops at five
    var finished = newGame()
    finished.play("crane", in: words)
    finished.restoreInput("ab".map { letter($0) })
    #expect(finished.input.isEmpty)
  }

  @Test("The answer is accepted even when the word list does not have it")
  func answerAlwaysAccepted() {
    var game = newGame("zesty")
    game.enter("zesty")
    let submitted = game.submit(in: words)
    #expect(submitted.isSuccess)
    #expect(game.status == .won)
  }

  @Test("The hints of a round gather every row")
  func hintsOfTheRound() {
    var game = newGame("theme")
    game.play("eerie", in: words)
    #expect(game.hints == HardModeHints(game.guesses))
    #expect(game.hints.fixed[4] == letter("e"))
  }
}

@Suite("Saving a round")
struct GameCodingTests {
  let words = wordList(answers: ["theme"], guesses: ["eerie", "slate", "abide", "tones", "adieu", "ghoul"])

  /// A saved round as its file holds it, changed by `edit`, then checked as `Storage` checks it.
  func check(_ game: Game, _ edit: (inout [String: Any]) -> Void = { _ in }) throws -> CheckedRound {
    var round = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    edit(&round)
    let data = try JSONSerialization.data(withJSONObject: ["format": 1, "round": round])
    let object = try #require(JSONValue.object(in: data))
    let words = self.words
    return CheckedRound(
      object, format: 1, slot: game.puzzle, length: game.length, language: game.language,
      rules: SavedDataRules { $0 == .english ? words : nil })
  }

  func roundTrip(_ game: Game) throws -> Game? {
    let checked = try check(game)
    #expect(checked.problems.isEmpty)
    return checked.game
  }

  @Test("A round in the middle of a row reads back exactly, typed letters included")
  func roundTripMidRow() throws {
    var game = Game(
      answer: word("theme"), puzzle: .daily(number: 5, day: day("2026-01-05")), language: .english,
      hardMode: true)
    game.play("eerie", in: words)
    game.enter("ab")
    let restored = try #require(try roundTrip(game))
    #expect(restored == game)
    #expect(restored.typed == "ab")
    #expect(restored.isHardMode)
    #expect(restored.puzzle == .daily(number: 5, day: day("2026-01-05")))
  }

  @Test("Each kind of round reads back as the same kind",
    arguments: [
      Puzzle.daily(number: 1, day: day("2026-01-01")), .archive(number: 3, day: day("2026-01-03")),
      .unlimited, .custom,
    ])
  func puzzleKinds(puzzle: Puzzle) throws {
    let game = Game(answer: word("señor"), puzzle: puzzle, language: .spanish)
    #expect(try roundTrip(game) == game)
  }

  @Test("Only the words are saved; results are scored again on loading")
  func resultsRescored() throws {
    var game = Game(answer: word("theme"), puzzle: .unlimited, language: .english)
    game.play("eerie", in: words)
    let json = String(decoding: try JSONEncoder().encode(game), as: UTF8.self)
    #expect(!json.contains("present") && !json.contains("correct") && !json.contains("result"))
    let restored = try check(game) { $0["guesses"] = ["slate", "eerie"] }.game
    #expect(restored?.guesses.map(\.result) == [tiles("---YG"), tiles("Y---G")])
  }

  @Test("A saved round with seven guesses is refused")
  func sevenGuessesRefused() throws {
    let game = Game(answer: word("theme"), puzzle: .unlimited, language: .english)
    let seven = try check(game) {
      $0["guesses"] = ["slate", "eerie", "abide", "tones", "adieu", "ghoul", "slate"]
    }
    #expect(seven.game == nil)
    #expect(seven.problems == [.field("guesses")])
    // Six is a whole lost round and is fine.
    let lost = try check(game) {
      $0["guesses"] = ["slate", "eerie", "abide", "tones", "adieu", "ghoul"]
    }
    #expect(lost.game?.status == .lost)
  }

  @Test("A saved round with a guess after the win is refused")
  func guessAfterWinRefused() throws {
    let game = Game(answer: word("theme"), puzzle: .unlimited, language: .english)
    #expect(try check(game) { $0["guesses"] = ["eerie", "theme", "slate"] }.game == nil)
  }

  @Test("A saved English round with an Ñ in a guess is refused")
  func foreignLetterRefused() throws {
    let game = Game(answer: word("theme"), puzzle: .unlimited, language: .english)
    #expect(try check(game) { $0["guesses"] = ["señor"] }.game == nil)
  }

  @Test("A guess that is not a word (qqqqq) is refused")
  func notAWordRefused() throws {
    let game = Game(answer: word("theme"), puzzle: .unlimited, language: .english)
    #expect(try check(game) { $0["guesses"] = ["eerie", "qqqqq"] }.game == nil)
  }

  @Test(
    "Typed letters that are not a row are dropped; the rows are kept and the loss named",
    arguments: ["abcdef", "ab1", "a b", "AB", "ñ"])
  func badInputDropped(input: String) throws {
    var game = Game(answer: word("theme"), puzzle: .unlimited, language: .english)
    game.play("eerie", in: words)
    let checked = try check(game) { $0["input"] = input }
    #expect(checked.game?.guesses == game.guesses)
    #expect(checked.game?.input == [])
    #expect(checked.lostParts == [.typedLetters])
  }

  @Test("A round file without hard mode or typed letters keeps its rows, and both are named lost")
  func missingFields() throws {
    var game = Game(answer: word("theme"), puzzle: .unlimited, language: .english, hardMode: true)
    game.enter("ab")
    let checked = try check(game) {
      $0["hardMode"] = nil
      $0["input"] = nil
    }
    #expect(checked.game?.isHardMode == false)
    #expect(checked.game?.input.isEmpty == true)
    #expect(checked.problems == [.missing("hardMode"), .missing("input")])
    #expect(checked.lostParts == [.hardMode, .typedLetters])
  }

  @Test("An unknown key or a null is a damaged field, never silently dropped")
  func unknownAndNull() throws {
    let game = Game(answer: word("theme"), puzzle: .unlimited, language: .english)
    #expect(try check(game) { $0["in2ut"] = $0.removeValue(forKey: "input") }.problems == [
      .missing("input"), .unknown("in2ut"),
    ])
    #expect(try check(game) { $0["answer"] = NSNull() }.game == nil)
  }
}
