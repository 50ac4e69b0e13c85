import FoundationEssentials
import Glibc
import GtkBridge
import GuessworkCommandLine
import Localization

// Guesswork: a Wordle-style word game for the GNOME desktop.
lineBufferStandardOutput()
// Before anything is printed, so --help and the command line's errors are in the player's language
// (the one chosen in the preferences, else the desktop's).
Catalogue.useEnvironmentLocale()
// Read once: FoundationEssentials builds the whole dictionary at every read.
let environment = InterfaceLanguageChoice.apply(environment: ProcessInfo.processInfo.environment)
Catalogue.bind(
  folder: LocaleFolder.locate(
    environment: environment, languages: Catalogue.playerLanguages(languageVariable: environment["LANGUAGE"])))

/// Every refusal of the command line or the environment: one line on stderr and status 2, before
/// GTK starts and before anything of the player's is written.
func refuse(_ message: String, status: Int32 = 2) -> Never {
  printError(L("guesswork: %s", message) + "\n")
  exit(status)
}

switch LaunchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error) where error.pointsToHelp:
  refuse(L("%s (see guesswork --help)", error.text))
case .failure(let error):
  refuse(error.text)
case .success(let options):
  if options.showsHelp {
    print(LaunchOptions.usage)
    exit(0)
  }
  if options.showsVersion {
    print("guesswork \(GuessworkApp.version)")
    exit(0)
  }
  if let problem = EnvironmentCheck.problem(environment: environment) { refuse(problem) }
  if let review = options.review { exit(ReviewCommand.run(review, environment: environment)) }
  if let make = options.makeChallenge { exit(ChallengeCommand.make(make, environment: environment)) }
  if case .challenge(let challenge) = options.request {
    let status = ChallengeCommand.check(challenge, environment: environment)
    if status != 0 { exit(status) }
  }
  if let problem = ArchiveDateCheck.problem(with: options.request, environment: environment) {
    refuse(problem)
  }
  if let (problem, status) = WordCheck.problem(with: options.request, environment: environment) {
    refuse(problem, status: status)
  }
  let app = GuessworkApp(options: options, environment: environment)
  exit(app.run())
}
