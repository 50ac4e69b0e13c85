import CAdwaita
import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// Enter scores the row with the rules of the original game, or refuses it with a toast and a shake.
final class SubmittingUITests: UITestCase {
  func testAShortRowShakesAndSaysNotEnoughLetters() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("sla")
      game.press(.enter)
      XCTAssertEqual(game.toast, "Not enough letters")
      XCTAssertTrue(game.window.board.rowHasClass("shake", row: 0))
      XCTAssertEqual(game.letters(row: 0), "SLA  ", "a refused row keeps its letters")
      try game.wait("the shake ends", timeout: 2) { !game.window.board.rowHasClass("shake", row: 0) }
      try game.wait("the toast fades", timeout: 3) { game.toast == nil }
    }
  }

  func testAWordOutsideTheListIsRefusedAndNothingIsScored() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.guess("xqzvk")
      XCTAssertEqual(game.toast, "Not in word list")
      XCTAssertEqual(game.states(row: 0), ["typed", "typed", "typed", "typed", "typed"])
      XCTAssertNil(game.keyState("x"))
    }
  }

  func testRepeatedLettersAreColouredAsTheRulesSay() throws {
    try onMain {
      // Answer ABBEY: the two-pass rule colours a letter only while the answer has copies left.
      let game = try launch(["--word", "abbey"])
      game.guess("babes")
      game.guess("kebab")
      game.guess("ebbed")
      game.guess("eerie")
      XCTAssertEqual(game.states(row: 0), ["present", "present", "correct", "correct", "absent"])
      XCTAssertEqual(game.states(row: 1), ["absent", "present", "correct", "present", "present"])
      XCTAssertEqual(game.states(row: 2), ["absent", "correct", "correct", "correct", "absent"])
      // Three E's against one: only the first is coloured.
      XCTAssertEqual(game.states(row: 3), ["present", "absent", "absent", "absent", "absent"])
      XCTAssertEqual(game.window.board.tiles[2][0].accessibleLabel, "Row 3, letter 1, E, absent")
      XCTAssertEqual(
        game.window.board.tiles[0][0].accessibleLabel, "Row 1, letter 1, B, present in another position")
      XCTAssertEqual(game.window.board.tiles[2][1].accessibleLabel, "Row 3, letter 2, B, correct")
    }
  }

  func testKeysShowTheBestStateSeenAndNeverGoBack() throws {
    try onMain {
      let game = try launch(["--word", "abbey"])
      game.guess("babes")
      XCTAssertEqual(game.keyState("b"), "correct")
      XCTAssertEqual(game.keyState("a"), "present")
      XCTAssertEqual(game.keyState("s"), "absent")
      game.guess("ebbed")
      // E was correct in BABES; EBBED's first E is absent, and the key stays green.
      XCTAssertEqual(game.keyState("e"), "correct")
      XCTAssertEqual(game.keyState("d"), "absent")
      XCTAssertEqual(game.window.keyboard.accessibleLabels[.letter(Letter("e")!)], "E, correct")
      XCTAssertNil(game.keyState("q"))
    }
  }

  func testTheRowFlipsTileByTileAndKeysChangeWhenTheRevealEnds() throws {
    try onMain {
      // The round's clock moves only when the test says: each step of the reveal is looked at
      // exactly when it is due, however slow the machine.
      let game = try launch(["--word", "crane"], manualTime: true)
      game.type("caste")
      game.press(.enter)
      let tiles = game.window.board.tiles[0]
      XCTAssertEqual(game.states(row: 0), ["typed", "typed", "typed", "typed", "typed"], "no colour at Enter")
      game.advance(by: .zero)  // the work due at once
      XCTAssertTrue(tiles[0].label.hasClass("flip-in"), "the first tile starts turning at once")
      XCTAssertFalse(tiles[1].label.hasClass("flip-in"), "the second waits for its turn")
      game.advance(by: RoundTiming.flipHalf - .milliseconds(10))
      XCTAssertEqual(tiles[0].stateClass, "typed", "no colour before half-way through the flip")
      game.advance(by: .milliseconds(10))
      XCTAssertEqual(tiles[0].stateClass, "correct", "half-way through the first flip its colour appears")
      XCTAssertEqual(tiles[1].stateClass, "typed")
      XCTAssertNil(game.keyState("c"), "keys change when the whole row is revealed")
      // The last tile starts 1.2 s after Enter and shows its colour 0.25 s later.
      game.advance(by: RoundTiming.flipStagger * 4 - RoundTiming.flipHalf - .milliseconds(10))
      XCTAssertEqual(tiles[4].stateClass, "typed")
      XCTAssertFalse(tiles[4].label.hasClass("flip-in"))
      game.advance(by: .milliseconds(10))
      XCTAssertTrue(tiles[4].label.hasClass("flip-in"), "the last tile starts turning 1.2 s after Enter")
      game.advance(by: RoundTiming.flipHalf)
      XCTAssertEqual(game.states(row: 0), ["correct", "present", "absent", "absent", "correct"])
      XCTAssertTrue(game.viewModel.board.isRevealing, "the last tile is still turning")
      XCTAssertNil(game.keyState("c"))
      game.advance(by: RoundTiming.flipHalf)
      XCTAssertFalse(game.viewModel.board.isRevealing, "the row settles 2.2 s after Enter")
      XCTAssertEqual(game.keyState("c"), "correct")
      XCTAssertEqual(game.keyState("a"), "present")
      XCTAssertEqual(game.keyState("s"), "absent")
    }
  }

  func testEveryRowShowsItsColoursOnlyAsItsTilesTurn() throws {
    try onMain {
      // Once only the session's first row did: later rows drew every colour at Enter.
      let game = try launch(["--word", "crane"])
      for (row, word) in ["slate", "caste", "brine"].enumerated() {
        game.type(word)
        game.press(.enter, pumping: false)
        GameHarness.pump()
        XCTAssertEqual(
          game.states(row: row), ["typed", "typed", "typed", "typed", "typed"], "row \(row + 1) just after Enter")
        game.waitForReveal()
        XCTAssertFalse(game.states(row: row).contains("typed"), "row \(row + 1) revealed")
      }
    }
  }

  func testEnterPressedDuringARevealSubmitsTheNextRowWhenItEnds() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      // Typed without waiting for the first row to turn over.
      game.type("slate")
      game.press(.enter)
      game.type("train")
      game.press(.enter)
      XCTAssertEqual(game.letters(row: 1), "TRAIN")
      try game.wait("both rows are revealed", timeout: 6) {
        game.states(row: 1) == ["absent", "correct", "correct", "absent", "present"]
      }
    }
  }
}
