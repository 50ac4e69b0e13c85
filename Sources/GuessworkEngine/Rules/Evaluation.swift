/// Scores a guess against the answer, the way the original game does.
///
/// Two passes: exact matches are marked first; then, left to right, a letter is "present" only while
/// the answer still has a copy of it that no earlier tile has claimed. So a guess with two E's
/// against an answer with one E colours at most one of them.
/// Both words have the same length (the round's).
public func evaluate(_ guess: Word, against answer: Word) -> [LetterState] {
  precondition(guess.length == answer.length, "a guess has its answer's length")
  let length = answer.length
  var result = [LetterState](repeating: .absent, count: length)
  var unclaimed: UInt8 = 0  // bit j set: answer position j is still free to match a "present"
  for position in 0..<length {
    if guess[position] == answer[position] {
      result[position] = .correct
    } else {
      unclaimed |= 1 << position
    }
  }
  for position in 0..<length where result[position] != .correct {
    let letter = guess[position]
    for other in 0..<length where unclaimed & (1 << other) != 0 && answer[other] == letter {
      result[position] = .present
      unclaimed &= ~(1 << other)
      break
    }
  }
  return result
}
