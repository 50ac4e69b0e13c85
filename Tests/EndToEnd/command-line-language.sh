#!/bin/sh
# The command line in the player's language: `guesswork --help` and a wrong option print Spanish
# in es_ES.UTF-8 (with the catalogue the source tree compiles into .build/locale), and English in
# en_US.UTF-8 and in the C locale. Needs the locales made by tools/generate-locales.sh.
#
# Usage: Tests/EndToEnd/command-line-language.sh [GUESSWORK_BINARY]   (default: the debug build)
set -eu
cd "$(dirname "$0")/../.."
binary=${1:-$(swift build --show-bin-path)/guesswork}
failures=0
fail() { echo "command-line-language: $*" >&2; failures=$((failures + 1)); }
expect() { # expect NAME TEXT NEEDLE
  case "$2" in
    *"$3"*) ;;
    *) fail "$1: no “$3” in:
$2" ;;
  esac
}
locale -a | grep -qx es_ES.utf8 || { fail "the es_ES.UTF-8 locale is missing (tools/generate-locales.sh)"; exit 1; }
# A home of its own: the preferences may name the interface's language.
home=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-language.XXXXXX")
trap 'rm -rf "$home"' EXIT INT TERM
export HOME="$home"
unset XDG_CONFIG_HOME XDG_DATA_HOME

help=$(env -u LANGUAGE -u LC_ALL LANG=es_ES.UTF-8 "$binary" --help)
expect "--help in Spanish" "$help" "Uso: guesswork [OPCIÓN]"
expect "--help in Spanish" "$help" "adivina la palabra oculta de cinco letras en seis intentos."
expect "--help in Spanish" "$help" "--word PALABRA"
expect "--help in Spanish" "$help" "muestra esta ayuda y sale"

status=0
error=$(env -u LANGUAGE -u LC_ALL LANG=es_ES.UTF-8 "$binary" --bogus 2>&1 >/dev/null) || status=$?
[ "$status" -eq 2 ] || fail "a wrong option exits with $status, not 2"
expect "a wrong option in Spanish" "$error" "guesswork: opción desconocida «--bogus»"
error=$(env -u LANGUAGE -u LC_ALL LANG=es_ES.UTF-8 "$binary" --date 2026-02-30 2>&1 >/dev/null) || true
expect "a bad date in Spanish" "$error" "«2026-02-30» no es una fecha con la forma AAAA-MM-DD"

# LANGUAGE orders the languages, but only under a real locale (gettext ignores it under C).
help=$(env -u LC_ALL LANG=en_US.UTF-8 LANGUAGE=es "$binary" --help)
expect "LANGUAGE=es over en_US" "$help" "Uso: guesswork [OPCIÓN]"
for english in en_US.UTF-8 C.UTF-8; do
  help=$(env -u LANGUAGE -u LC_ALL LANG=$english "$binary" --help)
  expect "--help in $english" "$help" "Usage: guesswork [OPTION]"
  error=$(env -u LANGUAGE -u LC_ALL LANG=$english "$binary" --bogus 2>&1 >/dev/null) || true
  expect "a wrong option in $english" "$error" "guesswork: unknown option “--bogus”"
done

# The interface language chosen in the preferences wins over the locale, under C too.
mkdir -p "$home/.config/guesswork"
printf '{"format":1,"helpShown":true,"interfaceLanguage":"fr"}' >"$home/.config/guesswork/settings.json"
for locale in en_US.UTF-8 es_ES.UTF-8 C; do
  help=$(env -u LANGUAGE -u LC_ALL LANG=$locale "$binary" --help)
  expect "--help with French chosen, under $locale" "$help" "devinez le mot caché de cinq lettres"
done
printf '{"format":1,"interfaceLanguage":"en"}' >"$home/.config/guesswork/settings.json"
help=$(env -u LANGUAGE -u LC_ALL LANG=es_ES.UTF-8 "$binary" --help)
expect "--help with English chosen, under es_ES" "$help" "Usage: guesswork [OPTION]"
# A damaged choice is no choice: the locale's language.
printf '{"format":1,"interfaceLanguage":"klingon"' >"$home/.config/guesswork/settings.json"
help=$(env -u LANGUAGE -u LC_ALL LANG=es_ES.UTF-8 "$binary" --help)
expect "--help with a damaged choice, under es_ES" "$help" "Uso: guesswork [OPCIÓN]"

[ "$failures" -eq 0 ] || exit 1
echo "command-line-language: --help and errors in Spanish under es_ES.UTF-8, English otherwise;"
echo "  the preferences' interface language first"
