import GuessworkEngine

/// The text of How to Play, naming the colours the player actually sees: green and yellow, or
/// orange and blue in high contrast.
public struct HowToPlay: Hashable, Sendable {
  public let highContrast: Bool

  public init(highContrast: Bool) { self.highContrast = highContrast }

  /// The colour a state shows, as a word.
  public func colourName(_ state: LetterState) -> String {
    switch state {
    case .correct: highContrast ? "orange" : "green"
    case .present: highContrast ? "blue" : "yellow"
    case .absent: "grey"
    }
  }

  public let lead = "Guess the hidden word in 6 tries."

  public var rules: [String] {
    [
      "• Each guess must be a valid 5-letter word. Type it and press Enter.",
      "• The colour of the tiles will change to show how close your guess was to the word: "
        + "\(colourName(.correct)), \(colourName(.present)) or \(colourName(.absent)).",
    ]
  }

  /// The examples: a word, the tile coloured in it, and what that colour means.
  public var examples: [(word: String, highlight: Int, state: LetterState, caption: String)] {
    [
      ("weary", 0, .correct, "W is in the word and in the correct spot (\(colourName(.correct)))."),
      ("pills", 1, .present, "I is in the word but in the wrong spot (\(colourName(.present)))."),
      ("vague", 3, .absent, "U is not in the word in any spot (\(colourName(.absent)))."),
    ]
  }

  public var hardMode: String {
    "Any revealed hints must be used in later guesses: \(colourName(.correct)) letters stay where they "
      + "are and \(colourName(.present)) letters are used again. It can be switched on in the "
      + "preferences before the first guess of a round."
  }

  public let modes =
    "The daily puzzle is the same for everyone on the same day, and a new one starts at midnight. "
    + "Unlimited gives a new random word whenever you like (Ctrl+N). Switch between them with the "
    + "buttons at the top; each keeps its own round and statistics."

  public let sharing =
    "When a round is over, Ctrl+C copies your result as coloured squares, without giving the word away."
}
