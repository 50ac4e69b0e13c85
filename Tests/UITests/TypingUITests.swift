import CAdwaita
import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// Letters go into the current row from the physical keyboard and the on-screen keys.
final class TypingUITests: UITestCase {
  func testTypedLettersFillTheRowInCapitalsWithTheTypedBorder() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("sLa")
      XCTAssertEqual(game.letters(row: 0), "SLA  ")
      XCTAssertEqual(game.states(row: 0), ["typed", "typed", "typed", nil, nil])
      XCTAssertEqual(game.window.board.tiles[0][0].accessibleLabel, "Row 1, letter 1, S, typed")
      XCTAssertEqual(game.window.board.tiles[0][3].accessibleLabel, "Row 1, letter 4, empty")
    }
  }

  func testBackspaceDeletesTheLastLetterAndStopsAtAnEmptyRow() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("sla")
      XCTAssertTrue(game.press(.backspace))
      XCTAssertEqual(game.letters(row: 0), "SL   ")
      game.press(.backspace)
      game.press(.backspace)
      game.press(.backspace)
      XCTAssertEqual(game.letters(row: 0), "     ")
      XCTAssertEqual(game.states(row: 0), [nil, nil, nil, nil, nil])
    }
  }

  func testASixthLetterIsNotTypedAnywhere() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("slates")
      XCTAssertEqual(game.letters(row: 0), "SLATE")
      XCTAssertEqual(game.letters(row: 1), "     ")
    }
  }

  func testKeysHeldWithCtrlAltOrSuperAreLeftToShortcuts() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      for modifier in [KeyPress.control, KeyPress.alt, KeyPress.superKey] {
        XCTAssertFalse(game.press(KeyPress(character: "a", modifiers: modifier)))
      }
      XCTAssertEqual(game.letters(row: 0), "     ")
      XCTAssertTrue(game.press(KeyPress(character: "a", modifiers: KeyPress.shift)))
      XCTAssertEqual(game.letters(row: 0), "A    ")
    }
  }

  /// Enter on a focused header button presses it (the keyboard-only way to the menu); it does not
  /// submit the row.
  func testEnterOnAFocusedHeaderButtonIsLeftToTheButton() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("cr")
      game.window.header.menuButton.grabFocus()
      XCTAssertTrue(game.window.window.focusIsInHeaderBar, "the header bar is found around the focus")
      XCTAssertFalse(game.press(.enter), "Enter goes to the button")
      XCTAssertNil(game.toast, "no \"Not enough letters\"")
      XCTAssertEqual(game.letters(row: 0), "CR   ")
    }
  }

  func testDigitsPunctuationAndLettersOfAnotherLanguageAreIgnored() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("1.- ñ")
      XCTAssertEqual(game.letters(row: 0), "     ")
      XCTAssertNil(game.toast)
      // An accented letter (a French or Spanish keyboard layout) is its plain letter.
      game.type("é")
      XCTAssertEqual(game.letters(row: 0), "E    ")
    }
  }

  func testTheOnScreenKeysTypeDeleteAndSubmit() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      for character in "slatx" { game.click(.letter(Letter(character)!)) }
      XCTAssertEqual(game.letters(row: 0), "SLATX")
      game.click(.backspace)
      game.click(.letter(Letter("e")!))
      game.click(.enter)
      game.waitForReveal()
      XCTAssertEqual(game.states(row: 0), ["absent", "absent", "correct", "absent", "correct"])
      XCTAssertEqual(game.keyState("a"), "correct")
      XCTAssertEqual(game.keyState("s"), "absent")
      XCTAssertNil(game.keyState("c"))
    }
  }

  func testKeyRepeatAndFastTypingNeitherDropNorDoubleALetter() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      // Letters typed while the previous row is still flipping go into the next row, in order.
      game.type("slate")
      game.press(.enter)
      game.type("tr")
      XCTAssertEqual(game.letters(row: 1), "TR   ", "letters typed during the reveal are kept")
      game.type("ain")
      XCTAssertEqual(game.letters(row: 1), "TRAIN")
      try game.wait("the reveal ends", timeout: 4) { !game.viewModel.board.isRevealing }
      XCTAssertEqual(game.letters(row: 1), "TRAIN")
      XCTAssertEqual(game.letters(row: 2), "     ")
    }
  }

  func testTheKeypadEnterSubmitsLikeEnter() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("SLATE")
      XCTAssertTrue(game.press(.keypadEnter))
      game.waitForReveal()
      XCTAssertEqual(game.states(row: 0), ["absent", "absent", "correct", "absent", "correct"])
    }
  }
}
