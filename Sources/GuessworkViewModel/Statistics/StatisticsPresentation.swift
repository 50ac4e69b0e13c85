import FoundationEssentials
import GuessworkEngine
import Localization

/// A finished round of its own kind, as the statistics show it: which round, its board's colours
/// and its share line ("Guesswork challenge GW-7K3QX9 3/6").
public struct RoundSummary: Hashable, Sendable {
  /// "Challenge GW-7K3QX9", "Chosen word", "Puzzle #321 · 21 November 2026" (the header's line).
  public let title: String
  /// Each guess's colours, for the board drawn small; for several boards a line a board, the last
  /// row each got.
  public let board: [[LetterState]]
  /// The share text's first line: what a friend reads first.
  public let shareLine: String
  /// Why the round is in no figures ("Challenges are not counted.").
  public let note: String?
  /// The board for screen readers: "Row 1: absent, correct, …" would be long; the share line and
  /// the result say it all, so it is named by its rows' count of greens.
  public let accessibleBoard: String

  init(_ game: Game, title: String) {
    self.title = title
    shareLine = shareText(for: game)?.split(separator: "\n").first.map(String.init) ?? ""
    note = StatisticsPresentation.note(for: game.puzzle)
    board = game.miniBoard
    guard game.boards.count == 1 else {
      accessibleBoard = game.boards.enumerated().map { index, board in
        board.solvedRow.map {
          // TRANSLATORS: one board of a finished round for screen readers: %1$d the board,
          // %2$d the guess that solved it.
          L("board %1$d solved in %2$d", index + 1, $0 + 1)
        } ?? L("board %d not solved", index + 1)
      }.joined(separator: L(", "))
      return
    }
    let rows = board.enumerated().map { index, states in
      // TRANSLATORS: one row of a finished board for screen readers: %1$d the row, %2$d its
      // letters in place, %3$d those elsewhere in the word.
      L("row %1$d: %2$d in place, %3$d elsewhere", index + 1, states.filter { $0 == .correct }.count,
        states.filter { $0 == .present }.count)
    }
    accessibleBoard = rows.joined(separator: L(", "))
  }
}

extension Game {
  /// The round drawn small (the round's end, the history): each row's colours; for several
  /// boards a line a board, the last row it got (all green once solved), so the lines say which
  /// boards were found.
  var miniBoard: [[LetterState]] {
    boards.count == 1 ? guesses.map(\.result) : boards.map { $0.guesses.last?.result ?? [] }
  }
}

/// What the statistics dialog shows for the current mode and language.
public struct StatisticsPresentation: Hashable, Sendable {
  public let mode: PlayMode
  public let language: Language
  public let statistics: Statistics
  /// The chart row (1–6) of the round just played, highlighted; `nil` unless it was won.
  public let highlightedRow: Int?
  /// For a finished daily round: "Guesswork #326".
  public let puzzleTitle: String?
  /// For a lost round: the answer.
  public let answer: String?
  /// For a finished round: how it ended, "Solved in 3 guesses" or "The answer was CRANE". The
  /// dialog opened at the end of a round puts the keyboard focus on it, so screen readers say it.
  public let result: String?
  public let canShare: Bool
  public let offersNewRound: Bool
  /// The countdown to the next daily puzzle: shown once the daily round on the board is over.
  public let showsCountdown: Bool
  /// Why the round on the board is not in these figures (a custom word, an archive puzzle).
  public let note: String?
  /// The daily statistics' Archive line: past days played after their day (never in a streak).
  public var archive: ArchiveStatistics? = nil
  /// The words' length of unlimited figures (each length has its own; the daily puzzle five).
  public var length = Word.standardLength
  /// The kind of round of these figures (each kind has its own).
  public var kind = RoundKind.single
  /// Once the round on the board is over: what its answer means (never while it is played: no
  /// hints), when the view model has a dictionary.
  public var meaning: MeaningPresentation? = nil
  /// The chart of the last 30 days (Daily) or rounds (Unlimited) of these figures.
  public var recent: RecentChartPresentation? = nil
  /// What Review Round opens: the round on the board once it is over, else the last finished
  /// game of these figures' mode and language; `nil` when there is none.
  public let review: ReviewSubject?
  /// A finished round that counts in no figures of its own (a challenge, a chosen word, a past
  /// day): the statistics open on it rather than on figures it is not part of.
  public var round: RoundSummary? = nil

