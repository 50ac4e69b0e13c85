import FoundationEssentials
import GuessworkEngine
import Localization

extension SessionEnvironment {
  /// The real clock, time zone, randomness, word lists and XDG folders.
  ///
  /// `GUESSWORK_TODAY=YYYY-MM-DD` pretends the local date is that day, at noon, and
  /// `GUESSWORK_TODAY=YYYY-MM-DDTHH:MM:SS` that local time (the clock still runs), so tests never
  /// depend on the real date and can watch midnight pass.
  static func live(dataFolder: URL, environment: [String: String]) -> SessionEnvironment {
    // The system's zone through the C library, followed if it changes while the game runs.
    let timeZone = LocalTimeZone.system
    let now = liveClock(environment: environment)
    let words = dataFolder.appendingPathComponent("words", isDirectory: true)
    let clock = now
    var live = SessionEnvironment(
      now: now, timeZone: timeZone,
      random: {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
      },
      wordLists: { language in try WordListLoader.load(language, from: words) },
      storage: Storage(
        locations: StorageLocations(environment: environment), clock: clock, writesInBackground: true))
    live.firstStartLanguage = playerLanguage(environment: environment)
    return live
  }

  /// The real clock, or the pretended one of `GUESSWORK_TODAY`.
  static func liveClock(environment: [String: String]) -> @Sendable () -> Date {
    guard let text = environment["GUESSWORK_TODAY"],
      let start = pretendedStart(text, in: LocalTimeZone.system)
    else { return { Date() } }
    let offset = start.timeIntervalSinceNow
    return { Date().addingTimeInterval(offset) }
  }

  /// The local date now, as the game will see it.
  static func liveToday(environment: [String: String]) -> LocalDay {
    LocalDay(containing: liveClock(environment: environment)(), in: LocalTimeZone.system)
  }

  /// The first of the player's languages (`LANGUAGE`, then the locale) that the game has words for;
  /// English when there is none.
  static func playerLanguage(environment: [String: String]) -> Language {
    let codes = messageLanguages(locale: Catalogue.messagesLocale, languageVariable: environment["LANGUAGE"])
    return codes.lazy.compactMap { Language(rawValue: $0) }.first ?? .english
  }

  /// The instant `GUESSWORK_TODAY` names: a date (its noon) or a date and a local time.
  private static func pretendedStart(_ text: String, in timeZone: LocalTimeZone) -> Date? {
    let parts = text.split(separator: "T", maxSplits: 1).map(String.init)
    guard let day = LocalDay(iso: parts[0]) else { return nil }
    guard parts.count == 2 else { return day.start(in: timeZone).addingTimeInterval(12 * 3600) }
    let fields = parts[1].split(separator: ":").compactMap { Int($0) }
    guard (2...3).contains(fields.count), (0..<24).contains(fields[0]), (0..<60).contains(fields[1]) else {
      return nil
    }
    return day.instant(
      hour: fields[0], minute: fields[1], second: fields.count == 3 ? fields[2] : 0, in: timeZone)
  }
}
