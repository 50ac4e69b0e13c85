/// What the build was configured as. `meson -Dprofile=development` compiles with
/// `-Xswiftc -DGUESSWORK_DEVEL`, giving the app its own ID (so it installs beside a release build)
/// and a "devel" style.
enum BuildProfile {
  #if GUESSWORK_DEVEL
    static let applicationID = "io.github.guesswork.Guesswork.Devel"
    static let isDevelopment = true
  #else
    static let applicationID = "io.github.guesswork.Guesswork"
    static let isDevelopment = false
  #endif
  static let version = "0.1.0"
}
