import FoundationEssentials
import GuessworkEngine

/// When something of a round happens later: the view model's only source of delays.
///
/// The view model owns the round's timeline (each tile of a reveal turning over, the row settling,
/// the pause before the statistics, the move to the next daily puzzle at midnight, the statistics'
/// countdown) and asks its scheduler for every delay. The game's scheduler runs on GLib's main
/// loop; tests use `ManualScheduler`, whose time moves only when they advance it.
public protocol Scheduler: AnyObject {
  /// Runs `work` once, `delay` from now, on the thread that runs the view model. The returned
  /// task cancels it.
  func schedule(after delay: Duration, _ work: @escaping () -> Void) -> any ScheduledTask
}

/// Work a `Scheduler` will run, unless cancelled first.
public protocol ScheduledTask: AnyObject {
  func cancel()
}

/// A clock that moves only when told to (`ManualScheduler.advance`); `Sendable`, because the
/// session reads it through `SessionEnvironment.now` and its storage through its own clock.
public final class ManualClock: Sendable {
  private let instant: Locked<Date>

  public init(_ start: Date) { instant = Locked(start) }

  public var now: Date { instant.withLock { $0 } }

  func move(to date: Date) { instant.withLock { $0 = date } }
}

/// A scheduler whose time moves only when `advance(by:)` is called: the work that falls due runs
/// then, in the order of its time (and of scheduling, at the same time), with the clock set to that
/// time. Tests advance it instead of sleeping; the benchmarks play rounds with it.
public final class ManualScheduler: Scheduler {
  public let clock: ManualClock
  private var queue: [Entry] = []
  private var scheduled = 0

  public init(clock: ManualClock) { self.clock = clock }

  public func schedule(after delay: Duration, _ work: @escaping () -> Void) -> any ScheduledTask {
    scheduled += 1
    let entry = Entry(due: clock.now.addingTimeInterval(delay.seconds), order: scheduled, work: work)
    queue.append(entry)
    return entry
  }

  /// Moves the clock forward, running every piece of work that falls due on the way (including
  /// work scheduled by that work, if it falls due in time).
  public func advance(by delay: Duration) {
    let end = clock.now.addingTimeInterval(delay.seconds)
    while let next = dueEntry(before: end) {
      queue.removeAll { $0 === next }
      clock.move(to: max(clock.now, next.due))
      next.work()
    }
    clock.move(to: end)
  }

  /// Whether any work is waiting (cancelled work is not).
  public var hasPendingWork: Bool { queue.contains { !$0.isCancelled } }

  private func dueEntry(before end: Date) -> Entry? {
    queue.removeAll(where: \.isCancelled)
    return queue.filter { $0.due <= end }.min { ($0.due, $0.order) < ($1.due, $1.order) }
  }

  private final class Entry: ScheduledTask {
    let due: Date
    let order: Int
    let work: () -> Void
    private(set) var isCancelled = false

    init(due: Date, order: Int, work: @escaping () -> Void) {
      self.due = due
      self.order = order
      self.work = work
    }

    func cancel() { isCancelled = true }
  }
}

extension Duration {
  /// The duration in seconds, as `Date` arithmetic wants it.
  public var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  /// The duration in whole milliseconds (rounded up), as GLib's timers want it.
  public var milliseconds: UInt32 {
    UInt32(clamping: Int((seconds * 1000).rounded(.up)))
  }
}
