import Foundation

/// Reads and writes the settings, the saved rounds and the history of finished games.
///
/// Every file carries a format version and is replaced atomically. Nothing here throws at the game:
/// a damaged file is moved aside with a timestamp, whatever could be read is kept (and written back),
/// and a `StorageNotice` tells the player; a failing write is reported once and the game goes on.
///
/// With `writesInBackground` (the live game) writes, removals and renames run in order on a serial
/// background queue, so an fsync on a busy disk never holds up a keystroke; a file written again
/// before its turn is written once, with the newest content. Every read first waits for the writes
/// before it, and `flush()` waits for all of them (the game calls it on its way out).
/// (`@unchecked Sendable`: the state the queue shares is guarded by `lock`.)
public final class Storage: @unchecked Sendable {
  public static let formatVersion = 1

  public let locations: StorageLocations
  private let fileSystem: FileSystem
  private let clock: @Sendable () -> Date
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var pendingNotices: [StorageNotice] = []
  private var toldNotSaving = false
  /// Files that exist but could not be read: never written over, so what they hold is not lost
  /// (the player may fix the permission and find everything still there).
  private var unreadable: Set<String> = []
  private var noticeHandler: (@Sendable () -> Void)?
  /// The background queue, and the newest content of each file whose write is still queued.
  private let writer: DispatchQueue?
  private var queuedWrites: [String: Data] = [:]

  public init(
    locations: StorageLocations, fileSystem: FileSystem = .live,
    clock: @escaping @Sendable () -> Date = Date.init, writesInBackground: Bool = false
  ) {
    self.locations = locations
    self.fileSystem = fileSystem
    self.clock = clock
    writer = writesInBackground ? DispatchQueue(label: "guesswork.storage", qos: .utility) : nil
  }

  /// Notices gathered since the last call, oldest first.
  public func takeNotices() -> [StorageNotice] {
    lock.withLock {
      defer { pendingNotices = [] }
      return pendingNotices
    }
  }

  /// Waits until every queued write has reached the disk.
  public func flush() { writer?.sync {} }

  /// Called, on whatever thread met the problem (the writer's, for a background write), each time a
  /// notice is added; the game then collects them with `takeNotices` on its own thread.
  public func onNotice(_ handler: @escaping @Sendable () -> Void) {
    lock.withLock { noticeHandler = handler }
  }

  private func notice(_ notice: StorageNotice) {
    let handler = lock.withLock {
      pendingNotices.append(notice)
      return noticeHandler
    }
    handler?()
  }

  // MARK: Settings

  public func loadSettings() -> Settings {
    let file = locations.settingsFile
    guard let data = read(file), !isNewer(data, file) else { return Settings() }
    guard (try? header(of: data)) == Storage.formatVersion,
      let recovered = try? decoder.decode(RecoveredSettings.self, from: data)
    else {
      // Cut short (a full disk, a crash of another program writing it): keep every complete field.
      if let salvaged = Storage.completeFields(of: data),
        (try? header(of: salvaged)) == Storage.formatVersion,
        let recovered = try? decoder.decode(RecoveredSettings.self, from: salvaged),
        recovered.settings != Settings()
      {
        moveAside(file, kept: "The preferences that could be read were kept; the others went back to the default.")
        save(recovered.settings)
        return recovered.settings
      }
      moveAside(file, kept: "Your preferences were reset to their defaults.")
      return Settings()
    }
    if !recovered.damagedFields.isEmpty {
      let names = recovered.damagedFields.joined(separator: ", ")
      moveAside(file, kept: "Your other preferences were kept; \(names) went back to the default.")
      save(recovered.settings)
    }
    return recovered.settings
  }

  public func save(_ settings: Settings) {
    write(Versioned(format: Storage.formatVersion, value: settings), to: locations.settingsFile)
  }

