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

  /// What a screen reader says for the tile, e.g. "A, correct" or "E, present in another position".
  public var accessibleLabel: String {
    guard let letter else { return Lp("tile", "Empty") }
    switch state {
    case .empty, .typed: return letter.display
    case .revealed(let result): return result.spoken(letter)
    }
  }
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
