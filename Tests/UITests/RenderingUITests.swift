import CGtk
import GtkBridge
import Foundation
import GuessworkEngine
import XCTest

@testable import guesswork

/// The revealed tiles, drawn by GTK, have the palette's colours in light, dark and high contrast.
final class RenderingUITests: UITestCase {
  /// Light and dark colours of the classic palette, and high contrast's replacements.
  enum Palette {
    static let light: [String: UInt32] = ["correct": 0x6aaa64, "present": 0xc9b458, "absent": 0x787c7e]
    static let dark: [String: UInt32] = ["correct": 0x538d4e, "present": 0xb59f3b, "absent": 0x3a3a3c]
    static let highContrast: [String: UInt32] = ["correct": 0xf5793a, "present": 0x85c0f9]
  }

  /// Plays CASTE against CRANE (correct, present, absent, absent, correct) and renders the window.
  @MainActor private static func renderRound(theme: ThemePreference, highContrast: Bool = false, name: String) throws
    -> (GameHarness, RenderedImage)
  {
    let game = try launch(["--word", "crane"])
    game.app.appearance.preference = theme
    game.app.appearance.highContrast = highContrast
    game.guess("caste")
    try game.waitForFrame()
    let png = FileManager.default.temporaryDirectory.appendingPathComponent("guesswork-ui-\(name).png")
    let image = try RenderedImage(game.window.window, png: png)
    return (game, image)
  }

  @MainActor private static func assertTiles(_ game: GameHarness, _ image: RenderedImage, palette: [String: UInt32]) throws {
    for tile in game.window.board.tiles[0] {
      let state = try XCTUnwrap(tile.stateClass)
      let expected = try XCTUnwrap(palette[state])
      let seen = try image.colour(of: tile.label, in: game.window.window)
      XCTAssertTrue(colour(seen, isCloseTo: expected), "\(tile.text) \(state): \(hex(seen)), expected \(hex(expected))")
    }
  }

  func testRevealedTilesHaveTheClassicColoursInTheLightTheme() throws {
    try onMain {
      let (game, image) = try RenderingUITests.renderRound(theme: .light, name: "light")
      try RenderingUITests.assertTiles(game, image, palette: Palette.light)
      let background = try image.colour(of: game.window.board.tiles[3][0].label, in: game.window.window)
      XCTAssertTrue(colour(background, isCloseTo: 0xffffff), "an empty tile is white inside: \(hex(background))")
    }
  }

  func testRevealedTilesHaveTheDarkColoursInTheDarkTheme() throws {
    try onMain {
      let (game, image) = try RenderingUITests.renderRound(theme: .dark, name: "dark")
      XCTAssertTrue(game.isDark)
      try RenderingUITests.assertTiles(game, image, palette: Palette.dark)
      let background = try image.colour(of: game.window.board.tiles[3][0].label, in: game.window.window)
      XCTAssertTrue(colour(background, isCloseTo: 0x121213), "an empty tile is near-black inside: \(hex(background))")
    }
  }

  func testHighContrastIsOrangeAndBlueInBothThemes() throws {
    try onMain {
      for theme in [ThemePreference.light, .dark] {
        let (game, image) = try RenderingUITests.renderRound(theme: theme, highContrast: true, name: "contrast-\(theme)")
        var palette = theme == .dark ? Palette.dark : Palette.light
        palette.merge(Palette.highContrast) { _, new in new }
        try RenderingUITests.assertTiles(game, image, palette: palette)
        let key = try image.colour(of: game.keyButton(.letter(Letter("c")!)), in: game.window.window)
        XCTAssertTrue(colour(key, isCloseTo: 0xf5793a), "the C key is orange: \(hex(key))")
        game.close()
      }
    }
  }
}
