import FoundationEssentials
import Testing

@testable import GuessworkEngine

/// The history's own line writer writes what `JSONEncoder` would, byte for byte: files written by
/// either read the same, in this version and the ones before it.
@Suite("History lines written by hand")
struct HistoryLineWriterTests {
  let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  @Test("Every kind of record, in every language and length, at any instant: the same bytes as JSONEncoder")
  func sameAsTheEncoder() throws {
    var generator = SeededGenerator(seed: 54)
    let letters: [Language: [Character]] = [
      .spanish: Array("abcdefghijklmnñopqrstuvwxyz"), .german: Array("abcdefghijklmnopqrstuvwxyzäöü"),
    ]
    var checked = 0
    for _ in 0..<3_000 {
      let language = Language.allCases.randomElement(using: &generator)!
      let length = [4, 5, 6, 7].randomElement(using: &generator)!
      let alphabet = letters[language] ?? Array("abcdefghijklmnopqrstuvwxyz")
      func randomWord() -> Word {
        Word(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
          ?? Word(String(repeating: "a", count: length))!
      }
      let daily = Bool.random(using: &generator)
      let won = Bool.random(using: &generator)
      let count = Int.random(in: 1...6, using: &generator)
      let answer = randomWord()
      var guesses = (0..<count).map { _ in randomWord() }
      if won { guesses[count - 1] = answer }
      let instant = Date(timeIntervalSince1970: Double.random(in: 946_684_800..<7_258_118_400, using: &generator))
      guard
        let record = try? GameRecord(
          mode: daily ? .daily : .unlimited, language: language,
          puzzleNumber: daily ? Int.random(in: 1...70_000, using: &generator) : nil, answer: answer,
          won: won, guessCount: won ? count : 6, hardMode: Bool.random(using: &generator),
          finishedAt: instant, guesses: Bool.random(using: &generator) && (won || count == 6) ? guesses : nil,
          isArchive: daily && Bool.random(using: &generator))
      else { continue }
      let expected = Array(try encoder.encode(record))
      #expect(record.historyLine() == expected, "\(String(decoding: expected, as: UTF8.self))")
      checked += 1
    }
    #expect(checked > 1_000)
  }
}
