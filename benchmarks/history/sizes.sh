#!/bin/sh
# A long history against the game, one line per size, under the X display in $DISPLAY
# (benchmarks/run.sh history starts a private Xvfb and session bus for it).
#
#   sizes.sh HISTORY_BENCH MAPTIME GAME WORK RESULTS RUNS SIZE...
#
# For each SIZE (games in the history) HISTORY_BENCH writes a returning player's files (that many
# finished games, a daily round in progress) and measures the session over them: its start and the
# end of a round on the main thread, and memory. Then MAPTIME starts GAME on a copy of those files
# RUNS times: the median milliseconds from exec to the window mapped, and the resident memory 1 s
# after; then RUNS times more without the round files (a new day, or a first start on another
# machine: the start must find out from the history whether today's puzzle is played already).
# Appends "history SIZE key=value ..." lines to RESULTS.
set -eu
bench=$1 maptime=$2 game=$3 work=$4 results=$5 runs=$6
shift 6
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
printf '%9s %9s %9s %9s %9s %11s %11s %9s %9s %9s %9s %9s %9s\n' games "map ms" "+map ms" "new day" \
  "+new day" "round end" "worst end" "start ms" "ready ms" "stats ms" "hist. ms" "bench MB" "game MB"
empty_map=""
empty_new_day=""
# The median map time and memory of RUNS starts over a copy of the files; with `new-day`, the
# round files are left out.
maps() {
  : >"$work/maps.txt"
  i=0
  while [ "$i" -lt "$runs" ]; do
    rm -rf "$work/home" && cp -R "$work/files" "$work/home"
    [ "${1:-}" != new-day ] || rm -rf "$work/home/data/guesswork/rounds"
    env HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_DATA_HOME="$work/home/data" \
      XDG_CACHE_HOME="$work/cache" "$maptime" -n Guesswork -- "$game" >>"$work/maps.txt" 2>>"$work/stderr"
    i=$((i + 1))
  done
  map=$(tr ' ' '\n' <"$work/maps.txt" | sed -n 's/^map_ms=//p' | median)
  rss=$(tr ' ' '\n' <"$work/maps.txt" | sed -n 's/^rss_kb=//p' | median)
}
for games in "$@"; do
  "$bench" --home "$work/files" --games "$games" >"$work/bench.txt"
  line=$(cat "$work/bench.txt")
  [ -d "$work/files/data/guesswork/rounds" ] || { echo "sizes.sh: no rounds folder" >&2; exit 1; }
  maps new-day
  new_day=$map
  maps
  [ -n "$empty_map" ] || empty_map=$map
  [ -n "$empty_new_day" ] || empty_new_day=$new_day
  value() { echo "$line" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
  printf '%9s %9.0f %9.0f %9.0f %9.0f %8.2f ms %8.2f ms %9.1f %9.0f %9.2f %9.2f %9.0f %9.0f\n' "$games" "$map" \
    "$(echo "$map - $empty_map" | bc)" "$new_day" "$(echo "$new_day - $empty_new_day" | bc)" \
    "$(value round_end_ms)" "$(value round_end_max_ms)" \
    "$(value start_ms)" "$(value ready_ms)" "$(value stats_ms)" "$(value history_ms)" \
    "$(($(value rss_kb) / 1024))" "$((rss / 1024))"
  echo "history $games $line map_ms=$map game_rss_kb=$rss extra_map_ms=$(echo "$map - $empty_map" | bc)" \
    "new_day_map_ms=$new_day extra_new_day_ms=$(echo "$new_day - $empty_new_day" | bc)" >>"$results"
done
rm -rf "$work/home" "$work/files"
