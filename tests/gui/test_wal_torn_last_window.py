"""The window and a game whose -wal's last transaction a power cut tore
(`tests/store/test_wal_last_change_torn.py`): before, the window refused it as damaged and
offered only a byte copy; the umpire could not play on. Now it opens, a byte copy of the
game and its -wal as found kept beside it first, and a box says that the last change could
not be read, may have been a roll, and where the copy is; in Danish too. A window that may
only read it (another console has it) says so and copies nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.store.demo import create_demo
from ba_console.store.lock import GameLock
from tests.store.test_wal_frames_dropped import _copy_while_open, _files
from tests.store.test_wal_last_change_torn import tear_last_transaction

SEALS = 3  # rows logged after the demo was made, each a transaction in the -wal


@pytest.fixture
def torn(tmp_path, data_dir) -> tuple[Path, int]:
    """The demo game with three seals logged in its -wal, left as a power cut leaves it: the
    last seal's commit frame written, an earlier frame of it not; and its rows then."""
    game = create_demo(tmp_path / "open" / "evening.bagame", data_dir=data_dir)
    try:
        for _ in range(SEALS):
            game.seal()
        path = _copy_while_open(game, tmp_path / "crashed")
        rows = game.roll_count()
    finally:
        game.close()
    tear_last_transaction(path)
    return path, rows


def test_the_window_opens_it_and_says_where_the_copy_is(window, torn):
    torn, rows = torn
    found = _files(torn.parent)
    assert window.open_game(torn) is True
    assert window.controller.game.path == torn
    assert not window.controller.game.read_only
    assert window.controller.game.roll_count() == rows - 1
    copy = torn.with_name("evening-as-found.bagame")
    [said] = window.warnings
    assert said.startswith(
        "The last change written to evening.bagame before the console stopped could not be read"
    )
    assert "It may have been a roll: check the table against the log." in said
    assert f"in {copy} and evening-as-found.bagame-wal." in said
    assert copy.read_bytes() == found["evening.bagame"]
    assert Path(f"{copy}-wal").read_bytes() == found["evening.bagame-wal"]


def test_said_in_danish(danish, torn):
    torn, _rows = torn
    said: list[str] = []
    danish.opened_with_caution.connect(said.append)
    assert danish.open_game(torn) is True
    assert said[0].startswith(
        "Den sidste ændring, der blev skrevet til evening.bagame, før konsollen stoppede, "
        "kunne ikke læses"
    )
    assert "Det kan have været et kast: tjek bordet mod loggen." in said[0]


def test_a_window_that_may_only_read_it_copies_nothing(window, torn):
    torn, _rows = torn
    found = _files(torn.parent)
    lock = GameLock.acquire(torn)  # another console has it open
    try:
        assert window.open_game(torn) is True
        assert window.controller.game.read_only
        said = [text for text in window.warnings if text.startswith("The last change")]
        assert len(said) == 1 and "Read only, nothing was copied or changed" in said[0]
    finally:
        window.controller.close_game()
        lock.release()
    assert not any(name.startswith("evening-as-found") for name in _files(torn.parent))
    after = _files(torn.parent)
    assert {name: after[name] for name in found} == found


def test_said_once_the_window_is_up_when_opened_at_start(qtbot, torn, data_dir):
    """`ba-console GAME`: the game opens before the window is on screen; the box waits."""
    from ba_console.gui.app import build_window

    torn, _rows = torn
    window = build_window(torn, data_dir=data_dir)
    qtbot.addWidget(window)
    warnings: list[str] = []
    window.warn = warnings.append
    assert warnings == [] and not window.controller.game.read_only
    window.resize(1366, 768)
    window.show()
    qtbot.waitUntil(lambda: bool(warnings))
    assert warnings[0].startswith("The last change written to evening.bagame")
    window.controller.close_game()
