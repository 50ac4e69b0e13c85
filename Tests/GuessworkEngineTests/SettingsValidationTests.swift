import Foundation
import GuessworkTestSupport
import Testing

@testable import GuessworkEngine

/// The table of preferences (`SettingsField`) and the `Settings` type stay in step: every key the
/// game writes is checked on reading, and every required key is one the game always writes.
@Suite("Checking preferences")
struct SettingsValidationTests {
  /// Every preference set away from its default, so every key is written.
  var everythingSet: Settings {
    var settings = Settings()
    settings.theme = .dark
    settings.hardMode = true
    settings.highContrast = true
    settings.language = .spanish
    settings.mode = .unlimited
    settings.windowWidth = 640
    settings.windowHeight = 900
    settings.windowMaximized = true
    settings.helpShown = true
    settings.roundLength = 6
    settings.interfaceLanguage = .portuguese
    settings.kind = .fourInSequence
    return settings
  }

  func keys(_ settings: Settings) throws -> Set<String> {
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(settings))
    return Set(try #require(object as? [String: Any]).keys)
  }

  @Test("The table has exactly the keys the game writes")
  func tableMatchesKeys() throws {
    #expect(Set(SettingsField.all.map(\.key)) == (try keys(everythingSet)))
  }

  @Test("Every preference marked always written is written even at its default")
  func alwaysWritten() throws {
    let written = try keys(Settings())
    for field in SettingsField.all where field.alwaysWritten {
      #expect(written.contains(field.key), "\(field.key)")
    }
  }

  @Test("A hand-written file with a few preferences is sound; the rest take their defaults")
  func handWritten() throws {
    let checked = CheckedSettings(try #require(JSONValue.object(in: Data(#"{"format":1,"theme":"dark"}"#.utf8))))
    #expect(checked.isSound)
    #expect(checked.settings.theme == .dark && !checked.settings.hardMode)
  }

  @Test("Each preference refuses a value of another kind and takes its own")
  func eachFieldChecked() throws {
    let data = try JSONEncoder().encode(everythingSet)
    let object = try #require(JSONValue.object(in: data))
    #expect(CheckedSettings(object).settings == everythingSet)
    #expect(CheckedSettings(object).isSound)
    for field in SettingsField.all {
      for wrong: JSONValue in [.null, .string("x"), .int(-1), .number(0.5), .array([]), .object([:])] {
        var damaged = object
        damaged[field.key] = wrong
        let checked = CheckedSettings(damaged)
        #expect(checked.damagedNames == [field.preference], "\(field.key) = \(wrong)")
      }
    }
  }

  @Test("The interface language is read before the game starts: from a sound file, a cut one, or none")
  func interfaceLanguageReadEarly() throws {
    func read(_ text: String?) -> InterfaceLanguage? {
      let files = InMemoryFiles()
      if let text { files[testLocations.settingsFile.path] = Data(text.utf8) }
      return Storage.savedInterfaceLanguage(locations: testLocations, fileSystem: files.fileSystem)
    }
    #expect(read(#"{"format":1,"interfaceLanguage":"pt_BR","theme":"dark"}"#) == .portuguese)
    // Cut short after the field: its complete fields still say it.
    #expect(read(#"{"format":1,"interfaceLanguage":"de","windowWi"#) == .german)
    for nothing in [nil, "", #"{"format":1}"#, #"{"interfaceLanguage":"klingon"}"#, #"{"interfaceLanguage":7}"#, "\u{0}\u{FF}"] {
      #expect(read(nothing) == nil, "\(String(describing: nothing))")
    }
    // Not read past 64 KB: a huge file's first bytes decide.
    #expect(read(#"{"format":1,"interfaceLanguage":"it","#) == .italian)
    #expect(read(String(repeating: " ", count: 70_000) + #"{"interfaceLanguage":"it"}"#) == nil)
  }
}
