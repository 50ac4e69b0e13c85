import GuessworkEngine
import GuessworkSolver
import Localization

extension ReviewError {
  /// Why the round cannot be reviewed: the one line `--review` prints, in the player's language.
  public var text: String {
    switch self {
    case .noGuesses: L("there are no guesses to review")
    // The player's own text, where the review could not read it as a word, as refusals quote it
    // (`Shown`): a line break or control character in it cannot split the one line printed.
    case .answerNotAWord(let text): L("the answer “%s” is not a word of 4 to 7 letters", Shown.argument(text))
    case .answerNotAccepted(let text, .english): L("the answer “%s” is not in the English word list", text)
    case .answerNotAccepted(let text, .spanish): L("the answer “%s” is not in the Spanish word list", text)
    case .answerNotAccepted(let text, .french): L("the answer “%s” is not in the French word list", text)
    case .answerNotAccepted(let text, .german): L("the answer “%s” is not in the German word list", text)
    case .answerNotAccepted(let text, .italian): L("the answer “%s” is not in the Italian word list", text)
    case .answerNotAccepted(let text, .portuguese): L("the answer “%s” is not in the Portuguese word list", text)
    case .guessWrongLength(let text, let length):
      // TRANSLATORS: %1$s is a guess, %2$d the number of letters of the answer (4 to 7).
      L("the guess “%1$s” is not a word of %2$d letters, as the answer is", Shown.argument(text), length)
    case .emptyGuess: L("a guess is empty: a comma at either end, or two in a row")
    case .letterNotInLanguage(let text, .english):
      // TRANSLATORS: %s is a guess or an answer given to --review.
      L("“%s” has a letter that English words do not use", Shown.argument(text))
    case .letterNotInLanguage(let text, .spanish):
      // TRANSLATORS: %s is a guess or an answer given to --review.
      L("“%s” has a letter that Spanish words do not use", Shown.argument(text))
    case .letterNotInLanguage(let text, .french):
      // TRANSLATORS: %s is a guess or an answer given to --review.
      L("“%s” has a letter that French words do not use", Shown.argument(text))
    case .letterNotInLanguage(let text, .german):
      // TRANSLATORS: %s is a guess or an answer given to --review.
      L("“%s” has a letter that German words do not use", Shown.argument(text))
    case .letterNotInLanguage(let text, .italian):
      // TRANSLATORS: %s is a guess or an answer given to --review.
      L("“%s” has a letter that Italian words do not use", Shown.argument(text))
    case .letterNotInLanguage(let text, .portuguese):
      // TRANSLATORS: %s is a guess or an answer given to --review.
      L("“%s” has a letter that Portuguese words do not use", Shown.argument(text))
    case .notInWordList(let text, .english): L("the guess “%s” is not in the English word list", text)
    case .notInWordList(let text, .spanish): L("the guess “%s” is not in the Spanish word list", text)
    case .notInWordList(let text, .french): L("the guess “%s” is not in the French word list", text)
    case .notInWordList(let text, .german): L("the guess “%s” is not in the German word list", text)
    case .notInWordList(let text, .italian): L("the guess “%s” is not in the Italian word list", text)
    case .notInWordList(let text, .portuguese): L("the guess “%s” is not in the Portuguese word list", text)
    case .afterAnswerFound(let text): L("the guess “%s” comes after the answer was found", text)
    case .tooManyGuesses(let rows): L("a round has at most %d guesses", rows)
    case .hardMode(let text, let rejection):
      // TRANSLATORS: %1$s is a guess, %2$s the hard-mode rule it breaks ("2nd letter must be A").
      L("the guess “%1$s” breaks hard mode: %2$s", text, rejection.text)
    case .answerTwice(let text): L("the answer “%s” is given twice: each board has its own", text)
    case .noKindOfRound(let count, false):
      Ln("%d answer is no kind of round: one, two, four or eight boards", "%d answers are no kind of round: one, two, four or eight boards", count, count)
    case .noKindOfRound(let count, true):
      Ln("%d answer cannot be played in sequence: four or eight boards", "%d answers cannot be played in sequence: four or eight boards", count, count)
    case .hardModeOnSeveralBoards: L("hard mode is played on one board only")
    }
  }
}
