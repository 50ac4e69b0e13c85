import FoundationEssentials

/// A calendar date with no time and no time zone: the day a daily puzzle belongs to.
///
/// Day arithmetic is done on the proleptic Gregorian day count, never by adding 86,400 seconds, so
/// daylight-saving changes and year ends cannot shift a puzzle.
public struct LocalDay: Hashable, Comparable, Sendable {
  public let year: Int
  public let month: Int
  public let day: Int

  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), (1...LocalDay.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads `YYYY-MM-DD`.
  public init?(iso text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Days since 1970-01-01 (negative before it).
  public var ordinal: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = (month + 9) % 12
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  public init(ordinal: Int) {
    // Howard Hinnant's civil_from_days.
    let z = ordinal + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  public func adding(days: Int) -> LocalDay { LocalDay(ordinal: ordinal + days) }

  /// The date it is at `instant` on a wall clock in the zone. Puzzle dates are Gregorian whatever
  /// calendar the desktop uses.
  public init(containing instant: Date, in zone: LocalTimeZone) {
    let wall = zone.wallSeconds(at: instant)
    self.init(ordinal: wall >= 0 ? wall / 86_400 : (wall - 86_399) / 86_400)
  }

  /// The first instant of this day in the zone (local midnight, or the first moment after it where
  /// a daylight-saving change skips midnight).
  public func start(in zone: LocalTimeZone) -> Date {
    zone.firstInstant(showing: ordinal * 86_400)
  }

  /// The first instant a wall clock in the zone shows this day at `hour:minute:second` (or the
  /// first moment after it, when a daylight-saving change skips that time).
  public func instant(hour: Int, minute: Int, second: Int = 0, in zone: LocalTimeZone) -> Date {
    zone.firstInstant(showing: ordinal * 86_400 + hour * 3600 + minute * 60 + second)
  }

  public var iso: String {
    "\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))"
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.ordinal < rhs.ordinal }
}

extension LocalDay: CustomStringConvertible {
  public var description: String { iso }
}

extension LocalDay: Codable {
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let day = LocalDay(iso: text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date: \(text)")
    }
    self = day
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso)
  }
}
