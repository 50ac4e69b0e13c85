import FoundationEssentials

/// Repairing a damaged history without a moment in which the sound games are anywhere but in
/// `history.jsonl`, and recovering from a repair an older version left half done.
///
/// A repair runs under the history lock in two steps: the file as it is is **kept** under
/// `history.jsonl.damaged-<stamp>` (`FileSystem.keepCopy`: a hard link, or a copy), and only then
/// is the sound part written over `history.jsonl` (atomically). A kill between the two leaves the
/// damaged file in place, and the next start repairs it again; a copy that cannot be made (a
/// read-only folder) or a rewrite that fails (a full disk) leaves the file as it is, and the
/// repair is tried again, before any append, until it can be done. Versions before this one
/// renamed the file aside first: a kill before their rewrite left no history at all, and the
/// next start (`recoverSetAside`) takes the sound games back from the copy set aside after the
/// history was last written.
extension Storage {
  /// The name a damaged file is set aside under: `<file>.damaged-<yyyyMMdd-HHmmss>`, and `-2`,
  /// `-3`… after it when that name is taken (two repairs within a second).
  func asideName(for file: URL, attempt: Int) -> URL {
    let stamp = Storage.timestamp(clock())
    let suffix = attempt == 0 ? "" : "-\(attempt + 1)"
    return file.deletingLastPathComponent()
      .appendingPathComponent("\(file.lastPathComponent).damaged-\(stamp)\(suffix)")
  }

  /// Keeps `file` as it is under a set-aside name (the original untouched); where it went, or
  /// `nil` when no copy could be made.
  func keepAside(_ file: URL) -> URL? {
    for attempt in 0..<20 {
      let aside = asideName(for: file, attempt: attempt)
      do {
        try fileSystem.keepCopy(file, aside)
        return aside
      } catch {
        // A name taken by a repair within the same second: the next one. Anything else (a
        // read-only folder, a full disk for a copy) will not change with another name.
        guard fileSystem.modified(aside) != nil else { return nil }
      }
    }
    return nil
  }

  /// Repairs the history (under the lock): sets it aside, then writes `records` over it. Tells
  /// the player once, with where the file went. Throws when the file could not be set aside or
  /// rewritten: it is then as it was, and `historyState.repairPending` has the repair tried again
  /// before the next append.
  func repairHistory(_ records: [GameRecord], loss: StorageLoss) throws {
    let file = locations.historyFile
    let kept = lock.withLock { _ in historyState.repairPending?.aside }
    // The copy an earlier try made, if it is still there (the same file while it is not rewritten).
    let aside = kept.flatMap { fileSystem.modified($0) != nil ? $0 : nil } ?? keepAside(file)
    lock.withLock { _ in historyState.repairPending = HistoryRepair(aside: aside, loss: loss) }
    guard let aside else {
      notice(.damaged(file: file.path, movedTo: nil, loss: loss))
      throw FileError(path: file.path, reason: "could not be set aside")
    }
    do {
      try writeWholeHistory(records)
    } catch {
      // Told where the copy is (and, once, that progress is not being saved): the history keeps
      // every game meanwhile, damaged lines included.
      notice(.damaged(file: file.path, movedTo: aside.path, loss: loss))
      throw error
    }
    lock.withLock { _ in historyState.repairPending = nil }
    notice(.damaged(file: file.path, movedTo: aside.path, loss: loss))
  }

  /// The repair a failed try left, run again (under the lock, before the work waiting behind it):
  /// the file read again as it is now (another game may have appended, or repaired it), and
  /// rewritten with its sound games. Games found that the session does not hold come to it as a
  /// change. Throws while it still cannot be done.
  func retryPendingRepair() throws {
    guard lock.withLock({ _ in historyState.repairPending }) != nil else { return }
    guard let (_, parsed) = try parseHistoryFile(historyRules()), !parsed.isEmpty, !parsed.isNewer,
      parsed.format != nil, parsed.damaged > 0 || parsed.repeated > 0
    else {
      // Repaired elsewhere, emptied or gone: nothing of this repair is left to do.
      lock.withLock { _ in
        historyState.repairPending = nil
        historyState.mark = nil
      }
      return
    }
    try repairHistory(parsed.records, loss: loss(of: parsed))
    lock.withLock { _ in historyState.changes.append(.replaced(History(parsed.records))) }
  }

