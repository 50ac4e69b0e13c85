import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// How far a wall clock is ahead of UTC at each instant, daylight saving included: all the game
/// needs of a time zone to tell which local day it is and when the next one starts.
///
/// The live game reads the system's zone through the C library (`.system`). Foundation's own
/// `TimeZone.current` needs `FoundationInternationalization` and the ICU data (about 9 MB resident
/// and a slower start, see BENCHMARKS.md); without them it is always UTC.
public struct LocalTimeZone: Sendable {
  /// Seconds east of UTC on the wall clock at the instant.
  public var secondsFromUTC: @Sendable (Date) -> Int

  public init(secondsFromUTC: @escaping @Sendable (Date) -> Int) {
    self.secondsFromUTC = secondsFromUTC
  }

  /// A Foundation time zone (the tests name theirs, e.g. `TimeZone(identifier: "Europe/Madrid")`).
  public init(_ timeZone: TimeZone) {
    self.init { timeZone.secondsFromGMT(for: $0) }
  }

  public static let utc = LocalTimeZone { _ in 0 }

  /// The zone the system clock shows: `$TZ`, else `/etc/localtime`. Looked up again at every use
  /// (`tzset` re-reads the zone file when it has changed), so a game left running follows a move
  /// to another zone, as `Calendar.autoupdatingCurrent` did.
  public static let system = LocalTimeZone { instant in
    var seconds = time_t(instant.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    tzset()
    guard localtime_r(&seconds, &parts) != nil else { return 0 }
    return parts.tm_gmtoff
  }

  /// The wall-clock time at `instant`, as seconds since 1970-01-01 00:00 on that clock.
  func wallSeconds(at instant: Date) -> Int {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    return seconds + secondsFromUTC(Date(timeIntervalSince1970: TimeInterval(seconds)))
  }

  /// The first instant, not before `earliest` (a count of seconds since 1970 UTC), at which the
  /// wall clock shows `wallSeconds` or later: the moment itself, or, when a daylight-saving change
  /// skips it, the first moment after the gap; in an hour repeated when the clocks go back, its
  /// first occurrence unless `earliest` rules that out.
  ///
  /// No zone is two days away from UTC, so the answer lies within two days of `wallSeconds`. The
  /// wall clock goes back only inside a repeated hour, where the search below may land on either
  /// occurrence; the first is then found from the offset before the change.
  func firstInstant(showing wallSeconds: Int, notBefore earliest: Int? = nil) -> Date {
    let found = crossing(of: wallSeconds, notBefore: earliest)
    let offsetBefore = secondsFromUTC(Date(timeIntervalSince1970: TimeInterval(found - 3 * 3600)))
    let earlier = wallSeconds - offsetBefore
    if earlier < found, earlier >= earliest ?? .min,
      secondsFromUTC(Date(timeIntervalSince1970: TimeInterval(earlier))) == offsetBefore
    {
      return Date(timeIntervalSince1970: TimeInterval(earlier))
    }
    return Date(timeIntervalSince1970: TimeInterval(found))
  }

  /// An instant at which the wall clock reaches `wallSeconds` (a bisection: where the clock goes
  /// back, possibly the later of two).
  private func crossing(of wallSeconds: Int, notBefore earliest: Int?) -> Int {
    var low = Swift.max(wallSeconds - 2 * 86_400, earliest ?? .min)
    var high = Swift.max(wallSeconds + 2 * 86_400, low)
    while low < high {
      let middle = low + (high - low) / 2
      if self.wallSeconds(at: Date(timeIntervalSince1970: TimeInterval(middle))) >= wallSeconds {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
