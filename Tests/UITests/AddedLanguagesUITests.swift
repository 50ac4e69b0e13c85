import Foundation
import GtkBridge
import GuessworkEngine
@testable import GuessworkViewModel
import XCTest

@testable import guesswork

/// French, German, Italian and Portuguese in the window: each language's keyboard, a round played
/// with the physical keys a player of it types (accents and all), its share text, a lost round
/// that shows the answer as it is written, German's eleven keys in a 360-pixel window, and a
/// challenge of each language played from its code.
final class AddedLanguagesUITests: UITestCase {
  /// A player's folders whose preferences name the words' language.
  @MainActor
  static func home(_ language: Language, windowSize: (width: Int, height: Int)? = nil) throws -> URL {
    let home = try GameHarness.makeHome(windowSize: windowSize)
    let settings = home.appendingPathComponent("config/guesswork/settings.json")
    var json = try JSONSerialization.jsonObject(with: Data(contentsOf: settings)) as? [String: Any] ?? [:]
    json["language"] = language.rawValue
    try JSONSerialization.data(withJSONObject: json).write(to: settings)
    return home
  }

  /// The on-screen keyboard's letters, row by row ("AZERTYUIOP").
  @MainActor
  static func keyRows(_ game: GameHarness) -> [String] {
    game.viewModel.board.keyboardRows.map { row in
      row.compactMap { key in if case .letter(let letter) = key { letter.display } else { nil } }.joined()
    }
  }

