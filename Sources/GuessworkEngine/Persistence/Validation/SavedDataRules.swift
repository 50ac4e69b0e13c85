/// What saved files are checked against beyond their own fields: each language's word lists and
/// the daily calendar (which answer belongs to which puzzle number).
///
/// The lists come from the session (loaded on first use and kept). A language whose lists cannot
/// be loaded is checked for its letters only: a missing word list is no damage in the player's
/// files, so nothing of theirs is set aside for it. Used on the session's thread only.
public final class SavedDataRules {
  private let wordLists: (Language) -> WordList?
  private let otherLengths: (Language, Int) -> WordList?
  private var lists: [Language: WordList?] = [:]
  private var otherLists: [ListShelf: WordList?] = [:]
  private var schedules: [Language: DailySchedule] = [:]
  /// Orders of daily answers beyond the first cycle, built once each (a shuffle of the list).
  private var laterCycles: [Language: [Int: [Word]]] = [:]

  /// `wordLists` gives a language's five-letter lists, `otherLengths` those of 4, 6 and 7 letters.
  public init(
    wordLists: @escaping (Language) -> WordList?,
    otherLengths: @escaping (Language, Int) -> WordList? = { _, _ in nil }
  ) {
    self.wordLists = wordLists
    self.otherLengths = otherLengths
  }

  /// Checks only what the files say about themselves (the `Storage` tests; tools without lists).
  public static var withoutWordLists: SavedDataRules { SavedDataRules { _ in nil } }

  func words(_ language: Language, length: Int = Word.standardLength) -> WordList? {
    guard length == Word.standardLength else {
      let shelf = ListShelf(language: language, length: length)
      if let known = otherLists[shelf] { return known }
      let loaded = otherLengths(language, length)
      otherLists[shelf] = .some(loaded)
      return loaded
    }
    if let known = lists[language] { return known }
    let loaded = wordLists(language)
    lists[language] = .some(loaded)
    return loaded
  }

  /// Whether the word is one of the answers of its language and length (true when those lists are
  /// not known).
  func isAnswer(_ word: Word, in language: Language) -> Bool {
    words(language, length: word.length)?.isAnswer(word) ?? true
  }

  /// Whether a row could have been submitted in a round with this answer: an accepted guess, or the
  /// answer itself (a `--word` answer may be off the lists).
  func isGuess(_ word: Word, answer: Word, in language: Language) -> Bool {
    word == answer || (words(language, length: word.length)?.accepts(word) ?? true)
  }

  /// The answer of a daily puzzle, or `nil` when the language's lists are not known.
  func dailyAnswer(_ number: Int, in language: Language) -> Word? {
    guard DailySchedule.numbers.contains(number), let schedule = schedule(language) else {
      return nil
    }
    let (cycle, index) = (number - 1).quotientAndRemainder(dividingBy: schedule.cycleLength)
    if cycle == 0 { return schedule.order(cycle: 0)[index] }
    if let order = laterCycles[language]?[cycle] { return order[index] }
    let order = schedule.order(cycle: cycle)
    laterCycles[language, default: [:]][cycle] = order
    return order[index]
  }

  /// The answers of a daily puzzle of a kind, one a board, or `nil` when the language's lists
  /// are not known (or cannot hold the kind's boards, so no such puzzle was ever played).
  func dailyAnswers(_ number: Int, kind: RoundKind, in language: Language) -> [Word]? {
    guard let single = dailyAnswer(number, in: language) else { return nil }
    guard kind.boards > 1 else { return [single] }
    guard let schedule = schedule(language), schedule.hasAnswers(for: kind) else { return nil }
    return DailySchedule.answers(of: kind, number: number, besides: single, in: schedule.sortedAnswers)
  }

  /// The daily schedule of a language whose lists are known (built once, kept for the session).
  func schedule(_ language: Language) -> DailySchedule? {
    if let known = schedules[language] { return known }
    guard let words = words(language) else { return nil }
    let schedule = DailySchedule(answers: words.answers)
    schedules[language] = schedule
    return schedule
  }
}

/// The word lists of one language and length.
struct ListShelf: Hashable {
  let language: Language
  let length: Int
}
