import GtkBridge
import GuessworkViewModel

/// The view model's delays on GLib's main loop: a group of timers that `cancelAll()` stops at once
/// (the main window's, when GTK destroys it).
@MainActor
final class MainLoopScheduler {
  private let timers = Timers()

  /// Whether any of its work is still to run.
  var isPending: Bool { timers.isPending }

  func cancelAll() { timers.cancelAll() }
}

/// Isolated to the main actor: the view model runs there in the game, and so does its work.
extension MainLoopScheduler: @MainActor Scheduler {
  func schedule(after delay: Duration, _ work: @escaping () -> Void) -> any ScheduledTask {
    MainLoopTask(timers.after(milliseconds: delay.milliseconds) { work() })
  }
}

@MainActor
private final class MainLoopTask {
  let work: ScheduledWork
  init(_ work: ScheduledWork) { self.work = work }
}

extension MainLoopTask: @MainActor ScheduledTask {
  func cancel() { work.cancel() }
}
