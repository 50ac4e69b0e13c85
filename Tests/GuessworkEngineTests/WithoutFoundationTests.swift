import Foundation
import PropertyBased
import Testing

@testable import GuessworkEngine

// The game loads FoundationEssentials only (no Foundation, no ICU: BENCHMARKS.md has the gain), so
// the engine does by hand what Foundation's formatters, regular expressions, Unicode normalisation
// and time zones did. These tests (which may use all of Foundation) hold each replacement to the
// Foundation code it replaced.

@Suite("What replaced Foundation agrees with Foundation")
struct WithoutFoundationTests {
  @Test("Every precomposed character folds to the base letter of its canonical decomposition")
  func letterFoldingMatchesNFD() {
    var checked = 0
    for value in UInt32(0x80)..<0x3_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      #expect(Letter(character) == foundationLetter(character), "U+\(String(value, radix: 16))")
      checked += 1
    }
    #expect(checked > 190_000)
  }

  @Test(
    "Letters followed by combining marks fold as Foundation folds them",
    arguments: ["e\u{301}", "E\u{300}\u{302}", "n\u{303}", "N\u{303}", "n\u{303}\u{301}", "ñ\u{301}",
      "a\u{20DD}", "1\u{301}", "é\u{302}", "u\u{308}", "\u{1E17}", "ø", "ß", "ı"])
  func combiningSequences(text: String) throws {
    let character = try #require(text.count == 1 ? text.first : nil)
    #expect(Letter(character) == foundationLetter(character))
  }

  @Test("The moved-aside suffix is DateFormatter's yyyyMMdd-HHmmss in UTC")
  func timestampMatchesDateFormatter() async {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    await propertyCheck(count: 500, input: Gen.int(in: -2_000_000_000...4_000_000_000)) { seconds in
      let date = Date(timeIntervalSince1970: Double(seconds) + 0.75)
      #expect(Storage.timestamp(date) == formatter.string(from: date))
    }
    #expect(Storage.timestamp(utc("2026-03-15T12:34:56Z")) == "20260315-123456")
  }

  @Test("A damaged settings file keeps the fields the old regular expression kept, cut anywhere")
  func completeFieldsMatchesRegularExpression() {
    let files = [
      #"{"format":1,"hardMode":true,"highContrast":false,"language":"es","mode":"unlimited","theme":"dark","windowHeight":900,"windowWidth":640}"#,
      #"{ "format" : 1 , "name" : "a \"quoted\" \\ text" , "ratio" : -12.5 , "none" : null }"#,
      "{\"format\":1,\n  \"theme\": \"light\"\t,\n  \"x\":\"line\\\nbreak\",\"y\": 1.}",
      #"{"format":1,"bad key":2,"ok":true}garbage"theme":"dark"}"#,
    ]
    for file in files {
      for end in file.indices + [file.endIndex] {
        let data = Data(file[..<end].utf8)
        #expect(Storage.completeFields(of: data) == regularExpressionFields(of: data), "\(file[..<end])")
      }
    }
  }

  @Test("Random JSON-like text keeps the fields the old regular expression kept")
  func completeFieldsOnRandomText() async {
    let pieces = [
      "{", "}", ",", ":", " ", "\n", "\"", "\\", "\"format\"", "\"theme\"", "\"dark\"", "1", "-", ".", "5",
      "true", "fals", "null", "\"a b\"", "é", "\"windowWidth\":", "\"x\\\"y\"",
    ]
    await propertyCheck(
      count: 1_000, input: Gen<String?>.element(of: pieces).compactMap { $0 }.array(of: 0...24)
    ) { parts in
      let data = Data(parts.joined().utf8)
      #expect(Storage.completeFields(of: data) == regularExpressionFields(of: data), "\(parts.joined())")
    }
  }

  @Test("Zero-padded numbers read as String(format:) wrote them", arguments: [0, 7, 42, 123, 2026, -5, 99_999])
  func zeroPadding(value: Int) {
    #expect(value.zeroPadded(2) == String(format: "%02d", value))
    #expect(value.zeroPadded(4) == String(format: "%04d", value))
  }

  @Test(
    "Word-list lines are trimmed as trimmingCharacters(in: .whitespacesAndNewlines) trimmed them",
    arguments: ["  crane\t", "\u{00A0}árbol\u{2003}", "\r\n", "", "a b", "\u{FEFF}slate"])
  func trimming(text: String) {
    #expect(WordListLoader.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test("Every minute of the days the clocks change (2025–2027) is the instant Foundation's calendar gives")
  func wallClockInstantsOnChangeDays() {
    var changeDays = 0
    for zone in ["Europe/Madrid", "America/New_York", "Australia/Lord_Howe", "America/Santiago"] {
      let calendar = Calendar.gregorian(zone)
      let local = LocalTimeZone(calendar.timeZone)
      for offset in 0..<(3 * 366) {
        let day = LocalDay(iso: "2025-01-01")!.adding(days: offset)
        let start = instantOf(day, 0, in: calendar)
        guard calendar.timeZone.secondsFromGMT(for: start) != calendar.timeZone.secondsFromGMT(
          for: start.addingTimeInterval(86_400)) else { continue }
        changeDays += 1
        for minutes in 0..<(24 * 60) {
          let instant = day.instant(hour: minutes / 60, minute: minutes % 60, in: local)
          let parts = calendar.dateComponents([.hour, .minute], from: instant)
          // A time the change skips: the first moment after the gap (Foundation moves it by the gap).
          guard parts.hour == minutes / 60 && parts.minute == minutes % 60 else { continue }
          #expect(instant == instantOf(day, minutes, in: calendar), "\(zone) \(day) \(minutes / 60):\(minutes % 60)")
        }
      }
    }
    #expect(changeDays >= 20)
  }

  @Test("A wall-clock time in a zone is the instant Foundation's calendar gives for it")
  func wallClockInstants() async {
    let zones = ["Europe/Madrid", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "UTC"]
    await propertyCheck(
      count: 400, input: Gen.int(in: 0...(3 * 366)), Gen.int(in: 0...(24 * 60 - 1)),
      Gen<String?>.element(of: zones).compactMap { $0 }
    ) { days, minutes, zone in
      let calendar = Calendar.gregorian(zone)
      let day = LocalDay(iso: "2025-01-01")!.adding(days: days)
      let instant = day.instant(hour: minutes / 60, minute: minutes % 60, in: LocalTimeZone(calendar.timeZone))
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
      // Foundation moves a time that a daylight-saving change skips forward by the gap; the engine
      // takes the first moment after the gap. Elsewhere both are the same instant.
      if parts.hour == minutes / 60 && parts.minute == minutes % 60 {
        #expect(instant == instantOf(day, minutes, in: calendar))
        #expect(LocalDay(containing: instant, in: calendar) == day)
      } else {
        #expect(calendar.timeZone.nextDaylightSavingTimeTransition(after: instant.addingTimeInterval(-7200))
          .map { $0 <= instant } == true)
      }
    }
  }
}

