import Synchronization
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
  /// it); format-1 and format-2 histories are still read.
  public static let settingsFormat = 1
  public static let roundFormat = 1
  public static let historyFormat = 3

  public let locations: StorageLocations
  let fileSystem: FileSystem
  private let clock: @Sendable () -> Date
  let lock = Mutex(())
  /// Guarded by `lock`.
  private var pendingNotices: [StorageNotice] = []
  private var toldNotSaving = false
  /// The last problem told about each file this run: the same one is not told again, a different
  /// one is, and a clean read forgets it.
  private var toldAbout: [String: StorageNotice] = [:]
  /// Files that exist but could not be read: never written over, so what they hold is not lost
  /// (the player may fix the permission and find everything still there).
  var unreadable: Set<String> = []
  private var noticeHandler: (@Sendable () -> Void)?
  /// The background queue, and the newest content of each file whose write is still queued.
  private let writer: DispatchQueue?
  private var queuedWrites: [String: Data] = [:]
  /// The history's own queue (`Storage+History.swift`): its reading, appending and rewriting run
  /// there in order, apart from the settings' and rounds' writes, so reading a long history never
  /// holds up a round's file.
  let historyQueue: DispatchQueue?
  /// The history as the last operation left it (guarded by `lock`).
  var historyState = HistoryState()
  /// The round file this process holds (`claimRound`), and the rounds another process held when
  /// this one wanted to save them (guarded by `lock`).
  private var roundClaim: (path: String, claim: FileClaim)?
  /// The rules the history queue checks with, built there from `historyState.rulesFactory`.
  var historyQueueRules: SavedDataRules?

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
  }

  /// Notices gathered since the last call, oldest first.
  public func takeNotices() -> [StorageNotice] {
    lock.withLock { _ in
      defer { pendingNotices = [] }
      return pendingNotices
    }
  }

  /// Waits until every queued write has reached the disk.
  public func flush() {
    writer?.sync {}
    historyQueue?.sync {}
  }

  /// Waits for the settings' and rounds' queued writes (not the history's).
  private func flushFiles() { writer?.sync {} }

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

  // MARK: Settings

  /// The preferences, each checked (`SettingsField`): a damaged, missing or unknown one is named,
  /// the file set aside and the sound ones written back.
  public func loadSettings() -> Settings {
    let file = locations.settingsFile
    guard let data = read(file), !isNewer(data, file) else { return Settings() }
    guard let object = JSONValue.object(in: data), object["format"]?.int == Storage.settingsFormat
    else {
      // Cut short (a full disk, a crash of another program writing it): keep every complete field.
      if let salvaged = Storage.completeFields(of: data).flatMap(JSONValue.object(in:)),
        salvaged["format"]?.int == Storage.settingsFormat
      {
        let checked = CheckedSettings(salvaged, checkMissing: false)
        if salvaged.keys.contains(where: { $0 != "format" }) {
          moveAside(file, .settingsCutShort)
          save(checked.settings)
          return checked.settings
        }
      }
      moveAside(file, .settingsUnreadable)
      return Settings()
    }
    let checked = CheckedSettings(object)
    guard checked.isSound else {
      if checked.damagedNames.isEmpty {
        moveAside(file, .settingsUnknown(keys: checked.unknownKeys))
      } else {
        moveAside(file, .settingsDamaged(checked.damagedNames))
      }
      save(checked.settings)
      return checked.settings
    }
    readCleanly(file)
    return checked.settings
  }

  public func save(_ settings: Settings) {
    write(Versioned(format: Storage.settingsFormat, value: settings), to: locations.settingsFile)
  }

  /// The `"key": value` pairs of a flat JSON object that are complete (followed by `,` or `}`), as
  /// a JSON object of their own: what can be trusted in a file that was cut short.
  static func completeFields(of data: Data) -> Data? {
    let bytes = [UInt8](data)
    var pairs: [String] = []
    var position = 0
    while position < bytes.count {
      if let (key, value, end) = completeField(in: bytes, at: position) {
        pairs.append("\"\(key)\":\(value)")
        position = end
      } else {
        position += 1
      }
    }
    guard !pairs.isEmpty else { return nil }
    return Data(("{" + pairs.joined(separator: ",") + "}").utf8)
  }

  /// The `"key": value` pair starting at `start`, followed by `,` or `}` (after blanks): its key,
  /// its value's text, and where the pair ends (before the blanks and the `,` or `}`). Keys are
  /// letters; values a string, a number, `true`, `false` or `null`.
  private static func completeField(in bytes: [UInt8], at start: Int) -> (String, String, Int)? {
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    func isLetter(_ byte: UInt8) -> Bool {
      (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    func skipBlanks(_ index: inout Int) {
      while index < bytes.count, isBlank(bytes[index]) { index += 1 }
    }
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    var index = start
    guard index < bytes.count, bytes[index] == quote else { return nil }
    index += 1
    let keyStart = index
    while index < bytes.count, isLetter(bytes[index]) { index += 1 }
    guard index > keyStart, index < bytes.count, bytes[index] == quote else { return nil }
    let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
    index += 1
    skipBlanks(&index)
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    skipBlanks(&index)
    let valueStart = index
    guard index < bytes.count else { return nil }
    if bytes[index] == quote {
      index += 1
      while index < bytes.count, bytes[index] != quote {
        if bytes[index] == backslash {
          // An escape takes the next character, which may not end the line.
          guard index + 1 < bytes.count, bytes[index + 1] != 0x0A, bytes[index + 1] != 0x0D
          else { return nil }
          index += 1
        }
        index += 1
      }
      guard index < bytes.count else { return nil }
      index += 1
    } else if bytes[index] == UInt8(ascii: "-") || isDigit(bytes[index]) {
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let digits = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      guard index > digits else { return nil }
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
        index += 1
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      }
    } else {
      let words = ["true", "false", "null"]
      guard let word = words.first(where: { bytes[index...].starts(with: $0.utf8) }) else {
        return nil
      }
      index += word.utf8.count
    }
    let valueEnd = index
    skipBlanks(&index)
    guard index < bytes.count, [UInt8(ascii: ","), UInt8(ascii: "}")].contains(bytes[index]) else {
      return nil
    }
    return (key, String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self), valueEnd)
  }

  // MARK: Rounds

  /// The saved round of this kind and language, if there is one and every row of it could have been
  /// played (`CheckedRound`). A round that cannot be restored is set aside; one whose typed letters
  /// or hard-mode flag are damaged is restored without them; either way the player is told.
  public func loadRound(
    _ puzzle: Puzzle, _ language: Language, checkedBy rules: SavedDataRules = .withoutWordLists
  ) -> Game? {
    let file = locations.roundFile(puzzle, language)
    guard let data = read(file), !isNewer(data, file) else { return nil }
    guard let object = JSONValue.object(in: data), object["format"]?.int == Storage.roundFormat else {
      moveAside(file, .roundUnreadable(puzzle, language))
      return nil
    }
    let checked = CheckedRound(object, slot: puzzle, language: language, rules: rules)
    guard let game = checked.game else {
      moveAside(file, .roundUnreadable(puzzle, language))
      return nil
    }
    guard checked.problems.isEmpty else {
      moveAside(file, .roundPartlyLost(puzzle, language, checked.lostParts))
      save(round: game)
      return game
    }
    readCleanly(file)
    return game
  }

  /// Saves the round, if this process holds its file (`claimRound`).
  public func save(round game: Game) {
    let file = locations.roundFile(game.puzzle, game.language)
    guard claimRound(file, game.puzzle, game.language) else { return }
    write(SavedRound(format: Storage.roundFormat, round: game), to: file)
  }

  /// A round file belongs to one process at a time: the one that saves it holds its lock file
  /// (`rounds/.<slot>-<language>.json.lock`, `flock`, taken without waiting) until it saves another
  /// round or ends. A second game on the same slot (two `--word` games in one language) plays on
  /// without saving it, and says so once, instead of the last writer silently winning.
  private func claimRound(_ file: URL, _ puzzle: Puzzle, _ language: Language) -> Bool {
    let path = file.path
    if lock.withLock({ _ in roundClaim?.path == path }) { return true }
    let lockFile = file.deletingLastPathComponent()
      .appendingPathComponent(".\(file.lastPathComponent).lock")
    guard let claim = fileSystem.claim(lockFile) else {
      notice(.roundInUse(file: path, puzzle, language))
      return false
    }
    let previous = lock.withLock { _ in
      defer { roundClaim = (path, claim) }
      return roundClaim?.claim
    }
    // Let the previous round go only after the writes already queued for it.
    if let previous { perform { previous.release() } }
    return true
  }

  /// Before the archive kept a round per day, the one past day in progress was saved in
  /// `rounds/archive-<language>.json`. Such a round moves to its day's file (unless that day has
  /// one already) and the old file goes, so an update loses no round in progress.
  public func moveSingleArchiveRound(_ language: Language, checkedBy rules: SavedDataRules) {
    let file = locations.dataFolder.appendingPathComponent("rounds", isDirectory: true)
      .appendingPathComponent("archive-\(language.rawValue).json")
    guard let data = read(file), !isNewer(data, file) else { return }
    if let object = JSONValue.object(in: data), object["format"]?.int == Storage.roundFormat,
      let saved = object["round"]?.object?["puzzle"].flatMap(CheckedRound.puzzle),
      case .archive = saved,
      let game = CheckedRound(object, slot: saved, language: language, rules: rules).game,
      (try? fileSystem.read(locations.roundFile(saved, language))) == nil
    {
      save(round: game)
    }
    removeRound(file)
  }

  public func removeRound(_ puzzle: Puzzle, _ language: Language) {
    removeRound(locations.roundFile(puzzle, language))
  }

  private func removeRound(_ file: URL) {
    perform { [fileSystem] in try fileSystem.remove(file) }
  }

  // MARK: Files

  let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  struct HistoryHeader: Encodable { var kind = "guesswork-history" }

  /// A value written flat beside its `format` key: `{"format": 1, "theme": "dark", …}`.
  struct Versioned<Value: Encodable>: Encodable {
    let format: Int
    let value: Value

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: FormatKey.self)
      try container.encode(format, forKey: .format)
      try value.encode(to: encoder)
    }

    enum FormatKey: String, CodingKey { case format }
  }

  private struct SavedRound: Encodable {
    let format: Int
    let round: Game
  }

  /// Whether a file was written by a newer version of the game: it is then neither read nor
  /// written over (so going back to an older version loses nothing), and the player is told.
  private func isNewer(_ data: Data, _ file: URL) -> Bool {
    let current = file == locations.settingsFile ? Storage.settingsFormat : Storage.roundFormat
    guard let format = JSONValue.object(in: data)?["format"]?.int, format > current else {
      return false
    }
    refuseNewer(file)
    return true
  }

  func refuseNewer(_ file: URL) {
    lock.withLock { _ in _ = unreadable.insert(file.path) }
    notice(.newerFormat(file: file.path))
  }

  /// Why a file operation failed, without repeating the path the message already names.
  static func reason(_ error: Error) -> String {
    (error as? FileError)?.reason ?? "\(error)"
  }

  func read(_ file: URL) -> Data? {
    flushFiles()
    do {
      return try fileSystem.read(file)
    } catch let error as FileError where error.isNotRegularFile {
      setAsideNotAFile(file)
      return nil
    } catch {
      lock.withLock { _ in _ = unreadable.insert(file.path) }
      // The error names what is wrong: the file, or the folder on its way (`rounds` as a file).
      let named = (error as? FileError)?.path ?? file.path
      notice(.unreadable(file: named, reason: Storage.reason(error)))
      return nil
    }
  }

  private func write(_ value: some Encodable, to file: URL) {
    do {
      writeData(try encoder.encode(value), to: file)
    } catch {
      reportNotSaving(error)
    }
  }

  private func writeData(_ data: Data, to file: URL) {
    guard !lock.withLock({ _ in unreadable.contains(file.path) }) else {
      reportNotSaving(.notSavingOverUnreadable(file: file.path))
      return
    }
    guard let writer else {
      perform { [fileSystem] in try fileSystem.writeAtomically(data, file) }
      return
    }
    let path = file.path
    let alreadyQueued = lock.withLock { _ in
      defer { queuedWrites[path] = data }
      return queuedWrites[path] != nil
    }
    guard !alreadyQueued else { return }  // the queued write will take this newer content
    writer.async { [self] in
      guard let newest = lock.withLock({ _ in queuedWrites.removeValue(forKey: path) }) else { return }
      do {
        try fileSystem.writeAtomically(newest, file)
      } catch {
        reportNotSaving(error)
      }
    }
  }

  /// Runs a file operation now, or in its turn on the background queue.
  func perform(_ operation: @escaping @Sendable () throws -> Void) {
    guard let writer else {
      do { try operation() } catch { reportNotSaving(error) }
      return
    }
    writer.async { [self] in
      do { try operation() } catch { reportNotSaving(error) }
    }
  }

  func reportNotSaving(_ error: Error) {
    reportNotSaving(.notSaving(file: (error as? FileError)?.path ?? "", reason: Storage.reason(error)))
  }

  /// Told once: after the first failed write, the player knows progress is not being saved.
  func reportNotSaving(_ notice: StorageNotice) {
    let isFirst = lock.withLock { _ in
      defer { toldNotSaving = true }
      return !toldNotSaving
    }
    if isFirst { self.notice(notice) }
  }

  func moveAside(_ file: URL, _ loss: StorageLoss) {
    let stamp = Storage.timestamp(clock())
    let aside = file.deletingLastPathComponent()
      .appendingPathComponent("\(file.lastPathComponent).damaged-\(stamp)")
    // Always right after the read that found the damage, which already waited for queued writes.
    do {
      try fileSystem.move(file, aside)
      notice(.damaged(file: file.path, movedTo: aside.path, loss: loss))
    } catch {
      notice(.damaged(file: file.path, movedTo: nil, loss: loss))
    }
  }

  /// Something other than a regular file where a data file belongs (a FIFO, a device, a socket):
  /// renamed aside unread, as damaged data is, and the game starts without it.
  func setAsideNotAFile(_ file: URL) {
    let aside = file.deletingLastPathComponent()
      .appendingPathComponent("\(file.lastPathComponent).damaged-\(Storage.timestamp(clock()))")
    do {
      try fileSystem.move(file, aside)
      notice(.notAFile(file: file.path, movedTo: aside.path))
    } catch {
      lock.withLock { _ in _ = unreadable.insert(file.path) }
      notice(.notAFile(file: file.path, movedTo: nil))
    }
  }

  /// `yyyyMMdd-HHmmss` in UTC, by day arithmetic (a `DateFormatter` costs more to make than the
  /// rest of setting a file aside, and needs Foundation proper, which the game does not load).
  static func timestamp(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite, abs(interval) < 1e12 else { return "00000000-000000" }
    let seconds = Int(interval.rounded(.down))
    let (days, time) = seconds.quotientAndRemainder(dividingBy: 86_400)
    let (dayOrdinal, secondOfDay) = time < 0 ? (days - 1, time + 86_400) : (days, time)
    let day = LocalDay(ordinal: dayOrdinal)
    return String(
      printf: "%04d%02d%02d-%02d%02d%02d", day.year, day.month, day.day, secondOfDay / 3_600,
      secondOfDay / 60 % 60, secondOfDay % 60)
  }
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
