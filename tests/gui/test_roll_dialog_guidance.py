"""The roll dialog guides the umpire: defaults from the written order, the kind of roll the
phase calls for, a caution when a typed outcome changes nothing on the roster, Alt letters
that open one field each and a Tab order that follows the layout.

The demo game on the shipped Belle Alliance pack: Tables 11 and 12 are unset, so fire and
melee outcomes are typed from the book.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel

from ba_console.core.orders import Attack, March, OrderParts
from ba_console.gui.dialogs.roll import RollDialog
from ba_console.gui.models.order_sheet_model import OrderColumn
from tests.gui.conftest import step_to

CHARGE_ORDER = "attack the grenadiers at the charge"
NO_CHANGE = "No change to the roster entered: Ctrl+Enter confirms the roll as it is."


def dialog_for(qtbot, controller, kind: str | None, units: list[str]) -> RollDialog:
    dialog = RollDialog(controller, kind=kind, units=units)
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    return dialog


def order_attack(controller, unit: str, target: str, at_the_charge: bool = True) -> None:
    assert controller.save_order(
        unit,
        text=CHARGE_ORDER,
        parts=OrderParts(
            march=March(to="the grenadiers", distance_cm=20, rate="charge"),
            attack=Attack(target=target, at_the_charge=at_the_charge),
        ),
    )


def type_dice(qtbot, panel, text: str) -> None:
    panel.dice.edit.setFocus()
    panel.dice.edit.clear()
    qtbot.keyClicks(panel.dice.edit, text)


def tab_path(qtbot, start, steps: int) -> list:
    start.setFocus()
    path = []
    for _ in range(steps):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        path.append(QApplication.focusWidget())
    return path


# --- 1. defaults from the written order ---------------------------------------------------


def test_melee_opens_on_the_ordered_defender_at_the_charge(qtbot, controller):
    order_attack(controller, "ii-15", "i-2g")
    step_to(controller, "melee", "melee")
    dialog = dialog_for(qtbot, controller, "melee", ["ii-15"])
    attacker, defender = dialog.panels
    assert (attacker.unit, defender.unit) == ("ii-15", "i-2g")
    assert attacker.chargeCheck.isChecked()
    # The charge's +1 (2.3.3) is counted, and the umpire sees where the defaults came from.
    assert attacker.checklist.is_ticked("t08", "attack_at_the_charge")
    assert attacker.totalLabel.text() == "Total: dice +1"
    assert defender.orderHintLabel.isVisible()
    assert defender.orderHintLabel.text() == "from the order"
    assert CHARGE_ORDER in defender.orderHintLabel.toolTip()
    assert attacker.chargeHintLabel.isVisible()


def test_an_order_naming_its_target_by_name_sets_the_fire_target(qtbot, controller):
    name = controller.game.unit("i-2g").name  # as the order sheet's completer writes it
    order_attack(controller, "ii-15", name, at_the_charge=False)
    step_to(controller, "fire")
    dialog = dialog_for(qtbot, controller, "fire", ["ii-15"])
    assert dialog.panels[0].target == "i-2g"
    assert dialog.panels[0].orderHintLabel.isVisible()


def test_an_unknown_target_asks_for_the_defender_but_the_charge_still_counts(qtbot, controller):
    order_attack(controller, "ii-15", "the grenadiers behind the wall")
    dialog = dialog_for(qtbot, controller, "melee", ["ii-15"])
    attacker, defender = dialog.panels
    assert attacker.chargeCheck.isChecked()
    # Not the first unit of the other side: the umpire chooses the unit attacked.
    assert defender.unit is None
    assert defender.unitCombo.currentText() == "choose the unit attacked"
    assert not defender.orderHintLabel.isVisible()


def test_another_attacker_brings_its_own_order(qtbot, controller):
    order_attack(controller, "ii-15", "i-2g")
    dialog = dialog_for(qtbot, controller, "melee", ["ii-15"])
    attacker, defender = dialog.panels
    assert attacker.select("i-15")  # no order written: no charge
    assert not attacker.chargeCheck.isChecked()
    assert not attacker.checklist.is_ticked("t08", "attack_at_the_charge")
    assert attacker.select("ii-15")
    assert attacker.chargeCheck.isChecked()
    assert defender.unit == "i-2g"
    # Units the umpire chose in the roster stand; the order still says "at the charge".
    chosen = dialog_for(qtbot, controller, "melee", ["ii-15", "i-1t"])
    assert [p.unit for p in chosen.panels] == ["ii-15", "i-1t"]
    assert chosen.panels[0].chargeCheck.isChecked()
    assert not chosen.panels[1].orderHintLabel.isVisible()


# --- 2. the kind of roll the phase calls for -------------------------------------------------


def open_from_sheet(qtbot, window, unit: str) -> RollDialog:
    sheet = window.ui.orderSheet
    window.ui.centralTabs.setCurrentWidget(window.ui.orderSheetTab)
    sheet.view.setFocus()
    sheet.view.setCurrentIndex(sheet.model.unit_index(unit, OrderColumn.UNIT))
    before = set(window.findChildren(RollDialog))
    qtbot.keyClick(window, Qt.Key.Key_F9)
    (dialog,) = [d for d in window.findChildren(RollDialog) if d not in before]
    return dialog  # it deletes itself when closed


@pytest.mark.parametrize(("unit", "kind"), [("i-15", "fire"), ("bty-yg", "artillery_fire")])
def test_f9_in_the_fire_phase_opens_fire(qtbot, window, unit, kind):
    step_to(window.controller, "fire")
    dialog = open_from_sheet(qtbot, window, unit)
    assert dialog.kind_key == kind
    assert dialog.panels[0].unit == unit
    assert not dialog.ui.phaseCautionLabel.isVisible()
    dialog.close()


def test_f9_in_the_melee_and_reporting_phases(qtbot, window):
    step_to(window.controller, "reporting")
    dialog = open_from_sheet(qtbot, window, "i-15")
    assert dialog.kind_key == "replacement"
    dialog.close()
    step_to(window.controller, "melee", "melee")
    dialog = open_from_sheet(qtbot, window, "ii-15")
    assert dialog.kind_key == "melee"
    dialog.close()


def test_a_roll_of_another_phase_is_cautioned_not_refused(qtbot, controller):
    step_to(controller, "fire")
    dialog = dialog_for(qtbot, controller, "melee", ["ii-15", "i-2g"])
    assert dialog.ui.phaseCautionLabel.isVisible()
    # Beside it: "Bound 1 · Fire phase".
    assert dialog.ui.phaseCautionLabel.text() == "“Melee” is not usually rolled in this step."
    type_dice(qtbot, dialog.panels[0], "456")
    type_dice(qtbot, dialog.panels[1], "123")
    dialog._typed_widgets[0].setEditText("defender retreats")
    assert dialog.confirmButton.isEnabled()
    # The kind of the phase: no caution.
    dialog.ui.kindCombo.setCurrentIndex(dialog.ui.kindCombo.findData("fire"))
    assert not dialog.ui.phaseCautionLabel.isVisible()


@pytest.mark.parametrize(("phase", "sub_phase"), [("end_of_bound", None)])
def test_f9_where_the_pack_places_no_roll_opens_one_made_at_any_time_and_says_so(
    qtbot, window, phase, sub_phase
):
    # No roll of the pack names this step (where reorganisation and field work are made
    # is not known): the first kind made at any time that a unit makes opens (not the
    # catch roll, a staff figure's), not cautioned but said to belong to no step, with
    # every roll in the list; a roll the pack places elsewhere (the ordering roll, 1b) is
    # cautioned here. (In the movement phase F9 opens the movement step:
    # tests/gui/test_movement_step.py; GdB alike: tests/gui/test_f9_no_roll_in_step.py.)
    step_to(window.controller, phase, sub_phase)
    dialog = open_from_sheet(qtbot, window, "i-15")
    assert dialog.kind_key == "reorganisation"
    assert dialog.ui.phaseCautionLabel.text().startswith("No roll of this pack belongs")
    dialog.ui.kindCombo.setCurrentIndex(dialog.ui.kindCombo.findData("ordering"))
    assert dialog.ui.phaseCautionLabel.text() == (
        "“Ordering roll” is not usually rolled in this step."
    )
    dialog.close()
    before = set(window.findChildren(RollDialog))
    window.findChild(QAction, "actionRoll_ordering").trigger()
    (dialog,) = [d for d in window.findChildren(RollDialog) if d not in before]
    assert dialog.ui.phaseCautionLabel.isVisible()
    dialog.close()


# --- 3. a typed outcome with no change to the roster -----------------------------------------


def test_typed_outcome_without_effects_is_said_beside_confirm(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-1t"])
    type_dice(qtbot, dialog.panels[0], "426")
    outcome = dialog._typed_widgets[0]
    outcome.setFocus()
    qtbot.keyClicks(outcome, "1 figure lost, LD")
    assert dialog.ui.messageLabel.text() == NO_CHANGE
    assert dialog.confirmButton.isEnabled()  # many outcomes truly change nothing
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert (
        "⚠ Table 12: “1 figure lost, LD” was typed from the book; enter its effects "
        "(figures lost, disorder) by hand"
    ) in effects
    assert not any("result 0" in line for line in effects)
    # The effect fields come straight after the outcome.
    losses, disorder = dialog._loss_spins["i-1t"], dialog._disorder_combos["i-1t"]
    qtbot.waitUntil(disorder.isVisible)  # a new field shows on the next turn of the loop
    assert tab_path(qtbot, outcome, 2) == [losses, disorder]
    losses.setValue(1)
    assert dialog.ui.messageLabel.text() == (
        "Ready: Enter goes on to the next field and confirms on the last; Ctrl+Enter confirms now."
    )


def test_melee_outcome_warning_names_the_roles(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "melee", ["ii-15", "i-15", "i-2g"])
    for panel in dialog.panels:
        type_dice(qtbot, panel, "333")
    for outcome in dialog._typed_widgets:
        outcome.setEditText("defender holds")
    effects = [dialog.ui.effectsList.item(i).text() for i in range(dialog.ui.effectsList.count())]
    assert any(line.startswith("⚠ Attacker vs Defender: “defender holds”") for line in effects)
    assert dialog.ui.messageLabel.text() == NO_CHANGE


def test_the_outcome_line_asks_for_the_book_by_the_roles_not_a_field_number(qtbot, controller):
    # "type the outcome read from the book (#2)" named a number no field shows: the
    # fields are labelled by the roles, as the line's own prefix is.
    dialog = dialog_for(qtbot, controller, "melee", ["ii-15", "i-15", "i-2g"])
    for panel in dialog.panels:
        type_dice(qtbot, panel, "333")
    lines = dialog.ui.outcomeLabel.text().split("<br>")
    assert len(lines) == 2
    assert lines[0].startswith("Attacker vs Defender: ")
    assert lines[1].startswith("Attacker 2 vs Defender: ")
    for line in lines:
        assert "type the outcome read from the book" in line
        assert "(#" not in line


# --- 4. Alt letters and Tab order ------------------------------------------------------------


def alt_letters(dialog: RollDialog) -> dict[str, list[str]]:
    letters: dict[str, list[str]] = {}
    widgets = [
        *dialog.findChildren(QAbstractButton),
        *dialog.findChildren(QLabel),
        *dialog.findChildren(QGroupBox),
    ]
    for widget in widgets:
        if not widget.isVisibleTo(dialog):
            continue
        text = widget.title() if isinstance(widget, QGroupBox) else widget.text()
        for found in re.finditer(r"&([^&])", text.replace("&&", "")):
            letters.setdefault(found.group(1).lower(), []).append(text)
    return letters


def test_no_two_fields_of_a_roll_dialog_share_an_alt_letter(qtbot, controller):
    for kind in controller.pack.rolls:
        dialog = RollDialog(controller, kind=kind, units=["ii-15"])
        qtbot.addWidget(dialog)
        dialog.show()
        if kind == "melee":
            dialog.add_role("i-15")
        if dialog.rollOffBox is not None:  # two commanders: the roll-off's fields too
            box = dialog.rollOffBox
            for row in range(box.commanderList.count()):
                box.commanderList.item(row).setCheckState(Qt.CheckState.Checked)
        for panel in dialog.panels:
            type_dice(qtbot, panel, "426")  # the outcome and effect fields show
        qtbot.wait(10)  # new fields show on the next turn of the event loop
        shared = {k: v for k, v in alt_letters(dialog).items() if len(v) > 1}
        assert shared == {}, kind
        dialog.close()


def test_melee_tab_order_follows_the_layout(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "melee", ["ii-15", "i-2g"])
    attacker, defender = dialog.panels
    expected = [
        attacker.unitCombo,
        attacker.chargeCheck,
        attacker.neighbourCombo,  # a neighbour shares the roll (4.1.6)
        attacker.checklist.tree,
        attacker.dice.edit,
        defender.unitCombo,
        defender.neighbourCombo,
        defender.attacksTooCheck,  # the Table 8 column it reads (4.1.3, 4.1.1)
        defender.flankRearCheck,
        defender.checklist.tree,
        defender.dice.edit,
        dialog.ui.addAttackerButton,
        dialog.ui.effectsList,
        dialog.ui.noteEdit,
    ]
    assert tab_path(qtbot, dialog.ui.kindCombo, len(expected)) == expected


# --- 5. small ones ----------------------------------------------------------------------------


def test_catch_roll_header_names_table_18_once(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "catch", ["buelow"])
    assert dialog.ui.ruleLabel.text() == "Rule 1.1.4, Table 18"
