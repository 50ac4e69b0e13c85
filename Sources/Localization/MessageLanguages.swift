/// The languages the player reads, most preferred first, as gettext chooses them: `LANGUAGE`
/// (a colon-separated list, honoured only when the locale is not C/POSIX, as gettext does), then
/// the locale of `LC_MESSAGES`. Codes only: `"es"` for `es_ES.UTF-8`.
public func messageLanguages(locale: String, languageVariable: String?) -> [String] {
  func code(_ name: Substring) -> String {
    String(name.prefix { $0 != "_" && $0 != "." && $0 != "@" }).lowercased()
  }
  guard locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return [] }
  var codes: [String] = []
  for name in (languageVariable ?? "").split(separator: ":") + [Substring(locale)] {
    let language = code(name)
    if !language.isEmpty, !codes.contains(language) { codes.append(language) }
  }
  return codes
}
