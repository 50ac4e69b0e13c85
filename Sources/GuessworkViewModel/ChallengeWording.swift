import GuessworkEngine
import Localization

extension ChallengeError {
  /// Why a pasted code or link cannot be played, in one sentence (the dialog, or stderr).
  public var text: String {
    switch self {
    case .empty: L("Paste a challenge code such as GW-7K3QX9, or its link.")
    case .badCharacters(let characters):
      // TRANSLATORS: %s are the characters that cannot be in a code, e.g. "#U".
      // Control characters and line breaks shown as � (`Shown`), on the one line of a refusal.
      L("A challenge code has no “%s”: only digits and letters other than U.", Shown.argument(characters))
    case .wrongLength(let count) where count > 9:
      // A code of several boards mistyped (one character too many or too few).
      Ln(
        "A challenge code of several boards has its count of boards, then six, eight or nine characters for each board, not %d in all.",
        "A challenge code of several boards has its count of boards, then six, eight or nine characters for each board, not %d in all.", count, count)
    case .wrongLength(let count):
      Ln(
        "A challenge code has six, eight or nine characters after GW-, not %d.",
        "A challenge code has six, eight or nine characters after GW-, not %d.", count, count)
    case .wrongCheckCharacter:
      L("This challenge code has a typing mistake: check it character by character.")
    case .unknownLanguage:
      L("This challenge is in a language this version of Guesswork does not have.")
    case .notAWord(_, let language):
      switch language {
      case .english: L("This challenge's word is not in the English word list.")
      case .spanish: L("This challenge's word is not in the Spanish word list.")
      case .french: L("This challenge's word is not in the French word list.")
      case .german: L("This challenge's word is not in the German word list.")
      case .italian: L("This challenge's word is not in the Italian word list.")
      case .portuguese: L("This challenge's word is not in the Portuguese word list.")
      }
    case .notAChallengeLink:
      L("This is not a Guesswork challenge link: it starts with guesswork://challenge/.")
    case .tooLong:
      L("This text is too long to be a challenge: paste only the code or the link.")
    }
  }
}

extension Challenge {
  /// The message Challenge a Friend copies: the code and the link in one sentence.
  public var invitation: String {
    // TRANSLATORS: %1$s is the code (GW-7K3QX9), %2$s the link (guesswork://challenge/GW-7K3QX9).
    L(
      "Can you guess my word? Play my Guesswork challenge %1$s: open %2$s, or choose Play a Challenge… in the game's menu and paste the code.",
      code, link)
  }
}

extension GameViewModel {
  /// What Challenge a Friend asks for, naming the round's word list.
  public var challengeFriendIntro: String {
    switch language {
    case .english:
      L("Type a word for a friend to guess: any word of 4 to 7 letters of the English word lists. They get a code that does not show it.")
    case .spanish:
      L("Type a word for a friend to guess: any word of 4 to 7 letters of the Spanish word lists. They get a code that does not show it.")    case .french:
      L("Type a word for a friend to guess: any word of 4 to 7 letters of the French word lists. They get a code that does not show it.")
    case .german:
      L("Type a word for a friend to guess: any word of 4 to 7 letters of the German word lists. They get a code that does not show it.")
    case .italian:
      L("Type a word for a friend to guess: any word of 4 to 7 letters of the Italian word lists. They get a code that does not show it.")
    case .portuguese:
      L("Type a word for a friend to guess: any word of 4 to 7 letters of the Portuguese word lists. They get a code that does not show it.")
    }
  }
}
