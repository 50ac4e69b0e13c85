import Testing

@testable import GuessworkEngine

@Suite("Hard mode")
struct HardModeTests {
  let words = wordList(
    answers: ["paint", "theme"],
    guesses: ["banjo", "cloud", "baker", "sandy", "eerie", "abide", "elide", "geese", "tepid", "vapid",
      "salon", "manor", "thump", "fable"])

  func hardGame(answer: String) -> Game {
    Game(answer: word(answer), puzzle: .unlimited, language: .english, hardMode: true)
  }

  @Test("A green letter must stay where it is: “2nd letter must be A”")
  func greenMustStay() {
    var game = hardGame(answer: "paint")
    let first = game.play("banjo", in: words)  // A green at the 2nd place, N yellow
    #expect(first.isSuccess)
    let refusal = game.play("cloud", in: words).failure
    #expect(refusal == .mustKeep(letter("a"), at: 1))
  }

  @Test("A revealed letter must be used again: “Guess must contain N”")
  func yellowMustBeReused() {
    var game = hardGame(answer: "paint")
    game.play("banjo", in: words)
    let refusal = game.play("baker", in: words).failure  // keeps the A, but has no N
    #expect(refusal == .mustContain(letter("n"), count: 1))
    let second = game.play("sandy", in: words)  // A in place and an N elsewhere
    #expect(second.isSuccess)
  }

  @Test("Copies count: two coloured E's mean “Guess must contain E twice”")
  func copiesCount() {
    var game = hardGame(answer: "theme")
    let first = game.play("eerie", in: words)
    #expect(first.success?.result == tiles("Y---G"))
    let refusal = game.play("abide", in: words).failure  // the green E stays, but only one E
    #expect(refusal == .mustContain(letter("e"), count: 2))
    let second = game.play("elide", in: words)  // E at the end and another E
    #expect(second.isSuccess)
  }

  @Test("Hints accumulate over every earlier row, not only the last one")
  func hintsAccumulate() {
    var game = hardGame(answer: "paint")
    game.play("banjo", in: words)  // A green at 2nd, N yellow
    let second = game.play("sandy", in: words)  // reveals nothing new
    #expect(second.success?.result == tiles("-GY--"))
    let missingN = game.play("vapid", in: words)  // the N of the first row is still required
    #expect(missingN.failure == .mustContain(letter("n"), count: 1))
    let movedA = game.play("cloud", in: words)  // and so is the A of the first row
    #expect(movedA.failure == .mustKeep(letter("a"), at: 1))
    let third = game.play("manor", in: words)
    #expect(third.isSuccess)
    #expect(game.hints.fixed[1] == letter("a"))
  }

  @Test("Greens are checked before missing letters")
  func greensFirst() {
    var game = hardGame(answer: "paint")
    game.play("banjo", in: words)
    // CLOUD breaks both rules (no A in 2nd place, no N); the green rule is reported.
    let refusal = game.play("cloud", in: words).failure
    #expect(refusal == .mustKeep(letter("a"), at: 1))
  }

  @Test("A refused row stays typed and uses up nothing")
  func refusalKeepsRow() {
    var game = hardGame(answer: "paint")
    game.play("banjo", in: words)
    game.play("cloud", in: words)
    #expect(game.typed == "cloud")
    #expect(game.guesses.count == 1)
    #expect(game.status == .inProgress)
  }

  @Test("Grey letters may be played again, even in hard mode")
  func greyLettersAllowed() {
    var game = hardGame(answer: "paint")
    game.play("banjo", in: words)  // B, J, O grey
    let withoutN = game.play("baker", in: words)  // B again is fine; only the N is missing
    #expect(withoutN.failure == .mustContain(letter("n"), count: 1))
    let second = game.play("salon", in: words)  // O again, A kept, N used
    #expect(second.isSuccess)
  }

  @Test("The word list is checked before hard mode")
  func wordListFirst() {
    var game = hardGame(answer: "paint")
    game.play("banjo", in: words)
    let refusal = game.play("zzzzz", in: words).failure
    #expect(refusal == .notInWordList)
  }

  @Test("Without hard mode the same row is accepted")
  func normalModeAcceptsIt() {
    var game = Game(answer: word("paint"), puzzle: .unlimited, language: .english)
    game.play("banjo", in: words)
    let second = game.play("cloud", in: words)
    #expect(second.isSuccess)
  }

  @Test("The required count is the most copies coloured in one row, not a sum over rows")
  func countIsPerRow() {
    let answer = word("theme")
    let hints = HardModeHints([Guess(word("tepid"), against: answer), Guess(word("fable"), against: answer)])
    // Each row coloured one E: one E is required, not two.
    #expect(hints.minimumCounts.map { $0.letter } == [letter("t"), letter("e")])
    #expect(hints.minimumCounts.map { $0.count } == [1, 1])
    #expect(hints.fixed == [letter("t"), nil, nil, nil, letter("e")])
    #expect(hints.violation(by: word("tilde")) == nil)  // T first, one E, at the end
    #expect(hints.violation(by: word("totem")) == .mustKeep(letter("e"), at: 4))
  }

  @Test("No hints before the first guess")
  func noHintsAtFirst() {
    #expect(HardModeHints().violation(by: word("zzzzz")) == nil)
    #expect(hardGame(answer: "paint").hints == HardModeHints())
  }

  // MARK: Switching

  @Test("Hard mode can be switched on before the first guess")
  func onBeforeFirstGuess() {
    var game = Game(answer: word("paint"), puzzle: .unlimited, language: .english)
    game.enter("ban")  // typing is not guessing
    let switched = game.setHardMode(true)
    #expect(switched.isSuccess)
    #expect(game.isHardMode)
  }

  @Test("Hard mode cannot be switched on after a guess")
  func notOnAfterAGuess() {
    var game = Game(answer: word("paint"), puzzle: .unlimited, language: .english)
    game.play("banjo", in: words)
    let refusal = game.setHardMode(true).failure
    #expect(refusal == .roundAlreadyStarted)
    #expect(!game.isHardMode)
  }

  @Test("Hard mode can be switched off at any time, and not back on")
  func offAnyTime() {
    var game = hardGame(answer: "paint")
    game.play("banjo", in: words)
    let switchedOff = game.setHardMode(false)
    #expect(switchedOff.isSuccess)
    #expect(!game.isHardMode)
    let second = game.play("cloud", in: words)  // no longer held to the hints
    #expect(second.isSuccess)
    let switchedOn = game.setHardMode(true)
    #expect(switchedOn.failure == .roundAlreadyStarted)
  }
}
