import FoundationEssentials
import GuessworkEngine
import Localization

/// What Review opens: the round on the board once it is over, or a finished game of the history.
/// Never the round in progress: nothing about it is worked out or shown while it is played.
public final class ReviewPresenter {
  let session: GameSession
  /// Where answers' spellings are read (`nil`: shown by their letters).
  let meanings: WordMeanings?

  init(session: GameSession, meanings: WordMeanings? = nil) {
    self.session = session
    self.meanings = meanings
  }

  /// The round on the board once it is over; `nil` while it is being played, so nothing about a
  /// round in progress is ever worked out or shown.
  public var finishedRound: FinishedRound? {
    let game = session.game
    guard game.isOver, !game.playedWords.isEmpty else { return nil }
    let several = game.boards.count > 1
    return FinishedRound(
      guesses: game.playedWords, answer: game.answer, language: game.language,
      isHardMode: game.isHardMode, words: session.words, name: game.puzzle.roundName,
      shownAnswer: several ? nil : game.shownAnswer(meanings: meanings),
      laterAnswers: Array(game.answers.dropFirst()), isSequence: game.shape.isSequence,
      shownAnswers: several
        ? game.answers.map { WordMeanings.shown($0, in: game.language, meanings) } : nil)
  }

  /// What the menu's Review opens: the round on the board once it is over, else the last finished
  /// game of the round's language in the history (after New Game, the round just finished).
  /// `nil` when there is none. Never the round in progress: nothing about it is worked out or
  /// shown while it is played.
  public var subject: ReviewSubject? {
    if let round = finishedRound { return .round(round) }
    return lastRecorded { _ in true }
  }

  /// What the statistics' Review Round opens: the round on the board once it is over, else the
  /// last finished game of the mode, language, length and kind the statistics show.
  public func subject(
    statisticsOf mode: PlayMode, language: Language, length: Int? = nil, kind: RoundKind = .single
  ) -> ReviewSubject? {
    if let round = finishedRound { return .round(round) }
    guard language == session.words.language else { return nil }
    let length = length ?? session.statisticsLength
    return lastRecorded {
      $0.mode == mode && (mode == .daily || $0.answer.length == length) && $0.shape.kind == kind
    }
  }

  /// The last game of the history in the language of the words at hand that passes `include`,
  /// skipping any on the answer of the round in progress (another Guesswork beside this one may
  /// have finished the same daily puzzle: its review would give this round away).
  private func lastRecorded(where include: (GameRecord) -> Bool) -> ReviewSubject? {
    // Still being read at start (a long history): nothing yet; the window asks again once it is.
    guard session.isHistoryReady else { return nil }
    let language = session.words.language
    let game = session.game
    guard
      let record = session.history.last(where: {
        $0.language == language && include($0)
          && (game.isOver || $0.answers.allSatisfy { !game.answers.contains($0) })
      }),
      let words = session.words(for: language, length: record.answer.length)
    else { return nil }
    return Self.subject(for: record, words: words, meanings: meanings)
  }

  /// What reviewing a game of the history opens: the round, with `words` of its language; or, for
  /// a game recorded before Guesswork kept guesses, the sentence saying it cannot be reviewed.
  static func subject(for record: GameRecord, words: WordList, meanings: WordMeanings? = nil)
    -> ReviewSubject
  {
    let name = record.roundName
    let answer = WordMeanings.shown(record.answer, in: record.language, meanings)
    let subtitle = [
      name, record.shape.boards > 1 ? record.shape.kind.displayName : nil,
      PreferencesPresentation.otherLengthName(record.answer.length), record.language.displayName,
      record.hardMode ? L("Hard mode") : nil,
    ].compactMap { $0 }.joined(separator: L(" · "))
    let several = record.shape.boards > 1
    let answers = record.answers.map { WordMeanings.shown($0, in: record.language, meanings) }
    guard let guesses = record.guesses, !guesses.isEmpty else {
      return .notKept(
        UnreviewableGame(
          title: L("Review · %s", several ? record.shape.kind.displayName : answer),
          subtitle: subtitle, message: UnreviewableGame.message))
    }
    return .round(
      FinishedRound(
        guesses: guesses, answer: record.answer, language: record.language,
        isHardMode: record.hardMode, words: words, name: name, shownAnswer: several ? nil : answer,
        laterAnswers: record.otherAnswers, isSequence: record.shape.isSequence,
        shownAnswers: several ? answers : nil))
  }
}
