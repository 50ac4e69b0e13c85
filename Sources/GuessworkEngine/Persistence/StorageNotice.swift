import FoundationEssentials

/// Something about the player's files that the player should be told, once. It says what happened;
/// the view model words it in the player's language (`StorageNotice.text`).
public enum StorageNotice: Hashable, Sendable {
  /// A damaged file was renamed to `movedTo` (kept as it was, for the player or a bug report);
  /// `loss` says what could not be read of it, and what was kept.
  case damaged(file: String, movedTo: String?, loss: StorageLoss)
  /// A file that is there but cannot be read (permissions, a folder in its place); it is left as it
  /// is and the game starts without it.
  case unreadable(file: String, reason: String)
  /// Something other than a regular file (a FIFO, a device, a socket) was where the file belongs:
  /// renamed to `movedTo` unread (`nil`: it could not be moved, and is left alone), and the game
  /// went on without it.
  case notAFile(file: String, movedTo: String?)
  /// Another Guesswork running at the same time holds this round's file: this game plays the round
  /// without saving it.
  case roundInUse(file: String, Puzzle, Language)
  /// A daily puzzle played to the end that the history cannot hold: the clock said `finishedAt`,
  /// before the puzzle began anywhere (a clock before 1 January 2026 is offered puzzle #1).
  case gameNotRecorded(puzzleNumber: Int, finishedAt: Date)
  /// Another program holds the history's lock file (`flock`) and has not let it go: finished
  /// games are kept and recorded once it does (or at the next start).
  case historyLockHeld(file: String)
  /// A file written by a newer version of the game: left as it is, and not saved over.
  case newerFormat(file: String)
  /// Writing a file failed, for the system's reason (`strerror`, in the player's language when the
  /// C library has it); the game goes on without saving.
  case notSaving(file: String, reason: String)
  /// A repair of the history that an earlier version left half done (it set the file aside and
  /// was stopped before it wrote the sound games back): `games` finished games were taken back
  /// from the copy at `from`, which stays as it is.
  case historyRecovered(from: String, games: Int)
  /// A file that could not be read is not written over (what it holds is not lost), so progress
  /// kept in it is not being saved.
  case notSavingOverUnreadable(file: String)

  /// The file the notice is about, if it is about one.
  var file: String? {
    switch self {
    case .damaged(let file, _, _), .unreadable(let file, _), .newerFormat(let file),
      .notAFile(let file, _), .roundInUse(let file, _, _), .historyLockHeld(let file):
      file
    case .historyRecovered(let file, _): file
    case .notSaving, .notSavingOverUnreadable, .gameNotRecorded: nil
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
  /// The history file was empty (0 bytes), though the game always writes its first line: the
  /// finished games it held are gone (a disk that lost them, a program that emptied the file).
  case historyEmpty
  /// Finished games dropped from the history (unreadable, or repeating a daily puzzle already in
  /// it), whether its header was lost, and how many games were kept.
  case history(damaged: Int, repeated: Int, headerLost: Bool, kept: Int)
}

extension StorageLoss {
  /// Whether what could be read is written back over the damaged file (so the file is copied
  /// aside and stays in place until then, `Storage.moveAside`).
  var keepsSoundPart: Bool {
    switch self {
    case .settingsCutShort, .settingsUnknown, .settingsDamaged, .roundPartlyLost, .history: true
    case .settingsUnreadable, .roundUnreadable, .historyEmpty: false
    }
  }
}

/// A part of a saved round that can be lost while its rows are kept.
public enum RoundPart: Hashable, Sendable {
  case hardMode
  case typedLetters
}
