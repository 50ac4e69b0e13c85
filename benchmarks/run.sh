#!/bin/sh
# `make bench`: Guesswork's performance against the targets of BENCHMARKS.md, in one run.
#
#   benchmarks/run.sh [micro] [soak] [startup] [solver] [history] [boards]   (all when none is named)
#
#   micro    engine micro-benchmarks (ordo-one/benchmark, the package in this folder)
#   soak     memory after 10 and after 200 rounds played in one session (view model, real files);
#            and after 1 and after 200 rounds of eight boards
#   startup  exec to window mapped, to its first frame, and memory, against a minimal libadwaita
#            window in C (and, shown beside it, a bare GTK 4 window), under a private Xvfb, GL and
#            cairo: BENCH_RUNS runs of each (default 9), alternated, medians
#   history  a history of 0, 10,000, 100,000 and 1,000,000 games (BENCH_HISTORY_SIZES): exec to
#            window mapped (median of BENCH_HISTORY_RUNS, default 5) against the empty history,
#            the main thread's time at a round's end, the background read, memory; a line a size;
#            then at 10,000 and 1,000,000 games (BENCH_HISTORY_CASE_SIZES) the shapes that once
#            froze or lost a start (a held lock, a kind with no games, a 2 GB sparse file, a game
#            out of order at the end): first frame and the main loop's longest stall
#   boards   eight boards against one in the same run, GL and cairo (BENCH_BOARDS_RUNS games of
#            each, default 3): a key to the window's next frame, and the longest interval between
#            two frames of a reveal (benchmarks/boards/)
#   solver   the best English opening computed from nothing, the first review of a session and
#            reviews once the opening is known, and the solver playing every answer of every
#            language, normal and hard mode (and of 4, 6 and 7 letters, normal mode)
#
# Everything builds in .build-bench/ (release), apart from the main build and `make test`. The
# figures go to .build-bench/results.txt; the last lines compare them with the targets, and the exit
# status is 1 when one is missed. BENCHMARKS.md records them.
set -eu
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
SWIFT=${SWIFT:-swift}
runs=${BENCH_RUNS:-9}
parts=${*:-micro soak startup solver history boards}
out=.build-bench
results=$out/results.txt
mkdir -p "$out/c"
: >"$results"
export GUESSWORK_DATA_DIR="$PWD/data"

wants() { case " $parts " in *" $1 "*) return 0 ;; *) return 1 ;; esac }
say() { printf '\n== %s ==\n' "$*"; }
# Runs a build quietly: its last line, or all of it when it fails.
build() {
  "$@" >"$out/build.log" 2>&1 || { cat "$out/build.log" >&2; exit 1; }
  tail -1 "$out/build.log"
}

say "Machine"
echo "$(date -u '+%Y-%m-%d %H:%M UTC'); $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)," \
  "$(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo);" \
  "$(. /etc/os-release && echo "$PRETTY_NAME"), GTK $(pkg-config --modversion gtk4)," \
  "$($SWIFT --version 2>/dev/null | sed -n 's/.*\(Swift version [0-9.]*\).*/\1/p' | head -1);" \
  "load average $(cut -d' ' -f1-3 /proc/loadavg)"

if wants micro || wants soak; then
  say "Building the benchmarks (release)"
  build $SWIFT build -c release --package-path benchmarks --scratch-path "$out/micro" --product round-soak
fi

if wants micro; then
  say "Engine micro-benchmarks (ordo-one/benchmark; per operation; p50 and p90 of the samples)"
  $SWIFT package --package-path benchmarks --scratch-path "$out/micro" benchmark --no-progress \
    >"$out/micro.txt" 2>&1 || { cat "$out/micro.txt"; exit 1; }
  # The tool's tables, boiled down to one line per benchmark: wall clock p50/p90 and mallocs p50.
  awk -F'│' -v results="$results" '
    function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
    function show(ns) { ns += 0; return ns >= 1e6 ? sprintf("%.2f ms", ns / 1e6) : ns >= 1e3 ? sprintf("%.2f µs", ns / 1e3) : sprintf("%.0f ns", ns) }
    /^[A-Z]/ && !/^(Host|Baseline|Running|Build|Note|EngineBenchmarks)/ { name = $0; next }
    $2 ~ /Malloc \(total\)/ { mallocs[name] = trim($5) ($2 ~ /\(K\)/ ? "K" : ""); next }
    $2 ~ /Time \(wall clock\) \(ns\)/ { p50[name] = trim($5); p90[name] = trim($7); order[++n] = name }
    END {
      printf "%-70s %10s %10s %8s\n", "benchmark", "p50", "p90", "mallocs"
      for (i = 1; i <= n; i++) {
        b = order[i]
        printf "%-70s %10s %10s %8s\n", b, show(p50[b]), show(p90[b]), mallocs[b]
        printf "micro %s\t%s\n", b, p50[b] >> results
      }
    }' "$out/micro.txt"
