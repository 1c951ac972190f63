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


def test_last_nights_game_that_cannot_be_opened_says_why_in_a_box_at_start(
    qtbot, data_dir, tmp_path
):
    """The console started on the last game, a file it will not open: the refusal stood
    in the status bar only, over the "No game open" label and cut off at 1366 pixels, while
    the demo opened in its place."""
    from ba_console.gui.app import build_window, settings_for
    from ba_console.gui.main_window import remember_recent

    game = tmp_path / "club night.bagame"
    create_demo(game, seed=TEST_SEED).close()
    os.link(game, tmp_path / "other name.bagame")  # a game it will not write: refused
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
    assert "has another name on this disk (a hard link)" in window.warnings[0]
    assert window.ui.statusBar.currentMessage() == ""  # the box says it; nothing overlaps
