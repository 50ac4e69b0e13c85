#if canImport(Glibc)
  import Glibc
#endif

/// A value guarded by a lock, with `Synchronization.Mutex`'s `withLock`, over a POSIX mutex.
///
/// Why not `Mutex` itself: on Linux it locks with futexes inside the Swift runtime, where
/// ThreadSanitizer cannot see them, so every value it guarded was reported as a data race (`make
/// sanitize`, the view model's and the storage's background threads). ThreadSanitizer intercepts
/// `pthread_mutex_lock`, so a race it reports about a `Locked` value is a real one.
///
/// The value lives in memory of its own, not in a stored property: ThreadSanitizer checks the
/// exclusive access Swift begins on a class's stored property outside the lock's reach (for a
/// value of no size, `Locked(())`, at the object's own address), which it reported as a race.
public final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let value: UnsafeMutablePointer<Value>

  public init(_ value: Value) {
    self.value = .allocate(capacity: 1)
    self.value.initialize(to: value)
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
    value.deinitialize(count: 1)
    value.deallocate()
  }

  /// Runs `body` with the value, holding the lock.
  public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value.pointee)
  }
}
