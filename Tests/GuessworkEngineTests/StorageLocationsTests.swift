import Foundation
import Testing

@testable import GuessworkEngine

@Suite("Where files are kept")
struct StorageLocationsTests {
  @Test("XDG_DATA_HOME and XDG_CONFIG_HOME are used when they are absolute paths")
  func xdgVariables() {
    let locations = StorageLocations(environment: [
      "HOME": "/home/ana", "XDG_DATA_HOME": "/srv/data", "XDG_CONFIG_HOME": "/srv/config",
    ])
    #expect(locations.dataFolder.path == "/srv/data/guesswork")
    #expect(locations.configFolder.path == "/srv/config/guesswork")
  }

  @Test("Without XDG variables the folders are ~/.local/share and ~/.config")
  func fallbacks() {
    let locations = StorageLocations(environment: ["HOME": "/home/ana"])
    #expect(locations.dataFolder.path == "/home/ana/.local/share/guesswork")
    #expect(locations.configFolder.path == "/home/ana/.config/guesswork")
  }

  @Test(
    "Relative or empty XDG values are ignored, as the specification says",
    arguments: ["relative/data", "./data", "~/data", ""])
  func relativeIgnored(value: String) {
    let locations = StorageLocations(environment: [
      "HOME": "/home/ana", "XDG_DATA_HOME": value, "XDG_CONFIG_HOME": value,
    ])
    #expect(locations.dataFolder.path == "/home/ana/.local/share/guesswork")
    #expect(locations.configFolder.path == "/home/ana/.config/guesswork")
  }

  @Test("Each variable is read on its own")
  func independent() {
    let locations = StorageLocations(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/etc/xdg-ana"])
    #expect(locations.dataFolder.path == "/home/ana/.local/share/guesswork")
    #expect(locations.configFolder.path == "/etc/xdg-ana/guesswork")
  }

  @Test("Settings in the config folder; history and rounds in the data folder")
  func fileNames() {
    let locations = StorageLocations(environment: ["HOME": "/home/ana"])
    #expect(locations.settingsFile.path == "/home/ana/.config/guesswork/settings.json")
    #expect(locations.historyFile.path == "/home/ana/.local/share/guesswork/history.jsonl")
    #expect(
      locations.roundFile(.daily(number: 3, day: day("2026-01-03")), .spanish).path
        == "/home/ana/.local/share/guesswork/rounds/daily-es.json")
    #expect(locations.roundFile(.archive(number: 3, day: day("2026-01-03")), .english).lastPathComponent == "archive-2026-01-03-en.json")
    #expect(locations.roundFile(.unlimited, .english).lastPathComponent == "unlimited-en.json")
    #expect(locations.roundFile(.custom, .english).lastPathComponent == "custom-en.json")
  }
}
