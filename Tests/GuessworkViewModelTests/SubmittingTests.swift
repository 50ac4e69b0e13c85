import GuessworkEngine
import Testing

@testable import GuessworkViewModel

@Suite("Submitting rows")
struct SubmittingTests {
  @Test func aShortRowShakesWithAMessage() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.enter("cra")
    #expect(log.take().suffix(2) == [.rowRejected(board: 0, row: 0), .toast(Toast("Not enough letters"))])
    #expect(viewModel.letters(ofRow: 0) == "CRA··")
  }

  @Test func anUnknownWordShakesAndStaysTyped() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.enter("xyzzy")
    #expect(log.take().suffix(2) == [.rowRejected(board: 0, row: 0), .toast(Toast("Not in word list"))])
    #expect(viewModel.letters(ofRow: 0) == "XYZZY")
  }

  @Test func anAcceptedWordIsRevealedWithTheRulesColours() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.enter("babes")
    #expect(log.take().last == .rowRevealed(board: 0, row: 0, results: [.present, .present, .correct, .correct, .absent]))
    viewModel.advance(by: RoundTiming.reveal)
    #expect(viewModel.board.row(0, board: 0).map(\.state) == [
      .revealed(.present), .revealed(.present), .revealed(.correct), .revealed(.correct),
      .revealed(.absent),
    ])
  }

  @Test func keysTakeTheirColourOnlyWhenTheRevealEnds() throws {
    let (viewModel, _) = try Harness().viewModel()
    let b = Letter("b")!
    viewModel.enter("babes")
    #expect(viewModel.board.keyState(for: b) == nil)
    viewModel.advance(by: RoundTiming.reveal)
    #expect(viewModel.board.keyState(for: b) == .correct)
    #expect(viewModel.board.accessibleLabel(for: .letter(b)) == "B, correct")
  }

  @Test func aKeyNeverDropsFromCorrectToPresent() throws {
    let (viewModel, _) = try Harness().viewModel()
    viewModel.play("ebbed")  // E correct at 4th place
    viewModel.play("eerie")  // E's elsewhere
    #expect(viewModel.board.keyState(for: Letter("e")!) == .correct)
  }

  @Test func lettersTypedDuringARevealGoIntoTheNextRow() throws {
    let (viewModel, _) = try Harness().viewModel()
    viewModel.enter("babes")
    for character in "kebab" { viewModel.board.type(character) }
    #expect(viewModel.letters(ofRow: 1) == "KEBAB")
    #expect(viewModel.letters(ofRow: 0) == "BABES")
  }

  @Test func enterDuringARevealIsCarriedOutWhenTheRevealEnds() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.enter("babes")
    viewModel.enter("kebab")
    #expect(viewModel.game.guesses.count == 1)
    _ = log.take()
    viewModel.advance(by: RoundTiming.reveal)
    #expect(viewModel.game.guesses.count == 2)
    #expect(log.take().contains(.rowRevealed(board: 0, row: 1, results: [.absent, .present, .correct, .present, .present])))
  }

  @Test func keysAfterAHeldEnterWaitAndAreCarriedOutInOrder() throws {
    let (viewModel, _) = try Harness().viewModel()
    // A fast player: three rows typed while the first is still turning over.
    viewModel.enter("babes")
    viewModel.enter("kebab")
    viewModel.enter("ebbed")
    viewModel.board.type("e")
    #expect(viewModel.game.guesses.count == 1)
    #expect(viewModel.letters(ofRow: 2) == "·····", "nothing is lost, nothing is typed early")
    viewModel.advance(by: RoundTiming.reveal)
    #expect(viewModel.game.guesses.map(\.word.text) == ["babes", "kebab"])
    #expect(viewModel.letters(ofRow: 2) == "·····", "the keys after the second Enter wait for its reveal")
    viewModel.advance(by: RoundTiming.reveal)
    #expect(viewModel.game.guesses.map(\.word.text) == ["babes", "kebab", "ebbed"])
    viewModel.advance(by: RoundTiming.reveal)
    #expect(viewModel.letters(ofRow: 3) == "E····")
  }

  @Test func aBackspaceAfterAHeldEnterDoesNotShortenTheSubmittedRow() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.enter("babes")
    viewModel.enter("kebab")
    viewModel.board.press(.backspace)
    viewModel.advance(by: RoundTiming.reveal)
    #expect(viewModel.game.guesses.count == 2)
    #expect(!log.take().contains(.rowRejected(board: 0, row: 1)))
  }

  @Test func aSettledRowHasNothingMoreToCome() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.play("babes")
    _ = log.take()
    viewModel.advance(by: .seconds(60))
    #expect(log.take().isEmpty)
    #expect(!viewModel.hasTimedWork)
  }

  @Test func cellsReadOutTheirLetterAndState() throws {
    let (viewModel, _) = try Harness().viewModel()
    viewModel.play("babes")
    #expect(viewModel.board.row(0, board: 0).map(\.accessibleLabel) == [
      "B, present in another position", "A, present in another position", "B, correct", "E, correct",
      "S, absent",
    ])
    #expect(viewModel.board.row(1, board: 0)[0].accessibleLabel == "empty")
  }

  @Test func aTileOfTheBoardSaysWhereItIsWhatItHoldsAndItsStateInOnePhrase() throws {
    let (viewModel, _) = try Harness().viewModel()
    viewModel.play("babes")
    _ = viewModel.board.type("r")
    #expect(viewModel.board.row(0, board: 0)[2].accessibleLabel(row: 0, column: 2) == "Row 1, letter 3, B, correct")
    #expect(viewModel.board.row(1, board: 0)[0].accessibleLabel(row: 1, column: 0) == "Row 2, letter 1, R, typed")
    #expect(viewModel.board.row(1, board: 0)[1].accessibleLabel(row: 1, column: 1) == "Row 2, letter 2, empty")
    #expect(Tile.accessibleRowName(5) == "Row 6")
  }
}
