import FoundationEssentials
import Synchronization

/// A file system in memory, for tests and previews: files by path, and switches that make writes or
/// reads fail the way a read-only folder or a broken disk would.
/// (`@unchecked Sendable`: every stored property is read and written only under `lock`.)
public final class InMemoryFiles: @unchecked Sendable {
  private let lock = Mutex(())
  private var files: [String: Data] = [:]
  private var failingWrites = false
  private var failingReads = false

  public init(_ files: [String: Data] = [:]) { self.files = files }

  public subscript(path: String) -> Data? {
    get { lock.withLock { _ in files[path] } }
    set { lock.withLock { _ in files[path] = newValue } }
  }

  /// Every stored path, sorted.
  public var paths: [String] { lock.withLock { _ in files.keys.sorted() } }

  /// Makes every later write fail (as in a read-only folder), or succeed again.
  public func failWrites(_ fail: Bool = true) { lock.withLock { _ in failingWrites = fail } }

  /// Makes every later read fail (as with a permission error), or succeed again.
  public func failReads(_ fail: Bool = true) { lock.withLock { _ in failingReads = fail } }

  public var fileSystem: FileSystem {
    FileSystem(
      read: { url in
        try self.lock.withLock { _ in
          if self.failingReads { throw FileError(path: url.path, reason: "Permission denied") }
          return self.files[url.path]
        }
      },
      writeAtomically: { data, url in
        try self.lock.withLock { _ in
          if self.failingWrites { throw FileError(path: url.path, reason: "Read-only file system") }
          self.files[url.path] = data
        }
      },
      move: { source, destination in
        try self.lock.withLock { _ in
          if self.failingWrites { throw FileError(path: source.path, reason: "Read-only file system") }
          guard let data = self.files.removeValue(forKey: source.path) else {
            throw FileError(path: source.path, reason: "No such file or directory")
          }
          self.files[destination.path] = data
        }
      },
      remove: { url in
        try self.lock.withLock { _ in
          if self.failingWrites { throw FileError(path: url.path, reason: "Read-only file system") }
          self.files[url.path] = nil
        }
      }
    )
  }
}
