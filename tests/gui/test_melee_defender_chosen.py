"""A melee never logs losses on a unit the umpire did not choose: when no written order
names the unit attacked, the defender's "Who" says "choose the unit attacked", Confirm
(Ctrl+Enter too) is refused in words until it is chosen, and the dice move the cursor
there; the roll is logged against the unit chosen, with the losses typed for it. The
order's defender is still taken when it names one. Also: F9 on a commander in the melee
phase ticks him among the commanders in base contact (Table 10), and a factor ticked from
the order is scrolled into view in a list longer than its panel.

The demo game on the shipped packs: Belle Alliance's Table 11 is unset, so the melee's
outcome is typed from the book.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ba_console.gui.dialogs.roll import RollDialog
from tests.gui.conftest import f9_on_commander, step_to
from tests.gui.test_roll_dialog_guidance import order_attack
from tests.gui.test_roll_dialogs import dialog_for, last_roll

CTRL = Qt.KeyboardModifier.ControlModifier


def _type(qtbot, text: str) -> None:
    qtbot.keyClicks(QApplication.focusWidget(), text)


def test_a_melee_with_no_defender_named_is_refused_until_one_is_chosen(qtbot, controller):
    game = controller.game
    dialog = dialog_for(qtbot, controller, "melee", ["ii-15"])  # no order written
    attacker, defender = dialog.panels
    assert defender.unit is None
    assert defender.unitCombo.currentText() == "choose the unit attacked"
    assert dialog.ui.messageLabel.text() == "Choose the unit attacked."
    attacker.dice.edit.setFocus()
    _type(qtbot, "655")  # on to the defender's dice
    assert QApplication.focusWidget() is defender.dice.edit
    _type(qtbot, "123")  # on to what the roll lacks: the unit attacked
    assert QApplication.focusWidget() is defender.unitCombo
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, CTRL)
    assert game.roll_count(kind="melee") == 0
    assert not dialog.confirmButton.isEnabled()
    assert dialog.ui.messageLabel.text() == "Choose the unit attacked."
    assert QApplication.focusWidget() is defender.unitCombo
    _type(qtbot, "gren")  # the umpire finds him by name: 1/2e Grenadiers à pied
    assert defender.unit == "i-2g"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # on to the outcome
    _type(qtbot, "defender retreats")
    assert QApplication.focusWidget() is dialog._typed_widgets[0]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # the loser's figures
    _type(qtbot, "2")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, CTRL)
    row = last_roll(controller)
    assert row.kind == "melee" and row.units == ("ii-15", "i-2g")
    assert ("i-2g", "figures", 28, 26) in [(e.unit, e.what, e.from_, e.to) for e in row.effects]
    assert game.unit("i-2g").figures == 26
    assert [e.unit for e in row.effects if e.what == "figures"] == ["i-2g"]


def test_the_defender_the_order_names_is_still_taken(qtbot, controller):
    order_attack(controller, "i-15", "i-2g")
    dialog = dialog_for(qtbot, controller, "melee", ["i-15"])
    defender = dialog.panels[1]
    assert defender.unit == "i-2g"
    assert defender.orderHintLabel.isVisible()  # "from the order"
    assert dialog.ui.messageLabel.text() != "Choose the unit attacked."


def test_another_attacker_with_no_order_drops_the_last_ones_defender(qtbot, controller):
    # The last attacker's defender is not this one's: kept unseen, it would take the
    # losses typed for another melee.
    order_attack(controller, "i-15", "i-2g")
    dialog = dialog_for(qtbot, controller, "melee", ["i-15"])
    attacker, defender = dialog.panels
    assert defender.unit == "i-2g"
    assert attacker.select("ii-15")  # no order written
    assert defender.unit is None
    assert defender.unitCombo.currentText() == "choose the unit attacked"
    assert attacker.select("i-15")  # its order names him again
    assert defender.unit == "i-2g"


def test_a_further_attacker_keeps_the_defender_chosen(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "melee", ["ii-15", "i-2g"])  # chosen in the roster
    extra = dialog.add_role("i-15")
    assert extra is not None and extra.unit == "i-15"
    assert dialog.panels[-1].unit == "i-2g"
    assert [p.unit for p in dialog.panels] == ["ii-15", "i-15", "i-2g"]


def test_general_de_brigade_asks_for_the_unit_attacked_too(qtbot, gdb):
    # Before, the defender was the first unit in the list: the attacker itself here.
    dialog = dialog_for(qtbot, gdb, "melee", ["i-15"])
    defender = dialog.panels[-1]
    assert defender.unit is None
    assert defender.unitCombo.currentText() == "choose the unit attacked"
    assert dialog.ui.messageLabel.text() == "Choose the unit attacked."


def test_the_danish_umpire_is_asked_in_danish(qtbot, danish):
    dialog = dialog_for(qtbot, danish, "melee", ["ii-15"])
    defender = dialog.panels[1]
    assert defender.unit is None
    assert defender.unitCombo.currentText() == "vælg enheden, der angribes"
    assert dialog.ui.messageLabel.text() == "Vælg enheden, der angribes."


# --- F9 on a commander in the melee phase: Table 10 with him ticked -------------------------


def test_f9_on_a_commander_in_the_melee_phase_ticks_him_in_base_contact(qtbot, window):
    step_to(window.controller, "melee")
    dialog = f9_on_commander(qtbot, window, "i-15")
    assert dialog.kind_key == "engaging_commander"
    box = dialog.rollOffBox
    assert dialog.panels[0].unit == "ir15"
    assert box.unit == "i-15"
    assert box.commanders() == ("ir15",)  # he is the one engaged
    assert "One commander touches the unit: he is engaged" in box.resultLabel.text()
    dialog.close()
    # A commander of the other side: a unit he commands, not the first of the list (a
    # Prussian one, where he would not even be listed).
    french = f9_on_commander(qtbot, window, "i-1t")
    assert french.panels[0].unit == "chartrand"
    assert french.rollOffBox.unit == "i-1t"
    assert french.rollOffBox.commanders() == ("chartrand",)
    french.close()


# --- a factor ticked from the order is seen ----------------------------------------------


def test_the_charge_ticked_from_the_order_is_scrolled_into_view(qtbot, controller):
    order_attack(controller, "i-15", "i-2g")
    dialog = RollDialog(controller, kind="melee", units=["i-15"])
    qtbot.addWidget(dialog)
    dialog.resize(1340, 600)  # the factor list is shorter than Table 8
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    tree = dialog.panels[0].checklist.tree
    item = dialog.panels[0].checklist.item("t08", "attack_at_the_charge")
    assert item.checkState(0) == Qt.CheckState.Checked
    assert tree.verticalScrollBar().maximum() > 0  # the list scrolls
    assert tree.viewport().rect().contains(tree.visualItemRect(item))
