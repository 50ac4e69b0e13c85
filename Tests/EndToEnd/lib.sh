# Shared by the end-to-end scripts (sourced, not run): starting and stopping the built game, typing
# on the real keyboard with xdotool, and reading the board back from screenshots.
# The script that sources it sets here (this folder), then either calls `e2e_setup` or sets binary,
# work, shots, game_pid (empty) and failures=0 itself; the functions keep game_pid and window up to
# date.

# The start of an end-to-end script NAME (its first argument: the game binary, else the debug
# build): checks the binary and the display, makes a work folder with a private home (removed on
# exit; the screenshots stay, in $GUESSWORK_E2E_SHOTS if set) and sets the tests' fixed date and
# language. Sets binary, work, shots, game_pid and failures.
e2e_setup() {
  name=$1
  shift
  binary=${1:-$(swift build --show-bin-path)/guesswork}
  [ -x "$binary" ] || { echo "$name: no game binary at $binary (build it first)" >&2; exit 1; }
  [ -n "${DISPLAY:-}" ] || { echo "$name: needs a display; run it through tools/with-display.sh" >&2; exit 1; }
  work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-${name%.sh}.XXXXXX")
  shots=${GUESSWORK_E2E_SHOTS:-$work/shots}
  mkdir -p "$shots"
  game_pid=""
  failures=0
  trap e2e_cleanup EXIT INT TERM
  export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
  export XDG_CACHE_HOME="$work/home/cache" GUESSWORK_TODAY=2026-03-15 GUESSWORK_DATA_DIR="$PWD/data"
  export G_DEBUG=fatal-criticals LANGUAGE=en
  mkdir -p "$HOME"
}

e2e_cleanup() {
  [ -n "$game_pid" ] && kill -9 "$game_pid" 2>/dev/null || true
  rm -rf "$work/home"
}

fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# Starts the game with the given arguments and waits for its main window.
start() {
  "$binary" "$@" >"$work/game.log" 2>&1 &
  game_pid=$!
  # Bounded, and loud when the game is gone: `xdotool search --sync` waited forever for the
  # window of a game that had exited.
  if ! poll 300 main_window_or_exit || ! kill -0 "$game_pid" 2>/dev/null; then
    echo "FAIL: the game ($*) showed no window within 30 s or exited; its output:" >&2
    cat "$work/game.log" >&2
    exit 1
  fi
  wait_for_board
}

# The main window's id in $window; also true once the game has exited (start() says so).
main_window_or_exit() {
  kill -0 "$game_pid" 2>/dev/null || return 0
  window=$(find_window Guesswork)
}

# Focuses the game's window and waits until it is drawn: mapped is not yet drawn, so until a
# screenshot shows the six rows of the board.
wait_for_board() {
  xdotool windowactivate --sync "$window" 2>/dev/null || xdotool windowfocus --sync "$window"
  tries=0
  until import -window "$window" "$work/probe.png" 2>/dev/null &&
    [ "$(python3 "$here/board_colours.py" "$work/probe.png" "${theme:-light}" | wc -l)" -eq 6 ]; do
    tries=$((tries + 1))
    [ "$tries" -lt 50 ] || { fail "the board never appeared"; break; }
    sleep 0.2
  done
}

stop() {
  kill "$game_pid" 2>/dev/null || true
  wait "$game_pid" 2>/dev/null || true
  game_pid=""
  if grep -q CRITICAL "$work/game.log"; then fail "GLib criticals: $(grep CRITICAL "$work/game.log")"; fi
}

# Types words (each followed by Enter) and waits until each word's row has turned over: the board
# reads one more scored row than before, all six rows whole (a tile mid-flip is no square) and the
# same twice in a row. A row that never comes (a refused word, a frozen window) fails after 15 s.
play() {
  # The board before the first word; after it, each word's own read is the board before the next.
  read_board 0 || { fail "the board could not be read before $1"; return; }
  for word in "$@"; do
    scored_before=$(scored_rows "$board_now")
    xdotool type --delay 60 "$word"
    xdotool key Return
    read_board $((scored_before + 1)) || fail "the row of $word never turned over:
$board_now"
  done
}

