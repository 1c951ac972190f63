"""A report, a roster, a copy or a new game written into a folder the user cannot write
to (a shared folder, a write-protected stick): one line that names the folder and says to
choose another, exit 2, nothing left behind. Before, a PDF said "is the file open
elsewhere?" after Qt's own "QPainter::begin(): Returned false", a copy said SQLite's
"unable to open database file", and `new` said to open the (not yet made) game read-only.

Root ignores file modes: as root, the commands run as `nobody` (setpriv)."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from ba_console.cli import run
from tests.cli.test_bad_input import _as_another_user

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def shelf(tmp_path) -> Iterator[Path]:
    """A folder readable by all and writable by none but root, holding a game."""
    base = Path(tempfile.mkdtemp(prefix="ba-read-only-"))
    try:
        base.chmod(0o777)
        folder = base / "shelf"
        folder.mkdir()
        game = folder / "club.bagame"
        assert run(["--data-dir", str(tmp_path / "data"), "new", str(game)]) == 0
        game.chmod(0o644)
        folder.chmod(0o755)
        yield folder
    finally:
        shutil.rmtree(base)


def said(argv: list[str], home: Path) -> list[str]:
    result = _as_another_user(argv, home)
    assert result.returncode == 2, result.stderr
    return result.stderr.strip().splitlines()


CHOOSE = "cannot be written to: choose a folder you can write to"


@pytest.mark.parametrize("name", ["evening.pdf", "evening.html", "evening.csv"])
def test_a_report_into_a_read_only_folder_names_the_folder(shelf, name):
    out = shelf / name
    lines = said(["export", str(shelf / "club.bagame"), "-o", str(out)], shelf.parent)
    assert lines == [f"ba-console: error: {out}: cannot write: the folder {shelf} {CHOOSE}"]
    assert not out.exists()


def test_a_summary_and_a_roster_into_a_read_only_folder_too(shelf):
    game = str(shelf / "club.bagame")
    out = shelf / "bound.pdf"
    lines = said(["export", game, "--summary", "-o", str(out)], shelf.parent)
    assert lines == [f"ba-console: error: {out}: cannot write: the folder {shelf} {CHOOSE}"]
    out = shelf / "roster.csv"
    lines = said(["export-roster", game, "-o", str(out)], shelf.parent)
    assert lines == [f"ba-console: error: {out}: cannot write: the folder {shelf} {CHOOSE}"]
    assert sorted(p.name for p in shelf.iterdir()) == ["club.bagame"]


def test_a_copy_into_a_read_only_folder_names_the_folder(shelf):
    copy = shelf / "copy.bagame"
    lines = said(["backup", str(shelf / "club.bagame"), str(copy)], shelf.parent)
    assert lines == [
        f"ba-console: error: cannot write a copy to {copy}: the folder {shelf} {CHOOSE}"
    ]
    assert sorted(p.name for p in shelf.iterdir()) == ["club.bagame"]


def test_a_new_game_in_a_read_only_folder_names_the_folder(shelf):
    game = shelf / "new.bagame"
    lines = said(["new", str(game)], shelf.parent)
    assert lines == [f"ba-console: error: cannot create {game}: the folder {shelf} {CHOOSE}"]
    assert sorted(p.name for p in shelf.iterdir()) == ["club.bagame"]


@pytest.mark.skipif(not Path("/sys").is_dir(), reason="no /sys on this system")
def test_a_copy_where_the_system_refuses_every_file_names_the_folder(tmp_path, capsys):
    """/sys refuses a new file to root too, though `os.access` says it may: the copy is
    tried, not guessed. Before: SQLite's "unable to open database file"."""
    game = tmp_path / "club.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(game)]) == 0
    capsys.readouterr()
    assert run(["backup", str(game), "/sys/copy.bagame"]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        "ba-console: error: cannot write a copy to /sys/copy.bagame: the folder /sys "
        "cannot be written to: choose a folder you can write to"
    ]
