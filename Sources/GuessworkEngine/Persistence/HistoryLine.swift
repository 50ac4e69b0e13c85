import FoundationEssentials

extension GameRecord {
  /// Reads one line of the history file the way `Storage` writes it, without `JSONDecoder`:
  /// a flat object of known keys, strings without escapes, whole numbers, booleans, and an ISO 8601
  /// UTC date with whole seconds. Anything else gives `nil`, and the caller decodes the line with
  /// `JSONDecoder` instead, so this only makes the common case fast (a thousand records load in
  /// well under a millisecond instead of several, at every start).
  init?(historyLine line: UnsafeRawBufferPointer) {
    var reader = FlatJSONReader(line)
    var mode: PlayMode?, language: Language?, answer: Word?, finishedAt: Date?
    var puzzleNumber: Int?, won: Bool?, guessCount: Int?, hardMode: Bool?
    guard reader.take(UInt8(ascii: "{")) else { return nil }
    repeat {
      guard let key = reader.string() else { return nil }
      guard reader.take(UInt8(ascii: ":")) else { return nil }
      switch key {
      case "answer": answer = reader.string().flatMap { Word($0) }
      case "finishedAt": finishedAt = reader.quoted().flatMap(GameRecord.utcDate)
      case "guessCount": guessCount = reader.integer()
      case "hardMode": hardMode = reader.boolean()
      case "language": language = reader.string().flatMap { Language(rawValue: $0) }
      case "mode": mode = reader.string().flatMap { PlayMode(rawValue: $0) }
      case "puzzleNumber": puzzleNumber = reader.integer()
      case "won": won = reader.boolean()
      default: return nil
      }
    } while reader.take(UInt8(ascii: ","))
    guard reader.take(UInt8(ascii: "}")), reader.isAtEnd, let mode, let language, let answer,
      let finishedAt, let won, let guessCount, let hardMode
    else { return nil }
    self.init(
      mode: mode, language: language, puzzleNumber: puzzleNumber, answer: answer, won: won,
      guessCount: guessCount, hardMode: hardMode, finishedAt: finishedAt)
  }

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

/// The few JSON tokens a history line is made of, read from raw bytes. No whitespace, no escapes.
private struct FlatJSONReader {
  let bytes: UnsafeRawBufferPointer
  var index = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  var isAtEnd: Bool { index == bytes.count }

  mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// A string without backslashes (any other byte, UTF-8 included, is taken as it is).
  mutating func string() -> String? {
    quoted().map { String(decoding: $0, as: UTF8.self) }
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

  mutating func integer() -> Int? {
    let negative = take(UInt8(ascii: "-"))
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
