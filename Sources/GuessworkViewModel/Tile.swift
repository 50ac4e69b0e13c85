import GuessworkEngine

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
    guard let letter else { return "empty" }
    switch state {
    case .empty, .typed: return "\(letter.display), typed"
    case .revealed(let result): return "\(letter.display), \(result.spokenName)"
    }
  }

  /// The whole phrase for a tile of the board, position first, e.g. "Row 2, letter 3, R, present
  /// in another position" (`row` and `column` count from 0).
  public func accessibleLabel(row: Int, column: Int) -> String {
    "\(Tile.accessibleRowName(row)), letter \(column + 1), \(accessibleLabel)"
  }

  /// What a screen reader calls a row of the board, e.g. "Row 2" (`row` counts from 0).
  public static func accessibleRowName(_ row: Int) -> String { "Row \(row + 1)" }
}

extension LetterState {
  /// The state as a screen reader says it.
  public var spokenName: String {
    switch self {
    case .correct: "correct"
    case .present: "present in another position"
    case .absent: "absent"
    }
  }

  /// The CSS class that colours tiles, keys and chart bars in this state.
  public var styleClass: String {
    switch self {
    case .correct: "correct"
    case .present: "present"
    case .absent: "absent"
    }
  }
}
