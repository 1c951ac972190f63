"""The window opening a game with a page of zeros: one refusal naming the damage, the game
open before stays open, the damaged file untouched (`tests/cli/test_a_page_zeroed.py`)."""

from __future__ import annotations

from tests.cli.test_a_page_zeroed import _files
from tests.cli.test_a_page_zeroed import damaged as damaged  # a fixture
from tests.gui.conftest import refusals


def test_the_window_refuses_it_in_one_message(controller, damaged):
    messages = refusals(controller)
    before_game = controller.game.path
    before = _files(damaged.parent)
    assert controller.open_game(damaged) is False
    assert len(messages) == 1 and "\n" not in messages[0]
    assert messages[0].startswith(f"{damaged} is damaged: SQLite cannot read page ")
    assert controller.game.path == before_game
    assert _files(damaged.parent) == before
