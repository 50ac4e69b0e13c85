import CGtk
import GtkBridge

/// The standard About window: version, licence, website, and credit for the word lists' sources.
enum AboutDialog {
  static func present(parent: UnsafeMutablePointer<GtkWidget>, appearance: Appearance) {
    let about = gtk_about_dialog_new()!
    let dialog: OpaquePointer = cast(about)
    gtk_about_dialog_set_program_name(dialog, "Guesswork")
    gtk_about_dialog_set_version(dialog, BuildProfile.version)
    gtk_about_dialog_set_comments(dialog, "Guess the hidden five-letter word in six tries.")
    gtk_about_dialog_set_logo_icon_name(dialog, BuildProfile.applicationID)
    gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_GPL_3_0)
    gtk_about_dialog_set_website(dialog, "https://github.com/guesswork-game/guesswork")
    gtk_about_dialog_set_website_label(dialog, "Website")
    gtk_about_dialog_set_copyright(dialog, "© 2026 The Guesswork developers")
    withCStrings(["The Guesswork developers"]) { gtk_about_dialog_set_authors(dialog, $0) }
    withCStrings([
      "SCOWL by Kevin Atkinson (English words) http://wordlist.aspell.net/",
      "Hunspell Spanish dictionary, RLA-ES project (Spanish words) https://github.com/sbosio/rla-es",
      "wspanish, the Spanish word list packaged by Debian (public domain)",
      "wordfreq by Robyn Speer (word frequencies, CC BY-SA 4.0) https://github.com/rspeer/wordfreq",
    ]) { gtk_about_dialog_add_credit_section(dialog, "Word Lists", $0) }
    gtk_window_set_transient_for(cast(about), cast(parent))
    gtk_window_set_modal(cast(about), 1)
    gtk_window_set_destroy_with_parent(cast(about), 1)
    appearance.adopt(about)
    gtk_window_present(cast(about))
  }

  private static func withCStrings(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Void) {
    var pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    pointers.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { body($0) }
    }
  }
}
