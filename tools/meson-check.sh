#!/bin/sh
# Keeps the meson build working: configures a throwaway build directory and runs the data validators
# (desktop-file-validate, appstreamcli) for both profiles. Fast: it never compiles the Swift binary,
# because the validators read configure-time files and run with --no-rebuild.
set -eu
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-meson.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
# The release profile as CI builds it, without the Swift tests; the development profile with them
# registered (only configured here, not run), so both branches of the meson files stay valid.
for setup in "default -Dtests=false" "development -Dtests=true"; do
  profile=${setup%% *}
  tests=${setup#* }
  meson setup --fatal-meson-warnings "$tests" -Dprofile="$profile" "$work/$profile" >"$work/setup.log" 2>&1 \
    || { cat "$work/setup.log" >&2; echo "meson-check: meson setup failed ($profile)" >&2; exit 1; }
  meson test -C "$work/$profile" --suite data --no-rebuild --print-errorlogs
done
echo "meson-check: the meson build configures and its data validates"
