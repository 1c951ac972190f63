"""The window refuses, in one box, a game it must not write: a file with a second name (a
hard link); the game open before stays open. (A copy taken while its game was open is
opened read-only instead, to be looked at: `test_read_only_copy.py`.)"""

from __future__ import annotations

import os

from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED, refusals


def test_the_window_refuses_a_game_it_must_not_write_in_one_message(controller, tmp_path):
    messages = refusals(controller)
    before = controller.game.path
    game = tmp_path / "club.bagame"
    create_demo(game, seed=TEST_SEED).close()
    os.link(game, tmp_path / "other name.bagame")
    expected = "has another name on this disk (a hard link)"
    assert controller.open_game(game) is False
    assert len(messages) == 1 and expected in messages[0] and "\n" not in messages[0]
    assert controller.game.path == before
