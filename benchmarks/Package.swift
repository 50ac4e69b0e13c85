// swift-tools-version:6.1
// Guesswork's benchmarks: a package of their own, so the main build and `make test` never build the
// benchmark framework. `make bench` (benchmarks/run.sh) runs them with the start-up comparison.
import PackageDescription

/// The game's package, one folder up. A path dependency is known by its folder's name, which is
/// whatever the checkout is called.
let game = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

let package = Package(
  name: "GuessworkBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Engine micro-benchmarks (ordo-one/benchmark): `swift package benchmark` in this folder.
    .executableTarget(
      name: "EngineBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "GuessworkEngine", package: game),
        .product(name: "GuessworkSolver", package: game),
        .product(name: "GuessworkViewModel", package: game),
        .product(name: "GuessworkTestSupport", package: game),
      ],
      path: "Benchmarks/EngineBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Plays hundreds of rounds through the view model and reports memory after 10 and after 200.
    .executableTarget(
      name: "round-soak",
      dependencies: [
        "CMallocInfo",
        .product(name: "GuessworkEngine", package: game),
        .product(name: "GuessworkViewModel", package: game),
        .product(name: "GuessworkTestSupport", package: game),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // A history of up to a million games: the start, the end of a round, memory (`run.sh history`).
    .executableTarget(
      name: "history-bench",
      dependencies: [
        "CMallocInfo",
        .product(name: "GuessworkEngine", package: game),
        .product(name: "GuessworkViewModel", package: game),
        .product(name: "GuessworkTestSupport", package: game),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(name: "CMallocInfo"),
    // The solver: the best opening, reviews, and every answer played (`run.sh solver`).
    .executableTarget(
      name: "solver-bench",
      dependencies: [
        .product(name: "GuessworkEngine", package: game),
        .product(name: "GuessworkSolver", package: game),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ]
)
