import Dispatch
import FoundationEssentials

/// What changed in the history file since this process last read or wrote it, found when it next
/// appends (another Guesswork running beside this one).
public enum HistoryChange: Sendable {
  /// Games another process added at the end.
  case added([GameRecord])
  /// The file was rewritten by another process (a reset of statistics, a repair): every game in
  /// it now, this process's newest included.
  case replaced(History)
}

/// Where this process stands with the history file (guarded by `Storage.lock`).
struct HistoryState {
  /// The file last read or written, and where its last complete line ends: the next append reads
  /// only what came after (`nil`: read it all again).
  var mark: (identity: FileIdentity, offset: Int)?
  /// The history `openHistory` read, until the session takes it.
  var opened: History?
  /// Changes found by appends, until the session takes them.
  var changes: [HistoryChange] = []
  /// The last read found no history (no file, or an empty one set aside): anything in the file
  /// later was added by another process.
  var knownEmpty = false
  /// Builds the rules for the history queue's own checks (`openHistory`).
  var rulesFactory: (@Sendable () -> SavedDataRules)?
  /// The daily puzzles the file holds, by language, as far as this process has read it (the whole
  /// read, then every append): an append never writes a second record of one.
  var dailyKeys: Set<DailyKey> = []
  /// Work that needs the history lock, oldest first: kept while another process holds the lock
  /// or a write fails (a full disk), and tried again (`retryDelay` later, longer each time) until
  /// it can run.
  /// (Each takes the storage as its argument: a closure kept here that held it would keep it.)
  var waiting: [@Sendable (Storage) throws -> Void] = []
  /// The wait before the last try planned while the lock is held elsewhere (`nil`: the lock was
  /// free at the last try), and whether a try is planned.
  var retryDelay: Double?
  var retryPlanned = false
  /// Whether the start's whole read (`openHistory`) is still going on: an append meanwhile goes
  /// straight to the file's end (`appendDuringRead`) instead of waiting for it.
  var readUnderWay = false
  /// Games this process appended while the whole read was going on and no read has found since:
  /// the session holds them already, so a read that finds one leaves it out (the whole read, or
  /// an append's look at what others added).
  var ownAppends: [GameRecord] = []
  /// How many times this process rewrote the whole file: a whole read that began before a
  /// rewrite does not mark the end of a file that is gone.
  var rewrites = 0
  /// A repair that could not be finished (no copy could be set aside, or the rewrite failed): the
  /// file is still as it was, and the repair runs before any other history work
  /// (`Storage+HistoryRepair.swift`).
  var repairPending: HistoryRepair?

  /// `records` without the games this process appended during the whole read (each found once),
  /// which are forgotten as they are found.
  mutating func leavingOutOwnAppends(_ records: [GameRecord]) -> [GameRecord] {
    guard !ownAppends.isEmpty else { return records }
    var records = records
    ownAppends.removeAll { own in
      guard let index = records.lastIndex(where: { $0.isSameGame(as: own) }) else { return false }
      records.remove(at: index)
      return true
    }
    return records
  }
}

extension GameRecord {
  /// The same finished game, as written and as read back (the file keeps whole seconds).
  func isSameGame(as other: GameRecord) -> Bool {
    answer == other.answer && language == other.language && mode == other.mode
      && puzzleNumber == other.puzzleNumber && guessCount == other.guessCount && won == other.won
      && abs(finishedAt.timeIntervalSince(other.finishedAt)) < 1
  }
}

/// Thrown by history work that must wait for the whole read (a rewrite, an append to a file of
/// an older format): the queue waits for the read, outside the lock, and runs it again.
private struct NeedsWholeRead: Error {}

/// The history of finished games: one header line and one line per game (`history.jsonl`).
///
/// A finished game is **appended** as one line, in one `write(2)` with `O_APPEND`, while holding
/// `.history.jsonl.lock` (`flock`): two games ending at the same moment in two processes both
/// land, whatever the order. Everything that rewrites the file (a repair, a format upgrade, a reset
/// of statistics) holds the same lock around its read and its atomic replace, so no append can fall
/// between them and be lost. Under the lock an append first reads what others appended since this
/// process's `mark` (only those bytes: O(new games), not O(history)), so a daily puzzle another
/// game recorded meanwhile is not recorded twice, and hands those games to the session.
///
/// In the game all of this runs on the history's own background queue: the start reads the file
/// there (`openHistory`) while the window opens, and the end of a round only queues its append.
extension Storage {
  var historyLockFile: URL { locations.dataFolder.appendingPathComponent(".history.jsonl.lock") }

