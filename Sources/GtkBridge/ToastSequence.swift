import CAdwaita
import CGtk

/// Hands libadwaita one toast at a time and never takes one away before it has fully arrived.
///
/// libadwaita 1.2 (Debian 12) frees a toast's record when the toast's hide animation ends, while
/// its show animation may still be running and write into that record when it ends. A toast shown
/// while the one before it fades rises for 500 ms and fades in 300 ms: dismissed within its first
/// 200 ms (Enter pressed again on a word the game refused, a burst of challenge links), it is freed
/// before its show animation ends, which then unrefs freed memory (`adw_animation_skip` →
/// `show_done_cb` → `g_object_unref`: a crash, at once under `MALLOC_PERTURB_`). libadwaita 1.3
/// fixed it (commit 1674ebc9, "Prevent show_done from firing after hide_done"); 1.2.2 to 1.2.5
/// have it.
///
/// So a toast here is dismissed, or replaced by the next, only after its show animation has
/// ended. A tick callback on the host's frame clock waits for the first frame at least 500 ms
/// (the longest show) after the toast was added: the show animation ends in that same frame,
/// whatever the order of the two callbacks. What was asked meanwhile happens when the main loop is
/// next idle, after that frame; the newest request wins (the newest message is the one to read).
/// While it arrives, the toast takes no click and no focus, so its × cannot close it early either.
/// Timing by frames, not by the wall clock: a window whose frames stop (hidden, a stalled machine)
/// stops the animations too, and a wall-clock guard could then let both end in one frame.
@MainActor
public final class ToastSequence {
  /// The widget whose frame clock drives the toasts' animations (the overlay, or the window that
  /// holds one).
  private let host: Widget
  private let place: (AdwaitaToast) -> Void
  /// The toast last handed to libadwaita (on screen, arriving, or gone since).
  private var current: AdwaitaToast?
  /// The frame time (µs) at which `current` was added, while its show animation may still run.
  private var arrivingSince: gint64?
  /// libadwaita's widget for the arriving toast, untouchable until it has arrived.
  private var arrivingWidget: Widget?
  private var tickID: guint = 0
  /// The step after the frame in which the arriving toast arrived.
  private var arrival: ScheduledWork?
  private var next: Request?

  private enum Request {
    case show(AdwaitaToast)
    case dismiss
  }

  /// libadwaita 1.2's longest show animation (`REPLACE_DURATION`, adw-toast-overlay.c), in µs.
  static let longestArrival: gint64 = 500_000

  /// `place` hands a toast to libadwaita (`adw_toast_overlay_add_toast` or a window's own).
  public init(host: Widget, place: @escaping (AdwaitaToast) -> Void) {
    self.host = host
    self.place = place
  }

  isolated deinit {
    // A destroyed window's wrapper has let go of it; GTK dropped its tick callbacks with it.
    if tickID != 0, !host.isDestroyed { gtk_widget_remove_tick_callback(host.widget, tickID) }
  }

  /// Whether a toast is still arriving (requests wait for it).
  public var isArriving: Bool { arrivingSince != nil }

  /// Shows `toast` in place of the one shown: at once, or as soon as that one has arrived.
  public func show(_ toast: AdwaitaToast) {
    guard !host.isDestroyed else { return }
    settleIfUnmapped()
    guard arrivingSince == nil else {
      next = .show(toast)
      return
    }
    put(toast)
  }

  /// Takes `toast` away (at once, or as soon as it has arrived); nothing if it is not the one
  /// shown or to be shown.
  public func dismiss(_ toast: AdwaitaToast) {
    guard !host.isDestroyed else { return }
    settleIfUnmapped()
    if case .show(let waiting) = next {
      if waiting === toast { next = .dismiss }
      return
    }
    guard toast === current else { return }
    if arrivingSince != nil {
      next = .dismiss
    } else {
      toast.dismiss()
      current = nil
    }
  }

  /// An unmapped host ended its animations as it went (libadwaita skips them on `unmap`), and
  /// its frames have stopped: the arriving toast has arrived.
  private func settleIfUnmapped() {
    guard arrivingSince != nil, !host.isMapped else { return }
    if tickID != 0 { gtk_widget_remove_tick_callback(host.widget, tickID) }
    tickID = 0
    arrival?.cancel()
    arrived()
  }

  private func put(_ toast: AdwaitaToast) {
    guard !host.isDestroyed else { return }
    current?.dismiss()
    current = toast
    place(toast)
    // Unmapped, or without animations, libadwaita shows it at once: nothing is left running.
    guard host.isMapped, DesktopSettings.animationsEnabled, let clock = gtk_widget_get_frame_clock(host.widget)
    else { return }
    arrivingSince = gdk_frame_clock_get_frame_time(clock)
    if let widget = host.newestToastWidget {
      gtk_widget_set_can_target(widget.widget, 0)
      gtk_widget_set_can_focus(widget.widget, 0)
      arrivingWidget = widget
    }
    tickID = gtk_widget_add_tick_callback(
      host.widget,
      { _, clock, data in
        let watch = UserData.borrow(data, as: ArrivalWatch.self)
        let frameTime = gdk_frame_clock_get_frame_time(clock)
        return MainActor.assumeIsolated { watch.sequence?.tick(frameTime: frameTime) ?? false } ? 1 : 0
      }, UserData.retain(ArrivalWatch(self)), { data in UserData.release(data) })
  }

  /// One frame of the host: true while the toast may still be arriving.
  private func tick(frameTime: gint64) -> Bool {
    guard let since = arrivingSince, frameTime - since >= ToastSequence.longestArrival else { return true }
    tickID = 0
    // The show animation ends in this frame (its callback may come after this one): act after it.
    arrival = host.timers.idle { [weak self] in self?.arrived() }
    return false
  }

  private func arrived() {
    arrival = nil
    arrivingSince = nil
    if let widget = arrivingWidget, !widget.isDestroyed {
      gtk_widget_set_can_target(widget.widget, 1)
      gtk_widget_set_can_focus(widget.widget, 1)
    }
    arrivingWidget = nil
    let request = next
    next = nil
    switch request {
    case .show(let toast): put(toast)
    case .dismiss:
      current?.dismiss()
      current = nil
    case nil: break
    }
  }
}

/// The tick callback's hold on its sequence: weak, so a window closed mid-arrival lets it go.
@MainActor
private final class ArrivalWatch {
  weak var sequence: ToastSequence?
  init(_ sequence: ToastSequence) { self.sequence = sequence }
}
