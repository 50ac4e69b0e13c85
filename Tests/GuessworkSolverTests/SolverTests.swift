import GuessworkEngine
import Testing

@testable import GuessworkSolver

@Suite("The solver")
struct SolverTests {
  func solver(_ words: WordList, hard: Bool = false, strategy: Strategy = .lookAhead) -> Solver {
    Solver(
      table: PatternTable(guesses: words.acceptedWords, columns: words.answers), hardMode: hard,
      strategy: strategy)
  }

  func name(_ solver: Solver, _ choice: Choice) -> String {
    solver.table.guesses[Int(choice.row)].text
  }

  @Test("The most informative guess need not be a possible answer")
  func mostInformativeOverAllGuesses() {
    let solver = solver(atch)
    let ranked = solver.rank(solver.start, keep: 5)
    #expect(ranked.map { name(solver, $0) } == ["chomp", "catch", "match", "patch", "watch"])
    #expect(solver.bits(of: ranked[0], over: 4) == 2)
    #expect(abs(solver.bits(of: ranked[1], over: 4) - 0.811278) < 1e-6)
    #expect(abs(solver.expectedBits(row: ranked[1].row, at: solver.start) - 0.811278) < 1e-6)
  }

  @Test("Ties go to a guess that can itself be the answer")
  func tiesTowardCandidates() {
    // With CATCH and MATCH left, CHOMP and either word all split them: 1 bit each.
    let solver = solver(atch)
    let position = Position(candidates: [0, 1])
    let ranked = solver.rank(position, keep: 3)
    #expect(ranked.map { name(solver, $0) } == ["catch", "match", "chomp"])
    #expect(ranked.allSatisfy { solver.bits(of: $0, over: 2) == 1 })
  }

  @Test("Hard mode weighs only the guesses that keep the hints")
  func hardModeKeepsHints() {
    let normal = solver(atch)
    let hard = solver(atch, hard: true)
    // MATCH, answer PATCH: -GGGG. CHOMP drops the A, T, C and H.
    let match = Int32(normal.table.guesses.firstIndex(of: word("match"))!)
    let patch = Int32(normal.table.columns.firstIndex(of: word("patch"))!)
    let afterNormal = normal.position(after: normal.start, row: match, answer: patch)
    let afterHard = hard.position(after: hard.start, row: match, answer: patch)
    #expect(
      afterNormal.candidates.map { normal.table.columns[Int($0)].text } == [
        "catch", "patch", "watch",
      ])
    #expect(afterNormal.allowed == nil)
    #expect(
      afterHard.allowed?.map { hard.table.guesses[Int($0)].text } == [
        "catch", "match", "patch", "watch",
      ])
    #expect(name(normal, normal.mostInformative(afterNormal)) == "chomp")
    #expect(name(hard, hard.mostInformative(afterHard)) == "catch")
  }

  @Test("Look-ahead weighs expected round length: CHOMP first finishes every _ATCH word in two")
  func lookAheadOnATCH() {
    for hard in [false, true] {
      let run = solver(atch, hard: hard).playEveryAnswer()
      #expect(run.opening == word("chomp"))
      #expect(run.guessCounts == [2, 2, 2, 2])
      #expect(run.average == 2 && run.worst == 2 && run.failures == 0)
    }
  }

  @Test("The benchmark line")
  func line() {
    let run = SolverRun(guessCounts: [3, 4, 3, 7], opening: word("slate"))
    #expect(
      run.line(language: .english, hardMode: false, seconds: 12.34)
        == "solver en normal: games=4 average=4.2500 worst=7 failures=1 seconds=12.3")
    #expect(run.line(language: .spanish, hardMode: true, seconds: 1).hasPrefix("solver es hard: "))
  }

  /// A tenth of the shipped English answers against a fifth of the guesses (and the answers).
  func sample() throws -> WordList {
    let words = try shippedList(.english)
    let answers = words.answers.enumerated().filter { $0.offset % 10 == 3 }.map(\.element)
    let guesses = words.acceptedWords.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
    return WordList(language: .english, answers: answers, guesses: guesses)
  }

  @Test(
    "Every answer is found, each in as many guesses alone as in the shared run",
    arguments: [false, true])
  func everyAnswerFound(hard: Bool) throws {
    let words = try sample()
    let solver = solver(words, hard: hard)
    let run = solver.playEveryAnswer()
    #expect(run.failures == 0)
    for column in stride(from: 0, to: words.answers.count, by: 23) {
      let path = solver.path(to: Int32(column))
      #expect(path.last == words.answers[column])
      #expect(path.count == run.guessCounts[column])
      #expect(path.first == run.opening)
      if hard {
        // Each guess keeps the hints of the rows before it.
        let answer = words.answers[column]
        var hints = HardModeHints()
        for guess in path {
          #expect(hints.violation(by: guess) == nil)
          hints.record(Guess(guess, against: answer))
        }
      }
    }
  }

  @Test("Look-ahead is never worse than information alone", arguments: [false, true])
  func lookAheadNeverWorse(hard: Bool) throws {
    let words = try sample()
    let ahead = solver(words, hard: hard).playEveryAnswer()
    let alone = solver(words, hard: hard, strategy: .informationOnly).playEveryAnswer()
    #expect(ahead.average <= alone.average + 1e-9)
  }

  @Test("A review's solver path (small tables at each step) is the full table's path")
  func reviewPathMatchesFullTable() throws {
    let words = try sample()
    let solver = solver(words)
    let reviewer = Reviewer(words: words)
    let book = reviewer.openingBook(hardMode: false)
    #expect(book.solverOpening == solver.playEveryAnswer().opening)
    for column in stride(from: 0, to: words.answers.count, by: 37) {
      let answer = words.answers[column]
      let review = reviewer.review([answer], answer: answer, hardMode: false, book: book)
      #expect(review.solverPath == solver.path(to: Int32(column)))
    }
  }
}