  /// Starts reading the history (in the game, on the history queue, so a long history never holds
  /// up the window): checked, and repaired when damaged, as `loadHistory` does. `rules` builds the
  /// checks the history queue uses (its own: `SavedDataRules` belongs to one thread).
  /// The read runs on a queue of its own and, for a sound file (the usual case), without the
  /// lock: a game finished meanwhile is appended at once (`appendDuringRead`). Anything to repair
  /// is read again under the lock.
  public func openHistory(rules: @escaping @Sendable () -> SavedDataRules) {
    lock.withLock { _ in
      historyState.rulesFactory = rules
      historyState.readUnderWay = true
    }
    let read: @Sendable () -> Void = { [self] in
      let rules = historyReadQueueRules()
      var unsound: (slice: FileSlice, parsed: ParsedHistory)?
      let records = readSoundHistoryWithoutLock(rules, unsound: &unsound) ?? readWholeHistory(rules, reusing: unsound)
      lock.withLock { _ in
        // The figures are built here too: a million games cost the main thread nothing.
        historyState.opened = History(historyState.leavingOutOwnAppends(records))
        historyState.readUnderWay = false
      }
    }
    if let historyReadQueue { historyReadQueue.async(execute: read) } else { read() }
  }

  /// The history `openHistory` read, waiting for the read if it is still going on; once.
  public func openedHistory() -> History {
    historyReadQueue?.sync {}
    return lock.withLock { _ in
      defer { historyState.opened = nil }
      return historyState.opened ?? History()
    }
  }

  /// Whether the read `openHistory` started is done (and not taken yet): `openedHistory` would
  /// not wait.
  public var hasOpenedHistory: Bool { lock.withLock { _ in historyState.opened != nil } }

  /// Calls `handler` (on the history queue) once the read `openHistory` started is done.
  public func whenHistoryOpened(_ handler: @escaping @Sendable () -> Void) {
    if let historyReadQueue { historyReadQueue.async(execute: handler) } else { handler() }
  }

  /// Games other processes added or rewrote since the last call, oldest change first.
  public func takeHistoryChanges() -> [HistoryChange] {
    lock.withLock { _ in
      defer { historyState.changes = [] }
      return historyState.changes
    }
  }

  /// Every finished game, oldest first, each checked (`GameRecord.validated`); a daily puzzle is
  /// kept once per language (the first time it was recorded). Damaged or repeated lines are
  /// dropped: the file as it was is set aside, and the history rewritten without them. Reads the
  /// whole file on the caller's thread (tests, tools); the game uses `openHistory`.
  public func loadHistory(checkedBy rules: SavedDataRules = .withoutWordLists) -> [GameRecord] {
    var records: [GameRecord] = []
    let work = { records = self.readWholeHistory(rules) }
    if let historyQueue { historyQueue.sync(execute: work) } else { work() }
    return records
  }

  /// Adds a finished game at the end of the history (in the game, on the history queue). A daily
  /// puzzle another process recorded since this one last looked is not added again.
  public func appendToHistory(_ record: GameRecord) {
    appendToHistory(record, waitingForRead: false)
  }

  private func appendToHistory(_ record: GameRecord, waitingForRead: Bool) {
    let file = locations.historyFile
    guard !lock.withLock({ _ in unreadable.contains(file.path) }) else {
      reportNotSaving(.notSavingOverUnreadable(file: file.path))
      return
    }
    underHistoryLock { storage in
      if waitingForRead { try storage.requireWholeRead() }
      try storage.appendLocked(record)
    }
  }

  /// Adds a finished game once the whole history is read (a daily puzzle the start could not
  /// look up in the file's end: it is written only if the whole file does not hold it already).
  public func appendToHistoryOnceRead(_ record: GameRecord) {
    appendToHistory(record, waitingForRead: true)
  }

