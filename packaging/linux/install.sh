#!/bin/sh
# Install ba-console from this folder (the unpacked tarball), for distributions without
# the .deb. As root it goes into /usr/local, otherwise into ~/.local; PREFIX=... chooses
# another place, DESTDIR=... stages it under another root (packagers, tests).
#
#   ./install.sh                  # then: ba-console, or the menu entry "BA Console"
#   PREFIX=/opt/local ./install.sh
#
# ./uninstall.sh (installed beside the program too) removes it again; games are kept.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${PREFIX:-}" ]; then
  if [ "$(id -u)" = 0 ]; then PREFIX=/usr/local; else PREFIX="$HOME/.local"; fi
fi
DESTDIR=${DESTDIR:-}
root="$DESTDIR$PREFIX"
app="$root/lib/ba-console"

if [ ! -x "$here/ba-console/ba-console" ]; then
  echo "install.sh: run it from the unpacked tarball (ba-console/ba-console is missing)" >&2
  exit 1
fi
rm -rf "$app"
mkdir -p "$app" "$root/bin" "$root/share"
cp -R "$here/ba-console/." "$app/"
cp "$here/uninstall.sh" "$app/uninstall.sh"
# Relative, so the link holds under DESTDIR and if the prefix is moved.
ln -sf ../lib/ba-console/ba-console "$root/bin/ba-console"
(cd "$here/share" && find . -type f) | while read -r file; do
  mkdir -p "$(dirname "$root/share/$file")"
  cp "$here/share/$file" "$root/share/$file"
done

# The desktop's caches (each tool is optional: a minimal system has none of them).
if command -v update-mime-database >/dev/null 2>&1; then
  update-mime-database "$root/share/mime" >/dev/null 2>&1 || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$root/share/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$root/share/icons/hicolor/index.theme" ]; then
  gtk-update-icon-cache -q -t "$root/share/icons/hicolor" || true
fi

echo "ba-console installed in $app"
case ":$PATH:" in
  *":$PREFIX/bin:"*) echo "Start it with: ba-console (or BA Console in the menu)" ;;
  *) echo "Start it with: $PREFIX/bin/ba-console ($PREFIX/bin is not on your PATH)" ;;
esac
