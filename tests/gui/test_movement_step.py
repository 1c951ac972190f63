"""The movement step in the window: Enter confirms each unit as ordered, one key press each;
only in part and not carried out keep the umpire's reason; Take back voids the row."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.core.orders import Attack, March, OrderParts
from ba_console.gui.dialogs.movement import MovementDialog, open_movement_dialog
from tests.gui.conftest import step_to

STORM = OrderParts(attack=Attack(target="i-1t", at_the_charge=True))
FAST = OrderParts(march=March(to="the church", rate="fast"))
COLUMN = OrderParts(formation="attack_column")


def movement_step(qtbot, controller) -> MovementDialog:
    for unit, parts in (("i-15", STORM), ("ii-15", FAST), ("f-15", COLUMN)):
        assert controller.save_order(unit, text=f"order of {unit}", parts=parts)
    step_to(controller, "movement")
    dialog = open_movement_dialog(controller)
    assert dialog is not None
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    return dialog


def test_enter_confirms_each_unit_as_ordered_with_one_key_press(qtbot, controller):
    dialog = movement_step(qtbot, controller)
    assert dialog.headerLabel.text().startswith("Bound 1: 3 units to confirm.")
    presses = 0
    while not all(line.confirmed for line in dialog.lines):
        qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
        presses += 1
        assert presses <= 3
    assert presses == 3
    rows = controller.game.rolls(kind="movement")
    assert [(r.units[0], r.outcome.key) for r in rows] == [
        ("i-15", "as_ordered"),
        ("ii-15", "as_ordered"),
        ("f-15", "as_ordered"),
    ]
    assert {f.key for f in controller.game.flags("i-15")} == {"charged"}
    assert controller.game.unit("f-15").formation == "attack_column"
    # The phase tracker no longer lists the movements as open.
    assert not any("movement" in task for task in controller.open_tasks())
    assert dialog.messageLabel.text().endswith("Every unit is confirmed: Enter closes.")
    assert dialog.isVisible()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)  # one more: done with the step
    assert not dialog.isVisible()
    assert len(controller.game.rolls(kind="movement")) == 3


def test_only_in_part_keeps_what_was_done_and_why(qtbot, controller):
    dialog = movement_step(qtbot, controller)
    dialog.table.setCurrentItem(dialog.table.topLevelItem(1))  # ii-15, fast march
    qtbot.mouseClick(dialog.outcomeRadios["in_part"], Qt.MouseButton.LeftButton)
    assert dialog.reasonEdit.hasFocus()  # the umpire types why at once
    dialog.fastCheck.setChecked(False)
    qtbot.keyClicks(dialog.reasonEdit, "stopped at the hedge")
    qtbot.keyClick(dialog.reasonEdit, Qt.Key.Key_Return)
    (row,) = controller.game.rolls(kind="movement")
    assert (row.units, row.outcome.key, row.note) == (("ii-15",), "in_part", "stopped at the hedge")
    assert controller.game.flags("ii-15") == []


def test_take_back_voids_the_confirmation_and_its_flags(qtbot, controller):
    dialog = movement_step(qtbot, controller)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    dialog.table.setCurrentItem(dialog.table.topLevelItem(0))
    assert dialog.takeBackButton.isEnabled()
    qtbot.mouseClick(dialog.takeBackButton, Qt.MouseButton.LeftButton)
    (row,) = controller.game.rolls(kind="movement")
    assert row.voided_by is not None
    assert controller.game.flags("i-15") == []
    assert not dialog.lines[0].confirmed


def test_a_storm_the_rules_forbid_needs_a_ruling(qtbot, controller):
    assert controller.save_order("i-15", text="storm", parts=STORM)
    assert controller.update_unit("i-15", "disorder", "LD")
    step_to(controller, "movement")
    dialog = open_movement_dialog(controller)
    qtbot.addWidget(dialog)
    assert not dialog.confirmButton.isEnabled()
    assert "in LD it cannot charge (2.3.3)" in dialog.ruleLabel.text()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert controller.game.rolls(kind="movement") == []
    dialog.rulingCheck.setChecked(True)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    (row,) = controller.game.rolls(kind="movement")
    assert "umpire's ruling (1.1.9)" in row.note


def test_f9_in_the_movement_phase_opens_the_movement_step(qtbot, window):
    step_to(window.controller, "movement")
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert window.findChildren(MovementDialog)
