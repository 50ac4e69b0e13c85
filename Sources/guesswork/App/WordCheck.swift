import FoundationEssentials
import GuessworkEngine
import GuessworkViewModel
import Localization

/// `--word` is checked against the word list before GTK starts, like a bad date or challenge: a
/// word the round could not be played on is one line on stderr and status 2, without a window
/// and without writing anything (a first start used to save its settings, then open a "cannot
/// start" window).
enum WordCheck {
  /// Why the round cannot start on the word, with the exit status (2: the word; 1: the word
  /// lists cannot be read), or `nil` when it can.
  static func problem(
    with request: LaunchRequest, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> (message: String, status: Int32)? {
    guard case .word(let text) = request else { return nil }
    let language = roundLanguage(environment: environment)
    // Chosen words of 4 to 7 letters are checked against the lists of their length; a list that
    // cannot be read is told as such (status 1), not as a word refused.
    var unreadable: String?
    do {
      _ = try GameSession.chosenAnswers(text, in: language) { length in
        switch DataFolder.wordLists(language, length: length, environment: environment) {
        case .success(let lists): return lists
        case .failure(let problem):
          unreadable = unreadable ?? problem.text
          return nil
        }
      }
    } catch {
      if let unreadable { return (unreadable, 1) }
      if case .wordNotAccepted(let word, _) = error {
        return (LaunchError.wordNotAccepted(Shown.argument(word), language).text, 2)
      }
      return (error.text, 2)
    }
    return nil
  }

  /// The language the round would be in: the saved preference, or on a first start the player's
  /// own, as `GameSession` decides it. The settings are read through a file system that refuses
  /// every change, so a damaged file is not yet set aside (the game does that when it starts).
  static func roundLanguage(environment: [String: String]) -> Language {
    var files = FileSystem.live
    files.writeAtomically = { _, _ in throw ReadOnly() }
    files.move = { _, _ in throw ReadOnly() }
    files.keepCopy = { _, _ in throw ReadOnly() }
    files.remove = { _ in throw ReadOnly() }
    // A save takes the preferences' lock file first, which would make one.
    files.withLock = { _, _ in throw ReadOnly() }
    let storage = Storage(locations: StorageLocations(environment: environment), fileSystem: files)
    guard storage.hasSettingsFile else {
      return SessionEnvironment.playerLanguage(environment: environment)
    }
    return storage.loadSettings().language
  }

  private struct ReadOnly: Error {}
}
