import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The file operations persistence needs, as values, so tests can swap the disk for memory or for a
/// disk that fails on purpose.
public struct FileSystem: Sendable {
  /// The file's contents, or `nil` when it does not exist.
  public var read: @Sendable (URL) throws -> Data?
  /// Replaces the file in one step (temporary file, fsync, rename), creating folders as needed.
  public var writeAtomically: @Sendable (Data, URL) throws -> Void
  /// Renames a file (used to move a corrupt file aside).
  public var move: @Sendable (URL, URL) throws -> Void
  /// Deletes a file; deleting a missing file is not an error.
  public var remove: @Sendable (URL) throws -> Void

  public init(
    read: @escaping @Sendable (URL) throws -> Data?,
    writeAtomically: @escaping @Sendable (Data, URL) throws -> Void,
    move: @escaping @Sendable (URL, URL) throws -> Void,
    remove: @escaping @Sendable (URL) throws -> Void
  ) {
    self.read = read
    self.writeAtomically = writeAtomically
    self.move = move
    self.remove = remove
  }
}

/// A file operation that failed, with the path and the system's reason.
public struct FileError: Error, CustomStringConvertible, Sendable {
  public let path: String
  public let reason: String

  public var description: String { "\(path): \(reason)" }

  static func errno(_ path: String) -> FileError {
    FileError(path: path, reason: String(cString: strerror(Glibc.errno)))
  }
}

extension FileSystem {
  /// The real disk.
  public static let live = FileSystem(
    read: { url in
      let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
      if descriptor < 0 {
        if Glibc.errno == ENOENT { return nil }
        throw FileError.errno(url.path)
      }
      defer { close(descriptor) }
      var data = Data()
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
          if Glibc.errno == EINTR { continue }
          throw FileError.errno(url.path)
        }
        if count == 0 { break }
        data.append(contentsOf: buffer[0..<count])
      }
      return data
    },
    writeAtomically: { data, url in
      let folder = url.deletingLastPathComponent()
      try makeFolders(folder.path)
      let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
      let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { throw FileError.errno(temporary.path) }
      var failure: FileError?
      data.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
          if written < 0 {
            if Glibc.errno == EINTR { continue }
            failure = .errno(url.path)
            return
          }
          offset += written
        }
      }
      if failure == nil, fsync(descriptor) != 0 { failure = .errno(url.path) }
      close(descriptor)
      if failure == nil, rename(temporary.path, url.path) != 0 { failure = .errno(url.path) }
      if let failure {
        unlink(temporary.path)
        throw failure
      }
      // Make the rename itself durable.
      let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if folderDescriptor >= 0 {
        fsync(folderDescriptor)
        close(folderDescriptor)
      }
    },
    move: { source, destination in
      if rename(source.path, destination.path) != 0 { throw FileError.errno(source.path) }
    },
    remove: { url in
      if unlink(url.path) != 0 && Glibc.errno != ENOENT { throw FileError.errno(url.path) }
    }
  )
}

/// Creates a folder and any missing parents (`mkdir -p`); the error names the one that failed.
private func makeFolders(_ path: String) throws {
  var isFolder = stat()
  if stat(path, &isFolder) == 0, (isFolder.st_mode & S_IFMT) == S_IFDIR { return }
  var prefix = path.hasPrefix("/") ? "" : "."
  for component in path.split(separator: "/") {
    prefix += "/" + component
    if mkdir(prefix, 0o755) != 0 && Glibc.errno != EEXIST { throw FileError.errno(prefix) }
  }
  guard stat(path, &isFolder) == 0 else { throw FileError.errno(path) }
  guard (isFolder.st_mode & S_IFMT) == S_IFDIR else {
    // The system's own words, as for every other reason (the C library translates them).
    throw FileError(path: path, reason: String(cString: strerror(ENOTDIR)))
  }
}