  /// The button from a round's own summary to the figures: "Daily Statistics".
  public var modeStatisticsLabel: String {
    switch mode {
    case .daily: L("_Daily Statistics")
    case .unlimited: L("_Unlimited Statistics")
    }
  }

  /// The chart's bar lengths as fractions of the longest bar (0 when there is no data).
  public var barFractions: [Double] {
    let largest = statistics.distribution.max() ?? 0
    return statistics.distribution.map { largest == 0 ? 0 : Double($0) / Double(largest) }
  }

  public var hasData: Bool { statistics.played > 0 }

  /// The figures' heading, e.g. "Daily · English", "Unlimited · 7 letters · English" (the window's
  /// title already says Statistics).
  public var heading: String {
    if kind != .single {
      // TRANSLATORS: the statistics' heading of a kind of several boards: %1$s the mode, %2$s the
      // kind ("4 Boards"), %3$s the word language (with the length first when not five).
      let language =
        length == Word.standardLength
        ? language.displayName
        : L("%1$s · %2$s", PreferencesPresentation.lettersName(length), language.displayName)
      return L("%1$s · %2$s · %3$s", mode.displayName, kind.displayName, language)
    }
    if mode == .unlimited, length != Word.standardLength {
      // TRANSLATORS: the heading of unlimited statistics of another length than five: %1$s the
      // mode (Unlimited), %2$s the length ("7 letters"), %3$s the word language.
      return L(
        "%1$s · %2$s · %3$s", mode.displayName, PreferencesPresentation.lettersName(length),
        language.displayName)
    }
    // TRANSLATORS: the statistics' heading: %1$s is the mode (Daily, Unlimited), %2$s the word language.
    return L("%1$s · %2$s", mode.displayName, language.displayName)
  }

  /// One bar of the guess distribution.
  public struct Bar: Hashable, Sendable {
    /// The number of guesses, from 1 to the rows of the kind of round.
    public let row: Int
    public let count: Int
    /// Its length as a fraction of the longest bar.
    public let fraction: Double
    /// The row of the round just won.
    public let isHighlighted: Bool

    /// What a screen reader says, e.g. "2 guesses: 1 win, this round".
    public var accessibleLabel: String {
      // TRANSLATORS: one bar of the guess distribution for screen readers, e.g. "2 guesses: 1 win".
      let bar = Lp(
        "chart", "%1$s: %2$s", Ln("%d guess", "%d guesses", row, row), Ln("%'d win", "%'d wins", count, count))
      // TRANSLATORS: the bar of the round just won, e.g. "2 guesses: 1 win, this round".
      return isHighlighted ? L("%s, this round", bar) : bar
    }
  }

  /// The chart's bars, one a row (empty when there is no data yet: the chart says so instead).
  public var bars: [Bar] {
    guard hasData else { return [] }
    return barFractions.enumerated().map { index, fraction in
      Bar(
        row: index + 1, count: statistics.distribution[index], fraction: fraction,
        isHighlighted: highlightedRow == index + 1)
    }
  }

  /// What Reset Statistics in the preferences deletes: "Daily games in English".
  public var resetSubtitle: String {
    switch (mode, language) {
    case (.daily, .english): L("The statistics of daily games in English")
    case (.daily, .spanish): L("The statistics of daily games in Spanish")
    case (.daily, .french): L("The statistics of daily games in French")
    case (.daily, .german): L("The statistics of daily games in German")
    case (.daily, .italian): L("The statistics of daily games in Italian")
    case (.daily, .portuguese): L("The statistics of daily games in Portuguese")
    case (.unlimited, .english): L("The statistics of unlimited games in English, of every length")
    case (.unlimited, .spanish): L("The statistics of unlimited games in Spanish, of every length")
    case (.unlimited, .french): L("The statistics of unlimited games in French, of every length")
    case (.unlimited, .german): L("The statistics of unlimited games in German, of every length")
    case (.unlimited, .italian): L("The statistics of unlimited games in Italian, of every length")
    case (.unlimited, .portuguese): L("The statistics of unlimited games in Portuguese, of every length")
    }
  }

