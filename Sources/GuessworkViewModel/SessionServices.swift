import FoundationEssentials
import GuessworkEngine

/// What the application needs of the engine beyond the board: the window's saved size, today's
/// date, the share text, the saves on their way to the disk and file problems met while playing.
/// Only the view model talks to the session.
extension GameViewModel {
  /// The size the window was left at (500×760 the first time), and whether it was maximized.
  public var windowSize: (width: Int, height: Int, maximized: Bool) {
    let settings = session.settings
    return (settings.windowWidth ?? 500, settings.windowHeight ?? 760, settings.windowMaximized)
  }

  /// Remembers the window's size as it closes, for the next start.
  public func rememberWindowSize(width: Int, height: Int, maximized: Bool) {
    session.setWindowSize(width: width, height: height, maximized: maximized)
  }

  /// The local date now (the archive opens on its month).
  public var today: LocalDay { session.environment.today }

  /// Waits for the saves still on their way to the disk (the application's way out).
  public func finishSaving() { session.environment.storage.flush() }

  /// Called on the thread that met it whenever a file problem is noticed while playing (a write in
  /// the background that failed); the game then calls `reportStorageNotices()` on its own thread.
  public func onStorageNotice(_ handler: @escaping @Sendable () -> Void) {
    session.environment.storage.onNotice(handler)
  }

  /// Whether the history, read in the background from the start, is in: what only it can tell
  /// (the statistics, Review) would not wait for it.
  public var isHistoryReady: Bool { session.isHistoryReady }

  /// Calls `handler` once the history, read in the background from the start, is ready (at once
  /// if it is); on the reading thread: the game hands it to the main loop.
  public func whenHistoryReady(_ handler: @escaping @Sendable () -> Void) {
    if session.isHistoryReady { handler() } else { session.whenHistoryReady(handler) }
  }

  /// Tells the player about file problems met while playing (a folder that became unwritable, a
  /// full disk); the storage says "not saving" only once. The window calls it on its own thread when
  /// the storage announces a notice (`Storage.onNotice`), as the write may fail in the background.
  public func reportStorageNotices() {
    for notice in session.takeNotices() { emit(.toast(Toast(notice.text, duration: .long))) }
  }
}
