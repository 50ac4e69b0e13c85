#!/bin/sh
# Runs a command with a display and a private session bus. Without $DISPLAY it starts its own Xvfb
# on a free display number and stops it afterwards, so tests pass on a headless machine.
# GUESSWORK_SCREEN sets that Xvfb's screen (default 1280x1024x24; 3840x2160x24 for GDK_SCALE=2).
# Xvfb picks the number itself (-displayfd) and says it once it accepts connections, so several of
# these can start side by side (make test runs its steps in parallel) without taking the same one.
set -eu
xvfb_pid=""
ready=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  [ -n "$ready" ] && rm -f "$ready"
}
trap cleanup EXIT INT TERM
if [ -z "${DISPLAY:-}" ]; then
  ready=$(mktemp "${TMPDIR:-/tmp}/guesswork-xvfb.XXXXXX")
  Xvfb -displayfd 3 -screen 0 "${GUESSWORK_SCREEN:-1280x1024x24}" -nolisten tcp 3>"$ready" \
    >/dev/null 2>&1 &
  xvfb_pid=$!
  tries=0
  until [ "$(wc -l <"$ready")" -ge 1 ]; do
    tries=$((tries + 1))
    if [ "$tries" -gt 200 ] || ! kill -0 "$xvfb_pid" 2>/dev/null; then
      echo "Xvfb did not start" >&2
      exit 1
    fi
    sleep 0.05
  done
  export DISPLAY=":$(head -n 1 "$ready")"
fi
status=0
if [ -z "${GUESSWORK_HAS_BUS:-}" ] && command -v dbus-run-session >/dev/null 2>&1; then
  GUESSWORK_HAS_BUS=1 dbus-run-session -- "$@" || status=$?
else
  "$@" || status=$?
fi
exit $status
