import FoundationEssentials
import GuessworkEngine

/// One guess of a finished round, as the review judges it.
public struct ReviewRow: Sendable, Hashable {
  public let guess: Word
  /// The colours it got.
  public let pattern: Pattern
  /// Words that could still be the answer before the guess, and after its colours.
  public let candidatesBefore: Int
  public let candidatesAfter: Int
  /// Expected information of the guess over the words possible before it (bits).
  public let expectedBits: Double
  /// The most informative allowed guess at that point, and its expected information.
  public let bestGuess: Word
  public let bestExpectedBits: Double
  /// Information the colours actually gave: log₂(before / after).
  public let actualBits: Double
  /// 0–99; see `Scores.skill`.
  public let skill: Int
  /// 0–99; see `Scores.luck`.
  public let luck: Int
  /// The words still possible after the guess, when there are 30 or fewer (else empty).
  public let remaining: [Word]

  /// Whether this guess found the answer.
  public var isWin: Bool { pattern.isWin }
}

/// A finished round reviewed: each guess, and how the solver would have played the same answer.
public struct Review: Sendable, Hashable {
  public let answer: Word
  public let language: Language
  public let isHardMode: Bool
  public let rows: [ReviewRow]
  /// The solver's guesses on this answer, from the same start; the last one is the answer.
  public let solverPath: [Word]

  /// The list of remaining words is shown up to this many.
  public static let remainingListLimit = 30
}

/// Why a round cannot be reviewed (worded for the player by the view model: `ReviewError.text`, the
/// one line the command line prints).
public enum ReviewError: Error, Hashable {
  case noGuesses
  case answerNotFiveLetters(String)
  case answerNotAccepted(String, Language)
  case notFiveLetters(String)
  case notInWordList(String, Language)
  case afterAnswerFound(String)
  case tooManyGuesses
  case hardMode(String, Rejection)
}

/// Facts about the start of a round that are the same for every round of a language and mode:
/// the most informative first guess and the solver's own (look-ahead) first guess. Costly to find
/// (a full pattern table), so the window finds them once, in the background, when first needed.
public struct OpeningBook: Sendable, Hashable {
  public let language: Language
  public let isHardMode: Bool
  /// The answers the book was computed over: the language's, plus this word for rounds on a chosen
  /// word that is not an answer.
  public let addedAnswer: Word?
  public let answerCount: Int
  public let mostInformative: Word
  public let mostInformativeBits: Double
  public let solverOpening: Word
}
