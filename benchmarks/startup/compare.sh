#!/bin/sh
# Start-up and memory of Guesswork against its floor, a minimal libadwaita window (adw-window.c),
# side by side, under the X display in $DISPLAY (benchmarks/run.sh starts a private Xvfb and
# session bus for it).
#
#   compare.sh MAPTIME FLOOR GAME HOME RESULTS [RUNS [REFERENCE]]
#
# For each renderer (GL, then cairo) it runs each program once to warm the caches, then RUNS times
# (default 9), alternating bare and game so both see the same machine. Each run is timed by
# MAPTIME: milliseconds from exec to the window mapped and to its first frame, CPU time used until
# the map and until the first frame (far steadier than the wall times on a busy machine), and
# resident memory one second after the map. The game plays as the returning player
# whose files are in HOME (a copy per run, so every start finds the same files). Prints a table of
# medians with the game/bare ratios, and appends "renderer metric bare game ratio" lines to RESULTS.
# REFERENCE (run.sh gives the bare GTK 4 window, bare-window.c) runs third in each round: its
# medians, the floor's and the game's ratios to it are shown (what libadwaita itself costs), not
# judged. FLOOR_TITLE names the floor's window when it is not "Bare window": with an older build
# of the game as FLOOR, the table compares two builds (a regenerated start-up order, say).
set -eu
maptime=$1 bare=$2 game=$3 home=$4 results=$5 runs=${6:-9} reference=${7:-}
floor_title=${FLOOR_TITLE:-Bare window}
work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-startup.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Both programs get the same private folders, so neither reads the real user's settings or caches.
run_one() { # name program renderer title
  rm -rf "$work/home" && cp -R "$home" "$work/home"
  line=$(env HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_DATA_HOME="$work/home/data" \
    XDG_CACHE_HOME="$work/cache" GSK_RENDERER="$3" "$maptime" -n "$4" -- "$2" 2>>"$work/stderr") || {
    echo "compare.sh: $1 ($3) did not map a window:" >&2
    cat "$work/stderr" >&2
    exit 1
  }
  echo "$1 $line" >>"$work/$3.txt"
}

median() { # column name, from stdin lines "key=value ..."
  tr ' ' '\n' | sed -n "s/^$1=//p" | sort -n |
    awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

metrics="map_ms paint_ms cpu_ms paint_cpu_ms main_cpu_ms rss_kb"
medians() { # program renderer: its median of each metric, in the order of $metrics
  for metric in $metrics; do grep "^$1 " "$work/$2.txt" | median "$metric"; done | paste -sd ' '
}
values_row() { # renderer label "medians" (the last, memory, in kB: shown in MB)
  awk -v r="$1" -v l="$2" -v v="$3" 'BEGIN {
    n = split(v, a, " "); a[n] /= 1024; printf "%-8s %-10s", r, l
    for (i = 1; i <= n; i++) printf " %9.1f", a[i]; print "" }'
}
ratios_row() { # renderer label "medians" "medians to divide by"
  awk -v r="$1" -v l="$2" -v g="$3" -v b="$4" 'BEGIN {
    n = split(g, x, " "); split(b, y, " "); printf "%-8s %-10s", r, l
    for (i = 1; i <= n; i++) printf " %8.2fx", x[i] / y[i]; print "" }'
}

printf '%-8s %-10s %9s %9s %9s %9s %9s %9s\n' renderer program "map ms" "paint ms" "cpu ms" "cpu@paint" \
  "main@pnt" "rss MB"
for renderer in gl cairo; do
  run_one warmup "$bare" "$renderer" "$floor_title"
  run_one warmup "$game" "$renderer" Guesswork
  [ -z "$reference" ] || run_one warmup "$reference" "$renderer" "Bare window"
  : >"$work/$renderer.txt"
  i=0
  while [ "$i" -lt "$runs" ]; do
    run_one bare "$bare" "$renderer" "$floor_title"
    run_one game "$game" "$renderer" Guesswork
    [ -z "$reference" ] || run_one reference "$reference" "$renderer" "Bare window"
    i=$((i + 1))
  done
  bare_medians=$(medians bare "$renderer")
  game_medians=$(medians game "$renderer")
  awk -v r="$renderer" -v m="$metrics" -v b="$bare_medians" -v g="$game_medians" 'BEGIN {
    n = split(m, k, " "); split(b, x, " "); split(g, y, " ")
    for (i = 1; i <= n; i++) printf "%s %s %s %s %.2f\n", r, k[i], x[i], y[i], y[i] / x[i] }' >>"$results"
  values_row "$renderer" floor "$bare_medians"
  values_row "$renderer" guesswork "$game_medians"
  ratios_row "$renderer" ratio "$game_medians" "$bare_medians"
  if [ -n "$reference" ]; then
    reference_medians=$(medians reference "$renderer")
    values_row "$renderer" "gtk only" "$reference_medians"
    ratios_row "$renderer" floor/gtk "$bare_medians" "$reference_medians"
    ratios_row "$renderer" game/gtk "$game_medians" "$reference_medians"
  fi
  # How much a single pair moves on this machine: game/bare of each run with the bare run before it.
  for metric in map_ms paint_ms; do
    grep -E '^(bare|game) ' "$work/$renderer.txt" | tr ' ' '\n' | sed -n "s/^$metric=//p" |
      paste - - | awk -v r="$renderer" -v m="${metric%_ms}" '
        { q = $2 / $1; if (NR == 1 || q < lo) lo = q; if (NR == 1 || q > hi) hi = q }
        END { printf "%-8s %-10s %s/run from %.2fx to %.2fx\n", r, "spread", m, lo, hi }'
  done
done
echo "($runs runs of each, medians. map: exec to window mapped; paint: to its first frame;" \
  "cpu: CPU time until mapped; cpu@paint: until the first frame; main@pnt: the main thread's own CPU" \
  "time until the first frame (what moving work to other threads would show); rss: resident memory" \
  "1 s after mapped;" \
  "spread: the smallest and largest game/bare ratio of one run and the bare run just before it)"
