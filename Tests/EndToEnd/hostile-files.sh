#!/bin/sh
# End to end, hostile files (issue 25, examples 3 and 5, through the binary): a FIFO where the
# settings, the history or a round file belong once blocked the start for ever in open(), with no
# window, and every later launch timed out on the bus. Now the game opens its window at once, sets
# each FIFO aside unread and says so; a second start finds everything in order. A temporary file a
# killed game left behind is removed at the next start. A folder where the history's lock file
# belongs, a lock another program holds for ever, a full disk and a kill while a long history is
# read lose no finished game and never hold up quitting (issue 39).
#
# Needs a display and a session bus (`make test` runs it under tools/with-display.sh), xdotool and
# ImageMagick. Usage: Tests/EndToEnd/hostile-files.sh [GUESSWORK_BINARY]   (default: the debug build)
set -eu
cd "$(dirname "$0")/../.."
here=Tests/EndToEnd
. "$here/lib.sh"
e2e_setup hostile-files.sh "$@"
config=$XDG_CONFIG_HOME/guesswork
data=$XDG_DATA_HOME/guesswork
mkdir -p "$config" "$data/rounds"

# 1. FIFOs at the settings, the history and today's round, and a dead game's temporary file.
mkfifo "$config/settings.json" "$data/history.jsonl" "$data/rounds/daily-en.json"
echo '{"format":1}' >"$data/rounds/.unlimited-en.json.999999.0123456789abcdef.tmp"
started=$(date +%s)
# Started by hand, not with `start`: a game blocked in open() must fail the run, not hang it.
"$binary" >"$work/game.log" 2>&1 &
game_pid=$!
tries=0
until window=$(find_window Guesswork); do
  tries=$((tries + 1))
  [ "$tries" -lt 100 ] || break
  sleep 0.2
done
if [ -n "$window" ]; then
  pass "the window opened over three FIFOs in $(($(date +%s) - started)) s"
else
  fail "no window within 20 s over three FIFOs (blocked in open?)"
  exit 1
fi
for fifo in "$config/settings.json" "$data/history.jsonl" "$data/rounds/daily-en.json"; do
  if [ -p "$fifo" ]; then fail "$fifo is still a FIFO where the game keeps its file"; fi
  aside=$(find "$(dirname "$fifo")" -maxdepth 1 -name "$(basename "$fifo").*" -type p | head -1)
  if [ -n "$aside" ]; then pass "$(basename "$fifo"): set aside unread as $(basename "$aside")"; else
    fail "$(basename "$fifo"): the FIFO was not set aside"
  fi
done
if ls -a "$data/rounds" | grep -q '999999'; then fail "the dead game's temporary file is still there"; else
  pass "the dead game's temporary file was removed"
fi
wait_for_board
shot fifo-start
play crane
stop

# 2. Started again: everything in order, the guess kept, nothing more set aside.
before=$(find "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" -name '*.damaged-*' | wc -l)
start
shot second-start
first_row=$(board second-start | head -1)
case "$first_row" in
  *empty*) fail "the guess of the first start was lost: $first_row" ;;
  *) pass "the first start's guess is on the board again" ;;
esac
stop
after=$(find "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" -name '*.damaged-*' | wc -l)
[ "$after" -eq "$before" ] && pass "a second start sets nothing more aside" || fail "a second start set $((after - before)) more files aside"

# 3. A folder where the history's lock file belongs (issue 39): the daily won is still recorded,
# the folder set aside and told.
lock="$data/.history.jsonl.lock"
rm -f "$lock"
mkdir "$lock"
start
answer=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["round"]["answer"])' \
  "$data/rounds/daily-en.json")
play "$answer"
wait_until grep -q '"won":true' "$data/history.jsonl" || true
stop
if grep -q '"won":true' "$data/history.jsonl" 2>/dev/null; then pass "a folder at the lock file: the win is recorded"; else
  fail "a folder at the lock file: the win is not in history.jsonl"
fi
if [ -f "$lock" ] && find "$data" -maxdepth 1 -name '.history.jsonl.lock.damaged-*' -type d | grep -q .; then
  pass "the folder was set aside and a lock file made in its place"
