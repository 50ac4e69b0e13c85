import Foundation
import GuessworkEngine
import PropertyBased
import Testing

@testable import GuessworkCommandLine
@testable import guesswork

/// Random command lines and environments, built from the pieces mistakes are made of: every one
/// ends in options or in a refusal of one line, never in a trap (`guesswork ""` and
/// `GUESSWORK_TODAY=T` trapped). Swift Testing, in the UI tests' target because the parser is the
/// executable's; no GTK is used.
@Suite("Random command lines")
struct CommandLinePropertyTests {
  static let pieces = [
    "--word", "--date", "--challenge", "--make-challenge", "--review", "--language", "--hard",
    "--json", "--help", "-h", "--version", "--", "-", "", "=", "==", "crane", "zzzzz", "a,b",
    "2026-01-02", "2026-02-30", "en", "es", "GW-", "7K3QX9", Challenge.linkPrefix, "T", ":", "ñ",
    "\n", "ı", "ß", " ", "https://", "0", "--word=", "--hard=", "x",
  ]

  /// An argument: one to three pieces run together, then a few random characters.
  static let argument = Gen.int(in: 0...(pieces.count - 1)).array(of: 1...3)
    .map { $0.map { pieces[$0] }.joined() }
  static let noise = Gen.character(in: "\u{0}"..."\u{2FFF}").string(of: 0...4)

  @Test("Random arguments end in options or in a one-line refusal")
  func argumentsNeverTrap() async {
    let arguments = Self.argument.array(of: 0...6)
    await propertyCheck(count: 3000, input: arguments, Self.noise, Gen.int(in: 0...6)) {
      pieces, noise, place in
      var argv = pieces
      argv.insert(noise, at: min(place, argv.count))
      switch LaunchOptions.parse(argv) {
      case .failure(let error):
        #expect(!error.text.contains("\n"), "\(argv): \(error.text)")
        #expect(error.text.count < 300, "\(argv)")
      case .success(let options):
        // The checks main makes before GTK, for what got through.
        if let problem = ArchiveDateCheck.problem(
          with: options.request, environment: ["GUESSWORK_TODAY": "2026-03-15"])
        {
          #expect(!problem.contains("\n"), "\(argv)")
        }
        if case .word(let text) = options.request {
          #expect(text.count <= 32 && !text.isEmpty, "\(argv)")
        }
      }
    }
  }

  @Test("Random GUESSWORK_TODAY values are a time or a refusal, never a trap")
  func todayNeverTraps() async {
    let parts = ["", "T", ":", "2026", "-", "01", "02", "2026-01-02", "T12", "24", "60", "9"]
    let value = Gen.int(in: 0...(parts.count - 1)).array(of: 0...5)
      .map { $0.map { parts[$0] }.joined() }
    await propertyCheck(count: 3000, input: value, Self.noise) { value, noise in
      for text in [value, value + noise, noise + value] {
        let problem = EnvironmentCheck.problem(environment: ["GUESSWORK_TODAY": text])
        let start = SessionEnvironment.pretendedStart(text, in: LocalTimeZone.system)
        #expect((problem == nil) == (start != nil), "\(text)")
        #expect(problem?.contains("\n") != true, "\(text)")
      }
    }
  }
}
