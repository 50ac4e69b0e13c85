/// A saved round stores only what the player did: the answer, the guessed words and the typed
/// letters. Results are scored again on loading (`CheckedRound`), so a saved file can never show
/// colours that disagree with the rules, and a file that describes an impossible round is refused.
extension Game: Encodable {
  private enum CodingKeys: String, CodingKey {
    case answer, puzzle, language, guesses, input, hardMode
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
