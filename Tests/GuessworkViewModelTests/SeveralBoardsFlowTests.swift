import Foundation
import Testing

@testable import GuessworkEngine
@testable import GuessworkViewModel

/// A round of two boards through the board's presenter (issue 55): events name their board, a row
/// turns over on every board still played at once, a solved board takes no more letters, and the
/// keys are read per board and for the round. No puzzle plays such a round yet: the test puts one
/// on the board.
@Suite("A round of two boards through the view model")
struct SeveralBoardsFlowTests {
  /// Tile states as the board shows them: `G` green, `Y` yellow, `-` grey.
  func states(_ pattern: String) -> [LetterState] {
    pattern.map { $0 == "G" ? .correct : $0 == "Y" ? .present : .absent }
  }

  func twoBoards() throws -> (GameViewModel, EventLog) {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.session.game = Game(
      answers: [Word("abbey")!, Word("crane")!], puzzle: .custom, language: .english,
      shape: RoundShape(boards: 2, rows: 7, letters: 5))
    viewModel.board.replace()
    _ = log.take()
    return (viewModel, log)
  }

  @Test("Typing goes into every board still played; a row turns over on both at once")
  func oneTimeline() throws {
    let (viewModel, log) = try twoBoards()
    #expect(viewModel.board.tiles(board: 0).count == 7 && viewModel.board.tiles(board: 1).count == 7)
    viewModel.board.type("c")
    #expect(log.take() == [.letterTyped(board: 0, row: 0, column: 0), .letterTyped(board: 1, row: 0, column: 0)])
    for character in "rane" { viewModel.board.type(character) }
    _ = log.take()
    viewModel.board.press(.enter)
    #expect(log.take() == [
      .rowRevealed(board: 0, row: 0, results: states("--Y-Y")), .rowRevealed(board: 1, row: 0, results: states("GGGGG")),
    ])
    viewModel.advance(by: RoundTiming.flipHalf)
    #expect(log.take() == [
      .tileTurning(board: 0, row: 0, column: 0), .tileTurning(board: 1, row: 0, column: 0),
      .tileTurned(board: 0, row: 0, column: 0), .tileTurned(board: 1, row: 0, column: 0),
    ])
    viewModel.advance(by: RoundTiming.reveal)
    let settled = log.take()
    #expect(settled.suffix(2) == [.rowSettled(row: 0), .solved(board: 1, row: 0)])
    #expect(viewModel.session.game.status == .inProgress)

    // The solved board takes no more letters; the other goes on.
    viewModel.board.type("a")
    #expect(log.take() == [.letterTyped(board: 0, row: 1, column: 0)])
    #expect(viewModel.board.row(1, board: 0)[0].letter == Letter("a"))
    #expect(viewModel.board.row(1, board: 1).allSatisfy { $0 == .empty })
  }

  @Test("Keys are read per board and for the round: the best state any board showed")
  func keysPerBoard() throws {
    let (viewModel, _) = try twoBoards()
    viewModel.play("crane")
    let c = Letter("c")!
    #expect(viewModel.board.keyState(for: c, board: 0) == .absent)
    #expect(viewModel.board.keyState(for: c, board: 1) == .correct)
    #expect(viewModel.board.keyState(for: c) == .correct)
    let r = Letter("r")!
    #expect(viewModel.board.keyState(for: r, board: 0) == .absent)
    #expect(viewModel.board.keyState(for: r) == .correct)
  }

  @Test("Won once both are solved; a loss names the answers left")
  func roundEnd() throws {
    let (won, wonLog) = try twoBoards()
    won.play("crane")
    won.play("abbey")
    #expect(won.session.game.status == .won)
    #expect(wonLog.take().contains(.solved(board: 0, row: 1)))

    let (lost, lostLog) = try twoBoards()
    for word in ["babes", "kebab", "ebbed", "eerie", "hello", "adieu", "stare"] { lost.play(word) }
    #expect(lost.session.game.status == .lost)
    #expect(lostLog.take().contains(.lost(answers: [Word("abbey")!, Word("crane")!])))
    #expect(lost.session.game.resultSentence(meanings: nil) == "The answers were ABBEY, CRANE")
  }
}
