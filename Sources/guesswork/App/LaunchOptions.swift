import GuessworkEngine

/// The command line: `guesswork [--word WORD | --date YYYY-MM-DD] [--help] [--version]`, or
/// `guesswork --review GUESS,GUESS,... --word ANSWER [--hard] [--language en|es] [--json]`, which
/// prints the review of that round and opens no window.
///
/// Parsed before GTK starts (GApplication is given no arguments), so a mistake is reported on stderr
/// without opening a window.
struct LaunchOptions: Equatable {
  var request: LaunchRequest = .remembered
  var showsHelp = false
  var showsVersion = false
  /// `--review`: the round to review in the terminal.
  var review: ReviewOptions?

  static let usage = """
    Usage: guesswork [OPTION]
    A Wordle-style word game: guess the hidden five-letter word in six tries.

      --word WORD         play a round on WORD (not counted in statistics)
      --date YYYY-MM-DD   play the daily puzzle of that date
      --version           print the version and exit
      -h, --help          print this help and exit

    Reviewing a round in the terminal (no window):
      --review GUESS,GUESS,... --word ANSWER [--hard] [--language en|es] [--json]
                          each guess's words left, expected and gained information (bits), the
                          best guess at that point, skill and luck (0-99), and the solver's own
                          round on ANSWER; --json prints it as a JSON object

    Skill: 99 x the guess's expected bits / the best guess's expected bits (with one word
    left, 99 for guessing it). Luck: where the colours fell among all that could have come,
    every possible answer equally likely (99: none would have left fewer words, 50: average).

    Environment: GUESSWORK_DATA_DIR overrides the folder of word lists and style.
    """

  /// The options, or a message saying what is wrong with them.
  static func parse(_ arguments: [String]) -> Result<LaunchOptions, LaunchOptionsError> {
    var options = LaunchOptions()
    var remaining = arguments[...]
    var reviewFlags: [String] = []
    var hardMode = false
    var json = false
    var language: Language = .english
    func value(_ name: String, _ inline: String?) throws(LaunchOptionsError) -> String {
      if let inline { return inline }
      guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
        throw .missingValue(name)
      }
      return next
    }
    do {
      while let argument = remaining.popFirst() {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        let name = parts[0]
        let inline = parts.count == 2 ? parts[1] : nil
        switch name {
        case "--word":
          guard options.request == .remembered else { throw LaunchOptionsError.conflicting }
          options.request = .word(try value(name, inline))
        case "--date":
          guard options.request == .remembered else { throw LaunchOptionsError.conflicting }
          let text = try value(name, inline)
          guard let day = LocalDay(iso: text) else { throw LaunchOptionsError.badDate(text) }
          options.request = .date(day)
        case "--review":
          guard options.review == nil else { throw LaunchOptionsError.repeated(name) }
          let guesses = try value(name, inline).split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
          options.review = ReviewOptions(guesses: guesses)
        case "--hard":
          hardMode = true
          reviewFlags.append(name)
        case "--json":
          json = true
          reviewFlags.append(name)
        case "--language":
          let code = try value(name, inline)
          guard let chosen = Language(rawValue: code.lowercased()) else {
            throw LaunchOptionsError.badLanguage(code)
          }
          language = chosen
          reviewFlags.append(name)
        case "-h", "--help": options.showsHelp = true
        case "--version": options.showsVersion = true
        default: throw LaunchOptionsError.unknown(argument)
        }
      }
      if var review = options.review {
        guard case .word(let answer) = options.request else { throw LaunchOptionsError.reviewNeedsWord }
        review.answer = answer
        review.hardMode = hardMode
        review.json = json
        review.language = language
        options.review = review
      } else if let flag = reviewFlags.first {
        throw LaunchOptionsError.onlyWithReview(flag)
      }
    } catch let error as LaunchOptionsError {
      return .failure(error)
    } catch {
      return .failure(.unknown("\(error)"))
    }
    return .success(options)
  }
}

enum LaunchOptionsError: Error, Equatable, CustomStringConvertible {
  case unknown(String)
  case missingValue(String)
  case badDate(String)
  case conflicting
  case badLanguage(String)
  case repeated(String)
  case reviewNeedsWord
  case onlyWithReview(String)

  var description: String {
    switch self {
    case .unknown(let option): "unknown option “\(option)”"
    case .missingValue(let option): "\(option) needs a value"
    case .badDate(let text): "“\(text)” is not a date of the form YYYY-MM-DD"
    case .conflicting: "--word and --date cannot be combined"
    case .badLanguage(let code): "“\(code)” is not a language of the game (en or es)"
    case .repeated(let option): "\(option) is given twice"
    case .reviewNeedsWord: "--review needs the answer: --word ANSWER"
    case .onlyWithReview(let flag): "\(flag) only goes with --review"
    }
  }
}

/// `--review`: a finished round to review in the terminal.
struct ReviewOptions: Equatable {
  var guesses: [String]
  var answer = ""
  var hardMode = false
  var json = false
  var language: Language = .english
}