  func testEachLanguageHasItsKeyboardAndARoundIsPlayedWithItsOwnKeys() throws {
    // The answer as a player types it, a first guess, the keyboard's rows, the share text's name.
    let rounds: [(Language, String, String, [String], String)] = [
      (.french, "élève", "monde", ["AZERTYUIOP", "QSDFGHJKLM", "WXCVBN"], "FR"),
      (.german, "Küche", "bären", ["QWERTZUIOPÜ", "ASDFGHJKLÖÄ", "YXCVBNM"], "DE"),
      (.italian, "città", "gatto", ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"], "IT"),
      (.portuguese, "ações", "mundo", ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"], "PT"),
    ]
    try onMain {
      for (language, answer, first, rows, code) in rounds {
        let game = try launch(["--word", answer], home: try AddedLanguagesUITests.home(language))
        XCTAssertEqual(game.viewModel.language, language)
        XCTAssertEqual(AddedLanguagesUITests.keyRows(game), rows, "\(language)")
        for row in rows { for letter in row { XCTAssertNotNil(game.window.keyboard.buttons[.letter(Letter(letter)!)]) } }
        game.guess(first)
        XCTAssertNotNil(game.states(row: 0)[0], "\(language): \(first) was taken")
        // Typed with its accents, as that language's keyboard gives them.
        game.guess(answer)
        let word = try XCTUnwrap(language.word(answer))
        XCTAssertEqual(game.letters(row: 1), word.display, "\(language)")
        XCTAssertEqual(game.states(row: 1), Array(repeating: "correct", count: 5), "\(language)")
        for letter in word.letters {
          XCTAssertEqual(game.keyState(letter.character), "correct", "\(language) \(letter)")
        }
        try game.wait("the statistics open", timeout: 8) { game.app.statisticsDialog?.dialog.isOpen == true }
        game.activate(action: "copy-results")
        let share = try XCTUnwrap(game.window.window.clipboard.localText)
        XCTAssertTrue(share.hasPrefix("Guesswork \(code) 2/6\n"), share)
        quit(game)
      }
    }
  }

  func testGermanKeepsTheUmlautKeysAndWritesSharpSAsTwoS() throws {
    try onMain {
      let game = try launch(["--word", "Straße"], home: try AddedLanguagesUITests.home(.german))
      XCTAssertEqual(game.viewModel.rowLength, 7)
      // ß is two letters; ö stays Ö; a French é is an E.
      game.type("ßöé")
      XCTAssertEqual(game.letters(row: 0), "SSÖE   ")
      for _ in 0..<4 { game.press(.backspace) }
      game.type("STRAẞE")
      XCTAssertEqual(game.letters(row: 0), "STRASSE")
      game.press(.enter)
      game.waitForReveal()
      XCTAssertEqual(game.states(row: 0), Array(repeating: "correct", count: 7))
    }
  }

  /// Issue 54: Ä, Ö and Ü typed with a dead key, the Compose key or a combining mark arrived as
  /// A, O and U. Composed now, as GTK's input methods compose them; Backspace during a sequence
  /// leaves the sequence only.
  func testGermanUmlautsTypedWithDeadKeysComposeOrMarks() throws {
    try onMain {
      let game = try launch(["--word", "bären"], home: try AddedLanguagesUITests.home(.german))
      XCTAssertTrue(game.press(.deadDiaeresis))
      game.type("a")
      XCTAssertTrue(game.press(.compose))
      game.type("\"o")
      game.type("u\u{308}")
      XCTAssertEqual(game.letters(row: 0), "ÄÖÜ  ")
      game.press(.deadDiaeresis)
      game.press(.backspace)
      game.type("e")
      XCTAssertEqual(game.letters(row: 0), "ÄÖÜE ")
      for _ in 0..<4 { game.press(.backspace) }
      game.type("b")
      game.press(.deadDiaeresis)
      game.type("aren")
      XCTAssertEqual(game.letters(row: 0), "BÄREN")
      game.press(.enter)
      game.waitForReveal()
      XCTAssertEqual(game.states(row: 0), Array(repeating: "correct", count: 5))
    }
  }

  func testALostRoundShowsTheAnswerAsItIsWritten() throws {
    try onMain {
      let game = try launch(["--word", "pièce"], home: try AddedLanguagesUITests.home(.french))
      var opened: [String] = []
      game.app.launchURI = { uri, _, done in
        opened.append(uri)
        done(nil)
      }
      for word in ["monde", "table", "chose", "porte", "livre", "femme"] { game.guess(word) }
      XCTAssertEqual(game.viewModel.game.status, .lost)
      XCTAssertEqual(game.toast, "PIÈCE", "the answer with its accents, not PIECE")
      try game.wait("the statistics open", timeout: 8) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertEqual(statistics.meaningLines.first, "What PIÈCE means")
      XCTAssertEqual(statistics.linkButtons.map { $0.label ?? "" }, ["Wiktionary"])
      GameHarness.click(statistics.linkButtons[0])
      XCTAssertEqual(opened, ["https://fr.wiktionary.org/wiki/pi%C3%A8ce"])
      // The review's title writes it so too.
      XCTAssertEqual(game.viewModel.review.finishedRound?.shownAnswer, "PIÈCE")
    }
  }

  func testElevenGermanKeysFitA360PixelWindow() throws {
    try onMain {
      let game = try launch(home: try AddedLanguagesUITests.home(.german, windowSize: (360, 640)))
      try game.waitForFrame()
      let window = game.window.window
      for key in [Letter("p")!, Letter("ü")!, Letter("ä")!] {
        let bounds = try XCTUnwrap(game.keyButton(.letter(key)).bounds(in: window))
        XCTAssertLessThanOrEqual(bounds.x + bounds.width, Double(window.width), "\(key.display) is inside the window")
        XCTAssertGreaterThanOrEqual(bounds.width, 20, "\(key.display) is wide enough to press")
      }
      XCTAssertLessThanOrEqual(window.width, 360)
    }
  }

  func testAChallengeOfEachLanguageIsPlayedFromItsCode() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      for (language, text) in [(Language.french, "maison"), (.german, "Größe"), (.italian, "pizza"), (.portuguese, "coração")] {
        let word = try XCTUnwrap(language.word(text))
        let challenge = try XCTUnwrap(Challenge(word: word, language: language))
        XCTAssertEqual(challenge.code.count, 12)
        XCTAssertNil(game.viewModel.playChallenge(challenge.link), "\(language)")
        GameHarness.pump()
        XCTAssertEqual(game.viewModel.language, language)
        XCTAssertEqual(game.viewModel.game.answer, word)
        XCTAssertEqual(game.viewModel.rowLength, word.length)
      }
    }
  }
}