/// The system time zone is read from `$TZ` (or /etc/localtime) through the C library: these tests
/// set `TZ`, so they run one at a time; nothing else in the tests reads the system zone.
@Suite("The system time zone", .serialized)
struct SystemTimeZoneTests {
  @Test(
    "The C library's zone gives the offsets of Foundation's named zone",
    arguments: ["America/New_York", "Europe/Berlin", "America/Santiago", "Asia/Kathmandu", "Pacific/Chatham"])
  func systemZoneMatchesFoundation(zone: String) throws {
    let saved = getenv("TZ").map { String(cString: $0) }
    setenv("TZ", zone, 1)
    defer {
      if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
      tzset()
    }
    let foundation = try #require(TimeZone(identifier: zone))
    let start = utc("2026-01-01T00:00:00Z")
    for hour in stride(from: 0, to: 366 * 24, by: 7) {
      let instant = start.addingTimeInterval(Double(hour) * 3600)
      #expect(LocalTimeZone.system.secondsFromUTC(instant) == foundation.secondsFromGMT(for: instant))
    }
    // And the next puzzle starts at the next local midnight that Foundation's calendar finds.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = foundation
    let moment = utc("2026-06-10T15:00:00Z")
    let midnight = calendar.startOfDay(for: calendar.date(byAdding: .day, value: 1, to: moment)!)
    #expect(DailySchedule.nextPuzzleStart(after: moment, in: .system) == midnight)
  }
}

/// `Letter.init(_:)` as it was with Foundation: the canonical decomposition, an ASCII base letter
/// and combining diacritical marks only; `ñ` when the only mark is a tilde on `n`.
private func foundationLetter(_ character: Character) -> Letter? {
  if character.isASCII { return Letter(character) }
  let scalars = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
  guard let base = scalars.first, base.isASCII else { return nil }
  let marks = scalars.dropFirst()
  guard marks.allSatisfy({ (0x300...0x36F).contains($0.value) }) else { return nil }
  if marks.count == 1 && marks.first?.value == 0x303 && (base == "n" || base == "N") { return Letter("ñ") }
  // Ä, Ö, Ü: German's letters of their own since French, German, Italian and Portuguese came.
  if marks.count == 1 && marks.first?.value == 0x308, let own = ["a": "ä", "o": "ö", "u": "ü"][
    String(base).lowercased()]
  {
    return Letter(Character(own))
  }
  return Letter(Character(base)).flatMap { $0.index < 26 ? $0 : nil }
}

/// `Storage.completeFields(of:)` as it was, with `NSRegularExpression`.
private func regularExpressionFields(of data: Data) -> Data? {
  guard let text = String(data: data, encoding: .utf8),
    let pattern = try? NSRegularExpression(
      pattern: #""([A-Za-z]+)"\s*:\s*("(?:[^"\\]|\\.)*"|-?[0-9]+(?:\.[0-9]+)?|true|false|null)\s*(?=[,}])"#)
  else { return nil }
  let range = NSRange(text.startIndex..., in: text)
  let pairs = pattern.matches(in: text, range: range).compactMap { match -> String? in
    guard let key = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text)
    else { return nil }
    return "\"\(text[key])\":\(text[value])"
  }
  guard !pairs.isEmpty else { return nil }
  return Data(("{" + pairs.joined(separator: ",") + "}").utf8)
}

private func instantOf(_ day: LocalDay, _ minutes: Int, in calendar: Calendar) -> Date {
  calendar.date(
    from: DateComponents(year: day.year, month: day.month, day: day.day, hour: minutes / 60, minute: minutes % 60))!
}
