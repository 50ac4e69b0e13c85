import GuessworkEngine
import Testing

@testable import GuessworkViewModel

@Suite("Typing on the board")
struct TypingTests {
  @Test func typedLettersFillTheCurrentRowAndPop() throws {
    let (viewModel, log) = try Harness().viewModel()
    viewModel.board.type("c")
    viewModel.board.type("R")
    #expect(viewModel.letters(ofRow: 0) == "CR···")
    #expect(viewModel.board.row(0, board: 0)[0].state == .typed)
    #expect(viewModel.board.row(0, board: 0)[2].state == .empty)
    #expect(log.take() == [.letterTyped(board: 0, row: 0, column: 0), .letterTyped(board: 0, row: 0, column: 1)])
  }

  @Test func aSixthLetterIsIgnored() throws {
    let (viewModel, log) = try Harness().viewModel()
    for character in "craneq" { viewModel.board.type(character) }
    #expect(viewModel.letters(ofRow: 0) == "CRANE")
    #expect(log.take().count == 5)
  }

  @Test func backspaceRemovesTheLastLetter() throws {
    let (viewModel, _) = try Harness().viewModel()
    for character in "cra" { viewModel.board.type(character) }
    viewModel.board.press(.backspace)
    #expect(viewModel.letters(ofRow: 0) == "CR···")
  }

  @Test func charactersThatAreNotLettersAreDropped() throws {
    let (viewModel, log) = try Harness().viewModel()
    for character in "1 ?-" { #expect(!viewModel.board.type(character), "left to the rest of GTK") }
    #expect(viewModel.letters(ofRow: 0) == "·····")
    #expect(log.take().isEmpty)
  }

  @Test func accentedLettersTypeTheirBaseLetter() throws {
    let (viewModel, _) = try Harness().viewModel()
    #expect(viewModel.board.type("É"))
    #expect(viewModel.letters(ofRow: 0) == "E····")
  }

  @Test func ñIsNotAnEnglishKey() throws {
    let (viewModel, _) = try Harness().viewModel()
    #expect(!viewModel.board.type("ñ"))
    #expect(viewModel.letters(ofRow: 0) == "·····")
    #expect(!viewModel.board.keyboardRows.joined().contains(.letter(Letter("ñ")!)))
  }

  @Test func theSpanishKeyboardHasÑAfterL() throws {
    let rows = KeyboardLayout.rows(for: .spanish)
    #expect(rows[1].last == .letter(Letter("ñ")!))
    #expect(rows[2].first == .enter)
    #expect(rows[2].last == .backspace)
  }
}
