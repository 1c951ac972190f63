"""Package the one-folder bundle for Linux: a .deb, and a tarball with install.sh.

    python packaging/linux/make_packages.py [--dist dist] [--icons build/icons]

reads `dist/ba-console/` (PyInstaller, packaging/ba-console.spec) and the icons rendered
by packaging/icons.py, and writes into `dist/`:

- `ba-console_<version>_<arch>.deb`: the bundle in `/opt/ba-console`, `/usr/bin/ba-console`
  pointing at it, the desktop entry, the AppStream metainfo, the game files' MIME type,
  the hicolor icons, a manual page and the copyright. The desktop, MIME and icon caches are
  refreshed by the dpkg triggers of desktop-file-utils, shared-mime-info and
  hicolor-icon-theme, so the package has no maintainer scripts.
- `ba-console-<version>-linux-<machine>.tar.gz`: the same files for other distributions,
  installed by its `install.sh` (into /usr/local as root, else ~/.local).

The bundle carries Qt and most libraries it needs; what it takes from the system is
read from the bundle itself (each ELF file's NEEDED entries that no file of the bundle
provides) and every such library must be named below, as a dependency, a recommendation
or a library only unused plugins need: a new one stops the build, with its name, rather
than slipping into a package that fails on a user's machine.
"""

from __future__ import annotations

import argparse
import gzip
import io
import os
import re
import shutil
import stat
import subprocess
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGING = HERE.parent
ROOT = PACKAGING.parent
APP_ID = "io.github.ba_console.BaConsole"
NAME = "ba-console"
HOMEPAGE = "https://github.com/ba-console/ba-console"
MAINTAINER = os.environ.get(
    "DEB_MAINTAINER", "ba-console developers <ba-console@users.noreply.github.com>"
)

# Libraries the bundle takes from the system, by soname → Debian package.
DEPENDS = {
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libresolv.so.2": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "ld-linux-aarch64.so.1": "libc6",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libxcb.so.1": "libxcb1",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
}
# Native Wayland and the GTK look: Qt falls back to X11 (XWayland) and its own look without.
RECOMMENDS = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libgtk-3.so.0": "libgtk-3-0t64 | libgtk-3-0",
    "libgdk-3.so.0": "libgtk-3-0t64 | libgtk-3-0",
}
# Needed only by plugins a desktop session never loads (Qt's EGLFS and LinuxFB platforms,
# for machines without a window system).
UNUSED_PLUGINS_ONLY = {"libdrm.so.2"}
# Not linked but needed: the bundled fontconfig reads the system's configuration and fonts.
ALSO_DEPENDS = ["libfontconfig1"]

DEB_DESCRIPTION = """\
referee console for Napoleonic tabletop wargames
 The umpire of a club game types in the orders from the players' order
 sheets, steps through the phases of each bound, resolves every roll with its
 factors on a checklist, keeps the unit roster true and records every roll in
 a hash-chained log that settles disputes afterwards.
 .
 Rules come as editable rule packs: Belle Alliance (Lexnet 2001) and General
 de Brigade. Console dice are provably fair. English and Danish.
 .
 This package carries its own Python and Qt in /opt/ba-console."""


def version() -> str:
    text = (ROOT / "ba_console" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__ = "([^"]+)"', text)
    if not match:
        raise SystemExit("make_packages: no __version__ in ba_console/__init__.py")
    return match.group(1)


def elf_files(bundle: Path) -> list[Path]:
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as stream:
                if stream.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed(path: Path) -> list[str]:
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True).stdout
    return re.findall(r"^\s*NEEDED\s+(\S+)", out, re.MULTILINE)


def glibc_needed(elves: list[Path]) -> str:
    """The newest GLIBC_x.y symbol version any file of the bundle asks for."""
    newest = (2, 0)
    for path in elves:
        out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
        for major, minor in re.findall(r"GLIBC_(\d+)\.(\d+)", out):
            newest = max(newest, (int(major), int(minor)))
    return f"{newest[0]}.{newest[1]}"


def system_libraries(bundle: Path) -> tuple[list[str], list[str]]:
    """(Depends, Recommends) for the bundle; stops on a library not named."""
    elves = elf_files(bundle)
    provided = {p.name for p in bundle.rglob("*.so*")}
    wanted: dict[str, list[str]] = {}
    for path in elves:
        for soname in needed(path):
            if soname not in provided:
                wanted.setdefault(soname, []).append(str(path.relative_to(bundle)))
    unknown = sorted(set(wanted) - set(DEPENDS) - set(RECOMMENDS) - UNUSED_PLUGINS_ONLY)
    if unknown:
        lines = [f"  {name} (needed by {', '.join(wanted[name][:3])})" for name in unknown]
        raise SystemExit(
            "make_packages: the bundle needs system libraries not named in "
            "packaging/linux/make_packages.py (DEPENDS, RECOMMENDS or UNUSED_PLUGINS_ONLY):\n"
            + "\n".join(lines)
        )
    libc = glibc_needed(elves)
    depends = sorted({DEPENDS[name] for name in wanted if name in DEPENDS} | set(ALSO_DEPENDS))
    depends = [f"libc6 (>= {libc})" if d == "libc6" else d for d in depends]
    recommends = sorted({RECOMMENDS[name] for name in wanted if name in RECOMMENDS})
    return depends, recommends


