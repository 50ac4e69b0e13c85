import CAdwaita
import CGtk
import Foundation
import GtkBridge
import GuessworkEngine
import XCTest

@testable import guesswork

/// HiDPI: `make test` runs these (and `RenderingUITests`) again with GDK_SCALE=2 on a 3840×2160
/// Xvfb, a 1920×1080 logical screen. They check what a blurry or cramped window would show: the
/// scale GTK draws at, the window's size in logical pixels, tiles and keys rendered at device
/// pixels with their palette colours and sharp edges, icons that are vectors or big enough, and
/// text that fits its tile or key.
final class HiDPIUITests: UITestCase {
  /// The scale `make test` asked for (GDK_SCALE), 1 otherwise.
  private static var expectedScale: Int { Int(ProcessInfo.processInfo.environment["GDK_SCALE"] ?? "") ?? 1 }

  func testTheWindowIsDrawnAtTheScreensScale() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      let widget = game.window.window.object.assumingMemoryBound(to: GtkWidget.self)
      XCTAssertEqual(Int(gtk_widget_get_scale_factor(widget)), HiDPIUITests.expectedScale)
    }
  }

  func testTheDefaultWindowFitsA1080pScreen() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      let window = game.window.window
      XCTAssertLessThanOrEqual(window.width, 1920, "logical width")
      XCTAssertLessThanOrEqual(window.height, 1080 - 48, "logical height, with room for a top bar")
      // The whole board and keyboard are inside the window.
      let image = try RenderedImage(window)
      let lastTile = try image.deviceBounds(of: game.window.board.tiles[5][4].label, in: window)
      let lastKey = try image.deviceBounds(of: game.keyButton(.enter), in: window)
      XCTAssertLessThanOrEqual(lastTile.y + lastTile.height, image.height)
      XCTAssertLessThanOrEqual(lastKey.y + lastKey.height, image.height)
    }
  }

  /// Revealed tiles have their colours at device pixels, and a tile's border goes from white to
  /// its grey within one device pixel on each side (a bitmap scaled up would smear it over two).
  func testTilesAreSharpAndKeepTheirColoursAtDevicePixels() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      game.app.appearance.preference = .light
      game.guess("caste")
      try game.waitForFrame()
      let png = FileManager.default.temporaryDirectory.appendingPathComponent(
        "guesswork-ui-hidpi-\(HiDPIUITests.expectedScale)x.png")
      let image = try RenderedImage(game.window.window, png: png)
      XCTAssertEqual(image.scale, HiDPIUITests.expectedScale)
      for tile in game.window.board.tiles[0] {
        let state = try XCTUnwrap(tile.stateClass)
        let expected = try XCTUnwrap(RenderingUITests.Palette.light[state])
        let seen = try image.colour(of: tile.label, in: game.window.window)
        XCTAssertTrue(colour(seen, isCloseTo: expected), "\(tile.text) \(state): \(hex(seen)), expected \(hex(expected))")
      }
      // Across an empty tile's left border, through its middle: white, border grey, white.
      let bounds = try image.deviceBounds(of: game.window.board.tiles[3][0].label, in: game.window.window)
      let y = bounds.y + bounds.height / 2
      let line = ((bounds.x - 3 * image.scale)..<(bounds.x + 6 * image.scale)).map { image.colour(x: $0, y: y) }
      let border: UInt32 = 0xd3d6da
      let blended = line.filter { !colour($0, isCloseTo: 0xffffff) && !colour($0, isCloseTo: border) }
      XCTAssertTrue(line.contains { colour($0, isCloseTo: border) }, "the border is drawn: \(line.map(hex))")
      XCTAssertLessThanOrEqual(blended.count, 2, "the border's edges are sharp: \(line.map(hex))")
      // Text fits: the ink of every tile's and key's letters is inside the label that shows it.
      let labels = game.window.board.tiles.joined().filter { !$0.text.isEmpty }.map(\.label.object)
        + game.window.keyboard.buttons.values.compactMap { button in
          let gtkButton = button.object.assumingMemoryBound(to: GtkButton.self)
          return gtk_button_get_child(gtkButton).flatMap { child in
            let instance = UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self)
            let isLabel = g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0
            return isLabel ? UnsafeMutableRawPointer(child) : nil
          }
        }
      XCTAssertGreaterThan(labels.count, 30)
      for object in labels {
        let label = OpaquePointer(object)
        let widget = object.assumingMemoryBound(to: GtkWidget.self)
        var ink = PangoRectangle()
        pango_layout_get_pixel_extents(gtk_label_get_layout(label), &ink, nil)
        let text = String(cString: gtk_label_get_text(label))
        XCTAssertLessThanOrEqual(ink.width, gtk_widget_get_width(widget), "\(text) fits its width")
        XCTAssertLessThanOrEqual(ink.height, gtk_widget_get_height(widget), "\(text) fits its height")
      }
    }
  }

  /// The icons the game shows (the Backspace key, the header's buttons, the app icon) come from
  /// vector files or from bitmaps at least as big as the screen needs: none is scaled up.
  func testIconsAreVectorsOrBigEnoughAtTheScreensScale() throws {
    try onMain {
      let game = try launch(["--word", "crane"])
      try game.waitForFrame()  // the app icon's folder is added after the first frame
      let display = gdk_display_get_default()
      let theme = gtk_icon_theme_get_for_display(display)
      let scale = Int32(HiDPIUITests.expectedScale)
      for (name, size) in [
        ("edit-clear-symbolic", 16), ("view-refresh-symbolic", 16), ("open-menu-symbolic", 16),
        (GuessworkApp.applicationID, 128),
      ] {
        let icon = try XCTUnwrap(gtk_icon_theme_lookup_icon(
          theme, name, nil, Int32(size), scale, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0)))
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        let file = try XCTUnwrap(gtk_icon_paintable_get_file(icon), "\(name) has a file")
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        // A copy the caller frees (`make sanitize` found it leaked).
        let copy = g_file_get_uri(file)
        defer { g_free(copy) }
        let uri = String(cString: try XCTUnwrap(copy))
        // The file's own pixels (the paintable reports the logical size).
        var pixels = 0
        if !uri.hasSuffix(".svg"), let texture = gdk_texture_new_from_file(file, nil) {
          pixels = Int(gdk_texture_get_width(texture))
          g_object_unref(UnsafeMutableRawPointer(texture))
        }
        let isVector = uri.hasSuffix(".svg")
        XCTAssertTrue(
          isVector || pixels >= size * Int(scale),
          "\(name) at \(size)@\(scale) is \(uri), \(pixels) px wide")
      }
      _ = game
    }
  }
}
