import GtkBridge
import GuessworkEngine
import GuessworkViewModel
import XCTest

@testable import guesswork

/// Rounds of several boards in the window (issue 56): eight boards at 360 and 1280 pixels, a
/// four-board round won and an eight-board round lost with real keys, the reveal on every board
/// frame by frame, and what a screen reader hears.
final class SeveralBoardsUITests: UITestCase {
  /// Accepted words that are no answer of any round played here (checked against it).
  static let misses = [
    "fjord", "nymph", "glyph", "waltz", "vodka", "jumbo", "squib", "kiosk", "plumb", "chunk",
    "dwarf", "blitz", "crypt", "fuzzy", "proxy", "ghoul",
  ]

  @MainActor static func launchKind(
    _ kind: RoundKind, width: Int = 500, height: Int = 760, animations: Bool = false,
    mode: PlayMode = .daily
  ) throws -> GameHarness {
    let game = try launch(home: try GameHarness.makeHome(windowSize: (width, height)), animations: animations)
    if mode != .daily { game.viewModel.switchMode(to: mode) }
    game.viewModel.setKind(kind)
    GameHarness.pump()
    // The boards are laid out in a frame: under CI's weston beside the sanitizer builds a window
    // once drew no frame after its start, and the wait nudges the compositor as frames' waits do.
    try GameHarness.waitOnCompositor("the boards are laid out", for: game.window.window) {
      game.window.boards.allSatisfy { $0.box.width > 50 }
    }
    return game
  }

  /// The tiles' width as a player measures it (the label within its 2-pixel border), each board's.
  @MainActor static func tileWidths(_ game: GameHarness) -> [Int] {
    game.window.boards.flatMap { $0.tiles.flatMap { $0.map { $0.label.width + 4 } } }
  }

  func testEightBoardsAt360PixelsGoTwoALineScrolledToTheRowBeingTyped() throws {
    try onMain {
      let game = try SeveralBoardsUITests.launchKind(.eightBoards, width: 360)
      let window = game.window
      XCTAssertEqual(window.boards.count, 8)
      XCTAssertEqual(window.boards.map(\.rowCount), Array(repeating: 13, count: 8))
      XCTAssertEqual(window.boardColumns, 2, "two boards a line")
      XCTAssertLessThanOrEqual(window.window.width, 360, "no board widens the window")
      XCTAssertEqual(Set(SeveralBoardsUITests.tileWidths(game)), [24], "tiles of 24 px with their border")
      XCTAssertGreaterThan(window.boardsBox.height, window.boardsScroller.height, "the boards scroll")
      for word in SeveralBoardsUITests.misses.prefix(9) { game.guess(word) }
      game.type("ab")
      try game.wait("the row being typed is in view") {
        guard let index = game.viewModel.board.typingBoard,
          let row = window.boards[index].rowBox(9).bounds(in: window.boardsScroller)
        else { return false }
        return row.y >= 0 && row.y + row.height <= Double(window.boardsScroller.height)
      }
      XCTAssertEqual(game.letters(row: 9), "AB   ")
    }
  }

  func testEightBoardsAt1280PixelsGoInOneLineWithoutAScroll() throws {
    try onMain {
      let game = try SeveralBoardsUITests.launchKind(.eightBoards, width: 1280, height: 800)
      let window = game.window
      XCTAssertEqual(window.boardColumns, 8)
      XCTAssertLessThanOrEqual(window.boardsBox.height, window.boardsScroller.height, "every board in view")
      // 25 px inside X11's window frame, 26 on Wayland, where the window has none.
      let widths = Set(SeveralBoardsUITests.tileWidths(game))
      XCTAssertEqual(widths.count, 1, "every tile the same")
      XCTAssertTrue(widths.isSubset(of: [25, 26]), "tiles of 25 or 26 px with their border: \(widths)")
      XCTAssertEqual(widths.first, window.sizing.metrics?.tileSize, "as the sheet sized them")
      // Narrowed to 360 pixels, the same round goes two a line.
      window.window.setDefaultSize(width: 360, height: 800)
      try game.wait("two a line at 360 px") { window.boardColumns == 2 }
    }
  }

