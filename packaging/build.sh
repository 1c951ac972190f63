#!/usr/bin/env bash
# Build a one-folder desktop bundle with PyInstaller and install the Linux desktop files.
# Usage: packaging/build.sh [PREFIX]   (PREFIX for .desktop/metainfo/icon, default ./dist/share)
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv-build
.venv-build/bin/pip install -q . pyinstaller
.venv-build/bin/pyinstaller --noconfirm --distpath dist --workpath build packaging/ba-console.spec
prefix=${1:-dist/share}
install -Dm644 packaging/ba-console.desktop "$prefix/applications/ba-console.desktop"
install -Dm644 packaging/io.github.ba_console.BaConsole.metainfo.xml \
  "$prefix/metainfo/io.github.ba_console.BaConsole.metainfo.xml"
install -Dm644 packaging/ba-console.svg "$prefix/icons/hicolor/scalable/apps/io.github.ba_console.BaConsole.svg"
echo "built dist/ba-console/ba-console; desktop files under $prefix"
