import Foundation
import GtkBridge
import GuessworkEngine
@testable import GuessworkViewModel
import Localization
import XCTest

@testable import guesswork

/// The game in a real Spanish locale (es_ES.UTF-8, which `make test` generates: a C locale would
/// ignore the catalogues), with the catalogue the source tree compiles into .build/locale: the main
/// window, a toast, the statistics, the help and the preferences speak Spanish, and a first start
/// picks Spanish words and keyboard. Afterwards the process goes back to its own locale.
final class SpanishUITests: UITestCase {
  /// A player's folders whose preferences say Spanish words (and How to Play already seen).
  @MainActor
  static func spanishHome() throws -> URL {
    let home = try GameHarness.makeHome()
    try Data(#"{"format":1,"helpShown":true,"language":"es"}"#.utf8)
      .write(to: home.appendingPathComponent("config/guesswork/settings.json"))
    return home
  }

  func testFirstStartInSpanishPlaysSpanishWordsInASpanishWindow() throws {
    try inSpanish {
      let game = try launch(firstStart: true)
      XCTAssertEqual(game.viewModel.language, .spanish, "a first start in es_ES picks Spanish words")
      // The first start opens How to Play, in Spanish.
      try game.wait("How to Play opens") { game.app.helpDialog?.dialog.isOpen == true }
      let help = try XCTUnwrap(game.app.helpDialog)
      XCTAssertEqual(help.dialog.window.title, "Cómo se juega")
      help.dialog.close()
      GameHarness.pump()
      XCTAssertNotNil(game.window.keyboard.buttons[.letter(Letter("ñ")!)], "and the keyboard with Ñ")
      XCTAssertTrue(game.window.subtitle.hasPrefix("Diario n.º "), game.window.subtitle)
      XCTAssertEqual(game.window.header.roundButtonTitle, "Diario")
      let entries = PlayFlowUITests.openRoundMenu(game).map(\.entry.label)
      XCTAssertEqual(entries, ["Diario", "Ilimitado"], "the round menu")
      game.window.header.roundPopover.popdown()
      XCTAssertEqual(game.window.keyboard.buttons[.backspace]?.tooltip, "Retroceso")

      game.type("ab")
      game.press(.enter)
      XCTAssertEqual(game.toast, "Faltan letras")
      // Screen readers hear the board's tiles in Spanish too, position first.
      let board = game.window.board
      XCTAssertEqual(board.tiles[0][0].accessibleLabel, "Fila 1, letra 1, A, escrita")
      XCTAssertEqual(board.tiles[0][2].accessibleLabel, "Fila 1, letra 3, vacía")
      game.type("qqq")
      game.press(.enter)
      XCTAssertEqual(game.toast, "No está en la lista de palabras")
    }
  }

  func testStatisticsHelpAndPreferencesInSpanish() throws {
    try inSpanish {
      let game = try launch(home: try SpanishUITests.spanishHome())
      game.activate(action: "statistics")
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      XCTAssertEqual(statistics.dialog.window.title, "Estadísticas")
      let shown = statistics.dialog.window.labelTexts
      for text in [
        // Two-word captions break after their first word, as the original's do.
        "Diario · Español", "Jugadas", "%\u{a0}Victorias", "Racha\nactual", "Mejor\nracha",
        "Distribución de intentos", "Aún no hay datos",
      ] {
        XCTAssertTrue(shown.contains(text), "“\(text)” not in the statistics: \(shown)")
      }
      statistics.dialog.close()
      GameHarness.pump()

      game.activate(action: "help")
      let help = try XCTUnwrap(game.app.helpDialog)
      XCTAssertEqual(help.dialog.window.title, "Cómo se juega")
      // Hard mode, the modes and the review are behind the expander: open, they are in Spanish too.
      help.moreExpander?.isExpanded = true
      GameHarness.pump()
      let rules = help.dialog.window.labelTexts
      XCTAssertTrue(rules.contains("Adivina la palabra oculta en seis intentos."), "\(rules)")
      XCTAssertTrue(rules.contains("Modo difícil"), "\(rules)")
      XCTAssertTrue(rules.contains("La G está en la palabra y en el sitio correcto (verde)."), "\(rules)")
      XCTAssertTrue(rules.contains("Revisión"), "\(rules)")
      help.dialog.close()
      GameHarness.pump()

      game.activate(action: "preferences")
      let preferences = try XCTUnwrap(game.app.preferencesDialog)
      XCTAssertEqual(preferences.dialog.window.title, "Preferencias")
      let rows = preferences.dialog.window.labelTexts
      for text in ["Apariencia", "Tema", "Modo difícil", "Idioma de las palabras"] {
        XCTAssertTrue(rows.contains(text), "“\(text)” not in the preferences: \(rows)")
      }
      XCTAssertEqual(preferences.language.accessibleLabel, "Idioma de las palabras")
    }
  }

  func testThePlayersChoiceWinsOverTheLocaleAfterwards() throws {
    try inSpanish {
      let first = try launch(firstStart: true)
      XCTAssertEqual(first.viewModel.language, .spanish)
      first.viewModel.switchLanguage(to: .english)
      let home = first.home
      quit(first)
      let again = try launch(home: home)
      XCTAssertEqual(again.viewModel.language, .english, "the saved choice, not the locale")
      XCTAssertTrue(again.window.subtitle.hasPrefix("Diario n.º "), "the window still speaks Spanish")
    }
  }

  /// Spanish's longer words still fit a 360-pixel screen in GNOME's font: two pills that would not
  /// ("Revisar partida", "Estadísticas del diario") go one above the other.
  func testAChosenWordsStatisticsInSpanishFitA360PixelScreen() throws {
    try inSpanish {
      let game = try launch(["--word", "gatos"], home: try SpanishUITests.spanishHome())
      let font = DesktopSettings.fontName
      DesktopSettings.fontName = "Cantarell 11"
      defer { DesktopSettings.fontName = font }
      game.guess("gatos")
      try game.wait("the statistics open", timeout: 8) { game.app.statisticsDialog?.dialog.isOpen == true }
      let statistics = try XCTUnwrap(game.app.statisticsDialog)
      let window = statistics.dialog.window
      try GameHarness.waitForFrame(of: window)
      XCTAssertLessThanOrEqual(window.preferredWidth.minimum - window.styleFrame.width, 360)
      let review = try XCTUnwrap(statistics.reviewButton)
      let figures = try XCTUnwrap(statistics.modeStatisticsButton)
      XCTAssertEqual(figures.accessibleLabel, "Estadísticas del diario")
      let reviewBounds = try XCTUnwrap(review.bounds(in: window))
      let figuresBounds = try XCTUnwrap(figures.bounds(in: window))
      XCTAssertGreaterThan(figuresBounds.y, reviewBounds.y, "one above the other")
      XCTAssertEqual(figuresBounds.width, reviewBounds.width, "equally wide")
    }
  }

  func testTheReviewOfASpanishRoundIsInSpanish() throws {
    try inSpanish {
      let game = try launch(["--word", "gatos"], home: try SpanishUITests.spanishHome())
      for word in ["cielo", "gatos"] { game.guess(word) }
      try game.wait("the statistics open", timeout: 5) { game.app.statisticsDialog?.dialog.isOpen == true }
      game.app.statisticsDialog?.dialog.close()
      GameHarness.pump()
      game.activate(action: "review")
      try game.wait("the review is worked out", timeout: 60) { game.app.reviewDialog?.presentation != nil }
      let review = try XCTUnwrap(game.app.reviewDialog)
      XCTAssertEqual(review.dialog.window.title, "Revisión · GATOS")
      let presentation = try XCTUnwrap(review.presentation)
      XCTAssertEqual(presentation.title, "Revisión · GATOS")
      XCTAssertTrue(presentation.subtitle.contains("Español"), presentation.subtitle)
      XCTAssertTrue(presentation.rows[0].narrowing.hasSuffix(" palabras"), presentation.rows[0].narrowing)
      XCTAssertTrue(presentation.summary.hasPrefix("Tú: 2 intentos · Resolvedor: "), presentation.summary)
      XCTAssertTrue(presentation.summary.contains(" · Habilidad "), presentation.summary)
      XCTAssertTrue(presentation.chart.playerLegend.hasPrefix("Tú: 1.501 → "), presentation.chart.playerLegend)
      XCTAssertTrue(presentation.chart.description.hasPrefix("Palabras que quedaban"), presentation.chart.description)
      // GATOS is not an answer, so a round on it counts it among the 1,501 possible words.
      XCTAssertTrue(presentation.rows[1].verdict.contains(" GATOS "), presentation.rows[1].verdict)
      XCTAssertTrue(presentation.rows[1].verdict.contains("ganó"), presentation.rows[1].verdict)
      XCTAssertTrue(presentation.rows[0].details[0].contains(","), "a decimal comma: \(presentation.rows[0].details)")
      XCTAssertTrue(presentation.rows[0].details[1].hasPrefix("Información: "), presentation.rows[0].details[1])
      XCTAssertTrue(presentation.rows[1].narrowing.hasSuffix("→ resuelta"), presentation.rows[1].narrowing)
      XCTAssertTrue(presentation.solverSummary.hasPrefix("El resolvedor encuentra GATOS en "))
      let shown = review.dialog.window.labelTexts
      XCTAssertTrue(shown.contains("La partida del resolvedor"), "\(shown)")
    }
  }

  func testNumbersFollowTheLocale() throws {
    try inSpanish {
      XCTAssertEqual(LocaleNumbers.grouped(2300), "2.300")
      XCTAssertEqual(LocaleNumbers.decimal(5.94, digits: 1), "5,9")
      XCTAssertEqual(ReviewPresentation.count(1_234_567), "1.234.567")
      try UITestCase.requireLocale("en_US.UTF-8")
      XCTAssertEqual(ReviewPresentation.count(2300), "2,300")
      XCTAssertEqual(ReviewPresentation.bits(5.94), "5.9")
    }
  }

  func testOutsideSpanishTheWindowIsEnglish() throws {
    try onMain {
      let game = try launch()
      XCTAssertEqual(game.viewModel.language, .english)
      XCTAssertTrue(game.window.subtitle.hasPrefix("Daily #"), game.window.subtitle)
      game.type("ab")
      game.press(.enter)
      XCTAssertEqual(game.toast, "Not enough letters")
    }
  }
}
