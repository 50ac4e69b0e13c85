/// One month of the archive for one language: each day's daily puzzle and how the player stands
/// with it. A pure value built from the history, the rounds in progress and today's date, so the
/// calendar's rules are tested without a window, a disk or a clock.
public struct ArchiveMonth: Hashable, Sendable {
  /// A month of the Gregorian calendar.
  public struct Month: Hashable, Comparable, Sendable {
    public let year: Int
    /// 1–12.
    public let month: Int

    public init(year: Int, month: Int) {
      precondition((1...12).contains(month), "months are numbered 1 to 12")
      self.year = year
      self.month = month
    }

    public init(containing day: LocalDay) { self.init(year: day.year, month: day.month) }

    public var firstDay: LocalDay { LocalDay(year: year, month: month, day: 1)! }
    public var dayCount: Int { LocalDay.daysIn(month: month, year: year) }
    public var previous: Month {
      month == 1 ? Month(year: year - 1, month: 12) : Month(year: year, month: month - 1)
    }
    public var next: Month {
      month == 12 ? Month(year: year + 1, month: 1) : Month(year: year, month: month + 1)
    }

    public static func < (lhs: Month, rhs: Month) -> Bool {
      (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
  }

  /// Where the player stands with one day's puzzle.
  public enum State: Hashable, Sendable {
    /// Before puzzle #1: there is nothing to play.
    case beforeFirstPuzzle
    /// After today: not out yet, and it cannot be opened.
    case future
    case notPlayed
    /// Started and saved, with this many guesses made (0 when only letters were typed).
    case inProgress(guesses: Int)
    case won(guesses: Int)
    case lost

    /// Whether choosing the day plays (or shows) its puzzle.
    public var canOpen: Bool {
      switch self {
      case .beforeFirstPuzzle, .future: false
      case .notPlayed, .inProgress, .won, .lost: true
      }
    }
  }

  public struct Day: Hashable, Sendable {
    public let date: LocalDay
    /// The daily puzzle's number; `nil` before the first puzzle.
    public let number: Int?
    public let state: State
    public let isToday: Bool
    /// The rows of the day's round (its record's shape, or the daily puzzle's).
    public let rows: Int
  }

  public let month: Month
  public let today: LocalDay
  /// Every day of the month, the 1st first.
  public let days: [Day]

  /// - Parameters:
  ///   - history: the finished games (any language and mode: only daily puzzles of `language`
  ///     count, whether played on their day or later).
  ///   - inProgress: the rounds started and not finished, by puzzle number: the guesses made.
  public init(
    _ month: Month, language: Language, history: [GameRecord], inProgress: [Int: Int],
    today: LocalDay
  ) {
    self.month = month
    self.today = today
    var finished: [Int: GameRecord] = [:]
    for record in history
    where record.mode == .daily && record.language == language && record.puzzleNumber != nil
      && record.shape == .dailyPuzzle
    {
      // The history keeps each puzzle once; the first record is the one that counts.
      if finished[record.puzzleNumber!] == nil { finished[record.puzzleNumber!] = record }
    }
    days = (1...month.dayCount).map { dayOfMonth in
      let date = LocalDay(year: month.year, month: month.month, day: dayOfMonth)!
      let number = DailySchedule.number(for: date)
      let state: State
      var rows = RoundShape.standardRows
      if let number {
        let record = finished[number]
        rows = (record?.shape ?? .dailyPuzzle).rows
        if date > today {
          state = .future
        } else if let record {
          state = record.won ? .won(guesses: record.guessCount) : .lost
        } else if let guesses = inProgress[number] {
          state = .inProgress(guesses: guesses)
        } else {
          state = .notPlayed
        }
      } else {
        state = .beforeFirstPuzzle
      }
      return Day(date: date, number: number, state: state, isToday: date == today, rows: rows)
    }
  }

  /// The first month with a puzzle.
  public static let firstMonth = Month(containing: DailySchedule.firstDay)

  /// The last month the archive shows: today's (the first month's while the clock is earlier).
  public static func lastMonth(today: LocalDay) -> Month {
    max(Month(containing: today), firstMonth)
  }

  /// Whether the month before can be shown (there are puzzles in it).
  public var hasPrevious: Bool { month > ArchiveMonth.firstMonth }
  /// Whether the month after can be shown (it has begun).
  public var hasNext: Bool { month < ArchiveMonth.lastMonth(today: today) }

  /// The month to show for `month`, kept between the first puzzle's month and today's.
  public static func clamped(_ month: Month, today: LocalDay) -> Month {
    min(max(month, firstMonth), lastMonth(today: today))
  }
}

extension LocalDay {
  /// The day of the week: 0 for Sunday through 6 for Saturday (1970-01-01 was a Thursday).
  public var weekday: Int { ((ordinal + 4) % 7 + 7) % 7 }
}
