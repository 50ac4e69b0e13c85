import FoundationEssentials
import GuessworkEngine
import Localization

/// The archive of daily puzzles and the history of past rounds: what their windows list, and the
/// board or review a chosen day or game opens.
public final class HistoryPresenter {
  let session: GameSession
  let events: BoardEvents
  let board: BoardPresenter

  init(session: GameSession, events: BoardEvents, board: BoardPresenter) {
    self.session = session
    self.events = events
    self.board = board
  }

  /// The archive of the current language at a month (kept between puzzle #1's month and today's).
  public func archive(_ month: ArchiveMonth.Month) -> ArchivePresentation {
    ArchivePresentation(session.archiveMonth(month))
  }

  /// The month the archive opens on: that of the daily puzzle on the board, else today's.
  public var archiveStartMonth: ArchiveMonth.Month {
    if let day = archiveDayOnBoard { return ArchiveMonth.Month(containing: day) }
    return ArchiveMonth.lastMonth(today: session.environment.today)
  }

  /// The day of the daily or past-day puzzle on the board, if it is one.
  public var archiveDayOnBoard: LocalDay? {
    switch session.game.puzzle {
    case .daily(_, let day), .archive(_, let day): day
    case .unlimited, .custom, .challenge: nil
    }
  }

  /// Plays a day chosen in the archive on the board: resumed if in progress, shown finished
  /// (read-only, with its share text) if played, else started. A day that cannot be opened gets a
  /// toast and nothing changes. Returns whether the board now shows that day.
  @discardableResult
  public func openArchiveDay(_ day: LocalDay) -> Bool {
    do {
      try session.openDay(day)
    } catch {
      events.send(.toast(Toast(error.text, duration: .long)))
      return false
    }
    board.replace()
    return true
  }

  /// The past rounds that pass `filter`, newest first (waits for the history's read at start).
  public func historyList(_ filter: HistoryFilter) -> HistoryList {
    let game = session.game
    return HistoryList(
      records: session.history, filter: filter, timeZone: session.environment.timeZone,
      hidden: game.isOver ? nil : (game.answers, game.language), meanings: board.meanings)
  }

  /// What opening a game of the history shows: its board and review; `nil` while its answer is
  /// the one of the round being played, or when its language's words cannot be read.
  public func reviewSubject(in list: HistoryList, at index: Int) -> ReviewSubject? {
    guard !list.isHidden(at: index) else { return nil }
    let record = list.record(at: index)
    guard let words = session.words(for: record.language, length: record.answer.length) else {
      return nil
    }
    return ReviewPresenter.subject(for: record, words: words, meanings: board.meanings)
  }
}
