import FoundationEssentials

/// The newest games of the history, read from the file's end: what a start decides with (is
/// today's puzzle played? which unlimited answers came last?) while the whole history is still
/// being read in the background.
///
/// Games are appended in the order they finished, so what a start needs is at the end. Games can
/// land out of order (two processes, a clock set back), so the read goes on past games older than
/// `since - slack` until `oldRunToStop` of them come in a row: a record that landed behind older
/// ones is still found.
public struct HistoryTail: Sendable {
  /// The games read, oldest first (checked as the whole read checks them; damaged lines skipped).
  public private(set) var records: [GameRecord] = []
  /// Every game finished at or after this time is among `records` (nil: the whole file was read).
  public let since: Date?
  /// How far out of finishing order a game may land and still be found.
  public static let slack: TimeInterval = 2 * 86_400
  /// How many games older than `since - slack` in a row end the read: fewer, landed after newer
  /// ones, are read past (a game finished 14 days ago appended after today's daily once hid it).
  static let oldRunToStop = 64

  /// Whether the read stopped at `readLimit` before it found all it looked for.
  public let isCut: Bool
  /// The most the start reads of the history's end: 1 MiB, some 7,000 games. Past it, unlimited
  /// answers not found yet are taken as not recent (a language or length never played), and a
  /// history whose last megabyte holds no game from before `since - slack` (a sparse file of
  /// 2 GB) is taken to hold no game since then: it is damage the whole read sets aside. Reading
  /// on would hold the window up for the whole history (73 s for a million games, debug build).
  static let readLimit = 1024 * 1024

  init(records: [GameRecord], since: Date?, isCut: Bool = false) {
    self.records = records
    self.since = since
    self.isCut = isCut
  }

  /// Whether every game of the file is here.
  public var isComplete: Bool { since == nil }

  /// Whether every game finished at or after `instant` is here (a cut read is sure of nothing).
  public func covers(_ instant: Date) -> Bool {
    guard let since else { return true }
    return !isCut && since <= instant
  }

  /// The record of a daily puzzle, when one is here.
  public func dailyRecord(_ number: Int, language: Language, shape: RoundShape = .dailyPuzzle) -> GameRecord? {
    records.last { $0.puzzleNumber == number && $0.language == language && $0.shape == shape }
  }

  /// The last unlimited answers in a language and length, oldest first (at most the draw's
  /// window).
  public func recentUnlimitedAnswers(_ language: Language, length: Int = Word.standardLength) -> [Word] {
    let answers = records.filter { $0.isUnlimited(language, length) }.flatMap(\.answers)
    return Array(answers.suffix(UnlimitedDraw.recentWindow))
  }

  /// Whether the last `UnlimitedDraw.recentWindow` unlimited answers of a language and length are
  /// here.
  public func knowsRecentUnlimited(_ language: Language, length: Int = Word.standardLength) -> Bool {
    isComplete || isCut
      || records.lazy.filter { $0.isUnlimited(language, length) }.count >= UnlimitedDraw.recentWindow
  }

  /// Adds a game this process finished (kept with the rest until the whole history is read).
  mutating func append(_ record: GameRecord) { records.append(record) }
}

