import CMallocInfo
import Foundation
import GuessworkEngine
import GuessworkTestSupport
import GuessworkViewModel

#if canImport(Glibc)
  import Glibc
#endif

// Plays many unlimited rounds in one session through the view model, with the real word lists and
// real files, doing at each round's end what the window does (statistics, share text), and reports
// the process's memory after some of them:
//
//   round-soak [--rounds 200] [--report 10,200] [--boards 1|2|4|8] [--home DIR] [--data DIR]
//
// --boards plays rounds of that many boards at once (each won on the boards' answers in order
// after two misses; every fourth lost, every row a miss).
// Prints one line per reported round, `rounds=10 rss_kb=… heap_kb=…`, where heap_kb is malloc's
// bytes in use (mallinfo2). Without --home it plays in a temporary folder and removes it; with
// --home it leaves the player's files there (settings, rounds, a history of every round), which is
// how benchmarks/run.sh gives the start-up comparison a returning player's files. The last round is
// left in progress in daily mode, as a player who just opened the game would find it.

struct Options {
  var rounds = 200
  var report: Set<Int> = [10, 200]
  var home: String?
  var data: String?
  var kind = RoundKind.single
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst()
  while let argument = arguments.popFirst() {
    let value = arguments.popFirst() ?? ""
    switch argument {
    case "--rounds": options.rounds = Int(value) ?? options.rounds
    case "--report": options.report = Set(value.split(separator: ",").compactMap { Int($0) })
    case "--home": options.home = value
    case "--data": options.data = value
    case "--boards":
      guard let kind = RoundKind(key: value) else {
        FileHandle.standardError.write(Data("round-soak: no kind of round has \(value) boards\n".utf8))
        exit(2)
      }
      options.kind = kind
    default:
      FileHandle.standardError.write(Data("round-soak: unknown option \(argument)\n".utf8))
      exit(2)
    }
  }
  return options
}

func residentKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
  else { return -1 }
  return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
}

func heapKilobytes() -> Int { Int(soak_heap_in_use()) / 1024 }

/// The data folder: --data, $GUESSWORK_DATA_DIR, or this source tree's data/.
func dataFolder(_ options: Options) -> URL {
  if let data = options.data ?? ProcessInfo.processInfo.environment["GUESSWORK_DATA_DIR"], !data.isEmpty {
    return URL(fileURLWithPath: data)
  }
  var folder = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { folder.deleteLastPathComponent() }
  return folder.appendingPathComponent("data")
}

let options = parseOptions()
let home: URL
if let path = options.home {
  home = URL(fileURLWithPath: path)
} else {
  home = FileManager.default.temporaryDirectory.appendingPathComponent("guesswork-soak-\(getpid())")
}
defer { if options.home == nil { try? FileManager.default.removeItem(at: home) } }
let words = dataFolder(options).appendingPathComponent("words")
let environment = SessionEnvironment(
  now: Date.init, timeZone: .system,
  random: {
    var generator = SystemRandomNumberGenerator()
    return generator.next()
  },
  wordLists: { try WordListLoader.load($0, from: words) },
  storage: Storage(
    locations: StorageLocations(environment: [
      "HOME": home.path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
    ])))

let session: GameSession
let viewModel: GameViewModel
// The round's timeline by hand: rows settle at once (animations off), and the pause before the
// statistics passes at the end of each round.
let scheduler = ManualScheduler(clock: ManualClock(Date()))
do {
  session = try GameSession(environment: environment)
  viewModel = GameViewModel(session: session, scheduler: scheduler)
} catch {
  FileHandle.standardError.write(Data("round-soak: \(error)\n".utf8))
  exit(1)
}
viewModel.listen { _ in }

// The player saw How to Play on their first start, as the window shows it.
_ = viewModel.takeStartupDialog()

/// Words that are accepted but are not the answer (the first answers of the list).
let decoys = Array(session.words.answers.prefix(24))

if options.kind != .single {
  viewModel.switchMode(to: .unlimited)
  viewModel.setKind(options.kind)
}

func play(_ word: Word) {
  for letter in word.letters { viewModel.board.press(.letter(letter)) }
  viewModel.board.press(.enter)
}

for round in 1...options.rounds {
  // New Game: the first one goes from the daily puzzle to unlimited; the rounds before are over.
  if viewModel.newGame() != nil { viewModel.confirmNewRound() }
  let answers = viewModel.game.answers
  let wrong = decoys.filter { !answers.contains($0) }
  // Three rounds in four are won after two misses, the boards' answers in order; the fourth is
  // lost.
  let misses = round % 4 == 0 ? viewModel.game.shape.rows : 2
  for index in 0..<misses where !viewModel.isRoundOver { play(wrong[index % wrong.count]) }
  for answer in answers where !viewModel.isRoundOver { play(answer) }
  scheduler.advance(by: RoundTiming.roundEndPause)
  guard viewModel.isRoundOver else {
    FileHandle.standardError.write(Data("round-soak: round \(round) did not end\n".utf8))
    exit(1)
  }
  _ = viewModel.statistics.presentation().figures
  _ = viewModel.statistics.shareText(darkTheme: round % 2 == 0)
  if options.report.contains(round) {
    print("rounds=\(round) rss_kb=\(residentKilobytes()) heap_kb=\(heapKilobytes())")
  }
}
// Leave the files as a player who comes back to the daily puzzle would have them.
viewModel.switchMode(to: .daily)
