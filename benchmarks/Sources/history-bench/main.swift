import CMallocInfo
import Foundation
import GuessworkEngine
import GuessworkTestSupport
import GuessworkViewModel

#if canImport(Glibc)
  import Glibc
#endif

// A long history against the game (`benchmarks/run.sh history`):
//
//   history-bench --home DIR --games N [--data DIR] [--rounds 5]
//   history-bench --home DIR --finished-days-ago D [--data DIR]
//
// The second form only replaces DIR's daily round by that day's, finished (a returning player
// whose last daily is D days old and missing from the history: the start looks it up).
//
// Writes a returning player's files into DIR: a history of N finished unlimited games (the lines
// exactly as the game writes them) and a daily round in progress, as a player who opens the game
// finds it. Then it starts a session over those files as the game does (real files, writes in the
// background) and reports on one line:
//
//   games=N start_ms=… ready_ms=… round_end_ms=… round_end_max_ms=… stats_ms=… history_ms=… rss_kb=… heap_kb=…
//
// start_ms: the session's start on the calling (main) thread; ready_ms: until the history's
// background read is done; round_end_ms / round_end_max_ms: the median and the worst main-thread
// time of the last Enter of a round and what the window then asks (statistics, share text, the
// review subject), over --rounds rounds; stats_ms: everything the statistics dialog shows (figures,
// average, the chart of the last 30 rounds); history_ms: the history window's list and its first
// 20 rows;
// rss_kb and heap_kb: the process's memory with the history held. The files are left in DIR for
// the start-up measure.

struct Options {
  var home = ""
  var games = 0
  var data: String?
  var rounds = 5
  var finishedDaysAgo: Int?
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst()
  while let argument = arguments.popFirst() {
    let value = arguments.popFirst() ?? ""
    switch argument {
    case "--home": options.home = value
    case "--games": options.games = Int(value) ?? 0
    case "--data": options.data = value
    case "--rounds": options.rounds = Int(value) ?? options.rounds
    case "--finished-days-ago": options.finishedDaysAgo = Int(value)
    default:
      FileHandle.standardError.write(Data("history-bench: unknown option \(argument)\n".utf8))
      exit(2)
    }
  }
  guard !options.home.isEmpty else {
    FileHandle.standardError.write(Data("history-bench: --home DIR is needed\n".utf8))
    exit(2)
  }
  return options
}

func residentKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
  else { return -1 }
  return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
}

