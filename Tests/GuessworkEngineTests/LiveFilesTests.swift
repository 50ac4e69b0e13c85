import Foundation
import Testing

@testable import GuessworkEngine

#if canImport(Glibc)
  import Glibc
#endif

/// What the real disk can hold where a data file belongs, and two games at once (issue 25).
@Suite("Files on disk: FIFOs, temporary files, links, two games at once")
struct LiveFilesTests {
  /// Runs `body` on another thread and waits at most 10 s for it: a read that blocks (the bug)
  /// fails the test instead of hanging it.
  func finishes(_ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      body()
      done.signal()
    }
    return done.wait(timeout: .now() + 10) == .success
  }

  func isFIFO(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
  }

  @Test("A sparse history (64 MiB of nothing between its games) keeps its games, read a piece at a time")
  func sparseHistory() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      let game = { (answer: String, at: String) in
        try GameRecord(
          mode: .unlimited, language: .english, puzzleNumber: nil, answer: Word(answer)!, won: true,
          guessCount: 1, hardMode: false, finishedAt: utc(at), guesses: [Word(answer)!])
      }
      storage.save(history: [try game("abbey", "2026-03-14T10:00:00Z")])
      let file = storage.locations.historyFile
      let handle = try FileHandle(forWritingTo: file)
      try handle.truncate(atOffset: try handle.seekToEnd() + 64 * 1024 * 1024)
      try handle.close()
      storage.appendToHistory(try game("robot", "2026-03-15T10:00:00Z"))
      let fresh = liveStorage(folder)
      #expect(fresh.loadHistory().map(\.answer.text) == ["abbey", "robot"])
      let notices = fresh.takeNotices()
      #expect(notices.count == 1 && notices.first?.loss == .history(damaged: 1, repeated: 0, headerLost: false, kept: 2), "\(notices)")
    }
  }

  @Test("A line too long to be a game is one damaged line, however it is cut into pieces")
  func overlongLineInPieces() throws {
    let header = Data(#"{"format":4,"kind":"guesswork-history"}"#.utf8 + [10])
    let line = Data(
      #"{"answer":"abbey","finishedAt":"2026-03-14T10:00:00Z","guessCount":1,"guesses":["abbey"],"hardMode":false,"language":"en","mode":"unlimited","won":true}"#.utf8 + [10])
    let bytes = header + line + Data(repeating: 0, count: 200_000) + [10] + line
    for piece in [7, 4096, 65_536, bytes.count] {
      var parsed = ParsedHistory(expectsHeader: true, rules: .withoutWordLists)
      var offset = 0
      while offset < bytes.count {
        parsed.add(bytes[offset..<min(offset + piece, bytes.count)])
        offset += piece
      }
      parsed.finish()
      #expect(parsed.records.count == 2 && parsed.damaged == 1 && parsed.format == 4, "pieces of \(piece)")
    }
  }

  @Test("A FIFO at settings.json, history.jsonl or a round file never blocks: set aside and told")
  func fifoNeverBlocks() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      let files = [
        storage.locations.settingsFile, storage.locations.historyFile,
        storage.locations.roundFile(.unlimited, .english),
      ]
      for file in files {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o600) == 0)
      }
      #expect(finishes {
        _ = storage.loadSettings()
        _ = storage.loadHistory()
        _ = storage.loadRound(.unlimited, .english)
      })
      let notices = storage.takeNotices()
      for file in files {
        let aside = file.path + ".damaged-20260315-123456"
        #expect(notices.contains(.notAFile(file: file.path, movedTo: aside)))
        #expect(isFIFO(aside))
        #expect(!FileManager.default.fileExists(atPath: file.path))
      }
    }
  }

  @Test("A FIFO at a data file, through a whole session: it starts, the FIFO set aside")
  func fifoThroughASession() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder, background: true)
      let settings = storage.locations.settingsFile
      try FileManager.default.createDirectory(
        at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
      #expect(mkfifo(settings.path, 0o600) == 0)
      let world = TestWorld()
      var changed = world.environment
      changed.storage = storage
      let environment = changed
      let started = Shared(false)
      #expect(finishes {
        if (try? GameSession(environment: environment)) != nil { started.value = true }
        storage.flush()
      })
      #expect(started.value)
      #expect(!isFIFO(settings.path))
      #expect(isFIFO(settings.path + ".damaged-20260315-123456"))
    }
  }

  @Test("An atomic write: mode 0600, an unpredictable temporary name, nothing left, no link followed")
  func temporaryFiles() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      let config = storage.locations.configFolder
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      // A link planted at the name versions before used (`.settings.json.<pid>.tmp`).
      let victim = folder.appendingPathComponent("victim")
      try Data("keep me".utf8).write(to: victim)
      let planted = config.appendingPathComponent(".settings.json.\(getpid()).tmp")
      try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)
      storage.save(Settings())
      #expect(try Data(contentsOf: victim) == Data("keep me".utf8))
      var status = stat()
      #expect(stat(storage.locations.settingsFile.path, &status) == 0)
      #expect(status.st_mode & 0o777 == 0o600)
      let names = try FileManager.default.contentsOfDirectory(atPath: config.path).sorted()
      // The lock file every preferences save takes stays, as the history's does.
      #expect(names == [".settings.json.\(getpid()).tmp", ".settings.json.lock", "settings.json"])
    }
  }

  @Test("Temporary files of processes no longer running are removed at start; others stay")
  func staleTemporaries() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      let rounds = storage.locations.dataFolder.appendingPathComponent("rounds")
      try FileManager.default.createDirectory(at: rounds, withIntermediateDirectories: true)
      let dead = "2147483000"  // above any pid_max: no such process
      let names = [
        ".unlimited-en.json.\(dead).tmp", ".daily-en.json.\(dead).0123456789abcdef.tmp",
        ".daily-en.json.1.0123456789abcdef.tmp", ".daily-en.json.\(getpid()).0123456789abcdef.tmp",
        "daily-en.json", ".unlimited-en.json.lock",
      ]
      for name in names { try Data("x".utf8).write(to: rounds.appendingPathComponent(name)) }
      storage.removeStaleTemporaries()
      let left = try FileManager.default.contentsOfDirectory(atPath: rounds.path).sorted()
      #expect(left == Array(names.dropFirst(2)).sorted())
    }
  }

  @Test("Temporary names: the writer's pid is read from both the old and the new form")
  func temporaryNames() {
    #expect(TemporaryName.writer(of: ".settings.json.6031.tmp") == 6031)
    #expect(TemporaryName.writer(of: ".settings.json.6031.00000000deadbeef.tmp") == 6031)
    #expect(TemporaryName.writer(of: "settings.json.6031.tmp") == nil)
    #expect(TemporaryName.writer(of: ".settings.json.tmp") == nil)
    #expect(TemporaryName.writer(of: ".history.jsonl.lock") == nil)
  }

  @Test("A symlinked settings file is written through: the link stays a link, its target changes")
  func symlinkWrittenThrough() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      let dotfiles = folder.appendingPathComponent("dotfiles")
      try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: storage.locations.configFolder, withIntermediateDirectories: true)
      let target = dotfiles.appendingPathComponent("settings.json")
      storage.save(Settings())
      try FileManager.default.moveItem(at: storage.locations.settingsFile, to: target)
      try FileManager.default.createSymbolicLink(
        at: storage.locations.settingsFile, withDestinationURL: target)
      var settings = storage.loadSettings()
      settings.theme = .dark
      storage.save(settings)
      let link = try FileManager.default.destinationOfSymbolicLink(atPath: storage.locations.settingsFile.path)
      #expect(link == target.path)
      #expect(liveStorage(folder).loadSettings().theme == .dark)
      #expect(storage.takeNotices().isEmpty)
    }
  }

  @Test("A file where the rounds folder belongs: the message names the folder")
  func roundsFolderIsAFile() throws {
    try withTemporaryFolder { folder in
      let storage = liveStorage(folder)
      let rounds = storage.locations.dataFolder.appendingPathComponent("rounds")
      try FileManager.default.createDirectory(
        at: storage.locations.dataFolder, withIntermediateDirectories: true)
      try Data("a file".utf8).write(to: rounds)
      #expect(storage.loadRound(.daily(number: 0, day: day("2026-03-15")), .english) == nil)
      #expect(storage.takeNotices() == [.unreadable(file: rounds.path, reason: String(cString: strerror(ENOTDIR)))])
    }
  }

  @Test("A round file belongs to one process at a time: the second game says so and saves nothing")
  func roundClaimed() throws {
    try withTemporaryFolder { folder in
      let first = liveStorage(folder)
      let second = liveStorage(folder)
      let words = wordList(answers: ["crane", "slate"], guesses: [])
      var mine = Game(answer: word("crane"), puzzle: .custom, language: .english)
      _ = mine.play("slate", in: words)
      first.save(round: mine)
      let theirs = Game(answer: word("slate"), puzzle: .custom, language: .english)
      second.save(round: theirs)
      second.save(round: theirs)
      let file = first.locations.roundFile(.custom, .english)
      #expect(second.takeNotices() == [.roundInUse(file: file.path, .custom, .english)])
      #expect(liveStorage(folder).loadRound(.custom, .english) == mine)
      // Once the first game plays another round, the file is free again: the second game saves
      // it only once it has read what the first one left there.
      first.save(round: Game(answer: word("crane"), puzzle: .unlimited, language: .english))
      #expect(second.save(round: theirs) == .changedElsewhere)
      #expect(liveStorage(folder).loadRound(.custom, .english) == mine)
      #expect(second.loadRound(.custom, .english) == mine)
      second.save(round: theirs)
      #expect(liveStorage(folder).loadRound(.custom, .english) == theirs)
    }
  }

  @Test("Appends from a game keep what another process appended meanwhile")
  func appendKeepsOthers() throws {
    try withTemporaryFolder { folder in
      let one = liveStorage(folder)
      let two = liveStorage(folder)
      _ = one.loadHistory()
      _ = two.loadHistory()
      let first = record(.unlimited, won: true, at: utc("2026-03-15T12:00:00Z"))
      let second = record(.unlimited, won: false, at: utc("2026-03-15T12:00:01Z"))
      let daily = record(.daily, 74, won: true, at: utc("2026-03-15T12:00:02Z"))
      one.appendToHistory(first)
      two.appendToHistory(second)
      one.appendToHistory(daily)
      two.appendToHistory(daily)  // recorded by the other game meanwhile: not twice
      #expect(liveStorage(folder).loadHistory() == [first, second, daily])
      guard case .added(let seen)? = two.takeHistoryChanges().first else {
        Issue.record("the second game did not see the first one's games")
        return
      }
      #expect(seen == [first])
    }
  }
}