  /// The `"key": value` pairs of a flat JSON object that are complete (followed by `,` or `}`), as
  /// a JSON object of their own: what can be trusted in a file that was cut short.
  static func completeFields(of data: Data) -> Data? {
    guard let text = String(data: data, encoding: .utf8),
      let pattern = try? NSRegularExpression(
        pattern: #""([A-Za-z]+)"\s*:\s*("(?:[^"\\]|\\.)*"|-?[0-9]+(?:\.[0-9]+)?|true|false|null)\s*(?=[,}])"#)
    else { return nil }
    let range = NSRange(text.startIndex..., in: text)
    let pairs = pattern.matches(in: text, range: range).compactMap { match -> String? in
      guard let key = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text)
      else { return nil }
      return "\"\(text[key])\":\(text[value])"
    }
    guard !pairs.isEmpty else { return nil }
    return Data(("{" + pairs.joined(separator: ",") + "}").utf8)
  }

  // MARK: Rounds

  /// The saved round of this kind and language, if there is one and it can be read.
  public func loadRound(_ puzzle: Puzzle, _ language: Language) -> Game? {
    let file = locations.roundFile(puzzle, language)
    guard let data = read(file), !isNewer(data, file) else { return nil }
    guard (try? header(of: data)) == Storage.formatVersion,
      let saved = try? decoder.decode(SavedRound.self, from: data),
      saved.round.language == language, saved.round.puzzle.slotName == puzzle.slotName
    else {
      moveAside(file, kept: "The round in progress could not be restored.")
      return nil
    }
    return saved.round
  }

  public func save(round game: Game) {
    write(SavedRound(format: Storage.formatVersion, round: game),
      to: locations.roundFile(game.puzzle, game.language))
  }

  public func removeRound(_ puzzle: Puzzle, _ language: Language) {
    let file = locations.roundFile(puzzle, language)
    perform { [fileSystem] in try fileSystem.remove(file) }
  }

  // MARK: History

