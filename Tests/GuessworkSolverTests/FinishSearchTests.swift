import GuessworkEngine
import Testing

@testable import GuessworkSolver

// The six-guess limit: the solver looks for a guess from which every answer can surely be found in
// the guesses left, and plays it when the look-ahead's own choice could run a round past six.

@Suite("Finishing within six guesses")
struct FinishSearchTests {
  /// Seven words that differ in their first letter only.
  let seven = ["batch", "catch", "hatch", "latch", "match", "patch", "watch"]

  func solver(guesses: [String]) -> Solver {
    let words = list(answers: seven, guesses: guesses)
    return Solver(
      table: PatternTable(guesses: words.acceptedWords, columns: words.answers), hardMode: false)
  }

  @Test("Seven look-alikes with only themselves to guess cannot all be found in six guesses")
  func lookAlikesAlone() {
    let solver = solver(guesses: [])
    let search = FinishSearch(solver: solver)
    // Each guess rules out one word at most: the seventh needs a seventh guess.
    #expect(search.canFinish(solver.start, within: 6) == false)
    #expect(search.canFinish(solver.start, within: 7) == true)
    #expect(search.finishingGuess(solver.start) == nil)
  }

  @Test("With guesses that test their first letters, every one is found in time")
  func lookAlikesWithTesters() throws {
    // BLOWN tests B, L and W; CHOMP C, H, M and P: two guesses tell the seven apart.
    let solver = solver(guesses: ["blown", "chomp"])
    let search = FinishSearch(solver: solver)
    #expect(search.canFinish(solver.start, within: 3) == true)
    #expect(search.canFinish(solver.start, within: 2) == false, "no guess tells seven words apart")
    let row = try #require(search.finishingGuess(solver.start))
    #expect(["blown", "chomp"].contains(solver.table.guesses[Int(row)].text))
    #expect(search.finishes(row, at: solver.start) == true)
    // Playing a look-alike first leaves six words that CHOMP and BLOWN still sort out.
    let match = Int32(solver.table.guesses.sortedIndex(of: word("match"))!)
    #expect(search.finishes(match, at: solver.start) == true)
  }

  @Test("Late in a round only what the guesses left can finish counts")
  func lateInARound() {
    let solver = solver(guesses: ["blown", "chomp"])
    let search = FinishSearch(solver: solver)
    let late = Position(candidates: solver.start.candidates, guessesMade: 4)
    // Two guesses left for seven words: no guess splits them into seven.
    #expect(search.finishingGuess(late) == nil)
    let three = Position(candidates: solver.start.candidates, guessesMade: 3)
    #expect(search.finishingGuess(three) != nil)
  }

  @Test("The solver plays every look-alike within six guesses when it can")
  func solverFinishes() {
    let run = solver(guesses: ["blown", "chomp"]).playEveryAnswer()
    #expect(run.failures == 0 && run.worst <= 4, "\(run.guessCounts)")
  }

  @Test("The search gives up, rather than answers, when its budget runs out")
  func budget() {
    let solver = solver(guesses: ["blown", "chomp"])
    let search = FinishSearch(solver: solver, width: 200, budget: 10)
    #expect(search.canFinish(solver.start, within: 4) == nil)
  }
}
