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
    _ puzzle: Puzzle, _ language: Language, length: Int = Word.standardLength, kind: RoundKind = .single,
    checkedBy rules: SavedDataRules = .withoutWordLists
  ) -> Game? {
    let file = locations.roundFile(puzzle, language, length: length, kind: kind)
    let data = read(file, limit: Storage.smallFileLimit)
    know(file, data)
    guard let data, !isNewer(data, file) else { return nil }
    // Longer than any round can be: damage (a sparse file of gigabytes), never read further.
    guard data.count <= Storage.smallFileLimit, let object = JSONValue.object(in: data),
      let format = object["format"]?.int, (1...Storage.roundFormat).contains(format)
    else {
      moveAside(file, .roundUnreadable(puzzle, language))
      return nil
    }
    let checked = CheckedRound(
      object, format: format, slot: puzzle, length: length, language: language, kind: kind,
      rules: rules)
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

  /// Saves the round, if this process holds its file (`claimRound`) and the file is as this
  /// process last read or wrote it. Returns who may write the file now.
  @discardableResult
  public func save(round game: Game) -> RoundClaim {
    let file = locations.roundFile(game.puzzle, game.language, length: game.length, kind: game.shape.kind)
    let claim = claimRound(file, game.puzzle, game.language)
    guard claim == .held else { return claim }
    do {
      let data = try encoder.encode(SavedRound(format: Storage.roundFormat(of: game), round: game))
      know(file, data)
      writeData(data, to: file)
    } catch {
      reportNotSaving(error)
    }
    return claim
  }

  /// Takes the round's file for this process if it is free, as a save would, without writing:
  /// whether this process may go on saving its copy of the round (`RoundClaim`).
  public func claimRound(of game: Game) -> RoundClaim {
    claimRound(
      locations.roundFile(game.puzzle, game.language, length: game.length, kind: game.shape.kind),
      game.puzzle,
      game.language)
  }

  /// A round file belongs to one process at a time: the one that saves it holds its lock file
  /// (`rounds/.<slot>-<language>.json.lock`, `flock`, taken without waiting) until it saves another
  /// round or ends. A second game on the same slot (two `--word` games in one language) plays on
  /// without saving it, and says so once, instead of the last writer silently winning.
  ///
  /// Taking a file another game let go, this one first compares it with what it last read or
  /// wrote (`roundsAsKnown`): the other may have played on meanwhile, and this game's copy is then
  /// stale. It is not written; the claim is let go again, and the caller reads the file anew
  /// (`loadRound`) before saving. So a game never writes a round file it did not read after the
  /// last writer.
  func claimRound(_ file: URL, _ puzzle: Puzzle, _ language: Language) -> RoundClaim {
    let path = file.path
    if lock.withLock({ _ in roundClaim?.path == path }) { return .held }
    let lockFile = file.deletingLastPathComponent()
      .appendingPathComponent(".\(file.lastPathComponent).lock")
    guard let claim = fileSystem.claim(lockFile) else {
      notice(.roundInUse(file: path, puzzle, language))
      return .heldElsewhere
    }
    if roundChanged(file) {
      claim.release()
      return .changedElsewhere
    }
    let previous = lock.withLock { _ in
      defer { roundClaim = (path, claim) }
      return roundClaim?.claim
    }
    // Let the previous round go only after the writes already queued for it.
    if let previous { perform { previous.release() } }
    return .held
  }

  /// Whether the round file differs from what this process last read or wrote there (after its
  /// own queued writes). A file that cannot be read is no change to load: it is never written over
  /// (`unreadable`), or its write fails and says why.
  private func roundChanged(_ file: URL) -> Bool {
    flushFiles()
    let onDisk: Data?
    do { onDisk = try fileSystem.readRange(file, 0, Storage.smallFileLimit + 1)?.data } catch { return false }
    return lock.withLock { _ in
      !unreadable.contains(file.path) && onDisk != roundsAsKnown[file.path]
    }
  }

  /// Remembers a round file's content as this process read or wrote it (`nil`: no file).
  func know(_ file: URL, _ data: Data?) {
    lock.withLock { _ in roundsAsKnown[file.path] = data }
  }

  /// Before the archive kept a round per day, the one past day in progress was saved in
  /// `rounds/archive-<language>.json`. Such a round moves to its day's file (unless that day has
  /// one already) and the old file goes, so an update loses no round in progress.
  public func moveSingleArchiveRound(_ language: Language, checkedBy rules: SavedDataRules) {
    let file = locations.dataFolder.appendingPathComponent("rounds", isDirectory: true)
      .appendingPathComponent("archive-\(language.rawValue).json")
    guard let data = read(file), !isNewer(data, file) else { return }
    if let object = JSONValue.object(in: data), object["format"]?.int == 1,
      let saved = object["round"]?.object?["puzzle"].flatMap(CheckedRound.puzzle),
      case .archive = saved,
      let game = CheckedRound(
        object, format: 1, slot: saved, length: Word.standardLength, language: language, rules: rules
      ).game,
      (try? fileSystem.read(locations.roundFile(saved, language))) == nil
    {
      save(round: game)
    }
    removeRound(file)
  }

  public func removeRound(
    _ puzzle: Puzzle, _ language: Language, length: Int = Word.standardLength, kind: RoundKind = .single
  ) {
    removeRound(locations.roundFile(puzzle, language, length: length, kind: kind))
  }

  func removeRound(_ file: URL) {
    know(file, nil)
    perform { [fileSystem] in try fileSystem.remove(file) }
  }
}

/// Who may write a round's file (`Storage.claimRound`).
public enum RoundClaim: Hashable, Sendable {
  /// This process: the file is as it last read or wrote it.
  case held
  /// Another Guesswork playing the same round: this one plays on without saving (and says so).
  case heldElsewhere
  /// No one held it, but another game wrote it since this process last read it: this process's
  /// copy is stale and is not saved; the round is to be read again (`Storage.loadRound`).
  case changedElsewhere
}
