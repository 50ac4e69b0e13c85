import Foundation
import Testing

@testable import GuessworkEngine
@testable import GuessworkViewModel

/// The keyboard of several boards (issue 56): each key split into a part a board, a solved board's
/// part quiet once its row settles, a board picked to be seen alone; boards in sequence hidden
/// until the one before is solved; the names a screen reader hears.
@Suite("Split keys, the picked board and boards in sequence")
struct KeyboardPartsTests {
  func round(_ answers: [String], kind: RoundKind) throws -> (GameViewModel, EventLog) {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.session.game = Game(
      answers: answers.map { Word($0)! }, puzzle: .custom, language: .english,
      shape: kind.shape(letters: 5))
    viewModel.board.replace()
    _ = log.take()
    return (viewModel, log)
  }

  @Test("Each key has a part a board with that board's state; a solved board's part goes quiet once its row has settled, until the round ends")
  func partsPerBoard() throws {
    let (viewModel, _) = try round(["abbey", "crane", "slate", "theme"], kind: .fourBoards)
    let board = viewModel.board
    #expect(board.splitsKeys && board.keyboardBoards == [0, 1, 2, 3])
    #expect(board.keyParts(for: Letter("a")!) == [.unknown, .unknown, .unknown, .unknown])
    viewModel.play("crane")
    // A on ABBEY first (present), CRANE third (correct, solved), SLATE third (correct), not in THEME.
    #expect(board.keyParts(for: Letter("a")!) == [.state(.present), .solved, .state(.correct), .state(.absent)])
    #expect(board.keyParts(for: Letter("e")!) == [.state(.present), .solved, .state(.correct), .state(.correct)])
    viewModel.enter("slate")
    viewModel.advance(by: RoundTiming.flipHalf)
    #expect(board.keyParts(for: Letter("s")!)[2] == .unknown, "no colour before the row settles")
    viewModel.advance(by: RoundTiming.reveal)
    #expect(board.keyParts(for: Letter("s")!) == [.state(.absent), .solved, .solved, .state(.absent)])
    #expect(board.accessibleLabel(for: .letter(Letter("s")!)) == "S: board 1 absent, board 2 solved, board 3 solved, board 4 absent")
    // Once the round is won, every part shows its board's colours again.
    viewModel.play("abbey")
    viewModel.play("theme")
    #expect(viewModel.session.game.status == .won)
    // (CRANE's board was solved before SLATE: S never met it.)
    #expect(board.keyParts(for: Letter("s")!) == [.state(.absent), .unknown, .state(.correct), .state(.absent)])
  }

  @Test("A board picked shows alone on the keyboard, in whole keys; picked again, or Alt+0, every board comes back")
  func pickingABoard() throws {
    let (viewModel, log) = try round(["abbey", "crane", "slate", "theme"], kind: .fourBoards)
    viewModel.play("crane")
    _ = log.take()
    let board = viewModel.board
    board.pick(board: 0)
    #expect(log.take() == [.boardsChanged])
    #expect(board.pickedBoard == 0 && board.keyboardBoards == [0] && !board.splitsKeys)
    #expect(board.wholeKeyState(for: Letter("e")!) == .present, "ABBEY's E, not the round's best (green on CRANE)")
    #expect(board.keyState(for: Letter("e")!) == .correct)
    #expect(board.accessibleLabel(for: .letter(Letter("e")!)) == "E, present in another position")
    board.pick(board: 0)
    #expect(board.pickedBoard == nil && board.splitsKeys, "the same board again lets the pick go")
    board.pick(board: 1)
    board.pick(board: nil)
    #expect(board.pickedBoard == nil)
    board.pick(board: 9)
    #expect(board.pickedBoard == nil, "no such board")
    board.pick(board: 2)
    viewModel.session.game = Game(answers: [Word("abbey")!], puzzle: .custom, language: .english)
    board.replace()
    #expect(board.pickedBoard == nil, "a new round lets the pick go")
    board.pick(board: 0)
    #expect(board.pickedBoard == nil, "one board has nothing to pick")
  }

  @Test("In sequence the boards after the one played are hidden; the next shows once it is solved, every row on it")
  func sequence() throws {
    let (viewModel, log) = try round(["abbey", "crane", "slate", "theme"], kind: .fourInSequence)
    let board = viewModel.board
    #expect((0..<4).map(board.isHidden(board:)) == [false, true, true, true])
    #expect(board.keyboardBoards == [0] && !board.splitsKeys)
    viewModel.board.type("c")
    #expect(log.take() == [.letterTyped(board: 0, row: 0, column: 0)], "typing shows on the board played only")
    for character in "rane" { viewModel.board.type(character) }
    viewModel.board.press(.enter)
    _ = log.take()
    viewModel.advance(by: RoundTiming.reveal)
    #expect(board.isHidden(board: 1), "CRANE is board 2's answer, solved unseen")
    viewModel.play("abbey")
    let events = log.take()
    #expect(events.suffix(2) == [.solved(board: 0, row: 1), .boardsChanged])
    // Board 2 was solved by CRANE on row 1; board 3 comes next, with both rows on it.
    #expect(!board.isHidden(board: 2) && board.isHidden(board: 3) && board.keyboardBoards == [2])
    #expect(board.row(0, board: 2).map(\.state) == [.revealed(.absent), .revealed(.absent), .revealed(.correct), .revealed(.absent), .revealed(.correct)])
    #expect(board.row(0, board: 3).allSatisfy { $0 == .empty })
    #expect(board.accessibleName(board: 1) == "Board 2 of 4, solved in 1")
    #expect(board.accessibleName(board: 2) == "Board 3 of 4")
    #expect(board.accessibleName(board: 3) == "Board 4 of 4, hidden until board 3 is solved")
    viewModel.play("slate")
    viewModel.play("theme")
    #expect(viewModel.session.game.status == .won)
    #expect((0..<4).allSatisfy { !board.isHidden(board: $0) }, "a finished round shows every board")
  }

