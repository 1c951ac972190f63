"""`ba-console backup` of a damaged game: the umpire's rescue copy, before anything is
tried on the file. SQLite's backup cannot read a page of zeros or a file cut short, and
before, backup refused such a file like every read (exit 2, no copy): the umpire needed
`cp`, and to know that the -wal beside it goes too. Now backup copies its bytes as they
are (its -wal with it), says that the file is damaged and that the copy is of the damaged
bytes, exits 1, and never writes to the original or beside it."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game
from tests.store.conftest import PACK, add_roster
from tests.store.test_files_kept import typed_roll


def _game(folder: Path, rolls: int = 30) -> Path:
    path = folder / "evening.bagame"
    with add_roster(Game.create(path, title="Evening", dice_mode="both", **PACK)) as game:
        for number in range(rolls):
            draft = typed_roll(game, (1 + number % 6, 2, 3))
            game.append_roll(draft.model_copy(update={"note": f"roll {number:03d} " + "x" * 300}))
    return path


def _page_size(path: Path) -> int:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        return conn.execute("PRAGMA page_size").fetchone()[0]
    finally:
        conn.close()


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.fixture
def zeroed(tmp_path) -> Path:
    """A game with a page of its log overwritten with zeros (a bad sector)."""
    path = _game(tmp_path / "club")
    size = _page_size(path)
    data = bytearray(path.read_bytes())
    page = data.index(b"roll 012") // size
    data[page * size : (page + 1) * size] = bytes(size)
    path.write_bytes(bytes(data))
    return path


def test_backup_of_a_game_with_a_page_of_zeros_copies_its_bytes_and_says_so(
    zeroed, tmp_path, capsys
):
    before = _files(zeroed.parent)
    copy = tmp_path / "rescue.bagame"
    assert run(["backup", str(zeroed), str(copy)]) == 1
    assert copy.read_bytes() == zeroed.read_bytes()
    assert _files(zeroed.parent) == before  # nothing written to it, or beside it
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [
        f"Wrote {copy}: a byte-for-byte copy of the damaged {zeroed.name}"
    ]
    err = captured.err.strip().splitlines()
    assert len(err) == 1, err
    assert err[0].startswith(f"ba-console: {zeroed} is damaged: SQLite cannot read page ")
    assert err[0].endswith(
        "rescue.bagame is a copy of its damaged bytes as they are, not a game to play on: "
        "keep it as evidence, and try any repair on another copy."
    )


def test_backup_of_a_cut_game_copies_its_wal_too(tmp_path, capsys):
    """A console's laptop died mid-evening (its -wal kept), and the file was cut short (a
    copy to a stick that filled up): both files are copied, as they are, side by side."""
    club = tmp_path / "club"
    source = _game(tmp_path / "evening")
    club.mkdir()
    game = Game.open(source)
    game.append_roll(typed_roll(game, (6, 6, 6)))
    for name in (source.name, f"{source.name}-wal"):  # the files as the crash left them
        shutil.copyfile(source.parent / name, club / name)
    game.close()
    damaged = club / source.name
    damaged.write_bytes(damaged.read_bytes()[: 3 * _page_size(damaged)])
    before = _files(club)
    copy = tmp_path / "rescue.bagame"
    assert run(["backup", str(damaged), str(copy)]) == 1
    assert copy.read_bytes() == before[damaged.name]
    assert Path(f"{copy}-wal").read_bytes() == before[f"{damaged.name}-wal"]
    assert _files(club) == before
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [
        f"Wrote {copy}: a byte-for-byte copy of the damaged {damaged.name}, and "
        "rescue.bagame-wal, its -wal"
    ]
    assert f"{damaged} is damaged: the file is cut short (" in captured.err


def test_a_rescue_copy_is_never_written_over_a_file(zeroed, tmp_path, capsys):
    copy = tmp_path / "rescue.bagame"
    Path(f"{copy}-wal").write_bytes(b"someone's file")
    before = _files(tmp_path)
    assert run(["backup", str(zeroed), str(copy)]) == 2
    assert _files(tmp_path) == before
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "No copy was written" in err[0] and "rescue.bagame-wal already exists" in err[0]


def test_a_sound_game_is_still_copied_by_sqlites_backup(tmp_path, capsys):
    path = _game(tmp_path, rolls=2)
    copy = tmp_path / "copy.bagame"
    assert run(["backup", str(path), str(copy)]) == 0
    assert (
        capsys.readouterr().out.strip()
        == f"Wrote {copy}: a complete copy of evening.bagame (2 log rows)"
    )
