import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkSolver

@Suite("Reviewing a round of several boards")
struct BoardsReviewTests {
  func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-5 }

  /// The _ATCH words on two boards, CATCH and WATCH: MATCH, CATCH, WATCH, worked by hand.
  @Test("Two boards of the _ATCH words, worked by hand")
  func handWorked() throws {
    let review = try Reviewer(words: atch).reviewBoards(
      ["match", "catch", "watch"], answers: ["catch", "watch"], isSequence: false,
      opening: word("chomp"))
    #expect(review.rows.count == 3 && review.isSolved && review.solvedBoards == 2)
    // MATCH: -GGGG on both boards, three words left on each; it splits each board's four words
    // {MATCH} {the other three}: 0.811 bits a board. The solver opens with CHOMP: 2 bits a board.
    let first = review.rows[0]
    #expect(first.boards.map { $0.map { tiles($0.pattern.states) } } == ["-GGGG", "-GGGG"])
    #expect(first.boards.map { $0?.candidatesAfter } == [3, 3])
    #expect(close(first.expectedBits, 2 * 0.811278))
    #expect(first.bestGuess == word("chomp") && close(first.bestExpectedBits, 4))
    #expect(close(first.actualBits, 2 * log2(4.0 / 3)))
    #expect(first.solvedBoard == nil && first.wordsLeft == 6)
    // CATCH solves the first board and leaves PATCH and WATCH on the second; each board's three
    // words split {CATCH} {PATCH, WATCH}: 0.918 bits a board. CHOMP tells the three apart on
    // each board: log₂ 3 a board.
    let second = review.rows[1]
    #expect(second.solvedBoard == 0 && second.boards[1]?.remaining == ["patch", "watch"].map(word))
    #expect(close(second.expectedBits, 2 * 0.918296))
    #expect(second.bestGuess == word("chomp") && close(second.bestExpectedBits, 2 * log2(3.0)))
    // WATCH on the one board left, PATCH or WATCH: one bit, as for CHOMP, PATCH and WATCH; of
    // those that could be the answer, the first is the solver's.
    let third = review.rows[2]
    #expect(third.boards[0] == nil && third.solvedBoard == 1)
    #expect(close(third.expectedBits, 1) && third.bestGuess == word("patch"))
    // CHOMP tells every word apart: each board is then down to its answer, played in order.
    #expect(review.solverPath == ["chomp", "catch", "watch"].map(word))
    #expect(review.wordsLeft.player == [8, 6, 2, 0])
    #expect(review.wordsLeft.solver == [8, 2, 1, 0])
  }

  @Test("In sequence a guess is weighed on the board on show; hidden boards are still scored")
  func sequence() throws {
    let review = try Reviewer(words: atch).reviewBoards(
      ["catch", "match", "patch", "watch"], answers: ["catch", "match", "patch", "watch"],
      isSequence: true, opening: word("chomp"))
    #expect(review.isSolved && review.rowsAllowed == 10)
    // CATCH on the first board: its four words split {CATCH} {the rest}; the three hidden
    // boards are scored (-GGGG) but not shown.
    let first = review.rows[0]
    #expect(close(first.expectedBits, 0.811278) && close(first.bestExpectedBits, 2))
    #expect(first.boards.map { $0?.isShown } == [true, false, false, false])
    #expect(first.boards[1]?.candidatesAfter == 3)
    let second = review.rows[1]
    #expect(second.boards.map { $0?.isShown } == [nil, true, false, false])
    #expect(close(second.expectedBits, 0.918296) && close(second.actualBits, log2(3.0)))
    // The solver's CHOMP leaves every board its answer alone: it plays them in order.
    #expect(review.solverPath == ["chomp", "catch", "match", "patch", "watch"].map(word))
  }

  @Test("Four boards of the English lists: every answer found, the words left going down")
  func englishFourBoards() throws {
    let words = try shippedList(.english)
    let answers = ["crane", "tooth", "borne", "slate"]
    let guesses = ["stare", "doing", "crane", "tooth", "borne", "slate"]
    let review = try Reviewer(words: words).reviewBoards(guesses, answers: answers, isSequence: false)
    #expect(review.rows.count == 6 && review.isSolved && review.rowsAllowed == 9)
    #expect(review.rows.map(\.solvedBoard) == [nil, nil, 0, 1, 2, 3])
    #expect(review.rows[0].boards.allSatisfy { $0?.candidatesBefore == words.answers.count })
    #expect(review.rows[0].bestGuess == Reviewer(words: words).openingBook(hardMode: false).solverOpening)
    let left = review.wordsLeft
    #expect(left.player.first == 4 * words.answers.count && left.player.last == 0)
    #expect(zip(left.player, left.player.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(zip(left.solver, left.solver.dropFirst()).allSatisfy { $0 >= $1 })
    // The solver finds every answer, within the rows of the kind.
    #expect(Set(answers.map(word)).isSubset(of: Set(review.solverPath)))
    #expect(review.solverPath.count <= 9 && review.solverPath.count >= 4)
    // The solver's move is at least as informative as any guess it is weighed against, unless
    // it plays a board's last word.
    for row in review.rows.dropFirst() where !row.boards.contains(where: { $0?.candidatesBefore == 1 }) {
      #expect(row.bestExpectedBits >= row.expectedBits - 1e-9)
    }
  }

  @Test("A round of eight boards lost: the boards found, and the solver's round")
  func eightBoardsLost() throws {
    let words = try shippedList(.english)
    let answers = ["crane", "tooth", "borne", "slate", "gusty", "mirth", "flock", "jumbo"]
    let guesses = ["crane", "fuzzy", "tooth", "pique", "borne", "dwell", "slate", "chock",
                   "gusty", "vivid", "mirth", "salsa", "fluff"]
    let review = try Reviewer(words: words).reviewBoards(guesses, answers: answers, isSequence: false)
    #expect(review.rows.count == 13 && !review.isSolved && review.solvedBoards == 6)
    #expect(review.rows.last!.boards[7]?.pattern.isWin == false)
    #expect(Set(answers.map(word)).isSubset(of: Set(review.solverPath)))
  }

  @Test("A round of several boards is checked as the game would have played it")
  func validation() throws {
    let reviewer = Reviewer(words: try shippedList(.english))
    func refusal(_ guesses: [String], _ answers: [String], sequence: Bool = false, hard: Bool = false)
      -> ReviewError?
    {
      do {
        _ = try reviewer.validateBoards(guesses, answers: answers, isSequence: sequence, hardMode: hard)
        return nil
      } catch { return error }
    }
    #expect(refusal(["crane"], ["crane", "crane"]) == .answerTwice("CRANE"))
    #expect(refusal(["crane"], ["crane", "slate", "borne"]) == .noKindOfRound(3, isSequence: false))
    #expect(refusal(["crane"], ["crane", "slate"], sequence: true) == .noKindOfRound(2, isSequence: true))
    #expect(refusal(["crane"], ["crane", "slate"], hard: true) == .hardModeOnSeveralBoards)
    #expect(refusal(["crane"], ["crane", "zzzzz"]) == .answerNotAWord("zzzzz") || refusal(["crane"], ["crane", "zzzzz"]) == .answerNotAccepted("ZZZZZ", .english))
    #expect(refusal(["crane", "slate", "audio"], ["crane", "slate"]) == .afterAnswerFound("AUDIO"))
    #expect(refusal(Array(repeating: "audio", count: 10), ["crane", "slate", "borne", "tooth"]) == .tooManyGuesses(rows: 9))
    #expect(refusal(["crane", "xxxxx"], ["crane", "slate"]) == .notInWordList("XXXXX", .english))
    #expect(refusal([], ["crane", "slate"]) == .noGuesses)
    #expect(refusal(["crane", "slate"], ["crane", "slate"]) == nil)
  }
}
