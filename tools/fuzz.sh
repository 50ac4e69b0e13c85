#!/bin/bash
# Fuzzes the readers of outside bytes with coverage guidance (libFuzzer, with AddressSanitizer):
# builds the targets of Tests/Fuzz in .build-fuzz, runs each from its checked-in corpus
# (Tests/Fuzz/Corpus/<target>, copied: the run's new inputs stay in .build-fuzz/corpus) for
# FUZZ_SECONDS, and prints one line per target: executions, executions a second, coverage (edges
# and features) and findings. A finding (a crash, a broken property, an input slower than
# FUZZ_TIMEOUT seconds) is kept in .build-fuzz/findings/<target>/ and fails the run: see
# CONTRIBUTING.md, "Fuzzing", for turning it into a regression test.
#
#   tools/fuzz.sh [TARGET...]     FUZZ_SECONDS (600 each), FUZZ_JOBS (1), FUZZ_TIMEOUT (10)
#   tools/fuzz.sh --build         only builds the targets
#   tools/fuzz.sh --merge         minimises the run's corpora into Tests/Fuzz/Corpus (-merge=1)
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
seconds=${FUZZ_SECONDS:-600}
jobs=${FUZZ_JOBS:-1}
timeout=${FUZZ_TIMEOUT:-10}
scratch=.build-fuzz
binary=$scratch/debug/guesswork-fuzz
# `--sanitize fuzzer` makes SwiftPM link libFuzzer's main; the combined -sanitize flag is what
# instruments every module for coverage and AddressSanitizer (separate --sanitize flags left
# the libraries without coverage).
$SWIFT build --scratch-path "$scratch" --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address \
  -Xswiftc -DGUESSWORK_LIBFUZZER --product guesswork-fuzz 2>&1 |
  grep -v -e "ld.gold: warning: Cannot export local symbol" -e "^\[[0-9]*/[0-9]*\]" -e "prohibited flag" >&2 || true
[ -x "$binary" ] || { echo "fuzz.sh: the fuzz targets did not build" >&2; exit 1; }
[ "${1:-}" = "--build" ] && exit 0
targets=$(ls Tests/Fuzz/Corpus)
if [ "${1:-}" = "--merge" ]; then
  for target in $targets; do
    fresh=$scratch/merged/$target
    rm -rf "$fresh" && mkdir -p "$fresh"
    GUESSWORK_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no "$binary" -merge=1 "$fresh" \
      "Tests/Fuzz/Corpus/$target" "$scratch/corpus/$target" 2>/dev/null
    rm -rf "Tests/Fuzz/Corpus/$target" && mv "$fresh" "Tests/Fuzz/Corpus/$target"
    echo "$target: $(ls "Tests/Fuzz/Corpus/$target" | wc -l) inputs, $(du -sk "Tests/Fuzz/Corpus/$target" | cut -f1) KB"
  done
  exit 0
fi
[ $# -gt 0 ] && targets=$*

# One target: its line on standard output, its log in .build-fuzz/logs.
run_one() {
  target=$1
  corpus=$scratch/corpus/$target
  findings=$scratch/findings/$target
  log=$scratch/logs/$target.log
  mkdir -p "$corpus" "$findings" "$scratch/logs"
  cp -n "Tests/Fuzz/Corpus/$target"/* "$corpus"/ 2>/dev/null || true
  # The Swift runtime's own backtracer would hold a crashing input up for 30 s; libFuzzer's
  # handler says what it needs.
  GUESSWORK_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
    "$binary" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=4096 \
    -dict=Tests/Fuzz/json.dict -artifact_prefix="$findings/" -print_final_stats=1 \
    "$corpus" >"$log" 2>&1 || true
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  coverage=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
  found=$(ls "$findings" | wc -l)
  printf '%-14s %10s runs %7s/s  %-22s findings %s\n' "$target" "${runs:-0}" "${speed:-0}" \
    "${coverage:-no coverage}" "$found"
  if [ "$found" -gt 0 ]; then
    grep -E -m5 "^$target: |ERROR|SUMMARY" "$log" | cut -c1-400 >&2
    ls "$findings"/* >&2
    return 1
  fi
  [ -n "$runs" ] || { tail -20 "$log" >&2; return 1; }
}

for target in $targets; do
  rm -f "$scratch/logs/$target.failed"
  (run_one "$target" || touch "$scratch/logs/$target.failed") &
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
done
wait
status=0
for target in $targets; do [ -e "$scratch/logs/$target.failed" ] && status=1; done
exit $status
