import Dispatch
import FoundationEssentials
import GuessworkEngine

/// The pattern of every guess against every word of a candidate list, as one flat array of
/// two-byte codes (row = guess, column = candidate): the solver's inner loops are then a load and
/// an increment. Every word has the same length.
///
/// 11,504 English guesses × 2,300 answers is 53 MB, built on both cores in a few hundred
/// milliseconds. A review builds small tables instead (every guess × the words still possible).
public struct PatternTable: Sendable {
  public let guesses: [Word]
  public let columns: [Word]
  /// `codes[guess * columns.count + column]`.
  public let codes: [UInt16]
  /// The words' length, and how many patterns a row can show (3^length).
  public let length: Int
  public let patternCount: Int

  /// Rows are split between the cores when there are enough pairs to pay for it.
  public init(guesses: [Word], columns: [Word]) {
    self.guesses = guesses
    self.columns = columns
    let width = columns.count
    let filler = RowFiller(columns: columns)
    length = filler.length
    patternCount = Pattern.count(length: filler.length)
    precondition(guesses.allSatisfy { $0.length == filler.length }, "a table's words have one length")
    let total = guesses.count * width
    codes = [UInt16](unsafeUninitializedCapacity: total) { buffer, initialized in
      guard let base = buffer.baseAddress else {
        initialized = 0
        return
      }
      let target = UnsafeSendable(base)
      Parallel.forEachChunk(of: guesses.count, worthSplitting: total > 200_000) { rows in
        for row in rows { filler.fill(guesses[row], into: target.value + row * width) }
      }
      initialized = total
    }
  }

  @inline(__always)
  public func pattern(guess: Int, column: Int) -> Pattern {
    Pattern(code: codes[guess * columns.count + column], length: length)
  }
}

/// A pointer handed to the worker threads of `Parallel`; each writes only its own rows.
/// (`@unchecked Sendable`: the rows the workers write are disjoint, and `concurrentPerform` returns
/// only after every worker has finished, so no row is ever written and read at the same time.)
struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Splitting work between the cores (`DispatchQueue.concurrentPerform`), in a few chunks per core
/// so that an uneven split or a busy core costs little.
enum Parallel {
  static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

  static func forEachChunk(
    of count: Int, worthSplitting: Bool, _ work: @Sendable (Range<Int>) -> Void
  ) {
    guard worthSplitting, cores > 1, count > 1 else {
      work(0..<count)
      return
    }
    let chunks = min(count, cores * 8)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      work(count * chunk / chunks..<count * (chunk + 1) / chunks)
    }
  }

  /// `transform` of each index, computed in parallel, in order.
  static func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result)
    -> [Result]
  {
    guard cores > 1, count > 1 else { return (0..<count).map(transform) }
    var results = [Result?](repeating: nil, count: count)
    results.withUnsafeMutableBufferPointer { buffer in
      let target = UnsafeSendable(buffer.baseAddress!)
      DispatchQueue.concurrentPerform(iterations: count) { index in
        (target.value + index).pointee = transform(index)
      }
    }
    return results.map { $0! }
  }
}