  /// Every finished game, oldest first. Damaged lines are dropped (and the file rewritten without
  /// them, after the original is moved aside); every readable record is kept.
  public func loadHistory() -> [GameRecord] {
    let file = locations.historyFile
    guard let data = read(file) else { return [] }
    var records: [GameRecord] = []
    var damaged = 0
    var hasHeader = false
    var isNewer = false
    // Line by line over the raw bytes: splitting the `Data` itself would cost more than reading
    // the records.
    data.withUnsafeBytes { bytes in
      records.reserveCapacity(bytes.count / 130)
      var start = 0
      var isFirstLine = true
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        start = end + 1
        guard !line.isEmpty else { continue }
        if isFirstLine {
          isFirstLine = false
          let format = try? header(of: Data(line))
          if let format, format > Storage.formatVersion {
            isNewer = true
            return
          }
          hasHeader = format == Storage.formatVersion
          if hasHeader { continue }
        }
        if let record = record(line) {
          records.append(record)
        } else {
          damaged += 1
        }
      }
    }
    if isNewer {
      refuseNewer(file)
      return []
    }
    guard hasHeader else {
      moveAside(file, kept: keptText(records.count))
      if !records.isEmpty { save(history: records) }
      return records
    }
    if damaged > 0 {
      moveAside(file, kept: keptText(records.count))
      save(history: records)
    }
    return records
  }

  /// One line of the history: read directly when it is as this class writes it, else decoded.
  private func record(_ line: UnsafeRawBufferPointer) -> GameRecord? {
    GameRecord(historyLine: line) ?? (try? decoder.decode(GameRecord.self, from: Data(line)))
  }

  /// Rewrites the history with these records (after a game ends, or a reset of statistics).
  public func save(history records: [GameRecord]) {
    var data = (try? encoder.encode(Versioned(format: Storage.formatVersion, value: HistoryHeader())))
      ?? Data()
    for record in records {
      guard let line = try? encoder.encode(record) else { continue }
      data.append(UInt8(ascii: "\n"))
      data.append(line)
    }
    data.append(UInt8(ascii: "\n"))
    writeData(data, to: locations.historyFile)
  }

  // MARK: Files

  private func keptText(_ count: Int) -> String {
    switch count {
    case 0: "No finished games could be read from it."
    case 1: "1 finished game was kept."
    default: "\(count) finished games were kept."
    }
  }

  private let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }()

  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  private struct Header: Decodable { let format: Int }
  private struct HistoryHeader: Codable { var kind = "guesswork-history" }

  /// A value written flat beside its `format` key: `{"format": 1, "theme": "dark", …}`.
  private struct Versioned<Value: Encodable>: Encodable {
    let format: Int
    let value: Value

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: FormatKey.self)
      try container.encode(format, forKey: .format)
      try value.encode(to: encoder)
    }

    enum FormatKey: String, CodingKey { case format }
  }

  private struct SavedRound: Codable {
    let format: Int
    let round: Game
  }

  /// Whether a file was written by a newer version of the game: it is then neither read nor
  /// written over (so going back to an older version loses nothing), and the player is told.
  private func isNewer(_ data: Data, _ file: URL) -> Bool {
    guard let format = try? header(of: data), format > Storage.formatVersion else { return false }
    refuseNewer(file)
    return true
  }

  private func refuseNewer(_ file: URL) {
    lock.withLock { _ = unreadable.insert(file.path) }
    notice(.newerFormat(file: file.path))
  }

  private func header(of data: Data) throws -> Int {
    try decoder.decode(Header.self, from: data).format
  }

  /// Why a file operation failed, without repeating the path the message already names.
  static func reason(_ error: Error) -> String {
    (error as? FileError)?.reason ?? "\(error)"
  }

  private func read(_ file: URL) -> Data? {
    flush()
    do {
      return try fileSystem.read(file)
    } catch {
      lock.withLock { _ = unreadable.insert(file.path) }
      notice(.unreadable(file: file.path, reason: Storage.reason(error)))
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
    guard !lock.withLock({ unreadable.contains(file.path) }) else {
      reportNotSaving(FileError(path: file.path, reason: "it could not be read, so it is left as it is"))
      return
    }
    guard let writer else {
      perform { [fileSystem] in try fileSystem.writeAtomically(data, file) }
      return
    }
    let path = file.path
    let alreadyQueued = lock.withLock {
      defer { queuedWrites[path] = data }
      return queuedWrites[path] != nil
    }
    guard !alreadyQueued else { return }  // the queued write will take this newer content
    writer.async { [self] in
      guard let newest = lock.withLock({ queuedWrites.removeValue(forKey: path) }) else { return }
      do {
        try fileSystem.writeAtomically(newest, file)
      } catch {
        reportNotSaving(error)
      }
    }
  }

  /// Runs a file operation now, or in its turn on the background queue.
  private func perform(_ operation: @escaping @Sendable () throws -> Void) {
    guard let writer else {
      do { try operation() } catch { reportNotSaving(error) }
      return
    }
    writer.async { [self] in
      do { try operation() } catch { reportNotSaving(error) }
    }
  }

  private func reportNotSaving(_ error: Error) {
    let isFirst = lock.withLock {
      defer { toldNotSaving = true }
      return !toldNotSaving
    }
    if isFirst { notice(.notSaving(reason: "\(error)")) }
  }

  private func moveAside(_ file: URL, kept: String) {
    let stamp = Storage.timestamp(clock())
    let aside = file.deletingLastPathComponent()
      .appendingPathComponent("\(file.lastPathComponent).damaged-\(stamp)")
    // Always right after the read that found the damage, which already waited for queued writes.
    do {
      try fileSystem.move(file, aside)
      notice(.damaged(file: file.path, movedTo: aside.path, kept: kept))
    } catch {
      notice(.damaged(file: file.path, movedTo: nil, kept: kept))
    }
  }

  static func timestamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: date)
  }
}

extension Storage {
  /// Whether the preferences were ever saved (or the file is there but unreadable): false on the
  /// very first start, when the session picks the word language from the player's locale.
  public var hasSettingsFile: Bool {
    flush()
    do {
      return try fileSystem.read(locations.settingsFile) != nil
    } catch {
      return true
    }
  }
}
