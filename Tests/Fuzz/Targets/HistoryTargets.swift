import FoundationEssentials

@testable import GuessworkEngine

extension FuzzTarget {
  /// The history file at a start: whatever its bytes, every sound record is loaded (or, for the
  /// few the game may leave out, the file is kept as it was), nothing is loaded that the file does
  /// not hold, a damaged file told about is kept aside byte for byte, and the next start reads back
  /// exactly what this one loaded, without a word.
  static let historyFile = FuzzTarget("history-file", reads: "history.jsonl, read whole at a start") {
    input, failures in
    let path = FuzzWorld.locations.historyFile.path
    let world = FuzzWorld([path: input])
    let storage = world.storage()
    let loaded = storage.loadHistory()
    let notices = storage.takeNotices()
    let reference = ReferenceHistory(input)
    if reference.isNewer {
      failures.expect(loaded.isEmpty, "a newer format's history was read: \(loaded.count) records")
      failures.expect(world.files[path] == input, "a newer format's history was changed")
      return
    }
    let kept = Set(loaded)
    for record in reference.intact where !kept.contains(record) {
      failures.append("a sound record was not loaded: \(record)")
    }
    for record in reference.keptOnlyAside where !kept.contains(record) && !world.keeps(input) {
      failures.append("a record left out was not kept aside: \(record)")
    }
    let sound = Set(reference.intact + reference.keptOnlyAside)
    for record in loaded where !sound.contains(record) {
      failures.append("a record the file does not hold was loaded: \(record)")
    }
    for (file, copy) in setAsideCopies(notices) {
      failures.expect(copy.map { world.files[$0] == input } ?? false, "\(file) was told damaged but not kept aside as it was")
    }
    let restart = world.storage()
    let again = restart.loadHistory()
    failures.expect(again == loaded, "a restart read \(again.count) records, not the \(loaded.count) loaded")
    let told = restart.takeNotices()
    failures.expect(told.isEmpty, "a restart after the repair was told \(told)")
  }

  /// One line of the history, in every format: where the fast reader takes the line, it reads
  /// what the JSON decoder reads, and every sound record, written as the game writes it, reads back
  /// equal through the fast reader.
  static let historyLine = FuzzTarget("history-line", reads: "one history line, fast reader against the decoder") {
    input, failures in
    let rules = SavedDataRules.withoutWordLists
    for format in 1...Storage.historyFormat {
      let decoded = GameRecord.validated(RecordFields(json: input, format: format), rules: rules)
      let fast = input.withUnsafeBytes { RecordFields(historyLine: $0, format: format) }
      if let fast {
        let read = GameRecord.validated(fast, rules: rules)
        failures.expect(read == decoded, "format \(format): the fast reader read \(read), the decoder \(decoded)")
      }
      guard case .success(let record) = decoded else { continue }
      let line = record.historyLine()
      let back = line.withUnsafeBytes { RecordFields(historyLine: $0, format: Storage.historyFormat) }
        .map { GameRecord.validated($0, rules: rules) }
      failures.expect(back == .success(record), "format \(format): \(record) written as \(String(decoding: line, as: UTF8.self)) read back as \(String(describing: back))")
    }
  }

  /// The history's end, read at a start before the whole file: it writes nothing, every record it
  /// gives is one the whole read keeps (or a daily the whole read holds another result of), and
  /// when it says it holds every game since a moment, it does.
  static let historyTail = FuzzTarget("history-tail", reads: "history.jsonl, read from its end") {
    input, failures in
    let path = FuzzWorld.locations.historyFile.path
    let days: [TimeInterval] = [1, 3, 30, 10_000]
    let (back, file) = split(input, days)
    let since = FuzzWorld.now.addingTimeInterval(-back * 86_400)
    let world = FuzzWorld([path: file])
    guard let tail = world.storage().readHistoryTail(since: since, unlimitedIn: .english, checkedBy: .withoutWordLists)
    else { return }
    failures.expect(world.files.paths == [path] && world.files[path] == file, "the tail's read changed the files")
    let whole = world.storage().loadHistory()
    let wholeSet = Set(whole)
    let dailies = Set(whole.compactMap(DailyKey.init))
    for record in tail.records where !wholeSet.contains(record) {
      failures.expect(DailyKey(record).map(dailies.contains) ?? false, "the tail read a record the whole read did not: \(record)")
    }
    if tail.covers(since) {
      let tailSet = Set(tail.records)
      for record in whole where record.finishedAt >= since && !tailSet.contains(record) {
        failures.append("the tail covers \(since) but lacks \(record)")
      }
    }
  }
}
