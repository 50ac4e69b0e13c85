import Dispatch
import FoundationEssentials

/// Reading and writing files for `Storage`: the format check, atomic writes (queued in the game),
/// and setting a damaged file aside under a timestamped name.
extension Storage {
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

  struct SavedRound: Encodable {
    let format: Int
    let round: Game
  }

  /// Whether a file was written by a newer version of the game: it is then neither read nor
  /// written over (so going back to an older version loses nothing), and the player is told.
  func isNewer(_ data: Data, _ file: URL) -> Bool {
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

  /// The most of a settings or round file that is read (a real one is a few hundred bytes): a
  /// larger file (1 GB, sparse) is read this far, found damaged and set aside, so it never fills
  /// the memory or holds up the start.
  static let smallFileLimit = 256 * 1024

  /// The file's bytes, at most `limit + 1` of them when a limit is given (more than `limit`:
  /// the caller finds it damaged).
  func read(_ file: URL, limit: Int? = nil) -> Data? {
    flushFiles()
    do {
      if let limit { return try fileSystem.readRange(file, 0, limit + 1)?.data }
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

  func write(_ value: some Encodable, to file: URL) {
    do {
      writeData(try encoder.encode(value), to: file)
    } catch {
      reportNotSaving(error)
    }
  }

  func writeData(_ data: Data, to file: URL) {
    guard !lock.withLock({ _ in unreadable.contains(file.path) }) else {
      reportNotSaving(.notSavingOverUnreadable(file: file.path))
      return
    }
    guard let writer else {
      perform { [self] in try store(data, file) }
      return
    }
    let path = file.path
    let alreadyQueued = lock.withLock { _ in
      defer { queuedWrites[path] = data }
      // A write waiting to be tried again is tried at once with this content.
      return queuedWrites[path] != nil && !failedWrites.contains(path)
    }
    guard !alreadyQueued else { return }  // the queued write will take this newer content
    writer.async { [self] in writeNewest(file) }
  }

  /// Writes the newest content queued for `file` (on the writer queue). A write that fails (a
  /// full disk, a folder made read-only) is told once and kept: tried again half a second later,
  /// then twice as long each time, at most every 30 seconds, with whatever content is newest
  /// then. The file on disk stays as it was meanwhile (writes are atomic), so nothing is lost that
  /// was saved, and what could not be is saved once there is room.
  func writeNewest(_ file: URL) {
    let path = file.path
    guard let newest = lock.withLock({ _ in queuedWrites.removeValue(forKey: path) }) else { return }
    do {
      try store(newest, file)
      lock.withLock { _ in
        failedWrites.remove(path)
        if failedWrites.isEmpty { writeRetryDelay = nil }
      }
    } catch {
      reportNotSaving(error)
      let delay: Double? = lock.withLock { _ in
        // Newer content came meanwhile, with a write of its own.
        guard queuedWrites[path] == nil else { return nil }
        queuedWrites[path] = newest
        failedWrites.insert(path)
        let delay = min((writeRetryDelay ?? 0.25) * 2, 30)
        writeRetryDelay = delay
        return delay
      }
      guard let delay, let writer else { return }
      writer.asyncAfter(deadline: .now() + delay) { [weak self] in self?.writeNewest(file) }
    }
  }

  /// Writes a file's newest content: the preferences merged onto the file as it is now
  /// (`writeSettings`), any other file replaced whole.
  func store(_ data: Data, _ file: URL) throws {
    if file == locations.settingsFile {
      try writeSettings()
    } else {
      try fileSystem.writeAtomically(data, file)
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

  /// Sets a damaged file aside (`….damaged-<stamp>`) and tells the player. When its sound part is
  /// written back (`loss.keepsSoundPart`), the file is kept under the new name as a copy and stays
  /// in place until that write replaces it: a kill in between finds it damaged again, never
  /// missing. A file with nothing to keep is renamed.
  func moveAside(_ file: URL, _ loss: StorageLoss) {
    // Always right after the read that found the damage, which already waited for queued writes.
    if loss.keepsSoundPart {
      notice(.damaged(file: file.path, movedTo: keepAside(file)?.path, loss: loss))
      return
    }
    for attempt in 0..<20 {
      let aside = asideName(for: file, attempt: attempt)
      // A rename would replace a file already at the name (two repairs within a second).
      if attempt < 19, fileSystem.modified(aside) != nil { continue }
      do {
        try fileSystem.move(file, aside)
        know(file, nil)
        notice(.damaged(file: file.path, movedTo: aside.path, loss: loss))
      } catch {
        notice(.damaged(file: file.path, movedTo: nil, loss: loss))
      }
      return
    }
  }

  /// Something other than a regular file where a data file belongs (a FIFO, a device, a socket):
  /// renamed aside unread, as damaged data is, and the game starts without it.
  func setAsideNotAFile(_ file: URL) {
    let aside = file.deletingLastPathComponent()
      .appendingPathComponent("\(file.lastPathComponent).damaged-\(Storage.timestamp(clock()))")
    do {
      try fileSystem.move(file, aside)
      know(file, nil)
      notice(.notAFile(file: file.path, movedTo: aside.path))
    } catch {
      lock.withLock { _ in _ = unreadable.insert(file.path) }
      notice(.notAFile(file: file.path, movedTo: nil))
    }
  }

  /// `yyyyMMdd-HHmmss` in UTC, by day arithmetic (a `DateFormatter` costs more to make than the
  /// rest of setting a file aside, and needs Foundation proper, which the game does not load).
  static func timestamp(_ date: Date) -> String {
    guard let (day, second) = utcDayAndSecond(date) else { return "00000000-000000" }
    return String(
      printf: "%04d%02d%02d-%02d%02d%02d", day.year, day.month, day.day, second / 3_600,
      second / 60 % 60, second % 60)
  }

  /// The UTC day an instant falls in and the second of that day (the fraction dropped); `nil`
  /// for an instant no calendar here reaches. Shared by the set-aside stamps and the history's
  /// dates (`GameRecord.isoSecond`).
  static func utcDayAndSecond(_ date: Date) -> (day: LocalDay, second: Int)? {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite, abs(interval) < 1e12 else { return nil }
    let seconds = Int(interval.rounded(.down))
    let (days, time) = seconds.quotientAndRemainder(dividingBy: 86_400)
    let (dayOrdinal, second) = time < 0 ? (days - 1, time + 86_400) : (days, time)
    return (LocalDay(ordinal: dayOrdinal), second)
  }
}
