#!/bin/sh
# Main-thread instructions per key press in the real window: callgrind counts the instructions run
# inside MainWindow.handleKey (inclusive: the view model, the engine's save, the widgets redrawn) while
# a UI test types 11 keys (slate⏎ tr ain, animations on); instructions, unlike seconds, do not move
# with the load of a shared machine. Needs a debug build with the tests (swift build --build-tests).
#
#   benchmarks/keypress.sh [path/to/GuessworkPackageTests.xctest]
set -eu
cd "$(dirname "$0")/.."
tests=${1:-.build/debug/GuessworkPackageTests.xctest}
out=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-keypress.XXXXXX")
GSK_RENDERER=cairo ./tools/with-display.sh valgrind --tool=callgrind --callgrind-out-file="$out/cg.%p" \
  --toggle-collect='*MainWindowC9handleKey*' "$tests" \
  GuessworkUITests.TypingUITests/testKeyRepeatAndFastTypingNeitherDropNorDoubleALetter >"$out/log" 2>&1 ||
  { cat "$out/log" >&2; exit 1; }
callgrind_annotate --inclusive=yes --tree=calling "$out"/cg.* 2>/dev/null | awk '
  /\*  .*MainWindowC9handleKey/ { gsub(",", "", $1); total = $1 }
  />   .*MainWindowC9handleKey.*\(([0-9]+)x\)/ { match($0, /\(([0-9]+)x\)/); calls = substr($0, RSTART + 1, RLENGTH - 3) }
  END { if (calls > 0) printf "key presses: %d; instructions in handleKey: %d; per key press: %d\n", calls, total, total / calls }'
rm -rf "$out"
