import FoundationEssentials
import Glibc
import GuessworkCommandLine
import GuessworkEngine
import GuessworkViewModel
import Localization

/// The command line's challenges, before GTK starts: `--make-challenge WORD` prints the code and the
/// link; `--challenge CODE` and a bare link are checked against the word list, so a bad one is one
/// line on stderr and status 2, and neither a window nor the player's files are touched.
enum ChallengeCommand {
  /// Prints the code and the link of a word of the language: by default the one the player plays
  /// in (the preferences'), and the first start's choice before there are any. Not the
  /// interface's: a German window over English words makes English challenges.
  static func make(
    _ options: MakeChallengeOptions,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    let language =
      options.language
      ?? Storage.savedWordLanguage(locations: StorageLocations(environment: environment))
      ?? SessionEnvironment.playerLanguage(environment: environment)
    let texts = GameSession.chosenAnswerTexts(options.word)
    guard let words = lists(language, lengthOf: texts[0], environment: environment) else {
      return 1
    }
    // Several words: as --word checks them (a kind of round, accepted, none twice, one length).
    let answers: [Word]
    do {
      answers = try GameSession.chosenAnswers(options.word, in: language) { length in
        length == words.length ? words : try? DataFolder.wordLists(language, length: length, environment: environment).get()
      }
    } catch {
      complain(
        texts.count == 1
          ? LaunchError.wordNotAccepted(Shown.argument(options.word).uppercased(), language).text
          // The same rules as --word's, said of this option.
          : error.text.replacing("--word", with: "--make-challenge"))
      return 2
    }
    guard let challenge = Challenge(words: answers, language: language, isSequence: options.isSequence)
    else {
      // As `--word` shows it: a line break or control character in the argument cannot split the
      // one line of the refusal.
      complain(LaunchError.wordNotAccepted(Shown.argument(options.word).uppercased(), language).text)
      return 2
    }
    print(challenge.code)
    print(challenge.link)
    return 0
  }

  /// Whether the challenge's word is on its language's list; says why not on stderr.
  static func check(
    _ challenge: Challenge, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> Int32
  {
    guard let words = lists(challenge.language, lengthOf: challenge.word.text, environment: environment)
    else { return 1 }
    do {
      _ = try challenge.checked(against: words)
    } catch {
      complain(error.text)
      return 2
    }
    return 0
  }

  /// The language's lists of the word's length, or `nil` once it has said why they cannot be read
  /// (status 1).
  private static func lists(_ language: Language, lengthOf word: String, environment: [String: String])
    -> WordList?
  {
    switch DataFolder.wordLists(language, lengthOf: word, environment: environment) {
    case .success(let lists): return lists
    case .failure(let problem):
      complain(problem.text)
      return nil
    }
  }

  private static func complain(_ message: String) {
    printError(L("guesswork: %s", message) + "\n")
  }
}
