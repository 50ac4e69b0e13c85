import FoundationEssentials
import GuessworkEngine
import Localization

/// Turns the game session into what the main window and its dialogs show and animate, through
/// one presenter for each: `board` (the tiles, the keys and the round's timeline), `statistics`,
/// `history` (the archive and the past rounds) and `review`. What is left here changes the round
/// as a whole: new rounds, modes, languages and preferences (`RoundsAndSettings.swift`), the
/// header's menu (`PlayFlow.swift`) and challenges (`ChallengeFlow.swift`).
///
/// The presenters report what happened as `BoardEvent`s, heard by every listener (`listen`): the
/// window draws them, the application opens the statistics at a round's end. Nothing is reported
/// back but the player's input.
public final class GameViewModel {
  let session: GameSession
  let scheduler: any Scheduler
  private let events = BoardEvents()
  public let board: BoardPresenter
  public let review: ReviewPresenter
  public let statistics: StatisticsPresenter
  public let history: HistoryPresenter
  /// The dictionary the answers' meanings are read in (the statistics and the review show them);
  /// `nil`: no meanings shown (tests that are not about them).
  public let meanings: WordMeanings?

  /// Starts watching the calendar at once: the daily puzzle changes at midnight.
  public init(session: GameSession, scheduler: any Scheduler, meanings: WordMeanings? = nil) {
    self.session = session
    self.scheduler = scheduler
    self.meanings = meanings
    board = BoardPresenter(session: session, scheduler: scheduler, events: events, meanings: meanings)
    review = ReviewPresenter(session: session, meanings: meanings)
    statistics = StatisticsPresenter(
      session: session, scheduler: scheduler, events: events, review: review, meanings: meanings)
    history = HistoryPresenter(session: session, events: events, board: board)
  }

  /// Hears every event from now on, after the listeners added before it, until `stop()`.
  public func listen(_ listener: @escaping (BoardEvent) -> Void) { events.add(listener) }

  func emit(_ event: BoardEvent) { events.send(event) }

  /// Notices from loading the player's files, to show once the window is up.
  public func startupToasts() -> [Toast] {
    session.takeNotices().map { Toast($0.text, duration: .long) } + board.daysLeftUnfinishedToasts()
  }

  /// Whether any timed work is still to come: a reveal, the pause before the statistics, a
  /// countdown (the midnight watch, always there until `stop()`, is not counted).
  public var hasTimedWork: Bool { board.hasTimedWork || statistics.hasTimedWork }

  /// The window is gone: nothing of the timeline runs any more, and no event is sent.
  public func stop() {
    board.stop()
    statistics.stop()
    events.removeAll()
  }

  public var game: Game { session.game }

  /// How many tiles each row of the board has: the round's length.
  public var rowLength: Int { session.game.length }
  public var language: Language { session.game.language }
  public var settings: Settings { session.settings }

  /// The round under the title, e.g. "Daily #326 · Hard mode".
  public var subtitle: String { Self.subtitle(of: session.game) }

  static func subtitle(of game: Game) -> String {
    var parts: [String] = []
    switch game.puzzle {
    case .daily(let number, _): parts.append(L("Daily #%d", number))
    // TRANSLATORS: %1$d is the puzzle's number, %2$s its date.
    case .archive(let number, let day): parts.append(L("Puzzle #%1$d · %2$s", number, LocalDate.text(day)))
    case .unlimited: parts.append(Lp("mode", "Unlimited"))
    case .custom: parts.append(L("Chosen word"))
    case .challenge(let challenge): parts.append(L("Challenge %s", challenge.code))
    }
    if let length = PreferencesPresentation.otherLengthName(game.length) { parts.append(length) }
    if game.language != .english { parts.append(game.language.displayName) }
    if game.isHardMode { parts.append(L("Hard mode")) }
    // TRANSLATORS: the separator between the parts of the subtitle ("Daily #74 · Hard mode").
    return parts.joined(separator: L(" · "))
  }

  public var isRoundOver: Bool { session.game.isOver }
}
