/// A saved round stores only what the player did: the answers, the guessed words and the typed
/// letters. Results are scored again on loading (`CheckedRound`), so a saved file can never show
/// colours that disagree with the rules, and a file that describes an impossible round is refused.
///
/// A round of one board of the standard rows is written as round format 1 has always written it
/// (`answer`); a round of any other shape as format 2 (`Storage.roundFormat(of:)`), with its
/// `shape` and its `answers`, which a game that knows only format 1 refuses without writing over.
extension Game: Encodable {
  private enum CodingKeys: String, CodingKey {
    case answer, answers, shape, puzzle, language, guesses, input, hardMode
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if shape.isOriginal {
      try container.encode(answer, forKey: .answer)
    } else {
      try container.encode(answers, forKey: .answers)
      try container.encode(shape, forKey: .shape)
    }
    try container.encode(puzzle, forKey: .puzzle)
    try container.encode(language, forKey: .language)
    try container.encode(isHardMode, forKey: .hardMode)
    try container.encode(playedWords, forKey: .guesses)
    try container.encode(String(input.map(\.character)), forKey: .input)
  }
}

extension RoundShape: Encodable {
  private enum CodingKeys: String, CodingKey { case boards, rows, letters, sequence }

  /// `{"boards":4,"letters":5,"rows":10,"sequence":true}`; `sequence` only when true.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(boards, forKey: .boards)
    try container.encode(rows, forKey: .rows)
    try container.encode(letters, forKey: .letters)
    if isSequence { try container.encode(true, forKey: .sequence) }
  }
}
