#!/bin/sh
# Keeps the meson build working: configures throwaway build directories and runs the data validators
# (desktop-file-validate, appstreamcli) for both profiles. Fast (about a second): it never compiles
# the Swift binary, because the validators read configure-time files and run with --no-rebuild.
set -eu
fail() { echo "meson-check: $*" >&2; exit 1; }
# meson skips a validator it cannot find; here a missing one is an error, not a silent pass.
for tool in meson ninja desktop-file-validate appstreamcli; do
  command -v "$tool" >/dev/null || fail "$tool is missing (make deps-test installs it)"
done
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-meson.XXXXXX")
# Kept when something fails, so its logs can be read.
trap 'echo "meson-check: failed; logs are in $work" >&2' EXIT
# The release profile as a distribution builds it, with the Swift tests registered to run without a
# display; the development profile with them under tools/with-display.sh. Only configured here, not
# run, so every branch of the meson files stays valid.
for setup in "default -Dtests=true -Dui_tests=false" "development -Dtests=true -Dui_tests=true"; do
  profile=${setup%% *}
  options=${setup#* }
  # shellcheck disable=SC2086 # $options holds several arguments
  meson setup --fatal-meson-warnings $options -Dprofile="$profile" "$work/$profile" \
    >"$work/setup-$profile.log" 2>&1 \
    || { cat "$work/setup-$profile.log" >&2; fail "meson setup failed ($profile)"; }
  if [ "$profile" = development ]; then id=io.github.guesswork.Guesswork.Devel; else id=io.github.guesswork.Guesswork; fi
  ninja -C "$work/$profile" "data/$id.desktop" "data/$id.metainfo.xml" >"$work/ninja-$profile.log" 2>&1 \
    || { cat "$work/ninja-$profile.log" >&2; fail "translating the desktop file and metainfo failed ($profile)"; }
  # The translations are merged in: the Spanish comment, keywords and description.
  grep -q '^Comment\[es\]=Adivina la palabra oculta' "$work/$profile/data/$id.desktop" \
    || fail "data/$id.desktop has no Spanish Comment"
  grep -q '^Keywords\[es\]=palabra;' "$work/$profile/data/$id.desktop" || fail "data/$id.desktop has no Spanish Keywords"
  # Challenge links (guesswork://challenge/CODE) open the game, which is given the link (%U).
  grep -q '^MimeType=x-scheme-handler/guesswork;$' "$work/$profile/data/$id.desktop" \
    || fail "data/$id.desktop does not handle guesswork:// links"
  grep -q '^Exec=.* %U$' "$work/$profile/data/$id.desktop" || fail "data/$id.desktop does not pass links (%U)"
  grep -q '<summary xml:lang="es">Adivina la palabra oculta' "$work/$profile/data/$id.metainfo.xml" \
    || fail "data/$id.metainfo.xml has no Spanish summary"
  grep -q '<p xml:lang="es">Guesswork es un juego de palabras' "$work/$profile/data/$id.metainfo.xml" \
    || fail "data/$id.metainfo.xml has no Spanish description"
  meson test -C "$work/$profile" --suite data --no-rebuild --print-errorlogs --quiet
done
trap - EXIT
rm -rf "$work"
echo "meson-check: the meson build configures, its data is translated and validates (default and development)"
