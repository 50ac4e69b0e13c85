/// A value kept once for the whole process and held by its address.
///
/// A plain address is copied without reference counting, so a value type that holds one stays
/// trivial: `GameRecord` is copied as bytes, and a million of them are filtered, sorted and stored
/// without a retain and a release each (an array in a record made the history's list 15 ms slower
/// to open at a million games, and its whole read 0.7 s longer). Equal values share one address, so
/// equality and hashing are the address's. A value is never freed: only the rare records of rounds
/// of several boards or of long rows hold one, and each distinct value is kept once.
public struct Interned<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
  private let address: UnsafeRawPointer

  public init(_ value: Value) { address = InternedValues.address(of: value) }

  public var value: Value { address.assumingMemoryBound(to: Value.self).pointee }

  public static func == (lhs: Interned, rhs: Interned) -> Bool { lhs.address == rhs.address }

  public func hash(into hasher: inout Hasher) { hasher.combine(address) }
}

/// The values `Interned` holds, by value, each at the address it was first stored at.
private enum InternedValues {
  private static let table = Locked<[AnyHashable: UnsafeRawPointer]>([:])

  static func address<Value: Hashable & Sendable>(of value: Value) -> UnsafeRawPointer {
    table.withLock { table in
      let key = AnyHashable(value)
      if let found = table[key] { return found }
      let stored = UnsafeMutablePointer<Value>.allocate(capacity: 1)
      stored.initialize(to: value)
      table[key] = UnsafeRawPointer(stored)
      return UnsafeRawPointer(stored)
    }
  }
}
