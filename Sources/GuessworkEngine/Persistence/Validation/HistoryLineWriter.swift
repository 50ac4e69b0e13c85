import FoundationEssentials

extension GameRecord {
  /// The record as one history line (without its newline), byte for byte what `JSONEncoder` with
  /// sorted keys and ISO 8601 dates writes (`HistoryLineWriterTests` compares the two), written
  /// by hand: a repair or a reset rewrites every game of the history, and a million games
  /// through `JSONEncoder` took seconds (tens of seconds in a debug build), which is how long a
  /// repair kept the sound games waiting to be written back.
  public func historyLine() -> [UInt8] {
    var line: [UInt8] = []
    line.reserveCapacity(200)
    func append(_ text: String) { line.append(contentsOf: text.utf8) }
    func appendNumber(_ number: Int) { append(String(number)) }
    func appendWords(_ words: some Sequence<Word>) {
      append("[")
      for (index, word) in words.enumerated() {
        if index > 0 { append(",") }
        append(#"""#)
        append(word.text)
        append(#"""#)
      }
      append("]")
    }
    if isOriginalShape {
      append(#"{"answer":""#)
      append(answer.text)
      append(#"""#)
    } else {
      append(#"{"answers":"#)
      appendWords(answers)
    }
    if isArchive { append(#","archive":true"#) }
    append(#","finishedAt":""#)
    append(GameRecord.isoSecond(finishedAt))
    append(#"","guessCount":"#)
    appendNumber(guessCount)
    if let rows {
      append(#","guesses":"#)
      appendWords(rows)
    }
    append(hardMode ? #","hardMode":true"# : #","hardMode":false"#)
    append(#","language":""#)
    append(language.rawValue)
    append(#"","mode":""#)
    append(mode.rawValue)
    append(#"""#)
    if let puzzleNumber {
      append(#","puzzleNumber":"#)
      appendNumber(puzzleNumber)
    }
    if !isOriginalShape {
      append(#","rowsAllowed":"#)
      appendNumber(shape.rows)
      if shape.isSequence { append(#","sequence":true"#) }
    }
    append(won ? #","won":true}"# : #","won":false}"#)
    return line
  }

  /// `yyyy-MM-ddTHH:mm:ssZ` in UTC, the second the instant is in (as `JSONEncoder`'s ISO 8601
  /// strategy writes it: the fraction dropped). Records finish between 2000 and 2199.
  static func isoSecond(_ date: Date) -> String {
    // Validated records finish between 2000 and 2199, well inside the day arithmetic's reach.
    let (day, second) = Storage.utcDayAndSecond(date) ?? (LocalDay(ordinal: 0), 0)
    return String(
      printf: "%04d-%02d-%02dT%02d:%02d:%02dZ", day.year, day.month, day.day, second / 3_600,
      second / 60 % 60, second % 60)
  }
}
