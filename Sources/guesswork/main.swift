import Glibc
import GtkBridge
import Localization

// Guesswork: a Wordle-style word game for the GNOME desktop.
lineBufferStandardOutput()
// Before anything is printed, so --help and the command line's errors are in the player's language.
Catalogue.useEnvironmentLocale()
Catalogue.bind(folder: LocaleFolder.locate())

switch LaunchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error) where error.isBadValue:
  // A code, link or language that cannot be used: one line, the usage would only hide it.
  printError(L("guesswork: %s", error.text) + "\n")
  exit(2)
case .failure(let error):
  printError(L("guesswork: %s", error.text) + "\n\n" + LaunchOptions.usage + "\n")
  exit(2)
case .success(let options):
  if options.showsHelp {
    print(LaunchOptions.usage)
    exit(0)
  }
  if options.showsVersion {
    print("guesswork \(GuessworkApp.version)")
    exit(0)
  }
  if let review = options.review { exit(ReviewCommand.run(review)) }
  if let make = options.makeChallenge { exit(ChallengeCommand.make(make)) }
  if case .challenge(let challenge) = options.request {
    let status = ChallengeCommand.check(challenge)
    if status != 0 { exit(status) }
  }
  if let problem = ArchiveDateCheck.problem(with: options.request) {
    printError(L("guesswork: %s", problem) + "\n")
    exit(2)
  }
  let app = GuessworkApp(options: options)
  exit(app.run())
}
