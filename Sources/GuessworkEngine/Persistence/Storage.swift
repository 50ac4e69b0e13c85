import Dispatch
import FoundationEssentials

/// Reads and writes the settings, the saved rounds and the history of finished games.
///
/// Every file carries a format version and is replaced atomically. Everything read is checked
/// before it is used (`Validation/`: types, ranges, the word lists and the calendar through the
/// caller's `SavedDataRules`). Nothing here throws at the game: a damaged file is moved aside with a
/// timestamp, whatever could be read is kept (and written back), and a `StorageNotice` says in
/// words what was lost, once per problem; a failing write is reported once and the game goes on.
///
/// With `writesInBackground` (the live game) writes, removals and renames run in order on a serial
/// background queue, so an fsync on a busy disk never holds up a keystroke; a file written again
/// before its turn is written once, with the newest content. Every read first waits for the writes
/// before it, and `flush()` waits for all of them (the game calls it on its way out).
/// (`@unchecked Sendable`: the state the queue shares is guarded by `lock`.)
public final class Storage: @unchecked Sendable {
  /// The format each file is written in. The history went to 2 when finished games began to keep
  /// their rows, and to 3 when archive rounds began to be recorded (`"archive": true`, a key an
  /// older game would take for damage: it refuses the newer file instead and writes nothing over
  /// it), and to 4 when rounds of 4, 6 and 7 letters began to be recorded (their words are
  /// the record's length: an older game would take a six-letter answer for damage); format-1 to
  /// format-3 histories are still read, and their words must be five letters. Rounds stay at
  /// format 1: a round of another length than five is saved in a slot of its own
  /// (`unlimited-6`), which an older game never opens. Rounds of another shape than one board of
  /// six rows (several boards, other rows) are round format 2 and history format 5, with their
  /// answers and rows (`Game+Codable`, `GameRecord`); a one-board round of six rows is still
  /// written as round format 1, so its file reads the same in an older game.
  public static let settingsFormat = 1
  /// The newest round format this version reads (`roundFormat(of:)` is the one a round is written in).
  public static let roundFormat = 2
  public static let historyFormat = 5

  /// The history formats this version writes: 4 while every record is of one board of six rows,
  /// as older versions wrote it; 5 once one is not (`historyFormat(for:)`).
  static func writesHistory(format: Int?) -> Bool { format.map((4...historyFormat).contains) ?? false }

  /// The format a history of these records is written in.
  static func historyFormat(for records: some Sequence<GameRecord>) -> Int {
    records.allSatisfy(\.isOriginalShape) ? 4 : historyFormat
  }

  /// Whether a record's line may go at the end of a history of `format` as it is.
  static func canAppend(_ record: GameRecord, toFormat format: Int?) -> Bool {
    format == historyFormat || (format == 4 && record.isOriginalShape)
  }

  /// The format a round's file is written in: 1 for the original shape, else 2.
  static func roundFormat(of game: Game) -> Int { game.shape.isOriginal ? 1 : 2 }

  public let locations: StorageLocations
  let fileSystem: FileSystem
  let clock: @Sendable () -> Date
  let lock = Locked(())
  /// Guarded by `lock`.
  var pendingNotices: [StorageNotice] = []
  var toldNotSaving = false
  /// The last problem told about each file this run: the same one is not told again, a different
  /// one is, and a clean read forgets it.
  var toldAbout: [String: StorageNotice] = [:]
  /// Files that exist but could not be read: never written over, so what they hold is not lost
  /// (the player may fix the permission and find everything still there).
  var unreadable: Set<String> = []
  var noticeHandler: (@Sendable () -> Void)?
  /// The background queue, and the newest content of each file whose write is still queued.
  let writer: DispatchQueue?
  var queuedWrites: [String: Data] = [:]
  /// Files whose last write failed, kept in `queuedWrites` and tried again `writeRetryDelay` later
  /// (guarded by `lock`).
  var failedWrites: Set<String> = []
  var writeRetryDelay: Double?
  /// The history's own queue (`Storage+History.swift`): its reading, appending and rewriting run
  /// there in order, apart from the settings' and rounds' writes, so reading a long history never
  /// holds up a round's file.
  let historyQueue: DispatchQueue?
  /// Where the start's whole read of the history runs (`openHistory`): apart from the history
  /// queue, so a game finished while a long history is read is appended at once, not behind it.
  let historyReadQueue: DispatchQueue?
  /// The history as the last operation left it (guarded by `lock`).
  var historyState = HistoryState()
  /// The preferences as this process last read or saved them, and the keys of those it changed
  /// since its last write (guarded by `lock`): a write puts only these onto the file as it is
  /// then (`Storage+Settings.swift`), so one game never takes back another's choice.
  var settingsAsKnown = Settings()
  var settingsChanges: Set<String> = []
  /// The round file this process holds (`claimRound`), and the rounds another process held when
  /// this one wanted to save them (guarded by `lock`).
  var roundClaim: (path: String, claim: FileClaim)?
  /// Each round file as this process last read or wrote it (no entry: none there). Another game
  /// may write a round file while this one cannot (it holds the claim); taking the claim, this
  /// one compares the file with what it knew, so its stale copy never goes over the other's rows.
  var roundsAsKnown: [String: Data] = [:]
  /// The rules the history queue checks with, built there from `historyState.rulesFactory`.
  var historyQueueRules: SavedDataRules?
  /// The rules the history's read queue checks with (a queue of its own, rules of its own).
  var historyReadRules: SavedDataRules?

