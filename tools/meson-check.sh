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
  meson test -C "$work/$profile" --suite data --no-rebuild --print-errorlogs --quiet
done
trap - EXIT
rm -rf "$work"
echo "meson-check: the meson build configures and its data validates (default and development)"
