import CAdwaita
import CGtk

#if canImport(Glibc)
  import Glibc
#endif

/// A colour with components from 0 to 1 (GdkRGBA).
public struct Colour: Hashable, Sendable {
  public var red: Float
  public var green: Float
  public var blue: Float
  public var alpha: Float

  public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The same colour, `alpha` times as opaque.
  public func faded(_ alpha: Float) -> Colour {
    Colour(red: red, green: green, blue: blue, alpha: self.alpha * alpha)
  }

  var rgba: GdkRGBA { GdkRGBA(red: red, green: green, blue: blue, alpha: alpha) }
}

/// A GtkSnapshot being recorded: the few shapes a small chart needs, as render nodes (so the
/// picture stays sharp at any scale and draws with either renderer).
@MainActor
public struct Snapshot {
  let raw: OpaquePointer

  /// A filled rectangle.
  public func fill(x: Double, y: Double, width: Double, height: Double, _ colour: Colour) {
    var rgba = colour.rgba
    var rect = graphene_rect_t(
      origin: graphene_point_t(x: Float(x), y: Float(y)),
      size: graphene_size_t(width: Float(width), height: Float(height)))
    gtk_snapshot_append_color(raw, &rgba, &rect)
  }

  /// A straight line `width` wide (a rectangle turned along it).
  public func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), width: Double,
    _ colour: Colour
  ) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    gtk_snapshot_save(raw)
    var origin = graphene_point_t(x: Float(start.x), y: Float(start.y))
    gtk_snapshot_translate(raw, &origin)
    gtk_snapshot_rotate(raw, Float(atan2(dy, dx) * 180 / .pi))
    fill(x: 0, y: -width / 2, width: length, height: width, colour)
    gtk_snapshot_restore(raw)
  }

  /// A filled circle.
  public func dot(x: Double, y: Double, radius: Double, _ colour: Colour) {
    var rect = graphene_rect_t(
      origin: graphene_point_t(x: Float(x - radius), y: Float(y - radius)),
      size: graphene_size_t(width: Float(2 * radius), height: Float(2 * radius)))
    var rounded = GskRoundedRect()
    gsk_rounded_rect_init_from_rect(&rounded, &rect, Float(radius))
    gtk_snapshot_push_rounded_clip(raw, &rounded)
    fill(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius, colour)
    gtk_snapshot_pop(raw)
  }
}

/// A picture of a fixed size drawn with GtkSnapshot by `draw` (a GtkPicture showing the recorded
/// paintable). It is drawn again by `redraw()`, and after the CSS classes of `window` change (the
/// game's light, dark and high-contrast looks), so colours read from styled widgets follow the
/// look.
@MainActor
public final class SnapshotPicture: Widget {
  /// The picture's size in points.
  public let pictureWidth: Double
  public let pictureHeight: Double
  /// Draws the picture into a snapshot of `pictureWidth` × `pictureHeight` points.
  public var draw: ((Snapshot) -> Void)? { didSet { redraw() } }
  /// How many times it was drawn (for tests).
  public private(set) var drawCount = 0

  public init(width: Int, height: Int) {
    pictureWidth = Double(width)
    pictureHeight = Double(height)
    super.init(new: raw(gtk_picture_new()))
    gtk_picture_set_can_shrink(opaque(object), 0)
    setSizeRequest(width: Int32(width), height: Int32(height))
  }

  override class var gtype: GType { gtk_picture_get_type() }
  /// A picture found again from its pointer: its size is whatever it was asked for.
  required init(retaining object: gpointer) {
    pictureWidth = 0
    pictureHeight = 0
    super.init(retaining: object)
  }

  /// Records the picture again.
  public func redraw() {
    guard let draw, !isDestroyed else { return }
    let snapshot = gtk_snapshot_new()!
    draw(Snapshot(raw: snapshot))
    var size = graphene_size_t(width: Float(pictureWidth), height: Float(pictureHeight))
    let paintable = gtk_snapshot_free_to_paintable(snapshot, &size)
    gtk_picture_set_paintable(opaque(object), paintable)
    if let paintable { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    drawCount += 1
  }

  /// Draws again, once styles have settled, whenever `window`'s CSS classes change.
  public func follow(_ window: Window) {
    Signal.cssClassesChanged.connect(window) { [weak self] in
      self?.afterNextFrame { [weak self] in self?.redraw() }
    }
  }
}

extension Widget {
  /// The text colour its style gives it now (CSS `color`).
  public var styleColour: Colour {
    var rgba = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &rgba)
    return Colour(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }
}