else
  fail "the folder at the lock file was not set aside: $(ls -la "$data")"
fi

# 4. The lock held for ever by another program: an unlimited round won meanwhile is not lost,
# Ctrl+Q ends the game at once, and the next start (lock free) records the round.
printf '{"format":1,"helpShown":true,"mode":"unlimited"}\n' >"$config/settings.json"
# One process that takes the lock and sleeps (exec: killing it lets the lock go).
sh -c 'exec 9>"$1"; flock -x 9; exec sleep 600' sh "$lock" >/dev/null 2>&1 &
holder=$!
sleep 0.3
start
answer=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["round"]["answer"])' \
  "$data/rounds/unlimited-en.json")
play "$answer"
sleep 1
wins=$(cat "$data/history.jsonl" 2>/dev/null | grep -c '"won":true' || true)
xdotool windowfocus --sync "$window"
quit_started=$(date +%s.%N)
xdotool key ctrl+q
tries=0
while kill -0 "$game_pid" 2>/dev/null && [ "$tries" -lt 50 ]; do
  tries=$((tries + 1))
  sleep 0.1
done
quit_took=$(awk -v s="$quit_started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
if kill -0 "$game_pid" 2>/dev/null; then fail "Ctrl+Q with the lock held: the game still runs after 5 s"; else
  pass "Ctrl+Q with the lock held: the game ended in $quit_took s"
fi
stop
[ "$wins" -eq 1 ] && pass "while the lock is held nothing is appended (1 win)" || fail "$wins wins in the history while the lock was held"
kill "$holder" 2>/dev/null || true
wait "$holder" 2>/dev/null || true
start
two_wins() { [ "$(grep -c '"won":true' "$data/history.jsonl")" -eq 2 ]; }
wait_until two_wins || true
stop
wins=$(cat "$data/history.jsonl" 2>/dev/null | grep -c '"won":true' || true)
[ "$wins" -eq 2 ] && pass "the next start recorded the round won while the lock was held" || fail "$wins wins in the history after the lock went"

# 5. A full disk (issue 39): the round won when no byte more fits leaves no torn line in the
# history (the file stays whole lines), its round file is kept, the player is told, and once there
# is room the game saves the round and records the game by itself. A tmpfs of 256 KiB is the disk (mounting needs root: without
# it the section says it was skipped).
full=$work/full
mkdir -p "$full"
if mount -t tmpfs -o size=256k tmpfs "$full" 2>/dev/null; then
  trap 'umount "$full" 2>/dev/null || true; e2e_cleanup' EXIT INT TERM
  export XDG_DATA_HOME=$full
  data=$full/guesswork
  mkdir -p "$data/rounds"
  # A history that ends a few bytes before a page boundary: the next game's line crosses it,
  # and a full disk takes only its first part.
  python3 - "$data/history.jsonl" <<'PY'
import json, sys
header = '{"format":4,"kind":"guesswork-history"}\n'
words = ["slate", "brine", "pious", "fjord", "mouth"]
def game(tries):
    guesses = words[:tries - 1] + ["crane"]
    return json.dumps({"answer": "crane", "finishedAt": "2026-03-14T10:00:00Z",
                       "guessCount": tries, "guesses": guesses, "hardMode": False,
                       "language": "en", "mode": "unlimited", "won": True},
                      sort_keys=True, separators=(",", ":")) + "\n"
# Games of one to six tries (each try 8 bytes longer) up to 20-27 bytes before 4096.
lines, size, tries = [], len(header), 6
while size < 4096 - 27:
    while tries > 1 and size + len(game(tries)) > 4096 - 20:
        tries -= 1
    if size + len(game(tries)) > 4096 - 20:
        break
    lines.append(game(tries))
    size += len(game(tries))
assert 4096 - size < 200, 4096 - size
open(sys.argv[1], "w").write(header + "".join(lines))
PY
  games_before=$(($(wc -l <"$data/history.jsonl") - 1))
  start
  answer=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["round"]["answer"])' \
    "$data/rounds/unlimited-en.json")
  play slate
  dd if=/dev/zero of="$full/filler" bs=4096 2>/dev/null || true
  play "$answer"
  sleep 1
  shot disk-full
  if python3 -c '
