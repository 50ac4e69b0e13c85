import FoundationEssentials
import GuessworkEngine

/// When something of a round happens later: the view model's only source of delays.
///
/// The view model owns the round's timeline (each tile of a reveal turning over, the row settling,
/// the pause before the statistics, the move to the next daily puzzle at midnight, the statistics'
/// countdown) and asks its scheduler for every delay. The game's scheduler runs on GLib's main
/// loop; tests use `ManualScheduler` (GuessworkTestSupport), whose time moves only when they
/// advance it.
public protocol Scheduler: AnyObject {
  /// Runs `work` once, `delay` from now, on the thread that runs the view model. The returned
  /// task cancels it.
  func schedule(after delay: Duration, _ work: @escaping () -> Void) -> any ScheduledTask
}

/// Work a `Scheduler` will run, unless cancelled first.
public protocol ScheduledTask: AnyObject {
  func cancel()
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
