import CAdwaita
import CGtk

/// libadwaita's About window: the application's name, icon, version, developers, translators,
/// licence, website, issue tracker and release notes, each on a page of its own.
@MainActor
public final class AboutWindow: Window {
  override class var gtype: GType { adw_about_window_get_type() }

  override public init() { super.init(retaining: raw(adw_about_window_new())) }

  required init(retaining object: gpointer) { super.init(retaining: object) }

  private var about: OpaquePointer { opaque(object) }

  public func set(
    name: String, iconName: String, version: String, developerName: String, comments: String,
    website: String, issueURL: String, copyright: String, developers: [String]
  ) {
    adw_about_window_set_application_name(about, name)
    adw_about_window_set_application_icon(about, iconName)
    adw_about_window_set_version(about, version)
    adw_about_window_set_developer_name(about, developerName)
    adw_about_window_set_comments(about, comments)
    adw_about_window_set_website(about, website)
    adw_about_window_set_issue_url(about, issueURL)
    adw_about_window_set_copyright(about, copyright)
    adw_about_window_set_license_type(about, GTK_LICENSE_GPL_3_0)
    withCStringArray(developers) { adw_about_window_set_developers(about, $0) }
  }

  /// The translators of the language shown, on the Credits page.
  public func setTranslatorCredits(_ credits: String) { adw_about_window_set_translator_credits(about, credits) }

  /// A section of the Acknowledgements page ("Word Lists": its sources, a link each).
  public func addAcknowledgementSection(_ name: String, _ entries: [String]) {
    withCStringArray(entries) { adw_about_window_add_acknowledgement_section(about, name, $0) }
  }

  /// The What's New page: `notes` in AppStream's description markup (`<p>`, `<ul>`, `<li>`) for
  /// `version`.
  public func setReleaseNotes(_ notes: String, version: String) {
    adw_about_window_set_release_notes(about, notes)
    adw_about_window_set_release_notes_version(about, version)
  }

  public var version: String? { adw_about_window_get_version(about).map { String(cString: $0) } }
}
