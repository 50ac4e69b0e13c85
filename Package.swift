// swift-tools-version:6.0
// Guesswork: a Wordle-style word game for the GNOME desktop.
import PackageDescription

/// Every target uses the Swift 6 language mode (complete concurrency checking): GTK code is
/// `@MainActor`, and GLib's callbacks enter the main actor explicitly (GtkBridge's `SignalShape`,
/// `MainLoop`).

let package = Package(
  name: "Guesswork",
  products: [
    .executable(name: "guesswork", targets: ["guesswork"]),
    // For benchmarks/, a package of its own that depends on this one by path.
    .library(name: "GuessworkEngine", targets: ["GuessworkEngine"]),
    .library(name: "GuessworkViewModel", targets: ["GuessworkViewModel"]),
    .library(name: "GuessworkSolver", targets: ["GuessworkSolver"]),
    .library(name: "GuessworkTestSupport", targets: ["GuessworkTestSupport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1")
  ],
  targets: [
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    // libadwaita 1.2 (GNOME's widgets and style): a module of its own beside GTK's.
    .systemLibrary(
      name: "CAdwaita",
      pkgConfig: "libadwaita-1",
      providers: [.apt(["libadwaita-1-dev"])]
    ),
    .target(name: "GtkBridge", dependencies: ["CGtk", "CAdwaita"]),
    // glibc's gettext and locale data (part of the C library: no package, nothing to link).
    .systemLibrary(name: "CGettext"),
    // Messages in the player's language (gettext), placeholders and locale numbers; no GTK, no
    // Foundation, so the view model can use it.
    .target(name: "Localization", dependencies: ["CGettext"]),
    .target(name: "GuessworkEngine"),
    .target(
      name: "GuessworkViewModel",
      dependencies: ["GuessworkEngine", "GuessworkSolver", "Localization"]
    ),
    // The solver and the game review: pure Swift over the engine, no GTK.
    // Optimised in debug builds too: the tests and the UI tests review real rounds, which take
    // seconds unoptimised and milliseconds optimised.
    .target(
      name: "GuessworkSolver", dependencies: ["GuessworkEngine"],
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
    ),
    // Compiles po/*.po at every build, so plain `swift build` / `swift test` find the catalogues.
    .plugin(name: "CompileCatalogues", capability: .buildTool()),
    // Compiles data/guesswork.gresource.xml into the game (style sheet, icons, metainfo).
    .plugin(name: "CompileResources", capability: .buildTool()),
    // The command line, read before GTK starts: no GTK, so its fuzz target needs no display.
    .target(
      name: "GuessworkCommandLine", dependencies: ["GuessworkEngine", "GuessworkViewModel", "Localization"]
    ),
    .executableTarget(
      name: "guesswork",
      dependencies: [
        "CGtk", "CAdwaita", "GtkBridge", "GuessworkCommandLine", "GuessworkEngine", "GuessworkSolver",
        "GuessworkViewModel", "Localization",
      ],
      plugins: ["CompileCatalogues", "CompileResources"]
    ),
    // tools/make-openings.sh: computes the review's openings the game ships (`ShippedOpening`).
    .executableTarget(
      name: "make-openings", dependencies: ["GuessworkEngine", "GuessworkSolver"],
      path: "tools/make-openings"
    ),
    // What the tests and benchmarks put in place of the disk and the clock (files in memory, a
    // scheduler whose time moves when told): never linked into the game.
    .target(
      name: "GuessworkTestSupport", dependencies: ["GuessworkEngine", "GuessworkViewModel"],
      path: "Tests/TestSupport"
    ),
    // The readers' fuzz targets (Tests/Fuzz): the properties each input must keep, as a library
    // the regression tests run, and the driver `make fuzz` builds with libFuzzer
    // (`-DGUESSWORK_LIBFUZZER`; a plain build runs saved inputs through them instead).
    .target(
      name: "GuessworkFuzzTargets", dependencies: ["GuessworkCommandLine", "GuessworkEngine", "GuessworkTestSupport"],
      path: "Tests/Fuzz/Targets"
    ),
    .executableTarget(
      name: "guesswork-fuzz", dependencies: ["GuessworkFuzzTargets"], path: "Tests/Fuzz/Driver"
    ),
    .testTarget(
      name: "GuessworkFuzzTests", dependencies: ["GuessworkFuzzTargets"], path: "Tests/Fuzz/Tests"
    ),
    .testTarget(
      name: "GuessworkEngineTests",
      dependencies: [
        "GuessworkEngine", "GuessworkTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "GuessworkViewModelTests",
      dependencies: ["GuessworkViewModel", "GuessworkSolver", "Localization", "GuessworkTestSupport"]
    ),
    .testTarget(
      name: "GuessworkSolverTests",
      dependencies: [
        "GuessworkSolver", "GuessworkEngine",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The real window in this process, under a display (skipped without one); XCTest, because GTK
    // must be driven from the main thread, one test at a time.
    .testTarget(
      name: "GuessworkUITests",
      dependencies: [
        "guesswork", "CGtk", "CAdwaita", "GtkBridge", "GuessworkCommandLine", "GuessworkEngine", "GuessworkViewModel", "Localization",
        "GuessworkTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/UITests"
    ),
  ]
)
