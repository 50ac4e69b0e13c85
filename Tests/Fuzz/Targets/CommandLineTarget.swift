import FoundationEssentials
import GuessworkEngine

@testable import GuessworkCommandLine

extension FuzzTarget {
  /// The command line: the input's bytes split at NUL into arguments, as the kernel hands them
  /// over. Every command line is read or refused with a message; one read is read the same again,
  /// and the same with each option's value joined to it by `=`; a refusal has a one-line message.
  static let commandLine = FuzzTarget("command-line", reads: "the command line (arguments split at NUL)") {
    input, failures in
    let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    switch LaunchOptions.parse(arguments) {
    case .failure(let error):
      let text = error.text
      failures.expect(!text.isEmpty && !text.contains("\n"), "the refusal's message is not one line: \(text.debugDescription)")
      failures.expect(LaunchOptions.parse(arguments) == .failure(error), "a refusal changed when read again")
    case .success(let options):
      failures.expect(LaunchOptions.parse(arguments) == .success(options), "a command line read two ways")
      let joined = joinedValues(arguments)
      failures.expect(LaunchOptions.parse(joined) == .success(options), "\(joined) is read otherwise than \(arguments)")
      if case .challenge(let challenge) = options.request {
        failures.expect((try? Challenge.read(challenge.code)) == challenge, "the challenge asked for does not read back from its code")
      }
      failures.expect(
        options.kind.map(RoundKind.all.contains) ?? true, "a kind of round the game has not: \(String(describing: options.kind))")
    }
  }
}

/// The same command line with each option's separate value joined to it: `--word crane` becomes
/// `--word=crane` (up to `--`, after which everything is an operand).
func joinedValues(_ arguments: [String]) -> [String] {
  var joined: [String] = []
  var index = 0
  while index < arguments.count {
    let argument = arguments[index]
    if argument == "--" { return joined + arguments[index...] }
    index += 1
    guard let option = LaunchOptions.scanner.options.first(where: { $0.name == argument }),
      case .required = option.value, index < arguments.count, !arguments[index].hasPrefix("--")
    else {
      joined.append(argument)
      continue
    }
    joined.append(argument + "=" + arguments[index])
    index += 1
  }
  return joined
}
