/// Why a submitted row was refused. The row stays as typed; nothing is used up. (The view model
/// words it in the player's language: `Rejection.text`.)
public enum Rejection: Error, Hashable, Sendable {
  case notEnoughLetters
  case notInWordList
  /// Hard mode: a letter revealed green must stay at its position (0-based).
  case mustKeep(Letter, at: Int)
  /// Hard mode: a revealed letter must be used again, `count` times in all.
  case mustContain(Letter, count: Int)
  case roundIsOver

}
