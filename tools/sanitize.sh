#!/bin/sh
# `make sanitize`: the engine, view-model and in-process UI tests under AddressSanitizer (with
# LeakSanitizer) and then under ThreadSanitizer (the background save queue, GLib's callbacks), each
# in a build folder of its own so the normal build stays as it is. A report from either sanitizer
# fails the run. Suppressions (tools/sanitizers/*.supp) cover only leaks inside libraries the game
# does not own, each with its reason. `./tools/sanitize.sh address` runs one of the two.
set -eu
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
supp="$PWD/tools/sanitizers"
# Mesa's software GL driver, which GDK loads and unloads again while it probes for GL, leaves an
# allocation behind that only the driver's own globals pointed to: kept loaded, it is not a leak.
mesa_driver=/usr/lib/x86_64-linux-gnu/dri/swrast_dri.so
preload=""
[ -e "$mesa_driver" ] && preload="$mesa_driver"
# Allocation stacks of 7 frames: enough to see who allocated, and few enough that the XCTest
# suppression (see lsan.supp) matches only what XCTest allocates itself.
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:malloc_context_size=7:detect_stack_use_after_return=0"
export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
# As in `make test`, any GLib critical fails the run.
export G_DEBUG=fatal-criticals
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$supp/tsan.supp"
for sanitizer in ${1:-address thread}; do
  echo "== $sanitizer sanitizer"
  scratch=".build-$sanitizer"
  "$SWIFT" build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
  tests="$("$SWIFT" build --sanitize="$sanitizer" --scratch-path "$scratch" --show-bin-path)/GuessworkPackageTests.xctest"
  # The test bundle is run directly (as `swift test` does): the preload must not reach the compiler.
  "$tests" --testing-library swift-testing
  LD_PRELOAD="$preload" ./tools/with-display.sh "$tests"
done
echo "sanitizers: clean"