  /// Rewrites the history with these records (tests, tools; a reset uses `rewriteHistory`).
  public func save(history records: [GameRecord]) {
    let file = locations.historyFile
    guard !lock.withLock({ _ in unreadable.contains(file.path) }) else {
      reportNotSaving(.notSavingOverUnreadable(file: file.path))
      return
    }
    underHistoryLock { storage in
      try storage.requireWholeRead()
      try storage.writeWholeHistory(records)
    }
  }

  /// Drops the games `removing` picks from the history as it is on disk now (games another process
  /// added since this one read it are kept), in the background.
  public func rewriteHistory(removing: @escaping @Sendable (GameRecord) -> Bool) {
    let file = locations.historyFile
    guard !lock.withLock({ _ in unreadable.contains(file.path) }) else {
      reportNotSaving(.notSavingOverUnreadable(file: file.path))
      return
    }
    underHistoryLock { storage in
      try storage.requireWholeRead()
      let records = storage.readWholeHistoryLocked(storage.historyRules())
      guard !storage.lock.withLock({ _ in storage.unreadable.contains(file.path) }) else { return }
      try storage.writeWholeHistory(records.filter { !removing($0) })
    }
  }

  /// Tries the work still waiting for the history lock now (the game does so itself a while
  /// later; tests call it).
  public func retryWaitingHistoryWork() {
    onHistoryQueue { [self] in runWaitingHistoryWork() }
  }

  /// Whether a repair of the history is still to be finished (a full disk, a read-only folder):
  /// the file is as it was, every game in it.
  public var hasPendingHistoryRepair: Bool { lock.withLock { _ in historyState.repairPending != nil } }

  /// Whether work is waiting for the history lock (another process holds it).
  public var hasWaitingHistoryWork: Bool { lock.withLock { _ in !historyState.waiting.isEmpty } }

  // MARK: On the history queue

  /// Runs `work` under the history lock, on the history queue, after the work still waiting for
  /// the lock. Nothing waits for the lock: while another process holds it (for ever, perhaps),
  /// the work is kept and tried again later, and the player is told once. A game that ends
  /// meanwhile loses nothing: its round file says it is finished, and the next start records it.
  private func underHistoryLock(_ work: @escaping @Sendable (Storage) throws -> Void) {
    lock.withLock { _ in historyState.waiting.append(work) }
    onHistoryQueue { [self] in runWaitingHistoryWork() }
  }

  private func runWaitingHistoryWork() {
    while true {
      let (work, repairing) = lock.withLock { _ in
        (historyState.waiting.first, historyState.repairPending != nil)
      }
      guard work != nil || repairing else { return }
      do {
        // A repair left unfinished goes first: nothing is appended to a file still to be repaired.
        try withHistoryLock {
          try retryPendingRepair()
          try work?(self)
        }
      } catch is NeedsWholeRead {
        historyReadQueue?.sync {}
        continue
      } catch let error as FileError where error.isBusy {
        notice(.historyLockHeld(file: historyLockFile.path))
        scheduleHistoryRetry()
        return
      } catch {
        // A full disk, a folder made read-only: told once, and the work is kept and tried again
        // later (room made meanwhile, the game is recorded; the file stays whole lines).
        reportNotSaving(error)
        scheduleHistoryRetry()
        return
      }
      lock.withLock { _ in
        if work != nil { _ = historyState.waiting.removeFirst() }
        historyState.retryDelay = nil
      }
    }
  }

  /// Tries the waiting work again later: after half a second, then twice as long each time, at
  /// most every 30 seconds. Only with a history queue (the game); tests retry by hand.
  func scheduleHistoryRetry() {
    guard let historyQueue else { return }
    let delay: Double? = lock.withLock { _ in
      guard !historyState.retryPlanned else { return nil }
      historyState.retryPlanned = true
      let delay = min((historyState.retryDelay ?? 0.25) * 2, 30)
      historyState.retryDelay = delay
      return delay
    }
    guard let delay else { return }
    historyQueue.asyncAfter(deadline: .now() + delay) { [weak self] in
      guard let self else { return }
      lock.withLock { _ in historyState.retryPlanned = false }
      runWaitingHistoryWork()
    }
  }

