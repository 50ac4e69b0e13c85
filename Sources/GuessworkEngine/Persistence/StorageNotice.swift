/// Something about the player's files that the player should be told, once.
public enum StorageNotice: Hashable, Sendable {
  /// A damaged file was renamed to `movedTo`; `kept` says what could still be read from it.
  case damaged(file: String, movedTo: String?, kept: String)
  /// A file that is there but cannot be read (permissions, a folder in its place); it is left as it
  /// is and the game starts without it.
  case unreadable(file: String, reason: String)
  /// A file written by a newer version of the game: left as it is, and not saved over.
  case newerFormat(file: String)
  /// Writing failed; the game goes on without saving.
  case notSaving(reason: String)

  public var message: String {
    switch self {
    case .damaged(let file, let movedTo, let kept):
      let aside = movedTo.map { " It was moved to \($0)." } ?? ""
      return "\(file) was damaged.\(aside) \(kept)"
    case .unreadable(let file, let reason):
      return "\(file) cannot be read (\(reason)). The game goes on without it and leaves it as it is."
    case .newerFormat(let file):
      return "\(file) was written by a newer version of Guesswork. It is left as it is, and this version does not save over it."
    case .notSaving(let reason):
      return "Progress is not being saved: \(reason)"
    }
  }
}
