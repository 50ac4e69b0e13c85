/// Why a submitted row was refused. The row stays as typed; nothing is used up.
public enum Rejection: Error, Hashable, Sendable {
  case notEnoughLetters
  case notInWordList
  /// Hard mode: a letter revealed green must stay at its position (0-based).
  case mustKeep(Letter, at: Int)
  /// Hard mode: a revealed letter must be used again, `count` times in all.
  case mustContain(Letter, count: Int)
  case roundIsOver

  /// The message the player sees, worded as in the original game.
  public var message: String {
    switch self {
    case .notEnoughLetters: "Not enough letters"
    case .notInWordList: "Not in word list"
    case .mustKeep(let letter, let position):
      "\(ordinal(position + 1)) letter must be \(letter.display)"
    case .mustContain(let letter, let count):
      switch count {
      case 1: "Guess must contain \(letter.display)"
      case 2: "Guess must contain \(letter.display) twice"
      default: "Guess must contain \(letter.display) \(count) times"
      }
    case .roundIsOver: "This round is over"
    }
  }
}

func ordinal(_ number: Int) -> String {
  let suffix =
    switch (number % 10, number % 100) {
    case (_, 11...13): "th"
    case (1, _): "st"
    case (2, _): "nd"
    case (3, _): "rd"
    default: "th"
    }
  return "\(number)\(suffix)"
}
