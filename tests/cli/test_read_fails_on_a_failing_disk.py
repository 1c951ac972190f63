"""A command that only reads the game (verify, export) on a disk that fails a read (EIO: a
stick going bad, or taken out): before, SQLite's I/O error was answered "the disk refused a
write to the game file … it may be full … free some space", though nothing was written,
and an OSError from the disk was a traceback. Now one line says the disk failed to read it
and that nothing was changed, exit 2. A command that writes still says its write was
refused."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game
from tests.store.conftest import PACK, add_roster
from tests.store.test_files_kept import typed_roll

FAILED = (
    "ba-console: error: the disk failed to read the game file ({error}): it may be failing, "
    "or gone (a stick taken out?). Nothing was changed: run it again once the disk reads, or "
    "on a backup copy"
)


@pytest.fixture
def game(tmp_path) -> Path:
    path = tmp_path / "evening.bagame"
    with add_roster(Game.create(path, title="Evening", dice_mode="both", **PACK)) as game:
        game.append_roll(typed_roll(game))
    return path


def _sqlite_io_error(*args, **kwargs):
    """SQLite's answer when the disk fails under it other than in a page's read (its
    size or lock asked of a stick going bad): SQLITE_IOERR_FSTAT."""
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorcode = sqlite3.SQLITE_IOERR | (7 << 8)
    error.sqlite_errorname = "SQLITE_IOERR_FSTAT"
    raise error


def _eio(*args, **kwargs):
    raise OSError(errno.EIO, "Input/output error")


def test_verify_on_a_failing_disk_says_a_read_failed(game, monkeypatch, capsys):
    before = game.read_bytes()
    monkeypatch.setattr(Game, "verify", _sqlite_io_error)
    assert run(["verify", str(game)]) == 2
    assert capsys.readouterr().err.splitlines() == [FAILED.format(error="disk I/O error")]
    assert game.read_bytes() == before


def test_export_on_a_failing_disk_is_one_line_not_a_traceback(game, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(Game, "rolls", _eio)
    out = tmp_path / "log.csv"
    assert run(["export", str(game), "-o", str(out), "--format", "csv"]) == 2
    assert capsys.readouterr().err.splitlines() == [FAILED.format(error="Input/output error")]
    assert not out.exists()


def test_a_command_that_writes_still_says_its_write_was_refused(game, monkeypatch, capsys):
    from ba_console.store.log import RollLog

    monkeypatch.setattr(RollLog, "seal", _sqlite_io_error)
    assert run(["seal", str(game)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[-1].startswith(
        "ba-console: error: the disk refused a write to the game file (disk I/O error)"
    )
