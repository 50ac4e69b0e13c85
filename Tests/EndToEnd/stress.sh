#!/bin/sh
# The built game at machine speed, through the real keyboard and the real command line (issue 39):
# Enter mashed and held on a word the game refuses, letters typed with no delay, and challenge
# links handed to the running game in a burst. Each of these crashed the game (SIGSEGV, a
# libadwaita toast freed under its animation) before ToastSequence. The game must still be alive,
# still answer, and print no GLib critical.
#
#   tools/with-display.sh Tests/EndToEnd/stress.sh [GAME-BINARY]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."
here=Tests/EndToEnd
. "$here/lib.sh"
e2e_setup stress.sh "$@"

alive() { kill -0 "$game_pid" 2>/dev/null; }

start
# 1. A word outside the list, then Enter ten times 120 ms apart, then held (about 30 a second).
xdotool type --delay 0 xxxxx
for _ in 1 2 3 4 5 6 7 8 9 10; do
  xdotool key Return
  sleep 0.12
done
xdotool keydown Return
sleep 2
xdotool keyup Return
sleep 0.6
if alive; then pass "Enter mashed and held on a refused word: the game is alive"; else fail "the game died under Enter"; fi

# 2. Fifty letters and Backspaces with no delay between keys.
xdotool key --delay 0 $(for _ in $(seq 10); do printf 'BackSpace '; done) \
  $(for _ in $(seq 40); do printf 'q w '; done)
sleep 0.5
xdotool key --delay 0 $(for _ in $(seq 8); do printf 'BackSpace '; done)
if alive; then pass "ninety keys with no delay: the game is alive"; else fail "the game died under fast keys"; fi

# 3. Twenty challenge links (CRANE's) in a burst, each handed to the running game by a second start
# (the daily round on the board has no guess: nothing asks before it is replaced).
for _ in $(seq 20); do "$binary" guesswork://challenge/GW-ZN8HRA >/dev/null 2>&1 & done
for pid in $(jobs -p); do [ "$pid" = "$game_pid" ] || wait "$pid" 2>/dev/null || true; done
sleep 3.5
if alive; then pass "twenty links in a burst: the game is alive"; else fail "the game died under a burst of links"; fi

# The board still answers: the challenge round is played to a win with real keys.
empty="empty empty empty empty empty"
if alive; then
  xdotool windowfocus --sync "$window"
  play crane
  shot stress-after
  expect_board stress-after "correct correct correct correct correct
$empty
$empty
$empty
$empty
$empty" light "the challenge handed over in the burst is played to a win"
fi
stop
[ "$failures" -eq 0 ] || { echo "stress.sh: $failures failure(s)" >&2; exit 1; }
echo "stress.sh: the game survived every burst"