fi

if wants soak; then
  say "Memory over one session: 200 rounds through the view model, real files"
  "$out/micro/release/round-soak" --rounds 200 --report 10,200 | tee "$out/soak.txt"
  awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); v[NR, kv[1]] = kv[2] } }
    END {
      printf "RSS after 200 rounds / after 10: %.3f (heap in use %d KB -> %d KB)\n", v[2, "rss_kb"] / v[1, "rss_kb"], v[1, "heap_kb"], v[2, "heap_kb"]
      printf "soak rss_ratio %.3f\n", v[2, "rss_kb"] / v[1, "rss_kb"] >> "'"$results"'"
    }' "$out/soak.txt"
  say "Memory over one session: 200 rounds of eight boards"
  "$out/micro/release/round-soak" --rounds 200 --report 1,200 --boards 8 | tee "$out/soak8.txt"
  awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); v[NR, kv[1]] = kv[2] } }
    END {
      printf "RSS after 200 rounds of eight boards / after 1: %.3f (heap in use %d KB -> %d KB)\n", v[2, "rss_kb"] / v[1, "rss_kb"], v[1, "heap_kb"], v[2, "heap_kb"]
      printf "soak8 rss_ratio %.3f\n", v[2, "rss_kb"] / v[1, "rss_kb"] >> "'"$results"'"
    }' "$out/soak8.txt"
fi

if wants startup; then
  say "Building the game (release, as make build does) and the C baseline"
  # (SwiftPM does not know the ordering file among the flags: a newer one forces the link.)
  if [ tools/startup-order.txt -nt "$out/app/release/guesswork" ]; then rm -f "$out/app/release/guesswork"; fi
  # shellcheck disable=SC2046 # the Makefile's flags, one word each
  build $SWIFT build -c release $(make -s --no-print-directory print-release-flags) --product guesswork \
    --scratch-path "$out/app"
  echo "binary: $(du -k "$out/app/release/guesswork" | cut -f1) KB"
  ./tools/check-foundation-free.sh "$out/app/release/guesswork"
  # shellcheck disable=SC2046 # pkg-config prints several flags
  cc -O2 -Wall -Wextra -o "$out/c/maptime" benchmarks/startup/maptime.c $(pkg-config --cflags --libs x11 xdamage)
  # The floor (a libadwaita window, what the targets are judged against) and, shown beside it, a
  # bare GTK 4 window: the difference is libadwaita's own cost.
  # shellcheck disable=SC2046
  cc -O2 -Wall -Wextra -o "$out/c/adw-window" benchmarks/startup/adw-window.c $(pkg-config --cflags --libs libadwaita-1)
  # shellcheck disable=SC2046
  cc -O2 -Wall -Wextra -o "$out/c/bare-window" benchmarks/startup/bare-window.c $(pkg-config --cflags --libs gtk4)
  reference="$out/c/bare-window"
  say "A returning player's files: a year of rounds (365), played by round-soak"
  if [ ! -x "$out/micro/release/round-soak" ]; then
    build $SWIFT build -c release --package-path benchmarks --scratch-path "$out/micro" --product round-soak
  fi
  rm -rf "$out/home" && mkdir -p "$out/home"
  "$out/micro/release/round-soak" --rounds 365 --report "" --home "$out/home"
  echo "settings, the round in progress, and a history of $(($(wc -l <"$out/home/data/guesswork/history.jsonl") - 1)) finished games"
  say "Start-up and memory: bare GTK 4 window (C) vs Guesswork (release), private Xvfb"
  # (The accessibility bus's registry announces itself on stdout; that line is dropped.)
  env -u DISPLAY -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS -u GUESSWORK_HAS_BUS \
    ./tools/with-display.sh benchmarks/startup/compare.sh "$out/c/maptime" "$out/c/adw-window" \
    "$out/app/release/guesswork" "$out/home" "$results" "$runs" "$reference" >"$out/startup.txt" \
    2>"$out/startup-stderr.txt" || {
    cat "$out/startup.txt" "$out/startup-stderr.txt" >&2
    exit 1
  }
  grep -v '^SpiRegistry daemon' "$out/startup.txt"
fi

