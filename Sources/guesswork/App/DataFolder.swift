import Foundation

/// Finds the folder with the word lists and the style sheet.
///
/// In order: `$GUESSWORK_DATA_DIR`; `<prefix>/share/guesswork` beside an installed binary
/// (`<prefix>/bin/guesswork`); the `data` folder of the source tree the binary was built in
/// (`.build/<config>/guesswork`, as `make run` uses it).
enum DataFolder {
  struct NotFound: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
      "Guesswork cannot find its data (word lists and style). It looked in:\n"
        + searched.map { "  \($0)" }.joined(separator: "\n")
    }
  }

  static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL = executableURL()
  ) -> Result<URL, NotFound> {
    var candidates: [URL] = []
    if let override = environment["GUESSWORK_DATA_DIR"], !override.isEmpty {
      candidates.append(URL(fileURLWithPath: override, isDirectory: true))
    }
    let binFolder = executable.deletingLastPathComponent()
    candidates.append(binFolder.deletingLastPathComponent().appendingPathComponent("share/guesswork"))
    var folder = binFolder
    for _ in 0..<4 {
      folder = folder.deletingLastPathComponent()
      candidates.append(folder.appendingPathComponent("data"))
    }
    for candidate in candidates where isDataFolder(candidate) {
      return .success(candidate.standardizedFileURL)
    }
    return .failure(NotFound(searched: candidates.map { $0.standardizedFileURL.path }))
  }

  static func isDataFolder(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("style.css").path)
      && FileManager.default.fileExists(atPath: folder.appendingPathComponent("words").path)
  }

  static func executableURL() -> URL {
    let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: path)
  }
}
