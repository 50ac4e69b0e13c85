#!/bin/sh
# Runs the UI test bundle under headless weston and, when its only failures are frames the
# compositor never answered ("timed out waiting until a frame is drawn", twice in CI runs since
# libadwaita, never reproduced on an idle or loaded machine), runs those tests once more under a
# fresh compositor. Anything else (an assertion, a crash, a GLib critical, a stall that comes
# back) fails as before; every rerun is said on standard error, so CI's log shows it, and written
# to RERUN_LOG when set (.ci/run prints the count). A run where more than one test stalled is not
# rerun: it fails, since one stall is the compositor's rare lapse and two are a pattern to fix.
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
count=$(printf '%s\n' "$failed" | tr ',' '\n' | grep -c .)
if [ "$count" -gt 1 ]; then
  echo "rerun-frame-stalls: $count tests waited in vain for a frame ($failed): not rerun, failing" >&2
  exit "$status"
fi
echo "rerun-frame-stalls: RERUN: the compositor answered no frame in $failed; running it once more" >&2
[ -n "${RERUN_LOG:-}" ] && echo "$failed" >>"$RERUN_LOG"
"$@" "$failed"
