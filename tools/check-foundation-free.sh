#!/bin/sh
# Fails when a game binary loads or contains Foundation proper, FoundationInternationalization or
# the ICU data library: the game needs FoundationEssentials only, and the others cost about 9 MB of
# resident memory and part of the start-up (BENCHMARKS.md). `make test` runs it on the debug build
# (linked dynamically: `ldd` shows the libraries); `make bench` on the release build (the Swift
# runtime linked statically: the binary's symbols show what was linked in).
#
#   tools/check-foundation-free.sh BINARY...
set -eu
status=0
for binary in "$@"; do
  if [ ! -x "$binary" ]; then
    echo "check-foundation-free: $binary is not a built program" >&2
    status=1
    continue
  fi
  # Dynamically linked libraries, then modules linked in statically (Swift symbols are mangled as
  # $s<length><module>: 10Foundation, 30FoundationInternationalization; ICU's C API ends in _74
  # and friends, Foundation's copy of it is lib_FoundationICU).
  found=$(ldd "$binary" 2>/dev/null | grep -oE 'lib(Foundation|FoundationInternationalization|_FoundationICU)\.so' || true)
  if [ -z "$found" ] && nm "$binary" >/dev/null 2>&1; then
    found=$(nm "$binary" | grep -oE '\$s(10Foundation|30FoundationInternationalization)|\bu(cal|dat|loc|num)_open' |
      sort -u | tr '\n' ' ' || true)
  fi
  if [ -n "$found" ]; then
    echo "check-foundation-free: $binary links $(echo "$found" | sort -u | tr '\n' ' ')" >&2
    echo "  A game target imports Foundation again: import FoundationEssentials (see BENCHMARKS.md)." >&2
    status=1
  else
    echo "check-foundation-free: $binary loads neither Foundation, FoundationInternationalization nor ICU"
  fi
done
exit $status
