import GuessworkEngine
import Localization

/// What a round of several boards shows beyond one board's tiles: which boards are hidden (in
/// sequence), the keyboard's parts (one a board, laid out like the boards), the board the player
/// picked to see alone on the keyboard, and the names a screen reader hears.
extension BoardPresenter {
  /// What one part of a split key shows: a board's best state for the letter, nothing yet, or a
  /// solved board's quiet part.
  public enum KeyPart: Hashable, Sendable {
    case unknown
    case state(LetterState)
    case solved
  }

  /// The first board not solved in the rows settled so far (the last board once all are): a
  /// board solved by the row still turning over is played until the row settles.
  var firstUnsolvedBoard: Int {
    let boards = session.game.boards
    return boards.firstIndex { board in board.solvedRow.map { $0 >= settledRows } ?? true }
      ?? boards.count - 1
  }

  /// Whether a board's rows are kept from view: in sequence, every board after the first one
  /// not solved, until the round's last row has settled (then every board shows how it ended).
  public func isHidden(board: Int) -> Bool {
    let game = session.game
    guard game.shape.isSequence else { return false }
    let isSettledOver = game.isOver && settledRows == game.currentRow
    return !isSettledOver && board > firstUnsolvedBoard
  }

  /// The boards the keyboard shows, in board order: the one picked; in sequence the board being
  /// played; else every board.
  public var keyboardBoards: [Int] {
    if let pickedBoard { return [pickedBoard] }
    if shape.isSequence { return [firstUnsolvedBoard] }
    return Array(session.game.boards.indices)
  }

  /// The board whose typed row the window keeps in view: the first still played and shown.
  public var typingBoard: Int? { playedBoards.first }

  /// Whether each key is split into one part a board (`keyParts(for:)`), or coloured whole.
  public var splitsKeys: Bool { keyboardBoards.count > 1 }

  /// A key's parts, one for each of `keyboardBoards`: the best state each board knows for the
  /// letter after the rows settled so far; a solved board's part goes quiet.
  public func keyParts(for letter: Letter) -> [KeyPart] {
    keyboardBoards.map { board in
      if isQuiet(board: board) { return .solved }
      return keyState(for: letter, board: board).map(KeyPart.state) ?? .unknown
    }
  }

  /// The colour of a whole key: the round's for one board, else the one board the keyboard shows.
  public func wholeKeyState(for letter: Letter) -> LetterState? {
    let boards = keyboardBoards
    guard session.game.boards.count > 1, boards.count == 1 else { return keyState(for: letter) }
    return keyState(for: letter, board: boards[0])
  }

  /// Whether a board's keyboard part is quiet: it was solved on a row that has settled (while
  /// the solving row turns over, its part keeps its colours), in a round still being played.
  /// Once the round is over every part shows its board's colours again: nothing is left to
  /// focus on, and a won round's keyboard would otherwise read as if nothing had been played.
  func isQuiet(board: Int) -> Bool {
    let game = session.game
    guard let row = game.boards[board].solvedRow, !game.isOver else { return false }
    return row < settledRows
  }

  /// Picks a board to see alone on the keyboard, or lets the pick go when it is picked already
  /// (`nil`: every board again): a click on a board, Alt and its number, Alt+0. Only for rounds
  /// of several boards.
  public func pick(board: Int?) {
    let game = session.game
    let picked: Int? =
      if let board, game.boards.count > 1, game.boards.indices.contains(board), !isHidden(board: board),
        board != pickedBoard
      {
        board
      } else {
        nil
      }
    guard picked != pickedBoard else { return }
    pickedBoard = picked
    events.send(.boardsChanged)
  }

  /// What a screen reader calls a board: "Board 3 of 4, solved in 5", "Board 2 of 4", "Board 4
  /// of 4, hidden until board 3 is solved". A one-board round's is "Board", as always.
  public func accessibleName(board: Int) -> String {
    let game = session.game
    guard game.boards.count > 1 else { return L("Board") }
    let (number, count) = (board + 1, game.boards.count)
    if let row = game.boards[board].solvedRow {
      // TRANSLATORS: a board of a round of several as a screen reader names it: %1$d its place, %2$d
      // how many boards, %3$d the guess that solved it.
      return L("Board %1$d of %2$d, solved in %3$d", number, count, row + 1)
    }
    if isHidden(board: board) {
      // TRANSLATORS: a board of a round in sequence not shown yet; %3$d the board before it.
      return L("Board %1$d of %2$d, hidden until board %3$d is solved", number, count, board)
    }
    // TRANSLATORS: a board of a round of several as a screen reader names it.
    return L("Board %1$d of %2$d", number, count)
  }

  /// What a screen reader says for a split key: the letter, then each board's state, e.g.
  /// "A: board 1 correct, board 2 absent, board 3 solved, board 4 not tried".
  func splitKeyLabel(_ letter: Letter) -> String {
    let parts = zip(keyboardBoards, keyParts(for: letter)).map { board, part -> String in
      let number = board + 1
      switch part {
      // TRANSLATORS: one board's part of a key, as a screen reader says it; %d the board.
      case .unknown: return L("board %d not tried", number)
      case .solved: return L("board %d solved", number)
      case .state(.correct): return L("board %d correct", number)
      case .state(.present): return L("board %d present", number)
      case .state(.absent): return L("board %d absent", number)
      }
    }
    // TRANSLATORS: a key of several boards: %1$s its letter, %2$s each board's state.
    return L("%1$s: %2$s", letter.display, parts.joined(separator: L(", ")))
  }
}
