import CAdwaita
import CGtk
import Foundation
import GtkBridge

/// A widget drawn by GTK's own renderer into memory: widget paintable → snapshot → render node →
/// texture, saved as PNG and read back as pixels.
@MainActor
struct RenderedImage {
  let width: Int
  let height: Int
  /// Device pixels per logical pixel (2 renders as a GDK_SCALE=2 screen shows it).
  let scale: Int
  /// Cairo ARGB32 in memory order (B, G, R, A on little-endian machines).
  private let bytes: [UInt8]

  /// Renders `widget` (normally a window) as it is now, at `scale` device pixels per logical
  /// pixel (default: the widget's own scale factor, so GDK_SCALE=2 renders at 2×); saves a PNG at
  /// `png` when given.
  init(_ wrapper: Widget, png: URL? = nil, scale: Int? = nil) throws {
    let widget = wrapper.object.assumingMemoryBound(to: GtkWidget.self)
    let scale = scale ?? Int(gtk_widget_get_scale_factor(widget))
    self.scale = scale
    guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native)
    else { throw HarnessError("the widget is not realized") }
    let paintable = gtk_widget_paintable_new(widget)!
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    // A widget that waits for a new size (after a theme or a text changed) draws nothing until it
    // has it, which on a busy machine can take longer than a test's pause: wait for it (5 s).
    let deadline = Date().addingTimeInterval(5)
    var drawn: (node: OpaquePointer, width: Int, height: Int)?
    while drawn == nil {
      let width = Int(gtk_widget_get_width(widget)) * scale
      let height = Int(gtk_widget_get_height(widget)) * scale
      if width > 0, height > 0 {
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        gdk_paintable_snapshot(paintable, snapshot, Double(width / scale), Double(height / scale))
        if let node = gtk_snapshot_free_to_node(snapshot) { drawn = (node, width, height) }
      }
      if drawn == nil {
        guard Date() < deadline else { throw HarnessError("nothing was drawn") }
        if g_main_context_iteration(nil, 0) == 0 { usleep(2000) }
      }
    }
    let (node, width, height) = drawn!
    self.width = width
    self.height = height
    defer { gsk_render_node_unref(node) }
    var bounds = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
    let texture = gsk_renderer_render_texture(renderer, node, &bounds)!
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    if let png { _ = gdk_texture_save_to_png(texture, png.path) }
    let textureWidth = Int(gdk_texture_get_width(texture))
    let textureHeight = Int(gdk_texture_get_height(texture))
    var bytes = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
    bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(textureWidth * 4)) }
    self.bytes = bytes
    guard textureWidth == width, textureHeight == height else {
      throw HarnessError("rendered \(textureWidth)×\(textureHeight), expected \(width)×\(height)")
    }
  }

  /// The colour at a point, as `0xRRGGBB`.
  func colour(x: Int, y: Int) -> UInt32 {
    let offset = (y * width + x) * 4
    return UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
  }

  /// The colour of a child widget's inside, a few pixels in from its top-left corner (clear of the
  /// letter in the middle and of the rounded border).
  func colour(of child: Widget, in root: Widget) throws -> UInt32 {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(
      child.object.assumingMemoryBound(to: GtkWidget.self), root.object.assumingMemoryBound(to: GtkWidget.self),
      &bounds) != 0
    else {
      throw HarnessError("the widget is not inside the rendered one")
    }
    return colour(x: (Int(bounds.origin.x) + 6) * scale, y: (Int(bounds.origin.y) + 6) * scale)
  }

  /// A child widget's bounds in the rendered image's device pixels.
  func deviceBounds(of child: Widget, in root: Widget) throws -> (x: Int, y: Int, width: Int, height: Int) {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(
      child.object.assumingMemoryBound(to: GtkWidget.self), root.object.assumingMemoryBound(to: GtkWidget.self),
      &bounds) != 0
    else {
      throw HarnessError("the widget is not inside the rendered one")
    }
    return (
      Int(bounds.origin.x) * scale, Int(bounds.origin.y) * scale, Int(bounds.size.width) * scale,
      Int(bounds.size.height) * scale
    )
  }
}

/// Whether two `0xRRGGBB` colours are the same up to rounding (each channel within `tolerance`).
func colour(_ a: UInt32, isCloseTo b: UInt32, tolerance: Int = 3) -> Bool {
  [16, 8, 0].allSatisfy { shift in
    abs(Int((a >> UInt32(shift)) & 0xff) - Int((b >> UInt32(shift)) & 0xff)) <= tolerance
  }
}

func hex(_ colour: UInt32) -> String { "#" + String(format: "%06x", colour) }
