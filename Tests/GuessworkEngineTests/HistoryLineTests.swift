import Foundation
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

  func fast(_ text: String) -> GameRecord? {
    Data(text.utf8).withUnsafeBytes { GameRecord(historyLine: $0) }
  }

  @Test(
    "Every kind of record reads back as written",
    arguments: [
      record(.daily, 1, won: true, guesses: 1, at: utc("2026-01-01T00:00:00Z")),
      record(.daily, 365, won: false, hardMode: true, at: utc("2026-12-31T23:59:59Z")),
      record(.unlimited, won: true, guesses: 6, at: utc("2027-02-28T12:30:05Z")),
      record(.daily, 60, won: true, language: .spanish, answer: "señor", at: utc("2028-02-29T08:00:00Z")),
      record(.unlimited, won: false, language: .spanish, answer: "niños", at: utc("1999-12-31T23:00:00Z")),
    ])
  func roundTrip(_ record: GameRecord) throws {
    let line = String(decoding: try encoder.encode(record), as: UTF8.self)
    #expect(fast(line) == record, "\(line)")
  }

  @Test(
    "Lines it does not know are left to the decoder",
    arguments: [
      #"{"answer":"crane", "finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","won":true}"#,
      #"{"answer":"cr\u0061ne","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00.250Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","puzzleNumber":null,"won":true}"#,
      #"{"answer":"crane","extra":1,"finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3.0,"hardMode":false,"language":"en","mode":"daily","won":true}"#,
    ])
  func declines(_ line: String) {
    #expect(fast(line) == nil)
  }

  @Test(
    "Broken lines give nothing",
    arguments: [
      "", "{", "{}", #"{"answer":"crane""#,
      #"{"answer":"crane","finishedAt":"2026-02-30T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"xx","mode":"daily","won":true}"#,
      #"{"answer":"cranes","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","won":true}"#,
      #"{"answer":"crane","finishedAt":"2026-01-01T00:00:00Z","guessCount":3,"hardMode":false,"language":"en","mode":"daily","won":true}x"#,
    ])
  func broken(_ line: String) {
    #expect(fast(line) == nil)
  }

  @Test("A line the fast reader declines is still read, through the decoder")
  func fallback() throws {
    let files = InMemoryFiles()
    let storage = memoryStorage(files)
    let records = [record(.daily, 1, won: true), record(.unlimited, won: false)]
    storage.save(history: records)
    var lines = try #require(files[testLocations.historyFile.path])
      .split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    lines[1] = lines[1].replacingOccurrences(of: ",", with: ", ")
    files[testLocations.historyFile.path] = Data((lines.joined(separator: "\n") + "\n").utf8)
    #expect(fast(lines[1]) == nil)
    #expect(storage.loadHistory() == records)
    #expect(storage.takeNotices().isEmpty)
  }
}
