#!/bin/sh
# Meson's custom_target for the game: builds the `guesswork` product with SwiftPM in release mode
# and copies the binary to meson's output file.
# Usage: meson-swift-build.sh SWIFT PACKAGE_DIR SCRATCH_DIR OUTPUT [extra swift build arguments...]
set -eu
swift=$1
package=$2
scratch=$3
output=$4
shift 4
"$swift" build -c release --package-path "$package" --scratch-path "$scratch" --product guesswork "$@"
bin=$("$swift" build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path "$@")
# Copy through a temporary name so an interrupted build never leaves a half-written binary behind.
cp "$bin/guesswork" "$output.tmp"
mv -f "$output.tmp" "$output"
