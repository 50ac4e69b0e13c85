#!/bin/sh
# Runs one step of `make test` / `make sanitize` and says how long it took: "phase NAME: ok in
# N s" (or "FAILED"), on standard error and, when PHASE_LOG names a file, appended to it. The
# Makefile runs independent steps side by side (make -j -O), so each step's output comes as one
# block, and the times show where a CI run spends them.
#
#   tools/phase.sh NAME COMMAND [ARGUMENT...]
set -u
name=$1
shift
start=$(date +%s.%N)
status=0
"$@" || status=$?
seconds=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.0f", e - s }')
if [ "$status" -eq 0 ]; then result="ok"; else result="FAILED (status $status)"; fi
line="phase $name: $result in $seconds s"
echo "$line" >&2
[ -n "${PHASE_LOG:-}" ] && echo "$line" >>"$PHASE_LOG"
exit "$status"
