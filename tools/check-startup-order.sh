#!/bin/sh
# Fails when tools/startup-order.txt is stale for BINARY (a release build): fewer than
# MINIMUM percent of the functions it orders are still defined in the binary (code changed, or the
# toolchain renamed them). lld orders what it finds and passes over the rest without a word
# (--no-warn-symbol-ordering), so a stale file would quietly order nothing; `make build` runs this
# after every link. The cure: `make startup-order` (tools/generate-startup-order.sh).
set -eu
export LC_ALL=C  # the collation the file is sorted in
binary=$1
minimum=${STARTUP_ORDER_MINIMUM:-80}
order="$(dirname "$0")/startup-order.txt"
total=$(grep -c . "$order")
present=$(nm --defined-only "$binary" | awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u \
  | comm -12 - "$order" | wc -l)
if [ $((present * 100)) -lt $((total * minimum)) ]; then
  echo "error: tools/startup-order.txt is stale: $present of its $total functions are in $binary" >&2
  echo "  (below $minimum %). Run \`make startup-order\` (valgrind, about five minutes) and commit it." >&2
  exit 1
fi
echo "tools/startup-order.txt: $present of $total functions in the binary"
