#!/usr/bin/env python3
"""Reads the board of a Guesswork screenshot: prints one line per board row, one word per tile:
correct, present, absent (filled tiles), typed (dark border) or empty (light border).

Tiles are found as square connected regions of one palette colour, so the script needs no
knowledge of the window's size or layout. Standard library only; the PNG is converted to PPM by
ImageMagick's `convert`.

Usage: board_colours.py SHOT.png [light|dark|contrast-light|contrast-dark]
"""

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


def read_ppm(path):
    data = subprocess.run(["convert", path, "ppm:-"], check=True, capture_output=True).stdout
    # P6\n<width> <height>\n255\n<bytes>
    fields, rest = [], data
    while len(fields) < 4:
        rest = rest.lstrip()
        end = next(i for i, b in enumerate(rest) if chr(b).isspace())
        fields.append(rest[:end])
        rest = rest[end:]
    width, height = int(fields[1]), int(fields[2])
    pixels = rest[1:]
    return width, height, pixels


def tiles(path, palette):
    width, height, pixels = read_ppm(path)
    kinds = [None] * (width * height)
    for index in range(width * height):
        rgb = pixels[3 * index] << 16 | pixels[3 * index + 1] << 8 | pixels[3 * index + 2]
        kinds[index] = palette.get(rgb)
    seen = bytearray(width * height)
    found = []
    for start in range(width * height):
        kind = kinds[start]
        if kind is None or seen[start]:
            continue
        seen[start] = 1
        stack, count = [start], 0
        left, top, right, bottom = width, height, 0, 0
        while stack:
            index = stack.pop()
            count += 1
            y, x = divmod(index, width)
            left, right, top, bottom = min(left, x), max(right, x), min(top, y), max(bottom, y)
            for neighbour in (index - 1 if x > 0 else -1, index + 1 if x + 1 < width else -1,
                              index - width, index + width):
                if 0 <= neighbour < width * height and not seen[neighbour] and kinds[neighbour] == kind:
                    seen[neighbour] = 1
                    stack.append(neighbour)
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
