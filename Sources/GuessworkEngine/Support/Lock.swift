#if canImport(Glibc)
  import Glibc
#endif

/// A mutual-exclusion lock with `NSLock`'s `withLock`, over a POSIX mutex: `NSLock` lives in
/// Foundation proper, which the game does not load (it needs only `FoundationEssentials`; see
/// BENCHMARKS.md).
final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
