import FoundationEssentials

/// One reader of outside bytes and the properties every input must keep there: not only that
/// reading it survives, but that what is accepted reads back equal once written, and that a damaged
/// file loses nothing it held intact. `check` returns what went wrong (empty: all held), so the
/// fuzzer stops at a broken property as at a crash, and a saved input becomes a test that says why.
public struct FuzzTarget: Sendable {
  /// The name `make fuzz` and the corpus folders use (`Tests/Fuzz/Corpus/<name>`).
  public let name: String
  /// What it reads, for `guesswork-fuzz --list`.
  public let reads: String
  private let body: @Sendable (Data, inout [String]) -> Void

  init(_ name: String, reads: String, _ body: @escaping @Sendable (Data, inout [String]) -> Void) {
    self.name = name
    self.reads = reads
    self.body = body
  }

  /// The properties that failed on `input`, each as a sentence.
  public func check(_ input: Data) -> [String] {
    var failures: [String] = []
    body(input, &failures)
    return failures
  }

  public static let all: [FuzzTarget] = [
    .historyFile, .historyLine, .historyTail, .roundFile, .settingsFile, .challenge,
    .wordList, .meanings, .commandLine,
  ]

  public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}

/// The first byte of an input chooses among `choices` (the rest is the reader's bytes), so one
/// target covers every kind of a file without a target each.
func split<Choice>(_ input: Data, _ choices: [Choice]) -> (Choice, Data) {
  guard let first = input.first else { return (choices[0], Data()) }
  return (choices[Int(first) % choices.count], input.dropFirst())
}
