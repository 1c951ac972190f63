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
