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

  /// `count` distinct random answers, one a board, none among the last `recentWindow` of
  /// `recent` while the list has enough others (a short list lets the oldest back first). One
  /// answer is drawn as `answer(from:avoiding:using:)` draws it. The list has `count` answers.
  public static func answers(
    _ count: Int, from answers: [Word], avoiding recent: [Word],
    using generator: inout some RandomNumberGenerator
  ) -> [Word] {
    precondition(answers.count >= count, "an answer a board")
    guard count > 1 else { return [answer(from: answers, avoiding: recent, using: &generator)] }
    let window = min(recentWindow, answers.count - count)
    let avoided = Set(recent.suffix(window))
    var candidates = answers.filter { !avoided.contains($0) }
    // The first `count` places of a Fisher–Yates shuffle.
    for index in 0..<count {
      let other = index + Int(generator.next() % UInt64(candidates.count - index))
      candidates.swapAt(index, other)
    }
    return Array(candidates.prefix(count))
  }
}
