#!/bin/sh
# Writes the translation template po/guesswork.pot from the files listed in po/POTFILES
# (`make pot`); with --merge, also brings every po/<lang>.po up to date with it (`make update-po`).
#
# xgettext has no Swift parser. Swift's string literals and calls read as C, so its C parser
# extracts the messages given to the Localization module's functions: L("text"), Lp("context",
# "text") and Ln("singular", "plural", n), with the `// TRANSLATORS:` comment above them.
# Interpolated literals cannot reach gettext (those functions take StaticString), and
# tools/check-translations.sh fails on any that tries, and on a message xgettext missed.
# The desktop file and the AppStream metainfo are read by xgettext's own rules (its `.in` suffix
# dropped), with @APP_NAME@ given the release name it has when meson configures it.
set -eu
cd "$(dirname "$0")/.."
output=${POT_OUTPUT:-po/guesswork.pot}
work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-pot.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift_files=$(grep -v '^#' po/POTFILES | grep '\.swift$' || true)
data_files=$(grep -v '^#' po/POTFILES | grep -v '\.swift$' || true)
common="--from-code=UTF-8 --add-comments=TRANSLATORS: --package-name=guesswork
  --msgid-bugs-address=https://github.com/guesswork-game/guesswork/issues --sort-by-file"

# shellcheck disable=SC2086 # word lists
# Swift's multi-line literals ("""…""") read as unterminated C strings: harmless (no message is
# given to L inside one; check-translations.sh compares against its own reading of the calls), so
# those warnings are left out.
xgettext $common --language=C --keyword= --keyword=L --keyword=Lp:1c,2 --keyword=Ln:1,2 \
  -o "$work/swift.pot" $swift_files 2>"$work/warnings" || { cat "$work/warnings" >&2; exit 1; }
grep -v 'unterminated string literal' "$work/warnings" >&2 || true
for file in $data_files; do
  name=$(basename "$file" .in)
  folder=$(dirname "$file")
  mkdir -p "$work/tree/$folder"
  # The same folder in the references, with the name meson gives the file.
  sed 's/@APP_NAME@/Guesswork/g' "$file" >"$work/tree/$folder/$name"
  (cd "$work/tree" && xgettext $common -o "$work/$name.pot" "$folder/$name")
done
# shellcheck disable=SC2046
msgcat --use-first --sort-by-file -o "$work/all.pot" "$work/swift.pot" $(ls "$work"/*.pot | grep -v '/swift.pot$' | grep -v '/all.pot$')
# The header as xgettext writes it for the whole package, without the creation date, so the file
# only changes when a message does.
sed -e '/^"POT-Creation-Date:/d' -e 's/^"Content-Type: text\/plain; charset=CHARSET/"Content-Type: text\/plain; charset=UTF-8/' \
  "$work/all.pot" >"$output"

if [ "${1:-}" = "--merge" ]; then
  for lang in $(grep -v '^#' po/LINGUAS); do
    msgmerge --quiet --update --backup=none --no-fuzzy-matching --sort-by-file "po/$lang.po" "$output"
  done
fi
