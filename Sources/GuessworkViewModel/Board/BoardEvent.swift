import GuessworkEngine

/// A one-shot change for the window to animate. State (tiles, keys) is read from the view model;
/// events only say how to get there.
public enum BoardEvent: Hashable, Sendable {
  /// A letter went into a tile of a board still played (one event a board): pop it.
  case letterTyped(board: Int, row: Int, column: Int)
  /// The last letter of the row was taken away (on each board still played): that tile is empty
  /// again.
  case letterDeleted(board: Int, row: Int, column: Int)
  /// A submitted row was scored on a board (one event for each board that scored it; a board
  /// solved before takes no row). With animations its tiles then turn over one by one
  /// (`tileTurning`, `tileTurned`), on every board at once, before the row settles; without, it
  /// settles at once.
  case rowRevealed(board: Int, row: Int, results: [LetterState])
  /// A tile of the row being revealed starts turning over (the first half of its flip).
  case tileTurning(board: Int, row: Int, column: Int)
  /// Half-way through its flip: the tile shows its colour now (`tiles(board:)`), for the second half.
  case tileTurned(board: Int, row: Int, column: Int)
  /// The row's last tile has settled on every board: the keys take its colours
  /// (`keyState(for:)`).
  case rowSettled(row: Int)
  /// A refused row (one event for each board still played): shake it.
  case rowRejected(board: Int, row: Int)
  /// A board was solved on this row: bounce its tiles. (The round is won once every board is.)
  case solved(board: Int, row: Int)
  /// The rows ran out: the answers of the boards left unsolved, in board order.
  case lost(answers: [Word])
  /// The round is over, its last tile settled and the pause after it passed: time to show the
  /// statistics.
  case roundEnded
  /// A message over the board.
  case toast(Toast)
  /// The player's next action took away the message that waits for it (the answer after a loss).
  case stickyToastDismissed
  /// The whole board changed at once (a new round, another mode or language): redraw without
  /// animation.
  case boardReplaced
  /// Which boards show their rows, or which the keyboard shows, changed (the next board of a
  /// sequence appeared; the player picked a board or let the pick go): redraw the boards and keys
  /// without animation.
  case boardsChanged
  /// The settings changed (theme, contrast, hard mode...).
  case settingsChanged
  /// The statistics of a mode were reset (the last finished game may be gone).
  case statisticsReset
}

/// A short message over the board.
public struct Toast: Hashable, Sendable {
  public enum Duration: Hashable, Sendable {
    /// Fades after a moment.
    case short
    /// Stays longer, for something the player must read (a file problem).
    case long
    /// Stays until the next action (the answer after a loss).
    case untilNextAction
  }

  public let text: String
  public let duration: Duration
  /// What screen readers announce: the text, or a fuller sentence where the text relies on being
  /// seen over the board (the answer after a loss: "The answer was CRANE").
  public let spoken: String

  public init(_ text: String, duration: Duration = .short, spoken: String? = nil) {
    self.text = text
    self.duration = duration
    self.spoken = spoken ?? text
  }
}
