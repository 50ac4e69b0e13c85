/// Draws answers for unlimited rounds.
public enum UnlimitedDraw {
  /// How many of the latest answers a new round never repeats.
  public static let recentWindow = 100

  /// A random answer that is not among the last `recentWindow` answers of `recent` (oldest first).
  /// With a list too short to avoid them all, the oldest are allowed again first.
  public static func answer(
    from answers: [Word], avoiding recent: [Word], using generator: inout some RandomNumberGenerator
  ) -> Word {
    precondition(!answers.isEmpty, "unlimited rounds need answers")
    let window = min(recentWindow, answers.count - 1)
    let avoided = Set(recent.suffix(window))
    let candidates = answers.filter { !avoided.contains($0) }
    return (candidates.isEmpty ? answers : candidates).randomElement(using: &generator)!
  }
}
