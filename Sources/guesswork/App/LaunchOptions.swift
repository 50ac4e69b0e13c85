import GuessworkEngine

/// The command line: `guesswork [--word WORD | --date YYYY-MM-DD] [--help] [--version]`.
///
/// Parsed before GTK starts (GApplication is given no arguments), so a mistake is reported on stderr
/// without opening a window.
struct LaunchOptions: Equatable {
  var request: LaunchRequest = .remembered
  var showsHelp = false
  var showsVersion = false

  static let usage = """
    Usage: guesswork [OPTION]
    A Wordle-style word game: guess the hidden five-letter word in six tries.

      --word WORD         play a round on WORD (not counted in statistics)
      --date YYYY-MM-DD   play the daily puzzle of that date
      --version           print the version and exit
      -h, --help          print this help and exit

    Environment: GUESSWORK_DATA_DIR overrides the folder of word lists and style.
    """

  /// The options, or a message saying what is wrong with them.
  static func parse(_ arguments: [String]) -> Result<LaunchOptions, LaunchOptionsError> {
    var options = LaunchOptions()
    var remaining = arguments[...]
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
        case "-h", "--help": options.showsHelp = true
        case "--version": options.showsVersion = true
        default: throw LaunchOptionsError.unknown(argument)
        }
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

  var description: String {
    switch self {
    case .unknown(let option): "unknown option “\(option)”"
    case .missingValue(let option): "\(option) needs a value"
    case .badDate(let text): "“\(text)” is not a date of the form YYYY-MM-DD"
    case .conflicting: "--word and --date cannot be combined"
    }
  }
}