/// Two real processes finishing games at the same moment, 100 times: the test binary runs itself
/// twice as the writers (`GUESSWORK_APPEND_WRITER`), each appending through its own `Storage` as
/// the game does, released together.
@Suite("Two processes finishing games at once")
struct TwoProcessHistoryTests {
  static let rounds = 100

  @Test("Two processes append 100 games each at the same moments: none is lost")
  func noGameLost() throws {
    let environment = ProcessInfo.processInfo.environment
    if let role = environment["GUESSWORK_APPEND_WRITER"], let home = environment["GUESSWORK_APPEND_HOME"] {
      try writer(index: Int(role) ?? 0, home: URL(fileURLWithPath: home))
      return
    }
    try withTemporaryFolder { folder in
      let go = folder.appendingPathComponent("go")
      let children = try (0..<2).map { index in
        try spawnSelf(
          filter: "TwoProcessHistoryTests",
          environment: ["GUESSWORK_APPEND_WRITER": "\(index)", "GUESSWORK_APPEND_HOME": folder.path])
      }
      usleep(300_000)
      _ = FileManager.default.createFile(atPath: go.path, contents: Data())
      for child in children {
        var status: Int32 = 0
        waitpid(child, &status, 0)
        #expect(status == 0)
      }
      let storage = Self.storage(folder)
      let history = storage.loadHistory()
      #expect(history.count == 2 * Self.rounds)
      #expect(Set(history.map(\.finishedAt)).count == 2 * Self.rounds)
      #expect(storage.takeNotices().isEmpty)
    }
  }