if wants history; then
  say "Building the history benchmark, the game (release) and the timer"
  build $SWIFT build -c release --package-path benchmarks --scratch-path "$out/micro" --product history-bench
  if [ tools/startup-order.txt -nt "$out/app/release/guesswork" ]; then rm -f "$out/app/release/guesswork"; fi
  # shellcheck disable=SC2046 # the Makefile's flags, one word each
  build $SWIFT build -c release $(make -s --no-print-directory print-release-flags) --product guesswork \
    --scratch-path "$out/app"
  # shellcheck disable=SC2046 # pkg-config prints several flags
  cc -O2 -Wall -Wextra -o "$out/c/maptime" benchmarks/startup/maptime.c $(pkg-config --cflags --libs x11 xdamage)
  say "A long history: start-up (a round in progress; none: a new day), a round's end on the main thread, memory"
  mkdir -p "$out/history"
  # shellcheck disable=SC2086 # the sizes are words
  env -u DISPLAY -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS -u GUESSWORK_HAS_BUS \
    ./tools/with-display.sh benchmarks/history/sizes.sh "$out/micro/release/history-bench" \
    "$out/c/maptime" "$out/app/release/guesswork" "$out/history" "$results" "${BENCH_HISTORY_RUNS:-5}" \
    ${BENCH_HISTORY_SIZES:-0 10000 100000 1000000} 2>"$out/history-stderr.txt" || {
    cat "$out/history-stderr.txt" >&2
    exit 1
  }
  cc -O2 -Wall -Wextra -o "$out/c/stallping" benchmarks/history/stallping.c $(pkg-config --cflags --libs gio-2.0)
  say "A long history in the shapes that once froze a start: first frame, the main loop's longest stall"
  # shellcheck disable=SC2086 # the sizes are words
  env -u DISPLAY -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS -u GUESSWORK_HAS_BUS \
    ./tools/with-display.sh benchmarks/history/cases.sh "$out/micro/release/history-bench" \
    "$out/c/maptime" "$out/c/stallping" "$out/app/release/guesswork" io.github.guesswork.Guesswork \
    "$out/history" "$results" ${BENCH_HISTORY_CASE_SIZES:-10000 1000000} 2>"$out/history-stderr.txt" || {
    cat "$out/history-stderr.txt" >&2
    exit 1
  }
fi

if wants solver; then
  say "Building the solver benchmark (release)"
  build $SWIFT build -c release --package-path benchmarks --scratch-path "$out/micro" --product solver-bench
  say "Solver: the best opening, reviews, every answer played (with and without look-ahead; 4, 6 and 7 letters)"
  "$out/micro/release/solver-bench" --data "$PWD/data" >"$out/solver.txt" || { cat "$out/solver.txt"; exit 1; }
  grep -v '^result ' "$out/solver.txt"
  sed -n 's/^result /solver /p' "$out/solver.txt" >>"$results"
fi

if wants boards; then
  say "Building the game (release) and the key and frame timer"
  # shellcheck disable=SC2046 # the Makefile's flags, one word each
  build $SWIFT build -c release $(make -s --no-print-directory print-release-flags) --product guesswork \
    --scratch-path "$out/app"
  # shellcheck disable=SC2046 # pkg-config prints several flags
  cc -O2 -Wall -Wextra -o "$out/c/keyframes" benchmarks/boards/keyframes.c $(pkg-config --cflags --libs x11 xdamage xtst)
  say "Eight boards against one: a key to the next frame, the longest frame interval of a reveal"
  env -u DISPLAY -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS -u GUESSWORK_HAS_BUS \
    ./tools/with-display.sh benchmarks/boards/compare.sh "$out/c/keyframes" "$out/app/release/guesswork" \
    "$results" "${BENCH_BOARDS_RUNS:-3}" >"$out/boards.txt" 2>"$out/boards-stderr.txt" || {
    cat "$out/boards.txt" "$out/boards-stderr.txt" >&2
    exit 1
  }
  grep -v '^SpiRegistry daemon' "$out/boards.txt"
fi

