import Foundation
import GtkBridge

// Guesswork: a Wordle-style word game for the GNOME desktop.
lineBufferStandardOutput()

switch LaunchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
  FileHandle.standardError.write(Data("guesswork: \(error)\n\n\(LaunchOptions.usage)\n".utf8))
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
  let app = GuessworkApp(options: options)
  exit(app.run())
}
