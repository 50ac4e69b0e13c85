import FoundationEssentials
import GuessworkEngine

/// A finished round of several boards reviewed (`Reviewer.reviewBoards`): what each guess left on
/// every board, and the solver's own guess at each point over every board still played.
///
/// One board's review weighs a guess in the guesses it can be expected to take to finish; with
/// several boards that search is out of reach in a review's time, so a guess is weighed by its
/// information: the bits it is expected to give about every board still being played, added up
/// (in sequence, about the board on show). The solver plays the guess that gives the most, a
/// board's last possible word as soon as it is down to one, and a last board (or the one on show)
/// as it plays one board.
public struct BoardsReview: Sendable, Hashable {
  public let answers: [Word]
  public let language: Language
  /// The boards were shown one at a time: a guess tells the player about the board on show only.
  public let isSequence: Bool
  /// The guesses the round allowed (its shape's rows).
  public let rowsAllowed: Int
  public let rows: [BoardsReviewRow]
  /// The solver's guesses on the same answers, from the same start, until every board is solved.
  public let solverPath: [Word]
  /// The words still possible after each of the solver's guesses, over every board (0 at the end).
  public let solverWordsLeft: [Int]
  /// The words possible on each board before the first guess.
  public let startingWords: Int

  /// How many boards the round solved.
  public var solvedBoards: Int {
    (0..<answers.count).count { board in rows.contains { $0.boards[board]?.pattern.isWin == true } }
  }

  public var isSolved: Bool { solvedBoards == answers.count }

  /// The words possible over every board before the first guess, then after each guess (0: every
  /// board solved), the player's beside the solver's: the review's chart.
  public var wordsLeft: (player: [Int], solver: [Int]) {
    let start = startingWords * answers.count
    return ([start] + rows.map(\.wordsLeft), [start] + solverWordsLeft)
  }
}

/// One guess of a round of several boards: what it did on each board, and how its information
/// compares with the solver's guess at that point.
public struct BoardsReviewRow: Sendable, Hashable {
  public let guess: Word
  /// Each board's step, in board order; `nil` for a board solved before this guess.
  public let boards: [BoardStep?]
  /// The bits the guess was expected to give over the boards the player was playing (summed), and
  /// the bits it gave: log₂(before / after) on each of them.
  public let expectedBits: Double
  public let actualBits: Double
  /// The solver's guess at that point, and its expected bits.
  public let bestGuess: Word
  public let bestExpectedBits: Double
  /// With one board left to play (searched as one board's review searches it): the guesses the
  /// guess was expected to take to finish there, and the best (the solver's move, or the guess
  /// itself when it does as well); `nil` otherwise.
  public var expectedGuesses: Double? = nil
  public var bestExpectedGuesses: Double? = nil

  /// The board this guess solved, if it solved one.
  public var solvedBoard: Int? { boards.firstIndex { $0?.pattern.isWin == true } }

  /// The words still possible after the guess, over every board (a solved board has none left).
  public var wordsLeft: Int {
    boards.reduce(0) { total, step in
      guard let step, !step.pattern.isWin else { return total }
      return total + step.candidatesAfter
    }
  }
}

/// A guess on one board.
public struct BoardStep: Sendable, Hashable {
  /// The colours it got there.
  public let pattern: Pattern
  /// The words that could still be the board's answer before the guess, and after its colours.
  public let candidatesBefore: Int
  public let candidatesAfter: Int
  /// Those words after the guess, when `Review.remainingListLimit` or fewer (else empty).
  public let remaining: [Word]
  /// Whether the player saw the board when the guess was played (every board but those waiting
  /// their turn in sequence).
  public let isShown: Bool
}
