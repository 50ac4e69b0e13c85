#!/bin/sh
# Compiles po/<lang>.po (every language in po/LINGUAS) into <folder>/<lang>/LC_MESSAGES/guesswork.mo,
# by default .build/locale, where a binary run from the source tree finds them
# (Sources/guesswork/App/LocaleFolder.swift): `make run` is translated without installing.
# Only what changed is compiled again.
set -eu
cd "$(dirname "$0")/.."
folder=${1:-.build/locale}
for lang in $(grep -v '^#' po/LINGUAS); do
  target="$folder/$lang/LC_MESSAGES/guesswork.mo"
  if [ ! -f "$target" ] || [ "po/$lang.po" -nt "$target" ]; then
    mkdir -p "$(dirname "$target")"
    msgfmt --check -o "$target" "po/$lang.po"
  fi
done