  /// Runs `body` holding the history lock. Something other than a regular file where the lock
  /// file belongs (a folder, a symbolic link, a FIFO) is set aside as a damaged data file is, the
  /// player is told, and a new lock file is made in its place.
  func withHistoryLock(_ body: () throws -> Void) throws {
    do {
      try fileSystem.withLock(historyLockFile, body)
    } catch let error as FileError where error.isNotRegularFile && error.path == historyLockFile.path {
      setAsideNotAFile(historyLockFile)
      try fileSystem.withLock(historyLockFile, body)
    }
  }

  private func onHistoryQueue(_ work: @escaping @Sendable () -> Void) {
    if let historyQueue { historyQueue.async(execute: work) } else { work() }
  }

  /// The history queue's own rules (built once, used there only).
  func historyRules() -> SavedDataRules { rules(cachedIn: \.historyQueueRules) }

  /// The read queue's own rules (built once, used there only).
  private func historyReadQueueRules() -> SavedDataRules { rules(cachedIn: \.historyReadRules) }

  /// Rules built from `historyState.rulesFactory` once for one queue (they belong to one thread).
  private func rules(cachedIn cache: ReferenceWritableKeyPath<Storage, SavedDataRules?>) -> SavedDataRules {
    lock.withLock { _ in
      if let rules = self[keyPath: cache] { return rules }
      let rules = historyState.rulesFactory?() ?? .withoutWordLists
      self[keyPath: cache] = rules
      return rules
    }
  }

  /// Throws `NeedsWholeRead` while the start's whole read is going on.
  private func requireWholeRead() throws {
    if lock.withLock({ _ in historyState.readUnderWay }), historyReadQueue != nil {
      throw NeedsWholeRead()
    }
  }

  /// The whole history file parsed a piece at a time (4 MiB: a sparse file of gigabytes never
  /// sits in memory), with its identity and the size read; `nil` when there is no file. A file
  /// replaced while it is read (a rewrite elsewhere) is read again, from its start.
  func parseHistoryFile(
    _ rules: SavedDataRules, at file: URL? = nil
  ) throws -> (slice: FileSlice, parsed: ParsedHistory)? {
    let file = file ?? locations.historyFile
    let piece = 4 * 1024 * 1024
    for _ in 0..<3 {
      var parsed = ParsedHistory(expectsHeader: true, rules: rules)
      guard let first = try fileSystem.readRange(file, 0, piece) else { return nil }
      var offset = first.data.count
      var replaced = false
      parsed.add(first.data)
      var last = first
      while last.data.count == piece, !parsed.isNewer {
        guard let next = try fileSystem.readRange(file, offset, piece) else { return nil }
        guard next.identity == first.identity else {
          replaced = true
          break
        }
        parsed.add(next.data)
        offset += next.data.count
        last = next
      }
      if replaced { continue }
      parsed.finish()
      return (FileSlice(identity: first.identity, size: offset, data: Data()), parsed)
    }
    return try fileSystem.readFrom(file, 0).map {
      (FileSlice(identity: $0.identity, size: $0.size, data: Data()), ParsedHistory($0.data, expectsHeader: true, rules: rules))
    }
  }

  /// The whole history read without the lock, when the file is sound as it is (this version's
  /// format, every line a game, each daily once, the last line whole); `nil` for anything else
  /// (missing, unreadable, damaged, an older or newer format), which `readWholeHistory` reads again
  /// under the lock to repair it and tell. Appends are single writes and rewrites renames, so the
  /// bytes read are the file as it was at some moment, and an append caught half written ends
  /// without its newline: read again under the lock.
  /// `unsound`: the file as read, when it is there but not sound, for the read under the lock to
  /// use if the file is still the same then (a million games are not read twice before a repair).
  private func readSoundHistoryWithoutLock(
    _ rules: SavedDataRules, unsound: inout (slice: FileSlice, parsed: ParsedHistory)?
  ) -> [GameRecord]? {
    let file = locations.historyFile
    let rewrites = lock.withLock { _ in historyState.rewrites }
    guard let (slice, parsed) = try? parseHistoryFile(rules), !parsed.isEmpty else { return nil }
    guard !parsed.isNewer, Storage.writesHistory(format: parsed.format), parsed.damaged == 0,
      parsed.repeated == 0, parsed.duplicates == 0, parsed.endsWithNewline
    else {
      unsound = (slice, parsed)
      return nil
    }
    lock.withLock { _ in
      // Games appended during the read are already among the keys.
      historyState.dailyKeys.formUnion(parsed.records.compactMap(DailyKey.init))
      historyState.knownEmpty = false
      // Rewritten by this process meanwhile: the next append reads the new file whole.
      historyState.mark = historyState.rewrites == rewrites ? (slice.identity, slice.size) : nil
    }
    readCleanly(file)
    return parsed.records
  }

