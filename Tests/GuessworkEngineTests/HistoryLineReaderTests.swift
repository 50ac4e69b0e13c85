import FoundationEssentials
import Testing

@testable import GuessworkEngine

/// The history's fast line reader takes what JSON allows between tokens: a history whose lines
/// end in CRLF (an editor elsewhere) or hold spaces is read by it, not by `JSONDecoder` line by
/// line (a million such lines once took 55 s, the window waiting on them).
@Suite("History lines read by hand")
struct HistoryLineReaderTests {
  let records: [GameRecord] = [
    record(.daily, 74, won: true, guesses: 2, answer: "crane", rows: ["slate", "crane"]),
    record(.unlimited, won: false, language: .german, answer: "kätze", hardMode: true),
    record(.unlimited, won: true, guesses: 1, answer: "robot", at: utc("2026-11-20T23:59:59Z")),
  ]

  func fast(_ text: [UInt8]) -> GameRecord? {
    text.withUnsafeBytes { bytes in
      guard let fields = RecordFields(historyLine: bytes, format: Storage.historyFormat),
        case .success(let record) = GameRecord.validated(fields, rules: .withoutWordLists)
      else { return nil }
      return record
    }
  }

  @Test("A line as written, with CRLF, or with spaces between its tokens: the fast reader, the same record")
  func whitespaceBetweenTokens() {
    for record in records {
      let line = String(decoding: record.historyLine(), as: UTF8.self)
      let spaced = line.replacingOccurrences(of: "\":", with: "\" : ")
        .replacingOccurrences(of: ",\"", with: " ,\t\"")
      for variant in [line, line + "\r", " " + line + " \r", spaced, "{ " + spaced.dropFirst() + "\r"] {
        #expect(fast(Array(variant.utf8)) == record, "\(variant)")
      }
    }
  }

  @Test("What is not JSON stays refused by the fast reader (a space inside a number or a literal)")
  func spacesInsideTokens() {
    let line = String(decoding: records[0].historyLine(), as: UTF8.self)
    for broken in [
      line.replacingOccurrences(of: "\"puzzleNumber\":74", with: "\"puzzleNumber\":7 4"),
      line.replacingOccurrences(of: "true", with: "tr ue"),
      line.replacingOccurrences(of: "\"puzzleNumber\":74", with: "\"puzzleNumber\":- 74"),
      line + "\r x",
    ] {
      #expect(fast(Array(broken.utf8)) == nil, "\(broken)")
    }
  }
}
