#!/bin/sh
# Makes the locales the tests run in (es_ES.UTF-8, en_US.UTF-8, fr_FR.UTF-8) on a Debian/Ubuntu machine that
# only has C and C.UTF-8: a C locale ignores LANGUAGE, so the Spanish and French tests need a
# real one.
# Needs the `locales` package (make deps-test installs it); through sudo when not root.
set -eu
wanted="es_ES.UTF-8 en_US.UTF-8 fr_FR.UTF-8"
missing=""
for name in $wanted; do
  short=$(echo "$name" | sed 's/UTF-8/utf8/')
  locale -a 2>/dev/null | grep -qx "$short" || missing="$missing $name"
done
[ -z "$missing" ] && exit 0
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
for name in $missing; do
  echo "Generating the locale $name"
  if grep -q "^# *$name UTF-8" /etc/locale.gen; then
    $sudo sed -i "s/^# *\($name UTF-8\)/\1/" /etc/locale.gen
  elif ! grep -q "^$name UTF-8" /etc/locale.gen; then
    echo "$name UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
  fi
done
$sudo locale-gen >/dev/null
