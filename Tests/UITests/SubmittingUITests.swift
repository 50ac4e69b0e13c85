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
      let game = try launch(["--word", "crane"])
      game.type("caste")
      game.press(.enter, pumping: false)
      let entered = Date()
      let tiles = game.window.board.tiles[0]
      XCTAssertEqual(game.states(row: 0), ["typed", "typed", "typed", "typed", "typed"], "no colour before half-way")
      XCTAssertNil(game.keyState("c"))
      // Waits are generous: with both sanitizer builds on two cores the main loop can stall for a
      // second (CI once saw no step at all in 1 s).
      try game.wait("the first tile starts turning", timeout: 5) {
        tiles[0].label.hasClass("flip-in") || tiles[0].label.hasClass("flip-out")
      }
      // Half-way through the first flip its colour appears, long before the last tile starts
      // (1.2 s after Enter); keys wait for the whole row.
      try game.wait("the first tile shows its colour", timeout: 5) { tiles[0].stateClass == "correct" }
      XCTAssertNil(game.keyState("c"), "keys change when the whole row is revealed")
      let lastTileStarts = (RoundTiming.flipStagger * 4).seconds
      if Date().timeIntervalSince(entered) < lastTileStarts - 0.05 {
        XCTAssertEqual(tiles[4].stateClass, "typed")
        XCTAssertFalse(tiles[4].label.hasClass("flip-in"))
      }
      try game.wait("the reveal ends", timeout: 3) { !game.viewModel.isRevealing }
      XCTAssertEqual(game.states(row: 0), ["correct", "present", "absent", "absent", "correct"])
      XCTAssertEqual(game.keyState("c"), "correct")
      XCTAssertEqual(game.keyState("a"), "present")
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
