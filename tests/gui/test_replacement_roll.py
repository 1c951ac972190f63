"""The replacement of a fallen commander from the window (Table 19, 1.1.4): F9 on one of
his units in the reporting phase opens the roll on his orderly; the outcome typed from the
book puts him back, removes the orderly and closes the task; the log row says it."""

from __future__ import annotations

from ba_console.gui.labels import effect_label
from tests.gui.conftest import step_to
from tests.gui.test_roll_dialog_guidance import open_from_sheet


def test_f9_on_his_unit_rolls_on_his_orderly_and_confirm_puts_him_back(qtbot, window):
    controller = window.controller
    game = controller.game
    with game.transaction():
        game.update_commander("ir15", fallen=True)
        game.update_orderly("ir15.o1", fallen=True)
    window.ui.rosterPanel.reload()
    step_to(controller, "reporting")
    assert "1 fallen commander to replace (Table 19)" in controller.open_tasks()

    dialog = open_from_sheet(qtbot, window, "i-15")
    assert dialog.kind_key == "replacement"
    assert dialog.panels[0].unit == "ir15.o2"  # the orderly standing, not the first name
    dialog.panels[0].dice.set_typed("456")
    combo = dialog._typed_widgets[0]
    combo.setCurrentIndex(
        combo.findText("Replaced; the commander is particularly ineffective (1.1.3)")
    )
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert effects == [
        "Commander, 15th Infantry Regiment: commander fallen yes → no",
        "Orderly 2 (15th IR): figure removed, his commander placed where it stood (1.1.4)",
        "Commander, 15th Infantry Regiment: commander's rating normal → ineffective",
    ]
    assert dialog.confirmButton.isEnabled()
    dialog.confirmButton.click()

    assert not game.commander("ir15").fallen and game.orderly("ir15.o2").fallen
    assert game.commander("ir15").rating == "ineffective"
    assert controller.open_tasks() == []
    (row,) = game.rolls(kind="replacement")
    assert effect_label(row.effects[1], game.names()) == effects[1]
    assert game.verify().ok
