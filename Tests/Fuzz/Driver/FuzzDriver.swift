import FoundationEssentials
import GuessworkFuzzTargets

#if canImport(Glibc)
  import Glibc
#endif

/// The fuzz targets' driver. Built by `make fuzz` with libFuzzer (`-DGUESSWORK_LIBFUZZER`): the
/// target named by `GUESSWORK_FUZZ_TARGET` gets every input, and a property that fails stops the
/// fuzzer as a crash does, with the input saved. Built plainly (`swift build`): runs saved inputs
/// through a target, `guesswork-fuzz TARGET FILE...`, to see a finding again; `--list` names the
/// targets.

/// A line on standard error (unbuffered: the fuzzer may stop the process right after).
func printError(_ line: String) {
  let text = line + "\n"
  _ = text.withCString { write(2, $0, strlen($0)) }
}

/// Runs `target` on one input: prints each failed property, and says whether all held.
func run(_ target: FuzzTarget, _ input: Data) -> Bool {
  let failures = target.check(input)
  for failure in failures {
    printError("\(target.name): \(failure)")
  }
  return failures.isEmpty
}

/// Writes the files the game writes, as `FOLDER/<target>/seed-N`.
func writeSeeds(to folder: String) {
  for (name, seeds) in FuzzSeeds.all() {
    let target = URL(fileURLWithPath: folder).appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      for (index, seed) in seeds.enumerated() {
        try seed.write(to: target.appendingPathComponent("seed-\(index + 1)"))
      }
    } catch {
      printError("\(target.path): \(error)")
      exit(1)
    }
  }
}

#if GUESSWORK_LIBFUZZER
  nonisolated(unsafe) var chosen: FuzzTarget?

  @_cdecl("LLVMFuzzerInitialize")
  public func initialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
  ) -> CInt {
    let name = getenv("GUESSWORK_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget.named(name) else {
      printError("GUESSWORK_FUZZ_TARGET must name a target: \(FuzzTarget.all.map(\.name).joined(separator: ", "))")
      exit(2)
    }
    chosen = target
    return 0
  }

  @_cdecl("LLVMFuzzerTestOneInput")
  public func testOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = start.map { Data(bytes: $0, count: count) } ?? Data()
    if !run(chosen!, input) { abort() }
    return 0
  }
#else
  @main
  struct FuzzDriver {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      if arguments == ["--list"] {
        for target in FuzzTarget.all { print("\(target.name)\t\(target.reads)") }
        return
      }
      if arguments.count == 2, arguments[0] == "--seeds" {
        writeSeeds(to: arguments[1])
        return
      }
      guard let name = arguments.first, let target = FuzzTarget.named(name) else {
        printError("usage: guesswork-fuzz TARGET FILE... | --list | --seeds FOLDER")
        exit(2)
      }
      var held = true
      for path in arguments.dropFirst() {
        guard let file = fopen(path, "rb") else {
          printError("\(path): cannot be read")
          exit(2)
        }
        var input = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { input.append(contentsOf: buffer[..<count]) }
        fclose(file)
        held = run(target, input) && held
      }
      exit(held ? 0 : 1)
    }
  }
#endif
