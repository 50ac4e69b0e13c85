/// Something about the player's files that the player should be told, once. It says what happened;
/// the view model words it in the player's language (`StorageNotice.text`).
public enum StorageNotice: Hashable, Sendable {
  /// A damaged file was renamed to `movedTo` (kept as it was, for the player or a bug report);
  /// `loss` says what could not be read of it, and what was kept.
  case damaged(file: String, movedTo: String?, loss: StorageLoss)
  /// A file that is there but cannot be read (permissions, a folder in its place); it is left as it
  /// is and the game starts without it.
  case unreadable(file: String, reason: String)
  /// A file written by a newer version of the game: left as it is, and not saved over.
  case newerFormat(file: String)
  /// Writing a file failed, for the system's reason (`strerror`, in the player's language when the
  /// C library has it); the game goes on without saving.
  case notSaving(file: String, reason: String)
  /// A file that could not be read is not written over (what it holds is not lost), so progress
  /// kept in it is not being saved.
  case notSavingOverUnreadable(file: String)

  /// The file the notice is about, if it is about one.
  var file: String? {
    switch self {
    case .damaged(let file, _, _), .unreadable(let file, _), .newerFormat(let file): file
    case .notSaving, .notSavingOverUnreadable: nil
    }
  }
}

/// What could not be read of a damaged file, and so what the game did about it.
public enum StorageLoss: Hashable, Sendable {
  /// The preferences were cut short: the complete ones were kept, the others went back to the
  /// default.
  case settingsCutShort
  /// The preferences could not be read at all and are the defaults again.
  case settingsUnreadable
  /// The preferences held keys no preference has (listed); they were dropped, every preference kept.
  case settingsUnknown(keys: [String])
  /// These preferences could not be read and went back to their defaults; the others were kept.
  case settingsDamaged([Preference])
  /// The round in progress of this slot and language could not be read and was set aside.
  case roundUnreadable(Puzzle, Language)
  /// Parts of the round in progress could not be read (none named: some other part); its rows
  /// were kept.
  case roundPartlyLost(Puzzle, Language, [RoundPart])
  /// Finished games dropped from the history (unreadable, or repeating a daily puzzle already in
  /// it), whether its header was lost, and how many games were kept.
  case history(damaged: Int, repeated: Int, headerLost: Bool, kept: Int)
}

/// A part of a saved round that can be lost while its rows are kept.
public enum RoundPart: Hashable, Sendable {
  case hardMode
  case typedLetters
}
