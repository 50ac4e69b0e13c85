import GtkBridge
import GuessworkViewModel

/// The view model's delays on GLib's main loop (`g_timeout_add_full`), as a group of timers that
/// goes with the scheduler: the view model cancels its own work when the window goes
/// (`GameViewModel.stop()`), and whatever is left is cancelled when the view model lets go of it.
@MainActor
final class MainLoopScheduler {
  private let timers = Timers()
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
