import CAdwaita
import CGtk
import Synchronization

/// Main-thread scheduling on GLib's main loop. (`DispatchQueue.main` never runs inside
/// `g_application_run`, so all deferred UI work goes through here.)
///
/// Prefer a widget's `timers` (`widget.timers.after`, `.idle`, `.every`), which die with the widget;
/// these free-standing ones are for work that belongs to no widget.
@MainActor
public enum MainLoop {
  /// Runs `work` once, as soon as the main loop is idle.
  @discardableResult
  public static func idle(_ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    ScheduledWork { work(); return false } start: { function, data, notify in
      g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, function, data, notify)
    }
  }

  /// Runs `work` once after `milliseconds`.
  @discardableResult
  public static func after(milliseconds: UInt32, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    ScheduledWork { work(); return false } start: { function, data, notify in
      g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, function, data, notify)
    }
  }

  /// Runs `work` every `milliseconds` until it returns false or is cancelled.
  @discardableResult
  public static func every(milliseconds: UInt32, _ work: @escaping @MainActor () -> Bool) -> ScheduledWork {
    ScheduledWork(work) { function, data, notify in
      g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, function, data, notify)
    }
  }

  /// Runs `work` on the main thread once the main loop is idle. Callable from any thread (a
  /// background save reporting a problem): it hands out no handle another thread could race with,
  /// and `g_idle_add_full` is thread-safe.
  nonisolated public static func post(_ work: @escaping @Sendable @MainActor () -> Void) {
    g_idle_add_full(
      G_PRIORITY_DEFAULT_IDLE,
      { data in
        let box = UserData.borrow(data, as: PostedWork.self)
        box.receive()
        MainActor.assumeIsolated { box.work() }
        return 0
      }, UserData.retain(PostedWork(work)), { data in UserData.release(data) })
  }
}

/// Work posted from another thread: only its `@Sendable` closure crosses threads.
///
/// GLib's main-context lock orders the hand-over, but GLib is not built for ThreadSanitizer, which
/// therefore cannot see that lock: the release store and acquire load of `published` state the same
/// order in a way it sees (and cost nothing worth measuring).
private final class PostedWork: Sendable {
  let work: @Sendable @MainActor () -> Void
  private let published = Atomic<Bool>(false)

  init(_ work: @escaping @Sendable @MainActor () -> Void) {
    self.work = work
    published.store(true, ordering: .releasing)
  }

  /// On the main thread, before `work` is read.
  func receive() { _ = published.load(ordering: .acquiring) }
}

/// A pending piece of main-loop work; `cancel()` removes it if it has not finished yet.
@MainActor
public final class ScheduledWork {
  private let work: @MainActor () -> Bool
  private var sourceID: guint = 0

  /// Adds the GLib source: the source holds one reference to this object until GLib removes it
  /// (the destroy notify), so the work runs at most until it is cancelled or says it is done.
  fileprivate init(
    _ work: @escaping @MainActor () -> Bool, start: (GSourceFunc, gpointer, GDestroyNotify) -> guint
  ) {
    self.work = work
    sourceID = start(
      { data in
        let scheduled = UserData.borrow(data, as: ScheduledWork.self)
        return MainActor.assumeIsolated { scheduled.work() } ? 1 : 0
      }, UserData.retain(self),
      { data in
        let scheduled = UserData.borrow(data, as: ScheduledWork.self)
        MainActor.assumeIsolated { scheduled.sourceID = 0 }
        UserData.release(data)
      })
  }

  public var isPending: Bool { sourceID != 0 }

  public func cancel() {
    if sourceID != 0 { g_source_remove(sourceID) }
  }
}

/// Timers owned together and cancelled together: by `cancelAll()`, or when the group goes.
/// Each `Widget` has one, cancelled when the widget is destroyed or its wrapper goes.
@MainActor
public final class Timers {
  private var pending: [ScheduledWork] = []

  public init() {}

  isolated deinit { cancelAll() }

  /// Runs `work` once after `milliseconds`.
  @discardableResult
  public func after(milliseconds: UInt32, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    keep(MainLoop.after(milliseconds: milliseconds, work))
  }

  /// Runs `work` once when the main loop is idle.
  @discardableResult
  public func idle(_ work: @escaping @MainActor () -> Void) -> ScheduledWork { keep(MainLoop.idle(work)) }

  /// Runs `work` every `milliseconds` until it returns false or is cancelled.
  @discardableResult
  public func every(milliseconds: UInt32, _ work: @escaping @MainActor () -> Bool) -> ScheduledWork {
    keep(MainLoop.every(milliseconds: milliseconds, work))
  }

  /// Whether any of the group's work is still to run.
  public var isPending: Bool { pending.contains { $0.isPending } }

  public func cancelAll() {
    for work in pending { work.cancel() }
    pending = []
  }

  private func keep(_ work: ScheduledWork) -> ScheduledWork {
    pending.removeAll { !$0.isPending }
    pending.append(work)
    return work
  }
}
