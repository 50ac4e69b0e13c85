import GtkBridge
import GuessworkEngine
import GuessworkViewModel

/// Sizes the board's tiles and keys for the space under the header: a drawing area that fills
/// that space reports its size, and a generated style sheet (`BoardMetrics.css`) sizes tiles and
/// keys for it.
@MainActor
final class BoardSizing {
  /// Fills the space under the header: its size is the board's and keyboard's space.
  let probe = DrawingArea()
  private let sheet = StyleSheet()
  /// The sizes the sheet gives tiles and keys now.
  private(set) var metrics: BoardMetrics?
  /// How many times the sheet was loaded (once at start when the guess at the board's space was
  /// right; again at every resize that changes the board's sizes).
  private(set) var sheetLoads = 0
  /// How many of them came before GTK first gave the board its space (nil until it has).
  private(set) var sheetLoadsBeforeLayout: Int?

  /// How many tiles a row has (the round's length): a new length refits the tiles to the space.
  var columns = Word.standardLength {
    didSet {
      guard columns != oldValue, let space = lastSpace else { return }
      fit(width: space.width, height: space.height)
    }
  }
  /// How many rows the board has (its round's shape's): other rows refit the tiles to the space.
  var rows = RoundShape.standardRows {
    didSet {
      guard rows != oldValue, let space = lastSpace else { return }
      fit(width: space.width, height: space.height)
    }
  }
  /// How many boards the round has: several are laid out in lines (`BoardMetrics.boardColumns`).
  var boards = 1 {
    didSet {
      guard boards != oldValue, let space = lastSpace else { return }
      fit(width: space.width, height: space.height)
    }
  }
  /// Told of every new set of sizes (the window lays several boards out again when a line holds
  /// another number of them).
  var onMetrics: ((BoardMetrics) -> Void)?
  /// How many letter keys wide the keyboard is (`KeyboardLayout.columns`): the keys refit to it.
  var keyColumns = 10 {
    didSet {
      guard keyColumns != oldValue, let space = lastSpace else { return }
      fit(width: space.width, height: space.height)
    }
  }
  private var lastSpace: (width: Int, height: Int)?

  /// The least space the board and keyboard take, whatever the window's size.
  static let smallestBoard = (width: 360, height: 496)

  init() {
    probe.expandsHorizontally = true
    probe.expandsVertically = true
    probe.setSizeRequest(width: Int32(BoardSizing.smallestBoard.width), height: Int32(BoardSizing.smallestBoard.height))
    sheet.install(priority: StyleSheet.overApplicationPriority)
    probe.onResize { [weak self] width, height in
      guard let self else { return }
      if self.sheetLoadsBeforeLayout == nil { self.sheetLoadsBeforeLayout = self.sheetLoads }
      self.fit(width: width, height: height)
    }
  }

  /// The space the board and keyboard have now.
  var space: (width: Int, height: Int) { (probe.width, probe.height) }

  /// Loads the sheet for the space the window will give the board, before anything of the board
  /// is measured: the window's default size less the frame GTK draws (known once the window is
  /// realized) and what is above the board (`heightAbove`, for that width). Loaded at the probe's
  /// first allocation instead, inside the first frame's layout, the new sheet restyled and measured
  /// every tile and key a second time before that frame could be drawn (BENCHMARKS.md, issue 17).
  /// That allocation still corrects a guess that misses.
  func fitDefaultSize(of window: Window, heightAbove: (Int) -> Int) {
    window.realize()
    let frame = window.styleFrame
    let size = window.defaultSize
    let width = size.width - frame.width
    let height = size.height - frame.height - heightAbove(width)
    // A window too small for the board's smallest size grows to fit it.
    fit(width: max(width, BoardSizing.smallestBoard.width), height: max(height, BoardSizing.smallestBoard.height))
  }

  private func fit(width: Int, height: Int) {
    lastSpace = (width, height)
    let metrics = BoardMetrics(
      width: width, height: height, columns: columns, keyColumns: keyColumns, rows: rows, boards: boards)
    guard metrics != self.metrics else { return }
    self.metrics = metrics
    sheet.load(css: metrics.css)
    sheetLoads += 1
    onMetrics?(metrics)
  }
}
