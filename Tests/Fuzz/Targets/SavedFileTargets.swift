import FoundationEssentials

@testable import GuessworkEngine

extension FuzzTarget {
  /// The rounds a start may look for, one chosen by the input's first byte: every kind of
  /// puzzle, length and shape has a file of its own.
  static let rounds: [(puzzle: Puzzle, language: Language, length: Int, kind: RoundKind)] = [
    (.daily(number: 100, day: DailySchedule.firstDay.adding(days: 99)), .english, 5, .single),
    (.unlimited, .english, 5, .single),
    (.unlimited, .english, 6, .single),
    (.custom, .spanish, 5, .single),
    (.archive(number: 40, day: DailySchedule.firstDay.adding(days: 39)), .german, 5, .single),
    (.unlimited, .english, 5, .fourBoards),
    (.daily(number: 100, day: DailySchedule.firstDay.adding(days: 99)), .english, 5, .eightInSequence),
    (.unlimited, .french, 7, .twoBoards),
  ]

  /// A round file: a round restored is saved and restored again unchanged and without a word; a
  /// file told damaged is kept aside as it was; a file not restored and not told about is left as
  /// it was.
  static let roundFile = FuzzTarget("round-file", reads: "rounds/*.json, a round left unfinished") {
    input, failures in
    let (round, data) = split(input, rounds)
    let path = FuzzWorld.locations.roundFile(round.puzzle, round.language, length: round.length, kind: round.kind).path
    let world = FuzzWorld([path: data])
    let storage = world.storage()
    let game = storage.loadRound(round.puzzle, round.language, length: round.length, kind: round.kind)
    let notices = storage.takeNotices()
    for (file, copy) in setAsideCopies(notices) {
      failures.expect(copy.map { world.files[$0] == data } ?? false, "\(file) was told damaged but not kept aside as it was")
    }
    guard let game else {
      if notices.isEmpty { failures.expect(world.files[path] == data, "a round not restored was changed without a word") }
      return
    }
    failures.expect(
      game.puzzle == round.puzzle && game.language == round.language && game.answer.length == round.length
        && game.shape.kind == round.kind, "restored a round of another slot: \(game.puzzle) \(game.shape.kind)")
    storage.save(round: game)
    let restart = world.storage()
    let again = restart.loadRound(round.puzzle, round.language, length: round.length, kind: round.kind)
    failures.expect(again == game, "a round saved did not read back equal: \(String(describing: again)) for \(game)")
    let told = restart.takeNotices()
    failures.expect(told.isEmpty, "a saved round read back with \(told)")
  }

  /// The preferences: read without a word or told and kept aside as they were; what was read is
  /// written and reads back equal at the next start; the early read of the interface language
  /// (before anything else) touches no file and agrees with the full read of a sound file.
  static let settingsFile = FuzzTarget("settings-file", reads: "settings.json, and its early read of the interface language") {
    input, failures in
    let path = FuzzWorld.locations.settingsFile.path
    let world = FuzzWorld([path: input])
    let early = Storage.savedInterfaceLanguage(locations: FuzzWorld.locations, fileSystem: world.files.fileSystem)
    let word = Storage.savedWordLanguage(locations: FuzzWorld.locations, fileSystem: world.files.fileSystem)
    failures.expect(world.files.paths == [path] && world.files[path] == input, "the early read changed the files")
    let storage = world.storage()
    let settings = storage.loadSettings()
    let notices = storage.takeNotices()
    for (file, copy) in setAsideCopies(notices) {
      failures.expect(copy.map { world.files[$0] == input } ?? false, "\(file) was told damaged but not kept aside as it was")
    }
    if notices.isEmpty, world.files[path] == input {
      failures.expect(early == settings.interfaceLanguage, "the early read found \(String(describing: early)), the start \(String(describing: settings.interfaceLanguage))")
      failures.expect(word == nil || word == settings.language, "the early read's word language \(String(describing: word)), the start's \(settings.language)")
    }
    storage.save(settings)
    if notices.contains(.newerFormat(file: path)) {
      // A newer version's preferences: read as the defaults, and never written over.
      failures.expect(world.files[path] == input, "a newer version's preferences were written over")
      return
    }
    let restart = world.storage()
    let again = restart.loadSettings()
    failures.expect(again == settings, "the preferences saved read back as \(again), not \(settings)")
    let told = restart.takeNotices()
    failures.expect(told.isEmpty, "the preferences saved read back with \(told)")
  }
}
