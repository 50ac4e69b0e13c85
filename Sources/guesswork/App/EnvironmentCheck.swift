import FoundationEssentials
import GuessworkEngine
import GuessworkViewModel
import Localization

/// The environment variables the tests set (and a developer may), checked before GTK starts like
/// the options: a value that cannot be used is one line on stderr and status 2, never a trap
/// (`GUESSWORK_TODAY=` once was) and never silently the real date or the installed data.
/// An empty `GUESSWORK_DATA_DIR` or `GUESSWORK_LOCALE_DIR` means unset, as it always did; an
/// empty `GUESSWORK_TODAY` is refused, since the one reason to set it is not to depend on the
/// real date.
enum EnvironmentCheck {
  /// Paths are read no further than the system's longest.
  static let maximumPathLength = 4096

  /// What is wrong with the first variable that cannot be used, or `nil`.
  static func problem(environment: [String: String]) -> String? {
    let today = SessionEnvironment.pretendedTodayVariable
    if let text = environment[today],
      SessionEnvironment.pretendedStart(text, in: LocalTimeZone.system) == nil
    {
      // TRANSLATORS: %1$s is GUESSWORK_TODAY, %2$s its value.
      return L(
        "%1$s is “%2$s”, not a date YYYY-MM-DD or a local time YYYY-MM-DDTHH:MM:SS",
        today, Shown.argument(text))
    }
    if let path = nonEmpty(environment[DataFolder.environmentVariable]) {
      guard path.utf8.count <= maximumPathLength,
        DataFolder.isDataFolder(URL(fileURLWithPath: path, isDirectory: true))
      else {
        // TRANSLATORS: %1$s is GUESSWORK_DATA_DIR, %2$s the folder it names.
        return L(
          "%1$s is “%2$s”, which is not a folder with words/",
          DataFolder.environmentVariable, Shown.argument(path, limit: 200))
      }
    }
    if let path = nonEmpty(environment[LocaleFolder.environmentVariable]) {
      var isFolder = false
      guard path.utf8.count <= maximumPathLength,
        FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder
      else {
        // TRANSLATORS: %1$s is GUESSWORK_LOCALE_DIR, %2$s the folder it names.
        return L(
          "%1$s is “%2$s”, which is not a folder", LocaleFolder.environmentVariable,
          Shown.argument(path, limit: 200))
      }
    }
    return nil
  }

  private static func nonEmpty(_ text: String?) -> String? {
    text.flatMap { $0.isEmpty ? nil : $0 }
  }
}
