"""General de Brigade's melee as the umpire resolves it: the lower total is named as the
loser in the dialog and in the log row, and the figures each side lost, read from the
book (the pack has no casualty table), come off the roster and go back with a void.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED
from tests.gui.test_roll_dialogs import dialog_for, last_roll, press_enter, type_dice


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


def _melee_rolled(qtbot, controller):
    """I./15th (attacker) 11 against the Grenadiers (defender) 3: the defender loses."""
    dialog = dialog_for(qtbot, controller, "melee", ["i-15", "i-2g"])
    type_dice(qtbot, dialog, "attacker", "56")
    type_dice(qtbot, dialog, "defender", "12")
    return dialog


def test_gdb_melee_names_the_loser_and_takes_the_typed_losses_off_the_roster(qtbot, gdb_english):
    game = gdb_english.game
    dialog = _melee_rolled(qtbot, gdb_english)
    assert "Loser: <b>1/2e Grenadiers à pied</b> (the lower total)" in (
        dialog.ui.outcomeLabel.text()
    )
    # Each side's figures lost, the loser's first (Enter walks them in that order).
    assert list(dialog._loss_spins) == ["i-2g", "i-15"]
    assert dialog._disorder_combos == {}
    combo = dialog._typed_widgets[0]
    combo.setCurrentIndex(combo.findText("Loser routs"))
    dialog._loss_spins["i-2g"].setText("3")
    dialog._loss_spins["i-15"].setText("1")
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert any("1/2e Grenadiers à pied has the lower total and loses (XII)" in e for e in effects)
    press_enter(qtbot, dialog, "defender")
    row = last_roll(gdb_english)
    assert row.kind == "melee" and row.outcome.key == "rout"
    assert "i-2g has the lower total and loses (XII)" in row.note
    assert [(e.unit, e.what, e.from_, e.to) for e in row.effects] == [
        ("i-2g", "figures", 28, 25),
        ("i-15", "figures", 36, 35),
    ]
    assert game.unit("i-2g").figures == 25 and game.unit("i-15").figures == 35
    gdb_english.rolls.void_roll(row.sequence, "wrong melee")
    assert game.unit("i-2g").figures == 28 and game.unit("i-15").figures == 36


def test_gdb_melee_with_no_losses_typed_changes_no_figures(qtbot, gdb_english):
    dialog = _melee_rolled(qtbot, gdb_english)
    combo = dialog._typed_widgets[0]
    combo.setCurrentIndex(combo.findText("Loser retreats"))
    press_enter(qtbot, dialog, "defender")
    row = last_roll(gdb_english)
    assert [e.what for e in row.effects] == []
    assert gdb_english.game.unit("i-2g").figures == 28


def test_gdb_melee_loser_and_losses_said_in_danish(qtbot, gdb_danish):
    dialog = _melee_rolled(qtbot, gdb_danish)
    assert "Taber: <b>1/2e Grenadiers à pied</b> (den laveste sum)" in (
        dialog.ui.outcomeLabel.text()
    )
    form = dialog.ui.typedForm
    labels = [form.itemAt(r, form.ItemRole.LabelRole).widget().text() for r in range(1, 3)]
    assert labels == [
        "Tabte figurer, 1/2e Grenadiers à pied:",
        "Tabte figurer, I./15th Infantry Regiment:",
    ]
    dialog._loss_spins["i-2g"].setText("2")
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert any("1/2e Grenadiers à pied har den laveste sum og taber (XII)" in e for e in effects)
    combo = dialog._typed_widgets[0]
    combo.setCurrentIndex(1)
    press_enter(qtbot, dialog, "defender")
    row = last_roll(gdb_danish)
    # The log keeps its English.
    assert "i-2g has the lower total and loses (XII)" in row.note