func milliseconds(_ body: () -> Void) -> Double {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  body()
  clock_gettime(CLOCK_MONOTONIC, &end)
  return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

func dataFolder(_ options: Options) -> URL {
  if let data = options.data ?? ProcessInfo.processInfo.environment["GUESSWORK_DATA_DIR"], !data.isEmpty {
    return URL(fileURLWithPath: data)
  }
  var folder = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { folder.deleteLastPathComponent() }
  return folder.appendingPathComponent("data")
}

let options = parseOptions()
let home = URL(fileURLWithPath: options.home)
let words = dataFolder(options).appendingPathComponent("words")
let locations = StorageLocations(environment: [
  "HOME": home.path,
  "XDG_DATA_HOME": home.appendingPathComponent("data").path,
  "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
])
let english: WordList
do {
  english = try WordListLoader.load(.english, from: words)
} catch {
  FileHandle.standardError.write(Data("history-bench: \(error)\n".utf8))
  exit(1)
}

if let daysAgo = options.finishedDaysAgo {
  // That day's daily, won in one row, as the game saves it (the history is left as it is).
  let day = LocalDay(containing: Date(), in: .system).adding(days: -daysAgo)
  guard let (puzzle, answer) = DailySchedule(answers: english.answers).puzzle(for: day) else { exit(2) }
  var round = Game(answer: answer, puzzle: puzzle, language: .english)
  for letter in answer.letters { _ = round.type(letter) }
  guard case .success = round.submit(in: english) else { exit(1) }
  let storage = Storage(locations: locations)
  // Read first: a game never writes over a round file it has not read.
  _ = storage.loadRound(puzzle, .english, checkedBy: .withoutWordLists)
  guard storage.save(round: round) == .held else { exit(1) }
  storage.flush()
  exit(0)
}

// The history: a few hundred answers played over and over, each game its own (a second apart:
// the same game twice is a duplicate the read drops, and the file would be repaired down to a
// few hundred games), each line as the game writes it.
try? FileManager.default.removeItem(at: home)
try FileManager.default.createDirectory(at: locations.dataFolder, withIntermediateDirectories: true)
do {
  let answers = Array(english.answers.prefix(400))
  let finished = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
  var file = Data("{\"format\":\(Storage.historyFormat),\"kind\":\"guesswork-history\"}\n".utf8)
  let handle = try FileHandle(forWritingTo: {
    FileManager.default.createFile(atPath: locations.historyFile.path, contents: nil)
    return locations.historyFile
  }())
  for index in 0..<options.games {
    let answer = answers[index % answers.count]
    let miss = answers[(index + 1) % answers.count]
    let won = index % 4 != 0
    let rows = won ? [miss, answer] : Array(repeating: miss, count: RoundShape.standardRows)
    let record = try GameRecord(
      mode: .unlimited, language: .english, puzzleNumber: nil, answer: answer, won: won,
      guessCount: rows.count, hardMode: false, finishedAt: finished.addingTimeInterval(Double(index)),
      guesses: rows)
    file.append(contentsOf: record.historyLine())
    file.append(UInt8(ascii: "\n"))
    if file.count > 8 << 20 {
      handle.write(file)
      file.removeAll(keepingCapacity: true)
    }
  }
  handle.write(file)
  try handle.close()
}

let environment = SessionEnvironment(
  now: Date.init, timeZone: .system,
  random: {
    var generator = SystemRandomNumberGenerator()
    return generator.next()
  },
  wordLists: { try WordListLoader.load($0, from: words) },
  storage: Storage(locations: locations, writesInBackground: true))

var maybeModel: GameViewModel?
// The round's timeline by hand, as in round-soak: the reveal's steps and the pause before the
// statistics run when the round's end is measured.
let scheduler = ManualScheduler(clock: ManualClock(Date()))
let startMs = milliseconds {
  maybeModel = try? GameViewModel(session: GameSession(environment: environment), scheduler: scheduler)
}
guard let viewModel = maybeModel else {
  FileHandle.standardError.write(Data("history-bench: the session did not start\n".utf8))
  exit(1)
}
viewModel.listen { _ in }
_ = viewModel.takeStartupDialog()
let readyMs = milliseconds { while !viewModel.isHistoryReady { usleep(1_000) } } + startMs

/// Types a word and presses Enter; its row's reveal and what follows run at once.
func play(_ word: Word) {
  for letter in word.letters { viewModel.board.press(.letter(letter)) }
  viewModel.board.press(.enter)
  scheduler.advance(by: RoundTiming.roundEndPause)
}

let decoy = english.answers[500]
var roundEnds: [Double] = []
for _ in 0..<options.rounds {
  if viewModel.newGame() != nil { viewModel.confirmNewRound() }
  let answer = viewModel.game.answer
  play(answer == decoy ? english.answers[501] : decoy)
  // The last Enter and what the window asks when a round ends.
  roundEnds.append(milliseconds {
    play(answer)
    _ = viewModel.statistics.presentation().figures
    _ = viewModel.statistics.shareText(darkTheme: false)
    _ = viewModel.review.subject
  })
}
// Opening the statistics: everything the dialog shows (figures, average, the chart of the last 30
// rounds, the review subject), for the unlimited rounds the history holds.
viewModel.switchMode(to: .unlimited)
let statsMs = milliseconds {
  let statistics = viewModel.statistics.presentation()
  _ = statistics.figures
  _ = statistics.averageLine
  _ = statistics.recent?.columns
  _ = statistics.recent?.accessibleText
}
// Opening the history: the list of the language's rounds and the rows a window first shows.
let historyMs = milliseconds {
  let list = viewModel.history.historyList(HistoryFilter(language: .english))
  for index in 0..<min(list.count, 20) { _ = list.row(at: index) }
}
environment.storage.flush()
// Leave a daily round in progress for the start-up measure.
viewModel.switchMode(to: .daily)
if viewModel.game.guesses.isEmpty { play(decoy == viewModel.game.answer ? english.answers[501] : decoy) }
environment.storage.flush()
let sorted = roundEnds.sorted()
print(
  String(
    format: "games=%d start_ms=%.1f ready_ms=%.1f round_end_ms=%.2f round_end_max_ms=%.2f stats_ms=%.3f history_ms=%.3f rss_kb=%d heap_kb=%d",
    options.games, startMs, readyMs, sorted[sorted.count / 2], sorted.last ?? 0, statsMs, historyMs,
    residentKilobytes(), Int(soak_heap_in_use()) / 1024))
