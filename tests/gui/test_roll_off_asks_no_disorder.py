"""A roll-off (General de Brigade's initiative, Belle Alliance's plain roll of both sides)
only says who wins: its outcome falls on no unit, so the dialog asks no "Disorder, <unit>"
for either roller (session 26's GdB walk found both asked)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFormLayout, QLabel

from ba_console.gui.dialogs.roll import RollDialog
from ba_console.packs import load_pack
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED


def form_labels(dialog: RollDialog) -> list[str]:
    form = dialog.ui.typedForm
    labels = []
    for row in range(form.rowCount()):
        item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        if item is not None and isinstance(item.widget(), QLabel):
            labels.append(item.widget().text())
    return labels


def effects_lines(dialog: RollDialog) -> list[str]:
    box = dialog.ui.effectsList
    return [box.item(i).text() for i in range(box.count())]


@pytest.fixture(params=["belle_alliance", "general_de_brigade"])
def game(request, qapp, data_dir):
    from ba_console.gui.controller import GameController

    path = data_dir / f"{request.param}.bagame"
    create_demo(path, pack=load_pack(request.param), seed=TEST_SEED).close()
    controller = GameController(data_dir, "en")
    controller.hold_log_check = True
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def test_a_roll_off_asks_the_outcome_and_no_disorder(qtbot, game):
    dialog = RollDialog(game, kind="roll_off", units=["i-15", "i-1t"])
    qtbot.addWidget(dialog)
    dialog.show()
    for panel, dice in zip(dialog.panels, ("345", "526"), strict=True):
        panel.dice.edit.setFocus()
        qtbot.keyClicks(panel.dice.edit, dice[: dialog.session.dice_of(dialog.kind).count])
    # Each roller's outcome read from the book, and nothing more.
    assert form_labels(dialog) == ["Outcome, First:", "Outcome, Second:"]
    dialog._typed_widgets[0].setEditText("wins the initiative")
    dialog._typed_widgets[1].setEditText("loses the initiative")
    assert not any("disorder" in line.lower() for line in effects_lines(dialog))
    assert dialog.confirmButton.isEnabled()
    dialog.confirm(close=True)
    row = game.game.rolls()[-1]
    assert row.kind == "roll_off" and row.effects == ()