  @Test("A round of several boards is reviewed on every board, from the board and from the history")
  func reviewsEveryBoard() throws {
    let (viewModel, _) = try Harness().viewModel()
    viewModel.setKind(.twoBoards)
    #expect(viewModel.review.finishedRound == nil, "nothing is reviewed during a round")
    viewModel.play("crane")
    for answer in viewModel.session.game.answers { viewModel.play(answer.text) }
    #expect(viewModel.session.game.status == .won)
    let round = try #require(viewModel.review.finishedRound)
    #expect(round.answers == viewModel.session.game.answers && round.hasSeveralBoards)
    #expect(round.guesses.count == 3 && !round.isSequence)
    let review = ReviewService().boardsReview(round)
    #expect(review.boards == 2 && review.rows.count == 3 && review.summaryParts.last == "Boards 2 of 2")
    #expect(review.rows[0].cells.allSatisfy { $0 != nil })
    #expect(review.rows[2].cells[0] == nil, "the first board was solved on the second row")
    let record = try #require(viewModel.session.history.last)
    let words = try #require(viewModel.session.words(for: .english))
    guard case .round(let recorded) = ReviewPresenter.subject(for: record, words: words) else {
      Issue.record("a round of two boards in the history was not reviewed")
      return
    }
    #expect(recorded == round)
    #expect(MeaningPresentation(round: round, meanings: WordMeanings(wordsDirectory: URL(fileURLWithPath: "/nonexistent"))) == nil)
  }

  @Test("The round's end shows a line a board, the last row each got, and names each board")
  func roundEndBoards() throws {
    let list = try Harness().viewModel().0.session.words.answers
    let (answers, miss) = (Array(list.prefix(4)), list[4])
    let (viewModel, _) = try Harness().viewModel(.word(answers.map(\.text).joined(separator: ",")))
    for word in [miss, answers[0], answers[3]] { viewModel.play(word.text) }
    for _ in 0..<6 { viewModel.play(miss.text) }
    #expect(viewModel.session.game.status == .lost)
    let round = try #require(viewModel.statistics.presentation().round)
    #expect(round.board.count == 4)
    #expect(round.board[0] == Array(repeating: .correct, count: 5), "the first board, solved on the second row")
    #expect(round.board[1] == evaluate(miss, against: answers[1]), "the second board's last row")
    #expect(round.accessibleBoard == "board 1 solved in 2, board 2 not solved, board 3 not solved, board 4 solved in 3")
  }

  @Test("A one-board round keeps its whole keys and its name")
  func oneBoard() throws {
    let (viewModel, _) = try Harness().viewModel()
    let board = viewModel.board
    #expect(!board.splitsKeys && board.keyboardBoards == [0] && board.accessibleName(board: 0) == "Board")
    viewModel.play("crane")
    #expect(board.wholeKeyState(for: Letter("c")!) == board.keyState(for: Letter("c")!))
  }

  @Test("Several boards always fit the width: tiles of 18 px at least, more boards a line as the window widens, eight scrolled at 360 px")
  func layouts() {
    for boards in [2, 4, 8] {
      for kind in RoundKind.all where kind.boards == boards {
        for letters in Word.lengths {
          for width in stride(from: 360, through: 2_560, by: 40) {
            for height in [600, 760, 1_080] {
              let metrics = BoardMetrics(
                width: width, height: height - 47, columns: letters, rows: kind.rows, boards: boards)
              #expect(metrics.tileSize >= BoardMetrics.smallestTile)
              let line = metrics.boardColumns * (letters * metrics.tileSize + (letters - 1) * metrics.tileGap)
                + (metrics.boardColumns - 1) * metrics.boardGap + 2 * metrics.margin
              #expect(line <= width, "\(boards) boards of \(letters) letters at \(width)×\(height)")
            }
          }
        }
      }
    }
    #expect(BoardMetrics.smallestTile == 18)
    let narrow = BoardMetrics(width: 360, height: 713, rows: 13, boards: 8)
    #expect(narrow.boardColumns == 2 && narrow.scrolls && narrow.tileSize == 24)
    let wide = BoardMetrics(width: 1_280, height: 753, rows: 13, boards: 8)
    #expect(wide.boardColumns == 8 && !wide.scrolls && wide.tileSize == 26)
    let four = BoardMetrics(width: 500, height: 713, rows: 9, boards: 4)
    #expect(four.boardColumns == 2 && !four.scrolls && four.tileSize == 19)
    let two = BoardMetrics(width: 500, height: 713, rows: 7, boards: 2)
    #expect(two.boardColumns == 2 && two.tileSize == 43)
  }
}
