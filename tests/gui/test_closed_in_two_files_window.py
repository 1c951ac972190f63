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


def test_closed_while_the_log_viewers_verify_reads_it_is_one_file_once_it_ends(
    qtbot, window, demo_path, held_verify
):
    """The log viewer's Verify (a reader of the file in a thread), still running when the
    game is closed: before, the close could not make the game one file again and the box
    said "closed, but not as one file", though the console's own reader was the cause. Now
    nothing is said, and the game is one file once the Verify has ended."""
    from PySide6.QtCore import Qt

    from ba_console.gui.widgets.roll_log_view import open_roll_log

    controller = window.controller
    qtbot.waitUntil(lambda: not controller._log_check.busy)
    started, release = held_verify
    view = open_roll_log(controller, window).view
    qtbot.mouseClick(view.verifyButton, Qt.MouseButton.LeftButton)
    assert started.wait(5)
    assert window.close_game()
    release.set()
    qtbot.waitUntil(lambda: not Path(f"{demo_path}-wal").exists())
    qtbot.wait(50)  # a box would be said on the next turns of the event loop
    assert window.warnings == []
    with Game.open(demo_path, read_only=True) as game:
        assert game.verify().ok


def test_the_window_closed_during_the_log_viewers_verify_leaves_one_file(
    qtbot, window, demo_path, held_verify
):
    """The same as the window closes: it waits for the Verify, then leaves one file."""
    import threading

    from PySide6.QtCore import Qt

    from ba_console.gui.widgets.roll_log_view import open_roll_log

    controller = window.controller
    qtbot.waitUntil(lambda: not controller._log_check.busy)
    started, release = held_verify
    view = open_roll_log(controller, window).view
    qtbot.mouseClick(view.verifyButton, Qt.MouseButton.LeftButton)
    assert started.wait(5)
    threading.Timer(0.3, release.set).start()  # the Verify ends while the window closes
    window.close()
    assert window.warnings == []
    assert not Path(f"{demo_path}-wal").exists()


def test_in_danish(qtbot, danish, demo_path):
    qtbot.waitUntil(lambda: not danish._log_check.busy)
    said: list[str] = []
    danish.closed_in_two_files.connect(said.append)
    with another_reader(demo_path):
        danish.close_game()
    assert len(said) == 1
    assert said[0].startswith(f"{demo_path.name} blev lukket, men ikke som én fil")
