import GuessworkEngine
import GuessworkSolver
import Testing

@testable import GuessworkViewModel

/// The words the player reads for what the engine reports (in the test process's C locale, so the
/// messages are the English ones of the sources; the Spanish ones are checked by the UI tests).
@Suite("Wording")
struct WordingTests {
  @Test(
    "Rejections are worded as in the original game, with ordinals and counts",
    arguments: [
      (Rejection.mustKeep(Letter("a")!, at: 0), "1st letter must be A"),
      (.mustKeep(Letter("a")!, at: 1), "2nd letter must be A"),
      (.mustKeep(Letter("b")!, at: 2), "3rd letter must be B"),
      (.mustKeep(Letter("ñ")!, at: 3), "4th letter must be Ñ"),
      (.mustKeep(Letter("c")!, at: 4), "5th letter must be C"),
      (.mustContain(Letter("n")!, count: 1), "Guess must contain N"),
      (.mustContain(Letter("e")!, count: 2), "Guess must contain E twice"),
      (.mustContain(Letter("e")!, count: 3), "Guess must contain E 3 times"),
      (.notEnoughLetters, "Not enough letters"),
      (.notInWordList, "Not in word list"),
      (.roundIsOver, "This round is over"),
    ])
  func rejections(rejection: Rejection, text: String) {
    #expect(rejection.text == text)
  }

  @Test("Hard mode refused mid-round")
  func hardModeRefusal() {
    #expect(
      Game.HardModeRefusal.roundAlreadyStarted.text
        == "Hard mode can only be enabled at the start of a round")
  }

  @Test("Launch errors say what went wrong, with readable dates")
  func launchErrors() {
    let before = LocalDay(year: 2025, month: 12, day: 31)!
    #expect(
      LaunchError.wordNotAccepted("ZZZZZ", .english).text
        == "“ZZZZZ” is not a word of 4 to 7 letters in the English word lists.")
    #expect(
      LaunchError.dateBeforeFirstPuzzle(before).text
        == "There is no puzzle for 31 December 2025: the first one is for 1 January 2026.")
    #expect(
      LaunchError.dateInFuture(LocalDay(year: 2026, month: 3, day: 16)!).text
        == "The puzzle for 16 March 2026 is not out yet.")
    #expect(
      LaunchError.wordList(.missing(path: "/words/es/answers.txt")).text
        == "Word list /words/es/answers.txt is missing.")
  }

  @Test("Word-list errors name the file and the line")
  func wordListErrors() {
    #expect(
      WordListError.malformed(path: "en/answers.txt", line: 4, text: "cranes").text
        == "Word list en/answers.txt, line 4: “cranes” is not a word of the list's length.")
    #expect(WordListError.empty(path: "a.txt").text == "Word list a.txt has no words.")
    #expect(
      WordListError.unreadable(path: "a.txt", reason: "Permission denied").text
        == "Word list a.txt cannot be read: Permission denied.")
  }

  @Test("Screen readers hear a letter and its state in one sentence")
  func spokenStates() {
    #expect(LetterState.correct.spoken(Letter("a")!) == "A, correct")
    #expect(LetterState.present.spoken(Letter("e")!) == "E, present in another position")
    #expect(Tile.empty.accessibleLabel == "empty")
  }

  @Test("Chart bars are read with plurals")
  func barPlurals() {
    let one = StatisticsPresentation.Bar(row: 1, count: 1, fraction: 1, isHighlighted: false)
    let many = StatisticsPresentation.Bar(row: 3, count: 12, fraction: 1, isHighlighted: true)
    #expect(one.accessibleLabel == "1 guess: 1 win")
    #expect(many.accessibleLabel == "3 guesses: 12 wins, this round")
  }
}

/// The review's refusals (`ReviewError`, from the solver), as `--review` prints them.
@Suite("Wording of review errors")
struct ReviewErrorWordingTests {
  @Test("The messages say what is wrong")
  func messages() {
    #expect(
      ReviewError.notInWordList("ZZZZZ", .english).text == "the guess “ZZZZZ” is not in the English word list")
    #expect(
      ReviewError.hardMode("CHOMP", .mustKeep(Letter("a")!, at: 1)).text
        == "the guess “CHOMP” breaks hard mode: 2nd letter must be A")
    #expect(ReviewError.afterAnswerFound("MATCH").text == "the guess “MATCH” comes after the answer was found")
    #expect(ReviewError.tooManyGuesses(rows: RoundShape.standardRows).text == "a round has at most 6 guesses")
  }
}
