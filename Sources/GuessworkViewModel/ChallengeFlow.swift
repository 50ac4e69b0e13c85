import GuessworkEngine
import Localization

/// What Challenge a Friend shows for the word typed so far.
public enum ChallengeDraft: Hashable, Sendable {
  /// Fewer than four letters, or the start of a longer word of the list: nothing to say yet.
  case incomplete
  /// Not a guess of the language, nor the start of one (the sentence to show).
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
  /// Checks a word typed in Challenge a Friend against the guesses of the game's language, of 4 to
  /// 7 letters whatever the length of the round on the board (any word the game accepts as a guess
  /// can be sent, not only the answers). Letters that only begin a longer word of the list (CRAN
  /// on the way to CRANE) are not yet a mistake.
  public func challengeDraft(for text: String) -> ChallengeDraft {
    let letters = text.filter { !$0.isWhitespace }
    let language = session.words.language
    if letters.contains(",") { return severalBoardsDraft(for: letters) }
    guard letters.count >= Word.lengths.lowerBound else { return .incomplete }
    let word = language.word(letters)
    if let word, let challenge = Challenge(word: word, language: language),
      session.words(for: language, length: word.length)?.accepts(word) == true
    {
      return .ready(challenge)
    }
    if let word, beginsALongerWord(word, in: language) { return .incomplete }
    return .notAWord(LaunchError.wordNotAccepted(letters.uppercased(), language).text)
  }

  /// Several words separated by commas: a challenge of a board a word (2, 4 or 8, distinct, of
  /// one length), as `--word` reads them. While the last word is still being typed, or there are
  /// words yet to come (three so far), nothing is said.
  private func severalBoardsDraft(for letters: String) -> ChallengeDraft {
    let language = session.words.language
    let texts = GameSession.chosenAnswerTexts(letters)
    let last = texts.last ?? ""
    do {
      let answers = try GameSession.chosenAnswers(letters, in: language) {
        session.words(for: language, length: $0)
      }
      if let challenge = Challenge(words: answers, language: language) { return .ready(challenge) }
    } catch {
      switch error {
      case .answersForNoBoards(let count) where count < RoundKind.all.map(\.boards).max()!:
        return .incomplete
      case .answersForNoBoards:
        return .notAWord(L("A challenge has one word a board: 2, 4 or 8 words separated by commas."))
      case .answersOfTwoLengths:
        return .notAWord(L("A challenge's words must all have the same length."))
      default:
        if last.count < Word.lengths.lowerBound { return .incomplete }
        if let word = language.word(last), beginsALongerWord(word, in: language) { return .incomplete }
        return .notAWord(error.text)
      }
    }
    return .incomplete
  }

  /// Whether some accepted word of a longer length starts with `word`'s letters (a binary search
  /// in each longer list: the lists are sorted, and a word's letters sort like its text).
  private func beginsALongerWord(_ word: Word, in language: Language) -> Bool {
    let prefix = word.letters
    return Word.lengths.filter { $0 > word.length }.contains { length in
      guard let words = session.words(for: language, length: length)?.acceptedWords else {
        return false
      }
      let padded = prefix + [Letter](repeating: Letter(index: 0)!, count: length - prefix.count)
      let first = words.insertionIndex(of: Word(padded))
      return first < words.count && words[first].letters.starts(with: prefix)
    }
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
    // A challenge played before comes back as it was left: a finished one is not to be guessed.
    let text =
      session.game.isOver
      // TRANSLATORS: %s is a challenge code; its round, already finished, is on the board again.
      ? L("Challenge %s: played already, its board as you finished it.", challenge.code)
      : L("Challenge %s: guess your friend's word.", challenge.code)
    emit(.toast(Toast(text)))
    return nil
  }
}
