import Foundation
import GuessworkEngine

extension SessionEnvironment {
  /// The real clock, calendar, randomness, word lists and XDG folders.
  ///
  /// `GUESSWORK_TODAY=YYYY-MM-DD` pretends the local date is that day (the clock still runs), so
  /// end-to-end tests never depend on the real date.
  static func live(dataFolder: URL, environment: [String: String]) -> SessionEnvironment {
    let calendar = Calendar.current
    var now: @Sendable () -> Date = Date.init
    if let text = environment["GUESSWORK_TODAY"], let day = LocalDay(iso: text) {
      let offset = day.start(in: calendar).addingTimeInterval(12 * 3600).timeIntervalSinceNow
      now = { Date().addingTimeInterval(offset) }
    }
    let words = dataFolder.appendingPathComponent("words", isDirectory: true)
    let clock = now
    return SessionEnvironment(
      now: now, calendar: calendar,
      random: {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
      },
      wordLists: { language in try WordListLoader.load(language, from: words) },
      storage: Storage(locations: StorageLocations(environment: environment), clock: clock))
  }
}
