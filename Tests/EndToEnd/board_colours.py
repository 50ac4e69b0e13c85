#!/usr/bin/env python3
"""Reads the board of a Guesswork screenshot: prints one line per board row, one word per tile:
correct, present, absent (filled tiles), typed (dark border) or empty (light border).

Tiles are found as square connected regions of one palette colour, so the script needs no
knowledge of the window's size or layout. Standard library only; the PNG is converted to raw RGBA
by ImageMagick's `convert`.
A look takes about a tenth of a second, so the scripts poll the window with it.

Usage: board_colours.py SHOT.png [light|dark|contrast-light|contrast-dark]
"""

import array
import itertools
import subprocess
import sys

PALETTES = {
    "light": {
        0x5A9A54: "correct", 0xA68E2B: "present", 0x787C7E: "absent",
        0x878A8C: "typed", 0xD3D6DA: "empty",
    },
    "dark": {
        0x538D4E: "correct", 0xA38B2A: "present", 0x3A3A3C: "absent",
        0x565758: "typed",
    },
}
PALETTES["contrast-light"] = {**PALETTES["light"], 0xF5793A: "correct", 0x85C0F9: "present", 0x6B6F71: "absent"}
PALETTES["contrast-dark"] = {**PALETTES["dark"], 0xF5793A: "correct", 0x85C0F9: "present"}
del PALETTES["contrast-light"][0x5A9A54], PALETTES["contrast-light"][0xA68E2B]
del PALETTES["contrast-dark"][0x538D4E], PALETTES["contrast-dark"][0xA38B2A]


def read_pixels(path):
    """The screenshot as one 32-bit integer per pixel (0xRRGGBB, read as RGBA big-endian with the
    alpha byte dropped), without a Python loop over the bytes."""
    size = subprocess.run(["identify", "-format", "%w %h", path], check=True, capture_output=True).stdout
    width, height = (int(n) for n in size.split())
    data = subprocess.run(["convert", path, "-depth", "8", "rgba:-"], check=True, capture_output=True).stdout
    words = array.array("I", data)
    if sys.byteorder == "little":
        words.byteswap()
    return width, height, [word >> 8 for word in words]


def runs(row, palette):
    """The row's runs of one palette colour: (start, end, kind), end exclusive."""
    found, x = [], 0
    for rgb, group in itertools.groupby(row):
        length = sum(1 for _ in group)
        kind = palette.get(rgb)
        if kind is not None:
            found.append((x, x + length, kind))
        x += length
    return found


def tiles(path, palette):
    """Connected regions of one palette colour (4-neighbour, as pixels touch side by side), built
    from each row's runs: a run joins every run of the same colour it overlaps in the row above."""
    width, height, pixels = read_pixels(path)
    parent = []
    boxes = []  # per region: [left, top, right, bottom, count, kind]

    def root(region):
        while parent[region] != region:
            parent[region] = parent[parent[region]]
            region = parent[region]
        return region

    above = []
    for y in range(height):
        here = []
        for start, end, kind in runs(pixels[y * width:(y + 1) * width], palette):
            region = len(parent)
            parent.append(region)
            boxes.append([start, y, end - 1, y, end - start, kind])
            for other_start, other_end, other_kind, other in above:
                if other_kind == kind and other_start < end and start < other_end:
                    a, b = root(region), root(other)
                    if a != b:
                        parent[b] = a
                        box, merged = boxes[a], boxes[b]
                        box[0], box[1] = min(box[0], merged[0]), min(box[1], merged[1])
                        box[2], box[3] = max(box[2], merged[2]), max(box[3], merged[3])
                        box[4] += merged[4]
            here.append((start, end, kind, region))
        above = here
    found = []
    for region in range(len(parent)):
        if parent[region] != region:
            continue
        left, top, right, bottom, count, kind = boxes[region]
        w, h = right - left + 1, bottom - top + 1
        # Tiles are squares of at least 24 px; keys are taller than wide and labels are small.
        if w >= 24 and abs(w - h) <= 2 and count >= 4 * w - 8:
            # A ring is an unfilled tile: in the dark theme the empty border has the absent colour.
            if count < w * h // 2 and kind not in ("typed", "empty"):
                kind = "empty"
            found.append((top, left, kind))
    rows = []
    for top, left, kind in sorted(found):
        if rows and abs(rows[-1][0][0] - top) <= 3:
            rows[-1].append((top, left, kind))
        else:
            rows.append([(top, left, kind)])
    return [[kind for _, _, kind in sorted(row, key=lambda t: t[1])] for row in rows]


def main():
    palette = PALETTES[sys.argv[2] if len(sys.argv) > 2 else "light"]
    for row in tiles(sys.argv[1], palette):
        print(" ".join(row))


if __name__ == "__main__":
    main()
