import FoundationEssentials

/// Everything a session takes from the outside world, injected so every rule runs in tests without
/// the disk, the real clock or real randomness.
public struct SessionEnvironment: Sendable {
  /// The current instant.
  public var now: @Sendable () -> Date
  /// The time zone that decides which local date it is.
  public var timeZone: LocalTimeZone
  /// The source of unlimited rounds' answers.
  public var random: @Sendable () -> UInt64
  /// The five-letter word lists of a language (loaded on first use and kept).
  public var wordLists: @Sendable (Language) throws -> WordList
  /// The word lists of a language and another length (4, 6 or 7; loaded on first use and kept).
  /// None unless given: a list of another length is then missing.
  public var otherLengthLists: @Sendable (Language, Int) throws -> WordList = { language, length in
    throw WordListError.missing(
      path: "\(language.rawValue)/\(WordListLoader.fileName("answers", length))")
  }
  public var storage: Storage
  /// The shape of a puzzle's rounds of a kind and a length: the kind's own
  /// (`RoundKind.shape(letters:)`). Tests play rounds of other rows through every layer with it;
  /// a shape given here has the kind's boards.
  public var shapes: @Sendable (Puzzle, RoundKind, Int) -> RoundShape = { $1.shape(letters: $2) }
  /// The word language of the very first start (no preferences saved yet): the player's own
  /// language when the game has words for it (the app reads it from the locale). Afterwards the
  /// saved preference decides.
  public var firstStartLanguage: Language = .english

  public init(
    now: @escaping @Sendable () -> Date, timeZone: LocalTimeZone,
    random: @escaping @Sendable () -> UInt64,
    wordLists: @escaping @Sendable (Language) throws -> WordList, storage: Storage
  ) {
    self.now = now
    self.timeZone = timeZone
    self.random = random
    self.wordLists = wordLists
    self.storage = storage
  }

  /// The word lists of a language and length.
  func lists(_ language: Language, length: Int) throws -> WordList {
    length == Word.standardLength ? try wordLists(language) : try otherLengthLists(language, length)
  }

  /// The local calendar date now.
  public var today: LocalDay { LocalDay(containing: now(), in: timeZone) }
}

/// A `RandomNumberGenerator` over the injected source.
struct InjectedGenerator: RandomNumberGenerator {
  let source: @Sendable () -> UInt64
  mutating func next() -> UInt64 { source() }
}

/// What the player asked for on the command line.
public enum LaunchRequest: Hashable, Sendable {
  /// The mode and language remembered in the settings.
  case remembered
  /// `--word CRANE`: a round on that word; `--word crane,slate,borne,tooth`: one answer a board
  /// (`GameSession.chosenAnswers`).
  case word(String)
  /// `--date 2026-01-31`: that day's daily puzzle.
  case date(LocalDay)
  /// `--challenge GW-7K3QX9` or a `guesswork://challenge/` link: a friend's word.
  case challenge(Challenge)
}

/// Why the game cannot start as asked (worded for the player by the view model: `LaunchError.text`).
public enum LaunchError: Error, Hashable {
  /// A word (as shown) that no list of 4 to 7 letters of the language accepts: `--word`, and the
  /// same sentence for a word typed in Challenge a Friend or given to `--make-challenge`.
  case wordNotAccepted(String, Language)
  case dateBeforeFirstPuzzle(LocalDay)
  case dateInFuture(LocalDay)
  case wordList(WordListError)
  /// A challenge whose word is not on its language's list.
  case challenge(ChallengeError)
  /// `--word` with a number of answers no kind of round has (1, 2, 4 or 8).
  case answersForNoBoards(Int)
  /// `--word` naming an answer twice (shown in capitals).
  case answerTwice(String)
  /// `--word` answers of different lengths.
  case answersOfTwoLengths
  /// `--boards` asking for other boards than `--word` has answers: (boards, answers).
  case boardsWithoutAnswers(Int, Int)

  /// Why `day`'s daily puzzle cannot be played on `today`, if it cannot: it is not out yet, or it
  /// is before puzzle #1. The one rule behind the archive, `--date` and the check the command line
  /// makes before GTK starts.
  public static func refusingDay(_ day: LocalDay, today: LocalDay) -> LaunchError? {
    if day > today { return .dateInFuture(day) }
    if DailySchedule.number(for: day) == nil { return .dateBeforeFirstPuzzle(day) }
    return nil
  }
}
