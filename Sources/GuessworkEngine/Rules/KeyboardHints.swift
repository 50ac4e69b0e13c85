/// The best state seen for each letter, as the on-screen keyboard colours it.
///
/// A letter only ever moves up (`absent < present < correct`): a key that turned green never turns
/// yellow again because a later guess has the same letter elsewhere.
public struct KeyboardHints: Hashable, Sendable {
  private var states: [LetterState?] = Array(repeating: nil, count: Letter.count)

  public init(_ guesses: some Sequence<Guess> = [Guess]()) {
    for guess in guesses { record(guess) }
  }

  public mutating func record(_ guess: Guess) {
    for (position, state) in guess.result.enumerated() {
      let index = Int(guess.word[position].index)
      states[index] = max(states[index] ?? .absent, state)
    }
  }

  /// Takes in another board's hints: each letter's best state of the two.
  public mutating func record(_ other: KeyboardHints) {
    for index in states.indices {
      if let state = other.states[index] { states[index] = max(states[index] ?? .absent, state) }
    }
  }

  /// The best state seen for the letter, or `nil` while it has not been guessed.
  public subscript(letter: Letter) -> LetterState? { states[Int(letter.index)] }
}
