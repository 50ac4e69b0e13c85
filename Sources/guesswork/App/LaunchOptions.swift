import GuessworkEngine
import Localization

/// The command line: `guesswork [--word WORD | --date YYYY-MM-DD | --challenge CODE | LINK] [--help]
/// [--version]`, `guesswork --make-challenge WORD [--language en|es]` (prints a challenge), or
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
  /// `--make-challenge WORD [--language en|es]`: print the challenge's code and link and exit.
  var makeChallenge: MakeChallengeOptions?

  /// `--help`, in the player's language. The option names stay as they are; each description is
  /// a message of its own, so a translation may be longer without breaking the columns.
  static var usage: String {
    let options: [(name: String, text: String)] = [
      // TRANSLATORS: the placeholder of --word in --help; keep it in capitals.
      ("--word " + L("WORD"), L("play a round on WORD (not counted in statistics)")),
      ("--date " + L("YYYY-MM-DD"), L("play the daily puzzle of that date")),
      // TRANSLATORS: the placeholder of --challenge in --help; keep it in capitals.
      ("--challenge " + L("CODE"), L("play a friend's challenge (a code such as GW-7K3QX9)")),
      ("guesswork://challenge/" + L("CODE"), L("the same, as a link")),
      ("--make-challenge " + L("WORD"), L("print the challenge code and link of WORD and exit;\n--language en|es chooses its language (default: yours)")),
      ("--version", L("print the version and exit")),
      ("-h, --help", L("print this help and exit")),
    ]
    let width = options.map(\.name.count).max()! + 3
    func column(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String(repeating: " ", count: width + 2) + $0 }.joined(separator: "\n")
    }
    let lines = options.map { option in
      let text = option.text.split(separator: "\n", maxSplits: 1).map(String.init)
      let first = "  " + option.name + String(repeating: " ", count: width - option.name.count) + text[0]
      return text.count == 1 ? first : first + "\n" + column(text[1])
    }
    // TRANSLATORS: the placeholders of --review in --help; keep them in capitals.
    let review = "  --review " + L("GUESS") + "," + L("GUESS") + ",... --word " + L("ANSWER")
      + " [--hard] [--language en|es] [--json]"
    let text: [String] = [
      L("Usage: guesswork [OPTION]"),
      L("A Wordle-style word game: guess the hidden five-letter word in six tries."),
      "",
    ] + lines + [
      "",
      L("Reviewing a round in the terminal (no window):"),
      review,
      // TRANSLATORS: break the lines where they read well, under 72 columns.
      column(L("the round beside the solver's own on ANSWER: each guess's words left,\nthe guesses it could expect to take to finish against the solver's move,\nskill and luck (0-99) and a sentence; --json prints it as a JSON object")),
      "",
      // TRANSLATORS: break the lines where they read well, under 90 columns.
      L("A guess's value: the guesses it can be expected to take to finish, every word still\npossible as likely; exact with 12 words or fewer, else the solver's estimate. Skill: 99\nfor a guess as good as the best, halved by each guess lost. Luck: how the colours that\ncame compare with those that could have come, in guesses (50 on average; none when\nonly one outcome was possible)."),
      "",
      L("Environment: %s overrides the folder of word lists and style.", DataFolder.environmentVariable),
    ]
    return text.joined(separator: "\n")
  }

  /// A code or link read as the player typed it; the word list is checked later
  /// (`ChallengeCommand.check`), with the data folder.
  private static func challenge(_ text: String) throws(LaunchOptionsError) -> Challenge {
    do {
      return try Challenge.read(text)
    } catch {
      throw .badChallenge(error)
    }
  }

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
        case "--challenge":
          guard options.request == .remembered else { throw LaunchOptionsError.conflicting }
          options.request = .challenge(try challenge(value(name, inline)))
        case "--make-challenge":
          guard options.makeChallenge == nil else { throw LaunchOptionsError.repeated(name) }
          options.makeChallenge = MakeChallengeOptions(word: try value(name, inline))
        case _ where argument.lowercased().hasPrefix(Challenge.linkPrefix):
          guard options.request == .remembered else { throw LaunchOptionsError.conflicting }
          options.request = .challenge(try challenge(argument))
        case "--review":
          guard options.review == nil else { throw LaunchOptionsError.repeated(name) }
          let guesses = try value(name, inline).split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingBlanks() }
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
      if var make = options.makeChallenge {
        guard options.request == .remembered, options.review == nil else {
          throw LaunchOptionsError.conflicting
        }
        if let flag = reviewFlags.first(where: { $0 != "--language" }) {
          throw LaunchOptionsError.onlyWithReview(flag)
        }
        make.language = reviewFlags.contains("--language") ? language : nil
        options.makeChallenge = make
      } else if var review = options.review {
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

enum LaunchOptionsError: Error, Equatable {
  case unknown(String)
  case missingValue(String)
  case badDate(String)
  case conflicting
  case badLanguage(String)
  case repeated(String)
  case reviewNeedsWord
  case onlyWithReview(String)
  /// A challenge code or link that cannot be played: said in one line, without the usage.
  case badChallenge(ChallengeError)

  /// A value that cannot be used (a challenge code or link, a language) rather than a mistake in
  /// the options: said in one line, without the usage.
  var isBadValue: Bool {
    switch self {
    case .badChallenge, .badLanguage: true
    default: false
    }
  }

  /// The message, in the player's language.
  var text: String {
    switch self {
    case .unknown(let option): L("unknown option “%s”", option)
    case .missingValue(let option): L("%s needs a value", option)
    case .badDate(let text): L("“%s” is not a date of the form YYYY-MM-DD", text)
    case .conflicting: L("only one of --word, --date, --challenge (or a link) and --make-challenge can be given")
    case .badLanguage(let code): L("“%s” is not a language of the game (en or es)", code)
    case .repeated(let option): L("%s is given twice", option)
    case .reviewNeedsWord: L("--review needs the answer: --word ANSWER")
    case .onlyWithReview(let flag): L("%s only goes with --review", flag)
    case .badChallenge(let error): error.text
    }
  }
}

/// `--make-challenge WORD [--language en|es]`.
struct MakeChallengeOptions: Equatable {
  var word: String
  /// `nil`: the player's language (`LANGUAGE`, then the locale).
  var language: Language?
}

/// `--review`: a finished round to review in the terminal.
struct ReviewOptions: Equatable {
  var guesses: [String]
  var answer = ""
  var hardMode = false
  var json = false
  var language: Language = .english
}