  /// The whole history, read under the lock (without it when the lock file cannot be made, a
  /// read-only folder where nothing can append either, or while another process holds it).
  func readWholeHistory(
    _ rules: SavedDataRules, reusing earlier: (slice: FileSlice, parsed: ParsedHistory)? = nil
  ) -> [GameRecord] {
    var records: [GameRecord]?
    try? withHistoryLock { records = readWholeHistoryLocked(rules, reusing: earlier) }
    return records ?? readWholeHistoryLocked(rules, holdsLock: false, reusing: earlier)
  }

  /// `holdsLock`: whether this process holds the history lock, and may rewrite the file without
  /// losing another process's append.
  private func readWholeHistoryLocked(
    _ rules: SavedDataRules, holdsLock: Bool = true,
    reusing earlier: (slice: FileSlice, parsed: ParsedHistory)? = nil
  ) -> [GameRecord] {
    let file = locations.historyFile
    let read: (slice: FileSlice, parsed: ParsedHistory)?
    do {
      // The same file at the same size as the read without the lock: nothing was added or
      // replaced since (appends and rewrites both take the lock), so that read stands.
      if let earlier, let now = try fileSystem.readRange(file, 0, 0),
        now.identity == earlier.slice.identity, now.size == earlier.slice.size
      {
        read = earlier
      } else {
        read = try parseHistoryFile(rules)
      }
    } catch let error as FileError where error.isNotRegularFile {
      setAsideNotAFile(file)
      return []
    } catch {
      lock.withLock { _ in _ = unreadable.insert(file.path) }
      notice(.unreadable(file: file.path, reason: Storage.reason(error)))
      return []
    }
    guard let (slice, parsed) = read else {
      lock.withLock { _ in
        historyState.mark = nil
        historyState.knownEmpty = true
      }
      return holdsLock ? recovered(into: [], rules: rules) : []
    }
    // The game always writes the header first: an empty file lost its games (told, set aside).
    guard !parsed.isEmpty else {
      let recovered = holdsLock ? recoverSetAside(into: [], rules: rules) : nil
      moveAside(file, .historyEmpty)
      lock.withLock { _ in
        historyState.mark = nil
        historyState.knownEmpty = true
      }
      guard let recovered else { return [] }
      do { try writeWholeHistory(recovered) } catch { reportNotSaving(error) }
      return recovered
    }
    if parsed.isNewer {
      refuseNewer(file)
      return []
    }
    lock.withLock { _ in historyState.dailyKeys = Set(parsed.records.compactMap(DailyKey.init)) }
    // A daily game written twice, the same game both times (two games recording it at once) is
    // no damage: nothing is lost by dropping the copy, and the file is neither set aside nor told.
    if Storage.writesHistory(format: parsed.format), parsed.damaged == 0, parsed.repeated == 0,
      parsed.duplicates > 0
    {
      if holdsLock {
        do { try writeWholeHistory(parsed.records) } catch { reportNotSaving(error) }
      }
      return parsed.records
    }
    guard parsed.format != nil, parsed.damaged == 0, parsed.repeated == 0 else {
      lock.withLock { _ in historyState.mark = nil }
      guard holdsLock else {
        // Not ours to rewrite now (the lock is held elsewhere, or cannot be made): told, left
        // as it is, and repaired before the next append.
        lock.withLock { _ in
          historyState.repairPending = historyState.repairPending ?? HistoryRepair(aside: nil, loss: loss(of: parsed))
        }
        notice(.damaged(file: file.path, movedTo: nil, loss: loss(of: parsed)))
        return parsed.records
      }
      do {
        try repairHistory(parsed.records, loss: loss(of: parsed))
      } catch {
        reportNotSaving(error)
        scheduleHistoryRetry()
      }
      return parsed.records
    }
    // An older format is rewritten at the first append (its lines would not take the new key).
    lock.withLock { _ in
      historyState.knownEmpty = false
      historyState.mark =
        Storage.writesHistory(format: parsed.format) && parsed.endsWithNewline
        ? (slice.identity, slice.size) : nil
    }
    readCleanly(file)
    return parsed.records
  }

