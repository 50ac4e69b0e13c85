import Dispatch
import FoundationEssentials

/// The preferences file: read field by field, so one damaged value costs only itself
/// (`completeFields` salvages the sound ones from a cut or garbled file).
extension Storage {
  /// The preferences, each checked (`SettingsField`): a damaged, missing or unknown one is named,
  /// the file set aside and the sound ones written back.
  public func loadSettings() -> Settings {
    let settings = readSettings()
    // What this process holds from now on: its saves write what it changes from these.
    lock.withLock { _ in settingsAsKnown = settings }
    return settings
  }

  private func readSettings() -> Settings {
    let file = locations.settingsFile
    guard let data = read(file, limit: Storage.smallFileLimit), !isNewer(data, file) else { return Settings() }
    // Longer than any preferences can be: only its complete fields at the start are kept.
    guard data.count <= Storage.smallFileLimit, let object = JSONValue.object(in: data),
      object["format"]?.int == Storage.settingsFormat
    else {
      // Cut short (a full disk, a crash of another program writing it): keep every complete field.
      if let salvaged = Storage.completeFields(of: data).flatMap(JSONValue.object(in:)),
        salvaged["format"]?.int == Storage.settingsFormat
      {
        // Repeated keys are damage here too, as in every save's merge (`mergedSettings`): the
        // start and the file written back must agree on every value.
        let checked = CheckedSettings(salvaged, checkMissing: false, repeatedKeys: Storage.repeatedKeys(in: data))
        if salvaged.keys.contains(where: { $0 != "format" }) {
          moveAside(file, .settingsCutShort)
          save(checked.settings)
          return checked.settings
        }
      }
      moveAside(file, .settingsUnreadable)
      return Settings()
    }
    let checked = CheckedSettings(object, repeatedKeys: Storage.repeatedKeys(in: data))
    guard checked.isSound else {
      if checked.damagedNames.isEmpty {
        moveAside(file, .settingsUnknown(keys: checked.unknownKeys))
      } else {
        moveAside(file, .settingsDamaged(checked.damagedNames))
      }
      save(checked.settings)
      return checked.settings
    }
    readCleanly(file)
    return checked.settings
  }

  /// The interface language the preferences name, read before anything else of the player's (the
  /// messages' language is set before the first message): the first 64 KB of the file, its
  /// complete fields if it was cut short; nothing is moved aside or written here (`loadSettings`
  /// does that once the game starts), and a file that is no regular file is not read.
  public static func savedInterfaceLanguage(
    locations: StorageLocations, fileSystem: FileSystem = .live
  ) -> InterfaceLanguage? {
    savedField("interfaceLanguage", locations: locations, fileSystem: fileSystem)?.named()
  }

  /// The language of the words the preferences name (the one the player plays), read as
  /// `savedInterfaceLanguage` reads its own: for the command line, which touches no file.
  public static func savedWordLanguage(
    locations: StorageLocations, fileSystem: FileSystem = .live
  ) -> Language? {
    savedField("language", locations: locations, fileSystem: fileSystem)?.named()
  }

  /// One field of the preferences, read without touching the file (the first 64 KB, its complete
  /// fields if it was cut short; a file that is no regular file is not read).
  private static func savedField(
    _ key: String, locations: StorageLocations, fileSystem: FileSystem
  ) -> JSONValue? {
    guard let slice = try? fileSystem.readRange(locations.settingsFile, 0, 65_536) else { return nil }
    let object =
      JSONValue.object(in: slice.data) ?? completeFields(of: slice.data).flatMap(JSONValue.object(in:))
    return object?[key]
  }

  /// Saves the preferences this process changed since it read or last saved them; the others
  /// stay as the file has them, which another game running at once may have changed (a French
  /// challenge there must not turn back to English when this game saves its window's size).
  public func save(_ settings: Settings) {
    lock.withLock { _ in
      let changed = SettingsField.all.filter { $0.differs(settingsAsKnown, settings) }.map(\.key)
      settingsChanges.formUnion(changed)
      settingsAsKnown = settings
    }
    write(Versioned(format: Storage.settingsFormat, value: settings), to: locations.settingsFile)
  }

  /// Writes this process's changed preferences onto the file as it is now: read, changed and
  /// replaced under the preferences' lock (`.settings.json.lock`, waited for as the history's), so
  /// two games saving at the same moment do not each write over the other's change. A write that
  /// fails keeps its changes for the next one.
  func writeSettings() throws {
    let file = locations.settingsFile
    let lockFile = file.deletingLastPathComponent().appendingPathComponent(".settings.json.lock")
    let (mine, changed) = lock.withLock { _ in
      defer { settingsChanges = [] }
      return (settingsAsKnown, settingsChanges)
    }
    do {
      try fileSystem.withLock(lockFile) { [self] in
        // Bounded as the start's read is: past the limit the file holds nothing to keep.
        let read = try fileSystem.readRange(file, 0, Storage.smallFileLimit + 1)?.data
        let onDisk = read.flatMap { $0.count > Storage.smallFileLimit ? nil : $0 }
        guard let merged = try mergedSettings(mine, changed, onto: onDisk), merged != onDisk else { return }
        try fileSystem.writeAtomically(merged, file)
      }
    } catch {
      lock.withLock { _ in settingsChanges.formUnion(changed) }
      throw error
    }
  }

