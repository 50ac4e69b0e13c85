import Foundation
import GuessworkEngine
import GuessworkSolver

// The solver's speed and strength, as `benchmarks/run.sh solver` reports them:
//
//   solver-bench [--data DIR] [--runs 5] [--reviews 60] [--only en|es] [--lengths-only]
//                [--first-reviews-only] [--boards-only] [--round LANG:GUESS,GUESS,…:ANSWER[:hard]]
//                [--table-only]
//
// `--round` times the first review of one round (five times, each with a new reviewer) and stops:
// for profiling a slow round. `--table-only` times pattern tables of every English guess over
// 20–1,000 answers (the tables a review builds) and stops.
//
// 1. The best opening (most informative guess) over every English guess × every answer, computed
//    from nothing each run (pattern table on all cores, then entropy of each row): median of runs.
// 2. Reviews of finished rounds once the opening of the language and mode is known: realistic
//    rounds (a common opener, then a random word still possible), median and p90. Before them,
//    the first review of a session for every language, length and mode (2a): the opening is
//    shipped, so it is as quick as the others; and of rounds of several boards, every kind and
//    language (2b; `--boards-only` stops after them).
// 3. The solver playing every answer of each language, normal and hard mode, with look-ahead (the
//    lines the issue asks for) and without it (information alone), to show what look-ahead buys.
// 4. The same for the words of 4, 6 and 7 letters, normal mode with look-ahead (five letters are
//    in 3), one line per language and length.

var data = "data"
var runs = 5
var reviews = 60
var only: Language?
var lengthsOnly = false
var firstOnly = false
var boardsOnly = false
var round: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--table-only" { continue }
  if argument == "--boards-only" {
    boardsOnly = true
    continue
  }
  if argument == "--lengths-only" || argument == "--first-reviews-only" {
    lengthsOnly = lengthsOnly || argument == "--lengths-only"
    firstOnly = firstOnly || argument == "--first-reviews-only"
    continue
  }
  let value = arguments.popFirst() ?? ""
  switch argument {
  case "--data": data = value
  case "--runs": runs = Int(value) ?? runs
  case "--reviews": reviews = Int(value) ?? reviews
  case "--only": only = Language(rawValue: value)
  case "--round": round = value
  default:
    FileHandle.standardError.write(Data("solver-bench: unknown option \(argument)\n".utf8))
    exit(2)
  }
}

