"""The files that tell a Linux desktop about the console and its games: the MIME type, the
desktop entry and the AppStream metainfo (packaging/linux). Building the packages is
packaging/check.sh's work; these are the quick checks of the files themselves."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from ba_console.gui.app import DESKTOP_FILE_NAME
from ba_console.store import Game
from ba_console.store.schema import APPLICATION_ID

REPO = Path(__file__).resolve().parents[2]
LINUX = REPO / "packaging" / "linux"
MIME_XML = LINUX / "ba-console-mime.xml"
DESKTOP = LINUX / f"{DESKTOP_FILE_NAME}.desktop"
METAINFO = LINUX / f"{DESKTOP_FILE_NAME}.metainfo.xml"
GAME_TYPE = "application/x-ba-console-game"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}


def needs(tool: str) -> str:
    found = shutil.which(tool)
    if not found:
        pytest.skip(f"{tool} is not installed (Debian: see packaging/check.sh's tool list)")
    return found


def make_game(path: Path) -> Path:
    Game.create(path, title="T", pack_toml="", pack_id="p", pack_hash="h").close()
    return path


@pytest.fixture(scope="module")
def mime_database(tmp_path_factory) -> Path:
    """The console's MIME type compiled into a database of its own, as a package installs
    it: `<share>/mime/packages/ba-console.xml`, then update-mime-database."""
    tool = needs("update-mime-database")
    share = tmp_path_factory.mktemp("share")
    packages = share / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copyfile(MIME_XML, packages / "ba-console.xml")
    result = subprocess.run(
        [tool, str(share / "mime")],
        capture_output=True,
        text=True,
        env=dict(os.environ, XDG_DATA_DIRS=str(share)),
    )
    # It exits 0 even on a broken file: what it says is the verdict.
    assert result.returncode == 0 and result.stderr == "", result.stderr
    return share


def test_the_magic_is_the_game_files_own_header(tmp_path):
    mime_type = ElementTree.parse(MIME_XML).getroot().find("m:mime-type", NS)
    assert mime_type.get("type") == GAME_TYPE
    assert [g.get("pattern") for g in mime_type.findall("m:glob", NS)] == ["*.bagame"]
    outer = mime_type.find("m:magic/m:match", NS)
    inner = outer.find("m:match", NS)
    header = make_game(tmp_path / "g.bagame").read_bytes()[:100]
    assert (outer.get("type"), int(outer.get("offset"))) == ("string", 0)
    assert header.startswith(outer.get("value").encode())
    assert (inner.get("type"), int(inner.get("offset"))) == ("big32", 68)
    assert int(inner.get("value"), 16) == APPLICATION_ID
    assert int.from_bytes(header[68:72], "big") == APPLICATION_ID


def test_update_mime_database_accepts_the_mime_type(mime_database):
    globs = (mime_database / "mime" / "globs2").read_text(encoding="utf-8").splitlines()
    assert f"50:{GAME_TYPE}:*.bagame" in globs
    assert GAME_TYPE.encode() in (mime_database / "mime" / "magic").read_bytes()


def test_the_desktop_knows_a_game_by_its_name_and_by_its_content(mime_database, tmp_path):
    """What a file manager shows, through Qt's reader of the same database."""
    game = make_game(tmp_path / "club.bagame")
    renamed = tmp_path / "club-copy"
    shutil.copyfile(game, renamed)
    plain = tmp_path / "plain"
    sqlite3.connect(plain).execute("create table t (x)")
    script = (
        "import sys\n"
        "from PySide6.QtCore import QMimeDatabase\n"
        "for path in sys.argv[1:]:\n"
        "    print(QMimeDatabase().mimeTypeForFile(path).name())\n"
    )
    shared = ":".join([str(mime_database), "/usr/local/share", "/usr/share"])
    result = subprocess.run(
        [sys.executable, "-c", script, str(game), str(renamed), str(plain)],
        capture_output=True,
        text=True,
        env=dict(os.environ, XDG_DATA_DIRS=shared, XDG_DATA_HOME=str(tmp_path / "none")),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    by_name, by_content, sqlite_file = result.stdout.split()
    assert (by_name, by_content) == (GAME_TYPE, GAME_TYPE)
    assert sqlite_file != GAME_TYPE


def test_the_desktop_entry_opens_a_game_with_the_console():
    text = DESKTOP.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert "Exec=ba-console %f" in lines
    assert f"MimeType={GAME_TYPE};" in lines
    # The window names this file (setDesktopFileName): Wayland docks find the icon by it.
    assert f"Icon={DESKTOP_FILE_NAME}" in lines
    result = subprocess.run(
        [needs("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True
    )
    assert result.returncode == 0 and result.stdout == "", result.stdout


def test_the_metainfo_says_who_where_what_in_danish_and_which_release():
    root = ElementTree.parse(METAINFO).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert root.findtext("id") == DESKTOP_FILE_NAME
    assert root.findtext("launchable") == f"{DESKTOP_FILE_NAME}.desktop"
    assert root.findtext("developer/name")
    assert root.find("url[@type='homepage']").text.startswith("https://")
    shots = root.findall("screenshots/screenshot/image")
    assert len(shots) >= 2
    for shot in shots:  # each points at a picture the repository has
        assert (REPO / shot.text.split("/main/", 1)[1]).is_file()
    assert root.findall(f"description/p[@{lang}='da']")
    assert root.find("releases/release").get("version")
    assert root.findtext("provides/mediatype") == GAME_TYPE


def test_appstreamcli_validates_the_metainfo():
    result = subprocess.run(
        [needs("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
