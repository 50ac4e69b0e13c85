import Foundation
import Testing

@testable import GuessworkEngine

/// A round's size is its shape's (issue 55): the rows a round allows, its score and its share
/// text all read `Game.shape`, which every puzzle played today sets to one board of six rows.
@Suite("The shape of a round")
struct RoundShapeTests {
  let words = roundWords
  let misses = ["slate", "eerie", "abide", "tones", "adieu", "babes", "kebab", "ebbed"]

  func round(rows: Int) -> Game {
    Game(
      answer: word("crane"), puzzle: .unlimited, language: .english,
      shape: RoundShape(rows: rows, letters: 5))
  }

  mutating func play(_ text: String, in game: inout Game) {
    for character in text { game.type(letter(character)) }
    _ = game.submit(in: words)
  }

  @Test("Every puzzle played today is one board of six rows, of its answer's length")
  func todaysPuzzles() {
    let day = LocalDay(year: 2026, month: 3, day: 15)!
    let challenge = Challenge(word: word("crane"), language: .english)!
    for puzzle in [Puzzle.daily(number: 74, day: day), .archive(number: 73, day: day), .unlimited, .custom, .challenge(challenge)] {
      #expect(puzzle.shape(letters: 5) == RoundShape(boards: 1, rows: 6, letters: 5))
      #expect(Game(answer: word("crane"), puzzle: puzzle, language: .english).shape.rows == 6)
    }
    #expect(Game(answer: word("kitchen"), puzzle: .unlimited, language: .english).shape.letters == 7)
  }

  @Test("A round of three rows is lost at its third miss; one of eight goes on past six", arguments: [3, 8])
  mutating func rowsOfTheShape(rows: Int) {
    var game = round(rows: rows)
    for miss in misses.prefix(rows - 1) { play(miss, in: &game) }
    #expect(game.status == .inProgress)
    var lost = game
    play(misses[rows - 1], in: &lost)
    #expect(lost.status == .lost)
    #expect(lost.guesses.count == rows)
    play("crane", in: &game)
    #expect(game.status == .won)
    #expect(shareText(for: game)?.hasPrefix("Guesswork \(rows)/\(rows)\n") == true)
    #expect(shareText(for: lost)?.hasPrefix("Guesswork X/\(rows)\n") == true)
  }

  @Test("A round moved to another puzzle keeps its shape")
  mutating func movedKeepsTheShape() {
    var game = round(rows: 8)
    play("slate", in: &game)
    let moved = game.moved(to: .custom)
    #expect(moved.shape == game.shape)
    #expect(moved.guesses == game.guesses)
  }

  @Test("Scores as the share text and the history write them")
  func scores() {
    #expect(RoundShape.single(letters: 5).score(guesses: 3) == "3/6")
    #expect(RoundShape.single(letters: 7).score(guesses: nil) == "X/6")
    #expect(RoundShape(rows: 8, letters: 5).score(guesses: 8) == "8/8")
  }
}
