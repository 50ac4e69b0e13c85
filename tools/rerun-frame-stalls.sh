#!/bin/sh
# Runs the UI test bundle under headless weston and, when its only failures are frames the
# compositor never answered ("timed out waiting until a frame is drawn", twice in CI runs since
# libadwaita, never reproduced on an idle or loaded machine), runs those tests once more under a
# fresh compositor. Anything else (an assertion, a crash, a GLib critical, a stall that comes
# back) fails as before; every rerun is said on standard error, so CI's log shows it.
#
#   tools/rerun-frame-stalls.sh COMMAND [ARGUMENT...]   (COMMAND takes an XCTest filter last)
set -u
log=$(mktemp "${TMPDIR:-/tmp}/guesswork-ui-log.XXXXXX")
trap 'rm -f "$log"' EXIT INT TERM
status=0
"$@" >"$log" 2>&1 || status=$?
cat "$log"
[ "$status" -eq 0 ] && exit 0
stall="timed out waiting until a frame is drawn"
# A crash or an abort leaves no summary of the whole run: never retried.
if ! grep -q "^Test Suite 'All tests' \(passed\|failed\)" "$log" &&
  ! grep -q "^Test Suite 'Selected tests' \(passed\|failed\)" "$log"; then
  exit "$status"
fi
errors=$(grep -c ": error: " "$log")
stalls=$(grep ": error: " "$log" | grep -c "$stall")
failed=$(sed -n "s/^Test Case '\([A-Za-z0-9_]*\)\.\([A-Za-z0-9_]*\)' failed.*/GuessworkUITests.\1\/\2/p" "$log" |
  paste -sd, -)
if [ "$errors" -eq 0 ] || [ "$errors" -ne "$stalls" ] || [ -z "$failed" ]; then
  exit "$status"
fi
echo "rerun-frame-stalls: the compositor answered no frame in $failed; running them once more" >&2
"$@" "$failed"
