/// Where the presenters send their `BoardEvent`s: every listener hears every event, in the order
/// the listeners were added (the window draws the board first; the application then opens the
/// statistics or colours its menu), on the thread that caused it (the main loop's).
final class BoardEvents {
  private var listeners: [(BoardEvent) -> Void] = []

  func add(_ listener: @escaping (BoardEvent) -> Void) { listeners.append(listener) }

  func send(_ event: BoardEvent) {
    for listener in listeners { listener(event) }
  }

  /// The window is gone: nothing more is heard.
  func removeAll() { listeners = [] }
}
