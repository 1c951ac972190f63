#!/bin/sh
# Remove what install.sh installed: the install this script sits in, or PREFIX (and DESTDIR)
# as install.sh took them. Games and settings stay:
# they are the umpire's (~/Documents/ba-console, ~/.config/ba-console).
# Run from where install.sh put it (<prefix>/lib/ba-console/uninstall.sh) with no PREFIX,
# it removes that install, whatever its prefix.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${PREFIX:-}" ] && [ -z "${DESTDIR:-}" ] && [ "${here##*/}" = ba-console ] \
  && [ "$(basename "$(dirname "$here")")" = lib ] && [ -e "$here/ba-console" ]; then
  root=$(dirname "$(dirname "$here")")
else
  if [ -z "${PREFIX:-}" ]; then
    if [ "$(id -u)" = 0 ]; then PREFIX=/usr/local; else PREFIX="$HOME/.local"; fi
  fi
  root="${DESTDIR:-}$PREFIX"
fi
app_id=io.github.ba_console.BaConsole
rm -rf "$root/lib/ba-console"
rm -f "$root/bin/ba-console" \
  "$root/share/applications/$app_id.desktop" \
  "$root/share/metainfo/$app_id.metainfo.xml" \
  "$root/share/mime/packages/ba-console.xml"
find "$root/share/icons/hicolor" \( -name "$app_id.*" -o -name "application-x-ba-console-game.*" \) \
  -exec rm -f {} + 2>/dev/null || true
if command -v update-mime-database >/dev/null 2>&1 && [ -d "$root/share/mime/packages" ]; then
  update-mime-database "$root/share/mime" >/dev/null 2>&1 || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$root/share/applications" 2>/dev/null || true
fi
echo "ba-console removed from $root (games and settings kept)"
