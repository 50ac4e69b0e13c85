import Foundation
import PackagePlugin

/// Compiles the translations (`po/<lang>.po`) as part of every build of the game, so that a plain
/// `swift build`, `swift run` or `swift test` on a fresh clone speaks the player's language, as
/// `make` and meson builds do.
///
/// SwiftPM would treat compiled catalogues declared as outputs as resources, and resources need
/// Foundation's `Bundle` (the game loads only FoundationEssentials). So the one declared output is
/// a Swift file naming the folder the catalogues were compiled into
/// (`BuiltCatalogues.folder`), found by `LocaleFolder`; the `.mo` files are written beside it by
/// the same command (`tools/compile-catalogues.sh`), which runs again whenever a `.po` changes.
@main
struct CompileCatalogues: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let work = context.pluginWorkDirectoryURL
    let po = package.appending(path: "po")
    // po/LINGUAS names the languages, one per line ('#' starts a comment).
    let linguas = po.appending(path: "LINGUAS")
    let languages = try String(contentsOf: linguas, encoding: .utf8)
      .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    let script = package.appending(path: "tools/compile-catalogues.sh")
    return [
      .buildCommand(
        displayName: "Compiling the message catalogues",
        executable: URL(filePath: "/bin/sh"),
        arguments: [
          script.path(), work.appending(path: "locale").path(),
          "--swift", work.appending(path: "BuiltCatalogues.swift").path(),
        ],
        inputFiles: [script, linguas] + languages.map { po.appending(path: "\($0).po") },
        outputFiles: [work.appending(path: "BuiltCatalogues.swift")]
      )
    ]
  }
}