  /// What a damaged read lost, as the player is told it.
  func loss(of parsed: ParsedHistory) -> StorageLoss {
    .history(
      damaged: parsed.damaged, repeated: parsed.repeated, headerLost: parsed.format == nil,
      kept: parsed.records.count)
  }

  // MARK: Recovering a half-done repair

  /// The games of the newest set-aside history that the history lacks, when that copy was set
  /// aside after the history was last written (or there is no history): a repair that renamed the
  /// file aside and was killed before it wrote the sound games back. `nil`: nothing to recover.
  /// A copy that is the history itself (a hard link of a repair not yet finished) is no such copy.
  func recoverSetAside(into current: [GameRecord], rules: SavedDataRules) -> [GameRecord]? {
    let file = locations.historyFile
    let prefix = "\(file.lastPathComponent).damaged-"
    let copies = fileSystem.listFolder(locations.dataFolder).compactMap { entry -> (URL, Date)? in
      guard entry.name.hasPrefix(prefix),
        let stamp = Storage.date(ofStamp: String(entry.name.dropFirst(prefix.count)))
      else { return nil }
      return (locations.dataFolder.appendingPathComponent(entry.name), stamp)
    }
    guard let (newest, stamp) = copies.max(by: { $0.1 < $1.1 }) else { return nil }
    if let written = fileSystem.modified(file), written >= stamp { return nil }
    let history = try? fileSystem.readRange(file, 0, 0)
    guard let copy = try? fileSystem.readRange(newest, 0, 0),
      copy.identity != history?.identity,
      let (_, parsed) = try? parseHistoryFile(rules, at: newest), !parsed.isNewer,
      !parsed.records.isEmpty
    else { return nil }
    var held = Set(current.map(GameKey.init))
    var heldDaily = Set(current.compactMap(DailyKey.init))
    let missing = parsed.records.filter { record in
      guard held.insert(GameKey(record)).inserted else { return false }
      return DailyKey(record).map { heldDaily.insert($0).inserted } ?? true
    }
    guard !missing.isEmpty else { return nil }
    notice(.historyRecovered(from: newest.path, games: missing.count))
    // The copy's games are older: they were set aside before the history began again.
    return (missing + current).sorted { $0.finishedAt < $1.finishedAt }
  }

  /// Whether a copy of the history was ever set aside beside it.
  var hasSetAsideHistory: Bool {
    let prefix = "\(locations.historyFile.lastPathComponent).damaged-"
    return fileSystem.listFolder(locations.dataFolder).contains { $0.name.hasPrefix(prefix) }
  }

  /// The moment a set-aside name's `yyyyMMdd-HHmmss` (UTC) says, with any `-N` after it.
  static func date(ofStamp stamp: String) -> Date? {
    let digits = Array(stamp.utf8.prefix(15))
    guard digits.count == 15, digits[8] == UInt8(ascii: "-"),
      let day = Int(String(decoding: digits[0..<8], as: UTF8.self)),
      let time = Int(String(decoding: digits[9..<15], as: UTF8.self)),
      let date = LocalDay(year: day / 10_000, month: day / 100 % 100, day: day % 100),
      time / 10_000 < 24, time / 100 % 100 < 60, time % 100 < 60
    else { return nil }
    let seconds = date.ordinal * 86_400 + time / 10_000 * 3_600 + time / 100 % 100 * 60 + time % 100
    return Date(timeIntervalSince1970: Double(seconds))
  }
}

/// A repair of the history not finished yet: where the damaged file was kept (`nil`: no copy
/// could be made yet) and what it lost.
struct HistoryRepair {
  var aside: URL?
  var loss: StorageLoss
}

/// One finished game, as far as telling two records of it apart goes (the file keeps whole
/// seconds).
private struct GameKey: Hashable {
  let answer: Word
  let language: Language
  let mode: PlayMode
  let puzzleNumber: Int?
  let guessCount: Int
  let won: Bool
  let second: Int64

  init(_ record: GameRecord) {
    answer = record.answer
    language = record.language
    mode = record.mode
    puzzleNumber = record.puzzleNumber
    guessCount = record.guessCount
    won = record.won
    let interval = record.finishedAt.timeIntervalSince1970
    second = interval.isFinite && abs(interval) < 1e15 ? Int64(interval.rounded(.down)) : 0
  }
}
