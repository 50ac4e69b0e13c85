/// What the build was configured as. `meson -Dprofile=development` compiles with
/// `-Xswiftc -DGUESSWORK_DEVEL`, giving the app its own ID, binary name and data folder (so it
/// installs beside a release build, even in the same prefix) and a "devel" style.
enum BuildProfile {
  #if GUESSWORK_DEVEL
    static let applicationID = "io.github.guesswork.Guesswork.Devel"
    static let isDevelopment = true
    /// The folder under `<prefix>/share` that holds the word lists.
    static let dataFolderName = "guesswork-devel"
  #else
    static let applicationID = "io.github.guesswork.Guesswork"
    static let isDevelopment = false
    /// The folder under `<prefix>/share` that holds the word lists.
    static let dataFolderName = "guesswork"
  #endif
  /// The newest release in the AppStream metainfo compiled into the game (`ReleaseNotes`): the one
  /// place a version is written (meson.build checks its project version against it).
  @MainActor static var version: String {
    guard (try? GameResources.register()) != nil, let notes = ReleaseNotes.latest() else {
      return "unknown"
    }
    return notes.version
  }
}
