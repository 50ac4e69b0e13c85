#!/bin/sh
# Keeps the meson build working: configures a throwaway build directory and runs the data validators
# (desktop-file-validate, appstreamcli) for both profiles. Fast: it never compiles the Swift binary,
# because the validators read configure-time files and run with --no-rebuild.
set -eu
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-meson.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
for profile in default development; do
  meson setup --fatal-meson-warnings -Dtests=false -Dprofile="$profile" "$work/$profile" >"$work/setup.log" 2>&1 \
    || { cat "$work/setup.log" >&2; echo "meson-check: meson setup failed ($profile)" >&2; exit 1; }
  meson test -C "$work/$profile" --suite data --no-rebuild --print-errorlogs
done
echo "meson-check: the meson build configures and its data validates"
