import FoundationEssentials
import Glibc
import GuessworkEngine
import GuessworkSolver
import GuessworkViewModel
import Localization

/// `guesswork --review ...`: reviews a round in the terminal, without GTK.
enum ReviewCommand {
  /// Prints the review on stdout; a bad round is one line on stderr and status 2, missing data 1.
  static func run(
    _ options: ReviewOptions, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> Int32
  {
    // The lists of the answer's length.
    let words: WordList
    switch DataFolder.wordLists(options.language, lengthOf: options.answer, environment: environment) {
    case .success(let lists): words = lists
    case .failure(let problem):
      complain(problem.text)
      return 1
    }
    let review: Review
    do {
      review = try Reviewer(words: words).review(
        options.guesses, answer: options.answer, hardMode: options.hardMode, book: nil)
    } catch {
      complain(error.text)
      return 2
    }
    print(options.json ? review.json() : ReviewPresentation(review).text)
    return 0
  }

  private static func complain(_ message: String) {
    printError(L("guesswork: %s", message) + "\n")
  }
}
