import FoundationEssentials
import Localization

/// Finds the compiled message catalogues (`<folder>/<lang>/LC_MESSAGES/guesswork.mo`), the way
/// `DataFolder` finds the data: `$GUESSWORK_LOCALE_DIR` if set; else `<prefix>/share/locale` beside
/// an installed binary; else the source tree's `.build/locale`, where `make` compiles `po/*.po`
/// (so `make run` speaks the player's language without installing), or meson's `<builddir>/po`;
/// last, the folder this build's plugin compiled them into (`BuiltCatalogues`, so a plain
/// `swift build` or `swift run` on a fresh clone is translated too).
enum LocaleFolder {
  static let environmentVariable = "GUESSWORK_LOCALE_DIR"

  /// The first folder with a catalogue in one of `languages` (the player's, most preferred first);
  /// `nil` when none has one (the player reads English, the messages of the sources, then).
  /// Only those languages are looked for: a few `stat`s, not a listing of `share/locale`.
  static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL = DataFolder.executableURL(),
    languages: [String] = Catalogue.playerLanguages(
      languageVariable: ProcessInfo.processInfo.environment["LANGUAGE"]),
    built: String = BuiltCatalogues.folder
  ) -> String? {
    if let override = environment[environmentVariable], !override.isEmpty { return override }
    return candidates(environment: environment, executable: executable, built: built).first {
      holdsCatalogue($0, languages: languages)
    }
  }

  static func candidates(
    environment: [String: String], executable: URL, built: String = BuiltCatalogues.folder
  ) -> [String] {
    if let override = environment[environmentVariable], !override.isEmpty { return [override] }
    let binFolder = executable.deletingLastPathComponent().standardizedFileURL
    var candidates = [binFolder.deletingLastPathComponent().appendingPathComponent("share/locale").path]
    // .build/<triple>/<config>/guesswork: .build/locale two levels up. meson's <builddir>/guesswork
    // (and <builddir>/swiftpm/<triple>/<config>/guesswork): <builddir>/po beside it (four up).
    var folder = binFolder
    for _ in 0..<5 {
      candidates.append(folder.appendingPathComponent("locale").path)
      candidates.append(folder.appendingPathComponent("po").path)
      if folder.path == "/" { break }
      folder = folder.deletingLastPathComponent().standardizedFileURL
    }
    candidates.append(built)
    var seen = Set<String>()
    return candidates.filter { seen.insert($0).inserted }
  }

  /// Whether `folder` has the game's catalogue in one of `languages`.
  static func holdsCatalogue(_ folder: String, languages: [String]) -> Bool {
    languages.contains {
      FileManager.default.fileExists(atPath: "\(folder)/\($0)/LC_MESSAGES/\(Catalogue.domain).mo")
    }
  }
}
