import Foundation

extension ChildProcess {
  /// The built game (beside the test bundle) run with `arguments` as a player runs it from a
  /// terminal: no display, its word lists from `data`, in `home`'s folders when given, with
  /// `extra` added to the environment. The `…CommandTests` all start it this way.
  static func runGame(
    _ arguments: [String], data: URL = GameHarness.dataFolder, home: URL? = nil,
    extra: [String: String] = [:]
  ) throws -> Result {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("guesswork")
    var environment = ProcessInfo.processInfo.environment
    environment["GUESSWORK_DATA_DIR"] = data.path
    if let home {
      environment["HOME"] = home.path
      environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
      environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
    }
    environment.removeValue(forKey: "DISPLAY")
    environment.removeValue(forKey: "WAYLAND_DISPLAY")
    environment.merge(extra) { $1 }
    return try run(binary.path, arguments, environment: environment)
  }
}
