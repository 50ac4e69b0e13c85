import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The file operations persistence needs, as values, so tests can swap the disk for memory or for a
/// disk that fails on purpose.
public struct FileSystem: Sendable {
  /// The file's contents from byte `offset` on, with the file's identity and size, or `nil` when it
  /// does not exist. Never blocks: a file that is not a regular file (a FIFO, a device, a socket)
  /// is refused with `FileError.isNotRegularFile`, unopened beyond a non-blocking `open`.
  public var readFrom: @Sendable (URL, Int) throws -> FileSlice?
  /// At most `count` bytes of the file from byte `offset` (fewer at its end), with its identity
  /// and size, or `nil` when it does not exist (refused as `readFrom` refuses): a header, or a
  /// long file a piece at a time.
  public var readRange: @Sendable (URL, Int, Int) throws -> FileSlice?
  /// Replaces the file in one step (a temporary file of its own, fsync, rename), creating folders
  /// as needed. A symbolic link is written through: its target is replaced, the link stays.
  public var writeAtomically: @Sendable (Data, URL) throws -> Void
  /// Adds bytes at the end of the file (created if missing) in one `write(2)` with `O_APPEND`, and
  /// waits for them to reach the disk: two processes appending at once never overwrite each other.
  /// A write that fails part way (a full disk) is cut off again: the file keeps whole lines.
  public var append: @Sendable (Data, URL) throws -> Void
  /// Runs `body` holding an exclusive lock on `lockFile` (`flock`), waiting for it at most 100 ms
  /// (another game's append): longer, throws `FileError.isBusy` (a process can hold it for ever:
  /// the caller tries again later, and nothing waits meanwhile, not even quitting). Something other
  /// than a regular file at `lockFile` (a folder, a symbolic link, a FIFO) throws
  /// `FileError.isNotRegularFile`.
  public var withLock: @Sendable (URL, () throws -> Void) throws -> Void
  /// Takes `lockFile` for this process without waiting: `nil` when another process holds it. The
  /// claim lasts until it is released (or the process ends).
  public var claim: @Sendable (URL) -> FileClaim?
  /// Renames a file (used to move a corrupt file aside).
  public var move: @Sendable (URL, URL) throws -> Void
  /// Deletes a file; deleting a missing file is not an error.
  public var remove: @Sendable (URL) throws -> Void
  /// Keeps the file as it is now under a second name, the original untouched (a damaged file set
  /// aside before the sound part replaces it, so the file is never absent): a hard link where
  /// the file system allows one (no time, no space), else a copy written to a temporary file and
  /// renamed. Never writes over an existing file at `destination`.
  public var keepCopy: @Sendable (URL, URL) throws -> Void
  /// The names in a folder and each one's last modification (none for a missing folder).
  public var listFolder: @Sendable (URL) -> [(name: String, modified: Date)]
  /// When the file was last modified, or `nil` when it does not exist.
  public var modified: @Sendable (URL) -> Date?
  /// Deletes the temporary files that processes no longer running left in a folder (a kill in the
  /// middle of an atomic write).
  public var removeStaleTemporaries: @Sendable (URL) -> Void

  public init(
    readFrom: @escaping @Sendable (URL, Int) throws -> FileSlice?,
    writeAtomically: @escaping @Sendable (Data, URL) throws -> Void,
    append: @escaping @Sendable (Data, URL) throws -> Void,
    withLock: @escaping @Sendable (URL, () throws -> Void) throws -> Void,
    claim: @escaping @Sendable (URL) -> FileClaim?,
    move: @escaping @Sendable (URL, URL) throws -> Void,
    remove: @escaping @Sendable (URL) throws -> Void,
    removeStaleTemporaries: @escaping @Sendable (URL) -> Void = { _ in },
    keepCopy: (@Sendable (URL, URL) throws -> Void)? = nil,
    listFolder: @escaping @Sendable (URL) -> [(name: String, modified: Date)] = { _ in [] },
    modified: @escaping @Sendable (URL) -> Date? = { _ in nil },
    readRange: (@Sendable (URL, Int, Int) throws -> FileSlice?)? = nil
  ) {
    self.readFrom = readFrom
    self.readRange =
      readRange ?? { url, offset, count in
        try readFrom(url, offset).map { FileSlice(identity: $0.identity, size: $0.size, data: Data($0.data.prefix(count))) }
      }
    self.writeAtomically = writeAtomically
    self.append = append
    self.withLock = withLock
    self.claim = claim
    self.move = move
    self.remove = remove
    self.removeStaleTemporaries = removeStaleTemporaries
    self.keepCopy =
      keepCopy ?? { source, destination in
        guard let data = try readFrom(source, 0)?.data else {
          throw FileError(path: source.path, reason: "No such file or directory")
        }
        try writeAtomically(data, destination)
      }
    self.listFolder = listFolder
    self.modified = modified
  }

  /// The file's contents, or `nil` when it does not exist.
  public func read(_ url: URL) throws -> Data? { try readFrom(url, 0)?.data }
}

/// Part of a file: the bytes from an offset to its end, and which file it was.
public struct FileSlice: Sendable {
  /// Device and inode: a file replaced by a rename is another file.
  public let identity: FileIdentity
  /// The file's whole size when it was read.
  public let size: Int
  public let data: Data

  public init(identity: FileIdentity, size: Int, data: Data) {
    self.identity = identity
    self.size = size
    self.data = data
  }
}

public struct FileIdentity: Hashable, Sendable {
  public let device: UInt64
  public let inode: UInt64

  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}

/// A lock file this process holds; `release()` (or the process's end) lets another take it.
/// (`@unchecked Sendable`: `isReleased` is read and written only under `lock`.)
public final class FileClaim: @unchecked Sendable {
  private let onRelease: @Sendable () -> Void
  private let lock = Locked(())
  private var isReleased = false

  public init(release: @escaping @Sendable () -> Void) { onRelease = release }

  public func release() {
    let first = lock.withLock { _ in
      defer { isReleased = true }
      return !isReleased
    }
    if first { onRelease() }
  }

  deinit { release() }
}

/// A file operation that failed, with the path and the system's reason.
public struct FileError: Error, CustomStringConvertible, Sendable {
  public let path: String
  public let reason: String
  /// The path names something other than a regular file (a FIFO, a device, a socket, a folder).
  public let isNotRegularFile: Bool
  /// A lock file another process holds now.
  public let isBusy: Bool

  public init(path: String, reason: String, isNotRegularFile: Bool = false, isBusy: Bool = false) {
    self.path = path
    self.reason = reason
    self.isNotRegularFile = isNotRegularFile
    self.isBusy = isBusy
  }

  public var description: String { "\(path): \(reason)" }

  static func errno(_ path: String) -> FileError {
    FileError(path: path, reason: String(cString: strerror(Glibc.errno)))
  }

  /// What a file system throws for a path that is not a regular file (a folder, a FIFO): the
  /// storage sets such a file aside. Public for file systems other than the disk's.
  public static func notRegular(_ path: String) -> FileError {
    FileError(path: path, reason: "not a regular file", isNotRegularFile: true)
  }

  /// What a file system throws for a lock another process holds past the wait.
  public static func busy(_ path: String) -> FileError {
    FileError(path: path, reason: "held by another process", isBusy: true)
  }
}
