import Glibc

/// Runs a program to its end with `posix_spawn` and collects what it wrote: the tests that run the
/// built game as a player does (the `…CommandTests`).
///
/// Not Foundation's `Process`: swift-corelibs-foundation's `Process.run` leaves objects behind
/// that LeakSanitizer reports under `make sanitize`, and a test helper should not need a
/// suppression. This is the little of it the tests use: arguments, environment, both outputs.
struct ChildProcess {
  /// How the program ended and what it printed.
  struct Result {
    /// The exit status, or 128 + the signal's number if a signal ended it (as a shell says).
    let status: Int32
    let stdout: String
    let stderr: String
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `path` with `arguments` (without the program's name) in `environment` and waits for it,
  /// reading its standard output and standard error as it writes them (so neither pipe can fill up
  /// and stall it).
  static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws
    -> Result
  {
    var output: [Int32] = [-1, -1]
    var errors: [Int32] = [-1, -1]
    guard pipe(&output) == 0, pipe(&errors) == 0 else {
      throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The child's ends become its standard output and error; the pipes' own descriptors close
    // in the child (else it would hold its own reading ends open).
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
    for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }

    var child: pid_t = 0
    let spawned = withCStringArray([path] + arguments) { argv in
      withCStringArray(environment.map { "\($0.key)=\($0.value)" }) { envp in
        posix_spawn(&child, path, &actions, nil, argv, envp)
      }
    }
    close(output[1])
    close(errors[1])
    guard spawned == 0 else {
      close(output[0])
      close(errors[0])
      throw Failure(description: "posix_spawn \(path): \(String(cString: strerror(spawned)))")
    }

    let (outputBytes, errorBytes) = readToEnd(output[0], errors[0])
    close(output[0])
    close(errors[0])
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      guard errno == EINTR else {
        throw Failure(description: "waitpid: \(String(cString: strerror(errno)))")
      }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (macros).
    let signal = status & 0x7F
    return Result(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
      stdout: String(decoding: outputBytes, as: UTF8.self),
      stderr: String(decoding: errorBytes, as: UTF8.self))
  }

  /// Both descriptors read until each reaches its end, whichever has data first.
  private static func readToEnd(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
    var collected: [[UInt8]] = [[], []]
    var watched = [
      pollfd(fd: first, events: Int16(POLLIN), revents: 0),
      pollfd(fd: second, events: Int16(POLLIN), revents: 0),
    ]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while watched.contains(where: { $0.fd >= 0 }) {
      if poll(&watched, nfds_t(watched.count), -1) < 0 {
        if errno == EINTR { continue }
        break
      }
      for index in watched.indices where watched[index].fd >= 0 && watched[index].revents != 0 {
        let count = read(watched[index].fd, &buffer, buffer.count)
        if count > 0 {
          collected[index].append(contentsOf: buffer[0..<count])
        } else if count == 0 || errno != EINTR {
          // The end (or an error): a negative descriptor is one poll skips.
          watched[index].fd = -1
        }
      }
    }
    return (collected[0], collected[1])
  }
}

/// `body` given a NULL-terminated `char *[]` of copies of `strings`, freed when it returns.
private func withCStringArray<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
  let copies = strings.map { strdup($0) } + [nil]
  defer { for copy in copies { free(copy) } }
  return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
}
