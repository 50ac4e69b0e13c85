#!/bin/sh
# Eight boards against one, in the same run (issue 56), under the X display in $DISPLAY
# (benchmarks/run.sh boards starts a private Xvfb and session bus):
#
#   compare.sh KEYFRAMES GAME RESULTS RUNS
#
# For GL then cairo, RUNS games of one board and RUNS of eight alternated, each on chosen words in
# a 1000 x 760 window (every board on screen), a fresh home each: KEYFRAMES sends 20 letters, each
# followed by BackSpace, and times each key to the window's next frame; then plays three words that
# are no answer and records each reveal's frames. Appends, a renderer and kind each,
# "boards RENDERER BOARDS key_p50_ms=… key_p90_ms=… gap_p50_ms=… gap_max_ms=… reveal_frames=…"
# to RESULTS: the keys' median and 90th percentile, and of each reveal's longest interval between
# two frames the median and the worst.
set -eu
keyframes=$1 game=$2 results=$3 runs=$4
work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-boards.XXXXXX")
trap 'rm -rf "$work"' EXIT
one=crane
eight=crane,tooth,borne,slate,gusty,mirth,flock,jumbo
printf '%-8s %6s %12s %12s %14s %14s %8s\n' renderer boards "key p50" "key p90" "reveal gap p50" "reveal gap max" frames
for renderer in gl cairo; do
  : >"$work/keys-1" && : >"$work/keys-8" && : >"$work/gaps-1" && : >"$work/gaps-8"
  run=0
  while [ "$run" -lt "$runs" ]; do
    run=$((run + 1))
    for boards in 1 8; do
      home=$work/home
      rm -rf "$home" && mkdir -p "$home/config/guesswork"
      printf '{"format":1,"helpShown":true,"theme":"light","windowWidth":1000,"windowHeight":760}\n' \
        >"$home/config/guesswork/settings.json"
      words=$one
      [ "$boards" = 8 ] && words=$eight
      HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache \
        GSK_RENDERER=$renderer "$game" --word "$words" >"$work/game.log" 2>&1 &
      pid=$!
      "$keyframes" Guesswork keys 20 | sed -n 's/^key_ms=//p' | tr ',' '\n' >>"$work/keys-$boards"
      "$keyframes" Guesswork reveal stare doing pique >"$work/reveal.txt"
      sed -n 's/^reveal_gap_ms=\([0-9.]*\) frames=\([0-9]*\).*/\1 \2/p' "$work/reveal.txt" >>"$work/gaps-$boards"
      kill "$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
    done
  done
  for boards in 1 8; do
    if [ ! -s "$work/keys-$boards" ] || [ ! -s "$work/gaps-$boards" ]; then
      echo "compare.sh: no frames timed with $boards board(s) under $renderer; the game said:" >&2
      cat "$work/game.log" >&2
      exit 1
    fi
    key_p50=$(sort -n "$work/keys-$boards" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
    key_p90=$(sort -n "$work/keys-$boards" | awk '{ v[NR] = $1 } END { print v[int(NR * 0.9 + 0.5)] }')
    gap_p50=$(sort -n "$work/gaps-$boards" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
    gap_max=$(sort -n "$work/gaps-$boards" | awk 'END { print $1 }')
    frames=$(awk '{ s += $2 } END { printf "%.0f", s / NR }' "$work/gaps-$boards")
    printf '%-8s %6s %9s ms %9s ms %11s ms %11s ms %8s\n' "$renderer" "$boards" "$key_p50" "$key_p90" \
      "$gap_p50" "$gap_max" "$frames"
    echo "boards $renderer $boards key_p50_ms=$key_p50 key_p90_ms=$key_p90 gap_p50_ms=$gap_p50 gap_max_ms=$gap_max reveal_frames=$frames" >>"$results"
  done
done
