#!/usr/bin/env bash
# Build the one-folder bundle and the Linux packages, without the checks of check.sh:
#
#   packaging/build.sh
#
# leaves dist/ba-console/ (run dist/ba-console/ba-console), dist/ba-console_*.deb and
# dist/ba-console-*-linux-*.tar.gz. packaging/check.sh builds the same and checks it.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv-build/bin/python ] || python3 -m venv .venv-build
.venv-build/bin/pip install -q --upgrade . pyinstaller pillow
.venv-build/bin/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build \
  packaging/ba-console.spec
.venv-build/bin/python packaging/linux/make_packages.py