  /// The games of a set-aside copy that a half-done repair left (`recoverSetAside`), written back
  /// into the history with `current`; `current` when there is nothing to recover.
  private func recovered(into current: [GameRecord], rules: SavedDataRules) -> [GameRecord] {
    guard let records = recoverSetAside(into: current, rules: rules) else { return current }
    do {
      try writeWholeHistory(records)
    } catch {
      // Not written back yet: the copy stays newer than the history, and the next start tries again.
      reportNotSaving(error)
    }
    return records
  }

  /// Replaces the whole file (under the lock) and marks its end.
  func writeWholeHistory(_ records: [GameRecord]) throws {
    var data = historyHeaderLine(for: records)
    data.reserveCapacity(data.count + records.count * 160)
    for record in records {
      data.append(contentsOf: record.historyLine())
      data.append(UInt8(ascii: "\n"))
    }
    let file = locations.historyFile
    try fileSystem.writeAtomically(data, file)
    lock.withLock { _ in
      historyState.dailyKeys = Set(records.compactMap(DailyKey.init))
      historyState.rewrites += 1
    }
    try markEnd(of: file)
  }

  private func markEnd(of file: URL) throws {
    let end = try fileSystem.readFrom(file, Int.max)
    lock.withLock { _ in
      historyState.mark = end.map { ($0.identity, $0.size) }
      historyState.knownEmpty = false
    }
  }

  private func historyHeaderLine(for records: some Sequence<GameRecord>) -> Data {
    let format = Storage.historyFormat(for: records)
    var data =
      (try? encoder.encode(Versioned(format: format, value: HistoryHeader())))
      ?? Data()
    data.append(UInt8(ascii: "\n"))
    return data
  }

  private func appendLocked(_ record: GameRecord) throws {
    let file = locations.historyFile
    let line = Data(record.historyLine())
    if lock.withLock({ _ in historyState.readUnderWay }), historyReadQueue != nil {
      return try appendDuringRead(record, line: line)
    }
    var mark = lock.withLock { _ in historyState.mark }
    // A round of another shape in a history of format 4: the file is rewritten in format 5 (a
    // one-board round's line goes after either, so only another shape reads the header).
    if mark != nil, !record.isOriginalShape,
      !Storage.canAppend(record, toFormat: try historyHeaderFormat(of: file))
    {
      mark = nil
    }
    var others: [GameRecord] = []
    var prefix = Data()
    let current = try fileSystem.readFrom(file, mark?.offset ?? 0)
    if let current, let mark, current.identity == mark.identity, current.size >= mark.offset {
      // Only what other processes appended since this one last looked.
      let parsed = ParsedHistory(current.data, expectsHeader: false, rules: historyRules())
      others = lock.withLock { _ in historyState.leavingOutOwnAppends(parsed.records) }
      if !others.isEmpty { lock.withLock { _ in historyState.changes.append(.added(others)) } }
      // A line cut short by a kill: ours starts on a line of its own.
      if !current.data.isEmpty, !parsed.endsWithNewline { prefix.append(UInt8(ascii: "\n")) }
    } else if let (_, parsed) = try parseHistoryFile(historyRules()), !parsed.isEmpty {
      // Rewritten by another process, or never read by this one: all of it.
      if parsed.isNewer {
        refuseNewer(file)
        return
      }
      var records = parsed.records
      if !repeatsDaily(record, records) { records.append(record) }
      lock.withLock { _ in
        historyState.dailyKeys = Set(parsed.records.compactMap(DailyKey.init))
        // Written by another process where this one found none: all of it is news (but for the
        // games this one appended meanwhile).
        let news = historyState.leavingOutOwnAppends(parsed.records)
        historyState.ownAppends = []
        historyState.changes.append(
          historyState.knownEmpty ? .added(news) : .replaced(History(records)))
      }
      // An older format (or a lost header) is rewritten whole in this one, with the new game.
      guard Storage.canAppend(record, toFormat: parsed.format) else { return try writeWholeHistory(records) }
      others = parsed.records
      if !parsed.endsWithNewline { prefix.append(UInt8(ascii: "\n")) }
    } else {
      prefix = historyHeaderLine(for: [record])
      lock.withLock { _ in historyState.dailyKeys = [] }
    }
    let known = lock.withLock { _ in
      historyState.dailyKeys.formUnion(others.compactMap(DailyKey.init))
      return DailyKey(record).map(historyState.dailyKeys.contains) ?? false
    }
    guard !known else {
      try markEnd(of: file)
      return
    }
    var bytes = prefix
    bytes.append(line)
    bytes.append(UInt8(ascii: "\n"))
    try fileSystem.append(bytes, file)
    lock.withLock { _ in if let key = DailyKey(record) { historyState.dailyKeys.insert(key) } }
    try markEnd(of: file)
  }