  /// What Reset Statistics asks before deleting.
  public var resetQuestion: (text: String, detail: String) {
    let detail =
      switch (mode, language) {
      case (.daily, .english): L("This deletes the statistics of daily games in English. It cannot be undone.")
      case (.daily, .spanish): L("This deletes the statistics of daily games in Spanish. It cannot be undone.")
      case (.daily, .french): L("This deletes the statistics of daily games in French. It cannot be undone.")
      case (.daily, .german): L("This deletes the statistics of daily games in German. It cannot be undone.")
      case (.daily, .italian): L("This deletes the statistics of daily games in Italian. It cannot be undone.")
      case (.daily, .portuguese): L("This deletes the statistics of daily games in Portuguese. It cannot be undone.")
      case (.unlimited, .english):
        L("This deletes the statistics of unlimited games in English, of every word length. It cannot be undone.")
      case (.unlimited, .spanish):
        L("This deletes the statistics of unlimited games in Spanish, of every word length. It cannot be undone.")
      case (.unlimited, .french):
        L("This deletes the statistics of unlimited games in French, of every word length. It cannot be undone.")
      case (.unlimited, .german):
        L("This deletes the statistics of unlimited games in German, of every word length. It cannot be undone.")
      case (.unlimited, .italian):
        L("This deletes the statistics of unlimited games in Italian, of every word length. It cannot be undone.")
      case (.unlimited, .portuguese):
        L("This deletes the statistics of unlimited games in Portuguese, of every word length. It cannot be undone.")
      }
    return (L("Reset statistics?"), detail)
  }

  static func note(for puzzle: Puzzle) -> String? {
    switch puzzle {
    case .custom: L("Rounds on a chosen word are not counted.")
    case .challenge: L("Challenges are not counted.")
    case .archive: L("Past days count in the Archive line, never in the streaks.")
    case .daily, .unlimited: nil
    }
  }

  /// "Archive: 3 played, 2 won", under the daily figures.
  public var archiveLine: String? {
    // Only once a past day has been played: "Archive: 0 played, 0 won" told a new player nothing.
    guard let archive, archive.played > 0 else { return nil }
    // TRANSLATORS: the daily statistics' line for past days played from the archive.
    return L(
      "Archive: %1$s played, %2$s won", LocaleNumbers.grouped(archive.played),
      LocaleNumbers.grouped(archive.wins))
  }

  /// "3.8 guesses on average when won", under the figures; `nil` before the first win.
  public var averageLine: String? {
    guard let average = statistics.averageGuesses else { return nil }
    // TRANSLATORS: under the statistics' figures: the average number of guesses of all rounds won.
    return L("Won in %s guesses on average", LocaleNumbers.decimal(average, digits: 1))
  }

  /// "Lost rounds found 2.5 of 4 boards on average", for kinds of several boards once one was
  /// lost.
  public var lostBoardsLine: String? {
    guard kind.boards > 1, let average = statistics.averageBoardsFoundInLosses else { return nil }
    // TRANSLATORS: under the statistics of several boards: %1$s an average number of boards
    // found in the rounds lost, %2$d how many boards a round has.
    return L("Lost rounds found %1$s of %2$d boards on average", LocaleNumbers.decimal(average, digits: 1), kind.boards)
  }

  /// The lengths whose unlimited statistics the window can show instead (none for the daily
  /// puzzle, always five letters).
  public var lengthChoices: [Int] { mode == .unlimited ? Array(Word.lengths) : [] }

  /// What a length's button says to screen readers and in its tooltip: "Statistics of 7 letters".
  public static func lengthChoiceName(_ length: Int) -> String {
    // TRANSLATORS: a button of the unlimited statistics; %s is a length ("7 letters").
    L("Statistics of %s", PreferencesPresentation.lettersName(length))
  }

  /// The four figures at the top, with their captions.
  public var figures: [(value: String, caption: String)] {
    [
      (LocaleNumbers.grouped(statistics.played), Lp("statistics", "Played")),
      (LocaleNumbers.grouped(statistics.winPercentage), Lp("statistics", "Win %")),
      (LocaleNumbers.grouped(statistics.currentStreak), Lp("statistics", "Current Streak")),
      (LocaleNumbers.grouped(statistics.maxStreak), Lp("statistics", "Max Streak")),
    ]
  }
}