func seconds(_ work: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  work()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// A number with a fixed count of decimals.
func fixed(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func load(_ language: Language, length: Int = Word.standardLength) -> WordList {
  do {
    return try WordListLoader.load(
      language, length: length, from: URL(fileURLWithPath: data).appendingPathComponent("words"))
  } catch {
    FileHandle.standardError.write(Data("solver-bench: \(error)\n".utf8))
    exit(1)
  }
}

if CommandLine.arguments.contains("--table-only") {
  let words = load(.english)
  for width in [20, 100, 300, 1000] {
    let columns = Array(words.answers.prefix(width))
    var times: [Double] = []
    for _ in 0..<7 { times.append(seconds { _ = PatternTable(guesses: words.acceptedWords, columns: columns) }) }
    let cells = Double(words.acceptedWords.count * width)
    print("table \(words.acceptedWords.count) x \(width): median \(fixed(median(times) * 1000, 2)) ms, \(fixed(median(times) * 1e9 / cells, 2)) ns a cell")
  }
  exit(0)
}
if let round {
  let parts = round.split(separator: ":").map(String.init)
  guard parts.count >= 3, let language = Language(rawValue: parts[0]) else {
    FileHandle.standardError.write(Data("solver-bench: --round LANG:GUESS,…:ANSWER[:hard]\n".utf8))
    exit(2)
  }
  let guesses = parts[1].split(separator: ",").map(String.init)
  let hard = parts.count > 3 && parts[3] == "hard"
  let words = load(language, length: guesses[0].count)
  for _ in 0..<5 {
    let reviewer = Reviewer(words: words)
    var review: Review?
    let time = seconds {
      review = try? reviewer.review(guesses, answer: parts[2], hardMode: hard, book: nil)
    }
    guard let review else {
      FileHandle.standardError.write(Data("solver-bench: not a valid round\n".utf8))
      exit(2)
    }
    print("first review \(round): \(fixed(time * 1000, 1)) ms (solver \(review.solverPath.map(\.display)))")
  }
  exit(0)
}

let english = load(.english)
let languages: [Language] = only.map { [$0] } ?? Language.allCases

// 1. The opening.
if languages.contains(.english), !lengthsOnly, !firstOnly {
  let guesses = english.acceptedWords
  var times: [Double] = []
  var best = ""
  for _ in 0..<runs {
    times.append(
      seconds {
        let solver = Solver(
          table: PatternTable(guesses: guesses, columns: english.answers), hardMode: false)
        let choice = solver.mostInformative(solver.start)
        let bits = solver.bits(of: choice, over: english.answers.count)
        best = "\(guesses[Int(choice.row)].display) \(fixed(bits, 3)) bits"
      })
  }
  print(
    "opening en: \(best); \(guesses.count) guesses x \(english.answers.count) answers;"
      + " seconds median=\(fixed(median(times), 3)) max=\(fixed(times.max()!, 3))"
      + " (\(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores)")
  print("result opening_seconds \(median(times))")
}

// 2a. The first review of a session, per language, length and mode: a new reviewer, no book, so
// the shipped opening is looked up (the lists' fingerprint) and its book derived, then the round
// reviewed; realistic rounds as in 2, the median, p90 and slowest of `firstRounds`.
let firstRounds = 21
for language in languages where !lengthsOnly && !boardsOnly {
  for length in Word.lengths {
    let words = load(language, length: length)
    for hard in [false, true] {
      var generator = SeededGenerator(seed: UInt64(length * 10 + (hard ? 1 : 0)))
      var times: [Double] = []
      var shipped = true
      var lookup = 0.0
      var slowest = ""
      for _ in 0..<firstRounds {
        let reviewer = Reviewer(words: words)
        lookup += seconds { shipped = shipped && ShippedOpening.find(for: words, hardMode: hard) != nil }
        let answer = words.answers[Int(generator.next() % UInt64(words.answers.count))]
        var candidates = words.answers
        var played: [Word] = []
        while played.last != answer && played.count < RoundShape.standardRows {
          let guess =
            played.isEmpty
            ? words.answers[Int(generator.next() % UInt64(words.answers.count))]
            : candidates[Int(generator.next() % UInt64(candidates.count))]
          played.append(guess)
          candidates = candidates.filter {
            Pattern(guess, against: $0) == Pattern(guess, against: answer)
          }
        }
        times.append(
          seconds { _ = reviewer.review(played, answer: answer, hardMode: hard, book: nil) })
        if times.last! >= times.max()! {
          slowest = played.map(\.display).joined(separator: ",") + " on " + answer.display
        }
      }
      let mode = hard ? "hard" : "normal"
      let p90 = times.sorted()[times.count * 9 / 10]
      print(
        "first review \(language.rawValue) \(length) \(mode): median=\(fixed(median(times) * 1000, 1)) ms"
          + " p90=\(fixed(p90 * 1000, 1)) ms max=\(fixed(times.max()! * 1000, 1)) ms"
          + " (\(firstRounds) rounds, each with a new reviewer;"
          + " opening \(shipped ? "shipped" : "COMPUTED"), found in"
          + " \(fixed(lookup / Double(firstRounds) * 1000, 2)) ms; slowest \(slowest))")
      print("result first_review_ms \(language.rawValue) \(length) \(mode) \(median(times) * 1000) \(times.max()! * 1000) \(p90 * 1000)")
    }
  }
}
if !lengthsOnly {
  print(
    "shipped openings: \(ShippedOpening.all.count) entries, compiled in"
      + " (Sources/GuessworkSolver/ShippedOpenings.swift)")
}
if firstOnly { exit(0) }

// 2b. The review of a round of several boards, per language and kind: seeded random rounds (a
// random first word, then a random word still possible on the first board not solved), each with
// a new reviewer (the first review of a session); median, p90 and slowest.
for language in languages where !lengthsOnly {
  let words = load(language)
  for kind in RoundKind.all where kind.boards > 1 {
    var generator = SeededGenerator(seed: UInt64(kind.boards * 2 + (kind.isSequence ? 1 : 0)))
    var times: [Double] = []
    var slowest = ""
    for _ in 0..<firstRounds {
      var answers: [Word] = []
      while answers.count < kind.boards {
        let answer = words.answers[Int(generator.next() % UInt64(words.answers.count))]
        if !answers.contains(answer) { answers.append(answer) }
      }
      var candidates = Array(repeating: words.answers, count: kind.boards)
      var solved = Array(repeating: false, count: kind.boards)
      var played: [Word] = []
      while solved.contains(false) && played.count < kind.rows {
        let board = solved.firstIndex(of: false)!
        let guess =
          played.isEmpty
          ? words.answers[Int(generator.next() % UInt64(words.answers.count))]
          : candidates[board][Int(generator.next() % UInt64(candidates[board].count))]
        played.append(guess)
        for index in answers.indices where !solved[index] {
          let pattern = Pattern(guess, against: answers[index])
          candidates[index] = candidates[index].filter { Pattern(guess, against: $0) == pattern }
          solved[index] = pattern.isWin
        }
      }
      let reviewer = Reviewer(words: words)
      times.append(
        seconds { _ = reviewer.reviewBoards(played, answers: answers, isSequence: kind.isSequence) })
      if times.last! >= times.max()! {
        slowest = played.map(\.display).joined(separator: ",") + " on "
          + answers.map(\.display).joined(separator: ",")
      }
    }
    let p90 = times.sorted()[times.count * 9 / 10]
    print(
      "boards review \(language.rawValue) \(kind.key): median=\(fixed(median(times) * 1000, 1)) ms"
        + " p90=\(fixed(p90 * 1000, 1)) ms max=\(fixed(times.max()! * 1000, 1)) ms"
        + " (\(firstRounds) rounds, each with a new reviewer; slowest \(slowest))")
    print("result boards_review_ms \(language.rawValue) \(kind.key) \(median(times) * 1000) \(times.max()! * 1000) \(p90 * 1000)")
  }
}
if boardsOnly { exit(0) }

// 2. Reviews, once the opening is known.
for language in languages where !lengthsOnly {
  let words = load(language)
  let reviewer = Reviewer(words: words)
  // First guesses players of each language make (those of five letters on its list).
  let openerTexts: [String] =
    switch language {
    case .english: ["crane", "adieu", "stare", "roast", "audio", "house", "slate", "raise"]
    case .spanish: ["cielo", "perro", "sabor", "tierra", "nadie", "carta", "media", "rosal"]
    case .french: ["monde", "table", "chose", "porte", "livre", "terre", "aimer", "salut"]
    case .german: ["hören", "kälte", "tisch", "blume", "katze", "stadt", "farbe", "leben"]
    case .italian: ["gatto", "piano", "fuoco", "cuore", "terra", "notte", "parte", "amico"]
    case .portuguese: ["mundo", "terra", "tempo", "sabor", "festa", "carta", "noite", "amigo"]
    }
  let openers = openerTexts.compactMap { language.word($0) }.filter(words.accepts)
  for hard in [false, true] {
    var book: OpeningBook?
    let bookSeconds = seconds { book = reviewer.computeOpeningBook(hardMode: hard) }
    var generator = SeededGenerator(seed: hard ? 12 : 11)
    var times: [Double] = []
    for index in 0..<reviews {
      let answer = words.answers[Int(generator.next() % UInt64(words.answers.count))]
      var played = [openers[index % openers.count]]
      var candidates = words.answers.filter {
        Pattern(played[0], against: $0) == Pattern(played[0], against: answer)
      }
      while played.last != answer && played.count < RoundShape.standardRows {
        let guess = candidates[Int(generator.next() % UInt64(candidates.count))]
        played.append(guess)
        candidates = candidates.filter {
          Pattern(guess, against: $0) == Pattern(guess, against: answer)
        }
      }
      times.append(
        seconds { _ = reviewer.review(played, answer: answer, hardMode: hard, book: book) })
    }
    let sorted = times.sorted()
    let mode = hard ? "hard" : "normal"
    print(
      "review \(language.rawValue) \(mode): opening computed from nothing"
        + " \(book!.solverOpening.display) in \(fixed(bookSeconds, 2)) s;"
        + " then per review median=\(fixed(median(times) * 1000, 1)) ms"
        + " p90=\(fixed(sorted[sorted.count * 9 / 10] * 1000, 1)) ms (\(reviews) rounds)")
    print(
      "result review_ms \(language.rawValue) \(mode) \(median(times) * 1000)"
        + " \(sorted[sorted.count * 9 / 10] * 1000)")
  }
}

// 3. Every answer, with and without look-ahead.
for language in languages where !lengthsOnly {
  let words = load(language)
  let guesses = words.acceptedWords
  for hard in [false, true] {
    for strategy in [Strategy.lookAhead, .informationOnly] {
      var run: SolverRun?
      let elapsed = seconds {
        let solver = Solver(
          table: PatternTable(guesses: guesses, columns: words.answers), hardMode: hard,
          strategy: strategy)
        run = solver.playEveryAnswer()
      }
      let line = run!.line(language: language, hardMode: hard, seconds: elapsed)
      if strategy == .lookAhead {
        print(line + " opening=\(run!.opening.display)")
        let lost = zip(words.answers, run!.guessCounts).filter { $0.1 > RoundShape.standardRows }
        if !lost.isEmpty { print("  lost: " + lost.map { "\($0.0.display) (\($0.1))" }.joined(separator: ", ")) }
        print("result \(line)")
      } else {
        let figures = line.replacingOccurrences(of: "solver ", with: "")
        print("  without look-ahead: \(figures) opening=\(run!.opening.display)")
      }
    }
  }
}

// 4. Every answer of the other lengths, normal mode with look-ahead.
for language in languages {
  for length in Word.lengths where length != Word.standardLength {
    let words = load(language, length: length)
    var run: SolverRun?
    let elapsed = seconds {
      let solver = Solver(
        table: PatternTable(guesses: words.acceptedWords, columns: words.answers), hardMode: false)
      run = solver.playEveryAnswer()
    }
    let line = run!.line(language: language, length: length, hardMode: false, seconds: elapsed)
    print(line + " opening=\(run!.opening.display)")
    let lost = zip(words.answers, run!.guessCounts).filter { $0.1 > RoundShape.standardRows }
    if !lost.isEmpty { print("  lost: " + lost.map { "\($0.0.display) (\($0.1))" }.joined(separator: ", ")) }
    print("result \(line)")
  }
}
