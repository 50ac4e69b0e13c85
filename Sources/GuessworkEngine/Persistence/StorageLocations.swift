import FoundationEssentials

/// Where Guesswork keeps its files, following the XDG base directory rules:
/// settings in `$XDG_CONFIG_HOME/guesswork` (default `~/.config/guesswork`), rounds and history in
/// `$XDG_DATA_HOME/guesswork` (default `~/.local/share/guesswork`).
public struct StorageLocations: Hashable, Sendable {
  public let dataFolder: URL
  public let configFolder: URL

  public init(dataFolder: URL, configFolder: URL) {
    self.dataFolder = dataFolder
    self.configFolder = configFolder
  }

  /// The folders for an environment; relative XDG paths are ignored, as the specification says.
  public init(environment: [String: String]) {
    let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/")
    func base(_ variable: String, _ fallback: String) -> URL {
      if let value = environment[variable], value.hasPrefix("/") {
        return URL(fileURLWithPath: value, isDirectory: true)
      }
      return home.appendingPathComponent(fallback, isDirectory: true)
    }
    dataFolder = base("XDG_DATA_HOME", ".local/share").appendingPathComponent("guesswork")
    configFolder = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("guesswork")
  }

  public var settingsFile: URL { configFolder.appendingPathComponent("settings.json") }
  public var historyFile: URL { dataFolder.appendingPathComponent("history.jsonl") }

  /// The saved round of one kind and language, e.g. `rounds/daily-en.json`.
  /// `rounds/unlimited-en.json`; a round of another length than five has a slot of its own,
  /// `rounds/unlimited-6-en.json`, so each length keeps its round and an older game, which knows
  /// five letters only, never opens one.
  /// Rounds of several boards have slots of their own too: `rounds/daily-4boards-en.json`.
  public func roundFile(
    _ puzzle: Puzzle, _ language: Language, length: Int = Word.standardLength, kind: RoundKind = .single
  ) -> URL {
    let slot =
      puzzle.slotName + kind.slotSuffix + (length == Word.standardLength ? "" : "-\(length)")
    return dataFolder.appendingPathComponent("rounds", isDirectory: true)
      .appendingPathComponent("\(slot)-\(language.rawValue).json")
  }
}
