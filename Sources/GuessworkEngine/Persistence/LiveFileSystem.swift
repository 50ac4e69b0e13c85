import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

extension FileSystem {
  /// The real disk.
  ///
  /// Nothing here can block on what it finds at a path: every data file is opened `O_NONBLOCK` and
  /// checked with `fstat` to be a regular file before a byte is read, so a FIFO, a device or a
  /// socket planted at `settings.json` is refused at once (`FileError.isNotRegularFile`) instead of
  /// holding start-up in `open()` for ever. Temporary files are created `O_EXCL|O_NOFOLLOW`, mode
  /// 0600, under a name nobody can guess (`.<file>.<pid>.<random>.tmp`), so a link planted at that
  /// name is never followed; the pid in the name lets a later start remove what a killed process
  /// left (`removeStaleTemporaries`).
  public static let live = FileSystem(
    readFrom: { url, offset in
      guard let (descriptor, status) = try openForReading(url) else { return nil }
      defer { close(descriptor) }
      let size = Int(status.st_size)
      var data = Data()
      if offset >= size { return FileSlice(identity: identity(status), size: size, data: data) }
      data.reserveCapacity(size - offset)
      var position = off_t(offset)
      var buffer = [UInt8](repeating: 0, count: 256 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress, $0.count, position)
        }
        if count < 0 {
          if Glibc.errno == EINTR { continue }
          throw FileError.errno(url.path)
        }
        if count == 0 { break }
        data.append(contentsOf: buffer[0..<count])
        position += off_t(count)
      }
      return FileSlice(identity: identity(status), size: offset + data.count, data: data)
    },
    writeAtomically: { data, url in
      let target = linkTarget(url.path) ?? url.path
      let folder = String(target[..<(target.lastIndex(of: "/") ?? target.startIndex)])
      let name = target.split(separator: "/").last.map(String.init) ?? target
      try makeFolders(folder.isEmpty ? "/" : folder)
      var temporary = ""
      var descriptor: Int32 = -1
      for _ in 0..<100 {
        temporary = "\(folder)/.\(name).\(getpid()).\(randomToken()).tmp"
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 || Glibc.errno != EEXIST { break }
      }
      guard descriptor >= 0 else { throw FileError.errno(temporary) }
      var failure = writeAll(data, to: descriptor, path: url.path)
      if failure == nil, fsync(descriptor) != 0 { failure = .errno(url.path) }
      close(descriptor)
      if failure == nil, rename(temporary, target) != 0 { failure = .errno(url.path) }
      if let failure {
        unlink(temporary)
        throw failure
      }
      // Make the rename itself durable.
      let folderDescriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if folderDescriptor >= 0 {
        fsync(folderDescriptor)
        close(folderDescriptor)
      }
    },
    append: { data, url in
      try makeFolders(url.deletingLastPathComponent().path)
      let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
      guard descriptor >= 0 else {
        if Glibc.errno == ENXIO { throw FileError.notRegular(url.path) }
        throw FileError.errno(url.path)
      }
      defer { close(descriptor) }
      // Every append holds the history's lock: nothing else writes the file meanwhile.
      let before = try regularFileStatus(descriptor, url.path).st_size
      var failure = writeAll(data, to: descriptor, path: url.path)
      if failure == nil, fsync(descriptor) != 0 { failure = .errno(url.path) }
      if let failure {
        // A full disk takes part of the line: cut it off, so the file stays whole lines and
        // the game, still in its round file, is appended later in one piece.
        _ = ftruncate(descriptor, before)
        throw failure
      }
    },
    withLock: { lockFile, body in
      let descriptor = try openLockFile(lockFile)
      defer { close(descriptor) }  // closing lets the lock go
      // Another game appending holds it for a few milliseconds: waited for, up to 100 ms. Longer
      // is a program that may never let go: busy.
      var tries = 0
      while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        switch Glibc.errno {
        case EINTR: continue
        case EWOULDBLOCK where tries < 50:
          tries += 1
          usleep(2_000)
        case EWOULDBLOCK: throw FileError.busy(lockFile.path)
        default: throw FileError.errno(lockFile.path)
        }
      }
      try body()
    },
    claim: { lockFile in
      // A folder that cannot hold the lock file cannot hold the round either: its writes fail and
      // are told, so the claim does not stand in their way.
      guard let descriptor = try? openLockFile(lockFile) else { return FileClaim {} }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        close(descriptor)
        return nil
      }
      return FileClaim { close(descriptor) }
    },
    move: { source, destination in
      if rename(source.path, destination.path) != 0 { throw FileError.errno(source.path) }
    },
    remove: { url in
      if unlink(url.path) != 0 && Glibc.errno != ENOENT { throw FileError.errno(url.path) }
    },
    removeStaleTemporaries: { folder in
      guard let directory = opendir(folder.path) else { return }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) {
          String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        guard let pid = TemporaryName.writer(of: name), pid != getpid() else { continue }
        if kill(pid, 0) != 0 && Glibc.errno == ESRCH {
          unlink(folder.appendingPathComponent(name).path)
        }
      }
    },
    keepCopy: { source, destination in
      // A hard link keeps the very bytes under the second name; the history's later atomic
      // replace gives `source` a new file and leaves this one as it was. (`AT_SYMLINK_FOLLOW`:
      // a history kept behind a link is linked at its target.)
      if linkat(AT_FDCWD, source.path, AT_FDCWD, destination.path, AT_SYMLINK_FOLLOW) == 0 { return }
      guard [EXDEV, EPERM, EMLINK, ENOTSUP, EOPNOTSUPP].contains(Glibc.errno) else {
        throw FileError.errno(source.path)
      }
      try copyFile(source, to: destination)
    },
    listFolder: { folder in
      guard let directory = opendir(folder.path) else { return [] }
      defer { closedir(directory) }
      var entries: [(name: String, modified: Date)] = []
      while let entry = readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) {
          String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        guard name != ".", name != ".." else { continue }
        var status = stat()
        guard lstat(folder.appendingPathComponent(name).path, &status) == 0 else { continue }
        entries.append((name, modificationDate(status)))
      }
      return entries
    },
    modified: { url in
      var status = stat()
      guard stat(url.path, &status) == 0 else { return nil }
      return modificationDate(status)
    },
    readRange: { url, offset, count in
      guard let (descriptor, status) = try openForReading(url) else { return nil }
      defer { close(descriptor) }
      let size = Int(status.st_size)
      var buffer = [UInt8](repeating: 0, count: max(0, min(count, size - offset)))
      var filled = 0
      while filled < buffer.count {
        let read = buffer.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(offset + filled))
        }
        if read < 0 {
          if Glibc.errno == EINTR { continue }
          throw FileError.errno(url.path)
        }
        if read == 0 { break }
        filled += read
      }
      return FileSlice(identity: identity(status), size: size, data: Data(buffer[0..<filled]))
    }
  )
}

