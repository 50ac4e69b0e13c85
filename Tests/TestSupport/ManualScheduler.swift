import FoundationEssentials
import GuessworkEngine
import GuessworkViewModel

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
