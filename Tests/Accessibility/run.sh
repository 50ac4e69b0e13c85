#!/bin/sh
# Starts the AT-SPI bus on this session bus (as a desktop does for Orca), then the screen-reader
# and keyboard-only checks of screen_reader.py on the built binary.
# Usage: tools/with-display.sh Tests/Accessibility/run.sh [GUESSWORK_BINARY]
set -eu
cd "$(dirname "$0")/../.."
binary=${1:-$(swift build --show-bin-path)/guesswork}
[ -x "$binary" ] || { echo "run.sh: no game binary at $binary (build it first)" >&2; exit 1; }
[ -n "${DISPLAY:-}" ] && [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] ||
  { echo "run.sh: needs a display and a session bus; run it through tools/with-display.sh" >&2; exit 1; }
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
launcher=$!
trap 'kill $launcher 2>/dev/null || true' EXIT INT TERM
# GTK asks the session bus for the AT-SPI bus's address; wait until it is there.
tries=0
until dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress \
  >/dev/null 2>&1; do
  tries=$((tries + 1))
  [ "$tries" -lt 50 ] || { echo "run.sh: the AT-SPI bus did not start" >&2; exit 1; }
  sleep 0.1
done
/usr/bin/python3 Tests/Accessibility/screen_reader.py "$binary"
