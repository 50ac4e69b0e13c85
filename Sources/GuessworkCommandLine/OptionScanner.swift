/// Splits the command line the way GNU programs do, before anything else looks at it: `--name
/// value` and `--name=value` alike, `-h` for `--help`, `--` ends the options (what follows is an
/// operand even if it starts with `-`), and operands may come between options.
///
/// Strict where GNU's `getopt_long` is lenient, because a mistake should never pass for something
/// else: a flag given a value (`--hard=no`), an unknown or repeated option, an empty value
/// (`--word=` and `--word ""`) and a value longer than any valid one are each refused, naming
/// the option; no abbreviation is taken for an option (`--wo` is not `--word`), so adding an
/// option never changes what a script's command line means. Every refusal is found from at most
/// the first `maximumLength + 1` characters of a value, so a 131,000-character argument costs no
/// more than a short one. A dozen lines of rules, written here rather than taken from
/// swift-argument-parser, which imports Foundation (the game loads only FoundationEssentials).
struct OptionScanner {
  /// What an option takes.
  enum Value: Equatable {
    /// A flag: present or not.
    case none
    /// A value of at most `maximumLength` characters; `nil`: its reader has its own bound.
    case required(maximumLength: Int?)
  }

  struct Option: Equatable {
    let name: String
    let value: Value
    /// Another spelling (`-h`).
    var alias: String? = nil
  }

  /// An option as given: its name (the long one) and its value, if it takes one.
  struct Found: Equatable {
    let name: String
    let value: String?
  }

  /// The options in the order given, and the operands.
  struct Scan: Equatable {
    var options: [Found] = []
    var operands: [String] = []
  }

  let options: [Option]

  func scan(_ arguments: [String]) throws(LaunchOptionsError) -> Scan {
    var result = Scan()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        result.operands += remaining
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        result.operands.append(argument)
        continue
      }
      let (name, inline) = split(argument)
      guard let option = options.first(where: { $0.name == name || $0.alias == name }) else {
        throw .unknown(argument)
      }
      guard !result.options.contains(where: { $0.name == option.name }) else {
        throw .repeated(option.name)
      }
      switch option.value {
      case .none:
        guard inline == nil else { throw .takesNoValue(option.name) }
        result.options.append(Found(name: option.name, value: nil))
      case .required(let maximumLength):
        // A separate value is the next argument, unless that is another option.
        guard let value = inline ?? remaining.first.flatMap({ $0.hasPrefix("--") ? nil : $0 })
        else { throw .missingValue(option.name) }
        if inline == nil { remaining.removeFirst() }
        guard !value.isEmpty else { throw .emptyValue(option.name) }
        // Bytes first: a character may carry any number of combining marks, and counting
        // characters walks all of them.
        if let maximumLength,
          value.utf8.count > maximumLength * 4 || value.prefix(maximumLength + 1).count > maximumLength
        {
          throw .tooLong(option.name, maximumLength)
        }
        result.options.append(Found(name: option.name, value: value))
      }
    }
    return result
  }

  /// `--name=value` as the name and the value; the `=` is looked for only as far as the longest
  /// name reaches.
  private func split(_ argument: String) -> (name: String, value: String?) {
    let longest = options.map(\.name.utf8.count).max() ?? 0
    guard argument.hasPrefix("--"),
      let equals = argument.utf8.prefix(longest + 1).firstIndex(of: UInt8(ascii: "="))
    else { return (argument, nil) }
    let value = argument.utf8[argument.utf8.index(after: equals)...]
    return (
      String(decoding: argument.utf8[..<equals], as: UTF8.self),
      String(decoding: value, as: UTF8.self)
    )
  }
}