import json, sys
for line in open(sys.argv[1], encoding="utf-8"):
    json.loads(line)
' "$data/history.jsonl" 2>/dev/null; then pass "a full disk: the history is whole lines"; else
    fail "a full disk tore a line into the history: $(tail -c 120 "$data/history.jsonl")"
  fi
  if grep -q slate "$data/rounds/unlimited-en.json" 2>/dev/null; then pass "a full disk: the round file is kept"; else
    fail "a full disk: the round file lost its guesses: $(cat "$data/rounds/unlimited-en.json" 2>&1)"
  fi
  # Room again while the game runs: the round file and the game are written by themselves.
  rm -f "$full/filler"
  tries=0
  until [ "$(($(wc -l <"$data/history.jsonl") - 1))" -eq $((games_before + 1)) ] &&
    grep -q "$answer\"\]" "$data/rounds/unlimited-en.json"; do
    tries=$((tries + 1))
    [ "$tries" -lt 100 ] || break
    sleep 0.1
  done
  if [ "$tries" -lt 100 ]; then pass "room again: the game and its round saved within $((tries / 10)).$((tries % 10)) s"; else
    fail "room again: not saved within 10 s ($(($(wc -l <"$data/history.jsonl") - 1)) games)"
  fi
  stop
  start
  sleep 1
  stop
  games_after=$(($(wc -l <"$data/history.jsonl") - 1))
  [ "$games_after" -eq $((games_before + 1)) ] && pass "started again, the game is recorded once" ||
    fail "started again: $games_after games in the history, expected $((games_before + 1))"
  aside=$(find "$data" -name '*.damaged-*' | wc -l)
  [ "$aside" -eq 0 ] && pass "a full disk: nothing set aside as damaged" || fail "a full disk: $aside file(s) set aside"
  umount "$full"
  trap e2e_cleanup EXIT INT TERM
else
  echo "skipped: a full disk (mounting a small tmpfs needs root)"
fi

# 6. A round won while a long history is still being read (issue 39): its line is in the file at
# once, not behind the whole read (seconds for a long history), so a kill a moment later loses
# nothing. 300,000 games: the debug build reads them for several seconds.
export XDG_DATA_HOME=$HOME/data
data=$XDG_DATA_HOME/guesswork
rm -rf "$data" && mkdir -p "$data/rounds"
printf '{"format":1,"helpShown":true,"mode":"unlimited"}\n' >"$config/settings.json"
python3 - "$data/history.jsonl" <<'PY'
import json, sys
game = json.dumps({"answer": "crane", "finishedAt": "2026-03-01T10:00:00Z", "guessCount": 3,
                   "guesses": ["slate", "brine", "crane"], "hardMode": False, "language": "en",
                   "mode": "unlimited", "won": True}, sort_keys=True, separators=(",", ":")) + "\n"
with open(sys.argv[1], "w") as out:
    out.write('{"format":4,"kind":"guesswork-history"}\n')
    out.write(game * 300000)
PY
start
answer=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["round"]["answer"])' \
  "$data/rounds/unlimited-en.json")
xdotool type --delay 60 "$answer"
xdotool key Return
tries=0
until [ "$(wc -l <"$data/history.jsonl")" -eq 300002 ]; do
  tries=$((tries + 1))
  [ "$tries" -lt 40 ] || break
  sleep 0.1
done
kill -9 "$game_pid" 2>/dev/null || true
wait "$game_pid" 2>/dev/null || true
game_pid=""
if [ "$(wc -l <"$data/history.jsonl")" -eq 300002 ] && tail -1 "$data/history.jsonl" | grep -q "\"$answer\""; then
  pass "a long history: the round won is in the file within $((tries / 10)).$((tries % 10)) s, before a kill"
else
  fail "a long history: the round won was not in the file 4 s after Enter ($(wc -l <"$data/history.jsonl") lines)"
fi

if [ "$failures" -gt 0 ]; then
  echo "hostile-files.sh: $failures check(s) failed (screenshots in $shots)" >&2
  trap - EXIT
  exit 1
fi
echo "hostile-files.sh: all checks passed"
