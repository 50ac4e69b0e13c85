import FoundationEssentials

/// A history line's fields as read, before they are checked together (`RecordValidation`).
struct RecordFields {
  var mode: PlayMode?
  var language: Language?
  var puzzleNumber: Int?
  var answer: Word?
  var won: Bool?
  var guessCount: Int?
  var hardMode: Bool?
  var finishedAt: Date?
  var guesses: PlayedRows?
  /// `"archive": true` (format 3): a daily puzzle played after its day.
  var isArchive: Bool?
  /// A round of another shape than one board of six rows (format 5): the boards' answers after
  /// the first (`"answers"` holds them all, and no `"answer"`) and the rows it allowed.
  var otherAnswers: [Word]?
  var rowsAllowed: Int?
  /// `"sequence": true` (format 5): boards played in sequence.
  var isSequence: Bool?
  /// Fields of the wrong type, `null`, or unknown in the file's format.
  var problems: [RecordProblem] = []

  /// Any line: a JSON object whose fields are read one by one, each problem noted. The rows are a
  /// field of format 2; in a format-1 history they are an unknown key.
  init(json line: Data, format: Int) {
    guard let object = JSONValue.object(in: line) else {
      problems = [.unreadable]
      return
    }
    var fields = ObjectFields(object)
    // Nothing is required here: which fields a record needs depends on the others (validation).
    mode = fields.read("mode", required: false) { $0.named() }
    language = fields.read("language", required: false) { $0.named() }
    puzzleNumber = fields.read("puzzleNumber", required: false) { $0.int }
    answer = fields.read("answer", required: false) { $0.word }
    won = fields.read("won", required: false) { $0.bool }
    guessCount = fields.read("guessCount", required: false) { $0.int }
    hardMode = fields.read("hardMode", required: false) { $0.bool }
    finishedAt = fields.read("finishedAt", required: false) { $0.date }
    if format >= 2 {
      guesses = fields.read("guesses", required: false) { value in
        value.words(0...RoundShape.mostRows).flatMap(PlayedRows.init)
      }
    }
    if format >= 3 { isArchive = fields.read("archive", required: false) { $0.bool } }
    if format >= 5 {
      let answers = fields.read("answers", required: false) { $0.words(1...RoundShape.mostBoards) }
      rowsAllowed = fields.read("rowsAllowed", required: false) { $0.int }
      isSequence = fields.read("sequence", required: false) { $0.bool }
      if let answers { take(answers) }
    }
    problems = fields.finish()
    if !RecordFields.lengthsAllowed(answer: answer, format: format) {
      answer = nil
      problems.append(.field("answer"))
    }
  }

  /// The answers of a record of another shape: the first is its `answer`, which such a line
  /// does not also write (both is damage).
  private mutating func take(_ answers: [Word]) {
    if answer != nil { problems.append(.field("answers")) }
    answer = answers[0]
    otherAnswers = Array(answers.dropFirst())
  }

  /// Words of another length than five exist from format 4 on. Only the answer is looked at: every
  /// row must have its length (`GameRecord.init`).
  static func lengthsAllowed(answer: Word?, format: Int) -> Bool {
    format >= 4 || answer.map { $0.length == Word.standardLength } ?? true
  }

  /// Reads one line the way `Storage` writes it, without `JSONDecoder`: a flat object of the
  /// format's keys, each once, strings without escapes, whole numbers, booleans, an ISO 8601 UTC
  /// date with whole seconds, and the rows as an array of words. Anything else gives `nil`, and
  /// the line is read by `init(json:format:)` instead, so this only makes the common case fast (a
  /// thousand records load in well under a millisecond instead of several, at every start).
  init?(historyLine line: UnsafeRawBufferPointer, format: Int) {
    var reader = FlatJSONReader(line)
    var seen: UInt16 = 0
    guard reader.take(UInt8(ascii: "{")) else { return nil }
    repeat {
      guard let key = reader.quoted(), reader.take(UInt8(ascii: ":")) else { return nil }
      let bit: UInt16
      switch key.count {
      case 3 where FlatJSONReader.equal(key, "won"):
        bit = 1
        guard let value = reader.boolean() else { return nil }
        won = value
      case 4 where FlatJSONReader.equal(key, "mode"):
        bit = 2
        guard let value = reader.quoted().flatMap(FlatJSONReader.mode) else { return nil }
        mode = value
      case 6 where FlatJSONReader.equal(key, "answer"):
        bit = 4
        guard let value = reader.quoted().flatMap(FlatJSONReader.word) else { return nil }
        answer = value
      case 7 where format >= 3 && FlatJSONReader.equal(key, "archive"):
        bit = 512
        guard let value = reader.boolean() else { return nil }
        isArchive = value
      case 7 where format >= 5 && FlatJSONReader.equal(key, "answers"):
        bit = 1024
        guard let value = reader.answers() else { return nil }
        take(value)
      case 11 where format >= 5 && FlatJSONReader.equal(key, "rowsAllowed"):
        bit = 2048
        guard let value = reader.integer() else { return nil }
        rowsAllowed = value
      case 8 where format >= 5 && FlatJSONReader.equal(key, "sequence"):
        bit = 4096
        guard let value = reader.boolean() else { return nil }
        isSequence = value
      case 7 where format >= 2 && FlatJSONReader.equal(key, "guesses"):
        bit = 8
        guard let value = reader.words() else { return nil }
        guesses = value
      case 8 where FlatJSONReader.equal(key, "language"):
        bit = 16
        guard let value = reader.quoted().flatMap(FlatJSONReader.language) else { return nil }
        language = value
      case 8 where FlatJSONReader.equal(key, "hardMode"):
        bit = 32
        guard let value = reader.boolean() else { return nil }
        hardMode = value
      case 10 where FlatJSONReader.equal(key, "guessCount"):
        bit = 64
        guard let value = reader.integer() else { return nil }
        guessCount = value
      case 10 where FlatJSONReader.equal(key, "finishedAt"):
        bit = 128
        guard let value = reader.quoted().flatMap(GameRecord.utcDate) else { return nil }
        finishedAt = value
      case 12 where FlatJSONReader.equal(key, "puzzleNumber"):
        bit = 256
        guard let value = reader.integer() else { return nil }
        puzzleNumber = value
      default: return nil
      }
      guard seen & bit == 0 else { return nil }
      seen |= bit
    } while reader.take(UInt8(ascii: ","))
    // "answer" and "answers" both: left to the general reader, which says so.
    guard reader.take(UInt8(ascii: "}")), reader.isAtEnd, seen & (4 | 1024) != 4 | 1024,
      RecordFields.lengthsAllowed(answer: answer, format: format)
    else { return nil }
  }
}

