import FoundationEssentials
import GuessworkEngine

/// A file system in memory, for tests and previews: files by path, and switches that make writes or
/// reads fail the way a read-only folder or a broken disk would.
/// (`@unchecked Sendable`: every stored property is read and written only under `lock`; the file
/// locks of `withLock` are one mutex of their own, `fileLock`, as a process holds them apart from
/// the files.)
public final class InMemoryFiles: @unchecked Sendable {
  private let lock = Locked(())
  private let fileLock = Locked(())
  private var files: [String: Data] = [:]
  /// Each path's file number: a replaced file (written atomically, moved) is a new file.
  private var identities: [String: UInt64] = [:]
  private var nextIdentity: UInt64 = 1
  private var claimed: Set<String> = []
  /// Whether a claimed lock file refuses a second claim. Off by default: the tests restart a
  /// session while the one before still exists, as a process that ended would not (a claim is
  /// the process's own); `enforceClaims()` is two processes running at once.
  private var claimsAreExclusive = false
  private var failingWrites = false
  private var failingReads = false
  private var special: Set<String> = []
  private var heldElsewhere: Set<String> = []
  private var modifiedAt: [String: Date] = [:]
  private var failingCopies = false
  /// The time a write stamps on a file (its modification time); tests move it.
  public var now: @Sendable () -> Date = Date.init

  public init(_ files: [String: Data] = [:]) { self.files = files }

  public subscript(path: String) -> Data? {
    get { lock.withLock { _ in files[path] } }
    set {
      lock.withLock { _ in
        files[path] = newValue
        renew(path)
        if newValue == nil { modifiedAt[path] = nil }
      }
    }
  }

  /// Every stored path, sorted.
  public var paths: [String] { lock.withLock { _ in files.keys.sorted() } }

  /// Makes every later write fail (as in a read-only folder), or succeed again.
  public func failWrites(_ fail: Bool = true) { lock.withLock { _ in failingWrites = fail } }

  /// Makes a claimed lock file refuse a second claim until it is released, as `flock` does.
  public func enforceClaims() { lock.withLock { _ in claimsAreExclusive = true } }

  /// Makes every later read fail (as with a permission error), or succeed again.
  public func failReads(_ fail: Bool = true) { lock.withLock { _ in failingReads = fail } }

  /// Puts something that is not a regular file (a FIFO, a device) at `path`: reading it is refused
  /// as the live file system refuses one; it can be moved or removed.
  public func makeSpecial(_ path: String) {
    lock.withLock { _ in
      files[path] = Data()
      special.insert(path)
    }
  }

  /// Another process takes the lock file at `path` (`withLock` finds it busy), or lets it go.
  public func holdLockElsewhere(_ path: String, _ held: Bool = true) {
    lock.withLock { _ in
      if held { heldElsewhere.insert(path) } else { heldElsewhere.remove(path) }
    }
  }

  /// Makes every later `keepCopy` fail (a folder where nothing new can be made), or succeed again.
  public func failCopies(_ fail: Bool = true) { lock.withLock { _ in failingCopies = fail } }

  /// When the file at `path` was last written (`now` then), or `nil` when there is none.
  public func modified(_ path: String) -> Date? {
    lock.withLock { _ in files[path] == nil ? nil : modifiedAt[path] }
  }

  /// Sets the modification time of the file at `path`.
  public func setModified(_ path: String, _ date: Date) { lock.withLock { _ in modifiedAt[path] = date } }

  private func renew(_ path: String) {
    identities[path] = nextIdentity
    nextIdentity += 1
    modifiedAt[path] = now()
  }

  public var fileSystem: FileSystem {
    FileSystem(
      readFrom: { url, offset in
        try self.lock.withLock { _ in
          if self.failingReads { throw FileError(path: url.path, reason: "Permission denied") }
          if self.special.contains(url.path) { throw FileError.notRegular(url.path) }
          guard let data = self.files[url.path] else { return nil }
          let identity = FileIdentity(device: 0, inode: self.identities[url.path] ?? 0)
          let tail = offset < data.count ? Data(data[(data.startIndex + offset)...]) : Data()
          return FileSlice(identity: identity, size: data.count, data: tail)
        }
      },
      writeAtomically: { data, url in
        try self.lock.withLock { _ in
          if self.failingWrites { throw FileError(path: url.path, reason: "Read-only file system") }
          self.files[url.path] = data
          self.special.remove(url.path)
          self.renew(url.path)
        }
      },
      append: { data, url in
        try self.lock.withLock { _ in
          if self.failingWrites { throw FileError(path: url.path, reason: "Read-only file system") }
          if self.special.contains(url.path) { throw FileError.notRegular(url.path) }
          if self.files[url.path] == nil { self.renew(url.path) }
          self.files[url.path, default: Data()].append(data)
          self.modifiedAt[url.path] = self.now()
        }
      },
      withLock: { lockFile, body in
        try self.lock.withLock { _ in
          if self.special.contains(lockFile.path) { throw FileError.notRegular(lockFile.path) }
          if self.heldElsewhere.contains(lockFile.path) { throw FileError.busy(lockFile.path) }
        }
        try self.fileLock.withLock { _ in try body() }
      },
      claim: { lockFile in
        let path = lockFile.path
        let taken = self.lock.withLock { _ in
          self.claimed.insert(path).inserted || !self.claimsAreExclusive
        }
        guard taken else { return nil }
        return FileClaim { self.lock.withLock { _ in _ = self.claimed.remove(path) } }
      },
      move: { source, destination in
        try self.lock.withLock { _ in
          if self.failingWrites { throw FileError(path: source.path, reason: "Read-only file system") }
          guard let data = self.files.removeValue(forKey: source.path) else {
            throw FileError(path: source.path, reason: "No such file or directory")
          }
          self.files[destination.path] = data
          if self.special.remove(source.path) != nil { self.special.insert(destination.path) }
          let modified = self.modifiedAt.removeValue(forKey: source.path)
          self.renew(destination.path)
          // A rename keeps the file's modification time.
          self.modifiedAt[destination.path] = modified ?? self.now()
        }
      },
      remove: { url in
        try self.lock.withLock { _ in
          if self.failingWrites { throw FileError(path: url.path, reason: "Read-only file system") }
          self.files[url.path] = nil
          self.modifiedAt[url.path] = nil
          self.special.remove(url.path)
        }
      },
      keepCopy: { source, destination in
        try self.lock.withLock { _ in
          if self.failingWrites || self.failingCopies {
            throw FileError(path: destination.path, reason: "Read-only file system")
          }
          guard let data = self.files[source.path] else {
            throw FileError(path: source.path, reason: "No such file or directory")
          }
          guard self.files[destination.path] == nil else {
            throw FileError(path: destination.path, reason: "File exists")
          }
          self.files[destination.path] = data
          self.identities[destination.path] = self.identities[source.path]
          self.modifiedAt[destination.path] = self.modifiedAt[source.path]
        }
      },
      listFolder: { folder in
        self.lock.withLock { _ in
          let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
          return self.files.keys.compactMap { path in
            guard path.hasPrefix(prefix) else { return nil }
            let name = String(path.dropFirst(prefix.count))
            guard !name.contains("/") else { return nil }
            return (name, self.modifiedAt[path] ?? .distantPast)
          }
        }
      },
      modified: { url in
        self.lock.withLock { _ in self.files[url.path] == nil ? nil : self.modifiedAt[url.path] }
      }
    )
  }
}
