import Foundation
import PackagePlugin

/// Compiles the GResource bundle (`data/guesswork.gresource.xml`: the style sheet, the icons, the
/// metainfo) into the game at every build, SwiftPM's or meson's (which runs SwiftPM): the one
/// output is a Swift file holding the bundle's bytes (`BuiltResources.bytes`), written by
/// `tools/compile-resources.sh`, which runs again whenever one of the bundle's files changes.
@main
struct CompileResources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let data = package.appending(path: "data")
    let manifest = data.appending(path: "guesswork.gresource.xml")
    let script = package.appending(path: "tools/compile-resources.sh")
    // The files the manifest names, so a change to any of them compiles the bundle again.
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let files = text.components(separatedBy: "<file").dropFirst().compactMap { entry -> URL? in
      guard let close = entry.firstIndex(of: ">"), let end = entry.range(of: "</file>") else { return nil }
      let name = entry[entry.index(after: close)..<end.lowerBound].trimmingCharacters(in: .whitespaces)
      return data.appending(path: name)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "BuiltResources.swift")
    return [
      .buildCommand(
        displayName: "Compiling the GResource bundle",
        executable: URL(filePath: "/bin/sh"),
        arguments: [script.path(), output.path()],
        inputFiles: [script, manifest] + files,
        outputFiles: [output]
      )
    ]
  }
}
