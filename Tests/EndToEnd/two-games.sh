#!/bin/sh
# End to end, two games on today's daily puzzle at once (issue 54): the normal game and a
# `--date <today>` game started beside it, which reads the daily's round file but cannot save it
# while the normal game holds it. The normal game plays two rows and goes to unlimited (Ctrl+N),
# letting the file go; the dated game's next letter then shows those two rows (the file was read
# again, not written over with its stale copy), and the file keeps them.
#
# Needs a display and a session bus (tools/with-display.sh), xdotool and ImageMagick.
# Usage: Tests/EndToEnd/two-games.sh [GUESSWORK_BINARY]   (default: the debug build)
set -eu
cd "$(dirname "$0")/../.."
here=Tests/EndToEnd
. "$here/lib.sh"
e2e_setup two-games.sh "$@"
[ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || { echo "two-games.sh: needs a session bus (tools/with-display.sh)" >&2; exit 1; }
normal_pid=""
dated_pid=""
# Both games are this script's: each is ended by its own pid.
trap 'kill -9 $normal_pid $dated_pid 2>/dev/null || true; e2e_cleanup' EXIT INT TERM

mkdir -p "$XDG_CONFIG_HOME/guesswork"
printf '{"format":1,"helpShown":true}\n' >"$XDG_CONFIG_HOME/guesswork/settings.json"
round="$XDG_DATA_HOME/guesswork/rounds/daily-en.json"
guesses() { python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["round"]["guesses"]))' "$round"; }

start
normal_pid=$game_pid
normal_window=$window
# Started by hand: `start` finds a window by the game's pid, and xdotool gave the normal game's.
"$binary" --date 2026-03-15 >"$work/dated.log" 2>&1 &
dated_pid=$!
# The dated game's main window: the one of its pid that is not the normal game's.
dated_shown() {
  for id in $(xdotool search --onlyvisible --name '^Guesswork$' 2>/dev/null); do
    [ "$id" != "$normal_window" ] && [ "$(xdotool getwindowpid "$id" 2>/dev/null)" = "$dated_pid" ] &&
      dated_window=$id && return 0
  done
  return 1
}
poll 300 dated_shown || { fail "the --date game showed no window within 30 s: $(cat "$work/dated.log")"; exit 1; }
# Side by side: with no window manager a window's screenshot shows whatever covers it.
xdotool windowmove --sync "$normal_window" 0 0
xdotool windowmove --sync "$dated_window" 640 0
# Focuses a game, as a player clicking its window would.
use() {
  game_pid=$1
  window=$2
  xdotool windowraise "$window"
  wait_for_board
}

# The normal game plays two words that are not today's answer.
use "$normal_pid" "$normal_window"
answer=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["round"]["answer"])' "$round")
words=$(for word in crane slate moist; do [ "$word" != "$answer" ] && echo "$word"; done | head -n 2)
# shellcheck disable=SC2086 # two words, split on purpose
play $words
shot normal-two-rows
normal_rows=$(board normal-two-rows | sed -n 1,2p)
xdotool key ctrl+n
two_saved() { [ "$(guesses)" -eq 2 ]; }
wait_until two_saved || fail "the normal game's two rows never reached $round"
moved_on() { shot normal-unlimited && [ "$(scored_rows "$(board normal-unlimited)")" -eq 0 ]; }
wait_until moved_on || fail "Ctrl+N did not go to the unlimited round"

# The dated game types one letter on its stale board.
use "$dated_pid" "$dated_window"
xdotool type --delay 60 c
read_board 2 || fail "the dated game never showed the normal game's rows:
$board_now"
if [ "$(printf '%s\n' "$board_now" | sed -n 1,2p)" = "$normal_rows" ]; then
  pass "the dated game's first letter brought in the two rows the normal game played"
else
  fail "the dated game shows
$board_now
expected the normal game's rows
$normal_rows"
fi
[ "$(printf '%s\n' "$board_now" | sed -n 3p)" = "empty empty empty empty empty" ] &&
  pass "the letter typed on the stale board is dropped" || fail "the third row is not empty: $board_now"
sleep 0.5  # a stale write would come at once, from the same key
[ "$(guesses)" -eq 2 ] && pass "the round file keeps the two rows" ||
  fail "the round file lost the rows: $(cat "$round")"
stop
if grep -q CRITICAL "$work/dated.log"; then fail "GLib criticals: $(grep CRITICAL "$work/dated.log")"; fi
game_pid=$normal_pid
stop
normal_pid=""
dated_pid=""

echo "screenshots: $shots"
if [ "$failures" -ne 0 ]; then
  echo "two-games: $failures check(s) failed" >&2
  exit 1
fi
echo "two-games: all checks passed"
