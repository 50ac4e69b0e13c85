import FoundationEssentials
import GuessworkEngine

/// The part of an `OpeningBook` that depends only on a language's lists and the mode, worked out
/// ahead by `tools/make-openings.sh` and compiled in (`ShippedOpenings.swift`), so that no review
/// waits for it: finding the solver's opening and fitting its estimate takes 1–20 s a list, and
/// the rest of the book is derived from these three numbers in a few milliseconds.
///
/// Each entry names the lists it was made from by their fingerprint: lists that differ (other
/// data, a restored round whose answer the lists no longer hold) do not match, and their book is
/// computed as before. A unit test recomputes a sample and checks every fingerprint, so lists
/// changed without running the generator fail `make test`.
public struct ShippedOpening: Sendable, Hashable {
  public let language: Language
  public let length: Int
  public let isHardMode: Bool
  /// `fingerprint(of:)` of the lists it was computed over.
  public let lists: UInt64
  /// The solver's first guess with look-ahead.
  public let opening: Word
  /// The line every first guess is valued by (`OpeningEstimate`), fitted on `opening`.
  public let estimate: OpeningEstimate
  /// The solver's second guess after each outcome of `opening` but the win, as written in the
  /// source: "code:word" pairs (the outcome's `Pattern.code`) apart by spaces or line breaks. The
  /// decision after the opening is the costliest of a solver's round (hundreds of words still
  /// possible, 100–200 ms), and the same in every round of the list.
  public let repliesText: String

  public init(
    language: Language, length: Int, isHardMode: Bool, lists: UInt64, opening: String,
    intercept: Double, slope: Double, replies: String = ""
  ) {
    self.language = language
    self.length = length
    self.isHardMode = isHardMode
    self.lists = lists
    self.opening = Word(opening, length: length)!
    estimate = OpeningEstimate(intercept: intercept, slope: slope)
    repliesText = replies
  }

  /// The replies by outcome (a pair that does not read is left out: its reply is decided live).
  public func replies(length: Int) -> [Pattern: Word] {
    var replies: [Pattern: Word] = [:]
    for pair in repliesText.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let parts = pair.split(separator: ":")
      guard parts.count == 2, let code = UInt16(parts[0]), Int(code) < Pattern.count(length: length),
        let word = Word(parts[1], length: length)
      else { continue }
      replies[Pattern(code: code, length: length)] = word
    }
    return replies
  }

  /// `replies` as the source writes them: ordered by outcome, wrapped to lines of 96 characters.
  public static func repliesText(_ replies: [Pattern: Word]) -> String {
    var lines: [String] = []
    var line = ""
    for (pattern, word) in replies.sorted(by: { $0.key < $1.key }) {
      let pair = "\(pattern.code):\(word.text)"
      if !line.isEmpty && line.count + 1 + pair.count > 96 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + pair
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// The shipped entry made from exactly these lists, in this mode.
  public static func find(for words: WordList, hardMode: Bool) -> ShippedOpening? {
    let candidates = all.filter {
      $0.language == words.language && $0.length == words.length && $0.isHardMode == hardMode
    }
    guard !candidates.isEmpty else { return nil }
    let print = fingerprint(of: words)
    return candidates.first { $0.lists == print }
  }

  /// FNV-1a (64 bits) over the answers' codes, a separator, and every accepted word's codes: the
  /// same on every machine and run (Swift's `Hasher` is seeded per process), a millisecond for
  /// 50,000 words.
  public static func fingerprint(of words: WordList) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      var value = value
      for _ in 0..<8 {
        hash = (hash ^ (value & 0xff)) &* 0x0000_0100_0000_01b3
        value >>= 8
      }
    }
    for word in words.answers { mix(word.code) }
    mix(UInt64.max)
    for word in words.acceptedWords { mix(word.code) }
    return hash
  }

  /// The entry's source line, as the generator writes it.
  public var sourceLine: String {
    let hex = String(lists, radix: 16)
    return "    ShippedOpening(\n"
      + "      language: .\(language), length: \(length), isHardMode: \(isHardMode),\n"
      + "      lists: 0x\(String(repeating: "0", count: 16 - hex.count) + hex), opening: \"\(opening.text)\",\n"
      + "      intercept: \(estimate.intercept), slope: \(estimate.slope),\n"
      + "      replies: \"\"\"\n"
      + repliesText.split(separator: "\n").map { "        \($0)\n" }.joined()
      + "        \"\"\"),"
  }
}
