import GuessworkEngine
import Localization

/// What one square of the board shows.
public struct Tile: Hashable, Sendable {
  public enum State: Hashable, Sendable {
    case empty
    /// A typed letter not yet submitted.
    case typed
    case revealed(LetterState)
  }

  public var letter: Letter?
  public var state: State

  public init(letter: Letter?, state: State) {
    self.letter = letter
    self.state = state
  }

  public static let empty = Tile(letter: nil, state: .empty)

  /// What a screen reader says for the tile's content: "empty", "A, typed" (not yet submitted),
  /// "A, correct" or "E, present in another position".
  public var accessibleLabel: String {
    // TRANSLATORS: what a screen reader says for an empty tile of the board.
    guard let letter else { return Lp("tile", "empty") }
    switch state {
    // TRANSLATORS: a tile with a typed letter not yet submitted; %s is the letter.
    case .empty, .typed: return L("%s, typed", letter.display)
    case .revealed(let result): return result.spoken(letter)
    }
  }

  /// The whole phrase for a tile of the board, position first, e.g. "Row 2, letter 3, R, present
  /// in another position" (`row` and `column` count from 0). One whole sentence per state, so a
  /// translation can order its parts as its language does.
  public func accessibleLabel(row: Int, column: Int) -> String {
    let (row, column) = (row + 1, column + 1)
    // TRANSLATORS: what a screen reader says for a tile of the board: %1$d its row, %2$d its
    // place in the row (both from 1), %3$s its letter.
    guard let letter else { return L("Row %1$d, letter %2$d, empty", row, column) }
    let text = letter.display
    switch state {
    case .empty, .typed: return L("Row %1$d, letter %2$d, %3$s, typed", row, column, text)
    case .revealed(.correct): return L("Row %1$d, letter %2$d, %3$s, correct", row, column, text)
    case .revealed(.present):
      return L("Row %1$d, letter %2$d, %3$s, present in another position", row, column, text)
    case .revealed(.absent): return L("Row %1$d, letter %2$d, %3$s, absent", row, column, text)
    }
  }

  /// What a screen reader calls a row of the board, e.g. "Row 2" (`row` counts from 0).
  // TRANSLATORS: a row of the board as a screen reader names it; %d counts from 1.
  public static func accessibleRowName(_ row: Int) -> String { L("Row %d", row + 1) }
}

extension LetterState {
  /// The CSS class that colours tiles, keys and chart bars in this state.
  public var styleClass: String {
    switch self {
    case .correct: "correct"
    case .present: "present"
    case .absent: "absent"
    }
  }
}
