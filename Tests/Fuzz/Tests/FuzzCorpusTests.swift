import FoundationEssentials
import GuessworkFuzzTargets
import Testing

/// Every input the fuzzers kept (`Tests/Fuzz/Corpus`, the minimised corpus) and every one that
/// ever broke a property or crashed (`Tests/Fuzz/Regressions`) runs through its target's
/// properties at every `make test`: a finding fixed once stays fixed.
@Suite("Fuzz corpus and regressions")
struct FuzzCorpusTests {
  static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

  /// The inputs under `folder/<target>/`, by target.
  static func inputs(_ folder: String) -> [(target: FuzzTarget, file: URL)] {
    let base = fuzzFolder.appendingPathComponent(folder)
    return FuzzTarget.all.flatMap { target in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent(target.name).path)) ?? []
      return names.sorted().map { (target, base.appendingPathComponent(target.name).appendingPathComponent($0)) }
    }
  }

  static func check(_ inputs: [(target: FuzzTarget, file: URL)]) throws {
    for (target, file) in inputs {
      let data = try Data(contentsOf: file)
      let failures = target.check(data)
      #expect(failures.isEmpty, "\(target.name) \(file.lastPathComponent): \(failures)")
    }
  }

  @Test("Every target has a corpus, and each of its inputs keeps the target's properties")
  func corpus() throws {
    let inputs = Self.inputs("Corpus")
    for target in FuzzTarget.all {
      #expect(inputs.contains { $0.target.name == target.name }, "\(target.name) has no corpus")
    }
    try Self.check(inputs)
  }

  @Test("Every input that once broke a property or crashed now keeps the properties")
  func regressions() throws {
    try Self.check(Self.inputs("Regressions"))
  }
}
