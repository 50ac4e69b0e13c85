/// A saved round stores only what the player did: the answer, the guessed words and the typed
/// letters. Results are scored again on loading, so a saved file can never show colours that
/// disagree with the rules, and a file that describes an impossible round is refused.
extension Game {
  private enum CodingKeys: String, CodingKey {
    case answer, puzzle, language, guesses, input, hardMode
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    answer = try container.decode(Word.self, forKey: .answer)
    puzzle = try container.decode(Puzzle.self, forKey: .puzzle)
    language = try container.decode(Language.self, forKey: .language)
    isHardMode = try container.decodeIfPresent(Bool.self, forKey: .hardMode) ?? false
    let words = try container.decode([Word].self, forKey: .guesses)
    for word in words {
      guard !isOver, language.uses(word) else {
        throw DecodingError.dataCorruptedError(
          forKey: .guesses, in: container, debugDescription: "more guesses than a round allows")
      }
      guesses.append(Guess(word, against: answer))
    }
    let typed = try container.decodeIfPresent(String.self, forKey: .input) ?? ""
    let letters = typed.compactMap(Letter.init)
    guard letters.count == typed.count, letters.count <= Word.length else {
      throw DecodingError.dataCorruptedError(
        forKey: .input, in: container, debugDescription: "typed letters “\(typed)” are not a row")
    }
    restoreInput(letters)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(answer, forKey: .answer)
    try container.encode(puzzle, forKey: .puzzle)
    try container.encode(language, forKey: .language)
    try container.encode(isHardMode, forKey: .hardMode)
    try container.encode(guesses.map(\.word), forKey: .guesses)
    try container.encode(String(input.map(\.character)), forKey: .input)
  }
}
