import GuessworkEngine
import Localization

/// The command line: `guesswork [--word WORD | --date YYYY-MM-DD] [--help] [--version]`.
///
/// Parsed before GTK starts (GApplication is given no arguments), so a mistake is reported on stderr
/// without opening a window.
struct LaunchOptions: Equatable {
  var request: LaunchRequest = .remembered
  var showsHelp = false
  var showsVersion = false

  /// `--help`, in the player's language. The option names stay as they are; each description is
  /// a message of its own, so a translation may be longer without breaking the columns.
  static var usage: String {
    let options: [(name: String, text: String)] = [
      // TRANSLATORS: the placeholder of --word in --help; keep it in capitals.
      ("--word " + L("WORD"), L("play a round on WORD (not counted in statistics)")),
      ("--date " + L("YYYY-MM-DD"), L("play the daily puzzle of that date")),
      ("--version", L("print the version and exit")),
      ("-h, --help", L("print this help and exit")),
    ]
    let width = options.map(\.name.count).max()! + 3
    let lines = options.map { option in
      "  " + option.name + String(repeating: " ", count: width - option.name.count) + option.text
    }
    let text: [String] = [
      L("Usage: guesswork [OPTION]"),
      L("A Wordle-style word game: guess the hidden five-letter word in six tries."),
      "",
    ] + lines + [
      "",
      L("Environment: %s overrides the folder of word lists and style.", DataFolder.environmentVariable),
    ]
    return text.joined(separator: "\n")
  }

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

enum LaunchOptionsError: Error, Equatable {
  case unknown(String)
  case missingValue(String)
  case badDate(String)
  case conflicting

  /// The message, in the player's language.
  var text: String {
    switch self {
    case .unknown(let option): L("unknown option “%s”", option)
    case .missingValue(let option): L("%s needs a value", option)
    case .badDate(let text): L("“%s” is not a date of the form YYYY-MM-DD", text)
    case .conflicting: L("--word and --date cannot be combined")
    }
  }
}