extension GameRecord {
  /// `YYYY-MM-DDTHH:MM:SSZ`, as `JSONEncoder`'s `.iso8601` strategy writes dates.
  static func utcDate(_ bytes: UnsafeRawBufferPointer) -> Date? {
    guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      bytes[19] == UInt8(ascii: "Z")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = Int(bytes[index]) - 48
        guard (0...9).contains(digit) else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      hour < 24, minute < 60, second < 60,
      let date = LocalDay(year: year, month: month, day: day)
    else { return nil }
    let seconds = date.ordinal * 86_400 + hour * 3_600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }
}

/// The few JSON tokens a history line is made of, read from raw bytes. No escapes; whitespace
/// between tokens as JSON allows it (a line end written as CRLF by an editor on another system
/// leaves a `\r`: such a history once went through `JSONDecoder` line by line, 55 s for a million
/// games, the window waiting).
private struct FlatJSONReader {
  let bytes: UnsafeRawBufferPointer
  var index = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  var isAtEnd: Bool {
    mutating get {
      skipSpace()
      return index == bytes.count
    }
  }

  /// Past JSON's whitespace: space, tab, line feed, carriage return.
  mutating func skipSpace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
    {
      index += 1
    }
  }

  mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  static func equal(_ bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
    guard bytes.count == text.utf8CodeUnitCount else { return false }
    for offset in 0..<bytes.count where bytes[offset] != text.utf8Start[offset] { return false }
    return true
  }

  /// A word as the game writes it: 4 to 7 lowercase letters, `ñ`, `ä`, `ö`, `ü` as their two UTF-8
  /// bytes (the word lists' fast path: the same bytes in both files).
  static func word(_ bytes: UnsafeRawBufferPointer) -> Word? {
    WordListLoader.fastWord(bytes, letters: WordListLoader.everyLetter)
  }

  static func language(_ bytes: UnsafeRawBufferPointer) -> Language? {
    guard bytes.count == 2 else { return nil }
    return Language.allCases.first { language in
      let code = language.rawValue.utf8
      return code.first == bytes[0] && code.last == bytes[1]
    }
  }

  static func mode(_ bytes: UnsafeRawBufferPointer) -> PlayMode? {
    if equal(bytes, "daily") { return .daily }
    if equal(bytes, "unlimited") { return .unlimited }
    return nil
  }

  /// `["crane","slate"]`: at most `RoundShape.mostRows` words.
  mutating func words() -> PlayedRows? {
    var words = PlayedRows.Builder()
    return eachWord { words.append($0) } ? words.rows : nil
  }

  /// The answers of a round of several boards: one to `RoundShape.mostBoards` words.
  mutating func answers() -> [Word]? {
    var words: [Word] = []
    guard eachWord({ word in
      words.append(word)
      return words.count <= RoundShape.mostBoards
    }), !words.isEmpty else { return nil }
    return words
  }

  /// Reads an array of words, handing each to `take`; false when it is not one, or `take` refuses.
  private mutating func eachWord(_ take: (Word) -> Bool) -> Bool {
    guard self.take(UInt8(ascii: "[")) else { return false }
    if self.take(UInt8(ascii: "]")) { return true }
    repeat {
      guard let word = quoted().flatMap(FlatJSONReader.word), take(word) else { return false }
    } while self.take(UInt8(ascii: ","))
    return self.take(UInt8(ascii: "]"))
  }

  /// The bytes between the quotes of such a string.
  mutating func quoted() -> UnsafeRawBufferPointer? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == UInt8(ascii: "\\") || bytes[index] < 0x20 { return nil }
      index += 1
    }
    guard index < bytes.count else { return nil }
    index += 1
    return UnsafeRawBufferPointer(rebasing: bytes[start..<index - 1])
  }

  /// At most fifteen digits (larger values, which no valid field has, go to the general reader).
  /// A leading zero before another digit is not JSON (`050`): refused, as the general reader
  /// refuses it (the fuzzer found the two readers disagreeing there).
  mutating func integer() -> Int? {
    skipSpace()
    let negative = take(UInt8(ascii: "-"))
    if index + 1 < bytes.count, bytes[index] == 48, (48...57).contains(bytes[index + 1]) { return nil }
    var value = 0
    var digits = 0
    while index < bytes.count, (48...57).contains(bytes[index]), digits < 15 {
      value = value * 10 + Int(bytes[index] - 48)
      index += 1
      digits += 1
    }
    guard digits > 0, index == bytes.count || !(48...57).contains(bytes[index]) else { return nil }
    return negative ? -value : value
  }

  mutating func boolean() -> Bool? {
    skipSpace()
    if literal("true") { return true }
    if literal("false") { return false }
    return nil
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
    index += count
    return true
  }
}