  static func storage(_ folder: URL) -> Storage {
    Storage(
      locations: StorageLocations(
        dataFolder: folder.appendingPathComponent("data", isDirectory: true),
        configFolder: folder.appendingPathComponent("config", isDirectory: true)),
      fileSystem: .live, writesInBackground: true)
  }

  /// One writer: waits for the signal, then appends its games, each at its own finish time.
  func writer(index: Int, home: URL) throws {
    let storage = Self.storage(home)
    storage.openHistory(rules: { .withoutWordLists })
    _ = storage.openedHistory()
    let go = home.appendingPathComponent("go").path
    while !FileManager.default.fileExists(atPath: go) { usleep(1_000) }
    let start = utc("2026-03-15T12:00:00Z")
    for round in 0..<Self.rounds {
      let finished = start.addingTimeInterval(Double(round * 2 + index))
      storage.appendToHistory(record(.unlimited, won: round % 3 != 0, at: finished))
      storage.flush()
    }
  }

  /// Starts this test binary again on one suite, with more environment.
  func spawnSelf(filter: String, environment extra: [String: String]) throws -> pid_t {
    let binary = CommandLine.arguments[0]
    let arguments = [binary, "--testing-library", "swift-testing", "--filter", filter]
    var environment = ProcessInfo.processInfo.environment
    environment.merge(extra) { $1 }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let status = posix_spawn(&pid, binary, &actions, nil, argv, envp)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    return pid
  }
}
