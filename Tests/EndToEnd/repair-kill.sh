#!/bin/sh
# A kill at any moment of a repair loses no game (issue 54): a 100,000-game history with one line
# the game does not accept is repaired at the start (set aside, then its sound games written back);
# the game is killed (SIGKILL) at a random moment of that, 50 times over the same damaged file, and
# after each kill every sound game is still in history.jsonl. Then a start that is left to finish:
# the history holds every sound game, once, and no damaged line.
# Usage (under a display): repair-kill.sh [game binary]; KILLS=N for another number of kills.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
e2e_setup repair-kill.sh "$@"
kills=${KILLS:-50}
data="$XDG_DATA_HOME/guesswork"
mkdir -p "$data" "$XDG_CONFIG_HOME/guesswork"
# Settings that start in Unlimited, so the start never waits on a daily.
printf '{"format":1,"gameMode":"unlimited","helpShown":true}\n' >"$XDG_CONFIG_HOME/guesswork/settings.json"
damaged="$work/damaged.jsonl"
python3 - "$damaged" <<'PY'
import json, sys
from datetime import datetime, timedelta, timezone
start = datetime(2026, 3, 1, tzinfo=timezone.utc)
def game(i, language="en"):
    return json.dumps({"answer": "crane", "finishedAt": (start + timedelta(seconds=i)).strftime("%Y-%m-%dT%H:%M:%SZ"),
                       "guessCount": 2, "guesses": ["slate", "crane"], "hardMode": False,
                       "language": language, "mode": "unlimited", "won": True},
                      sort_keys=True, separators=(",", ":")) + "\n"
with open(sys.argv[1], "w") as out:
    out.write('{"format":4,"kind":"guesswork-history"}\n')
    for i in range(100000):
        if i == 50000:
            out.write(game(-1, "nl"))  # a language the game has no lists for: damage
        out.write(game(i))
PY

# How many sound games of the damaged file history.jsonl lacks (each kept by its finish time).
check() {
  python3 - "$data/history.jsonl" <<'PY'
import json, sys
from datetime import datetime, timedelta, timezone
start = datetime(2026, 3, 1, tzinfo=timezone.utc)
want = {(start + timedelta(seconds=i)).strftime("%Y-%m-%dT%H:%M:%SZ") for i in range(100000)}
found = set()
try:
    with open(sys.argv[1], "rb") as f:
        for line in f:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict) and record.get("language") == "en":
                found.add(record.get("finishedAt"))
except FileNotFoundError:
    pass
print(len(want - found))
PY
}

# Starts the game without waiting for its window (a kill may come before it).
launch() {
  "$binary" >"$work/game.log" 2>&1 &
  game_pid=$!
}

kill_now() {
  kill -9 "$game_pid" 2>/dev/null || true
  wait "$game_pid" 2>/dev/null || true
  game_pid=""
}

# How long a whole repair takes here, to spread the kills over it.
cp "$damaged" "$data/history.jsonl"
began=$(date +%s%N)
launch
aside_ms=""
until ! grep -q '"language":"nl"' "$data/history.jsonl" 2>/dev/null; do
  if [ -z "$aside_ms" ] && ls "$data"/history.jsonl.damaged-* >/dev/null 2>&1; then
    aside_ms=$(( ($(date +%s%N) - began) / 1000000 ))
  fi
  sleep 0.02
  [ $(( ($(date +%s%N) - began) / 1000000 )) -lt 120000 ] || { fail "no repair within 120 s"; break; }
done
repair_ms=$(( ($(date +%s%N) - began) / 1000000 ))
aside_ms=${aside_ms:-$repair_ms}
kill_now
echo "a repair of 100,000 games: set aside $aside_ms ms after the start, written back at $repair_ms ms"

lost=0
i=0
while [ "$i" -lt "$kills" ]; do
  i=$((i + 1))
  rm -f "$data"/history.jsonl.damaged-* "$data"/.history.jsonl.*.tmp
  cp "$damaged" "$data/history.jsonl"
  # A moment from half-way through the read to just after the write back: about one kill in five
  # falls between the copy set aside and the sound games written back (the read before changes
  # nothing on disk, and costs the whole read each time: a debug build takes seconds).
  delay=$(python3 -c "import random; print(round(random.uniform($aside_ms * 0.5, $repair_ms + 300) / 1000, 3))")
  launch
  sleep "$delay"
  kill_now
  missing=$(check)
  if [ "$missing" != 0 ]; then
    fail "kill $i at $delay s: $missing sound games missing"
    lost=$((lost + 1))
  fi
done
[ "$lost" -eq 0 ] && pass "$kills kills at random moments of a repair: every sound game there every time"

# Left to finish: every sound game, once, no damaged line, and the copy set aside as it was.
start
tries=0
until ! grep -q '"language":"nl"' "$data/history.jsonl"; do
  tries=$((tries + 1))
  [ "$tries" -lt 600 ] || break
  sleep 0.1
done
stop
games=$(($(wc -l <"$data/history.jsonl") - 1))
if [ "$(check)" = 0 ] && [ "$games" -eq 100000 ] && ! grep -q '"language":"nl"' "$data/history.jsonl"; then
  pass "a start left to finish: 100,000 games, once each, the damaged line set aside"
else
  fail "after the last start: $games games, $(check) missing"
fi

if [ "$failures" -gt 0 ]; then
  echo "repair-kill.sh: $failures check(s) failed" >&2
  exit 1
fi
