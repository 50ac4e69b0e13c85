import FoundationEssentials
import GtkBridge

/// The resources compiled into the game (`data/guesswork.gresource.xml`): its style sheet, icons
/// and metainfo, registered once per process before the first window.
@MainActor
enum GameResources {
  static let basePath = "/io/github/guesswork/Guesswork"
  /// Not `style.css`, which AdwApplication would load by itself: the game loads its sheet, so
  /// that a mistake in it is reported (`StyleSheet.errors`).
  static let styleSheet = basePath + "/game.css"
  /// The dialogs' rules, loaded with the first dialog (`DialogWindow`).
  static let dialogStyleSheet = basePath + "/dialogs.css"
  static let metainfo = basePath + "/metainfo.xml"

  static func register() throws(GLibError) { try Resources.register(BuiltResources.bytes) }
}

/// The release notes of the newest release in the metainfo: its version and its description, in
/// AppStream's markup (`<p>`, `<ul>`, `<li>`), which About's What's New page reads as it is.
struct ReleaseNotes: Equatable {
  let version: String
  let description: String

  /// From the metainfo compiled into the game.
  @MainActor
  static func latest() -> ReleaseNotes? {
    Resources.text(at: GameResources.metainfo).flatMap(latest(in:))
  }

  /// The first `<release version="…">` of `metainfo` (AppStream lists the newest first) and the
  /// inside of its `<description>`; `nil` without one.
  static func latest(in metainfo: String) -> ReleaseNotes? {
    guard let release = metainfo.firstRange(of: "<release ") else { return nil }
    let rest = metainfo[release.upperBound...]
    guard let versionStart = rest.firstRange(of: "version=\"")?.upperBound,
      let versionEnd = rest[versionStart...].firstIndex(of: "\""),
      let end = rest.firstRange(of: "</release>")
    else { return nil }
    let body = rest[..<end.lowerBound]
    guard let open = body.firstRange(of: "<description>"), let close = body.firstRange(of: "</description>"),
      open.upperBound <= close.lowerBound
    else { return nil }
    let description = body[open.upperBound..<close.lowerBound].trimmingWhitespace
    return ReleaseNotes(version: String(rest[versionStart..<versionEnd]), description: description)
  }
}

extension Substring {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
