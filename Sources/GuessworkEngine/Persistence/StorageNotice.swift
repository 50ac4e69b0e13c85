/// Something about the player's files that the player should be told, once.
public enum StorageNotice: Hashable, Sendable {
  /// A damaged file was renamed to `movedTo` (kept as it was, for the player or a bug report);
  /// `lost` says in words what could not be read, `kept` what could.
  case damaged(file: String, movedTo: String?, lost: String, kept: String?)
  /// A file that is there but cannot be read (permissions, a folder in its place); it is left as it
  /// is and the game starts without it.
  case unreadable(file: String, reason: String)
  /// A file written by a newer version of the game: left as it is, and not saved over.
  case newerFormat(file: String)
  /// Writing failed; the game goes on without saving.
  case notSaving(reason: String)

  public var message: String {
    switch self {
    case .damaged(_, let movedTo, let lost, let kept):
      let aside = movedTo.map { "The file as it was is now \($0)." } ?? "The file could not be moved aside."
      return [lost, aside, kept].compactMap { $0 }.joined(separator: " ")
    case .unreadable(let file, let reason):
      return "\(file) cannot be read (\(reason)). The game goes on without it and leaves it as it is."
    case .newerFormat(let file):
      return "\(file) was written by a newer version of Guesswork. It is left as it is, and this version does not save over it."
    case .notSaving(let reason):
      return "Progress is not being saved: \(reason)"
    }
  }

  /// The file the notice is about, if it is about one.
  var file: String? {
    switch self {
    case .damaged(let file, _, _, _), .unreadable(let file, _), .newerFormat(let file): file
    case .notSaving: nil
    }
  }
}
