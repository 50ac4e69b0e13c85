import GuessworkEngine
import Localization

/// What Challenge a Friend shows for the word typed so far.
public enum ChallengeDraft: Hashable, Sendable {
  /// Fewer than five letters: nothing to say yet.
  case incomplete
  /// Five letters, but not a guess of the language (the sentence to show).
  case notAWord(String)
  /// A word of the list: its challenge.
  case ready(Challenge)

  /// The line under the entry.
  public var message: String? {
    switch self {
    case .incomplete, .ready: nil
    case .notAWord(let message): message
    }
  }

  public var challenge: Challenge? {
    if case .ready(let challenge) = self { challenge } else { nil }
  }
}

extension GameViewModel {
  /// Checks a word typed in Challenge a Friend against the guesses of the game's language (any
  /// word the game accepts as a guess can be sent, not only the answers).
  public func challengeDraft(for text: String) -> ChallengeDraft {
    let letters = text.filter { !$0.isWhitespace }
    let language = session.words.language
    guard letters.count >= Word.standardLength else { return .incomplete }
    // Challenges are five letters, whatever the length of the round on the board.
    guard let words = session.words(for: language), let word = Word(letters),
      let challenge = Challenge(word: word, language: language), words.accepts(word)
    else {
      return .notAWord(Challenge.notAWordText(letters.uppercased(), language))
    }
    return .ready(challenge)
  }

  /// Plays a pasted code or link (Play a Challenge, or a link handed to the running game). On a
  /// bad one nothing changes and the sentence saying why is returned; on a good one the board
  /// switches to the challenge (the round that was on it stays saved) and `nil` is returned.
  @discardableResult
  public func playChallenge(_ text: String) -> String? {
    let challenge: Challenge
    do {
      challenge = try Challenge.read(text)
    } catch {
      return error.text
    }
    return playChallenge(challenge)
  }

  /// Plays a challenge already read; `nil` once it is on the board, else why not.
  @discardableResult
  public func playChallenge(_ challenge: Challenge) -> String? {
    do {
      try session.playChallenge(challenge)
    } catch {
      return error.text
    }
    replaceBoard()
    emit(.settingsChanged)
    emit(.toast(Toast(L("Challenge %s: guess your friend's word.", challenge.code))))
    return nil
  }
}

extension Challenge {
  /// Why a word cannot be sent as a challenge: challenges are five letters, of the language's
  /// list.
  public static func notAWordText(_ shown: String, _ language: Language) -> String {
    switch language {
    case .english: L("“%s” is not a five-letter word in the English word list.", shown)
    case .spanish: L("“%s” is not a five-letter word in the Spanish word list.", shown)
    }
  }
}
