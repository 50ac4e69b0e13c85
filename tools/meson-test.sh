#!/bin/sh
# The Swift tests (Swift Testing and the UI tests, under tools/with-display.sh) and the data
# validators, run the way a distribution runs them: `meson test` in a fresh meson build directory.
# `make test` runs its unit and X11 UI tests through here, on the debug build it has just made
# (-Dtests_scratch=.build: swift test --skip-build, nothing compiled twice); meson sets
# MALLOC_PERTURB_ itself, so freed memory is poisoned in every test.
#
#   tools/meson-test.sh [MESON TEST ARGUMENT...]
set -eu
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
build=.build/meson
# Made anew each time (about a second): one left by another checkout or meson version is not trusted.
rm -rf "$build"
meson setup --fatal-meson-warnings -Dprofile=development -Dtests=true -Dui_tests=true \
  -Dtests_scratch="$PWD/.build" "$build" >"${TMPDIR:-/tmp}/guesswork-meson-setup.log" 2>&1 \
  || { cat "${TMPDIR:-/tmp}/guesswork-meson-setup.log" >&2; echo "meson-test: meson setup failed" >&2; exit 1; }
# The desktop file and metainfo the validators read (translated at build time); --no-rebuild
# then, since the game's release binary (the custom target) is not what these tests run.
id=io.github.guesswork.Guesswork.Devel
ninja -C "$build" "data/$id.desktop" "data/$id.metainfo.xml" >/dev/null
exec meson test -C "$build" --no-rebuild --print-errorlogs --verbose "$@"
