"""No trap in the roll dialog on the keys pressed all evening: F9 offers only the rolls that
fit the step and the unit, a fire's target is the written order's or the umpire's (never a
silent first enemy), and Esc after console dice keeps what was ticked with the dice."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.core.orders import OrderParts
from ba_console.gui.dialogs.roll import RollDialog
from ba_console.gui.models.order_sheet_model import OrderColumn
from tests.gui.conftest import step_to
from tests.gui.test_roll_dialogs import dialog_for, type_dice


def f9_on(qtbot, window, unit: str) -> RollDialog:
    sheet = window.ui.orderSheet
    window.ui.centralTabs.setCurrentWidget(window.ui.orderSheetTab)
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(sheet.model.unit_index(unit, OrderColumn.UNIT))
    before = set(window.findChildren(RollDialog))
    qtbot.keyClick(window, Qt.Key.Key_F9)
    (dialog,) = [d for d in window.findChildren(RollDialog) if d not in before]
    return dialog


def offered(dialog: RollDialog) -> list[str]:
    combo = dialog.ui.kindCombo
    return [combo.itemData(i) for i in range(combo.count())]


def test_f9_in_the_ordering_step_offers_an_infantry_unit_no_catch_roll(qtbot, window):
    dialog = f9_on(qtbot, window, "i-15")
    assert dialog.kind_key != "catch"
    assert "catch" not in offered(dialog)
    assert dialog.panels[0].unit == "i-15"
    dialog.close()


def test_f9_in_the_fire_step_lets_only_a_battery_fire_as_one(qtbot, window):
    step_to(window.controller, "fire")
    infantry = f9_on(qtbot, window, "i-15")
    assert infantry.kind_key == "fire"
    assert "artillery_fire" not in offered(infantry)
    assert "catch" not in offered(infantry)
    infantry.close()
    battery = f9_on(qtbot, window, "bty-yg")
    assert battery.kind_key == "artillery_fire"
    assert "fire" not in offered(battery)
    battery.close()


def test_a_fire_with_no_target_named_cannot_be_confirmed(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15"])  # no order, no target chosen
    panel = dialog.panels[0]
    assert panel.target is None
    assert panel.targetCombo.currentText() == "choose the unit fired at"
    type_dice(qtbot, dialog, "firer", "456")
    # The dice typed in full move on to what the roll lacks: the unit fired at.
    assert QApplication.focusWidget() is panel.targetCombo
    dialog._typed_widgets[0].setEditText("1 figure lost")
    dialog.refresh()
    assert not dialog.confirmButton.isEnabled()
    assert dialog.ui.messageLabel.text() == "Choose the unit fired at."
    qtbot.keyClick(
        dialog.panels[0].dice.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    assert controller.game.roll_count() == 0  # Ctrl+Enter logs nothing either
    assert QApplication.focusWidget() is panel.targetCombo
    assert panel.select_target("i-2g")
    dialog.refresh()
    assert dialog.confirmButton.isEnabled()


def test_a_fire_target_comes_from_the_written_order(qtbot, controller):
    attack = OrderParts.from_data({"attack": {"target": "1/2e Grenadiers à pied"}})
    assert controller.save_order("i-15", text="fire at the grenadiers", parts=attack)
    dialog = dialog_for(qtbot, controller, "fire", ["i-15"])
    assert dialog.panels[0].target == "i-2g"
    assert dialog.panels[0].orderHintLabel.isVisible()


def test_esc_after_console_dice_keeps_the_ticks_with_the_dice(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    checklist = dialog.panels[0].checklist
    checklist.set_ticked("t06", "flanking_fire")
    auto = [t for t in checklist.ticks() if t.auto]
    for tick in auto:  # an automatic tick the umpire takes off stays off
        checklist.set_ticked(tick.table, tick.key, False)
    ticked = checklist.ticks()
    qtbot.keyClick(dialog, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    faces = dialog.panels[0].dice.faces()
    assert dialog.panels[0].dice.is_console and faces
    draws = controller.game.console_draw_count()
    dialog.panels[0].dice.edit.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not dialog.isVisible()

    again = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    assert again.panels[0].checklist.ticks() == ticked
    assert again.panels[0].dice.is_console and again.panels[0].dice.faces() == faces
    assert controller.game.console_draw_count() == draws  # the same dice, no new draw
    # Once taken up, it is the dialog's: closed without console dice, nothing is kept.
    again.panels[0].dice.clear()
    again.reject()
    fresh = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    assert not fresh.panels[0].checklist.is_ticked("t06", "flanking_fire")
    assert not fresh.panels[0].dice.is_console


def test_ticks_set_aside_go_only_to_the_same_units(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    dialog.panels[0].checklist.set_ticked("t06", "flanking_fire")
    dialog.roll_console_dice()
    dialog.reject()
    other = dialog_for(qtbot, controller, "fire", ["ii-15", "i-2g"])
    assert not other.panels[0].checklist.is_ticked("t06", "flanking_fire")
    assert not other.panels[0].dice.is_console
