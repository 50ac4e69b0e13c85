/// SplitMix64: a tiny, fast generator whose output depends only on its seed. The daily shuffle uses
/// it so every machine derives the same order from the same list; tests use it for repeatable games.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Array {
  /// A Fisher–Yates shuffle that draws only `UInt64`s from the generator and reduces them itself, so
  /// the order is fixed by the seed alone and not by how the standard library happens to sample.
  func stablyShuffled(using generator: inout some RandomNumberGenerator) -> [Element] {
    var result = self
    var index = result.count - 1
    while index > 0 {
      let other = Int(generator.next() % UInt64(index + 1))
      result.swapAt(index, other)
      index -= 1
    }
    return result
  }
}
