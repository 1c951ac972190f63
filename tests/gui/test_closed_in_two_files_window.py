"""A game the window closes, but cannot make one file again (its WAL not checkpointed into
it: a full disk, or, as here, another program reading it for longer than the close
waits): before, nothing was said, and a .bagame copied alone lacked its latest rows. Now a
box says the game is in two files, to be kept together, also as the window closes."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ba_console.store.game import Game
from tests.gui.test_log_check_thread import held_verify as held_verify  # a fixture


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


def test_closed_while_its_own_check_reads_it_is_one_file_once_the_check_ends(
    qtbot, window, demo_path, held_verify
):
    """The window's chain check (a reader of the file in a thread) held the close: not
    said, but made one file again once the check has ended (opening another game right
    after the first showed the box, and left the game in two files)."""
    controller = window.controller
    qtbot.waitUntil(lambda: controller._log_check.state.verified is not None)
    started, release = held_verify
    controller.check_log()
    assert started.wait(5)
    assert window.close_game()
    assert Path(f"{demo_path}-wal").exists()  # held by the check
    release.set()
    qtbot.waitUntil(lambda: not Path(f"{demo_path}-wal").exists())
    assert window.warnings == []
    with Game.open(demo_path, read_only=True) as game:
        assert game.verify().ok


def test_in_danish(qtbot, danish, demo_path):
    qtbot.waitUntil(lambda: not danish._log_check.busy)
    said: list[str] = []
    danish.closed_in_two_files.connect(said.append)
    with another_reader(demo_path):
        danish.close_game()
    assert len(said) == 1
    assert said[0].startswith(f"{demo_path.name} blev lukket, men ikke som én fil")
