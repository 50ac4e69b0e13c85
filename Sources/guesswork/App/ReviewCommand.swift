import FoundationEssentials
import Glibc
import GuessworkCommandLine
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
    guard options.answers.count < 2 else { return runBoards(options, words: words, environment: environment) }
    let review: Review
    do {
      review = try Reviewer(words: words).review(
        options.guesses, answer: options.answer, hardMode: options.hardMode, book: nil)
    } catch {
      complain(error.text)
      return 2
    }
    // The answer as written (PIÈCE), from the spellings beside the lists that were just read.
    let meanings = (try? DataFolder.locate(environment: environment).get()).map {
      WordMeanings(wordsDirectory: $0.appendingPathComponent("words", isDirectory: true))
    }
    let answer = WordMeanings.shown(review.answer, in: review.language, meanings)
    print(options.json ? review.json() : ReviewPresentation(review, answer: answer).text)
    return 0
  }

  /// A round of several boards: one answer a board in `--word`.
  private static func runBoards(
    _ options: ReviewOptions, words: WordList, environment: [String: String]
  ) -> Int32 {
    let review: BoardsReview
    do {
      review = try Reviewer(words: words).reviewBoards(
        options.guesses, answers: options.answers, isSequence: options.isSequence,
        hardMode: options.hardMode)
    } catch {
      complain(error.text)
      return 2
    }
    let meanings = (try? DataFolder.locate(environment: environment).get()).map {
      WordMeanings(wordsDirectory: $0.appendingPathComponent("words", isDirectory: true))
    }
    let answers = review.answers.map { WordMeanings.shown($0, in: review.language, meanings) }
    print(options.json ? review.json() : BoardsReviewPresentation(review, answers: answers).text)
    return 0
  }

  private static func complain(_ message: String) {
    printError(L("guesswork: %s", message) + "\n")
  }
}
