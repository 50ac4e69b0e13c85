/// How the share grid is coloured, to match what the player saw.
public struct ShareStyle: Hashable, Sendable {
  public var darkTheme: Bool
  public var highContrast: Bool

  public init(darkTheme: Bool = false, highContrast: Bool = false) {
    self.darkTheme = darkTheme
    self.highContrast = highContrast
  }

  func square(for state: LetterState) -> String {
    switch state {
    case .correct: highContrast ? "🟧" : "🟩"
    case .present: highContrast ? "🟦" : "🟨"
    case .absent: darkTheme ? "⬛" : "⬜"
    }
  }
}

/// The text a player pastes to show off a finished round: a title line, a blank line, and one row of
/// squares per guess. It never contains a letter of the guesses or the answer.
///
///     Guesswork #326 4/6*
///
/// A puzzle in another language than English names it, `Guesswork ES #326 4/6`: the same number is
/// a different puzzle in each language. A challenge names its code, `Guesswork challenge GW-7K3QX9
/// 3/6`, which carries the language, so a friend can play the same word. A round of another
/// length than five names it, `Guesswork 6 letters 4/6`, so a 7-letter 5/6 is not read as a
/// five-letter one (the rows show it too, but a title is read first and alone in previews); a
/// challenge too, `Guesswork challenge GW-4H7RT2MX 7 letters 2/6`.
///
///     ⬜🟨⬜⬜⬜
///     ...
///
/// Returns `nil` while the round is still in progress.
public func shareText(for game: Game, style: ShareStyle = ShareStyle()) -> String? {
  guard game.isOver else { return nil }
  let tries = game.status == .won ? game.guesses.count : nil
  var title = "Guesswork"
  if case .challenge(let challenge) = game.puzzle {
    // The code carries the language; the word never appears.
    title += " challenge \(challenge.code)"
  } else {
    if game.language != .english { title += " \(game.language.rawValue.uppercased())" }
    if let number = game.puzzle.dailyNumber { title += " #\(number)" }
  }
  if game.length != Word.standardLength { title += " \(game.length) letters" }
  title += " " + game.shape.score(guesses: tries)
  if game.isHardMode { title += "*" }
  let rows = game.guesses.map { guess in guess.result.map(style.square).joined() }
  return ([title, ""] + rows).joined(separator: "\n")
}
