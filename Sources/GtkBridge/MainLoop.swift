import CGtk

/// Main-thread scheduling on GLib's main loop. (`DispatchQueue.main` never runs inside
/// `g_application_run`, so all deferred UI work goes through here.)
public enum MainLoop {
  /// Runs `work` once, as soon as the main loop is idle.
  @discardableResult
  public static func idle(_ work: @escaping () -> Void) -> ScheduledWork {
    schedule { work(); return false } start: { function, data, notify in
      g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, function, data, notify)
    }
  }

  /// Runs `work` on the main thread once the main loop is idle; unlike `idle`, callable from any
  /// thread (it hands out no handle whose state another thread could race with).
  public static func post(_ work: @escaping () -> Void) {
    let data = Unmanaged.passRetained(Signals.Box(work)).toOpaque()
    g_idle_add_full(
      G_PRIORITY_DEFAULT_IDLE,
      { data in
        Unmanaged<Signals.Box<() -> Void>>.fromOpaque(data!).takeUnretainedValue().handler()
        return 0
      }, data,
      { data in Unmanaged<Signals.Box<() -> Void>>.fromOpaque(data!).release() })
  }

  /// Runs `work` once after `milliseconds`.
  @discardableResult
  public static func after(milliseconds: UInt32, _ work: @escaping () -> Void) -> ScheduledWork {
    schedule { work(); return false } start: { function, data, notify in
      g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, function, data, notify)
    }
  }

  /// Runs `work` every `milliseconds` until it returns false or is cancelled.
  @discardableResult
  public static func every(milliseconds: UInt32, _ work: @escaping () -> Bool) -> ScheduledWork {
    schedule(work) { function, data, notify in
      g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, function, data, notify)
    }
  }

  /// Runs `work` once, when the main loop is idle after the widget's window has drawn its next
  /// frame (for work that can wait until the window is on screen); at once when idle if the widget
  /// is not realized yet. Never after the widget is destroyed.
  public static func afterNextFrame(of widget: UnsafeMutablePointer<GtkWidget>, _ work: @escaping () -> Void) {
    guard let clock = gtk_widget_get_frame_clock(widget) else {
      idle(work)
      return
    }
    var scheduled: ScheduledWork?
    var isDestroyed = false
    let destroyHandler = Signals.on(raw(widget), "destroy") {
      isDestroyed = true
      scheduled?.cancel()
    }
    var paintHandler: gulong = 0
    paintHandler = Signals.on(UnsafeMutableRawPointer(clock), "after-paint") {
      Signals.disconnect(UnsafeMutableRawPointer(clock), paintHandler)
      guard !isDestroyed else { return }
      scheduled = idle {
        Signals.disconnect(raw(widget), destroyHandler)
        work()
      }
    }
  }

  private static func schedule(
    _ work: @escaping () -> Bool,
    start: (GSourceFunc, gpointer, GDestroyNotify) -> guint
  ) -> ScheduledWork {
    let scheduled = ScheduledWork(work)
    let data = Unmanaged.passRetained(scheduled).toOpaque()
    scheduled.sourceID = start(
      { data in
        let scheduled = Unmanaged<ScheduledWork>.fromOpaque(data!).takeUnretainedValue()
        return scheduled.work() ? 1 : 0
      }, data,
      { data in
        let scheduled = Unmanaged<ScheduledWork>.fromOpaque(data!).takeRetainedValue()
        scheduled.sourceID = 0
      })
    return scheduled
  }
}

/// A pending piece of main-loop work; `cancel()` removes it if it has not finished yet.
public final class ScheduledWork {
  fileprivate let work: () -> Bool
  fileprivate(set) var sourceID: guint = 0

  fileprivate init(_ work: @escaping () -> Bool) { self.work = work }

  public var isPending: Bool { sourceID != 0 }

  public func cancel() {
    if sourceID != 0 { g_source_remove(sourceID) }
  }
}
