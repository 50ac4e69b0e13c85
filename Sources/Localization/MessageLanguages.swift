/// The languages the player reads, most preferred first, as gettext chooses them: `LANGUAGE`
/// (a colon-separated list, honoured only when the locale is not C/POSIX, as gettext does), then
/// the locale of `LC_MESSAGES`. Each as gettext looks for its catalogue: the language with its
/// territory, then the language alone (`es_ES.UTF-8` gives `es_ES`, `es`).
public func messageLanguages(locale: String, languageVariable: String?) -> [String] {
  guard locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return [] }
  var names: [String] = []
  for entry in (languageVariable ?? "").split(separator: ":") + [Substring(locale)] {
    let withTerritory = String(entry.prefix { $0 != "." && $0 != "@" })
    let language = String(withTerritory.prefix { $0 != "_" })
    for name in [withTerritory, language] where !name.isEmpty && !names.contains(name) {
      names.append(name)
    }
  }
  return names
}