  func testAFourBoardDailyIsPickedInTheMenuAndWonWithRealKeys() throws {
    try onMain {
      let game = try launch(animations: false)
      PlayFlowUITests.choose(game, .kind(.fourBoards))
      GameHarness.pump()
      XCTAssertEqual(game.window.boards.count, 4)
      XCTAssertTrue(game.window.header.roundButtonDetail.hasPrefix("4 Boards · #"))
      let answers = game.viewModel.game.answers
      XCTAssertEqual(Set(answers).count, 4)
      let miss = SeveralBoardsUITests.misses.first { word in !answers.contains { $0.text == word } }!
      game.guess(miss)
      XCTAssertTrue(game.window.keyboard.partCount == 4, "keys split in four")
      for (index, answer) in answers.enumerated() {
        game.guess(answer.text)
        XCTAssertTrue(game.viewModel.game.boards[index].isSolved)
        XCTAssertEqual(
          game.window.boards[index].box.accessibleLabel, "Board \(index + 1) of 4, solved in \(index + 2)")
      }
      XCTAssertEqual(game.viewModel.game.status, .won)
      try game.wait("the statistics open", timeout: 8) { game.app.statisticsDialog?.dialog.isOpen == true }
      game.activate(action: "copy-results")
      let share = try XCTUnwrap(game.window.window.clipboard.localText)
      XCTAssertTrue(share.hasPrefix("Guesswork 4 Boards #"), share)
      XCTAssertTrue(share.contains("2️⃣3️⃣\n4️⃣5️⃣"), share)
      // Back to one board: the daily of one board, as it was.
      PlayFlowUITests.choose(game, .kind(.single))
      GameHarness.pump()
      XCTAssertEqual(game.window.boards.count, 1)
      XCTAssertEqual(game.window.board.tiles.count, 6)
    }
  }

  func testAnEightBoardRoundIsLostWithRealKeysAndShowsEveryAnswerNotFound() throws {
    try onMain {
      let game = try SeveralBoardsUITests.launchKind(.eightBoards, width: 1000, mode: .unlimited)
      let answers = game.viewModel.game.answers
      let misses = SeveralBoardsUITests.misses.filter { word in !answers.contains { $0.text == word } }
      game.guess(answers[5].text)
      for word in misses.prefix(12) { game.guess(word) }
      XCTAssertEqual(game.viewModel.game.status, .lost)
      let toast = try XCTUnwrap(game.toast)
      for (index, answer) in answers.enumerated() where index != 5 {
        XCTAssertTrue(toast.contains(answer.text.uppercased()), "\(answer) in \(toast)")
      }
      XCTAssertFalse(toast.contains(answers[5].text.uppercased()), "the board found is not told")
      try game.wait("the statistics open", timeout: 8) { game.app.statisticsDialog?.dialog.isOpen == true }
      XCTAssertEqual(
        game.viewModel.statistics.presentation().lostBoardsLine, "Lost rounds found 1.0 of 8 boards on average")
    }
  }

  func testAFourBoardRoundIsReviewedOnEveryBoardWithItsColoursAndTheSolversGuess() throws {
    try onMain {
      let game = try launch(["--word", "crane,tooth,borne,slate"])
      for word in ["stare", "doing", "crane", "tooth", "borne", "slate"] { game.guess(word) }
      XCTAssertEqual(game.viewModel.game.status, .won)
      try game.wait("the statistics open", timeout: 8) { game.app.statisticsDialog?.dialog.isOpen == true }
      try XCTUnwrap(game.app.statisticsDialog?.reviewButton).activate()
      try game.wait("the review is worked out", timeout: 60) {
        game.app.reviewDialog?.boardsPresentation != nil
      }
      let review = try XCTUnwrap(game.app.reviewDialog)
      let presentation = try XCTUnwrap(review.boardsPresentation)
      XCTAssertEqual(presentation.title, "Review · 4 Boards")
      XCTAssertEqual(presentation.answersLine, "Answers: CRANE, TOOTH, BORNE, SLATE")
      XCTAssertEqual(presentation.summary, "You: 6 guesses · Solver: 7 · Boards 4 of 4")
      // Each guess's tiles on each board it was played on, coloured as that board showed them.
      XCTAssertEqual(review.boardTiles.map(\.count), [4, 4, 4, 3, 2, 1])
      for row in 0..<6 {
        let boards = (0..<4).filter { game.viewModel.game.boards[$0].guesses.count > row }
        for (cell, board) in boards.enumerated() {
          XCTAssertEqual(
            review.boardTiles[row][cell].map(\.stateClass), game.window.boards[board].tiles[row].map(\.stateClass),
            "row \(row + 1), board \(board + 1)")
        }
      }
      XCTAssertEqual(review.verdictLabels.count, 6)
      XCTAssertTrue(presentation.rows[2].verdict.hasPrefix("CRANE solves board 1."), presentation.rows[2].verdict)
      XCTAssertLessThanOrEqual(review.dialog.window.width, 500, "the review is no wider than the game")
    }
  }

