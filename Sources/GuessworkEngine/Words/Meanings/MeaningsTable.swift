import FoundationEssentials

/// The meanings file in memory, indexed by word: read in one pass that checks each line's word and
/// their order, then looked up by halves (13 steps for 6,500 words). A line's senses are read only
/// when its word is asked for.
///
/// Format (written by tools/make-meanings.py; UTF-8, a newline after every line):
///
///     #guesswork-meanings 1
///     # comment lines, only here at the top
///     word TAB entry [TAB entry …]            one line a word, sorted, no repeats
///     entry = pos "|" inflection "|" base "|" sense ["|" sense …]
///
/// `pos` is a `PartOfSpeech` code, `inflection` an `Inflection` code; both `inflection` and `base`
/// are empty when the word is the lemma itself, both filled when it is a form of `base`.
public struct MeaningsTable: Sendable {
  public static let formatLine = "#guesswork-meanings 1"

  let path: String
  /// The file's bytes. An array, not the `Data` read: a large `Data` keeps its storage behind a
  /// pointer whose spare bits carry the enum's case, which LeakSanitizer does not recognise, so a
  /// table kept for the run was reported as a leak.
  private let bytes: [UInt8]
  /// Every word the file has a meaning for, in order.
  public let words: [Word]
  /// Where each word's line starts and ends in `bytes`.
  private let spans: [Range<Int>]
  /// The file's line number of the first word line, less one.
  private let linesBefore: Int

  /// Reads and indexes the file's text, words of `length` letters; `path` only names the file in
  /// errors.
  public init(_ data: Data, path: String, length: Int = Word.standardLength) throws(MeaningsError) {
    var words: [Word] = []
    var spans: [Range<Int>] = []
    var linesBefore = 0
    var failure: MeaningsError?
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var start = 0
      var lineNumber = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        lineNumber += 1
        let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        let text = { String(decoding: line, as: UTF8.self) }
        if lineNumber == 1 {
          guard text() == MeaningsTable.formatLine else {
            failure = .notMeaningsFile(path: path, firstLine: String(text().prefix(80)))
            return
          }
        } else if words.isEmpty, line.first == UInt8(ascii: "#") {
          // A comment at the top.
        } else {
          guard let tab = line.firstIndex(of: 0x09),
            let word = WordListLoader.fastWord(
              UnsafeRawBufferPointer(rebasing: line[..<tab]), letters: WordListLoader.everyLetter),
            word.length == length
          else {
            failure = .malformed(path: path, line: lineNumber, text: String(text().prefix(80)))
            return
          }
          if let last = words.last, last >= word {
            failure = .unsorted(path: path, line: lineNumber, text: String(text().prefix(80)))
            return
          }
          if words.isEmpty { linesBefore = lineNumber - 1 }
          words.append(word)
          spans.append(start..<end)
        }
        start = end + 1
      }
      if lineNumber == 0 { failure = .notMeaningsFile(path: path, firstLine: "") }
    }
    if let failure { throw failure }
    self.path = path
    self.bytes = [UInt8](data)
    self.words = words
    self.spans = spans
    self.linesBefore = linesBefore
  }

  /// The word's meaning, `nil` when the file has none; a damaged line is an error naming it.
  public func meaning(of word: Word) throws(MeaningsError) -> WordMeaning? {
    guard let index = words.sortedIndex(of: word) else { return nil }
    let lineNumber = linesBefore + index + 1
    let line = bytes[spans[index]]
    let shown = String(String(decoding: line, as: UTF8.self).prefix(80))
    guard let text = String(validating: line, as: UTF8.self),
      let entries = MeaningsTable.entries(of: text)
    else { throw .malformed(path: path, line: lineNumber, text: shown) }
    return WordMeaning(word: word, entries: entries)
  }

  /// The entries of a line (`word TAB entry …`), or `nil` if any field is missing or wrong.
  static func entries(of line: String) -> [MeaningEntry]? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst()
    guard !fields.isEmpty else { return nil }
    var entries: [MeaningEntry] = []
    for field in fields {
      let parts = field.split(separator: "|", omittingEmptySubsequences: false)
      guard parts.count >= 4, let partOfSpeech = PartOfSpeech(rawValue: String(parts[0])) else {
        return nil
      }
      let form: InflectedForm?
      switch (parts[1].isEmpty, parts[2].isEmpty) {
      case (true, true): form = nil
      case (false, false):
        guard let inflection = Inflection(rawValue: String(parts[1])),
          // A base of two words (COMICS: "comic strip") has a space between them.
          parts[2].allSatisfy({ $0.isLetter || "-'. ".contains($0) }),
          String(parts[2]).trimmingBlanks() == parts[2], !parts[2].contains("  ")
        else { return nil }
        form = InflectedForm(inflection, of: String(parts[2]))
      default: return nil
      }
      let senses = parts[3...].map(String.init)
      guard senses.allSatisfy(isSense) else { return nil }
      entries.append(MeaningEntry(partOfSpeech: partOfSpeech, form: form, senses: senses))
    }
    return entries
  }

  /// A definition: some text, without control characters (a stray `\r` or NUL) or blanks at
  /// either end.
  private static func isSense(_ text: String) -> Bool {
    !text.isEmpty && text.trimmingBlanks() == text
      && text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
  }
}
