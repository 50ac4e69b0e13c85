import Dispatch
import FoundationEssentials

/// The saved rounds: one file per mode and language, each held by one process at a time
/// (`claimRound`), checked against the word lists before it is resumed.
extension Storage {
  /// The saved round of this kind and language, if there is one and every row of it could have been
  /// played (`CheckedRound`). A round that cannot be restored is set aside; one whose typed letters
  /// or hard-mode flag are damaged is restored without them; either way the player is told.
  /// Rounds of `length` letters (the daily puzzle and the archive have five).
  public func loadRound(
    _ puzzle: Puzzle, _ language: Language, length: Int = Word.standardLength,
    checkedBy rules: SavedDataRules = .withoutWordLists
  ) -> Game? {
    let file = locations.roundFile(puzzle, language, length: length)
    guard let data = read(file), !isNewer(data, file) else { return nil }
    guard let object = JSONValue.object(in: data), object["format"]?.int == Storage.roundFormat else {
      moveAside(file, .roundUnreadable(puzzle, language))
      return nil
    }
    let checked = CheckedRound(object, slot: puzzle, length: length, language: language, rules: rules)
    guard let game = checked.game else {
      moveAside(file, .roundUnreadable(puzzle, language))
      return nil
    }
    guard checked.problems.isEmpty else {
      moveAside(file, .roundPartlyLost(puzzle, language, checked.lostParts))
      save(round: game)
      return game
    }
    readCleanly(file)
    return game
  }

  /// Saves the round, if this process holds its file (`claimRound`).
  public func save(round game: Game) {
    let file = locations.roundFile(game.puzzle, game.language, length: game.length)
    guard claimRound(file, game.puzzle, game.language) else { return }
    write(SavedRound(format: Storage.roundFormat, round: game), to: file)
  }

  /// A round file belongs to one process at a time: the one that saves it holds its lock file
  /// (`rounds/.<slot>-<language>.json.lock`, `flock`, taken without waiting) until it saves another
  /// round or ends. A second game on the same slot (two `--word` games in one language) plays on
  /// without saving it, and says so once, instead of the last writer silently winning.
  func claimRound(_ file: URL, _ puzzle: Puzzle, _ language: Language) -> Bool {
    let path = file.path
    if lock.withLock({ _ in roundClaim?.path == path }) { return true }
    let lockFile = file.deletingLastPathComponent()
      .appendingPathComponent(".\(file.lastPathComponent).lock")
    guard let claim = fileSystem.claim(lockFile) else {
      notice(.roundInUse(file: path, puzzle, language))
      return false
    }
    let previous = lock.withLock { _ in
      defer { roundClaim = (path, claim) }
      return roundClaim?.claim
    }
    // Let the previous round go only after the writes already queued for it.
    if let previous { perform { previous.release() } }
    return true
  }

  /// Before the archive kept a round per day, the one past day in progress was saved in
  /// `rounds/archive-<language>.json`. Such a round moves to its day's file (unless that day has
  /// one already) and the old file goes, so an update loses no round in progress.
  public func moveSingleArchiveRound(_ language: Language, checkedBy rules: SavedDataRules) {
    let file = locations.dataFolder.appendingPathComponent("rounds", isDirectory: true)
      .appendingPathComponent("archive-\(language.rawValue).json")
    guard let data = read(file), !isNewer(data, file) else { return }
    if let object = JSONValue.object(in: data), object["format"]?.int == Storage.roundFormat,
      let saved = object["round"]?.object?["puzzle"].flatMap(CheckedRound.puzzle),
      case .archive = saved,
      let game = CheckedRound(
        object, slot: saved, length: Word.standardLength, language: language, rules: rules
      ).game,
      (try? fileSystem.read(locations.roundFile(saved, language))) == nil
    {
      save(round: game)
    }
    removeRound(file)
  }

  public func removeRound(_ puzzle: Puzzle, _ language: Language, length: Int = Word.standardLength) {
    removeRound(locations.roundFile(puzzle, language, length: length))
  }

  func removeRound(_ file: URL) {
    perform { [fileSystem] in try fileSystem.remove(file) }
  }
}
