#!/bin/sh
# A long history in the shapes that once froze or lost a start (issue 39), against the game, under
# the X display in $DISPLAY (benchmarks/run.sh history starts a private Xvfb and session bus):
#
#   cases.sh HISTORY_BENCH MAPTIME STALLPING GAME APPLICATION_ID WORK RESULTS SIZE...
#
# For each SIZE (games) and case, the game starts over a returning player's files: MAPTIME gives
# exec to the window's first frame, STALLPING (started with it) the main loop's longest stall from
# that frame on (what comes before it is the window being built, as with no history), over about
# 3 s, while the whole history is read in the background. Cases:
#   plain        the history as HISTORY_BENCH writes it (a daily round in progress)
#   held-lock    another program holds .history.jsonl.lock for the whole run
#   no-games     a language and length with no games yet (Spanish, 4 letters)
#   sparse       2 GB of nothing after the games (a sparse file)
#   out-of-order a game finished 14 days ago appended after the newest
#   returning    the daily round file holds a finished daily of 10 days ago, not in the history
#   date         --date on a day 10 days ago
#   crlf         every line of the history ends in CRLF (an editor elsewhere)
#   settings-1g  settings.json is 1 GB of nothing (a sparse file)
# Memory is the game's 4.5 s after its window maps. Appends "history-case SIZE CASE paint_ms=…
# max_stall_ms=… p99_stall_ms=… rss_kb=…" lines to RESULTS; the empty history
# (0 games, plain) is the reference first frame.
set -eu
bench=$1 maptime=$2 stallping=$3 game=$4 app_id=$5 work=$6 results=$7
shift 7
printf '%9s %-13s %12s %14s %12s %10s\n' games case "first frame" "longest stall" "p99 stall" "memory"
run_case() { # SIZE CASE
  rm -rf "$work/home" && cp -R "$work/files" "$work/home"
  data=$work/home/data/guesswork
  holder=""
  args=""
  case $2 in
    held-lock)
      sh -c 'exec 9>"$1"; flock -x 9; exec sleep 600' sh "$data/.history.jsonl.lock" >/dev/null 2>&1 &
      holder=$!
      sleep 0.2 ;;
    no-games)
      python3 - "$work/home/config/guesswork/settings.json" <<'PY'
import json, sys
settings = json.load(open(sys.argv[1]))
settings.update(language="es", wordLength=4, mode="unlimited")
json.dump(settings, open(sys.argv[1], "w"))
PY
      ;;
    sparse) truncate -s +2G "$data/history.jsonl" ;;
    returning) "$bench" --home "$work/home" --finished-days-ago 10 >/dev/null ;;
    date) args="--date $(date -d '10 days ago' +%F)" ;;
    crlf) sed -i 's/$/\r/' "$data/history.jsonl" ;;
    settings-1g) truncate -s 1G "$work/home/config/guesswork/settings.json" ;;
    out-of-order)
      python3 - "$data/history.jsonl" <<'PY'
import json, sys, datetime
lines = open(sys.argv[1]).read().splitlines()
game = json.loads(lines[-1])
old = datetime.datetime.strptime(game["finishedAt"], "%Y-%m-%dT%H:%M:%SZ") - datetime.timedelta(days=14)
game.update(finishedAt=old.strftime("%Y-%m-%dT%H:%M:%SZ"), mode="unlimited")
game.pop("puzzleNumber", None)
open(sys.argv[1], "a").write(json.dumps(game, sort_keys=True, separators=(",", ":")) + "\n")
PY
      ;;
  esac
  # A --date game runs on its own, off the session bus (GApplication's non-unique mode): nothing
  # to ping; its first frame is the measure (the start waited there for the whole history).
  pinger=""
  : >"$work/stall.txt"
  if [ "$2" != date ]; then
    "$stallping" "$app_id" 4 >"$work/stall.txt" 2>>"$work/stderr" &
    pinger=$!
  fi
  # shellcheck disable=SC2086 # $args: --date and its day, two words
  env HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_DATA_HOME="$work/home/data" \
    XDG_CACHE_HOME="$work/cache" GUESSWORK_DATA_DIR="${GUESSWORK_DATA_DIR:-$PWD/data}" \
    "$maptime" -v -r 4500 -n Guesswork -- "$game" $args >"$work/map.txt" 2>"$work/instants.txt"
  [ -z "$pinger" ] || wait "$pinger" || true
  [ -z "$holder" ] || { kill "$holder"; wait "$holder" 2>/dev/null || true; }
  value() { grep -v '^call ' "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }
  paint=$(value "$work/map.txt" paint_ms)
  painted_at=$(sed -n 's/^maptime: exec .* paint \([0-9.]*\)$/\1/p' "$work/instants.txt")
  [ -n "$painted_at" ] || { cat "$work/instants.txt" >&2; echo "cases.sh: no first frame ($1 $2)" >&2; exit 1; }
  rss=$(value "$work/map.txt" rss_kb)
  cp "$work/stall.txt" "$work/stall-$1-$2.txt"
  if [ -z "$pinger" ]; then
    printf '%9s %-13s %9.0f ms %14s %12s %7d MB\n' "$1" "$2" "$paint" "(off the bus)" "" "$((rss / 1024))"
    echo "history-case $1 $2 paint_ms=$paint rss_kb=$rss" >>"$results"
    return
  fi
  # The calls begun after the first frame: their longest, and the 99th percentile.
  stalls=$(awk -v t="$painted_at" '$1 == "call" && $2 >= t { print $3 }' "$work/stall.txt" | sort -n)
  [ -n "$stalls" ] || { echo "cases.sh: no call after the first frame ($1 $2)" >&2; exit 1; }
  stall=$(echo "$stalls" | tail -1)
  p99=$(echo "$stalls" | awk '{ v[NR] = $1 } END { i = int(NR * 0.99); if (i < 1) i = 1; print v[i] }')
  printf '%9s %-13s %9.0f ms %11s ms %9s ms %7d MB\n' "$1" "$2" "$paint" "$stall" "$p99" "$((rss / 1024))"
  echo "history-case $1 $2 paint_ms=$paint max_stall_ms=$stall p99_stall_ms=$p99 rss_kb=$rss" >>"$results"
}
"$bench" --home "$work/files" --games 0 >/dev/null
run_case 0 plain
for games in "$@"; do
  "$bench" --home "$work/files" --games "$games" >/dev/null
  for case in plain held-lock no-games sparse out-of-order returning date crlf settings-1g; do
    run_case "$games" "$case"
  done
done
rm -rf "$work/home" "$work/files"
