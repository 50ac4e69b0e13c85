#!/bin/sh
# Renders the 48x48 PNG copies of the app icons, which GTK uses for the window icon on X11.
#
# Without them GTK draws the scalable SVG at every start, which loads librsvg through gdk-pixbuf:
# about 15 ms before the window shows and 7 MB of memory (benchmarks/run.sh measured it). Run this
# after changing an SVG in data/icons/hicolor/scalable/apps; it needs python3-gi and
# gir1.2-gdkpixbuf-2.0 (Debian), and renders with the same librsvg GTK would use.
set -eu
cd "$(dirname "$0")/../data/icons/hicolor"
mkdir -p 48x48/apps
for svg in scalable/apps/*.svg; do
  name=$(basename "$svg" .svg)
  /usr/bin/python3 - "$svg" "48x48/apps/$name.png" <<'PY'
import sys
import gi
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf
GdkPixbuf.Pixbuf.new_from_file_at_size(sys.argv[1], 48, 48).savev(sys.argv[2], "png", [], [])
PY
  echo "data/icons/hicolor/48x48/apps/$name.png"
done
