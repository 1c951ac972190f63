"""A General de Brigade game as a Danish club meets it: the roll dialog's hints follow the
roll's dice (2D6, not Belle Alliance's 3D6), and the pack's own notes read in Danish."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED
from tests.gui.test_roll_dialogs import dialog_for


def _gdb_controller(qapp, data_dir: Path, language: str):
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    path = data_dir / f"gdb-{language}.bagame"
    create_demo(path, pack=load_pack("general_de_brigade"), seed=TEST_SEED).close()
    assert install_translations(qapp, language)
    controller = GameController(data_dir, language)
    assert controller.open_game(path)
    return controller


@pytest.fixture
def gdb_english(qapp, data_dir: Path):
    controller = _gdb_controller(qapp, data_dir, "en")
    yield controller
    controller.close_game()


@pytest.fixture
def gdb_danish(qapp, data_dir: Path):
    controller = _gdb_controller(qapp, data_dir, "da")
    yield controller
    controller.close_game()
    from ba_console.gui.app import install_translations

    install_translations(qapp, "en")


def test_a_2d6_roll_asks_for_two_dice_in_its_example(qtbot, gdb_english):
    dialog = dialog_for(qtbot, gdb_english, "melee", ["i-15", "i-2g"])
    assert dialog.ui.outcomeLabel.text() == (
        "Type the dice (e.g. 34) or press Ctrl+R for the console's."
    )
    dice = dialog.panels[0].dice.edit
    assert dice.placeholderText().startswith("e.g. 34 ")
    assert "(2D6), e.g. 34;" in dice.toolTip()


def test_a_2d6_roll_asks_for_two_dice_in_danish_too(qtbot, gdb_danish):
    dialog = dialog_for(qtbot, gdb_danish, "charge_test", ["i-15"])
    assert dialog.ui.outcomeLabel.text() == (
        "Indtast terningerne (f.eks. 34), eller tryk Ctrl+R for konsollens."
    )


def test_a_3d6_roll_asks_for_three_dice(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15"])
    assert dialog.ui.outcomeLabel.text() == (
        "Type the dice (e.g. 345) or press Ctrl+R for the console's."
    )
