"""A game the window closes, but cannot make one file again (its WAL not checkpointed into
it: a full disk, or, as here, another program reading it for longer than the close
waits): before, nothing was said, and a .bagame copied alone lacked its latest rows. Now a
box says the game is in two files, to be kept together, also as the window closes."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def another_reader(path: Path) -> Iterator[None]:
    """Another program reading the game: a snapshot that holds the close's checkpoint."""
    reader = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM rolls").fetchall()
        yield
    finally:
        reader.close()


def test_closing_the_window_says_the_game_is_in_two_files(qtbot, window, demo_path):
    qtbot.waitUntil(lambda: window.controller._log_check.state.verified is not None)
    with another_reader(demo_path):
        window.close()
    name = demo_path.name
    assert window.warnings == [
        f"{name} was closed, but not as one file (database is locked: the disk is full, or "
        "another program has it open). Nothing is lost: the game is in two files in "
        f"{demo_path.parent}, {name} and {name}-wal, and whole only with both. Copy or move "
        f"them together, never {name} alone (a backup copy of the game is one file). Opened "
        "and closed again once the disk has room and no other program has it open, it is one "
        "file again."
    ]
    assert Path(f"{demo_path}-wal").exists()


def test_a_game_closed_as_one_file_says_nothing(qtbot, window, demo_path):
    qtbot.waitUntil(lambda: window.controller._log_check.state.verified is not None)
    assert window.close_game()
    assert window.warnings == []
    assert not Path(f"{demo_path}-wal").exists()


def test_in_danish(danish, demo_path):
    said: list[str] = []
    danish.closed_in_two_files.connect(said.append)
    with another_reader(demo_path):
        danish.close_game()
    assert len(said) == 1
    assert said[0].startswith(f"{demo_path.name} blev lukket, men ikke som én fil")
