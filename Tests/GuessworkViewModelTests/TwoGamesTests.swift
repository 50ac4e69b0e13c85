import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkViewModel

/// Two windows of two games on one round (two `--word` games on the same word): the one holding
/// the round's file saves it; the other's first key after it lets go shows what it played.
@Suite("Two games on one round")
struct TwoGamesTests {
  @Test func theFirstKeyAfterTheOtherGameLetGoShowsItsRowsAndIsDropped() throws {
    let harness = Harness()
    harness.files.enforceClaims()
    let (first, _) = try harness.viewModel()
    let (second, log) = try harness.viewModel()
    first.play("babes")
    first.play("kebab")
    _ = first.newGame()  // to unlimited: the chosen word's file is free
    second.board.type("s")
    #expect(second.letters(ofRow: 0) == "BABES")
    #expect(second.letters(ofRow: 1) == "KEBAB")
    #expect(second.letters(ofRow: 2) == "·····", "the key pressed on the old board is dropped")
    #expect(
      log.take() == [
        .boardReplaced,
        .toast(Toast("This round was played on in another window; its rows were loaded.", duration: .long)),
      ])
    second.board.type("e")
    #expect(second.letters(ofRow: 2) == "E····")
    let (restarted, _) = try harness.viewModel()
    #expect(restarted.letters(ofRow: 1) == "KEBAB" && restarted.letters(ofRow: 2) == "E····")
  }
}
