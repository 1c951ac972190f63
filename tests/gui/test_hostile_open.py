"""The window refuses, in one box, a game it must not write: a file with a second name (a
hard link) and a copy taken while its game was open; the game open before stays open."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED, refusals


def copy_taken_while_open(path: Path) -> Path:
    """A closed game put back in WAL mode with no -wal beside it: what a copy of the file
    alone, taken while a console had it open, looks like."""
    create_demo(path, seed=TEST_SEED).close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode = WAL").fetchone()[0] == "wal"
    conn.close()
    assert not Path(f"{path}-wal").exists()
    return path


@pytest.mark.parametrize("kind", ["hard link", "copy taken while open"])
def test_the_window_refuses_a_game_it_must_not_write_in_one_message(controller, tmp_path, kind):
    messages = refusals(controller)
    before = controller.game.path
    if kind == "hard link":
        game = tmp_path / "club.bagame"
        create_demo(game, seed=TEST_SEED).close()
        os.link(game, tmp_path / "other name.bagame")
        expected = "has another name on this disk (a hard link)"
    else:
        game = copy_taken_while_open(tmp_path / "copy.bagame")
        expected = "it was copied while its game was open in a console"
    assert controller.open_game(game) is False
    assert len(messages) == 1 and expected in messages[0] and "\n" not in messages[0]
    assert controller.game.path == before


def test_last_nights_game_that_cannot_be_opened_says_why_in_a_box_at_start(
    qtbot, data_dir, tmp_path
):
    """The console started on the last game, a copy it will not play on: the refusal stood
    in the status bar only, over the "No game open" label and cut off at 1366 pixels, while
    the demo opened in its place."""
    from ba_console.gui.app import build_window, settings_for
    from ba_console.gui.main_window import remember_recent

    game = copy_taken_while_open(tmp_path / "club night.bagame")
    settings = settings_for(data_dir)
    remember_recent(settings, game)
    window = build_window(None, data_dir=data_dir)
    qtbot.addWidget(window)
    window.warnings = []
    window.warn = window.warnings.append
    with qtbot.waitSignal(window.shown_on_screen, timeout=5000):
        window.show()
    assert len(window.warnings) == 1
    assert "club night.bagame" in window.warnings[0]
    assert "it was copied while its game was open in a console" in window.warnings[0]
    assert window.ui.statusBar.currentMessage() == ""  # the box says it; nothing overlaps
