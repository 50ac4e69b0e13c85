import CGettext

/// The game's messages in the player's language, from gettext catalogues (`po/*.po`, compiled to
/// `<folder>/<lang>/LC_MESSAGES/guesswork.mo`).
///
/// Every user-visible string is looked up with `L` (a message), `Lp` (a message with a context, for
/// words that translate differently in different places) or `Ln` (a message with plural forms).
/// Their message arguments are `StaticString`s, so an interpolated string (`"…\(x)…"`) cannot be
/// passed: the text looked up is always the literal that xgettext extracted into `po/guesswork.pot`
/// (`tools/update-pot.sh` reads the sources with these keywords). Values go into placeholders
/// (`%s`, `%d`, `%'d`, `%1$s`; see `MessageFormat`), so a translator can reorder them.
public enum Catalogue {
  /// The gettext domain: the name of the `.mo` files.
  public static let domain = "guesswork"

  /// Takes the locale from the environment (`LANG`, `LC_*`; `LANGUAGE` then orders the languages
  /// of messages) and binds the domain to `folder`, where the compiled catalogues are.
  ///
  /// Called once at start-up, before anything is printed or shown (GTK's own `setlocale` later is
  /// the same call again). Returns the locale's name for `LC_MESSAGES` (`"C"` when the environment
  /// names a locale that is not installed).
  @discardableResult
  public static func start(folder: String?) -> String {
    useEnvironmentLocale()
    bind(folder: folder)
    return messagesLocale
  }

  /// The locale the environment names (`setlocale(LC_ALL, "")`).
  public static func useEnvironmentLocale() {
    // setlocale and the bind calls copy their string arguments (glibc keeps its own copies), so
    // Swift's temporary C strings may go as soon as each call returns.
    setlocale(LC_ALL, "")
  }

  /// Makes the game's messages come from `folder` (else from the C library's default folder).
  public static func bind(folder: String?) {
    if let folder { bindtextdomain(domain, folder) }
    // Messages as UTF-8 whatever the locale's codeset, as GTK and the terminal take them.
    bind_textdomain_codeset(domain, "UTF-8")
    textdomain(domain)
  }

  /// The player's languages (`messageLanguages`) under the current locale and `LANGUAGE`.
  public static func playerLanguages(languageVariable: String?) -> [String] {
    messageLanguages(locale: messagesLocale, languageVariable: languageVariable)
  }

  /// The locale that chooses the messages (`LC_MESSAGES`), e.g. `"es_ES.UTF-8"` or `"C"`.
  public static var messagesLocale: String {
    // setlocale with NULL only queries; the string it returns is glibc's own, valid until the next
    // setlocale, and copied at once.
    guard let name = setlocale(LC_MESSAGES, nil) else { return "C" }
    return String(cString: name)
  }

  /// Switches every category to `locale` (UI tests run some checks in Spanish in the same
  /// process); returns whether the locale exists on this machine. glibc forgets the messages it
  /// looked up when `LC_MESSAGES` changes, so later lookups follow the new locale.
  @discardableResult
  public static func use(locale: String) -> Bool {
    setlocale(LC_ALL, locale) != nil
  }

  /// The translation of `message`, or `message` itself.
  static func translate(_ message: String) -> String {
    // gettext returns either a pointer into the mapped catalogue (alive as long as the process) or
    // its argument itself, which lives only inside withCString: it is copied before that ends.
    message.withCString { String(cString: dgettext(domain, $0)) }
  }

  /// The translation of `message` in `context`, or `message` itself. The `pgettext` of gettext.h
  /// (a macro there): the catalogue key is the context, U+0004, then the message.
  static func translate(_ message: String, context: String) -> String {
    let key = context + "\u{04}" + message
    let found = translate(key)
    return found == key ? message : found
  }

  /// The form of `singular`/`plural` that the language uses for `count` (Spanish and English have
  /// two; other languages up to six, chosen by the catalogue's `Plural-Forms`).
  static func translate(_ singular: String, _ plural: String, count: Int) -> String {
    // As with gettext: the result is the catalogue's or one of the two arguments, copied at once.
    singular.withCString { one in
      plural.withCString { many in
        String(cString: dngettext(domain, one, many, UInt(clamping: count.magnitude)))
      }
    }
  }
}

extension StaticString {
  /// The literal as a `String` (a single-scalar literal is stored without a pointer).
  var text: String {
    hasPointerRepresentation
      ? withUTF8Buffer { String(decoding: $0, as: UTF8.self) } : String(unicodeScalar)
  }
}

/// The player's language's version of `message`, with `arguments` in its placeholders.
///
/// `L("Not in word list")`, `L("The answer was %s", answer)`.
public func L(_ message: StaticString, _ arguments: any FormatArgument...) -> String {
  MessageFormat.apply(Catalogue.translate(message.text), arguments)
}

/// `L` for a message that needs a context to be translated right, e.g. `Lp("month", "May")` or
/// `Lp("statistics", "Played")`.
public func Lp(
  _ context: StaticString, _ message: StaticString, _ arguments: any FormatArgument...
) -> String {
  MessageFormat.apply(Catalogue.translate(message.text, context: context.text), arguments)
}

/// The plural form for `count`, with `arguments` in its placeholders (`count` is not one of them
/// unless passed): `Ln("%d guess", "%d guesses", n, n)`.
public func Ln(
  _ singular: StaticString, _ plural: StaticString, _ count: Int, _ arguments: any FormatArgument...
) -> String {
  MessageFormat.apply(Catalogue.translate(singular.text, plural.text, count: count), arguments)
}
