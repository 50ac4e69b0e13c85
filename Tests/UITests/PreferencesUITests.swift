import CGtk
import GtkBridge
import GuessworkEngine
import XCTest

@testable import guesswork

/// The preferences window changes the game at once, refuses hard mode mid-round, and remembers.
final class PreferencesUITests: UITestCase {
  private func openPreferences(_ game: GameHarness) throws -> PreferencesDialog {
    game.activate(action: "preferences")
    return try XCTUnwrap(game.app.preferencesDialog, "Preferences opened")
  }

  func testHardModeIsRefusedMidRoundAndTheSwitchGoesBackOff() throws {
    let game = try launch(["--word", "crane"])
    game.guess("slate")
    let preferences = try openPreferences(game)
    gtk_switch_set_active(cast(preferences.hardMode), 1)
    GameHarness.pump()
    XCTAssertEqual(
      preferences.dialog.toast.text, "Hard mode can only be enabled at the start of a round",
      "said over the preferences, where the player is looking")
    XCTAssertNil(game.toast)
    XCTAssertEqual(gtk_switch_get_active(cast(preferences.hardMode)), 0)
    XCTAssertFalse(game.viewModel.game.isHardMode)
    XCTAssertFalse(game.title.contains("Hard"))
  }

  func testHardModeBeforeTheFirstGuessRefusesAGuessThatIgnoresAHint() throws {
    let game = try launch(["--word", "crane"])
    let preferences = try openPreferences(game)
    gtk_switch_set_active(cast(preferences.hardMode), 1)
    GameHarness.pump()
    XCTAssertTrue(game.viewModel.game.isHardMode)
    XCTAssertTrue(game.window.subtitle.contains("Hard"), "the header says hard mode: \(game.window.subtitle)")
    preferences.dialog.close()
    GameHarness.pump()
    game.guess("caste")  // C and E correct, A present
    game.guess("moist")
    XCTAssertEqual(game.toast, "1st letter must be C")
    XCTAssertEqual(game.states(row: 1), ["typed", "typed", "typed", "typed", "typed"])
  }

  func testChoosingDarkRepaintsEveryWindowAtOnceAndIsRemembered() throws {
    let home = try {
      let game = try launch(["--word", "crane"])
      let preferences = try openPreferences(game)
      gtk_drop_down_set_selected(cast(preferences.theme), 1)  // Light
      GameHarness.pump()
      XCTAssertFalse(game.isDark)
      gtk_drop_down_set_selected(cast(preferences.theme), 2)  // Dark
      GameHarness.pump()
      XCTAssertTrue(game.isDark)
      XCTAssertTrue(Widgets.hasClass("dark", preferences.dialog.window), "the open dialog follows")
      let image = try RenderedImage(game.window.window)
      let inside = try image.colour(of: game.window.board.tiles[5][0].widget, in: game.window.window)
      XCTAssertTrue(colour(inside, isCloseTo: 0x121213), "the board is painted dark at once: \(hex(inside))")
      gtk_drop_down_set_selected(cast(preferences.theme), 1)
      GameHarness.pump()
      XCTAssertFalse(game.isDark)
      gtk_drop_down_set_selected(cast(preferences.theme), 2)
      GameHarness.pump()
      quit(game)
      return game.home
    }()
    let again = try launch(["--word", "crane"], home: home)
    XCTAssertTrue(again.isDark, "the theme is restored at start")
  }

  func testHighContrastRecolours() throws {
    let game = try launch(["--word", "crane"])
    game.guess("caste")
    let preferences = try openPreferences(game)
    gtk_switch_set_active(cast(preferences.highContrast), 1)
    GameHarness.pump()
    XCTAssertTrue(Widgets.hasClass("high-contrast", game.window.window))
    XCTAssertTrue(game.viewModel.settings.highContrast)
    game.guess("crane")
    game.activate(action: "copy-results")
    XCTAssertEqual(Clipboard.localText(for: game.window.window)?.split(separator: "\n").last, "🟧🟧🟧🟧🟧")
  }

  func testSpanishBringsTheEnyeKeyAndKeepsTheEnglishRoundForLater() throws {
    let game = try launch()
    game.type("sl")
    let preferences = try openPreferences(game)
    gtk_drop_down_set_selected(cast(preferences.language), 1)  // Español
    GameHarness.pump()
    XCTAssertEqual(game.viewModel.language, .spanish)
    XCTAssertNotNil(game.window.keyboard.buttons[.letter(Letter("ñ")!)], "the Spanish keyboard has Ñ")
    XCTAssertEqual(game.letters(row: 0), "     ")
    game.type("ñ")
    XCTAssertEqual(game.letters(row: 0), "Ñ    ")
    gtk_drop_down_set_selected(cast(preferences.language), 0)
    GameHarness.pump()
    XCTAssertNil(game.window.keyboard.buttons[.letter(Letter("ñ")!)])
    XCTAssertEqual(game.letters(row: 0), "SL   ", "the English round is where it was left")
  }

  func testFromAChosenWordTheGameModeLeadsBackToTheDailyPuzzle() throws {
    let game = try launch(["--word", "crane"])
    let preferences = try openPreferences(game)
    // Never "(None)": the chosen round's own entry is listed and selected.
    let model = try XCTUnwrap(gtk_drop_down_get_model(cast(preferences.mode)))
    XCTAssertEqual(g_list_model_get_n_items(model), 3)
    XCTAssertEqual(String(cString: gtk_string_list_get_string(model, 2)), "Chosen Word")
    XCTAssertEqual(gtk_drop_down_get_selected(cast(preferences.mode)), 2)
    gtk_drop_down_set_selected(cast(preferences.mode), 0)  // Daily, the remembered mode
    GameHarness.pump()
    guard case .daily = game.viewModel.game.puzzle else { return XCTFail("still on the chosen word") }
    XCTAssertEqual(gtk_drop_down_get_selected(cast(preferences.mode)), 0)
    XCTAssertEqual(g_list_model_get_n_items(model), 2, "the chosen round's entry goes with it")
  }
}
