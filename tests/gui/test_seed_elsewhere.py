"""A copy of a game on a laptop without its seed (issue 16): the roll dialog refuses the
console's dice in one sentence, in the interface language, and typed dice still log."""

from __future__ import annotations

from pathlib import Path

from ba_console.store import Game
from tests.gui.test_roll_dialogs import dialog_for, last_roll, type_dice


def test_console_dice_are_refused_and_typed_dice_log_on_a_copy(
    qtbot, qapp, demo_path, tmp_path, monkeypatch
):
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    with Game.open(demo_path, read_only=True) as game:
        copy = game.backup(tmp_path / "copy.bagame")
    # Another laptop: its own data folder, the default one included.
    laptop = tmp_path / "players-laptop"
    monkeypatch.setenv("BA_CONSOLE_DATA_DIR", str(laptop))
    assert install_translations(qapp, "da")
    controller = GameController(laptop, "da")
    try:
        assert controller.open_game(copy)
        dialog = dialog_for(qtbot, controller, "catch", ["buelow"])
        dialog.roll_console_dice()
        message = dialog.ui.messageLabel.text()
        assert message.startswith("Terningefrøet for copy.bagame er ikke på denne computer")
        assert "ba-console import-seed her" in message
        assert controller.game.console_draw_count() == 0
        type_dice(qtbot, dialog, "owner", "356")
        dialog.confirm(close=True)
        assert last_roll(controller).sides[0].dice_source == "typed"
        assert controller.game.verify().ok
    finally:
        controller.close_game()
        install_translations(qapp, "en")
    assert Path(copy).exists()
