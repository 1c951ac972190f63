"""The roll dialog's "Word called by a player" field (issue 16): typed before the console's
dice are rolled, it enters them and is logged with the draw; without it the dice are as
before; dice shown before the word was called stand, and the dialog says so."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.core.fair_dice import fair_faces
from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED
from tests.gui.test_roll_dialogs import dialog_for, last_roll

FIXTURE_PACK = Path(__file__).parents[1] / "fixtures" / "complete_belle_alliance_fixture.toml"


@pytest.fixture
def fixture_controller(qapp, data_dir: Path):
    """The demo game on the complete FIXTURE pack (made-up values: tests only)."""
    from ba_console.gui.controller import GameController

    path = data_dir / "fixture-demo.bagame"
    create_demo(path, pack=load_pack(FIXTURE_PACK), seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def test_a_word_typed_before_ctrl_r_enters_the_dice_and_the_log(qtbot, fixture_controller):
    dialog = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    ui = dialog.ui
    assert ui.wordLabel.text() == "Word called by a &player:"
    assert ui.wordLabel.buddy() is ui.wordEdit and ui.wordEdit.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    assert ui.wordEdit.hasFocus()
    qtbot.keyClicks(ui.wordEdit, "Gneisenau 17")
    qtbot.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    attacker, defender = dialog.panels
    assert attacker.dice.is_console and defender.dice.is_console
    word = "gneisenau 17"  # as it enters the dice: folded (`fair_dice.normal_word`)
    assert "shown before the word" not in ui.messageLabel.text()
    assert attacker.dice.faces() == fair_faces(TEST_SEED, 1, "melee/attacker", 3, 6, word)
    assert defender.dice.faces() == fair_faces(TEST_SEED, 2, "melee/defender", 3, 6, word)
    assert not ui.wordEdit.isEnabled()  # every role's dice are rolled
    qtbot.mouseClick(dialog.confirmButton, Qt.MouseButton.LeftButton)
    row = last_roll(fixture_controller)
    draws = {d.draw: d for d in fixture_controller.game.console_draws()}
    assert [draws[side.draw].word for side in row.sides] == [word, word]
    assert fixture_controller.game.verify(TEST_SEED).ok


def test_without_a_word_the_dice_are_as_before(qtbot, fixture_controller):
    dialog = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    dialog.roll_console_dice()
    assert dialog.panels[0].dice.faces() == fair_faces(TEST_SEED, 1, "melee/attacker", 3, 6)
    assert [d.word for d in fixture_controller.game.console_draws()] == [None, None]


def test_dice_shown_before_the_word_stand_and_the_dialog_says_so(qtbot, fixture_controller):
    first = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    first.roll_console_dice()
    shown = first.panels[0].dice.faces()
    first.reject()
    again = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    again.ui.wordEdit.setText("too late")
    again.roll_console_dice()
    assert again.panels[0].dice.faces() == shown
    assert again.ui.messageLabel.text() == (
        "These dice were shown before the word was called, so they stand as shown; the word "
        "was not used."
    )


def test_dice_shown_for_a_roll_never_logged_stand_for_the_next_and_the_dialog_says_so(
    qtbot, fixture_controller
):
    """Dice shown for one melee and cancelled are the next melee's dice, whichever units it
    is for (cancelling does not buy new dice): the dialog says when they were shown."""
    first = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    first.roll_console_dice()
    shown = [panel.dice.faces() for panel in first.panels]
    assert "were shown at" not in first.ui.messageLabel.text()
    first.reject()
    other = dialog_for(qtbot, fixture_controller, "melee", ["ii-15", "i-2c"])
    other.roll_console_dice()
    assert [panel.dice.faces() for panel in other.panels] == shown
    (draw, _defender) = fixture_controller.game.console_draws(pending_only=True)
    local = datetime.fromisoformat(draw.time).astimezone().strftime("%H:%M")
    assert other.ui.messageLabel.text() == (
        f"These dice were shown at {local} (draw 1) for a roll that was not logged; dice "
        "once shown stand for the next roll of this kind."
    )
    qtbot.mouseClick(other.confirmButton, Qt.MouseButton.LeftButton)
    fresh = dialog_for(qtbot, fixture_controller, "melee", ["i-15", "i-2g"])
    fresh.roll_console_dice()
    assert "were shown at" not in fresh.ui.messageLabel.text()  # new dice


def test_the_word_field_speaks_danish(qtbot, danish):
    dialog = dialog_for(qtbot, danish, "fire", ["i-15", "i-2g"])
    assert dialog.ui.wordLabel.text() == "Ord fra en s&piller:"
    assert dialog.ui.wordEdit.placeholderText() == "valgfrit"