  /// The preferences file with this process's changed preferences (`changed`, by key) over what
  /// the file holds; all of `mine` when the file is gone or holds no preferences this version
  /// reads. `nil` when a newer game wrote it meanwhile: it is not written over.
  func mergedSettings(_ mine: Settings, _ changed: Set<String>, onto data: Data?) throws -> Data? {
    var settings = mine
    if let data {
      let object =
        JSONValue.object(in: data) ?? Storage.completeFields(of: data).flatMap(JSONValue.object(in:))
      let format = object?["format"]?.int
      if let format, format > Storage.settingsFormat {
        refuseNewer(locations.settingsFile)
        return nil
      }
      if let object, format == Storage.settingsFormat {
        // A key written twice is damage, as the start reads it: neither value is kept (the
        // fuzzer found a repair writing back the value the start had refused).
        settings = CheckedSettings(object, checkMissing: false, repeatedKeys: Storage.repeatedKeys(in: data)).settings
        for field in SettingsField.all where changed.contains(field.key) { field.copy(mine, &settings) }
      }
    }
    return try encoder.encode(Versioned(format: Storage.settingsFormat, value: settings))
  }

  /// The `"key": value` pairs of a flat JSON object that are complete (followed by `,` or `}`), as
  /// a JSON object of their own: what can be trusted in a file that was cut short.
  static func completeFields(of data: Data) -> Data? {
    let bytes = [UInt8](data)
    var pairs: [String] = []
    var position = 0
    while position < bytes.count {
      if let (key, value, end) = completeField(in: bytes, at: position) {
        pairs.append("\"\(key)\":\(value)")
        position = end
      } else {
        position += 1
      }
    }
    guard !pairs.isEmpty else { return nil }
    return Data(("{" + pairs.joined(separator: ",") + "}").utf8)
  }

  /// The keys a flat JSON object holds more than once (JSON's decoder keeps one of the values and
  /// says nothing).
  static func repeatedKeys(in data: Data) -> Set<String> {
    let bytes = [UInt8](data)
    var seen: Set<String> = []
    var repeated: Set<String> = []
    var position = 0
    while position < bytes.count {
      if let (key, _, end) = completeField(in: bytes, at: position) {
        if !seen.insert(key).inserted { repeated.insert(key) }
        position = end
      } else {
        position += 1
      }
    }
    return repeated
  }

  /// The `"key": value` pair starting at `start`, followed by `,` or `}` (after blanks): its key,
  /// its value's text, and where the pair ends (before the blanks and the `,` or `}`). Keys are
  /// letters; values a string, a number, `true`, `false` or `null`.
  static func completeField(in bytes: [UInt8], at start: Int) -> (String, String, Int)? {
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    func isLetter(_ byte: UInt8) -> Bool {
      (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    func skipBlanks(_ index: inout Int) {
      while index < bytes.count, isBlank(bytes[index]) { index += 1 }
    }
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    var index = start
    guard index < bytes.count, bytes[index] == quote else { return nil }
    index += 1
    let keyStart = index
    while index < bytes.count, isLetter(bytes[index]) { index += 1 }
    guard index > keyStart, index < bytes.count, bytes[index] == quote else { return nil }
    let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
    index += 1
    skipBlanks(&index)
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    skipBlanks(&index)
    let valueStart = index
    guard index < bytes.count else { return nil }
    if bytes[index] == quote {
      index += 1
      while index < bytes.count, bytes[index] != quote {
        if bytes[index] == backslash {
          // An escape takes the next character, which may not end the line.
          guard index + 1 < bytes.count, bytes[index + 1] != 0x0A, bytes[index + 1] != 0x0D
          else { return nil }
          index += 1
        }
        index += 1
      }
      guard index < bytes.count else { return nil }
      index += 1
    } else if bytes[index] == UInt8(ascii: "-") || isDigit(bytes[index]) {
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let digits = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      guard index > digits else { return nil }
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
        index += 1
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      }
    } else {
      let words = ["true", "false", "null"]
      guard let word = words.first(where: { bytes[index...].starts(with: $0.utf8) }) else {
        return nil
      }
      index += word.utf8.count
    }
    let valueEnd = index
    skipBlanks(&index)
    guard index < bytes.count, [UInt8(ascii: ","), UInt8(ascii: "}")].contains(bytes[index]) else {
      return nil
    }
    return (key, String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self), valueEnd)
  }
}
