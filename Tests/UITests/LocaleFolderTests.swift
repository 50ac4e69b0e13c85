import Foundation
import XCTest

@testable import guesswork

/// Where the game looks for its compiled translations: beside an installed binary, in the source
/// tree's .build/locale, in a meson build folder, where the build plugin compiled them; only for the
/// player's own languages.
final class LocaleFolderTests: GuessworkTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("guesswork-locale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try FileManager.default.removeItem(at: root) }

  private func catalogue(_ folder: String, _ language: String) throws {
    let messages = root.appendingPathComponent(folder).appendingPathComponent("\(language)/LC_MESSAGES")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    XCTAssertTrue(
      FileManager.default.createFile(
        atPath: messages.appendingPathComponent("guesswork.mo").path, contents: Data()))
  }

  func testAnInstalledGameReadsShareLocale() throws {
    try catalogue("prefix/share/locale", "es")
    let binary = root.appendingPathComponent("prefix/bin/guesswork")
    XCTAssertEqual(
      LocaleFolder.locate(environment: [:], executable: binary, languages: ["es_ES", "es"]),
      root.appendingPathComponent("prefix/share/locale").path)
  }

  func testTheSourceTreeReadsBuildLocale() throws {
    try catalogue("tree/.build/locale", "es")
    let binary = root.appendingPathComponent("tree/.build/x86_64-unknown-linux-gnu/release/guesswork")
    XCTAssertEqual(
      LocaleFolder.locate(environment: [:], executable: binary, languages: ["es"]),
      root.appendingPathComponent("tree/.build/locale").path)
  }

  func testAMesonBuildFolderReadsItsPoFolder() throws {
    try catalogue("builddir/po", "es")
    XCTAssertEqual(
      LocaleFolder.locate(environment: [:], executable: root.appendingPathComponent("builddir/guesswork"), languages: ["es"]),
      root.appendingPathComponent("builddir/po").path)
  }

  func testAPlainSwiftBuildReadsWhatItsPluginCompiled() throws {
    try catalogue("scratch/plugins/outputs/locale", "es")
    let binary = root.appendingPathComponent("elsewhere/bin/guesswork")
    let built = root.appendingPathComponent("scratch/plugins/outputs/locale").path
    XCTAssertEqual(
      LocaleFolder.locate(environment: [:], executable: binary, languages: ["es"], built: built), built)
    XCTAssertTrue(
      LocaleFolder.holdsCatalogue(BuiltCatalogues.folder, languages: ["es"]),
      "this build's own catalogues, compiled by the CompileCatalogues plugin")
  }

  func testNoCatalogueForThePlayersLanguagesMeansNoFolder() throws {
    try catalogue("tree/.build/locale", "es")
    let binary = root.appendingPathComponent("tree/.build/x86_64-unknown-linux-gnu/debug/guesswork")
    // Japanese: a language Guesswork has no catalogue for (any folder found would be wrong).
    XCTAssertNil(LocaleFolder.locate(environment: [:], executable: binary, languages: ["ja_JP", "ja"]))
    XCTAssertNil(LocaleFolder.locate(environment: [:], executable: binary, languages: []), "the C locale")
  }

  func testTheEnvironmentOverrides() {
    XCTAssertEqual(
      LocaleFolder.locate(environment: ["GUESSWORK_LOCALE_DIR": "/elsewhere"], executable: root, languages: ["es"]),
      "/elsewhere")
  }
}