def install_file(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def gzip_to(text: bytes, target: Path) -> None:
    """gzip -9n: no name or time in the header, so the same input gives the same bytes."""
    target.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, compresslevel=9, mtime=0) as out:
        out.write(text)
    target.write_bytes(buffer.getvalue())
    target.chmod(0o644)


def copy_bundle(bundle: Path, target: Path) -> None:
    """The bundle with plain modes: folders and programs 755, everything else 644."""
    shutil.copytree(bundle, target, symlinks=True)
    for path in [target, *target.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        elif path.name == NAME or (path.stat().st_mode & stat.S_IXUSR and ".so" not in path.name):
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def share_files(share: Path, icons: Path) -> None:
    """The desktop entry, metainfo, MIME type and icons under `share` (a /usr/share)."""
    install_file(HERE / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    install_file(HERE / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    install_file(HERE / "ba-console-mime.xml", share / "mime" / "packages" / f"{NAME}.xml")
    for source in sorted((icons / "hicolor").rglob("*")):
        if source.is_file():
            install_file(
                source, share / "icons" / "hicolor" / source.relative_to(icons / "hicolor")
            )


def build_deb(bundle: Path, icons: Path, dist: Path, work: Path) -> Path:
    ver = version()
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()
    root = work / "deb-root"
    shutil.rmtree(root, ignore_errors=True)
    copy_bundle(bundle, root / "opt" / NAME)
    (root / "usr" / "bin").mkdir(parents=True)
    # Absolute: it crosses from /usr to /opt (Debian policy 10.5).
    (root / "usr" / "bin" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
    share = root / "usr" / "share"
    share_files(share, icons)
    doc = share / "doc" / NAME
    install_file(HERE / "copyright", doc / "copyright")
    gzip_to(changelog(ver).encode(), doc / "changelog.gz")
    gzip_to((HERE / "ba-console.1").read_bytes(), share / "man" / "man1" / "ba-console.1.gz")
    install_file(HERE / "lintian-overrides", share / "lintian" / "overrides" / NAME)
    depends, recommends = system_libraries(bundle)
    size_kb = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024
    control = [
        f"Package: {NAME}",
        f"Version: {ver}",
        f"Architecture: {arch}",
        f"Maintainer: {MAINTAINER}",
        f"Installed-Size: {size_kb}",
        f"Depends: {', '.join(depends)}",
        f"Recommends: {', '.join(recommends)}" if recommends else "",
        "Section: misc",
        "Priority: optional",
        f"Homepage: {HOMEPAGE}",
        f"Description: {DEB_DESCRIPTION}",
    ]
    debian = root / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text("\n".join(c for c in control if c) + "\n", encoding="utf-8")
    for path in [root, *root.rglob("*")]:
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)
    target = dist / f"{NAME}_{ver}_{arch}.deb"
    subprocess.run(
        # xz at level 1: 155 MB packed to 50 MB in under a minute here, where the default
        # level takes four for 45 MB (gzip: 62 MB; zstd, which Debian 12's lintian refuses).
        ["dpkg-deb", "--root-owner-group", "-Zxz", "-z1", "--build", str(root), str(target)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return target


def changelog(ver: str) -> str:
    return (
        f"{NAME} ({ver}) unstable; urgency=medium\n\n"
        "  * Packaged from the PyInstaller one-folder bundle (packaging/linux).\n\n"
        f" -- {MAINTAINER}  Tue, 01 Dec 2026 00:00:00 +0000\n"
    )


def build_tarball(bundle: Path, icons: Path, dist: Path, work: Path) -> Path:
    ver = version()
    machine = os.uname().machine
    top = f"{NAME}-{ver}"
    stage = work / "tar-root" / top
    shutil.rmtree(stage.parent, ignore_errors=True)
    copy_bundle(bundle, stage / NAME)
    share_files(stage / "share", icons)
    install_file(HERE / "install.sh", stage / "install.sh", 0o755)
    install_file(HERE / "uninstall.sh", stage / "uninstall.sh", 0o755)
    install_file(HERE / "copyright", stage / "COPYRIGHT")
    target = dist / f"{NAME}-{ver}-linux-{machine}.tar.gz"

    def plain(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(target, "w:gz", compresslevel=6) as archive:
        archive.add(stage, arcname=top, filter=plain)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--icons", default=str(ROOT / "build" / "icons"))
    parser.add_argument("--work", default=str(ROOT / "build" / "linux"))
    args = parser.parse_args(argv)
    dist, icons, work = Path(args.dist), Path(args.icons), Path(args.work)
    bundle = dist / NAME
    if not (bundle / NAME).is_file():
        raise SystemExit(f"make_packages: no bundle at {bundle}: run pyinstaller first")
    work.mkdir(parents=True, exist_ok=True)
    for made in (build_deb(bundle, icons, dist, work), build_tarball(bundle, icons, dist, work)):
        print(made)
    return 0


if __name__ == "__main__":
    sys.exit(main())