  /// An append while the start's whole read is going on (a long history): one line at the file's
  /// end at once, without reading what came before, so a kill a moment later loses nothing. The
  /// session decided from the history's end that the game is new (`HistoryTail`); a daily the
  /// whole file recorded long ago and the tail did not see is written twice at worst, which the
  /// next read drops quietly. A file of another format waits for the read (the first append
  /// rewrites it in this one).
  private func appendDuringRead(_ record: GameRecord, line: Data) throws {
    let file = locations.historyFile
    var bytes = Data()
    if let end = try fileSystem.readFrom(file, Int.max), end.size > 0 {
      guard Storage.canAppend(record, toFormat: try historyHeaderFormat(of: file)) else {
        throw NeedsWholeRead()
      }
      let last = try fileSystem.readFrom(file, end.size - 1)
      if last?.data.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    } else {
      // No history (or an empty one) beside a set-aside copy: the whole read may take games back
      // from the copy (`recoverSetAside`), and the file it writes then takes this one.
      guard !hasSetAsideHistory else { throw NeedsWholeRead() }
      bytes = historyHeaderLine(for: [record])
    }
    bytes.append(line)
    bytes.append(UInt8(ascii: "\n"))
    // Known before it lands: the read may find it.
    lock.withLock { _ in
      historyState.ownAppends.append(record)
      if let key = DailyKey(record) { historyState.dailyKeys.insert(key) }
    }
    do {
      try fileSystem.append(bytes, file)
    } catch {
      lock.withLock { _ in _ = historyState.ownAppends.popLast() }
      throw error
    }
  }

  private func repeatsDaily(_ record: GameRecord, _ records: [GameRecord]) -> Bool {
    guard let number = record.puzzleNumber else { return false }
    return records.contains { $0.puzzleNumber == number && $0.language == record.language }
  }

  /// The format the history file's first line names, if it is a header.
  private func historyHeaderFormat(of file: URL) throws -> Int? {
    let head = try fileSystem.readRange(file, 0, 256)?.data ?? Data()
    guard let newline = head.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    return Storage.historyHeader(Data(head[..<newline]))
  }

  /// The format of a history header line `{"format":N,"kind":"guesswork-history"}`, or `nil` when
  /// the line is not one. A newer format's header may carry keys this version does not know: it
  /// is still a header, and the file is left as it is.
  static func historyHeader(_ line: Data) -> Int? {
    guard let object = JSONValue.object(in: line),
      object["kind"]?.string == HistoryHeader().kind, let format = object["format"]?.int,
      format >= 1, object.count == 2 || format > Storage.historyFormat
    else { return nil }
    return format
  }
}

/// History lines read from raw bytes: the records, what was dropped, and the header's format.
/// Bytes come in chunks (`add`, then `finish`), so a whole file is never held at once: a line
/// longer than `longestLine` (no game's is; a sparse file's run of zero bytes is) is damage,
/// dropped as it comes.
struct ParsedHistory {
  var records: [GameRecord] = []
  var damaged = 0
  /// Daily games recorded a second time with another result (set aside and told), and the same
  /// game written twice (two games recording it at once: dropped quietly).
  var repeated = 0
  var duplicates = 0
  /// The header's format (`nil`: no header where one was expected).
  var format: Int?
  var isNewer = false
  var endsWithNewline = true
  /// Whether no byte came at all.
  var isEmpty = true

