#!/bin/sh
# Runs a build command and fails when the compiler warned about the project's own code (Sources/,
# Tests/, Plugins/): the tree is kept at zero warnings. SwiftPM's own notes (gtk4.pc's
# "prohibited flag(s)") and the dependencies' warnings are not ours and pass.
# Only what the build compiles is seen: CI builds a fresh clone, so there everything is.
#
#   tools/check-warnings.sh COMMAND [ARGUMENT...]
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
log=$(mktemp "${TMPDIR:-/tmp}/guesswork-build.XXXXXX")
trap 'rm -f "$log" "$log.status"' EXIT
{ "$@" 2>&1; echo $? >"$log.status"; } | tee "$log"
status=$(cat "$log.status")
ours=$(grep -E "^$root/(Sources|Tests|Plugins)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u)
if [ -n "$ours" ]; then
  echo "$ours" >&2
  echo "the build warned $(echo "$ours" | wc -l) time(s) about the project's code: fix each" >&2
  status=1
fi
exit "$status"
