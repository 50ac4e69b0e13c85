import FoundationEssentials
import GuessworkCommandLine
import GuessworkEngine
import GuessworkViewModel
import Localization

/// Finds the folder with the word lists (the style sheet and icons are compiled into the game,
/// `GameResources`).
///
/// `$GUESSWORK_DATA_DIR` if set (and then only there, so a wrong override is reported, not
/// silently replaced by another copy); else `<prefix>/share/guesswork` beside an installed binary
/// (`<prefix>/bin/guesswork`, meson's layout); else the `data` folder of the source tree the binary
/// was built in (`.build/<config>/guesswork`, as `make run` uses it).
enum DataFolder {
  static let environmentVariable = LaunchOptions.dataFolderVariable

  struct NotFound: Error {
    let searched: [String]
    /// The message, in the player's language.
    var text: String {
      // TRANSLATORS: %1$s is a list of folders, one a line; %2$s the name of an environment variable.
      L("Guesswork cannot find its word lists. It looked in:\n%1$s\nSet %2$s to the folder that holds words/.",
        searched.map { "  \($0)" }.joined(separator: "\n"), DataFolder.environmentVariable)
    }
  }

  /// Why the command line's word lists cannot be read: the sentence to print.
  struct ListsUnreadable: Error {
    let text: String
  }

  /// The language's word lists of the length of `word` as typed, for the command line's checks
  /// (`--word`, `--review`'s answer, a challenge's word): five letters when the text is no word of
  /// 4 to 7 letters, which the caller then refuses with its own reason.
  static func wordLists(
    _ language: Language, lengthOf word: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<WordList, ListsUnreadable> {
    wordLists(language, length: language.word(word)?.length ?? Word.standardLength, environment: environment)
  }

  /// The language's word lists of `length` letters, for the command line's checks.
  static func wordLists(
    _ language: Language, length: Int, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<WordList, ListsUnreadable> {
    let folder: URL
    switch locate(environment: environment) {
    case .success(let found): folder = found
    case .failure(let error): return .failure(ListsUnreadable(text: error.text))
    }
    do {
      return .success(
        try WordListLoader.load(
          language, length: length, from: folder.appendingPathComponent("words", isDirectory: true)))
    } catch {
      return .failure(ListsUnreadable(text: error.text))
    }
  }

  static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL = executableURL()
  ) -> Result<URL, NotFound> {
    let candidates = candidates(environment: environment, executable: executable)
    if let found = candidates.first(where: isDataFolder) { return .success(found) }
    return .failure(NotFound(searched: candidates.map(\.path)))
  }

  /// Where to look, in order, without duplicates.
  static func candidates(environment: [String: String], executable: URL) -> [URL] {
    if let override = environment[environmentVariable], !override.isEmpty {
      return [URL(fileURLWithPath: override, isDirectory: true).standardizedFileURL]
    }
    let binFolder = executable.deletingLastPathComponent().standardizedFileURL
    var candidates = [
      binFolder.deletingLastPathComponent()
        .appendingPathComponent("share")
        .appendingPathComponent(BuildProfile.dataFolderName)
    ]
    // The source tree: .build/<triple>/<config>/guesswork is three levels below it; meson's
    // <builddir>/swiftpm/<triple>/<config>/guesswork four.
    var folder = binFolder
    for _ in 0..<4 where folder.path != "/" {
      folder = folder.deletingLastPathComponent().standardizedFileURL
      candidates.append(folder.appendingPathComponent("data"))
    }
    var seen = Set<String>()
    return candidates.filter { seen.insert($0.path).inserted }
  }

  static func isDataFolder(_ folder: URL) -> Bool {
    var isFolder = false
    return FileManager.default.fileExists(atPath: folder.appendingPathComponent("words").path, isDirectory: &isFolder)
      && isFolder
  }

  static func executableURL() -> URL {
    let path =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: path)
  }
}
