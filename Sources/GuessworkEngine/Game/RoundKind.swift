/// A kind of round the player picks: one board (the original game), or several boards played at
/// once on one keyboard, every guess scored on each board not yet solved, or in sequence, one
/// board shown at a time.
///
/// A kind decides the boards and rows of its rounds (`shape(letters:)`); the daily puzzle of each
/// kind is its own (`DailySchedule.answers(for:kind:)`), and each keeps its own saved rounds and
/// statistics. A new kind is a new value here.
public struct RoundKind: Hashable, Sendable {
  public let boards: Int
  /// Whether the boards are shown one at a time (`RoundShape.isSequence`).
  public let isSequence: Bool

  public init(boards: Int, isSequence: Bool = false) {
    self.boards = boards
    self.isSequence = isSequence && boards > 1
  }

  public static let single = RoundKind(boards: 1)
  public static let twoBoards = RoundKind(boards: 2)
  public static let fourBoards = RoundKind(boards: 4)
  public static let eightBoards = RoundKind(boards: 8)
  public static let fourInSequence = RoundKind(boards: 4, isSequence: true)
  public static let eightInSequence = RoundKind(boards: 8, isSequence: true)

  /// Every kind a player can pick, in the order the menus list them.
  public static let all: [RoundKind] = [
    .single, .twoBoards, .fourBoards, .eightBoards, .fourInSequence, .eightInSequence,
  ]

  /// The guesses a round of this kind allows: six on one board; the boards and five more at once
  /// (2 in 7, 4 in 9, 8 in 13); in sequence, where each board is first seen late, 4 in 10 and
  /// 8 in 15, as players know them.
  public var rows: Int {
    if boards == 1 { return RoundShape.standardRows }
    if isSequence { return boards <= 4 ? boards + 6 : RoundShape.mostRows }
    return boards + 5
  }

  /// Whether a list of `answers` answers can hold this kind's rounds: an answer a board, besides
  /// the one-board daily puzzle's (which a daily of several boards never uses).
  public func fits(answers: Int) -> Bool { boards == 1 || answers > boards }

  /// The shape of this kind's rounds of `letters` letters.
  public func shape(letters: Int) -> RoundShape {
    RoundShape(boards: boards, rows: rows, letters: letters, isSequence: isSequence)
  }

  /// How the kind is saved in the preferences and named in round files' slots and on the command
  /// line: `1`, `2`, `4`, `8`, `4-sequence`, `8-sequence`.
  public var key: String { isSequence ? "\(boards)-sequence" : "\(boards)" }

  /// The player's kind saved as `key`, if it is one.
  public init?(key: String) {
    guard let kind = RoundKind.all.first(where: { $0.key == key }) else { return nil }
    self = kind
  }

  /// The part of a round file's name that tells this kind's rounds apart (none for one board,
  /// whose files keep the names they always had): `-4boards`, `-8sequence`.
  var slotSuffix: String {
    boards == 1 ? "" : "-\(boards)\(isSequence ? "sequence" : "boards")"
  }
}

extension RoundKind: Encodable {
  /// As its `key`: `"4-sequence"`.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(key)
  }
}
