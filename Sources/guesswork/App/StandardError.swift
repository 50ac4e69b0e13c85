import Glibc

/// Writes `text` to standard error as it is (what `FileHandle.standardError.write` did; the game
/// does not load Foundation proper). Through the file descriptor, not C's `stderr` stream, which is
/// a mutable global that Swift 6 does not let every context touch.
func printError(_ text: String) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}
