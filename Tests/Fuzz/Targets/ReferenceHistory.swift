import FoundationEssentials

@testable import GuessworkEngine

/// A history file read the plain way, to hold the game's reader to: split at every newline, the
/// header (if the first line is one) gives the format, and every other line is decoded as a JSON
/// object (`RecordFields(json:)`, never the fast reader) and checked as the game checks a record.
/// No chunks, no carried bytes, no length limit, no fast path: what it finds intact, the game must
/// keep.
struct ReferenceHistory {
  /// The sound records in file order, each daily game once (the first, as the game keeps it).
  var intact: [GameRecord] = []
  /// Sound records the game may leave out of what it loads, as long as the file is kept as it was
  /// (set aside): a daily game recorded again with another result, a line longer than any game's.
  var keptOnlyAside: [GameRecord] = []
  /// A header of a newer format: the game must leave the file alone.
  var isNewer = false

  init(_ data: Data, rules: SavedDataRules = .withoutWordLists) {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    var format = Storage.historyFormat
    if let first = lines.first, let header = Storage.historyHeader(Data(first)) {
      guard header <= Storage.historyFormat else {
        isNewer = true
        return
      }
      format = header
      lines.removeFirst()
    } else if let first = lines.first,
      case .failure = GameRecord.validated(RecordFields(json: Data(first), format: format), rules: rules)
    {
      // A damaged first line is the header gone missing, as the game reads it.
      lines.removeFirst()
    }
    var daily: [DailyKey: GameRecord] = [:]
    for line in lines where !line.isEmpty {
      guard case .success(let record) = GameRecord.validated(RecordFields(json: Data(line), format: format), rules: rules)
      else { continue }
      if line.count > ParsedHistory.longestLine {
        keptOnlyAside.append(record)
        continue
      }
      if let key = DailyKey(record) {
        if let first = daily[key] {
          if !first.isSameGame(as: record) { keptOnlyAside.append(record) }
          continue
        }
        daily[key] = record
      }
      intact.append(record)
    }
  }
}
