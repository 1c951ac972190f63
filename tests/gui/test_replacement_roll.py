"""The replacement of a fallen commander from the window (Table 19, 1.1.4): F9 on one of
his units in the reporting phase opens the roll on his orderly; the outcome typed from the
book puts him back, removes the orderly and closes the task; the log row says it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.gui.labels import effect_label
from ba_console.gui.models.roster_model import RosterColumn
from tests.gui.conftest import step_to
from tests.gui.test_roll_dialog_guidance import open_from_sheet
from tests.gui.test_roster_staff import menu_action


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
    assert dialog.panels[0].stateLabel.text() == (
        "orderly of Commander, 15th Infantry Regiment (fallen)"
    )
    dialog.panels[0].dice.set_typed("456")
    combo = dialog._typed_widgets[0]
    combo.setCurrentIndex(
        combo.findText("Replaced; the commander is particularly ineffective (1.1.3)")
    )
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert effects == [
        "Commander, 15th Infantry Regiment: commander fallen yes → no",
        "Orderly 2 (15th IR): figure removed, his commander placed where it stood (1.1.4)",
        "Commander, 15th Infantry Regiment: commander's rating normal → particularly ineffective",
    ]
    assert dialog.confirmButton.isEnabled()
    dialog.confirmButton.click()

    assert not game.commander("ir15").fallen and game.orderly("ir15.o2").fallen
    assert game.commander("ir15").rating == "ineffective"
    assert controller.open_tasks() == []
    (row,) = game.rolls(kind="replacement")
    assert effect_label(row.effects[1], game.names()) == effects[1]
    assert game.verify().ok


def test_the_orderly_who_replaced_his_commander_is_not_counted_fallen(qtbot, window):
    """1.1.4: after a replacement the orderly is no longer an orderly; the roster says he
    replaced his commander, and only the other orderly is left (none fell)."""
    controller = window.controller
    game = controller.game
    with game.transaction():
        game.update_commander("ir15", fallen=True)
    window.ui.rosterPanel.reload()
    step_to(controller, "reporting")
    dialog = open_from_sheet(qtbot, window, "i-15")
    assert dialog.panels[0].unit == "ir15.o1"
    dialog.panels[0].dice.set_typed("456")
    combo = dialog._typed_widgets[0]
    combo.setCurrentIndex(combo.findText("Replaced: the orderly figure is removed and the "
                                         "commander placed where it stood"))  # fmt: skip
    dialog.confirmButton.click()

    model = window.ui.rosterPanel.model
    ir15 = model.unit_index("i-15").parent()
    assert ir15.siblingAtColumn(RosterColumn.FLAGS).data() == (
        "1 orderly · Orderly 1 (15th IR) replaced him (Table 19)"
    )
    tip = ir15.data(Qt.ItemDataRole.ToolTipRole)
    assert "• Orderly 1 (15th IR) (replaced his commander)" in tip
    assert "fallen" not in tip
    replaced = menu_action(window, "i-15", "Orderly 1 (15th IR) replaced him (Table 19)", True)
    assert replaced.isChecked()

    with game.transaction():
        game.update_commander("ir15", fallen=True)  # he falls again (Table 10)
    again = open_from_sheet(qtbot, window, "i-15")
    assert again.panels[0].unit == "ir15.o2"  # the orderly he has left
    who = again.panels[0].unitCombo
    texts = [who.itemText(i) for i in range(who.count())]
    assert "    Orderly 1 (15th IR) — replaced his commander" in texts
    assert "    Orderly 2 (15th IR)" in texts
    who.setCurrentIndex(texts.index("    Orderly 1 (15th IR) — replaced his commander"))
    assert again.panels[0].stateLabel.text() == (
        "orderly of Commander, 15th Infantry Regiment (fallen), replaced his commander"
    )
    again.reject()

    (row,) = game.rolls(kind="replacement")
    controller.rolls.void_roll(row.sequence, "the wrong commander")  # he stands again
    ir15 = model.unit_index("i-15").parent()
    assert ir15.siblingAtColumn(RosterColumn.FLAGS).data() == "fallen · 2 orderlies"


def test_the_bounds_his_replacement_failed_are_ticked_with_their_count_and_reason(qtbot, window):
    """1.1.4, "+ for each consecutive failed bound": failed in bounds 1 and 2 from the
    window, the roll of bound 3 opens with Table 19's row ticked ×2, the reason on hover;
    the umpire may change the count (the value is unset: he types it from the book)."""
    controller = window.controller
    game = controller.game
    with game.transaction():
        game.update_commander("ir15", fallen=True)
    window.ui.rosterPanel.reload()
    step_to(controller, "reporting")
    for _ in range(2):
        dialog = open_from_sheet(qtbot, window, "i-15")
        dialog.panels[0].dice.set_typed("234")
        combo = dialog._typed_widgets[0]
        combo.setCurrentIndex(combo.findText("Not replaced this bound"))
        dialog.confirmButton.click()
        assert controller.open_tasks() == []  # his roll of the bound is made
        controller.advance_phase()
        step_to(controller, "reporting")
    assert controller.position().bound == 3

    dialog = open_from_sheet(qtbot, window, "i-15")
    checklist = dialog.panels[0].checklist
    assert checklist.is_ticked("t19", "failed_bound")
    box = checklist.count_box("t19", "failed_bound")
    assert box.value() == 2 and box.text() == "×2"
    assert (
        checklist.item("t19", "failed_bound")
        .toolTip(0)
        .endswith(
            "the replacement failed in the 2 bound(s) before this one (1.1.4): counted 2 times"
        )
    )
    box.setValue(1)
    (tick,) = [t for t in checklist.ticks() if t.key == "failed_bound"]
    assert (tick.count, tick.auto) == (1, False)
    dialog.reject()


def test_the_rolling_orderly_is_said_whose_in_danish(qtbot, danish):
    from tests.gui.test_roll_dialogs import dialog_for

    with danish.game.transaction():
        danish.game.update_commander("ir15", fallen=True)
        danish.game.set_phase(1, "reporting")
    dialog = dialog_for(qtbot, danish, "replacement", ["ir15.o1"])
    assert dialog.panels[0].stateLabel.text() == (
        "ordonnans for Commander, 15th Infantry Regiment (falden)"
    )
    dialog.reject()
