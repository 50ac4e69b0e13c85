/// Rounds of neither mode — a friend's challenge, a chosen word — left unfinished in their own
/// saved slot while the player went back to the daily or unlimited round. The header offers them
/// again, so opening another kind of round never hides one in progress.
public enum OtherRound: CaseIterable, Hashable, Sendable {
  case challenge
  case chosenWord
}

extension GameSession {
  /// The unfinished round of this kind in the current language: the one on the board, else its
  /// saved slot's (a finished one is not offered: its result is in the history). A chosen word or
  /// a challenge may be of any length, each in a slot of its own: the first unfinished one, five
  /// letters first.
  public func unfinishedRound(_ kind: OtherRound) -> Game? {
    let slot = slot(of: kind)
    if game.puzzle.slotName == slot.slotName, game.language == settings.language {
      return game.isOver ? nil : game
    }
    for length in GameSession.lengthsToLook {
      if let saved = environment.storage.loadRound(
        slot, settings.language, length: length, checkedBy: rules), !saved.isOver
      {
        return saved
      }
    }
    return nil
  }

  /// Five letters first, then the others.
  static let lengthsToLook = [Word.standardLength] + Word.lengths.filter { $0 != Word.standardLength }

  /// Goes back to the unfinished round of this kind; the round on the board stays saved in its
  /// own slot. Nothing changes when there is none.
  public func resume(_ kind: OtherRound) {
    guard let saved = unfinishedRound(kind), saved.puzzle.slotName != game.puzzle.slotName else { return }
    game = resumed(saved)
    save()
  }

  /// The slot's file is named by the kind alone (`challenge-en.json`): any challenge names it.
  private func slot(of kind: OtherRound) -> Puzzle {
    switch kind {
    case .chosenWord: return .custom
    case .challenge:
      let anyWord = Word([Letter](repeating: Letter(index: 0)!, count: Word.standardLength))
      guard let any = Challenge(word: anyWord, language: settings.language) else { return .custom }
      return .challenge(any)
    }
  }
}
