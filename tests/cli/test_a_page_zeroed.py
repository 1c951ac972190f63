"""A game file with a page overwritten with zeros (a bad sector, a stick pulled out while
it was written): every command and the window say, in one line, that it is damaged and
where SQLite met the damage, and nothing writes to it. Before, the window and export
stopped with SQLite's traceback, and the window wrote to the damaged file (its switch to
WAL mode and back) and left its -lock behind."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Game, GameFileError, RollDraft, RollSide

ROLLS = 40


def _game(tmp_path: Path) -> Path:
    path = tmp_path / "evening.bagame"
    assert run(["--data-dir", str(tmp_path / "data"), "new", str(path), "--demo"]) == 0
    with Game.open(path) as game:
        game.set_phase(1, "fire")
        for number in range(1, ROLLS + 1):
            faces = game.console_faces("fire", "firer", 3)
            side = RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)
            note = f"roll number {number:03d} " + "x" * 300
            game.append_roll(RollDraft(kind="fire", sides=[side], note=note))
    return path


def _page_size(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA page_size").fetchone()[0]
    finally:
        conn.close()


def _zero_page(path: Path, page: int) -> None:
    size = _page_size(path)
    data = bytearray(path.read_bytes())
    data[(page - 1) * size : page * size] = bytes(size)
    path.write_bytes(bytes(data))


def _page_of(path: Path, text: bytes) -> int:
    size = _page_size(path)
    return path.read_bytes().index(text) // size + 1


@pytest.fixture(params=["a page of the log", "the last page"])
def damaged(request, tmp_path) -> Path:
    path = _game(tmp_path)
    if request.param == "the last page":
        page = (
            path.stat().st_size // sqlite3.connect(path).execute("PRAGMA page_size").fetchone()[0]
        )
    else:
        page = _page_of(path, b"roll number 020")
    _zero_page(path, page)
    return path


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


@pytest.mark.parametrize("read_only", [False, True])
def test_opening_a_game_with_a_page_of_zeros_is_refused_and_writes_nothing(damaged, read_only):
    before = _files(damaged.parent)
    with pytest.raises(GameFileError) as caught:
        Game.open(damaged, read_only=read_only)
    text = str(caught.value)
    assert text.startswith(f"{damaged} is damaged: SQLite cannot read page ")
    assert "left unchanged" in text and "restore it from a backup copy" in text
    assert _files(damaged.parent) == before


@pytest.mark.parametrize(
    "command",
    [
        ["export", "-o", "out.html"],
        ["export", "-o", "out.csv"],
        ["export", "--summary", "-o", "sum.html"],
        ["export-roster", "-o", "roster.csv"],
        ["reveal"],
    ],
)
def test_each_command_says_the_game_is_damaged_in_one_line(damaged, command, capsys):
    # (backup copies a damaged file's bytes: test_backup_of_a_damaged_game.py)
    before = _files(damaged.parent)
    words = [damaged.parent / w if "." in w else w for w in command[1:]]
    assert run([command[0], str(damaged), *map(str, words)]) == 2
    captured = capsys.readouterr()
    err = captured.err.strip().splitlines()
    assert len(err) == 1, err
    assert err[0].startswith(f"ba-console: error: {damaged} is damaged: SQLite cannot read page")
    assert _files(damaged.parent) == before  # no report, no copy, no -wal, -shm or -lock


def test_verify_says_broken_and_names_what_it_can(damaged, capsys):
    before = _files(damaged.parent)
    assert run(["verify", str(damaged)]) == 1
    captured = capsys.readouterr()
    first = captured.out.splitlines()[0]
    assert first.startswith("BROKEN")
    assert "database disk image is malformed" in first
    assert "Traceback" not in captured.err
    assert _files(damaged.parent) == before


def test_a_game_whose_first_page_is_zeros_is_said_damaged_not_foreign(tmp_path, capsys):
    """Zeros where the header stood: before, "not a ba-console game (it is not an SQLite
    database)", as if the secretary had picked the wrong file."""
    path = _game(tmp_path)
    _zero_page(path, 1)
    before = _files(tmp_path)
    assert run(["verify", str(path)]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        f"ba-console: error: {path} is damaged: its first page, the game's header, is zeros. "
        "It was left unchanged: restore it from a backup copy."
    ]
    assert _files(tmp_path) == before


def test_a_game_cut_within_its_header_is_said_cut_short(tmp_path, capsys):
    path = _game(tmp_path)
    whole = path.stat().st_size
    path.write_bytes(path.read_bytes()[:60])
    assert run(["export", str(path), "-o", str(tmp_path / "out.html")]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        f"ba-console: error: {path} is damaged: the file is cut short (60 bytes, less than "
        "its header). Restore it from a backup copy."
    ]
    assert whole > 60 and not (tmp_path / "out.html").exists()


def test_verify_blames_the_console_draw_ledger_not_a_roll_when_its_page_is_gone(tmp_path, capsys):
    """A page of the console dice ledger zeroed: verify named roll 1 ("the row cannot be
    read"), a roll nobody disputes; it names the draw it could not read."""
    path = _game(tmp_path)
    conn = sqlite3.connect(path)
    record = conn.execute("SELECT record FROM console_draws WHERE draw = 20").fetchone()[0]
    conn.close()
    _zero_page(path, _page_of(path, record.encode("utf-8")))
    capsys.readouterr()
    assert run(["verify", str(path)]) == 1
    first = capsys.readouterr().out.splitlines()[0]
    assert "console draw" in first and "cannot be read (database disk image is malformed)" in first
    assert "the row cannot be read" not in first


def test_damage_met_after_the_game_was_opened_is_one_line(tmp_path, monkeypatch, capsys):
    # The disk fails while a command reads: the open found every page, the next read does
    # not. One line naming SQLite's error and what to do, exit 2, no traceback.
    path = _game(tmp_path)

    def failing(*args, **kwargs):
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr(Game, "rolls", failing)
    assert run(["export", str(path), "-o", str(tmp_path / "log.csv"), "--format", "csv"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(
        "ba-console: error: the game file could not be read (database disk image is "
        "malformed): it may be damaged; `ba-console verify GAME` names the first roll"
    )
    assert err.count("\n") == 1
