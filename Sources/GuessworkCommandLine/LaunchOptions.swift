import GuessworkEngine
import GuessworkViewModel
import Localization

/// The command line: `guesswork [--word WORD | --date YYYY-MM-DD | --challenge CODE | LINK] [--help]
/// [--version]`, `guesswork --make-challenge WORD [--language en|es|fr|de|it|pt]` (prints a challenge), or
/// `guesswork --review GUESS,GUESS,... --word ANSWER [--hard] [--language en|es|fr|de|it|pt] [--json]`, which
/// prints the review of that round and opens no window.
///
/// Parsed before GTK starts (GApplication is given no arguments) by `OptionScanner`, with GNU's
/// conventions (`--word WORD` or `--word=WORD`, `--` ends the options), so a mistake is one line
/// on stderr and status 2, without a window and before anything is written.
public struct LaunchOptions: Equatable, Sendable {
  /// The environment variable that names the folder of word lists (`DataFolder`), said in `--help`.
  public static let dataFolderVariable = "GUESSWORK_DATA_DIR"

  public var request: LaunchRequest = .remembered
  /// `--boards N [--sequence]`: the kind of round to play (from now on, as the menu's choice).
  public var kind: RoundKind?
  public var showsHelp = false
  public var showsVersion = false
  /// `--review`: the round to review in the terminal.
  public var review: ReviewOptions?
  /// `--make-challenge WORD [--language en|es|fr|de|it|pt]`: print the challenge's code and link and exit.
  public var makeChallenge: MakeChallengeOptions?

