import GuessworkEngine
import Localization

/// What the archive window shows for one month: its title, the weekday headings (weeks start on
/// the locale's first weekday: Monday in Spain, Sunday in the United States and the C locale), one
/// cell per day with its labels and spoken name, and which way the month can move.
public struct ArchivePresentation: Hashable, Sendable {
  public let month: ArchiveMonth
  /// 0 for Sunday to 6 for Saturday.
  public let firstWeekday: Int

  public init(_ month: ArchiveMonth, firstWeekday: Int = LocaleCalendar.firstWeekday) {
    self.month = month
    self.firstWeekday = ((firstWeekday % 7) + 7) % 7
  }

  /// "November 2026".
  public var title: String {
    // TRANSLATORS: the archive's month title; %1$s is the month's name, %2$d the year.
    Lp("archive", "%1$s %2$d", LocalDate.monthName(month.month.month), month.month.year)
  }

  /// The seven column headings, the week's first day first: what is shown ("Mon") and what a
  /// screen reader says ("Monday").
  public var weekdays: [(short: String, full: String)] {
    (0..<7).map { ArchivePresentation.weekdayNames((firstWeekday + $0) % 7) }
  }

  /// Empty cells before the 1st, so that it falls under its weekday.
  public var leadingBlanks: Int { (month.month.firstDay.weekday - firstWeekday + 7) % 7 }

  /// Where a day of the month sits in the grid (row 0 is the first week).
  public func position(ofDay dayOfMonth: Int) -> (row: Int, column: Int) {
    let index = leadingBlanks + dayOfMonth - 1
    return (index / 7, index % 7)
  }

  /// One day's button.
  public struct Cell: Hashable, Sendable {
    public let day: ArchiveMonth.Day
    /// The day of the month, the button's main text.
    public var dayText: String { String(day.date.day) }
    /// The puzzle number under it ("#300"); empty before the first puzzle.
    public var numberText: String { day.number.map { L("#%d", $0) } ?? "" }
    /// The state in a few characters: "4/6" won, "X/6" lost, "…" in progress.
    public var mark: String {
      switch day.state {
      // TRANSLATORS: a won day of the archive: %1$d the guesses it took, %2$d the rows it had ("4/6").
      case .won(let guesses): L("%1$d/%2$d", guesses, day.rows)
      // TRANSLATORS: a lost day of the archive: %d the rows it had ("X/6").
      case .lost: L("X/%d", day.rows)
      case .inProgress: "…"
      case .notPlayed, .future, .beforeFirstPuzzle: ""
      }
    }
    /// The style class for the state, coloured as the tiles are (`archive-won` the colour of a
    /// correct letter, `archive-in-progress` of a present one, `archive-lost` of an absent one).
    public var styleClass: String {
      switch day.state {
      case .won: "archive-won"
      case .lost: "archive-lost"
      case .inProgress: "archive-in-progress"
      case .notPlayed: "archive-not-played"
      case .future, .beforeFirstPuzzle: "archive-closed"
      }
    }
    public var isEnabled: Bool { day.state.canOpen }

    /// What a screen reader says: "12 November 2026, puzzle 300, won in 4 guesses".
    public var accessibleLabel: String {
      let date = day.isToday ? L("Today, %s", LocalDate.text(day.date)) : LocalDate.text(day.date)
      guard let number = day.number else {
        // TRANSLATORS: a day of the archive before puzzle #1; %s is its date.
        return L("%s, no puzzle", date)
      }
      switch day.state {
      case .won(let guesses):
        // TRANSLATORS: a day of the archive; %1$s its date, %2$d its puzzle number, %3$d guesses.
        return Ln(
          "%1$s, puzzle %2$d, won in %3$d guess", "%1$s, puzzle %2$d, won in %3$d guesses", guesses,
          date, number, guesses)
      case .lost:
        // TRANSLATORS: a day of the archive; %1$s its date, %2$d its puzzle number.
        return L("%1$s, puzzle %2$d, lost", date, number)
      case .inProgress(let guesses):
        // TRANSLATORS: a day of the archive; %1$s its date, %2$d its puzzle number, %3$d guesses.
        return Ln(
          "%1$s, puzzle %2$d, in progress, %3$d guess made",
          "%1$s, puzzle %2$d, in progress, %3$d guesses made", guesses, date, number, guesses)
      case .notPlayed:
        return L("%1$s, puzzle %2$d, not played", date, number)
      case .future, .beforeFirstPuzzle:
        return L("%1$s, puzzle %2$d, not out yet", date, number)
      }
    }

    /// What choosing it does, said after its name (the button's tooltip and description).
    public var action: String? {
      switch day.state {
      case .notPlayed: L("Play this puzzle")
      case .inProgress: L("Resume this puzzle")
      case .won, .lost: L("Show the finished board")
      case .future, .beforeFirstPuzzle: nil
      }
    }
  }

  public var cells: [Cell] { month.days.map(Cell.init) }

  public var hasPrevious: Bool { month.hasPrevious }
  public var hasNext: Bool { month.hasNext }
  public var previousMonth: ArchiveMonth.Month { month.month.previous }
  public var nextMonth: ArchiveMonth.Month { month.month.next }

  /// The day to focus when the month opens: today, or the round on the board, if it is in this
  /// month; else the last day that can be opened, else the first.
  public func focusedDay(preferring preferred: LocalDay?) -> Int {
    if let preferred, ArchiveMonth.Month(containing: preferred) == month.month {
      return preferred.day
    }
    if let today = month.days.first(where: \.isToday) { return today.date.day }
    return month.days.last(where: { $0.state.canOpen })?.date.day ?? 1
  }

  /// Under the grid: what the archive is, and that it never changes a streak.
  public static var explanation: String {
    L("Every daily puzzle from #1 to today. Puzzles played after their day count in the Archive line of the statistics and never change your streaks.")
  }

  static func weekdayNames(_ weekday: Int) -> (short: String, full: String) {
    switch weekday {
    case 0: (Lp("weekday", "Sun"), Lp("weekday", "Sunday"))
    case 1: (Lp("weekday", "Mon"), Lp("weekday", "Monday"))
    case 2: (Lp("weekday", "Tue"), Lp("weekday", "Tuesday"))
    case 3: (Lp("weekday", "Wed"), Lp("weekday", "Wednesday"))
    case 4: (Lp("weekday", "Thu"), Lp("weekday", "Thursday"))
    case 5: (Lp("weekday", "Fri"), Lp("weekday", "Friday"))
    default: (Lp("weekday", "Sat"), Lp("weekday", "Saturday"))
    }
  }
}
