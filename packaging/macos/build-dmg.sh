#!/usr/bin/env bash
# The macOS disk image: the app PyInstaller built (packaging/ba-console.spec) beside a link
# to /Applications, to drag it onto.
#
#   pyinstaller --noconfirm --distpath dist --workpath build packaging/ba-console.spec
#   packaging/macos/build-dmg.sh VERSION
#
# writes dist/ba-console-VERSION-macos-ARCH.dmg. The app is signed ad hoc (Apple Silicon
# runs nothing unsigned); without a Developer ID the first start needs right-click › Open.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=${1:?usage: build-dmg.sh VERSION}
app="dist/BA Console.app"
[ -d "$app" ] || { echo "build-dmg.sh: $app not found: run pyinstaller first" >&2; exit 1; }
codesign --force --deep --sign - "$app"
stage=build/dmg
rm -rf "$stage"
mkdir -p "$stage"
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
target="dist/ba-console-$version-macos-$(uname -m).dmg"
rm -f "$target"
hdiutil create -volname "BA Console $version" -srcfolder "$stage" -fs HFS+ -format UDZO "$target"
echo "$target"
