import CAdwaita
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
    static let light: [String: UInt32] = ["correct": 0x5a9a54, "present": 0xa68e2b, "absent": 0x787c7e]
    static let dark: [String: UInt32] = ["correct": 0x538d4e, "present": 0xa38b2a, "absent": 0x3a3a3c]
    static let highContrast: [String: UInt32] = ["correct": 0xf5793a, "present": 0x85c0f9]
    /// High contrast's grey for absent letters in the light theme (white letters on it reach 4.5:1).
    static let highContrastLightAbsent: UInt32 = 0x6b6f71
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
        if theme == .light { palette["absent"] = Palette.highContrastLightAbsent }
        try RenderingUITests.assertTiles(game, image, palette: palette)
        let key = try image.colour(of: game.keyButton(.letter(Letter("c")!)), in: game.window.window)
        XCTAssertTrue(colour(key, isCloseTo: 0xf5793a), "the C key is orange: \(hex(key))")
        game.close()
      }
    }
  }

  /// WCAG 2's contrast ratio of two `0xRRGGBB` colours (relative luminance of sRGB).
  static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
    func luminance(_ colour: UInt32) -> Double {
      func linear(_ shift: UInt32) -> Double {
        let value = Double((colour >> shift) & 0xff) / 255
        return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      let red: Double = linear(16)
      let green: Double = linear(8)
      let blue: Double = linear(0)
      return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    }
    let (light, dark) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (light + 0.05) / (dark + 0.05)
  }

  /// The contrast between a widget's background (near its corner) and its letter: the pixel inside
  /// it that differs most from the background (a glyph's core is drawn in the full text colour).
  @MainActor static func letterContrast(of widget: Widget, in image: RenderedImage, root: Widget) throws -> Double {
    let background = try image.colour(of: widget, in: root)
    let box = try image.deviceBounds(of: widget, in: root)
    var best = 1.0
    for y in (box.y + box.height / 4)..<(box.y + box.height * 3 / 4) {
      for x in (box.x + box.width / 4)..<(box.x + box.width * 3 / 4) {
        best = max(best, contrast(image.colour(x: x, y: y), background))
      }
    }
    return best
  }

  /// Every palette's letters against their tiles and keys, measured from the rendered window: at
  /// least 3:1 (WCAG's large text) in the standard palettes, 4.5:1 in high contrast.
  func testLettersReachTheirContrastOnEveryTileAndKey() throws {
    try onMain {
      for (theme, highContrast) in [(ThemePreference.light, false), (.dark, false), (.light, true), (.dark, true)] {
        let name = "letters-\(theme)\(highContrast ? "-contrast" : "")"
        let (game, image) = try RenderingUITests.renderRound(theme: theme, highContrast: highContrast, name: name)
        let minimum = highContrast ? 4.5 : 3.0
        let root = game.window.window
        for tile in game.window.board.tiles[0] {
          let ratio = try RenderingUITests.letterContrast(of: tile.label, in: image, root: root)
          XCTAssertGreaterThanOrEqual(ratio, minimum, "\(name): tile \(tile.text) (\(tile.stateClass ?? "")) \(ratio)")
        }
        // C correct, A present, S absent, Q not played yet.
        for letter in ["c", "a", "s", "q"] {
          let key = game.keyButton(.letter(Letter(Character(letter))!))
          let ratio = try RenderingUITests.letterContrast(of: key, in: image, root: root)
          XCTAssertGreaterThanOrEqual(ratio, minimum, "\(name): key \(letter) \(ratio)")
        }
        game.close()
      }
    }
  }
}
