import FoundationEssentials
import GuessworkEngine

/// One guess of a finished round, as the review judges it: in guesses (its value and the best
/// value, see `ValueSearch`), with the information it gave beside them.
public struct ReviewRow: Sendable, Hashable {
  public let guess: Word
  /// The colours it got.
  public let pattern: Pattern
  /// Words that could still be the answer before the guess, and after its colours.
  public let candidatesBefore: Int
  public let candidatesAfter: Int
  /// The guess's value: the guesses it was expected to take to finish, itself included.
  public let expectedGuesses: Double
  /// The best value at that point: exact when `isExact`; otherwise the better of the solver's
  /// estimate for its own move and the guess's.
  public let bestExpectedGuesses: Double
  /// Whether both values are exact (few enough words left: `Solver.exactLimit`).
  public let isExact: Bool
  /// The solver's move at that point: the same guess its own round makes there.
  public let bestGuess: Word
  /// Whether the guess, and the solver's move, could have been the answer.
  public let couldWin: Bool
  public let bestCouldWin: Bool
  /// Expected information of the guess over the words possible before it (bits), and of the
  /// solver's move.
  public let expectedBits: Double
  public let bestExpectedBits: Double
  /// Information the colours actually gave: log₂(before / after).
  public let actualBits: Double
  /// 0–99; see `Scores.skill`.
  public let skill: Int
  /// 0–99, `nil` when only one outcome was possible; see `Scores.luck`.
  public let luck: Int?
  /// The guesses the outcome that came saved against the guess's expectation (negative: cost).
  public let luckInGuesses: Double
  /// The words still possible after the guess, when there are 30 or fewer (else empty).
  public let remaining: [Word]
  /// How many different outcomes the guess could have met (1: it could tell nothing).
  public let outcomeCount: Int
  /// The most words an outcome other than the win could have left, after the guess and after
  /// the solver's move.
  public let largestOutcome: Int
  public let bestLargestOutcome: Int

  /// Whether this guess found the answer.
  public var isWin: Bool { pattern.isWin }
  /// Guesses lost against the best value (0 for a guess as good as the best).
  public var guessesLost: Double { max(0, expectedGuesses - bestExpectedGuesses) }
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

  /// The round's verdict: the guesses on each side, the round's skill (99 halved by every guess
  /// the round lost against the best play, `Scores.skill(guessesLost:)`), the average luck of the
  /// guesses that had any (`nil` when none had).
  public var summary: ReviewSummary {
    let lucks = rows.compactMap(\.luck)
    return ReviewSummary(
      guesses: rows.count, isSolved: rows.last?.isWin ?? false, solverGuesses: solverPath.count,
      skill: rows.isEmpty ? 0 : Scores.skill(guessesLost: guessesLost),
      luck: lucks.isEmpty
        ? nil : Int((Double(lucks.reduce(0, +)) / Double(lucks.count)).rounded()))
  }

  /// The guesses the round lost against the best play, summed over its guesses.
  public var guessesLost: Double { rows.reduce(0) { $0 + $1.guessesLost } }

  /// The words still possible after each guess of the round (the answers before the first
  /// guess's count first), and after each of the solver's: the review's chart.
  public var wordsLeft: (player: [Int], solver: [Int]) {
    let start = rows.first?.candidatesBefore ?? 0
    return ([start] + rows.map { $0.isWin ? 0 : $0.candidatesAfter }, [start] + solverWordsLeft)
  }
  /// The words still possible after each of the solver's guesses (0 after the last).
  public let solverWordsLeft: [Int]
}

/// A round's verdict in four figures: "You: 5 guesses · Solver: 3 · Skill 71 · Luck 44".
public struct ReviewSummary: Sendable, Hashable {
  public let guesses: Int
  /// Whether the player found the answer (a lost round used every guess).
  public let isSolved: Bool
  public let solverGuesses: Int
  public let skill: Int
  public let luck: Int?
}

/// Why a round cannot be reviewed (worded for the player by the view model: `ReviewError.text`, the
/// one line the command line prints).
public enum ReviewError: Error, Hashable {
  case noGuesses
  /// The answer is not a word of 4 to 7 letters of the language (or not of the lists' length).
  case answerNotAWord(String)
  case answerNotAccepted(String, Language)
  /// A guess that is not a word of the answer's length (given).
  case guessWrongLength(String, Int)
  /// An empty guess (two commas in a row, or one at either end).
  case emptyGuess
  /// A guess or the answer with a letter the language's words never use (Ñ in English).
  case letterNotInLanguage(String, Language)
  case notInWordList(String, Language)
  case afterAnswerFound(String)
  case tooManyGuesses(rows: Int)
  case hardMode(String, Rejection)
  /// Several boards: an answer given twice.
  case answerTwice(String)
  /// A count of answers no kind of round has (in sequence: not four or eight).
  case noKindOfRound(Int, isSequence: Bool)
  /// Hard mode asked for a round of several boards, which is played without it.
  case hardModeOnSeveralBoards
}

/// Facts about the start of a round that are the same for every round of a language, length and
/// mode: the solver's own (look-ahead) first guess, its value and information, the line first
/// guesses are valued by, and the solver's second guesses. Shipped for the game's lists (`ShippedOpening`); computed for others.
public struct OpeningBook: Sendable, Hashable {
  public let language: Language
  public let isHardMode: Bool
  /// The answers the book was computed over: the language's, plus this word for rounds on a chosen
  /// word that is not an answer.
  public let addedAnswer: Word?
  public let answerCount: Int
  public let solverOpening: Word
  /// The solver's first guess weighed as the review weighs every first guess (an estimate:
  /// thousands of words; by `openingEstimate` when there is one), and its expected information.
  public let solverOpeningValue: GuessValue
  public let solverOpeningBits: Double
  /// The estimate first guesses are valued by, fitted on the solver's opening (`nil` when no
  /// outcome of it left three words or more: first guesses are then valued by the search).
  public let openingEstimate: OpeningEstimate?
  /// The solver's second guess after each outcome of its opening, when shipped
  /// (`ShippedOpening.replies`); empty otherwise, and for the outcome that holds an added answer:
  /// those are decided when a review needs them.
  public let solverReplies: [Pattern: Word]

  /// The same opening weighed over the answers and `added`, a chosen word that is not one of them
  /// (unchanged when it is one, or is already counted).
  func adding(_ added: Word, by reviewer: Reviewer) -> OpeningBook {
    guard addedAnswer == nil, let extra = reviewer.addedAnswer(for: added) else { return self }
    // The outcome the added word falls in holds one word more: its reply is decided anew.
    var replies = solverReplies
    replies[Pattern(solverOpening, against: extra)] = nil
    return reviewer.book(
      opening: solverOpening, estimate: openingEstimate, replies: replies, hardMode: isHardMode,
      over: reviewer.universe(for: extra))
  }
}
