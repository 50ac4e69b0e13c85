import CGtk
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// Letters go into the current row from the physical keyboard and the on-screen keys.
final class TypingUITests: UITestCase {
  func testTypedLettersFillTheRowInCapitalsWithTheTypedBorder() throws {
    let game = try launch(["--word", "crane"])
    game.type("sLa")
    XCTAssertEqual(game.letters(row: 0), "SLA  ")
    XCTAssertEqual(game.states(row: 0), ["typed", "typed", "typed", nil, nil])
    XCTAssertEqual(game.window.board.tiles[0][0].accessibleLabel, "S")
    XCTAssertEqual(game.window.board.tiles[0][3].accessibleLabel, "Empty")
  }

  func testBackspaceDeletesTheLastLetterAndStopsAtAnEmptyRow() throws {
    let game = try launch(["--word", "crane"])
    game.type("sla")
    XCTAssertTrue(game.press(GDK_KEY_BackSpace))
    XCTAssertEqual(game.letters(row: 0), "SL   ")
    game.press(GDK_KEY_BackSpace)
    game.press(GDK_KEY_BackSpace)
    game.press(GDK_KEY_BackSpace)
    XCTAssertEqual(game.letters(row: 0), "     ")
    XCTAssertEqual(game.states(row: 0), [nil, nil, nil, nil, nil])
  }

  func testASixthLetterIsNotTypedAnywhere() throws {
    let game = try launch(["--word", "crane"])
    game.type("slates")
    XCTAssertEqual(game.letters(row: 0), "SLATE")
    XCTAssertEqual(game.letters(row: 1), "     ")
  }

  func testKeysHeldWithCtrlAltOrSuperAreLeftToShortcuts() throws {
    let game = try launch(["--word", "crane"])
    let letterA = Int32(gdk_unicode_to_keyval(UInt32(("a" as Unicode.Scalar).value)))
    XCTAssertFalse(game.press(letterA, modifiers: GDK_CONTROL_MASK))
    XCTAssertFalse(game.press(letterA, modifiers: GDK_ALT_MASK))
    XCTAssertFalse(game.press(letterA, modifiers: GDK_SUPER_MASK))
    XCTAssertEqual(game.letters(row: 0), "     ")
    XCTAssertTrue(game.press(letterA, modifiers: GDK_SHIFT_MASK))
    XCTAssertEqual(game.letters(row: 0), "A    ")
  }

  func testDigitsPunctuationAndLettersOfAnotherLanguageAreIgnored() throws {
    let game = try launch(["--word", "crane"])
    game.type("1.- ñ")
    XCTAssertEqual(game.letters(row: 0), "     ")
    XCTAssertNil(game.toast)
    // An accented letter (a French or Spanish keyboard layout) is its plain letter.
    game.type("é")
    XCTAssertEqual(game.letters(row: 0), "E    ")
  }

  func testTheOnScreenKeysTypeDeleteAndSubmit() throws {
    let game = try launch(["--word", "crane"])
    for character in "slatx" { game.click(.letter(Letter(character)!)) }
    XCTAssertEqual(game.letters(row: 0), "SLATX")
    game.click(.backspace)
    game.click(.letter(Letter("e")!))
    game.click(.enter)
    XCTAssertEqual(game.states(row: 0), ["absent", "absent", "correct", "absent", "correct"])
    XCTAssertEqual(game.keyState("a"), "correct")
    XCTAssertEqual(game.keyState("s"), "absent")
    XCTAssertNil(game.keyState("c"))
  }

  func testKeyRepeatAndFastTypingNeitherDropNorDoubleALetter() throws {
    let game = try launch(["--word", "crane"], animations: true)
    // Letters typed while the previous row is still flipping go into the next row, in order.
    game.guess("slate")
    game.type("tr")
    XCTAssertEqual(game.letters(row: 1), "TR   ", "letters typed during the reveal are kept")
    game.type("ain")
    XCTAssertEqual(game.letters(row: 1), "TRAIN")
    try game.wait("the reveal ends", timeout: 4) { !game.window.board.isAnimating }
    XCTAssertEqual(game.letters(row: 1), "TRAIN")
    XCTAssertEqual(game.letters(row: 2), "     ")
  }

  func testTheKeypadEnterSubmitsLikeEnter() throws {
    let game = try launch(["--word", "crane"])
    game.type("SLATE")
    XCTAssertTrue(game.press(GDK_KEY_KP_Enter))
    XCTAssertEqual(game.states(row: 0), ["absent", "absent", "correct", "absent", "correct"])
  }
}
