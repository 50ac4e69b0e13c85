import GuessworkEngine
import Localization

/// The question New Game asks before it gives up the unlimited round on the board.
public struct NewRoundQuestion: Hashable, Sendable {
  public var title: String { L("Start a new round?") }
  /// What is given up, e.g. "Your round with 1 guess will count as a loss."
  public let detail: String
  /// The confirming button, styled as destructive: it costs the round.
  public var confirmLabel: String { L("_New Round") }
  public var cancelLabel: String { L("_Cancel") }

  init(guesses: Int) {
    detail = Ln(
      "Your round with %d guess will count as a loss.", "Your round with %d guesses will count as a loss.",
      guesses, guesses)
  }
}

/// A dialog the window opens together with the board.
public enum StartupDialog: Hashable, Sendable {
  /// How to Play, on the first plain start.
  case help
  /// The statistics with the countdown, when today's daily puzzle is already finished.
  case statistics
}

/// The header's one control for the kind of round: a button naming the round on the board, whose
/// menu lists Daily and Unlimited, the round on the board when it is neither, and any challenge or
/// chosen word left unfinished, so that opening another kind of round hides none in progress.
public struct RoundMenu: Hashable, Sendable {
  /// What a menu entry goes to.
  public enum Item: Hashable, Sendable {
    case mode(PlayMode)
    /// A kind of round (boards at once or in sequence) for the daily and unlimited rounds.
    case kind(RoundKind)
    case other(OtherRound)
    /// A past day's puzzle: the one on the board, or one left unfinished this month or last (the
    /// archive marks every one in progress).
    case pastDay(LocalDay)
  }

  public struct Entry: Hashable, Sendable {
    public let item: Item
    /// "Daily", "Challenge"
    public let label: String
    /// "GW-7K3QX9 · 2 guesses", "#73 · 14 March 2026"; `nil` when there is nothing to add.
    public let detail: String?
    /// The round on the board.
    public let isCurrent: Bool
  }

  /// The button's label: the kind of round on the board.
  public let title: String
  /// The rounds: the modes, then past days and other rounds in progress (one group of toggles).
  public let entries: [Entry]
  /// The kinds of round (one board, several at once or in sequence), the one picked current:
  /// a group of toggles of its own, under the modes.
  public let kinds: [Entry]

  /// Every label the button can show: it is as wide as the widest, so it never changes size
  /// when the round does.
  public static var titles: [String] {
    [Lp("mode", "Daily"), Lp("mode", "Unlimited"), L("Past Day"), L("Challenge"), L("Chosen Word")]
  }

  /// The longest lines the header shows under the button in the interface's language for a
  /// round in one language (a past day of this year's longest date, a challenge, seven letters,
  /// each with hard mode; a language with hard mode): room goes to the button's line up to the widest of these before New Game's
  /// name, so what a player needs shows whole. Widths taken from these never depend on the round
  /// on the board.
  public static var usualDetails: [String] {
    let separator = L(" · ")
    let hard = L("Hard mode")
    return [
      [L("#%1$d · %2$s", 9999, longestDateInYear), hard].joined(separator: separator),
      [longestKind, L("#%1$d · %2$s", 9999, longestDateInYear)].joined(separator: separator),
      ["GW-WWWWWWW", hard].joined(separator: separator),
      [PreferencesPresentation.lettersName(7), hard].joined(separator: separator),
      [longestLanguage, hard].joined(separator: separator),
    ]
  }

  /// The longest lines the header can show (every part at once): what room is left after New
  /// Game's name widens the button up to the widest of these.
  public static var longestDetails: [String] {
    let hard = L("Hard mode")
    return [
      [L("#%1$d · %2$s", 9999, longestDate), longestLanguage, hard].joined(separator: L(" · ")),
      ["GW-WWWWWWW", PreferencesPresentation.lettersName(7), longestLanguage, hard].joined(separator: L(" · ")),
    ]
  }

  private static var longestKind: String {
    RoundKind.all.map(\.displayName).max { $0.count < $1.count } ?? ""
  }

  private static var longestLanguage: String {
    Language.allCases.map(\.displayName).max { $0.count < $1.count } ?? ""
  }

  private static var longestDateInYear: String {
    let days = (1...12).compactMap { LocalDay(year: 2026, month: $0, day: 28) }
    return days.map { LocalDate.shortText($0, seenOn: $0) }.max { $0.count < $1.count } ?? ""
  }

  private static var longestDate: String {
    let days = (1...12).compactMap { LocalDay(year: 2025, month: $0, day: 28) }
    let today = LocalDay(year: 2026, month: 1, day: 1)!
    return days.map { LocalDate.shortText($0, seenOn: today) }.max { $0.count < $1.count } ?? ""
  }


  static func title(of puzzle: Puzzle) -> String {
    switch puzzle {
    case .daily: Lp("mode", "Daily")
    case .unlimited: Lp("mode", "Unlimited")
    case .archive: L("Past Day")
    case .challenge: L("Challenge")
    case .custom: L("Chosen Word")
    }
  }
}

extension GameViewModel {
  /// The kind of round on the board, as the header's button names it (no file is read).
  public var roundTitle: String { RoundMenu.title(of: session.game.puzzle) }

