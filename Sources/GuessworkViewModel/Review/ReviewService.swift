import FoundationEssentials
import GuessworkEngine
import GuessworkSolver
import Localization

/// A finished round, as the review needs it: the guesses, the answer, the mode and the words.
public struct FinishedRound: Sendable, Hashable {
  public let guesses: [Word]
  public let answer: Word
  public let language: Language
  public let isHardMode: Bool
  let words: WordList
  /// Which round it was, for the review's subtitle: "Daily #326", "Unlimited".
  public var name: String? = nil
  /// The answer as the round's end showed it (`PIÈCE` for PIECE), for the review's title; `nil`:
  /// its letters.
  public var shownAnswer: String? = nil
  /// A round of several boards: the answers of the boards after the first (none for one board),
  /// whether they were played in sequence, and every answer as written.
  public var laterAnswers: [Word] = []
  public var isSequence = false
  public var shownAnswers: [String]? = nil

  /// Every board's answer, in board order.
  public var answers: [Word] { [answer] + laterAnswers }
  public var hasSeveralBoards: Bool { !laterAnswers.isEmpty }

  public static func == (lhs: FinishedRound, rhs: FinishedRound) -> Bool {
    lhs.guesses == rhs.guesses && lhs.answers == rhs.answers && lhs.language == rhs.language
      && lhs.isHardMode == rhs.isHardMode && lhs.isSequence == rhs.isSequence
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(guesses)
    hasher.combine(answers)
  }
}

extension Puzzle {
  /// "Daily #326", "Puzzle #12", "Unlimited", "Chosen word": the round a review is about.
  var roundName: String {
    switch self {
    case .daily(let number, _): L("Daily #%d", number)
    case .archive(let number, _): L("Puzzle #%d", number)
    case .unlimited: Lp("mode", "Unlimited")
    case .custom: L("Chosen word")
    case .challenge(let challenge): L("Challenge %s", challenge.code)
    }
  }
}

/// Works out reviews, off the main thread. The opening of each language, length and mode is the
/// same for every round: the game's lists have theirs shipped (`ShippedOpening`, a few
/// milliseconds), others have it found on the first review that needs it; either way it is kept
/// for the session, and a review takes a few tens of milliseconds.
public final class ReviewService: Sendable {
  private struct Key: Hashable {
    let language: Language
    /// The words' length: each has its own lists, and so its own opening.
    let length: Int
    let hardMode: Bool
    /// A round on a chosen word that is not an answer counts it among the possible answers.
    let addedAnswer: Word?
  }

  private let books = Locked<[Key: OpeningBook]>([:])
  private let computing = Locked(())

  public init() {}

  /// Whether the opening for this round is already known (the review will then be quick).
  public func knowsOpening(for round: FinishedRound) -> Bool {
    let key = key(for: round, Self.reviewer(for: round))
    return books.withLock { $0[key] != nil }
  }

  /// A reviewer of the round's language. A round restored from before the word lists changed may
  /// have an answer the lists no longer accept: it is accepted here again, as the game did.
  private static func reviewer(for round: FinishedRound) -> Reviewer {
    let words = round.words
    let refused = round.answers.filter { !words.accepts($0) }
    guard !refused.isEmpty else { return Reviewer(words: words) }
    return Reviewer(
      words: WordList(
        language: words.language, answers: words.answers, guesses: words.acceptedWords + refused))
  }

  private func key(for round: FinishedRound, _ reviewer: Reviewer) -> Key {
    Key(
      language: round.language, length: round.answer.length, hardMode: round.isHardMode,
      addedAnswer: reviewer.addedAnswer(for: round.answer))
  }

  /// The review of a finished round. Blocking: call it from a background queue.
  public func review(_ round: FinishedRound) -> ReviewPresentation {
    let reviewer = Self.reviewer(for: round)
    let book = opening(for: round, reviewer: reviewer)
    return ReviewPresentation(
      reviewer.review(round.guesses, answer: round.answer, hardMode: round.isHardMode, book: book),
      roundName: round.name, answer: round.shownAnswer)
  }

  /// The review of a finished round of several boards: the solver opens as on one board (the
  /// opening is found as for one board, and kept), then plays the most informative guesses.
  /// Blocking: call it from a background queue.
  public func boardsReview(_ round: FinishedRound) -> BoardsReviewPresentation {
    let reviewer = Self.reviewer(for: round)
    let opening = opening(for: round, reviewer: reviewer).solverOpening
    return BoardsReviewPresentation(
      reviewer.reviewBoards(
        round.guesses, answers: round.answers, isSequence: round.isSequence, opening: opening),
      roundName: round.name, answers: round.shownAnswers)
  }

  /// Finds the opening of the round's language and mode if it is not known yet, so that a review
  /// asked for a moment later is quick. Blocking: the window calls it on a background queue when
  /// a round has ended (never during one).
  public func prepareOpening(for round: FinishedRound) {
    _ = opening(for: round, reviewer: Self.reviewer(for: round))
  }

  private func opening(for round: FinishedRound, reviewer: Reviewer) -> OpeningBook {
    let key = key(for: round, reviewer)
    // One computation at a time: a review asked for while the opening is being prepared waits for
    // it instead of doing the same work again.
    return computing.withLock { _ in
      if let book = books.withLock({ $0[key] }) { return book }
      let book = reviewer.openingBook(hardMode: round.isHardMode, adding: key.addedAnswer)
      books.withLock { $0[key] = book }
      return book
    }
  }
}
