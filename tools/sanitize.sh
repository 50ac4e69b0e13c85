#!/bin/sh
# `make sanitize`: the tests under AddressSanitizer (with LeakSanitizer) and under ThreadSanitizer,
# each in a build folder of its own (.build-address, .build-thread) so the normal build stays as
# it is. A report from either sanitizer fails the run.
#
#   tools/sanitize.sh address|thread [build] [unit] [ui [XCTEST-FILTER]]
#
# build: the tests built with the sanitizer; unit: the engine, view-model and solver tests (Swift
# Testing); ui: the in-process UI tests (XCTest) under Xvfb, all of them or those the filter names
# (`GuessworkUITests.ReviewUITests,GuessworkUITests.RestoreUITests`). Without steps: all three.
# The Makefile runs the steps as separate jobs, side by side where they can be (see `sanitize`).
#
# LeakSanitizer's suppressions (tools/sanitizers/lsan.supp) name only leaks inside the libraries
# the game uses (fontconfig), each with its reason: never the game's code, the tests' or the test
# framework's (tools/sanitizers/lsan.supp says how those were made clean).
set -eu
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
sanitizer=$1
shift
[ $# -gt 0 ] || set -- build unit ui
steps="$*"
supp="$PWD/tools/sanitizers"
scratch=".build-$sanitizer"
tests="$scratch/debug/GuessworkPackageTests.xctest"
# Mesa's software GL driver, which GDK loads and unloads again while it probes for GL, leaves an
# allocation behind that only the driver's own globals pointed to: kept loaded, it is not a leak.
mesa_driver=/usr/lib/x86_64-linux-gnu/dri/swrast_dri.so
preload=""
[ -e "$mesa_driver" ] && preload="$mesa_driver"
# Allocation stacks of 12 frames: deep enough to show the game's caller of a leaked allocation.
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:malloc_context_size=12:detect_stack_use_after_return=0"
export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
# As in `make test`, any GLib critical fails the run.
export G_DEBUG=fatal-criticals
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$supp/tsan.supp"
while [ $# -gt 0 ]; do
  step=$1
  shift
  case "$step" in
    build)
      "$SWIFT" build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
      ;;
    unit)
      "$tests" --testing-library swift-testing
      ;;
    ui)
      filter=""
      case "${1:-}" in build | unit | ui | "") ;; *) filter=$1; shift ;; esac
      # The test bundle is run directly (as `swift test` does): the preload must not reach the
      # compiler.
      LD_PRELOAD="$preload" ./tools/with-display.sh "$tests" $filter
      ;;
    *)
      echo "sanitize.sh: unknown step $step (build, unit or ui)" >&2
      exit 2
      ;;
  esac
done
echo "$sanitizer sanitizer: clean ($steps)"
