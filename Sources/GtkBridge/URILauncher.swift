import CAdwaita
import CGtk

/// Opens an address in the desktop's browser: GTK's `gtk_show_uri_full`, which goes through the
/// OpenURI portal inside a sandbox (Flatpak) and reports back, so a failure can be told to the
/// player instead of nothing happening (`gtk_show_uri`, and `GtkLinkButton` with it, says nothing).
@MainActor
public enum URILauncher {
  /// Asks the desktop to open `uri` for `window`; `completion` gets `nil` once it is open, else the
  /// system's reason it could not be (in the main loop, later).
  public static func open(
    _ uri: String, from window: Window, completion: @escaping @MainActor (String?) -> Void
  ) {
    let request = Request(window: window, completion: completion)
    // GDK_CURRENT_TIME: the request comes from a click being handled now.
    gtk_show_uri_full(
      window.window, uri, 0, nil,
      { _, result, data in
        // Called in the main context, where the request was made.
        MainActor.assumeIsolated {
          let request = Unmanaged<Request>.fromOpaque(data!).takeRetainedValue()
          var error: UnsafeMutablePointer<GError>?
          let opened = gtk_show_uri_full_finish(request.window.window, result, &error) != 0
          request.completion(opened ? nil : GLibError(taking: error).description)
        }
      }, Unmanaged.passRetained(request).toOpaque())
  }

  /// The window and the completion, kept until GTK answers.
  @MainActor private final class Request {
    let window: Window
    let completion: @MainActor (String?) -> Void
    init(window: Window, completion: @escaping @MainActor (String?) -> Void) {
      self.window = window
      self.completion = completion
    }
  }
}
