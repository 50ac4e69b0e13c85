import CAdwaita
import CGtk
import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// The game at machine speed: keys held down, Enter mashed on a word the game refuses, messages in
/// bursts, windows closed while a message arrives. Nothing may crash and no GLib critical may show
/// (the harness makes criticals fatal). Run with `MALLOC_PERTURB_` (CI does) and under
/// AddressSanitizer, where a use after free fails at once.
final class StressUITests: UITestCase {
  /// Enter pressed again and again on a word outside the list: each press shows "Not in word
  /// list" again while the one before still rises (libadwaita 1.2 freed such a toast under its
  /// running animation: issue 39).
  func testEnterMashedOnAWordOutsideTheListNeverCrashes() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.type("xxxxx")
      for _ in 0..<10 {
        game.press(.enter, pumping: false)
        GameHarness.pump(for: 0.12)
      }
      // Held down: the keyboard's repeat, about 30 presses a second.
      for _ in 0..<60 {
        game.press(.enter, pumping: false)
        GameHarness.pump(for: 0.03)
      }
      XCTAssertEqual(game.toast, "Not in word list")
      GameHarness.pump(for: 1.0)
      XCTAssertEqual(game.letters(row: 0), "XXXXX", "the row keeps its letters")
      XCTAssertEqual(game.states(row: 0), ["typed", "typed", "typed", "typed", "typed"])
      try game.wait("the last message fades", timeout: 4) { game.toast == nil }
      // The board still plays.
      for _ in 0..<5 { game.press(.backspace) }
      game.guess("slate")
      XCTAssertEqual(game.states(row: 0), ["absent", "absent", "correct", "absent", "correct"])
    }
  }

  /// Fifty letters in 100 ms, then Enter and Backspace in the same burst: the row takes five,
  /// the rest are refused, and the board ends as the keys say.
  func testFiftyLettersInATenthOfASecond() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      let letters = Array("qwertyuiopasdfghjklzxcvbnm".unicodeScalars)
      for index in 0..<50 {
        game.press(KeyPress(character: letters[index % letters.count]), pumping: false)
        if index % 10 == 9 { GameHarness.pump(for: 0.02) }
      }
      XCTAssertEqual(game.letters(row: 0), "QWERT")
      for _ in 0..<5 { game.press(.backspace, pumping: false) }
      game.type("crane", pumping: false)
      game.press(.enter, pumping: false)
      game.press(.enter, pumping: false)
      game.waitForReveal()
      XCTAssertEqual(game.states(row: 0), ["correct", "correct", "correct", "correct", "correct"])
    }
  }

  /// Two hundred messages, short and long, 0 to 200 ms apart (a seeded draw): the game's queue and
  /// libadwaita's toasts keep up, and the last message is the one on screen.
  func testTwoHundredMessagesInABurst() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      var random = SeededGenerator(seed: 39)
      for index in 0..<200 {
        let duration: Toast.Duration = index % 40 == 0 ? .long : .short
        game.window.toast.show(Toast("Message \(index)", duration: duration))
        GameHarness.pump(for: Double(Int.random(in: 0...200, using: &random)) / 1000)
      }
      XCTAssertEqual(game.toast, "Message 199", "the newest short message is the one shown")
      // The long ones that waited come back one after another, each closed by the player as it
      // comes (the × button), until the strip is empty.
      var shown: [String] = []
      try game.wait("every waiting message has been shown", timeout: 20) {
        if let text = game.toast {
          if shown.last != text { shown.append(text) }
          game.window.toast.hide()
        }
        GameHarness.pump(for: 0.1)
        return game.window.toast.isQuiet
      }
      let longOnes = shown.compactMap { Int($0.dropFirst("Message ".count)) }.filter { $0 % 40 == 0 }
      XCTAssertEqual(longOnes, [160, 120, 80, 40, 0], "each long message interrupted by the burst comes back: \(shown)")
    }
  }

  /// Messages over Preferences (libadwaita's own toasts of that window) in a burst, then the
  /// window closed while one arrives, then the game closed while one arrives.
  func testMessagesInADialogAndWindowsClosedWhileOneArrives() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.guess("slate")
      game.activate(action: "preferences")
      let preferences = try XCTUnwrap(game.app.preferencesDialog)
      for _ in 0..<20 {
        preferences.hardMode.isActive = true
        GameHarness.pump(for: 0.04)
      }
      XCTAssertEqual(preferences.dialog.toast.text, "Hard mode can only be enabled at the start of a round")
      preferences.dialog.toast.show(Toast("One more", duration: .short))
      preferences.dialog.close()
      GameHarness.pump(for: 0.1)
      game.window.toast.show(Toast("Arriving", duration: .short))
      GameHarness.pump(for: 0.05)
      game.window.toast.show(Toast("Replacing", duration: .short))
      game.close()
      GameHarness.pump(for: 0.7)
    }
  }
}
