import FoundationEssentials

/// Which answer belongs to which calendar day.
///
/// Puzzle #1 is `firstDay`; each local calendar day after it is the next number. Answers are drawn
/// through a shuffle of the alphabetical answer list with a fixed seed, so consecutive days look
/// unrelated while every machine with the same list agrees. After the whole list has been used, the
/// next cycle uses a new fixed shuffle.
public struct DailySchedule: Sendable {
  public static let firstDay = LocalDay(year: 2026, month: 1, day: 1)!
  static let seed: UInt64 = 0x6775_6573_7377_6F72  // "guesswor"
  /// The seed of the puzzles of several boards, mixed with the puzzle number.
  static let boardsSeed: UInt64 = 0x626F_6172_6473_2121  // "boards!!"
  /// Every puzzle number a saved file may name: the days from `firstDay` to the end of 2199. A
  /// larger one is a damaged number, not a day anyone played.
  public static let numbers = 1...(LocalDay(year: 2199, month: 12, day: 31)!.ordinal - firstDay.ordinal + 1)

  private let answers: [Word]
  private let firstOrder: [Word]
  /// The answers in alphabetical order, as the puzzles of several boards draw from them.
  var sortedAnswers: [Word] { answers }

  public init(answers: [Word]) {
    precondition(!answers.isEmpty, "a daily schedule needs answers")
    self.answers = Array(Set(answers)).sorted()
    firstOrder = DailySchedule.order(of: self.answers, cycle: 0)
  }

  /// The puzzle number of a day, or `nil` before the first puzzle.
  public func number(for day: LocalDay) -> Int? { DailySchedule.number(for: day) }

  /// The puzzle number of a day, or `nil` before the first puzzle; the same for every word list, so
  /// it needs no schedule (building one shuffles the answers).
  public static func number(for day: LocalDay) -> Int? {
    let number = day.ordinal - firstDay.ordinal + 1
    return number >= 1 ? number : nil
  }

  /// The first moment a daily puzzle can be finished anywhere: its day begins first in UTC+14,
  /// 14 hours before it begins in UTC. No record of it is older.
  public static func earliestFinish(of number: Int) -> Date {
    let dayStart = firstDay.adding(days: number - 1).ordinal * 86_400
    return Date(timeIntervalSince1970: TimeInterval(dayStart - 14 * 3_600))
  }

  public func day(for number: Int) -> LocalDay {
    DailySchedule.firstDay.adding(days: number - 1)
  }

  public func answer(for number: Int) -> Word {
    precondition(number >= 1, "puzzles are numbered from 1")
    let (cycle, index) = (number - 1).quotientAndRemainder(dividingBy: answers.count)
    let order = cycle == 0 ? firstOrder : DailySchedule.order(of: answers, cycle: cycle)
    return order[index]
  }

  /// The puzzle for a day, or `nil` before the first puzzle.
  public func puzzle(for day: LocalDay, isArchive: Bool = false) -> (Puzzle, Word)? {
    guard let number = number(for: day) else { return nil }
    let puzzle: Puzzle = isArchive ? .archive(number: number, day: day) : .daily(number: number, day: day)
    return (puzzle, answer(for: number))
  }

  /// Whether the list has answers enough for a kind's daily puzzle: one a board, besides the
  /// one-board puzzle's answer.
  public func hasAnswers(for kind: RoundKind) -> Bool { kind.fits(answers: answers.count) }

  /// The answers of a daily puzzle of a kind, one a board: the one-board puzzle's answer, or for
  /// several boards their own (`answers(of:number:besides:in:)`; `hasAnswers(for:)` first).
  public func answers(for number: Int, kind: RoundKind) -> [Word] {
    let single = answer(for: number)
    return kind.boards == 1 ? [single] : DailySchedule.answers(of: kind, number: number, besides: single, in: answers)
  }

  /// A puzzle number's answers for a kind of several boards: distinct words of the sorted
  /// `answers`, never the one-board puzzle's answer (`single`), drawn for the day with a seed of
  /// their own, so neither puzzle tells anything about the other. The kinds of one day are drawn
  /// one after another in `RoundKind.all`'s order, so no two of them share an answer either.
  static func answers(
    of kind: RoundKind, number: Int, besides single: Word, in answers: [Word]
  ) -> [Word] {
    var generator = SeededGenerator(seed: boardsSeed ^ UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15)
    var drawn: [Word] = [single]
    let wanted = kind.boards
    precondition(kind.fits(answers: answers.count), "the list has answers for every board besides the one-board puzzle's")
    for other in RoundKind.all where other.boards > 1 && other.fits(answers: answers.count) {
      // A list shorter than the day's draws (a test's few words) lets a later kind repeat.
      if drawn.count + other.boards > answers.count { drawn = [single] }
      let start = drawn.count
      while drawn.count < start + other.boards {
        let word = answers[Int(generator.next() % UInt64(answers.count))]
        if !drawn.contains(word) { drawn.append(word) }
      }
      if other == kind { return Array(drawn[start...]) }
    }
    preconditionFailure("every kind of several boards is drawn (\(wanted) boards)")
  }

  /// When the next puzzle starts: the first moment after `instant` of the next local day (so, in
  /// an hour repeated when the clocks go back at midnight, the second midnight).
  public static func nextPuzzleStart(after instant: Date, in zone: LocalTimeZone) -> Date {
    let tomorrow = LocalDay(containing: instant, in: zone).adding(days: 1)
    let after = Int(instant.timeIntervalSince1970.rounded(.down)) + 1
    return zone.firstInstant(showing: tomorrow.ordinal * 86_400, notBefore: after)
  }

  /// The answers of one pass through the list (cycle 0 is the first `answers.count` days).
  func order(cycle: Int) -> [Word] {
    cycle == 0 ? firstOrder : DailySchedule.order(of: answers, cycle: cycle)
  }

  /// How many answers one cycle has.
  var cycleLength: Int { answers.count }

  private static func order(of answers: [Word], cycle: Int) -> [Word] {
    var generator = SeededGenerator(seed: seed &+ UInt64(cycle))
    return answers.stablyShuffled(using: &generator)
  }
}
