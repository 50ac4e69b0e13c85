import CAdwaita
import CGtk

/// A question or a message: an AdwMessageDialog, modal over its window, with a heading, a body
/// and buttons (responses); `onResponse` is told which one was pressed.
@MainActor
public final class MessageDialog: Window {
  /// A response's id: Cancel, the confirming button, Close, or whatever the game names.
  public struct Response: Equatable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let cancel = Response("cancel")
    public static let accept = Response("accept")
    public static let close = Response("close")
  }

  /// How a response's button is drawn: as usual, as the suggested action, or as destructive.
  public enum Appearance: Sendable { case normal, suggested, destructive }

  override class var gtype: GType { adw_message_dialog_get_type() }

  /// `closeButton` adds a Close button (for messages); otherwise add buttons with `addButton`.
  public init(parent: Window?, heading: String, body: String? = nil, closeButton: Bool = false) {
    super.init(retaining: raw(adw_message_dialog_new(parent?.window, heading, body)))
    if closeButton {
      addButton(gtkMessage("_Close"), .close)
      setDefaultResponse(.close)
    }
  }

  /// Adds a button ("_Reset") that answers `response`.
  public func addButton(_ mnemonic: String, _ response: Response, appearance: Appearance = .normal) {
    let dialog: UnsafeMutablePointer<AdwMessageDialog> = cast(object)
    adw_message_dialog_add_response(dialog, response.rawValue, mnemonic)
    let look =
      switch appearance {
      case .normal: ADW_RESPONSE_DEFAULT
      case .suggested: ADW_RESPONSE_SUGGESTED
      case .destructive: ADW_RESPONSE_DESTRUCTIVE
      }
    adw_message_dialog_set_response_appearance(dialog, response.rawValue, look)
  }

  /// The response Enter gives; also the one Escape gives when it is Cancel or Close.
  public func setDefaultResponse(_ response: Response) {
    adw_message_dialog_set_default_response(cast(object), response.rawValue)
    if response == .cancel || response == .close {
      adw_message_dialog_set_close_response(cast(object), response.rawValue)
    }
  }

  @discardableResult
  public func onResponse(_ handler: @escaping @MainActor (MessageDialog, Response) -> Void) -> SignalConnection {
    Signal.response.connect(self) { handler($0, Response($1)) }
  }

  /// Lets the body's text be selected and copied (libadwaita 1.2 has no property for it, 1.3's
  /// `body-selectable`: it is set on the label that shows the body).
  public func makeBodySelectable() {
    let text = String(cString: adw_message_dialog_get_body(cast(object)))
    for label in descendants(ofType: gtk_label_get_type()) where String(cString: gtk_label_get_text(opaque(label))) == text {
      gtk_label_set_selectable(opaque(label), 1)
    }
  }

  /// Answers as if the player pressed the button of `response`.
  public func respond(_ response: Response) { adw_message_dialog_response(cast(object), response.rawValue) }

  /// The heading.
  public var text: String? { adw_message_dialog_get_heading(cast(object)).map { String(cString: $0) } }

  /// The body under the heading.
  public var secondaryText: String? { adw_message_dialog_get_body(cast(object)).map { String(cString: $0) } }

  /// The button that answers `response` (libadwaita makes them; found by their label).
  public func button(for response: Response) -> Button? {
    guard adw_message_dialog_has_response(cast(object), response.rawValue) != 0,
      let label = adw_message_dialog_get_response_label(cast(object), response.rawValue).map({ String(cString: $0) })
    else { return nil }
    let shown = Button.shownText(label)
    return descendants(ofType: gtk_button_get_type()).lazy
      .map { Button.wrapping($0) }
      .first { $0.label == label || $0.labelTexts == [shown] }
  }

  /// Whether the button of `response` is drawn as destructive (red).
  public func isDestructive(_ response: Response) -> Bool {
    adw_message_dialog_get_response_appearance(cast(object), response.rawValue) == ADW_RESPONSE_DESTRUCTIVE
  }

  /// The message dialogs on screen now (for tests).
  package static func visible() -> [MessageDialog] {
    visibleToplevels(ofType: adw_message_dialog_get_type()) { MessageDialog.wrapping($0) }
  }

  required init(retaining object: gpointer) { super.init(retaining: object) }
}

/// A message of GTK's own catalogue ("_Close"), translated as GTK's own dialogs are. Read inside
/// the call: untranslated, gettext returns the very pointer it was given.
func gtkMessage(_ message: String) -> String {
  message.withCString { String(cString: g_dgettext("gtk40", $0)) }
}