  /// What the header shows under the button: the round's number or code, its length when not
  /// five, its language when not English, and hard mode ("#326 · Hard mode", "7 letters");
  /// empty when there is nothing to add.
  public var roundDetail: String {
    let game = session.game
    var parts: [String] = []
    if game.shape.boards > 1 { parts.append(game.shape.kind.displayName) }
    switch game.puzzle {
    // TRANSLATORS: a daily puzzle's number under the header's "Daily".
    case .daily(let number, _): parts.append(L("#%d", number))
    // TRANSLATORS: a past day's puzzle under the header's "Past Day": %1$d its number, %2$s its date.
    case .archive(let number, let day):
      parts.append(L("#%1$d · %2$s", number, LocalDate.shortText(day, seenOn: today)))
    case .challenge(let challenge): parts.append(challenge.code)
    case .unlimited, .custom: break
    }
    if let length = PreferencesPresentation.otherLengthName(game.length) { parts.append(length) }
    if game.language != .english { parts.append(game.language.displayName) }
    if game.isHardMode { parts.append(L("Hard mode")) }
    return parts.joined(separator: L(" · "))
  }

  /// The header's menu, as it is when the player opens it: reads the saved challenge and chosen
  /// word rounds of the language.
  public var roundMenu: RoundMenu {
    let game = session.game
    var entries = PlayMode.allCases.map { mode in
      RoundMenu.Entry(
        item: .mode(mode), label: mode.displayName, detail: nil, isCurrent: game.puzzle.countedMode == mode)
    }

    if case .archive(let number, let day) = game.puzzle {
      entries.append(
        RoundMenu.Entry(
          item: .pastDay(day), label: L("Past Day"), detail: L("#%1$d · %2$s", number, LocalDate.text(day)),
          isCurrent: true))
    }
    entries += pastDaysInProgress()
    for kind in OtherRound.allCases {
      guard let round = session.unfinishedRound(kind) ?? (game.puzzle.slotName == kind.slotName ? game : nil)
      else { continue }
      let guesses = Ln("%d guess", "%d guesses", round.guesses.count, round.guesses.count)
      var detail: String
      switch round.puzzle {
      case .challenge(let challenge): detail = L("%1$s · %2$s", challenge.code, guesses)
      default: detail = guesses
      }
      if round.isOver { detail = RoundMenu.finished }
      entries.append(
        RoundMenu.Entry(
          item: .other(kind), label: RoundMenu.title(of: round.puzzle), detail: detail,
          isCurrent: round.puzzle.slotName == game.puzzle.slotName))
    }
    let kind = session.kind
    let kinds = RoundKind.all.map { choice in
      RoundMenu.Entry(item: .kind(choice), label: choice.displayName, detail: nil, isCurrent: choice == kind)
    }
    return RoundMenu(title: roundTitle, entries: entries, kinds: kinds)
  }

  /// Past days left unfinished this month and last, newest first (three at most), besides the one
  /// on the board. Only once the history is read: the menu never waits for a long one.
  private func pastDaysInProgress() -> [RoundMenu.Entry] {
    guard isHistoryReady else { return [] }
    let thisMonth = ArchiveMonth.Month(containing: session.environment.today)
    let months = thisMonth > ArchiveMonth.firstMonth ? [thisMonth, thisMonth.previous] : [thisMonth]
    let days = months.flatMap { session.archiveMonth($0).days }
    return days.compactMap { day -> RoundMenu.Entry? in
      guard case .inProgress(let guesses) = day.state, let number = day.number, !day.isToday,
        session.game.puzzle != .archive(number: number, day: day.date)
      else { return nil }
      let detail = L("%1$s · %2$s", L("#%1$d · %2$s", number, LocalDate.text(day.date)),
                     Ln("%d guess", "%d guesses", guesses, guesses))
      return RoundMenu.Entry(item: .pastDay(day.date), label: L("Past Day"), detail: detail, isCurrent: false)
    }
    .sorted { if case .pastDay(let a) = $0.item, case .pastDay(let b) = $1.item { a > b } else { false } }
    .prefix(3).map { $0 }
  }

  /// The player chose an entry of the header's menu.
  public func choose(_ item: RoundMenu.Item) {
    switch item {
    case .mode(let mode): switchMode(to: mode)
    case .kind(let kind): setKind(kind)
    case .pastDay(let day):
      if case .archive(_, day) = session.game.puzzle { return }
      history.openArchiveDay(day)
    case .other(let kind):
      guard kind.slotName != session.game.puzzle.slotName else { return }
      session.resume(kind)
      replaceBoard()
    }
  }
}

/// What New Game does from the round on the board, as its button says: a new word in Unlimited;
/// from any other round (a finished daily above all), going to Unlimited, whose round it resumes.
public enum NewGameLabel: Hashable, Sendable {
  case newWord
  case playUnlimited

  public var label: String {
    switch self {
    case .newWord: L("New Game")
    case .playUnlimited: L("Play Unlimited")
    }
  }

  /// With its mnemonic, for a dialog's button.
  public var mnemonic: String {
    switch self {
    case .newWord: L("_New Game")
    case .playUnlimited: L("_Play Unlimited")
    }
  }

  /// With its shortcut.
  public var tooltip: String {
    switch self {
    case .newWord: L("New Game (Ctrl+N)")
    case .playUnlimited: L("Play Unlimited (Ctrl+N)")
    }
  }
}

extension GameViewModel {
  public var newGameLabel: NewGameLabel { session.game.puzzle == .unlimited ? .newWord : .playUnlimited }
}

extension RoundMenu {
  /// The detail of the round on the board once it is over.
  static var finished: String { L("Finished") }
}

extension OtherRound {
  var slotName: String {
    switch self {
    case .challenge: "challenge"
    case .chosenWord: "custom"
    }
  }
}

/// Durations as a clock shows them.
enum TimeFormat {
  /// "05:12:03", or "5:12:03" without padding the hours.
  static func clock(seconds: Int, padHours: Bool = true) -> String {
    let rest = String(printf: "%02d:%02d", seconds / 60 % 60, seconds % 60)
    return padHours ? String(printf: "%02d:", seconds / 3600) + rest : "\(seconds / 3600):" + rest
  }
}
