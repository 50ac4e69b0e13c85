import FoundationEssentials
import GuessworkEngine
import GuessworkViewModel

/// `--date` for a day that has no puzzle (not out yet, or before puzzle #1) is a mistake on the
/// command line like a malformed date: it is said on stderr and the game exits with status 2
/// before GTK starts, instead of opening an error window.
enum ArchiveDateCheck {
  /// The message for such a day, or `nil` when the request can be played.
  static func problem(
    with request: LaunchRequest, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    guard case .date(let day) = request else { return nil }
    let today = SessionEnvironment.liveToday(environment: environment)
    return LaunchError.refusingDay(day, today: today)?.text
  }
}