  /// The longest line read as a possible game (a game takes a few hundred bytes).
  static let longestLine = 64 * 1024

  private let expectsHeader: Bool
  private let rules: SavedDataRules
  private var seenDaily: [DailyKey: GameRecord] = [:]
  private var isFirstLine: Bool
  /// The start of a line whose newline has not come yet, and whether it grew past `longestLine`.
  private var carry: [UInt8] = []
  private var isOverlong = false

  /// `expectsHeader`: the bytes are a whole file (a header first); otherwise lines appended after
  /// one, in this version's format.
  init(expectsHeader: Bool, rules: SavedDataRules) {
    self.expectsHeader = expectsHeader
    self.rules = rules
    isFirstLine = expectsHeader
    format = expectsHeader ? nil : Storage.historyFormat
  }

  init(_ data: Data, expectsHeader: Bool, rules: SavedDataRules) {
    self.init(expectsHeader: expectsHeader, rules: rules)
    add(data)
    finish()
  }

  /// The next bytes of the file.
  mutating func add(_ data: Data) {
    guard !data.isEmpty, !isNewer else { return }
    isEmpty = false
    endsWithNewline = data.last == UInt8(ascii: "\n")
    // Line by line over the raw bytes: splitting the `Data` itself would cost more than reading
    // the records.
    data.withUnsafeBytes { bytes in
      if records.isEmpty { records.reserveCapacity(bytes.count / 130) }
      var start = 0
      while start < bytes.count, !isNewer {
        guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
          // The rest waits for its newline, unless it is already too long to be a game.
          if !isOverlong {
            carry.append(contentsOf: bytes[start...])
            if carry.count > ParsedHistory.longestLine {
              carry = []
              isOverlong = true
            }
          }
          return
        }
        if isOverlong {
          read(nil)
        } else if carry.isEmpty {
          read(UnsafeRawBufferPointer(rebasing: bytes[start..<newline]))
        } else {
          carry.append(contentsOf: bytes[start..<newline])
          carry.withUnsafeBytes { read($0) }
        }
        carry = []
        isOverlong = false
        start = newline + 1
      }
    }
  }

  /// The end of the bytes. A last line without its newline is a write cut short: not read when
  /// the bytes follow a header (an append in progress elsewhere), and read (a game, or damage)
  /// when they are a whole file.
  mutating func finish() {
    guard expectsHeader, !isNewer else { return }
    if isOverlong {
      read(nil)
    } else if !carry.isEmpty {
      carry.withUnsafeBytes { read($0) }
    }
    carry = []
    isOverlong = false
  }

  /// One line (`nil`: one too long to be anything but damage).
  private mutating func read(_ line: UnsafeRawBufferPointer?) {
    if let line, line.isEmpty { return }
    let firstLine = isFirstLine
    if isFirstLine {
      isFirstLine = false
      if let line, let found = Storage.historyHeader(Data(line)) {
        if found > Storage.historyFormat {
          isNewer = true
          return
        }
        format = found
        return
      }
    }
    let lineFormat = format ?? Storage.historyFormat
    let checked: Result<GameRecord, RecordProblem>
    if let line {
      let fields = RecordFields(historyLine: line, format: lineFormat) ?? RecordFields(json: Data(line), format: lineFormat)
      checked = GameRecord.validated(fields, rules: rules)
    } else {
      checked = .failure(.field("line"))
    }
    // A damaged first line is the header that went missing, not a game.
    if firstLine, case .failure = checked { return }
    switch checked {
    case .success(let record):
      if let number = record.puzzleNumber {
        let key = DailyKey(language: record.language, number: number, shape: record.shape)
        if let first = seenDaily[key] {
          if first.isSameGame(as: record) { duplicates += 1 } else { repeated += 1 }
          return
        }
        seenDaily[key] = record
      }
      records.append(record)
    case .failure:
      damaged += 1
    }
  }
}
