/// Everything revealed so far that hard mode requires a guess to reuse.
///
/// Green letters must stay where they are; every coloured letter must appear again, as many times as
/// it was coloured within a single earlier guess (two coloured E's in one row mean two E's from now
/// on). Hints accumulate over every row of the round, not only the last one.
public struct HardModeHints: Hashable, Sendable {
  /// The letter that must stand at each position, where one was revealed green.
  public private(set) var fixed: [Letter?] = Array(repeating: nil, count: Word.length)
  /// The fewest copies of each revealed letter a guess must have, in the order first revealed.
  public private(set) var minimumCounts: [(letter: Letter, count: Int)] = []

  public init(_ guesses: [Guess] = []) {
    for guess in guesses { record(guess) }
  }

  public mutating func record(_ guess: Guess) {
    var counts: [(letter: Letter, count: Int)] = []
    for (position, state) in guess.result.enumerated() where state != .absent {
      let letter = guess.word[position]
      if state == .correct { fixed[position] = letter }
      if let index = counts.firstIndex(where: { $0.letter == letter }) {
        counts[index].count += 1
      } else {
        counts.append((letter, 1))
      }
    }
    for (letter, count) in counts {
      if let index = minimumCounts.firstIndex(where: { $0.letter == letter }) {
        minimumCounts[index].count = max(minimumCounts[index].count, count)
      } else {
        minimumCounts.append((letter, count))
      }
    }
  }

  /// The first rule the word breaks, green positions first (left to right), then missing letters.
  public func violation(by word: Word) -> Rejection? {
    for (position, letter) in fixed.enumerated() {
      if let letter, word[position] != letter { return .mustKeep(letter, at: position) }
    }
    for (letter, count) in minimumCounts where word.letters.count(where: { $0 == letter }) < count {
      return .mustContain(letter, count: count)
    }
    return nil
  }

  public static func == (lhs: HardModeHints, rhs: HardModeHints) -> Bool {
    lhs.fixed == rhs.fixed && lhs.minimumCounts.elementsEqual(rhs.minimumCounts, by: ==)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fixed)
    for (letter, count) in minimumCounts {
      hasher.combine(letter)
      hasher.combine(count)
    }
  }
}
