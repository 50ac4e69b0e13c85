import FoundationEssentials
import GuessworkEngine
import Localization

/// Which past rounds the history window lists: one mode or every mode, one language or every
/// language.
public struct HistoryFilter: Hashable, Sendable {
  public var mode: PlayMode?
  public var language: Language?

  public init(mode: PlayMode? = nil, language: Language? = nil) {
    self.mode = mode
    self.language = language
  }

  func includes(_ record: GameRecord) -> Bool {
    (mode.map { $0 == record.mode } ?? true) && (language.map { $0 == record.language } ?? true)
  }

  /// The mode filter's choices, in the order the window lists them (`nil`: all modes).
  public static let modes: [PlayMode?] = [nil, .daily, .unlimited]
  /// The language filter's choices (`nil`: all languages).
  public static let languages: [Language?] = [nil] + Language.allCases.map { $0 }

  public static func name(of mode: PlayMode?) -> String { mode?.displayName ?? L("All Modes") }
  public static func name(of language: Language?) -> String { language?.displayName ?? L("All Languages") }
}

/// One past round as the history lists it.
public struct HistoryRow: Hashable, Sendable {
  /// The day it finished, on the player's clock: "26 November 2026".
  public let date: String
  /// "Daily #330", "Unlimited"; "Daily #12 · Archive" for a past day played later.
  public let title: String
  public let language: String
  /// "5 letters", "7 letters": rounds of every length share the list.
  public let length: String
  /// The answer, in capitals; `nil` while it is the answer of the round on the board (another
  /// Guesswork beside this one finished the same daily puzzle: the list would give it away).
  public let word: String?
  /// "4/6", "X/6" (the share text's way, of the round's rows).
  public let result: String
  public let isWon: Bool
  /// How many guesses were played (a lost round's: its shape's rows, unless given up).
  public let guessCount: Int
  /// The rows its round had (its shape's): the mini board's height.
  public let rows: Int
  public let isHardMode: Bool
  /// Each guess's colours, for the mini board; empty for a game recorded before guesses were
  /// kept, or one whose answer is hidden.
  public let board: [[LetterState]]

  /// What a screen reader says for the row: "Daily #330, English, 5 letters, 26 November 2026:
  /// CRANE, solved in 4 guesses, hard mode".
  public var accessibleLabel: String {
    let outcome =
      isWon
      ? Ln("solved in %d guess", "solved in %d guesses", guessCount, guessCount)
      : L("not solved")
    let parts = [word ?? L("answer hidden until the round on the board is over"), outcome]
      + (isHardMode ? [L("hard mode")] : [])
    // TRANSLATORS: a round of the history for screen readers: %1$s which round ("Daily #330"),
    // %2$s its language, %3$s its date, %4$s the answer and how it went ("CRANE, solved in 4 guesses").
    return L("%1$s, %2$s, %3$s: %4$s", title, [language, length].joined(separator: L(", ")), date, parts.joined(separator: L(", ")))
  }
}

/// The past rounds that pass a filter, newest first. Only the positions are gathered when it is
/// made (one pass over the history's records, which are shared, not copied); a row's text and
/// board are built when the list shows it, so a history of any length opens at once.
public struct HistoryList: Sendable {
  public let filter: HistoryFilter
  private let records: [GameRecord]
  /// Indices into `records`, newest first.
  private let positions: [Int32]
  private let timeZone: LocalTimeZone
  /// The answer of the round being played, and its language: never shown in the list.
  private let hidden: (answers: [Word], language: Language)?
  /// Where the answers' spellings are read (`PIÈCE`); `nil`: their letters.
  private let meanings: WordMeanings?

  init(
    records: [GameRecord], filter: HistoryFilter, timeZone: LocalTimeZone, hidden: ([Word], Language)?,
    meanings: WordMeanings? = nil
  ) {
    self.filter = filter
    self.records = records
    self.timeZone = timeZone
    self.hidden = hidden
    self.meanings = meanings
    var positions: [Int32] = []
    var index = records.endIndex
    while index > records.startIndex {
      index -= 1
      if filter.includes(records[index]) { positions.append(Int32(truncatingIfNeeded: index)) }
    }
    self.positions = positions
  }

  public var count: Int { positions.count }
  public var isEmpty: Bool { positions.isEmpty }

  /// The game at `index` (0: the newest).
  public func record(at index: Int) -> GameRecord { records[Int(positions[index])] }

  /// Whether the game's answer is the one of the round on the board, still being played.
  public func isHidden(at index: Int) -> Bool {
    let record = record(at: index)
    // Any answer the round on the board shares with the record (rounds of several boards too).
    return hidden.map { hidden in
      hidden.language == record.language && record.answers.contains { hidden.answers.contains($0) }
    } ?? false
  }

  /// The row at `index`, built now.
  public func row(at index: Int) -> HistoryRow {
    let record = record(at: index)
    let hides = isHidden(at: index)
    let several = record.shape.boards > 1
    var title = record.roundName
    if several { title = L("%1$s · %2$s", title, record.shape.kind.displayName) }
    if record.isArchive { title = L("%1$s · %2$s", title, L("Archive")) }
    let words = record.answers.map { WordMeanings.shown($0, in: record.language, meanings) }
    return HistoryRow(
      date: LocalDate.text(LocalDay(containing: record.finishedAt, in: timeZone)),
      title: title, language: record.language.displayName,
      length: PreferencesPresentation.lettersName(record.answer.length),
      word: hides ? nil : words.joined(separator: L(", ")),
      result: record.shape.score(guesses: record.won ? record.guessCount : nil),
      isWon: record.won, guessCount: record.guessCount,
      rows: several ? record.shape.boards : record.shape.rows, isHardMode: record.hardMode,
      board: hides ? [] : record.replayed(puzzle: .custom)?.miniBoard ?? [])
  }

  /// Sentence shown when no game passes the filter.
  public var emptyText: String {
    filter == HistoryFilter() ? L("No rounds played yet") : L("No rounds of this kind yet")
  }
}
