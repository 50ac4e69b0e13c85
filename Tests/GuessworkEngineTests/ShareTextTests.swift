import PropertyBased
import Testing

@testable import GuessworkEngine

@Suite("Share text")
struct ShareTextTests {
  let words = wordList(
    answers: ["theme", "crane"], guesses: ["slate", "eerie", "abide", "tones", "adieu", "ghoul"])

  func finished(
    _ rows: [String], answer: String = "theme",
    puzzle: Puzzle = .daily(number: 5, day: day("2026-01-05")), hardMode: Bool = false
  ) -> Game {
    var game = Game(answer: word(answer), puzzle: puzzle, language: .english, hardMode: hardMode)
    for row in rows { game.play(row, in: words) }
    return game
  }

  @Test("A daily win: number, tries, a blank line, then one row of squares per guess")
  func dailyWin() {
    let game = finished(["slate", "eerie", "theme"])
    #expect(shareText(for: game) == """
      Guesswork #5 3/6

      ⬜⬜⬜🟨🟩
      🟨⬜⬜⬜🟩
      🟩🟩🟩🟩🟩
      """)
  }

  @Test("A puzzle in another language names it; English lines stay as they were")
  func languageInTheTitle() {
    let spanish = WordList(language: .spanish, answers: [word("cielo")], guesses: [word("playa")])
    var game = Game(
      answer: word("cielo"), puzzle: .daily(number: 327, day: day("2026-11-23")), language: .spanish)
    game.play("playa", in: spanish)
    game.play("cielo", in: spanish)
    #expect(shareText(for: game)?.hasPrefix("Guesswork ES #327 2/6\n\n") == true)
    var custom = Game(answer: word("cielo"), puzzle: .custom, language: .spanish)
    custom.play("cielo", in: spanish)
    #expect(shareText(for: custom)?.hasPrefix("Guesswork ES 1/6\n") == true)
    #expect(shareText(for: finished(["theme"]))?.hasPrefix("Guesswork #5 1/6\n") == true)
  }

  @Test("A loss shows X for the tries")
  func loss() {
    let game = finished(["slate", "eerie", "abide", "tones", "adieu", "ghoul"])
    let text = shareText(for: game)
    #expect(text?.hasPrefix("Guesswork #5 X/6\n\n") == true)
    #expect(text?.split(separator: "\n").count == 7)
  }

  @Test("A hard-mode round is marked with an asterisk")
  func hardMode() {
    let game = finished(["theme"], hardMode: true)
    #expect(shareText(for: game) == "Guesswork #5 1/6*\n\n🟩🟩🟩🟩🟩")
  }

  @Test(
    "Unlimited and custom rounds have no puzzle number",
    arguments: [Puzzle.unlimited, .custom])
  func noNumber(puzzle: Puzzle) {
    let game = finished(["eerie", "theme"], puzzle: puzzle)
    #expect(shareText(for: game) == "Guesswork 2/6\n\n🟨⬜⬜⬜🟩\n🟩🟩🟩🟩🟩")
  }

  @Test("Grey squares follow the theme: ⬛ on dark, ⬜ on light")
  func theme() {
    let game = finished(["adieu", "theme"], puzzle: .unlimited)
    #expect(shareText(for: game, style: ShareStyle(darkTheme: true)) == "Guesswork 2/6\n\n⬛⬛⬛🟨⬛\n🟩🟩🟩🟩🟩")
    #expect(shareText(for: game, style: ShareStyle(darkTheme: false)) == "Guesswork 2/6\n\n⬜⬜⬜🟨⬜\n🟩🟩🟩🟩🟩")
  }

  @Test("High contrast uses 🟧 for correct and 🟦 for present")
  func highContrast() {
    let game = finished(["eerie", "theme"], puzzle: .unlimited)
    #expect(shareText(for: game, style: ShareStyle(highContrast: true)) == "Guesswork 2/6\n\n🟦⬜⬜⬜🟧\n🟧🟧🟧🟧🟧")
    #expect(
      shareText(for: game, style: ShareStyle(darkTheme: true, highContrast: true))
        == "Guesswork 2/6\n\n🟦⬛⬛⬛🟧\n🟧🟧🟧🟧🟧")
  }

  @Test("Nothing to share while the round is in progress")
  func inProgress() {
    var game = finished(["eerie"])
    #expect(shareText(for: game) == nil)
    game.enter("the")
    #expect(shareText(for: game) == nil)
  }

  @Test("The text never gives away a letter of the guesses or the answer")
  func neverSpoils() async {
    let wordGenerator = Gen.character(in: "a"..."z").string(of: Word.standardLength).map { Word($0)! }
    await propertyCheck(
      count: 300, input: wordGenerator, wordGenerator.array(of: 1...6), Gen.bool, Gen.bool, Gen.bool
    ) { answer, rows, hard, dark, contrast in
      var game = Game(
        answer: answer, puzzle: .daily(number: 12, day: day("2026-01-12")), language: .english,
        hardMode: hard)
      let list = WordList(language: .english, answers: [answer], guesses: rows)
      for row in rows where !game.isOver { game.play(row.text, in: list) }
      if !game.isOver {  // make sure the round ends: win it on the next row
        game.play(answer.text, in: list)
      }
      let text = shareText(for: game, style: ShareStyle(darkTheme: dark, highContrast: contrast))
      let lines = text?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
      #expect(lines.count == game.guesses.count + 2)
      let tries = game.status == .won ? String(game.guesses.count) : "X"
      #expect(lines.first.map(String.init) == "Guesswork #12 \(tries)/6" + (hard ? "*" : ""))
      #expect(lines.dropFirst().first == "")
      for line in lines.dropFirst(2) {
        #expect(line.count == Word.standardLength)
        #expect(line.allSatisfy { "🟩🟨⬜⬛🟧🟦".contains($0) })
        #expect(!line.contains { Letter($0) != nil })
      }
    }
  }
}
