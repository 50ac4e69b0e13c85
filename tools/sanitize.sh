#!/bin/sh
# `make sanitize`: the engine, view-model and in-process UI tests under AddressSanitizer (with
# LeakSanitizer) and then under ThreadSanitizer (the background save queue, GLib's callbacks), each
# in a build folder of its own so the normal build stays as it is. Both must be clean: a report of
# either sanitizer fails the run. Suppressions (tools/sanitizers/*.supp) cover only leaks inside
# libraries the game does not own, each with its reason. `./tools/sanitize.sh address` runs one.
set -eu
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
supp="$PWD/tools/sanitizers"
for sanitizer in ${1:-address thread}; do
  echo "== $sanitizer sanitizer"
  "$SWIFT" build --build-tests --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
  ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=0:detect_stack_use_after_return=0" \
  LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0" \
  TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$supp/tsan.supp" \
    ./tools/with-display.sh "$SWIFT" test --skip-build --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
done
