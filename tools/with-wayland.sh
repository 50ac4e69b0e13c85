#!/bin/sh
# Runs a command on Wayland: a private headless weston (its own socket and XDG_RUNTIME_DIR), GTK
# told to use it (GDK_BACKEND=wayland, no DISPLAY to fall back on) and a private session bus.
#
# Options before the command: --scale N (the output's scale factor), --size WxH (its size in
# device pixels). Weston's headless backend has no seat (no keyboard, no pointer, no clipboard), so
# what needs one is checked under tools/with-display.sh; see docs/design-notes.md.
set -eu
scale=1
size=1920x1080
while [ $# -gt 0 ]; do
  case "$1" in
    --scale) scale=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    *) break ;;
  esac
done
runtime=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-wayland.XXXXXX")
chmod 700 "$runtime"
socket="guesswork-$$"
weston_pid=""
cleanup() {
  [ -n "$weston_pid" ] && kill "$weston_pid" 2>/dev/null || true
  rm -rf "$runtime"
}
trap cleanup EXIT INT TERM
XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --socket="$socket" --idle-time=0 \
  --width="${size%x*}" --height="${size#*x}" --scale="$scale" >"$runtime/weston.log" 2>&1 &
weston_pid=$!
tries=0
until [ -S "$runtime/$socket" ]; do
  tries=$((tries + 1))
  if [ "$tries" -gt 100 ] || ! kill -0 "$weston_pid" 2>/dev/null; then
    echo "weston did not start:" >&2
    cat "$runtime/weston.log" >&2
    exit 1
  fi
  sleep 0.1
done
unset DISPLAY
export XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" GDK_BACKEND=wayland
status=0
if [ -z "${GUESSWORK_HAS_BUS:-}" ] && command -v dbus-run-session >/dev/null 2>&1; then
  GUESSWORK_HAS_BUS=1 dbus-run-session -- "$@" || status=$?
else
  "$@" || status=$?
fi
# A failure comes with the compositor's own account of the run.
if [ "$status" -ne 0 ] && [ -s "$runtime/weston.log" ]; then
  echo "with-wayland: the last lines weston wrote:" >&2
  tail -n 20 "$runtime/weston.log" >&2
fi
exit $status
