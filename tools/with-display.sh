#!/bin/sh
# Runs a command with a display and a private session bus. Without $DISPLAY it starts its own Xvfb
# on a free display number and stops it afterwards, so tests pass on a headless machine.
# GUESSWORK_SCREEN sets that Xvfb's screen (default 1280x1024x24; 3840x2160x24 for GDK_SCALE=2).
set -eu
xvfb_pid=""
cleanup() { [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true; }
trap cleanup EXIT INT TERM
if [ -z "${DISPLAY:-}" ]; then
  number=90
  while [ -e "/tmp/.X$number-lock" ] || [ -e "/tmp/.X11-unix/X$number" ]; do number=$((number + 1)); done
  Xvfb ":$number" -screen 0 "${GUESSWORK_SCREEN:-1280x1024x24}" -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  export DISPLAY=":$number"
  tries=0
  until [ -e "/tmp/.X11-unix/X$number" ]; do
    tries=$((tries + 1))
    if [ "$tries" -gt 100 ]; then echo "Xvfb did not start" >&2; exit 1; fi
    sleep 0.1
  done
fi
status=0
if [ -z "${GUESSWORK_HAS_BUS:-}" ] && command -v dbus-run-session >/dev/null 2>&1; then
  GUESSWORK_HAS_BUS=1 dbus-run-session -- "$@" || status=$?
else
  "$@" || status=$?
fi
exit $status