  public init(
    locations: StorageLocations, fileSystem: FileSystem = .live,
    clock: @escaping @Sendable () -> Date = Date.init, writesInBackground: Bool = false
  ) {
    self.locations = locations
    self.fileSystem = fileSystem
    self.clock = clock
    writer = writesInBackground ? DispatchQueue(label: "guesswork.storage", qos: .utility) : nil
    historyQueue =
      writesInBackground ? DispatchQueue(label: "guesswork.history", qos: .userInitiated) : nil
    historyReadQueue =
      writesInBackground
      ? DispatchQueue(label: "guesswork.history-read", qos: .userInitiated) : nil
  }

  /// Notices gathered since the last call, oldest first.
  public func takeNotices() -> [StorageNotice] {
    lock.withLock { _ in
      defer { pendingNotices = [] }
      return pendingNotices
    }
  }

  /// Waits until every queued write has reached the disk (a write that failed is tried once more
  /// now: the game calls this on its way out).
  public func flush() {
    writer?.sync { [self] in
      let failed = lock.withLock { _ in failedWrites }
      for path in failed { writeNewest(URL(fileURLWithPath: path)) }
    }
    historyReadQueue?.sync {}
    historyQueue?.sync {}
  }

  /// Waits for the settings' and rounds' queued writes (not the history's).
  func flushFiles() { writer?.sync {} }

  /// Called, on whatever thread met the problem (the writer's, for a background write), each time a
  /// notice is added; the game then collects them with `takeNotices` on its own thread.
  public func onNotice(_ handler: @escaping @Sendable () -> Void) {
    let waiting = lock.withLock { _ in
      noticeHandler = handler
      return !pendingNotices.isEmpty
    }
    // A notice met before the handler came (the history is read in the background from the start)
    // is announced now.
    if waiting { handler() }
  }

  /// Adds a notice unless the same problem with the same file was told already this run.
  func notice(_ notice: StorageNotice) {
    let handler: (@Sendable () -> Void)?? = lock.withLock { _ in
      if let file = notice.file {
        guard toldAbout[file] != notice else { return .none }
        toldAbout[file] = notice
      }
      pendingNotices.append(notice)
      return .some(noticeHandler)
    }
    if case .some(let handler?) = handler { handler() }
  }

  /// A file read and found sound: a later problem with it is news again.
  func readCleanly(_ file: URL) {
    lock.withLock { _ in _ = toldAbout.removeValue(forKey: file.path) }
  }

  /// Deletes the temporary files of atomic writes that processes no longer running left behind
  /// (a kill between creating one and renaming it), in every folder the game writes to.
  public func removeStaleTemporaries() {
    let folders = [
      locations.configFolder, locations.dataFolder,
      locations.dataFolder.appendingPathComponent("rounds", isDirectory: true),
    ]
    perform { [fileSystem] in folders.forEach(fileSystem.removeStaleTemporaries) }
  }

  /// Encodes every file the game writes (sorted keys, ISO 8601 dates).
  let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}

extension Storage {
  /// Whether the preferences were ever saved (or the file is there but unreadable): false on the
  /// very first start, when the session picks the word language from the player's locale.
  public var hasSettingsFile: Bool {
    writer?.sync {}
    do {
      return try fileSystem.read(locations.settingsFile) != nil
    } catch {
      return true
    }
  }
}
