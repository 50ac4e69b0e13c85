import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

/// The history's fast line reader agrees with `JSONDecoder` on every line `Storage` writes, and
/// declines (so the decoder takes over) whatever it does not know.
@Suite("History lines")
struct HistoryLineTests {
  let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  func fast(_ text: String, format: Int = 2) -> RecordFields? {
    Data(text.utf8).withUnsafeBytes { RecordFields(historyLine: $0, format: format) }
  }

  func slow(_ text: String, format: Int = 2) -> RecordFields {
    RecordFields(json: Data(text.utf8), format: format)
  }

  func checked(_ fields: RecordFields) -> GameRecord? {
    try? GameRecord.validated(fields, rules: .withoutWordLists).get()
  }

  @Test(
    "Every kind of record reads back as written, by the fast reader and by the general one",
    arguments: [
      record(.daily, 1, won: true, guesses: 1, at: utc("2026-01-01T00:00:00Z")),
      record(.daily, 365, won: false, hardMode: true, at: utc("2026-12-31T23:59:59Z")),
      record(.unlimited, won: true, guesses: 6, at: utc("2027-02-28T12:30:05Z")),
      record(.daily, 60, won: true, language: .spanish, answer: "señor", at: utc("2028-02-29T08:00:00Z")),
      record(.unlimited, won: false, language: .spanish, answer: "niños", at: utc("2000-01-01T00:00:00Z")),
      record(.unlimited, won: true, hardMode: true, at: utc("2026-05-01T10:00:00Z"),
        rows: ["slate", "grace", "crane"]),
      record(.daily, 7, won: false, language: .spanish, answer: "señor", at: utc("2026-01-08T10:00:00Z"),
        rows: ["dueño", "lápiz"]),
    ])
  func roundTrip(_ record: GameRecord) throws {
    let line = String(decoding: try encoder.encode(record), as: UTF8.self)
    #expect(fast(line).flatMap(checked) == record, "\(line)")
    #expect(checked(slow(line)) == record, "\(line)")
  }

  @Test(
    "Lines it does not know are left to the general reader",
    arguments: [
      #"{"answer":"cr\u0061ne","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3.0,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
    ])
  func declines(_ line: String) {
    #expect(fast(line) == nil)
    #expect(checked(slow(line)) != nil, "still a sound record")
  }

  @Test(
    "Broken, impossible or damaged lines give no record, whichever reader reads them",
    arguments: [
      "", "{", "{}", #"{"answer":"crane""#,
      #"{"answer":"crane","finishedAt":"2026-02-30T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"xx","mode":"unlimited","won":true}"#,
      #"{"answer":"cranes","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","won":true}x"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00.250Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","extra":1,"finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":null,"won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","puzzleNumber":null,"won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":0,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":7,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":-3,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":9223372036854775807,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":0,"won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-05-27T12:00:00Z","guessCount":4,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":-9223372036854775808,"won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","puzzleNumber":4,"won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","puzzleNumbe%":1,"won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":40,"won":true}"#,
      #"{"answer":"crane","finishedAt":"2126-01-01T00:00:00Z","guessCount":3,"hardMode":"false","language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"1926-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"nocGe","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"es","mode":"unlimited","won":true}"#,
      #"{"answer":"señor","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":2,"guesses":["slate","crane"],"hardMode":false,"language":"en","mode":"unlimited","won":false}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"guesses":["slate","crane"],"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"guesses":["crane","slate","crane"],"hardMode":false,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"guesses":["trace","slimy","crane"],"hardMode":true,"language":"en","mode":"unlimited","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":2,"guesses":["slate",null],"hardMode":false,"language":"en","mode":"unlimited","won":false}"#,
    ])
  func broken(_ line: String) {
    #expect(fast(line).flatMap(checked) == nil)
    #expect(checked(slow(line)) == nil)
  }

  @Test("Deeply nested or enormous values are damaged fields, not a crash")
  func hostileLines() {
    let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    for line in [
      #"{"answer":\#(nested)}"#, #"{"guessCount":1e400}"#, #"{"answer":"\#(String(repeating: "a", count: 1_000_000))"}"#,
      String(repeating: "{", count: 50_000),
    ] {
      #expect(checked(slow(line)) == nil)
      #expect(fast(line).flatMap(checked) == nil)
    }
  }

  @Test("Rows are a format-2 field: in a format-1 history they are an unknown key")
  func rowsInFormatOne() {
    let line = #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":2,"guesses":["slate","crane"],"hardMode":false,"language":"en","mode":"unlimited","won":true}"#
    #expect(fast(line, format: 1) == nil)
    #expect(slow(line, format: 1).problems == [.unknown("guesses")])
    #expect(checked(slow(line, format: 2))?.guesses == words("slate", "crane"))
  }

  @Test("A line the fast reader declines is still read, through the decoder")
  func fallback() throws {
    let files = InMemoryFiles()
    let storage = memoryStorage(files)
    let records = [record(.daily, 1, won: true), record(.unlimited, won: false)]
    storage.save(history: records)
    var lines = try #require(files[testLocations.historyFile.path])
      .split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    lines[1] = lines[1].replacingOccurrences(of: "\"crane\"", with: #""cr\u0061ne""#)
    files[testLocations.historyFile.path] = Data((lines.joined(separator: "\n") + "\n").utf8)
    #expect(fast(lines[1]) == nil)
    #expect(storage.loadHistory() == records)
    #expect(storage.takeNotices().isEmpty)
  }
}