/// The names of atomic writes' temporary files.
enum TemporaryName {
  /// The process that wrote a temporary file `.<file>.<pid>.<random>.tmp` (or, as versions before
  /// the random part named them, `.<file>.<pid>.tmp`); `nil` for any other name.
  static func writer(of name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy { ("0"..."9").contains($0) } }
    let random = parts[parts.count - 2]
    if parts.count >= 4, random.count == 16, random.allSatisfy(\.isHexDigit),
      isDigits(parts[parts.count - 3])
    {
      return pid_t(parts[parts.count - 3])
    }
    return isDigits(random) ? pid_t(random) : nil
  }
}

/// 16 hexadecimal digits from the system's random source.
private func randomToken() -> String {
  var generator = SystemRandomNumberGenerator()
  let value = generator.next() as UInt64
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}

private func modificationDate(_ status: stat) -> Date {
  Date(
    timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
}

/// A byte copy of `source` at `destination` (where a hard link cannot be made): written in 1 MiB
/// pieces to an exclusive temporary file beside it, synced, and renamed only when whole, so a
/// kill or a full disk never leaves half a copy under the set-aside name.
private func copyFile(_ source: URL, to destination: URL) throws {
  guard let (input, _) = try openForReading(source) else {
    throw FileError(path: source.path, reason: String(cString: strerror(ENOENT)))
  }
  defer { close(input) }
  let folder = destination.deletingLastPathComponent().path
  let temporary = "\(folder)/.\(destination.lastPathComponent).\(getpid()).\(randomToken()).tmp"
  let output = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
  guard output >= 0 else { throw FileError.errno(temporary) }
  var failure: FileError?
  var buffer = [UInt8](repeating: 0, count: 1 << 20)
  var position: off_t = 0
  while failure == nil {
    let count = buffer.withUnsafeMutableBytes { pread(input, $0.baseAddress, $0.count, position) }
    if count < 0 {
      if Glibc.errno == EINTR { continue }
      failure = .errno(source.path)
    } else if count == 0 {
      break
    } else {
      failure = writeAll(Data(buffer[0..<count]), to: output, path: destination.path)
      position += off_t(count)
    }
  }
  if failure == nil, fsync(output) != 0 { failure = .errno(destination.path) }
  close(output)
  // `link` rather than `rename`: a file already at the set-aside name is never replaced.
  if failure == nil, link(temporary, destination.path) != 0 { failure = .errno(destination.path) }
  unlink(temporary)
  if let failure { throw failure }
}

private func identity(_ status: stat) -> FileIdentity {
  FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
}

/// A regular file opened for reading, without blocking, and its status; `nil` when it does not
/// exist.
private func openForReading(_ url: URL) throws -> (Int32, stat)? {
  let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
  if descriptor < 0 {
    switch Glibc.errno {
    case ENOENT: return nil
    case ENOTDIR: throw notAFolder(on: url.path)
    case ENXIO: throw FileError.notRegular(url.path)  // a socket
    default: throw FileError.errno(url.path)
    }
  }
  do {
    return (descriptor, try regularFileStatus(descriptor, url.path))
  } catch {
    close(descriptor)
    throw error
  }
}

/// The status of an open file, which must be a regular file.
private func regularFileStatus(_ descriptor: Int32, _ path: String) throws -> stat {
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { throw FileError.errno(path) }
  guard (status.st_mode & S_IFMT) == S_IFREG else { throw FileError.notRegular(path) }
  return status
}

private func openLockFile(_ url: URL) throws -> Int32 {
  try makeFolders(url.deletingLastPathComponent().path)
  let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
  guard descriptor >= 0 else {
    // A folder (EISDIR), a symbolic link, dangling or not (ELOOP: never followed), a socket (ENXIO).
    if [EISDIR, ELOOP, ENXIO].contains(Glibc.errno) { throw FileError.notRegular(url.path) }
    throw FileError.errno(url.path)
  }
  do {
    _ = try regularFileStatus(descriptor, url.path)
  } catch {
    close(descriptor)
    throw error
  }
  return descriptor
}

/// Writes every byte (a regular file takes them in one `write(2)` unless the disk fills up or a
/// signal interrupts it); the error, if any.
private func writeAll(_ data: Data, to descriptor: Int32, path: String) -> FileError? {
  data.withUnsafeBytes { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if Glibc.errno == EINTR { continue }
        return .errno(path)
      }
      offset += written
    }
    return nil
  }
}

/// Where a symbolic link at `path` leads (resolved to the end), or `nil` when `path` is not a link
/// or its target does not exist (a dangling link is replaced by the file).
private func linkTarget(_ path: String) -> String? {
  var status = stat()
  guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
    let resolved = realpath(path, nil)
  else { return nil }
  defer { free(resolved) }
  return String(cString: resolved)
}

/// For a path whose open failed with "Not a directory": the error names the first of its folders
/// that is not one (`rounds`, when a file took the folder's name), not the file inside it.
private func notAFolder(on path: String) -> FileError {
  var prefix = path.hasPrefix("/") ? "" : "."
  for component in path.split(separator: "/").dropLast() {
    prefix += "/" + component
    var status = stat()
    if stat(prefix, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR {
      return FileError(path: prefix, reason: String(cString: strerror(ENOTDIR)))
    }
  }
  return FileError.errno(path)
}

/// Creates a folder and any missing parents (`mkdir -p`); the error names the one that failed.
func makeFolders(_ path: String) throws {
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