extension Storage {
  /// Reads the history backwards from its end until it holds every game finished since `since`
  /// (and `slack` more) and the last `UnlimitedDraw.recentWindow` unlimited answers of `language`
  /// (none asked for: nil):
  /// a few kilobytes for a player of a million games. Read without the history lock (an append is
  /// one `write`, a rewrite a rename: the open file stays whole), so a whole read in progress in
  /// the background never holds it up; a last line without its newline (an append in progress, or
  /// cut short by a kill) and damaged lines are skipped, and told and repaired by the whole read
  /// (which drops them too, so both reads decide alike). `nil` when the file cannot be read as it
  /// is (not a regular file, unreadable, replaced at every look): the whole read decides then,
  /// and tells.
  public func readHistoryTail(
    since: Date, unlimitedIn language: Language?, length: Int = Word.standardLength,
    checkedBy rules: SavedDataRules
  ) -> HistoryTail? {
    let wanted = language == nil ? 0 : UnlimitedDraw.recentWindow
    let file = locations.historyFile
    let stop = since.addingTimeInterval(-HistoryTail.slack)
    var window = 64 * 1024
    var replaced = 0
    while true {
      let end: FileSlice?
      do { end = try fileSystem.readFrom(file, Int.max) } catch { return nil }
      guard let end else { return HistoryTail(records: [], since: nil) }
      // Damage at the end (lines longer than any record) is passed over, not counted in the
      // window: a last line of 1 MiB once hid today's recorded daily behind it.
      let last = endBeforeLongLines(file, end.size) ?? end.size
      let offset = Swift.max(0, last - window)
      guard let read = try? fileSystem.readRange(file, offset, last - offset),
        let head = try? fileSystem.readRange(file, 0, Storage.headerRead)
      else { return nil }
      // The lines are read in the header's format, as the whole read reads them; a newer
      // format's are left to the whole read, which leaves the file alone and tells (the fuzzer
      // found the tail reading a newer file's games that the whole read refused).
      let format = Storage.headerFormat(head.data) ?? Storage.historyFormat
      guard format <= Storage.historyFormat else { return nil }
      guard read.identity == end.identity, head.identity == end.identity else {
        // Replaced between the two looks (a rewrite elsewhere): look again, a few times.
        replaced += 1
        if replaced > 3 { return nil }
        continue
      }
      let slice = read
      var records: [GameRecord] = []
      var unlimited = 0
      var reachedOld = false
      var oldInARow = 0
      var complete = offset == 0
      slice.data.withUnsafeBytes { bytes in
        var end = bytes.count
        // The last line counts only once its newline is written.
        while end > 0, bytes[end - 1] != UInt8(ascii: "\n") { end -= 1 }
        while end > 0 {
          var start = end - 1
          while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
          let line = UnsafeRawBufferPointer(rebasing: bytes[start..<(end - 1)])
          // The window's first line may be cut: read only when the window starts the file.
          if start == 0 && offset > 0 { break }
          end = start
          guard !line.isEmpty else { continue }
          if start == 0, Storage.historyHeader(Data(line)) != nil { break }
          let fields =
            RecordFields(historyLine: line, format: format)
            ?? RecordFields(json: Data(line), format: format)
          guard case .success(let record) = GameRecord.validated(fields, rules: rules) else {
            continue
          }
          records.append(record)
          if let language, record.isUnlimited(language, length) { unlimited += 1 }
          // A few old games may sit among new ones (one finished elsewhere, a clock set back):
          // the read stops only after a run of them.
          oldInARow = record.finishedAt < stop ? oldInARow + 1 : 0
          if oldInARow >= HistoryTail.oldRunToStop { reachedOld = true }
          if reachedOld && unlimited >= wanted {
            complete = false
            return
          }
        }
      }
      if complete || (reachedOld && unlimited >= wanted) {
        return HistoryTail(records: records.reversed(), since: complete ? nil : since)
      }
      if window >= HistoryTail.readLimit {
        return HistoryTail(records: records.reversed(), since: since, isCut: true)
      }
      window *= 4
    }
  }
}

extension Storage {
  /// How much of the history's start the tail reads for its header (a header takes 40 bytes).
  static let headerRead = 4096

  /// The format the header on the first line of `data` names, if that line is a header.
  static func headerFormat(_ data: Data) -> Int? {
    let line = data.firstIndex(of: UInt8(ascii: "\n")).map { data[..<$0] } ?? data[...]
    return historyHeader(Data(line))
  }

  /// The longest line the history's end is read as a record: a record is under 300 bytes.
  static let longestTailLine = 64 * 1024
  /// How far back lines longer than that are passed over, in pieces of up to a megabyte.
  static let longLinesPassed = 16 * 1024 * 1024

  /// Where the history's complete lines end once the long lines at its end are left out (just
  /// after the newline of the last line of a record's length), or `nil` when its last line is not
  /// long, or the long lines go on for more than `longLinesPassed`. (A sparse file's gigabytes of
  /// zeros hold no line: the tail is cut there, as it always was.)
  func endBeforeLongLines(_ file: URL, _ size: Int) -> Int? {
    var piece = 64 * 1024
    // The newline that ends the line being measured, once one is found.
    var lineEnd: Int?
    var foundLong = false
    var position = size
    while position > 0, size - position <= Storage.longLinesPassed {
      let start = Swift.max(0, position - piece)
      guard let slice = try? fileSystem.readRange(file, start, position - start) else { return nil }
      let found: Int?? = slice.data.withUnsafeBytes { bytes in
        var index = bytes.count
        while index > 0 {
          index -= 1
          guard bytes[index] == UInt8(ascii: "\n") else { continue }
          let newline = start + index
          if let end = lineEnd {
            if end - newline <= Storage.longestTailLine { return .some(foundLong ? end + 1 : nil) }
            foundLong = true
          }
          lineEnd = newline
        }
        return .none
      }
      if let found { return found }
      position = start
      // No newline in the last megabyte: not a line at all (zeros, an append cut short), which
      // the window's read skips as it always has.
      if lineEnd == nil, size - position >= 1024 * 1024 { return nil }
      piece = Swift.min(piece * 4, 1024 * 1024)
    }
    // The file's first line (the header) ends where the long lines begin.
    if position == 0, foundLong, let end = lineEnd, end + 1 <= Storage.longestTailLine { return end + 1 }
    return nil
  }
}

extension GameRecord {
  /// Whether this is an unlimited round of the language and length.
  func isUnlimited(_ language: Language, _ length: Int) -> Bool {
    puzzleNumber == nil && self.language == language && answer.length == length
  }
}
