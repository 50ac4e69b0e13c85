#!/bin/sh
# Copy to clipboard on Wayland, where a compositor allows it. Weston's headless backend has no
# seat, so no keyboard and no clipboard (wl-copy: "Missing a seat"); weston's X11 backend, nested in
# this test's Xvfb, has one: the game runs there on Wayland (GDK_BACKEND=wayland), gets real key
# events (xdotool types into weston's window, weston passes them on), wins a round, copies it with
# Ctrl+C, and wl-paste, another Wayland client, reads the share text back.
# Usage: tools/with-display.sh Tests/Wayland/clipboard.sh [GUESSWORK_BINARY]
set -eu
cd "$(dirname "$0")/../.."
binary=${1:-$(swift build --show-bin-path)/guesswork}
[ -x "$binary" ] || { echo "clipboard.sh: no game binary at $binary (build it first)" >&2; exit 1; }
[ -n "${DISPLAY:-}" ] || { echo "clipboard.sh: run it through tools/with-display.sh" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-wayland.XXXXXX")
chmod 700 "$work"
weston_pid=""
game_pid=""
cleanup() {
  [ -n "$game_pid" ] && kill "$game_pid" 2>/dev/null || true
  [ -n "$weston_pid" ] && kill "$weston_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM
socket="guesswork-clipboard-$$"
XDG_RUNTIME_DIR="$work" weston --backend=x11-backend.so --socket="$socket" --idle-time=0 \
  --width=700 --height=900 >"$work/weston.log" 2>&1 &
weston_pid=$!
tries=0
until [ -S "$work/$socket" ]; do
  tries=$((tries + 1))
  [ "$tries" -lt 100 ] && kill -0 "$weston_pid" 2>/dev/null || { cat "$work/weston.log" >&2; exit 1; }
  sleep 0.1
done
export XDG_RUNTIME_DIR="$work" WAYLAND_DISPLAY="$socket" GDK_BACKEND=wayland
export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
export GUESSWORK_TODAY=2026-03-15 GUESSWORK_DATA_DIR="$PWD/data"
mkdir -p "$XDG_CONFIG_HOME/gtk-4.0"
# No animations: the round is over as soon as Enter is pressed.
printf '[Settings]\ngtk-enable-animations=0\n' >"$XDG_CONFIG_HOME/gtk-4.0/settings.ini"
# Weston's own window on the X display takes the X keyboard focus; weston gives it to the game.
# Bounded: weston's window shows within seconds or the run fails saying so.
tries=0
until weston_window=$(xdotool search --class weston 2>/dev/null | head -n 1) && [ -n "$weston_window" ]; do
  tries=$((tries + 1))
  [ "$tries" -lt 300 ] || { echo "FAIL: weston showed no window within 30 s" >&2; exit 1; }
  sleep 0.1
done
xdotool windowfocus --sync "$weston_window"
WAYLAND_DEBUG=client "$binary" --word crane 2>"$work/wayland.log" >"$work/game.log" &
game_pid=$!
tries=0
until grep -q 'wl_keyboard@[0-9]*\.enter' "$work/wayland.log"; do
  tries=$((tries + 1))
  [ "$tries" -lt 100 ] || { echo "FAIL: the game never got the keyboard focus" >&2; exit 1; }
  sleep 0.1
done
sleep 0.5
echo "ok: the game has weston's keyboard focus"
xdotool type --delay 60 crane
xdotool key Return
sleep 0.5
xdotool key ctrl+c
sleep 0.5
text=$(timeout 5 wl-paste --no-newline 2>"$work/paste.log" || true)
first_line=$(printf '%s\n' "$text" | head -n 1)
if [ "$first_line" = "Guesswork 1/6" ]; then
  echo "ok: Ctrl+C on Wayland put \"$first_line\" on the clipboard, read back by wl-paste"
else
  echo "FAIL: wl-paste read \"$text\" ($(cat "$work/paste.log")), expected Guesswork 1/6" >&2
  grep -E 'wl_data_device|set_selection' "$work/wayland.log" | tail -n 5 >&2 || true
  exit 1
fi
echo "wayland clipboard: all checks passed"
