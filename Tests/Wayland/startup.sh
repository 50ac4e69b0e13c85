#!/bin/sh
# The built game starts on Wayland: run through tools/with-wayland.sh (a headless weston), it must
# open its window as an xdg-shell toplevel titled "Guesswork" whose app ID names its desktop file
# (how Wayland shells find the icon: there is no X11 window icon there), draw into it, stay up,
# and print no GTK warning or critical.
# Usage: tools/with-wayland.sh Tests/Wayland/startup.sh [GUESSWORK_BINARY]
set -eu
cd "$(dirname "$0")/../.."
binary=${1:-$(swift build --show-bin-path)/guesswork}
[ -x "$binary" ] || { echo "startup.sh: no game binary at $binary (build it first)" >&2; exit 1; }
[ -n "${WAYLAND_DISPLAY:-}" ] && [ -z "${DISPLAY:-}" ] ||
  { echo "startup.sh: run it through tools/with-wayland.sh" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/guesswork-wayland.XXXXXX")
game_pid=""
cleanup() {
  [ -n "$game_pid" ] && kill "$game_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM
export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
export GUESSWORK_TODAY=2026-03-15 GUESSWORK_DATA_DIR="$PWD/data"
mkdir -p "$HOME"
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# WAYLAND_DEBUG=client logs every request and event of the game's connection on stderr.
WAYLAND_DEBUG=client "$binary" --word crane 2>"$work/wayland.log" >"$work/game.log" &
game_pid=$!
# Drawn means: a buffer attached to a surface and committed after the toplevel's configure.
tries=0
until grep -q 'xdg_surface@[0-9]*\.ack_configure' "$work/wayland.log" &&
  grep -q 'wl_surface@[0-9]*\.attach(wl_buffer' "$work/wayland.log"; do
  tries=$((tries + 1))
  if [ "$tries" -gt 100 ] || ! kill -0 "$game_pid" 2>/dev/null; then break; fi
  sleep 0.1
done
sleep 1
if kill -0 "$game_pid" 2>/dev/null; then pass "the game runs on Wayland"; else fail "the game exited"; fi
app_id=$(sed -n 's/.*xdg_toplevel@[0-9]*\.set_app_id("\([^"]*\)").*/\1/p' "$work/wayland.log" | head -n 1)
case "$app_id" in
  io.github.guesswork.Guesswork | io.github.guesswork.Guesswork.Devel)
    pass "its toplevel's app ID is $app_id, the name of its desktop file" ;;
  *) fail "the toplevel's app ID is \"$app_id\"" ;;
esac
if grep -q 'xdg_toplevel@[0-9]*\.set_title("Guesswork")' "$work/wayland.log"; then
  pass "its toplevel is titled Guesswork"
else
  fail "no toplevel titled Guesswork"
fi
if grep -q 'wl_surface@[0-9]*\.attach(wl_buffer' "$work/wayland.log" &&
  grep -q 'xdg_surface@[0-9]*\.ack_configure' "$work/wayland.log"; then
  pass "it acknowledged the compositor's configure and drew into its surface"
else
  fail "it never drew into a configured surface"
fi
if grep -E 'Gtk-(WARNING|CRITICAL)|Gdk-(WARNING|CRITICAL)|GLib-.*CRITICAL' "$work/wayland.log" "$work/game.log"; then
  fail "GTK printed warnings"
else
  pass "no GTK warning or critical"
fi
kill "$game_pid"
wait "$game_pid" 2>/dev/null || true
game_pid=""
if [ "$failures" -ne 0 ]; then
  grep -v '^\[' "$work/wayland.log" >&2 || true
  exit 1
fi
echo "wayland start-up: all checks passed"
