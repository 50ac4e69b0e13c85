#if canImport(Glibc)
  import Glibc
#endif

/// A value guarded by a lock, with `Synchronization.Mutex`'s `withLock`, over a POSIX mutex.
///
/// Why not `Mutex` itself: on Linux it locks with futexes inside the Swift runtime, where
/// ThreadSanitizer cannot see them, so every value it guarded was reported as a data race (`make
/// sanitize`, the view model's and the storage's background threads). ThreadSanitizer intercepts
/// `pthread_mutex_lock`, so a race it reports about a `Locked` value is a real one.
public final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  public init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock.
  public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