# read_board SCORED: polls the window (up to 15 s) until it shows six whole rows, at least SCORED
# of them scored, and reads the same on two looks in a row; the last read is in $board_now.
read_board() {
  board_now=""
  previous=""
  tries=0
  while [ "$tries" -lt 100 ]; do
    if import -window "$window" "$work/probe.png" 2>/dev/null; then
      board_now=$(python3 "$here/board_colours.py" "$work/probe.png" "${theme:-light}")
      if [ "$(printf '%s\n' "$board_now" | wc -l)" -eq 6 ] && [ "$(scored_rows "$board_now")" -ge "$1" ] &&
        [ "$board_now" = "$previous" ]; then
        return 0
      fi
      previous=$board_now
    fi
    tries=$((tries + 1))
    sleep 0.1
  done
  return 1
}

# How many rows of a board read are scored (every tile correct, present or absent).
scored_rows() { printf '%s\n' "$1" | grep -c '^\(\(correct\|present\|absent\) \?\)\{1,\}$' || true; }

shot() { import -window "$window" "$shots/$1.png"; }

board() { python3 "$here/board_colours.py" "$shots/$1.png" "${2:-light}"; }

# expect_board NAME EXPECTED [THEME] [WHAT]: the window shows the rows EXPECTED, in its screenshot
# NAME: taken again (up to 10 s) until it does, as a player would look again while a message over
# the board fades, so no fixed sleep is needed before it; the last look is kept and reported.
expect_board() {
  name=$1
  expected=$2
  actual=$(board "$name" "${3:-light}")
  tries=0
  while [ "$actual" != "$expected" ] && [ "$tries" -lt 50 ]; do
    sleep 0.2
    shot "$name"
    actual=$(board "$name" "${3:-light}")
    tries=$((tries + 1))
  done
  if [ "$actual" = "$expected" ]; then pass "$name: ${4:-the board shows what the rules give}"; else
    fail "$name: the board shows
$actual
expected
$expected"
  fi
}

# The game's on-screen window with this exact title, if any. (xdotool's own --name match is not
# exact enough: it also reports windows with other titles, and GDK's 1×1 off-screen leader window.)
find_window() {
  for id in $(xdotool search --onlyvisible --pid "$game_pid" --name '.' 2>/dev/null); do
    title=$(xprop -id "$id" _NET_WM_NAME 2>/dev/null | sed -n 's/^_NET_WM_NAME([A-Z0-9_]*) = "\(.*\)"$/\1/p')
    width=$(xdotool getwindowgeometry "$id" | sed -n 's/.*Geometry: \([0-9]*\)x.*/\1/p')
    if [ "$title" = "$1" ] && [ "${width:-0}" -gt 50 ]; then
      echo "$id"
      return 0
    fi
  done
  return 1
}

# poll TENTHS COMMAND [ARGUMENT...]: runs it every 0.1 s until it succeeds, at most TENTHS times;
# the status says whether it did. wait_until: the same for up to 10 s, for a state on disk (a save,
# a history line) instead of a sleep.
poll() {
  limit=$1
  shift
  tries=0
  until "$@" 2>/dev/null; do
    tries=$((tries + 1))
    [ "$tries" -lt "$limit" ] || return 1
    sleep 0.1
  done
}

wait_until() { poll 100 "$@"; }

# wait_for_window TITLE [TENTHS]: until the game shows a window of that title (up to 10 s, or
# TENTHS tenths of a second); its id in $found_window. wait_for_no_window TITLE: until none.
wait_for_window() { poll "${2:-100}" window_shown "$1"; }
wait_for_no_window() { poll "${2:-100}" no_window "$1"; }
window_shown() { found_window=$(find_window "$1"); }
no_window() { ! find_window "$1" >/dev/null; }
