import GuessworkEngine
import Testing

@testable import GuessworkViewModel

/// Accented letters typed as keyboards spell them (issue 54: a German Ä typed with a dead key,
/// Compose or a combining mark arrived as an A): composed as GTK's input methods compose them,
/// then read by the round's language.
@Suite("Composing accented letters")
struct ComposingTests {
  func board(_ language: Language) throws -> GameViewModel {
    let (viewModel, _) = try Harness().viewModel()
    if language != .english { viewModel.switchLanguage(to: language) }
    return viewModel
  }

  @Test("German: a dead diaeresis, Compose in either order, or a combining mark make an Ä")
  func germanUmlauts() throws {
    let viewModel = try board(.german)
    let board = viewModel.board
    board.deadKey("\u{308}")
    #expect(board.type("a"))
    board.composeKey()
    #expect(board.type("\""))
    #expect(board.type("o"))
    board.composeKey()
    #expect(board.type("u"))
    #expect(board.type("\""))
    #expect(board.type("a"))
    #expect(board.type("\u{308}"))
    #expect(viewModel.letters(ofRow: 0) == "ÄÖÜÄ·")
  }

  @Test("Spanish: a dead tilde or a combining tilde make an Ñ; a dead acute's É is an E")
  func spanish() throws {
    let viewModel = try board(.spanish)
    let board = viewModel.board
    board.deadKey("\u{303}")
    board.type("n")
    board.type("n")
    board.type("\u{303}")
    board.deadKey("\u{301}")
    board.type("e")
    #expect(viewModel.letters(ofRow: 0) == "ÑÑE··")
  }

  @Test("English: marks change nothing, and a mark after a letter adds none")
  func english() throws {
    let viewModel = try board(.english)
    let board = viewModel.board
    board.deadKey("\u{308}")
    board.type("a")
    board.type("b")
    #expect(board.type("\u{308}"))
    #expect(viewModel.letters(ofRow: 0) == "AB···")
  }

  @Test("A sequence that makes no letter is dropped, and typing goes on plainly after it")
  func droppedSequences() throws {
    let viewModel = try board(.german)
    let board = viewModel.board
    board.deadKey("\u{308}")
    #expect(board.type("1"), "taken by the sequence")
    board.type("a")
    board.composeKey()
    board.composeKey()
    board.type("o")
    board.composeKey()
    board.type("u")
    board.type("x")
    #expect(viewModel.letters(ofRow: 0) == "AO···")
    // A mark with no letter just before it (a key pressed since) is dropped.
    board.press(.backspace)
    #expect(!board.type("\u{308}"))
    #expect(viewModel.letters(ofRow: 0) == "A····")
  }

  @Test("Backspace during a sequence leaves the sequence, not a letter")
  func backspaceLeavesTheSequence() throws {
    let viewModel = try board(.german)
    let board = viewModel.board
    board.type("a")
    board.deadKey("\u{308}")
    #expect(board.isComposing)
    board.cancelComposing()
    #expect(!board.isComposing)
    board.type("o")
    #expect(viewModel.letters(ofRow: 0) == "AO···")
  }

  @Test("A mark after the letter a full row did not take changes nothing")
  func markAfterAFullRow() throws {
    let viewModel = try board(.german)
    let board = viewModel.board
    for character in "hörena" { board.type(character) }
    board.type("\u{308}")
    #expect(viewModel.letters(ofRow: 0) == "HÖREN")
  }
}
