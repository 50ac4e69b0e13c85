import FoundationEssentials
import GuessworkEngine
import Localization

extension SessionEnvironment {
  /// The real clock, time zone, randomness, word lists and XDG folders.
  ///
  /// `GUESSWORK_TODAY=YYYY-MM-DD` pretends the local date is that day, at noon, and
  /// `GUESSWORK_TODAY=YYYY-MM-DDTHH:MM:SS` that local time (the clock still runs), so tests never
  /// depend on the real date and can watch midnight pass. `now` replaces that clock (the UI
  /// tests' `ManualClock`).
  static func live(
    dataFolder: URL, environment: [String: String], now: (@Sendable () -> Date)? = nil
  ) -> SessionEnvironment {
    // The system's zone through the C library, followed if it changes while the game runs.
    let timeZone = LocalTimeZone.system
    let now = now ?? liveClock(environment: environment)
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
    live.otherLengthLists = { language, length in
      try WordListLoader.load(language, length: length, from: words)
    }
    live.firstStartLanguage = playerLanguage(environment: environment)
    return live
  }

  /// The real clock, or the pretended one of `GUESSWORK_TODAY` (checked before GTK starts,
  /// `EnvironmentCheck`: a value that is not a date or a time never gets this far in the game).
  static func liveClock(environment: [String: String]) -> @Sendable () -> Date {
    guard let text = environment[pretendedTodayVariable],
      let start = pretendedStart(text, in: LocalTimeZone.system)
    else { return { Date() } }
    let offset = start.timeIntervalSinceNow
    return { Date().addingTimeInterval(offset) }
  }

  static let pretendedTodayVariable = "GUESSWORK_TODAY"

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

  /// The instant `GUESSWORK_TODAY` names: `YYYY-MM-DD` (its noon) or `YYYY-MM-DDTHH:MM[:SS]` (that
  /// local time); `nil` for anything else, the empty text included. Two digits for each field of
  /// the time, as the date has its own fixed widths; no more than 19 characters are read.
  static func pretendedStart(_ text: String, in timeZone: LocalTimeZone) -> Date? {
    guard text.utf8.count <= 19 else { return nil }
    let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    guard let date = parts.first, let day = LocalDay(iso: String(date)) else { return nil }
    guard parts.count == 2 else { return day.start(in: timeZone).addingTimeInterval(12 * 3600) }
    let fields = parts[1].split(separator: ":", omittingEmptySubsequences: false)
    let numbers = fields.compactMap { field in
      let isTwoDigits = field.utf8.count == 2 && field.utf8.allSatisfy { (0x30...0x39).contains($0) }
      return isTwoDigits ? Int(field) : nil
    }
    guard (2...3).contains(fields.count), numbers.count == fields.count, numbers[0] < 24,
      numbers[1] < 60, numbers.count == 2 || numbers[2] < 60
    else { return nil }
    return day.instant(
      hour: numbers[0], minute: numbers[1], second: numbers.count == 3 ? numbers[2] : 0,
      in: timeZone)
  }
}
