/// What a revealed tile says about its letter. Ordered by how much it tells: a key shows the best
/// state seen for its letter, and `absent < present < correct`.
public enum LetterState: Int, Comparable, Codable, Sendable, CaseIterable {
  /// Not in the answer (or no more copies of it than already coloured).
  case absent
  /// In the answer, at another position.
  case present
  /// In the answer at this position.
  case correct

  public static func < (lhs: LetterState, rhs: LetterState) -> Bool { lhs.rawValue < rhs.rawValue }
}
