#!/bin/sh
# Writes tools/startup-order.txt: the functions the release game runs while it starts and draws its
# first frame, which the linker puts first (lld's --symbol-ordering-file; make build, make bench and
# meson pass it, see tools/release-flags.txt). Packed together they fill about 500 KB
# instead of being spread over the 9 MB of code of the statically linked Swift runtime and
# FoundationEssentials, so start-up maps fewer pages of the binary (BENCHMARKS.md).
#
# Needs valgrind (callgrind) and a display (tools/with-display.sh provides one). Run it after a
# toolchain update or a large change of what start-up does (`make build` fails when the list is
# stale: tools/check-startup-order.sh). `make startup-order` installs valgrind and runs this.
set -eu
export LC_ALL=C  # one collation for sort and comm, here and in tools/check-startup-order.sh
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-order.XXXXXX")
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046 # the Makefile's flags, one word each
swift build -c release --product guesswork --scratch-path .build-order \
  $(make -s --no-print-directory print-release-flags) >/dev/null
binary=.build-order/release/guesswork
mkdir -p "$work/home/config" "$work/home/data"
run() { # [command...]: the game as a player of the day, in private folders
  env HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_DATA_HOME="$work/home/data" \
    XDG_CACHE_HOME="$work/cache" GSK_RENDERER=cairo GUESSWORK_TODAY=2026-03-15 \
    GUESSWORK_DATA_DIR="$PWD/data" ./tools/with-display.sh "$@"
}
# A first start writes the settings, so the measured one is a returning player's. Cairo: the Swift
# code that runs is the same with either renderer, and valgrind runs GL slowly.
run timeout -s INT 5 "$binary" >/dev/null 2>&1 || true
run timeout -s INT 60 valgrind --tool=callgrind --demangle=no --dump-instr=no \
  --collect-jumps=no --callgrind-out-file="$work/callgrind.out" "$binary" >"$work/valgrind.log" 2>&1 || true
[ -s "$work/callgrind.out" ] || { cat "$work/valgrind.log" >&2; exit 1; }
# Every function callgrind saw that the binary defines (sorted by name: the order inside the packed
# block hardly matters).
sed -n 's/^c\{0,1\}fn=([0-9]*) //p' "$work/callgrind.out" | sort -u >"$work/seen.txt"
nm --defined-only "$binary" | awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u >"$work/defined.txt"
comm -12 "$work/seen.txt" "$work/defined.txt" >tools/startup-order.txt
echo "tools/startup-order.txt: $(wc -l <tools/startup-order.txt) functions"