  /// `--help`, in the player's language. The option names stay as they are; each description is
  /// a message of its own, so a translation may be longer without breaking the columns.
  public static var usage: String {
    let options: [(name: String, text: String)] = [
      // TRANSLATORS: the placeholder of --word in --help; keep it in capitals.
      ("--word " + L("WORD"), L("play a round on WORD (not counted in statistics);\nWORD,WORD,... one answer a board (2, 4 or 8)")),
      ("--boards " + L("N"), L("play N boards at once (1, 2, 4 or 8), as chosen in the menu;\n--sequence: one board after another (4 or 8)")),
      ("--date " + L("YYYY-MM-DD"), L("play the daily puzzle of that date")),
      // TRANSLATORS: the placeholder of --challenge in --help; keep it in capitals.
      ("--challenge " + L("CODE"), L("play a friend's challenge (a code such as GW-7K3QX9)")),
      ("guesswork://challenge/" + L("CODE"), L("the same, as a link")),
      ("--make-challenge " + L("WORD"), L("print the challenge code and link of WORD and exit;\n--language en|es|fr|de|it|pt chooses its language (default: yours)")
        + "\n" + L("WORD,WORD,... (2, 4 or 8): a challenge of several boards (--sequence)")),
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
      + " [--hard] [--language en|es|fr|de|it|pt] [--json]"
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
      // TRANSLATORS: break the lines where they read well, under 72 columns.
      column(L("--word ANSWER,ANSWER,... (2, 4 or 8; --sequence: 4 or 8 shown one at a\ntime): a round of several boards, each guess's words left on every board\nbeside the solver's guess, the one that tells most about the boards left")),
      "",
      // TRANSLATORS: break the lines where they read well, under 90 columns.
      L("A guess's value: the guesses it can be expected to take to finish, every word still\npossible as likely; exact with 12 words or fewer, else the solver's estimate. Skill: 99\nfor a guess as good as the best, halved by each guess lost; the round's, halved by every\nguess lost in it. Luck: how the colours that came compare with those that could have\ncome, in guesses (50 on average; none when only one outcome was possible)."),
      "",
      L("Each option's value follows it, or its = (--word WORD, --word=WORD); -- ends the options."),
      L("Environment: %s overrides the folder of word lists.", LaunchOptions.dataFolderVariable),
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

  /// Every option, with the longest value that could be right (a word has five letters, a date
  /// ten characters, a review six guesses): anything longer is refused before it is read.
  /// A challenge code's reader has its own bound (4 KB).
  static let scanner = OptionScanner(options: [
    // Eight answers of seven letters and the commas between them, with room for blanks.
    .init(name: "--word", value: .required(maximumLength: 96)),
    .init(name: "--boards", value: .required(maximumLength: 8)),
    .init(name: "--sequence", value: .none),
    .init(name: "--date", value: .required(maximumLength: 32)),
    .init(name: "--challenge", value: .required(maximumLength: nil)),
    // As --word: eight words of seven letters and their commas.
    .init(name: "--make-challenge", value: .required(maximumLength: 96)),
    .init(name: "--review", value: .required(maximumLength: 256)),
    .init(name: "--language", value: .required(maximumLength: 16)),
    .init(name: "--hard", value: .none),
    .init(name: "--json", value: .none),
    .init(name: "--help", value: .none, alias: "-h"),
    .init(name: "--version", value: .none),
  ])

  /// The options, or a message saying what is wrong with them (the first mistake, in order).
  public static func parse(_ arguments: [String]) -> Result<LaunchOptions, LaunchOptionsError> {
    do throws(LaunchOptionsError) {
      return .success(try parsed(arguments))
    } catch {
      return .failure(error)
    }
  }

  private static func parsed(_ arguments: [String]) throws(LaunchOptionsError) -> LaunchOptions {
    let scan = try scanner.scan(arguments)
    var options = LaunchOptions()
    var reviewFlags: [String] = []
    var hardMode = false
    var json = false
    var language: Language = .english
    var boards: Int?
    var sequence = false
    func request(_ request: LaunchRequest) throws(LaunchOptionsError) {
      guard options.request == .remembered else { throw .conflicting }
      options.request = request
    }
    for found in scan.options {
      let value = found.value ?? ""
      switch found.name {
      case "--word":
        // Blanks around a pasted word are dropped, as around each of --review's words.
        let word = value.trimmingBlanks()
        guard !word.isEmpty else { throw .emptyValue(found.name) }
        try request(.word(word))
      case "--date":
        guard let day = LocalDay(iso: value) else { throw .badDate(value) }
        try request(.date(day))
      case "--challenge": try request(.challenge(challenge(value)))
      case "--make-challenge": options.makeChallenge = MakeChallengeOptions(word: value)
      case "--review":
        let guesses = value.split(separator: ",", omittingEmptySubsequences: false)
          .map { $0.trimmingBlanks() }
        options.review = ReviewOptions(guesses: guesses)
      case "--hard":
        hardMode = true
        reviewFlags.append(found.name)
      case "--json":
        json = true
        reviewFlags.append(found.name)
      case "--language":
        guard let chosen = Language(rawValue: value.lowercased()) else {
          throw .badLanguage(value)
        }
        language = chosen
        reviewFlags.append(found.name)
      case "--boards":
        guard let count = Int(value), RoundKind.all.contains(where: { $0.boards == count }) else {
          throw .badBoards(value)
        }
        boards = count
      case "--sequence": sequence = true
      case "--help": options.showsHelp = true
      case "--version": options.showsVersion = true
      // An option of the scanner's table not handled here is as good as unknown.
      default: throw .unknown(found.name)
      }
    }
    // The one operand the game takes: a challenge link, as the desktop file's %U passes it.
    for operand in scan.operands {
      guard operand.hasASCIIPrefix(caseInsensitive: Challenge.linkPrefix) else {
        throw .unexpected(operand)
      }
      try request(.challenge(challenge(operand)))
    }
    // A challenge's boards are its words (`--sequence` alone says how they are shown).
    if boards != nil, options.makeChallenge != nil { throw .conflicting }
    if let boards, let count = options.chosenAnswerCount, count != boards {
      throw .boardsDisagree(boards, count)
    }
    if sequence {
      // In sequence: four or eight boards, given by --boards or by --word's answers.
      let count = boards ?? options.chosenAnswerCount
      guard let count, RoundKind.all.contains(RoundKind(boards: count, isSequence: true)) else {
        throw .sequenceNeedsBoards
      }
      options.kind = RoundKind(boards: count, isSequence: true)
    } else if let boards {
      options.kind = RoundKind(boards: boards)
    }
    if var make = options.makeChallenge {
      // `--make-challenge crane,slate,borne,tooth --sequence`: the boards shown one at a time.
      make.isSequence = options.kind?.isSequence ?? false
      options.kind = nil
      guard options.request == .remembered, options.review == nil else { throw .conflicting }
      if let flag = reviewFlags.first(where: { $0 != "--language" }) {
        throw .onlyWithReview(flag)
      }
      make.language = reviewFlags.contains("--language") ? language : nil
      options.makeChallenge = make
    } else if var review = options.review {
      guard case .word(let answer) = options.request else { throw .reviewNeedsWord }
      review.answer = answer
      // `--word crane,slate`: a round of several boards (`--sequence`: shown one at a time).
      review.isSequence = options.kind?.isSequence ?? false
      options.kind = nil
      review.hardMode = hardMode
      review.json = json
      review.language = language
      options.review = review
    } else if let flag = reviewFlags.first {
      throw .onlyWithReview(flag)
    }
    return options
  }
}

public enum LaunchOptionsError: Error, Equatable, Sendable {
  case unknown(String)
  /// An operand that is not a challenge link (`guesswork ""`, `guesswork crane`).
  case unexpected(String)
  case missingValue(String)
  /// `--word=` or `--word ""`.
  case emptyValue(String)
  /// A flag given a value: `--hard=no`.
  case takesNoValue(String)
  /// A value longer than any that could be right (the option and the most characters it takes).
  case tooLong(String, Int)
  case badDate(String)
  case conflicting
  case badLanguage(String)
  case repeated(String)
  case reviewNeedsWord
  case onlyWithReview(String)
  /// A challenge code or link that cannot be played.
  case badChallenge(ChallengeError)
  /// `--boards` with another number than 1, 2, 4 or 8.
  case badBoards(String)
  /// `--sequence` without four or eight boards.
  case sequenceNeedsBoards
  /// `--boards N` with another number of answers in `--word`.
  case boardsDisagree(Int, Int)

  /// A mistake in the shape of the command line rather than a value that cannot be used: the
  /// message points to `--help`.
  public var pointsToHelp: Bool {
    switch self {
    case .badChallenge, .badLanguage, .badDate, .tooLong, .badBoards, .boardsDisagree: false
    default: true
    }
  }

  /// The message, in the player's language, on one line.
  public var text: String {
    switch self {
    case .unknown(let option): L("unknown option “%s”", Shown.argument(option))
    case .unexpected(let operand): L("unexpected argument “%s”", Shown.argument(operand))
    case .missingValue(let option): L("%s needs a value", option)
    case .emptyValue(let option): L("%s needs a value, not an empty one", option)
    case .takesNoValue(let option): L("%s takes no value", option)
    case .tooLong(let option, let count):
      L(
        "the value of %1$s is too long: none that could be right has over %2$d characters",
        option, count)
    case .badDate(let text): L("“%s” is not a date of the form YYYY-MM-DD", Shown.argument(text))
    case .conflicting: L("only one of --word, --date, --challenge (or a link) and --make-challenge can be given")
    case .badLanguage(let code):
      L("“%s” is not a language of the game (en, es, fr, de, it or pt)", Shown.argument(code))
    case .repeated(let option): L("%s is given twice", option)
    case .reviewNeedsWord: L("--review needs the answer: --word ANSWER")
    case .onlyWithReview(let flag): L("%s only goes with --review", flag)
    case .badChallenge(let error): error.text
    case .badBoards(let text): L("“%s” is not a number of boards (1, 2, 4 or 8)", Shown.argument(text))
    case .sequenceNeedsBoards: L("--sequence needs 4 or 8 boards: --boards 4 or --boards 8")
    case .boardsDisagree(let boards, let answers): LaunchError.boardsWithoutAnswers(boards, answers).text
    }
  }
}

extension LaunchOptions {
  /// How many answers `--word` names (one a board), if it was given.
  public var chosenAnswerCount: Int? {
    if let make = makeChallenge { return GameSession.chosenAnswerTexts(make.word).count }
    guard case .word(let text) = request else { return nil }
    return GameSession.chosenAnswerTexts(text).count
  }
}

/// `--make-challenge WORD [--language en|es|fr|de|it|pt]`.
public struct MakeChallengeOptions: Equatable, Sendable {
  /// One word, or one a board separated by commas.
  public var word: String
  public var isSequence = false
  /// `nil`: the player's language (`LANGUAGE`, then the locale).
  public var language: Language?
}

/// `--review`: a finished round to review in the terminal.
public struct ReviewOptions: Equatable, Sendable {
  public var guesses: [String]
  public var answer = ""
  public var isSequence = false
  /// Each board's answer (`--word crane,slate`): one for a round of one board.
  public var answers: [String] { GameSession.chosenAnswerTexts(answer) }
  public var hardMode = false
  public var json = false
  public var language: Language = .english
}