  /// A split key draws its parts only where a board knows the letter: a key no guess has touched
  /// is the whole key's grey, without the letter's halo (fewer draws a frame under GL).
  func testASplitKeyDrawsOnlyThePartsABoardKnows() throws {
    try onMain {
      let game = try SeveralBoardsUITests.launchKind(.twoBoards, width: 1000)
      let window = game.window
      game.guess("fjord")
      let untouched = try XCTUnwrap(window.keyboard.buttons[.letter(Letter("m")!)])
      let guessed = try XCTUnwrap(window.keyboard.buttons[.letter(Letter("f")!)])
      XCTAssertTrue(untouched.hasClass("split") && guessed.hasClass("split"), "keys split a part a board")
      XCTAssertFalse(untouched.hasClass("coloured"), "M: no board knows it")
      XCTAssertTrue(guessed.hasClass("coloured"), "F: both boards know it")
      let image = try RenderedImage(window.window)
      let key = try image.deviceBounds(of: untouched, in: window.window)
      for x in [key.x + 6, key.x + key.width - 7] {
        let seen = image.colour(x: x, y: key.y + 6)
        XCTAssertTrue(colour(seen, isCloseTo: 0xd3d6da), "M's part at x \(x): \(hex(seen)), the whole key's grey")
      }
    }
  }

  func testTheEightBoardRevealShowsEachColourOnlyAsItsTileTurnsOnEveryBoard() throws {
    try onMain {
      let game = try SeveralBoardsUITests.launchKind(.eightBoards, width: 1280, height: 800, animations: true)
      let recorders = (0..<8).map { FrameRecorder(game, row: 0, board: $0) }
      game.type("crane")
      game.press(.enter, pumping: false)
      game.waitForReveal()
      GameHarness.pump(for: 0.1)
      for recorder in recorders { recorder.stop() }
      for (board, recorder) in recorders.enumerated() {
        let turning = recorder.frames.filter(\.revealing)
        XCTAssertGreaterThan(turning.count, 10, "board \(board + 1): frames during the reveal")
        XCTAssertEqual(turning.first?.tiles.map(\.state), Array(repeating: "typed", count: 5))
        for frame in turning {
          for (column, tile) in frame.tiles.enumerated() where tile.state != "typed" {
            XCTAssertTrue(tile.unfolding, "board \(board + 1), tile \(column + 1): coloured before it turned")
          }
        }
        XCTAssertFalse(recorder.frames.last!.tiles.contains { $0.state == "typed" }, "board \(board + 1) settled")
      }
      // The eight boards turned together: each frame shows the same tiles turned on every board.
      let counts = recorders.map { recorder in
        recorder.frames.filter(\.revealing).map { $0.tiles.filter { $0.state != "typed" }.count }
      }
      XCTAssertEqual(Set(counts.map { $0.count }).count, 1)
      XCTAssertTrue(counts.allSatisfy { $0 == counts[0] }, "one timeline for every board")
    }
  }

  func testAScreenReaderHearsEachBoardByNameAndEachKeyPerBoard() throws {
    try onMain {
      let game = try SeveralBoardsUITests.launchKind(.fourBoards)
      let window = game.window
      XCTAssertEqual(window.boards.map(\.box.accessibleLabel), (1...4).map { "Board \($0) of 4" })
      let answers = game.viewModel.game.answers
      game.guess(answers[2].text)
      XCTAssertEqual(window.boards[2].box.accessibleLabel, "Board 3 of 4, solved in 1")
      let letter = answers[2].letters[0]
      let label = try XCTUnwrap(window.keyboard.accessibleLabels[.letter(letter)])
      XCTAssertTrue(label.hasPrefix("\(letter.display): board 1 "), label)
      XCTAssertTrue(label.contains("board 3 solved"), label)
      // Alt+2: the second board alone on the keyboard, its key whole and named as one board's.
      game.press(KeyPress(character: "2", modifiers: KeyPress.alt))
      XCTAssertEqual(game.viewModel.board.pickedBoard, 1)
      XCTAssertTrue(window.boards[1].box.hasClass("picked-board"))
      XCTAssertEqual(window.keyboard.partCount, 0, "whole keys")
      XCTAssertFalse(window.keyboard.accessibleLabels[.letter(letter)]!.contains("board"))
      game.press(KeyPress(character: "0", modifiers: KeyPress.alt))
      XCTAssertNil(game.viewModel.board.pickedBoard)
      XCTAssertEqual(window.keyboard.partCount, 4)
    }
  }
}
