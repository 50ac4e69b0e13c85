#!/bin/sh
# End to end, challenges: `--make-challenge` prints a code and a link; the game started with the
# link plays that word (real keys, the board read from screenshots); a second launch with a link
# while the game runs hands it to the running game (one process, its board switched) and exits 0;
# the daily round that was on the board is not lost; a 30,000-character link sent over D-Bus by
# another program leaves the game answering at once. Bad codes: one line on stderr, status 2.
#
# Needs a display and a session bus (`make test` runs it under tools/with-display.sh, whose private
# bus keeps this game from meeting any other Guesswork), xdotool and ImageMagick.
# Usage: Tests/EndToEnd/challenge.sh [GUESSWORK_BINARY]   (default: the debug build)
set -eu
cd "$(dirname "$0")/../.."
here=Tests/EndToEnd
. "$here/lib.sh"
e2e_setup challenge.sh "$@"
[ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || { echo "challenge.sh: needs a session bus (tools/with-display.sh)" >&2; exit 1; }

# How many of this test's games run from this binary now: `make test` runs the end-to-end
# script's game beside it, from the same binary, so a process counts when its home is this test's.
games() {
  count=0
  for pid in $(pgrep -f -- "^$binary" || true); do
    tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qx "HOME=$HOME" && count=$((count + 1))
  done
  echo "$count"
}

empty="empty empty empty empty empty"
won="correct correct correct correct correct"

# 1. --make-challenge prints the code and the link, and bad input is one line and status 2.
made=$("$binary" --make-challenge kebab --language en)
code=$(echo "$made" | sed -n 1p)
link=$(echo "$made" | sed -n 2p)
case "$code" in GW-??????) pass "--make-challenge prints a code ($code)" ;; *) fail "no code in: $made" ;; esac
[ "$link" = "guesswork://challenge/$code" ] && pass "and its link" || fail "no link in: $made"
echo "$made" | grep -qi kebab && fail "the output shows the word"
second=$("$binary" --make-challenge eerie | sed -n 2p)
for bad in "--challenge GW-7K3QX" "guesswork://challenge/GW-0000000" "--make-challenge zzzzz" \
  "--make-challenge crane --language ja"; do
  status=0
  # shellcheck disable=SC2086 # the arguments split on purpose
  error=$("$binary" $bad 2>&1 >/dev/null) || status=$?
  lines=$(printf '%s\n' "$error" | wc -l)
  if [ "$status" -eq 2 ] && [ "$lines" -eq 1 ]; then pass "$bad: status 2, “$error”"; else
    fail "$bad: status $status, stderr:
$error"
  fi
done
[ -e "$HOME/data" ] && fail "a bad command line wrote the player's files"

# 2. A plain start: a guess in today's daily round, which must survive the challenges.
start
play slate
shot daily
daily_row=$(board daily | sed -n 1p)
[ "$daily_row" != "$empty" ] && pass "a guess in the daily round ($daily_row)" || fail "the daily guess did not show"

# 3. A second launch with a link while the game runs: the running game takes it; the second
# process ends at once, with status 0.
status=0
timeout 20 "$binary" "$link" >"$work/second.log" 2>&1 || status=$?
[ "$status" -eq 0 ] && pass "the second launch exits 0" || fail "the second launch exited with $status: $(cat "$work/second.log")"
[ "$(games)" -eq 1 ] && pass "one game process" || fail "$(games) game processes"
kill -0 "$game_pid" 2>/dev/null || fail "the first game is gone"
# (Looked at again until the toast that names the challenge has gone from over the first row.)
shot handed-over
expect_board handed-over "$empty
$empty
$empty
$empty
$empty
$empty" light "the running game's board switched to the challenge"
xdotool windowfocus --sync "$window"
play eerie kebab
shot challenge-won
expect_board challenge-won "absent correct absent absent absent
$won
$empty
$empty
$empty
$empty" light "the challenge plays KEBAB with real keys"
# 3b. A hostile sender on the bus: GApplication's Open with a link of 30,000 distinct characters
# (quadratic reading once froze the window for about two minutes). The game must answer the bus
# at once afterwards and stay the one process.
id=io.github.guesswork.Guesswork
object=/io/github/guesswork/Guesswork
hostile=$(python3 -c 'print("guesswork://challenge/" + "".join(chr(0x4E00 + i) for i in range(30000)))')
timeout 20 gdbus call --session --dest "$id" --object-path "$object" \
  --method org.freedesktop.Application.Open "['$hostile']" "{}" >/dev/null \
  && pass "a 30,000-character link was sent over D-Bus" || fail "the hostile Open call failed"
started=$(date +%s%N)
if timeout 5 gdbus call --session --dest "$id" --object-path "$object" \
  --method org.freedesktop.DBus.Peer.Ping >/dev/null; then
  pass "the game answers the bus $(( ($(date +%s%N) - started) / 1000000 )) ms after it"
else
  fail "the game did not answer the bus within 5 s of the hostile link"
fi
[ "$(games)" -eq 1 ] && kill -0 "$game_pid" 2>/dev/null && pass "still one game, running" \
  || fail "the game is gone or doubled after the hostile link"
stop

# 4. A first start with a link plays its word; the daily round comes back on a plain start.
start "$second"
play eerie
shot link-start
expect_board link-start "$won
$empty
$empty
$empty
$empty
$empty" light "a start with a link plays its word (EERIE)"
stop
start
shot daily-again
row=$(board daily-again | sed -n 1p)
[ "$row" = "$daily_row" ] && pass "the daily round was kept through the challenges" || fail "the daily round shows $row"
stop

[ "$failures" -eq 0 ] || { echo "challenge.sh: $failures failure(s); screenshots in $shots" >&2; exit 1; }
echo "challenge.sh: challenges made, opened by link, handed to the running game; screenshots in $shots"
