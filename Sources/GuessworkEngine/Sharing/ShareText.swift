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
/// A round of several boards names its kind, `Guesswork 4 Boards #326 7/9`; under the title, the
/// guess that solved each board as a keycap digit (🟥 for one not solved), two boards a line as
/// a narrow window shows them, then the boards' rows side by side, two boards a block:
///
///     7️⃣5️⃣
///     🟥8️⃣
///
/// Returns `nil` while the round is still in progress.
public func shareText(for game: Game, style: ShareStyle = ShareStyle()) -> String? {
  guard game.isOver else { return nil }
  let tries = game.status == .won ? game.playedWords.count : nil
  var title = "Guesswork"
  if game.shape.boards > 1 {
    title += game.shape.isSequence ? " \(game.shape.boards) in Sequence" : " \(game.shape.boards) Boards"
  }
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
  guard game.boards.count > 1 else {
    let rows = game.guesses.map { guess in guess.result.map(style.square).joined() }
    return ([title, ""] + rows).joined(separator: "\n")
  }
  let perLine = 2
  var lines = [title]
  for start in stride(from: 0, to: game.boards.count, by: perLine) {
    let boards = game.boards[start..<min(start + perLine, game.boards.count)]
    lines.append(boards.map { board in board.solvedRow.map { keycap($0 + 1) } ?? "🟥" }.joined())
  }
  // A board solved early has no rows after its answer: blank squares keep its neighbour's in line.
  let blank = String(repeating: "\u{3000}", count: game.length)
  for start in stride(from: 0, to: game.boards.count, by: perLine) {
    let boards = game.boards[start..<min(start + perLine, game.boards.count)]
    let rows = boards.map(\.guesses.count).max() ?? 0
    lines.append("")
    for row in 0..<rows {
      lines.append(
        boards.map { board in
          row < board.guesses.count ? board.guesses[row].result.map(style.square).joined() : blank
        }.joined(separator: " "))
    }
  }
  return lines.joined(separator: "\n")
}

/// A guess number as one emoji: keycap digits to 9, 🔟, then the clock faces players know from
/// the eight-board cousins for 11 to 15.
func keycap(_ number: Int) -> String {
  switch number {
  case 1...9: "\(number)\u{FE0F}\u{20E3}"
  case 10: "🔟"
  case 11: "🕚"
  case 12: "🕛"
  case 13: "🕐"
  case 14: "🕑"
  default: "🕒"
  }
}