say "Targets"
awk -F'\t' '
  function check(what, value, limit, shown) {
    ok = value <= limit
    printf "%-58s %14s  %s %s\n", what, shown, ok ? "ok  " : "MISS", "(target " target ")"
    if (!ok) missed++
  }
  /^micro / { sub(/^micro /, "", $1); micro[$1] = $2 }
  /^soak / { split($0, f, " "); soak = f[3] }
  /^soak8 / { split($0, f, " "); soak8 = f[3] }
  /^boards / {
    n = split($0, f, " ")
    for (i = 4; i <= n; i++) { split(f[i], kv, "="); boards[f[2], f[3], kv[1]] = kv[2] }
  }
  /^solver opening_seconds / { split($0, f, " "); opening = f[3] }
  /^solver first_review_ms / { split($0, f, " "); key = f[3] " " f[4] " " f[5]; firstrev[key] = f[6]; firstrevmax[key] = f[7]; firstrev90[key] = f[8]; firstorder[++firsts] = key }
  /^solver boards_review_ms / { split($0, f, " "); key = f[3] " " f[4]; boardsrev[key] = f[5]; boardsrevmax[key] = f[6]; boardsorder[++boardkinds] = key }
  /^solver review_ms / { split($0, f, " "); review[f[3] " " f[4]] = f[5]; review90[f[3] " " f[4]] = f[6] }
  /^solver solver / {
    n = split($0, f, " "); first = 5; mode = f[3] " " substr(f[4], 1, length(f[4]) - 1)
    if (f[5] == "letters") { first = 7; mode = f[3] " " f[4] " " substr(f[6], 1, length(f[6]) - 1) }
    for (i = first; i <= n; i++) { split(f[i], kv, "="); v[kv[1]] = kv[2] }
    avg[mode] = v["average"]; fails[mode] = v["failures"]; secs[mode] = v["seconds"]
  }
  /^(gl|cairo) / { split($0, f, " "); ratio[f[1], f[2]] = f[5] }
  /^history-case / {
    n = split($0, f, " "); key = f[2] " games, " f[3]
    for (i = 4; i <= n; i++) { split(f[i], kv, "="); cases[key, kv[1]] = kv[2] }
    if (f[2] == 0) empty_paint = cases[key, "paint_ms"]; else case_keys[key] = 1
  }
  /^history / {
    n = split($0, f, " "); games = f[2]
    for (i = 3; i <= n; i++) { split(f[i], kv, "="); hist[games, kv[1]] = kv[2] }
    if (games + 0 > biggest + 0 || biggest == "") biggest = games
    if (games == 10000 || games == 1000000) sizes[games] = 1
  }
  END {
    split("gl cairo", renderers, " ")
    for (i = 1; i <= 2; i++) {
      r = renderers[i]
      if ((r, "map_ms") in ratio) {
        name = r == "gl" ? "GL" : "cairo"
        target = "<= 1.10x"; check("Exec to window mapped, " name ", game / libadwaita window", ratio[r, "map_ms"], 1.10, ratio[r, "map_ms"] "x")
        target = "<= 1.10x"; check("Exec to first frame, " name ", game / libadwaita window", ratio[r, "paint_ms"], 1.10, ratio[r, "paint_ms"] "x")
        target = "<= 1.10x"; check("Memory 1 s after mapped, " name ", game / libadwaita window", ratio[r, "rss_kb"], 1.10, ratio[r, "rss_kb"] "x")
      }
    }
    if ("Load both word lists (en)" in micro) {
      target = "< 5 ms"
      check("Load both word lists, English", micro["Load both word lists (en)"] / 1e6, 4.999, sprintf("%.2f ms", micro["Load both word lists (en)"] / 1e6))
      check("Load both word lists, Spanish", micro["Load both word lists (es)"] / 1e6, 4.999, sprintf("%.2f ms", micro["Load both word lists (es)"] / 1e6))
      target = "< 1 µs"
      check("Evaluate a guess", micro["Evaluate a guess"], 999, micro["Evaluate a guess"] " ns")
      check("Validate a guess (word list + hard mode)", micro["Validate a guess (word list + hard mode)"], 999, micro["Validate a guess (word list + hard mode)"] " ns")
      full = micro["Keystroke and redraw data, in-memory files, full English lists"]
      tiny = micro["Keystroke and redraw data, in-memory files, five-word list"]
      target = "no growth with list size"
      check("Keystroke, full English lists / a five-word list", full / tiny, 1.25, sprintf("%.2fx", full / tiny))
    }
    if (biggest != "") {
      target = "< 1000 ms"
      check("History of " biggest " games: map later than empty history", hist[biggest, "extra_map_ms"], 999.99, sprintf("%.0f ms", hist[biggest, "extra_map_ms"]))
      check("History of " biggest " games: map later, no round file (new day)", hist[biggest, "extra_new_day_ms"], 999.99, sprintf("%.0f ms", hist[biggest, "extra_new_day_ms"]))
      target = "< 16 ms"
      check("History of " biggest " games: round end, main thread (worst)", hist[biggest, "round_end_max_ms"], 15.99, sprintf("%.2f ms", hist[biggest, "round_end_max_ms"]))
      target = "< 50 ms"
      for (size in sizes) if ((size, "stats_ms") in hist) {
        check("History of " size " games: opening the statistics (figures, chart)", hist[size, "stats_ms"], 49.99, sprintf("%.2f ms", hist[size, "stats_ms"]))
        check("History of " size " games: opening the history (list, first rows)", hist[size, "history_ms"], 49.99, sprintf("%.2f ms", hist[size, "history_ms"]))
      }
    }
    for (key in case_keys) {
      target = "< 50 ms"
      if ((key, "max_stall_ms") in cases)
        check("History of " key ": longest stall of the main loop", cases[key, "max_stall_ms"], 49.99, sprintf("%.1f ms", cases[key, "max_stall_ms"]))
      target = "<= empty + 200 ms"
      check("History of " key ": first frame after that of the empty history", cases[key, "paint_ms"] - empty_paint, 200, sprintf("%+.0f ms", cases[key, "paint_ms"] - empty_paint))
    }
    if (soak != "") { target = "within 5%"; check("Memory after 200 rounds / after 10", soak, 1.05, soak "x") }
    if (soak8 != "") { target = "within 5%"; check("Memory after 200 rounds of eight boards / after 1", soak8, 1.05, soak8 "x") }
    for (i = 1; i <= 2; i++) {
      r = renderers[i]
      if (!((r, 1, "key_p50_ms") in boards)) continue
      name = r == "gl" ? "GL" : "cairo"
      target = "<= 1.20x"
      k = boards[r, 8, "key_p50_ms"] / boards[r, 1, "key_p50_ms"]
      check("Key to frame, eight boards / one, " name " (median)", k, 1.20, sprintf("%.2fx", k))
      target = "<= 1.25x"
      g = boards[r, 8, "gap_p50_ms"] / boards[r, 1, "gap_p50_ms"]
      check("Longest frame interval of a reveal, eight boards / one, " name, g, 1.25, sprintf("%.2fx", g))
    }
    if (opening != "") {
      target = "< 0.5 s"; check("Best English opening, computed, 2 cores", opening, 0.4999, sprintf("%.3f s", opening))
      split("en normal,en hard,es normal,es hard", kinds, ",")
      for (i = 1; i <= 4; i++) if (kinds[i] in review) {
        target = "< 150 ms"
        check("Review once the opening is known, median (" kinds[i] ")", review[kinds[i]], 149.99, sprintf("%.1f ms", review[kinds[i]]))
        target = "< 300 ms"
        check("Review once the opening is known, p90 (" kinds[i] ")", review90[kinds[i]], 299.99, sprintf("%.1f ms", review90[kinds[i]]))
      }
      for (i = 1; i <= boardkinds; i++) {
        target = "< 150 ms"
        check("Review of several boards, slowest round (" boardsorder[i] ")", boardsrevmax[boardsorder[i]], 149.99, sprintf("%.1f ms", boardsrevmax[boardsorder[i]]))
      }
      for (i = 1; i <= firsts; i++) {
        target = "< 150 ms"
        check("First review of a session, median (" firstorder[i] ")", firstrev[firstorder[i]], 149.99, sprintf("%.1f ms", firstrev[firstorder[i]]))
        check("First review of a session, p90 (" firstorder[i] ")", firstrev90[firstorder[i]], 149.99, sprintf("%.1f ms", firstrev90[firstorder[i]]))
        check("First review of a session, slowest round (" firstorder[i] ")", firstrevmax[firstorder[i]], 149.99, sprintf("%.1f ms", firstrevmax[firstorder[i]]))
      }
      target = "<= 3.45"; check("Solver, English, normal: average guesses", avg["en normal"], 3.45, avg["en normal"])
      target = "<= 3.60"; check("Solver, English, hard: average guesses", avg["en hard"], 3.60, avg["en hard"])
      target = "0"
      split("en normal,en hard,es normal,es hard", modes, ",")
      for (i = 1; i <= 4; i++) if (modes[i] in fails) check("Solver, " modes[i] ": failures", fails[modes[i]], 0, fails[modes[i]])
      target = "< 60 s"
      check("Solver, English, normal: seconds", secs["en normal"], 59.99, secs["en normal"] " s")
      check("Solver, English, hard: seconds", secs["en hard"], 59.99, secs["en hard"] " s")
      split("en 4,en 6,en 7,es 4,es 6,es 7", sizes, ",")
      for (i = 1; i <= 6; i++) if ((sizes[i] " normal") in fails) {
        target = "0"; check("Solver, " sizes[i] " letters, normal: failures", fails[sizes[i] " normal"], 0, fails[sizes[i] " normal"])
        target = "< 60 s"; check("Solver, " sizes[i] " letters, normal: seconds", secs[sizes[i] " normal"], 59.99, secs[sizes[i] " normal"] " s")
      }
    }
    exit missed > 0
  }' "$results"
