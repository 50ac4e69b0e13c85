import FoundationEssentials
import GuessworkEngine
import GuessworkTestSupport

/// Files in memory and the game's storage over them, as at a start of the game: each `storage()`
/// is a new start over the same files (a restart), at a fixed moment.
struct FuzzWorld {
  static let locations = StorageLocations(
    dataFolder: URL(fileURLWithPath: "/fuzz/data/guesswork"),
    configFolder: URL(fileURLWithPath: "/fuzz/config/guesswork"))
  /// 1 June 2026, 12:00 UTC: after the first daily puzzle, so daily records of every number so far
  /// are possible.
  static let now = Date(timeIntervalSince1970: 1_780_315_200)

  let files = InMemoryFiles()

  init(_ contents: [String: Data]) {
    for (path, data) in contents { files[path] = data }
    files.now = { FuzzWorld.now }
  }

  func storage() -> Storage {
    Storage(locations: FuzzWorld.locations, fileSystem: files.fileSystem, clock: { FuzzWorld.now })
  }

  /// Every file's bytes, by path.
  var contents: [String: Data] {
    Dictionary(uniqueKeysWithValues: files.paths.compactMap { path in files[path].map { (path, $0) } })
  }

  /// Whether `data` is still there byte for byte, in place or in a copy set aside.
  func keeps(_ data: Data) -> Bool { files.paths.contains { files[$0] == data } }
}

extension [String] {
  /// Notes a failed property.
  mutating func expect(_ holds: Bool, _ failure: @autoclosure () -> String) {
    if !holds { append(failure()) }
  }
}

/// The notices that say a file was damaged, each with the copy it was set aside as.
func setAsideCopies(_ notices: [StorageNotice]) -> [(file: String, copy: String?)] {
  notices.compactMap { notice in
    if case .damaged(let file, let copy, _) = notice { return (file, copy) }
    return nil
  }
}
